package dev.catalogstudio.app.preview;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableDoubleValue;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.Pane;
import javax.imageio.ImageIO;

/**
 * The preview's images, within bounds whatever a document points at: a workspace file or a remote image the user
 * clicked. An image's header is read first, off the FX thread, and an image is drawn only when JavaFX can decode it
 * (PNG, JPEG, GIF, BMP) and it holds at most {@link #MAX_PIXELS} pixels, every frame of a GIF counted at the GIF's
 * logical screen size (JavaFX's loaders decode at full size before any scaling, so a 500 KB PNG of 12,000 × 12,000
 * pixels would take 576 MB). What is kept is at most {@link #MAX_SIDE} pixels on its longer side. A workspace image is
 * read once per size and modification time, and a fetched one once per URL, for the pane's life.
 *
 * <p>Methods are called on the FX thread unless they say otherwise.
 */
final class PreviewImages {

    /** The longest side, in pixels, an image is kept at. */
    static final int MAX_SIDE = 2048;
    /** The most pixels an image may decode to (all of a GIF's frames): 16,777,216, 64 MiB at four bytes each. */
    static final long MAX_PIXELS = 1L << 24;
    /** The largest image file read, in bytes. */
    static final long MAX_FILE_BYTES = 16L << 20;

    private static final Set<String> DRAWN = Set.of("png", "jpeg", "jpg", "gif", "bmp");
    /** Where headers are read: one daemon thread, so a file that blocks holds up images only, never the studio. */
    private static final ExecutorService READER = Executors.newSingleThreadExecutor(r -> {
        var thread = new Thread(r, "preview-images");
        thread.setDaemon(true);
        return thread;
    });

    /**
     * What an image's header says.
     *
     * @param width   in pixels (a GIF's logical screen)
     * @param height  in pixels
     * @param refusal why it is not drawn, or null when it is
     */
    record Probe(int width, int height, String refusal) {
    }

    private final ObservableDoubleValue width;
    /** Workspace images by URL, size and modification time; at most 64, least recently used out. */
    private final Map<String, Image> files = lru(64);
    /** Fetched remote images by URL; at most 32. */
    private final Map<String, Image> fetched = lru(32);
    /** The remote images being fetched. */
    private final Set<String> fetching = new java.util.HashSet<>();

    /** @param width the width an image may take, in pixels */
    PreviewImages(ObservableDoubleValue width) {
        this.width = width;
    }

    /**
     * The node of the workspace image at {@code url} (a {@code file:} URL): its view at once when it was read before,
     * else a placeholder that the image, or a line saying why it is not shown, replaces once its header is read.
     */
    Node file(String url, String alt) {
        Path path;
        BasicFileAttributes attributes;
        try {
            path = Path.of(URI.create(url));
            attributes = Files.readAttributes(path, BasicFileAttributes.class);
        } catch (IOException | RuntimeException e) {
            return refused(alt, "not readable");
        }
        if (!attributes.isRegularFile()) {
            return refused(alt, "not a file"); // a FIFO or a device is never opened
        }
        if (attributes.size() > MAX_FILE_BYTES) {
            return refused(alt, "over " + (MAX_FILE_BYTES >> 20) + " MiB");
        }
        String key = url + '\n' + attributes.size() + '\n' + attributes.lastModifiedTime().toMillis();
        var known = files.get(key);
        if (known != null) {
            return view(known, alt);
        }
        var placeholder = new Label(alt);
        placeholder.getStyleClass().addAll("cs-img-loading", "text-muted");
        READER.execute(() -> {
            Probe probe;
            try (InputStream in = Files.newInputStream(path)) {
                probe = probe(in);
            } catch (IOException | RuntimeException e) {
                probe = new Probe(0, 0, "not readable");
            }
            Probe read = probe;
            Platform.runLater(() -> {
                Node shown;
                if (read.refusal() != null) {
                    shown = refused(alt, read.refusal());
                } else {
                    var image = bounded(read) ? new Image(url, sideOf(read, true), sideOf(read, false), true, true,
                            true) : new Image(url, true);
                    files.put(key, image);
                    shown = view(image, alt);
                }
                replace(placeholder, shown);
            });
        });
        return placeholder;
    }

    /** The remote image {@code url} when it was fetched before, else empty. */
    Optional<Image> fetched(String url) {
        return Optional.ofNullable(fetched.get(url));
    }

    /**
     * Fetches the remote image {@code url} ({@link RemoteImages}), decodes it on this class's thread within the bounds,
     * keeps it, and hands it to {@code shown}; or hands {@code failed} a one-line reason. Both run on the FX thread. A
     * call for a URL being fetched does nothing: the first call's {@code shown} shows it.
     */
    void fetch(String url, Consumer<Image> shown, Consumer<String> failed) {
        if (!fetching.add(url)) {
            return;
        }
        RemoteImages.fetch(url, bytes -> READER.execute(() -> {
            Image image = null;
            String why = null;
            try {
                image = decodeOrThrow(bytes);
            } catch (IOException e) {
                why = e.getMessage();
            }
            Image decoded = image;
            String reason = why;
            Platform.runLater(() -> {
                fetching.remove(url);
                if (decoded == null) {
                    failed.accept("Not shown: " + url + ": " + reason + ".");
                    return;
                }
                fetched.put(url, decoded);
                shown.accept(decoded);
            });
        }), message -> {
            fetching.remove(url);
            failed.accept(message);
        }, Platform::runLater);
    }

    /** A view of {@code image} as wide as it is, at most the preview's width. */
    ImageView view(Image image, String alt) {
        var view = new ImageView(image);
        view.setPreserveRatio(true);
        view.setSmooth(true);
        view.fitWidthProperty().bind(Bindings.createDoubleBinding(() -> Math.max(16,
                Math.min(image.getWidth() > 0 ? image.getWidth() : image.getRequestedWidth(), width.get())),
                width, image.widthProperty()));
        view.getStyleClass().add("cs-img");
        view.setAccessibleText(alt);
        return view;
    }

    /** The line shown instead of an image. */
    static Label refused(String alt, String why) {
        var label = new Label("\u2716 " + (alt.isEmpty() ? "image" : alt) + " (" + why + ")");
        label.getStyleClass().add("cs-broken");
        return label;
    }

    /**
     * Puts {@code next} where {@code old} is, if {@code old} is still shown (its block may have been rebuilt), with
     * what a click on {@code old} did (an image inside a link: the link).
     */
    static void replace(Node old, Node next) {
        Object action = old.getProperties().get(PreviewNodes.ACTION);
        if (action != null && !(action instanceof PreviewNodes.Action.LoadImage)) {
            next.getProperties().put(PreviewNodes.ACTION, action);
            next.setCursor(old.getCursor());
        }
        if (old.getParent() instanceof Pane parent) {
            int at = parent.getChildren().indexOf(old);
            if (at >= 0) {
                parent.getChildren().set(at, next);
            }
        }
    }

    /**
     * Decodes fetched bytes within the bounds; any thread but the FX thread.
     *
     * @return the image, or a refusal saying why it is not drawn
     */
    static Image decodeOrThrow(byte[] bytes) throws IOException {
        var probe = probe(new ByteArrayInputStream(bytes));
        if (probe.refusal() != null) {
            throw new IOException(probe.refusal());
        }
        var image = new Image(new ByteArrayInputStream(bytes), bounded(probe) ? sideOf(probe, true) : 0,
                bounded(probe) ? sideOf(probe, false) : 0, true, true);
        if (image.isError()) {
            throw new IOException("not an image JavaFX can draw");
        }
        return image;
    }

    /**
     * Reads an image's header: its format, size and (for a GIF) frame count, without decoding a pixel; any thread.
     */
    static Probe probe(InputStream raw) throws IOException {
        ImageIO.setUseCache(false); // headers are read from memory or a file: no temporary file per read
        var in = raw.markSupported() ? raw : new java.io.BufferedInputStream(raw);
        in.mark(16);
        byte[] head = in.readNBytes(10);
        in.reset();
        boolean gif = head.length == 10 && new String(head, 0, 3, StandardCharsets.ISO_8859_1).equals("GIF");
        try (var input = ImageIO.createImageInputStream(in)) {
            var readers = input == null ? java.util.Collections.<javax.imageio.ImageReader>emptyIterator()
                    : ImageIO.getImageReaders(input);
            while (readers.hasNext()) {
                var reader = readers.next();
                try {
                    if (!DRAWN.contains(reader.getFormatName().toLowerCase(Locale.ROOT))) {
                        continue;
                    }
                    reader.setInput(input, false, true);
                    long width = gif ? (head[6] & 0xff) | (head[7] & 0xff) << 8 : reader.getWidth(0);
                    long height = gif ? (head[8] & 0xff) | (head[9] & 0xff) << 8 : reader.getHeight(0);
                    long frames = gif ? Math.max(1, reader.getNumImages(true)) : 1;
                    if (width <= 0 || height <= 0) {
                        return new Probe(0, 0, "no size");
                    }
                    if (width * height * frames > MAX_PIXELS) {
                        return new Probe((int) width, (int) height, width + " \u00d7 " + height + " pixels"
                                + (frames > 1 ? " \u00d7 " + frames + " frames" : "") + ": too large to show");
                    }
                    return new Probe((int) width, (int) height, null);
                } finally {
                    reader.dispose();
                }
            }
        }
        return new Probe(0, 0, "not a PNG, JPEG, GIF or BMP image");
    }

    private static boolean bounded(Probe probe) {
        return probe.width() > MAX_SIDE || probe.height() > MAX_SIDE;
    }

    /** The requested width (or height) for a bounded image: only the longer side, the loader derives the other. */
    private static int sideOf(Probe probe, boolean wantWidth) {
        boolean landscape = probe.width() >= probe.height();
        return wantWidth == landscape ? MAX_SIDE : 0;
    }

    private static <K, V> Map<K, V> lru(int most) {
        return new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
                return size() > most;
            }
        };
    }
}
