package dev.catalogstudio.app.preview;

import dev.catalogstudio.app.render.PreviewDocument;
import dev.catalogstudio.app.session.Coalescer;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.model.format.threemd.ThreeMdDocument;
import dev.catalogstudio.model.format.threemd.agent.Agent;
import dev.catalogstudio.model.format.threemd.agent.Route;
import dev.catalogstudio.model.format.threemd.agent.Skill;
import dev.catalogstudio.model.workspace.Snapshot;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The preview pane's state: the preview of the current document, rendered off the FX thread from each snapshot (the
 * newest request wins; a render never waits behind a stale one), and the 3md agent of the current document for the
 * route tester and command filler. Its properties change on the FX thread only.
 */
public final class PreviewViewModel implements AutoCloseable {

    /**
     * A rendered preview and what it was made from.
     *
     * @param path     the document's path
     * @param snapshot the snapshot's version it was rendered from
     * @param preview  the blocks
     */
    public record Rendered(String path, long snapshot, PreviewDocument.Preview preview) {
    }

    private final WorkspaceSession session;
    private final ExecutorService renderer = Executors.newSingleThreadExecutor(r -> {
        var thread = new Thread(r, "preview-render");
        thread.setDaemon(true);
        return thread;
    });
    /** Renders on {@code renderer}, the newest request only; a superseded preview never reaches the pane. */
    private final Coalescer.Requests renders;
    private final ObjectProperty<Rendered> rendered = new SimpleObjectProperty<>();
    private final ObjectProperty<Agent> agent = new SimpleObjectProperty<>();
    private volatile String path;
    private volatile boolean active = true;

    public PreviewViewModel(WorkspaceSession session) {
        this.session = session;
        this.renders = new Coalescer.Requests(renderer, session.fx());
        session.snapshotProperty().addListener((o, old, now) -> refresh());
        session.navigation().currentPathProperty().addListener((o, old, now) -> refresh());
        refresh();
    }

    /** The newest rendered preview, or null before the first (or without a previewable document). */
    public ReadOnlyObjectProperty<Rendered> renderedProperty() {
        return rendered;
    }

    /** The current document's 3md agent, or null when it is not one. */
    public ReadOnlyObjectProperty<Agent> agentProperty() {
        return agent;
    }

    /** Whether the preview renders at all: false while the pane is hidden (nothing is rendered then). */
    public void setActive(boolean active) {
        this.active = active;
        if (active) {
            refresh();
        }
    }

    /** The 1-based caret line of the current document. */
    public javafx.beans.property.IntegerProperty caretLineProperty() {
        return session.navigation().caretLineProperty();
    }

    /** The 1-based line at the top of the current document's editor view: the preview scrolls with the editor. */
    public javafx.beans.property.ReadOnlyIntegerProperty topLineProperty() {
        return session.navigation().topLineProperty();
    }

    /** The 1-based line at the bottom of the current document's editor view, set before the top line. */
    public javafx.beans.property.ReadOnlyIntegerProperty bottomLineProperty() {
        return session.navigation().bottomLineProperty();
    }

    /** Moves the caret of the current document to the start of {@code line} (1-based): a click in the preview. */
    public void goToLine(int line) {
        String current = path;
        if (current != null && line >= 1) {
            session.navigation().open(current, line, 1, "preview");
        }
    }

    /**
     * Opens the workspace file {@code target} (a workspace-relative path) in the studio: a document, or any other file
     * of the workspace (a skill's {@code references/} or scripts); nothing for a path that is not one.
     */
    public void open(String target) {
        var snapshot = session.getSnapshot();
        if (snapshot != null && (snapshot.document(target).isPresent()
                || snapshot.filesUnder("").containsKey(target))) {
            session.navigation().open(target, 1, 1, "preview");
        }
    }

    /** Moves the caret to the directive of the plane {@code z} of the current 3md document. */
    public void openPlane(double z) {
        var snapshot = session.getSnapshot();
        String current = path;
        if (snapshot == null || current == null) {
            return;
        }
        snapshot.document(current).flatMap(d -> d.parsed().model(ThreeMdDocument.class))
                .flatMap(d -> d.plane(z))
                .ifPresent(plane -> session.navigation().open(current, plane.directive(), "preview"));
    }

    /** The route tester: the current agent's skills for {@code request}, best first (the model's own routing). */
    public List<Route> route(String request) {
        var a = agent.get();
        return a == null || request.isBlank() ? List.of() : a.route(request);
    }

    /** The command filler: {@code skill}'s command with {@code values} filled and shell-quoted; never executed. */
    public String command(Skill skill, Map<String, String> values) {
        var a = agent.get();
        return a == null ? "" : a.command(skill, values);
    }

    private void refresh() {
        path = session.navigation().currentPathProperty().get();
        Snapshot snapshot = session.getSnapshot();
        if (!active || snapshot == null) {
            return;
        }
        var doc = path == null ? null : snapshot.document(path).orElse(null);
        Agent now = doc == null ? null
                : doc.parsed().model(ThreeMdDocument.class).filter(Agent::isAgent).map(Agent::of).orElse(null);
        agent.set(now);
        if (path == null || !PreviewDocument.previews(snapshot, path)) {
            renders.supersede();
            rendered.set(null);
            return;
        }
        String target = path;
        renders.submit(() -> new Rendered(target, snapshot.version(), PreviewDocument.of(snapshot, target, true)),
                rendered::set);
    }

    @Override
    public void close() {
        renderer.shutdownNow();
    }
}
