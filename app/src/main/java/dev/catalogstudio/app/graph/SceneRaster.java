package dev.catalogstudio.app.graph;

import dev.catalogstudio.app.render.GraphScene;
import dev.catalogstudio.app.render.Palette;
import dev.catalogstudio.app.render.ScenePainter;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import javafx.animation.PauseTransition;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.util.Duration;

/**
 * What the graph canvas shows: the scene cut into square tiles, each drawn once by {@link ScenePainter} on a worker
 * thread, so that a frame on the FX thread is a few image copies however many nodes are visible, and a pan draws only
 * the tiles that come into view, like a map.
 *
 * <p>Tiles belong to a <em>generation</em>: one scene, palette, selection and zoom. A frame ({@link #paint}) asks
 * the worker for the visible tiles of the current generation it lacks, then those of a ring of {@link #PREFETCH}
 * tiles around them; the newest list replaces the older one. Under them it draws the tiles of the last generation
 * that covered the visible area, moved and scaled to the current pan and zoom, so that during a zoom gesture or after
 * an edit the old picture stays until the new tiles come, never a blank frame where the old one reaches. Tiles of
 * other generations are dropped. Memory: the tiles of two generations over the visible area and the ring, at
 * {@link #TILE}² × 4 bytes each (about 30 MB for a 1,200 × 800 canvas).
 *
 * <p>FX thread only, except the drawing of a tile, which runs on the raster's own daemon thread.
 */
final class SceneRaster {

    /** The side of a tile, pixels. */
    static final int TILE = 256;

    /** How many rings of tiles around the visible ones are drawn ahead of a pan. */
    static final int PREFETCH = 1;

    /** How long the zoom must rest before its tiles are drawn. */
    static final Duration SETTLE = Duration.millis(120);

    /** One scene, palette, selection and zoom: what a set of tiles shows. The scene is compared by identity. */
    record Generation(GraphScene scene, Palette palette, String selected, double scale) {

        @Override
        public boolean equals(Object o) {
            return o instanceof Generation g && g.scene == scene && g.palette.equals(palette)
                    && Objects.equals(g.selected, selected) && g.scale == scale;
        }

        @Override
        public int hashCode() {
            return Objects.hash(System.identityHashCode(scene), palette, selected, scale);
        }
    }

    /** A tile: column and row in its generation's grid of {@link #TILE}-pixel squares from scene point (0, 0). */
    record Tile(Generation generation, int column, int row) {
    }

    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        var thread = new Thread(r, "graph-raster");
        thread.setDaemon(true);
        return thread;
    });
    private final AtomicReference<List<Tile>> wanted = new AtomicReference<>(List.of());
    private final AtomicBoolean draining = new AtomicBoolean();
    /** Tiles taken from {@link #wanted} whose image has not reached the FX thread yet. */
    private final java.util.concurrent.atomic.AtomicInteger inFlight = new java.util.concurrent.atomic.AtomicInteger();
    private final Consumer<Runnable> fx;
    private final Runnable arrived;
    private final Map<Tile, WritableImage> tiles = new HashMap<>();
    private final PauseTransition settle = new PauseTransition(SETTLE);
    private Generation current;
    private Generation fallback;
    private boolean complete;
    private long drawn;
    private volatile long drawNanos;

    /**
     * @param fx      runs a task on the FX thread ({@code Platform::runLater})
     * @param arrived called on the FX thread when tiles the canvas lacks have arrived (the pane repaints)
     */
    SceneRaster(Consumer<Runnable> fx, Runnable arrived) {
        this.fx = fx;
        this.arrived = arrived;
        settle.setOnFinished(e -> arrived.run());
    }

    /**
     * Paints a frame: the background, the fallback generation's tiles, then the current generation's; asks the worker
     * for the current generation's missing tiles, visible ones first.
     *
     * @param width  the canvas width, pixels
     * @param height the canvas height, pixels
     * @return whether the frame is complete: every visible tile of this scene, palette, selection and zoom was drawn
     */
    boolean paint(GraphicsContext g, GraphScene scene, Palette palette, Viewport view, double width, double height,
                  String selected) {
        g.setGlobalAlpha(1);
        g.setTransform(1, 0, 0, 1, 0, 0);
        g.clearRect(0, 0, width, height); // drops the canvas's buffered commands of earlier frames
        g.setFill(Color.web(palette.background()));
        g.fillRect(0, 0, width, height);
        if (scene == null || width < 1 || height < 1) {
            return true;
        }
        var generation = new Generation(scene, palette, selected, view.scale());
        // While the zoom changes from frame to frame (a wheel or pinch gesture), tiles of a zoom about to be left are
        // not worth drawing: the fallback is scaled, and the tiles are asked for once the zoom rests for SETTLE.
        boolean zooming = current != null && current.scale() != generation.scale();
        if (zooming) {
            settle.playFromStart();
        }
        if (!generation.equals(current)) {
            if (complete) {
                fallback = current; // the last generation that covered the view: the picture until the new one comes
            }
            current = generation;
            complete = false;
            tiles.keySet().removeIf(t -> !t.generation().equals(current) && !t.generation().equals(fallback));
        }
        // Visible tiles: pixel (x, y) of the canvas is pixel (x - offsetX, y - offsetY) of the generation's grid.
        int firstColumn = Math.floorDiv((int) Math.floor(-view.offsetX()), TILE);
        int lastColumn = Math.floorDiv((int) Math.ceil(width - view.offsetX()) - 1, TILE);
        int firstRow = Math.floorDiv((int) Math.floor(-view.offsetY()), TILE);
        int lastRow = Math.floorDiv((int) Math.ceil(height - view.offsetY()) - 1, TILE);
        int lastSceneColumn = (int) Math.floor(scene.width() * view.scale() / TILE);
        int lastSceneRow = (int) Math.floor(scene.height() * view.scale() / TILE);
        var missing = new ArrayList<Tile>();
        var shown = new ArrayList<Tile>();
        boolean all = true;
        for (int ring = 0; ring <= PREFETCH; ring++) {
            for (int row = firstRow - ring; row <= lastRow + ring; row++) {
                for (int column = firstColumn - ring; column <= lastColumn + ring; column++) {
                    boolean inRing = ring == 0 || row == firstRow - ring || row == lastRow + ring
                            || column == firstColumn - ring || column == lastColumn + ring;
                    if (!inRing || row < 0 || column < 0 || row > lastSceneRow || column > lastSceneColumn) {
                        continue;
                    }
                    var tile = new Tile(current, column, row);
                    var image = tiles.get(tile);
                    if (image == null) {
                        missing.add(tile);
                        all &= ring > 0;
                    } else if (ring == 0) {
                        shown.add(tile);
                    }
                }
            }
        }
        complete |= all;
        if (complete && fallback != null) {
            // Dropped before drawing: the old picture must not stay where the new scene has no tile (beyond its
            // edge), as a smaller picture after a larger one left the previous file's nodes drawn (issue 41).
            tiles.keySet().removeIf(t -> t.generation().equals(fallback));
            fallback = null;
        }
        if (fallback != null) {
            for (var entry : tiles.entrySet()) {
                if (entry.getKey().generation().equals(fallback)) {
                    draw(g, entry.getKey(), entry.getValue(), view, width, height);
                }
            }
        }
        for (var tile : shown) {
            draw(g, tile, tiles.get(tile), view, width, height);
        }
        wanted.set(zooming ? List.of() : List.copyOf(missing));
        if (!missing.isEmpty() && draining.compareAndSet(false, true) && !worker.isShutdown()) {
            worker.execute(this::drain);
        }
        return all;
    }

    /**
     * Whether every visible tile of the last {@link #paint} was there and no tile is wanted or being drawn (tests and
     * screenshots wait for it).
     */
    boolean settled() {
        return complete && wanted.get().isEmpty() && inFlight.get() == 0;
    }

    /** How many tiles have been drawn (the probe). */
    long drawn() {
        return drawn;
    }

    /** The time the worker spent drawing tiles so far, milliseconds (the probe). */
    double drawMillis() {
        return drawNanos / 1e6;
    }

    /** Stops the worker; a tile still being drawn is dropped. */
    void dispose() {
        worker.shutdownNow();
    }

    private static void draw(GraphicsContext g, Tile tile, WritableImage image, Viewport view, double width,
                             double height) {
        double ratio = view.scale() / tile.generation().scale();
        double x = tile.column() * TILE * ratio + view.offsetX();
        double y = tile.row() * TILE * ratio + view.offsetY();
        double side = TILE * ratio;
        if (ratio == 1) { // whole pixels: no resampling blur, no seams between tiles
            x = Math.round(x);
            y = Math.round(y);
        }
        if (x + side >= 0 && y + side >= 0 && x <= width && y <= height) {
            g.setImageSmoothing(ratio != 1 && ratio < 2); // nearest pixels when enlarging much: cheaper, as blurry
            g.drawImage(image, x, y, side, side);
        }
    }

    /** The worker: draws the wanted tiles in order until none is left, re-reading the list after each. */
    private void drain() {
        try {
            while (true) {
                var list = wanted.get();
                if (list.isEmpty()) {
                    return;
                }
                var tile = list.get(0);
                inFlight.incrementAndGet();
                wanted.compareAndSet(list, list.subList(1, list.size()));
                long start = System.nanoTime();
                var image = render(tile);
                drawNanos += System.nanoTime() - start; // one worker thread: no lost update
                fx.accept(() -> {
                    inFlight.decrementAndGet();
                    drawn++;
                    if (tile.generation().equals(current)) {
                        tiles.put(tile, image);
                        arrived.run();
                    }
                });
            }
        } finally {
            draining.set(false);
            if (!wanted.get().isEmpty() && draining.compareAndSet(false, true) && !worker.isShutdown()) {
                worker.execute(this::drain);
            }
        }
    }

    /** Draws one tile: Java2D into premultiplied ARGB pixels, copied into an FX image. */
    static WritableImage render(Tile tile) {
        var generation = tile.generation();
        var pixels = new BufferedImage(TILE, TILE, BufferedImage.TYPE_INT_ARGB_PRE);
        var g = pixels.createGraphics();
        try {
            ScenePainter.paint(g, generation.scene(), generation.palette(), generation.scale(),
                    (double) tile.column() * TILE / generation.scale(), (double) tile.row() * TILE / generation.scale(),
                    TILE, TILE, generation.selected());
        } finally {
            g.dispose();
        }
        int[] data = ((DataBufferInt) pixels.getRaster().getDataBuffer()).getData();
        var image = new WritableImage(TILE, TILE);
        image.getPixelWriter().setPixels(0, 0, TILE, TILE, PixelFormat.getIntArgbPreInstance(), data, 0, TILE);
        return image;
    }
}
