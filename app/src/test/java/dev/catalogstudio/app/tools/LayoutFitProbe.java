package dev.catalogstudio.app.tools;

import dev.catalogstudio.app.render.SceneLayout;
import dev.catalogstudio.app.render.SceneMapper;
import dev.catalogstudio.model.graph.GraphFilter;
import dev.catalogstudio.model.graph.GraphView;
import dev.catalogstudio.model.graph.Overview;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Workspace;
import java.nio.file.Path;
import java.util.Set;

/** Prints the size of the overview scene of a folder and the zoom "fit" gives it in a canvas: {@code FOLDER W H}. */
public final class LayoutFitProbe {
    public static void main(String[] args) throws Exception {
        var view = GraphView.of(Workspace.open(Path.of(args[0]), ProgressListener.NONE).snapshot());
        var graph = Overview.of(view, GraphFilter.ALL, Set.of());
        var input = SceneMapper.overview(view, graph, GraphFilter.ALL, SceneMapper::none);
        double w = Double.parseDouble(args[1]);
        double h = Double.parseDouble(args[2]);
        var scene = new SceneLayout().layoutToFit(input, null, w, h);
        double scale = SceneLayout.fitScale(scene.width(), scene.height(), w, h);
        System.out.printf("%d nodes, scene %.0f x %.0f, text scale %.2f, fit %.2f, title px %.1f%n",
                scene.nodes().size(), scene.width(), scene.height(), scene.textScale(), scale,
                12 * scale * scene.textScale());
        int labelled = 0;
        double smallest = Double.MAX_VALUE;
        for (var n : scene.nodes()) {
            var texts = dev.catalogstudio.app.render.ScenePainter.texts(n, scale, scene.textScale());
            if (!texts.isEmpty()) {
                labelled++;
                System.out.println("  " + texts.get(0).text() + " (" + n.node().title() + ")");
            }
            for (var t : texts) {
                smallest = Math.min(smallest, t.size() * scale);
            }
        }
        System.out.printf("labelled %d of %d, smallest text %.1f px%n", labelled, scene.nodes().size(), smallest);
    }
}
