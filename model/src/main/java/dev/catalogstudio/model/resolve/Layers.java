package dev.catalogstudio.model.resolve;

import dev.catalogstudio.model.text.SlashPath;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Locale;

/**
 * The resolution layers of a workspace, first the workspace itself, then those of {@code catalog-studio.yaml}, and
 * how a dependency origin (metaagents.md § Origin URI Grammar) finds its way to one of them.
 *
 * @param layers      the layers, the workspace first
 * @param unreachable what the last {@code catalog-studio fetch} could not reach: {@link #key(String, String)} of a
 *                    repository and ref to the reason, one line without a final period; empty when none
 */
public record Layers(List<Layer> layers, Map<String, String> unreachable) {

    public Layers {
        layers = List.copyOf(layers);
        unreachable = Map.copyOf(unreachable);
    }

    /** Layers with nothing known unreachable. */
    public Layers(List<Layer> layers) {
        this(layers, Map.of());
    }

    /**
     * The key of a repository and ref in {@link #unreachable}: {@code <host>/<owner>/<repo>@<ref>}, host, owner and
     * repository lower-cased (GitHub's names are case-insensitive), the ref as written.
     *
     * @param repository {@code host/owner/repo}, e.g. {@code github.com/acme/dates}
     */
    public static String key(String repository, String ref) {
        return repository.toLowerCase(Locale.ROOT) + "@" + ref;
    }

    /** The workspace layer. */
    public Layer workspace() {
        return layers.get(0);
    }

    /**
     * Locates {@code origin}. A GitHub origin belongs to the first layer of the same owner, repository (both
     * case-insensitive) and ref whose own path contains it; a {@code file:} origin to the first layer whose folder
     * contains it. A trailing {@code /SKILL.md} or {@code /AGENTS.md} is dropped, so an origin may name an entry's
     * folder or its main file.
     */
    public Location locate(Origin origin) {
        if (origin instanceof Origin.GitHub gh) {
            for (var layer : layers) {
                if (layer.origin().isPresent() && contains(layer.origin().get(), gh)) {
                    var inside = insideWorkspace(layer, gh);
                    return inside != null ? inside : Location.at(layer.id() + ":" + entryPath(gh.path()));
                }
            }
            String repository = "github.com/" + gh.owner() + "/" + gh.repo();
            String reason = unreachable.get(key(repository, gh.ref()));
            if (reason != null) {
                return Location.unreachable(reason);
            }
            return Location.nowhere("github.com/" + gh.owner() + "/" + gh.repo() + " at '" + gh.ref() + "' is not "
                    + "fetched; run catalog-studio fetch, or map it to a local folder in catalog-studio.yaml");
        }
        var file = (Origin.File) origin;
        Path target;
        try {
            target = Path.of(file.path().replaceFirst("^//+", "/")).normalize();
        } catch (java.nio.file.InvalidPathException e) {
            return Location.nowhere("'" + file.path() + "' is not a path on this machine");
        }
        for (var layer : layers) {
            if (target.startsWith(layer.folder())) {
                String relative = SlashPath.of(layer.folder().relativize(target));
                return Location.at(layer.id() + ":" + entryPath(layer.repositoryPath(relative)));
            }
        }
        return Location.nowhere(target + " is outside the workspace and every layer of catalog-studio.yaml");
    }

    /**
     * Whether {@code layer} is a folder of the workspace itself ({@code path: .} or a folder below it): its files are
     * the workspace's own documents, scanned once as such, so an origin in it resolves to the workspace's node.
     */
    public boolean isInsideWorkspace(Layer layer) {
        var workspace = workspace();
        return layer != workspace && layer.folder().normalize().startsWith(workspace.folder().normalize());
    }

    /** Where {@code origin}, in {@code layer}, lies in the workspace when the layer is inside it; else null. */
    private Location insideWorkspace(Layer layer, Origin.GitHub origin) {
        if (!isInsideWorkspace(layer)) {
            return null;
        }
        var workspace = workspace();
        String base = layer.origin().orElseThrow().path();
        String inLayer = base.isEmpty() ? origin.path() : origin.path().equals(base) ? ""
                : origin.path().substring(base.length() + 1);
        String folder = SlashPath.of(workspace.folder().normalize().relativize(layer.folder().normalize()));
        String relative = folder.isEmpty() ? inLayer : inLayer.isEmpty() ? folder : folder + "/" + inLayer;
        return Location.at(workspace.address(entryPath(relative)));
    }

    private static boolean contains(Origin.GitHub layer, Origin.GitHub dependency) {
        if (!layer.owner().equalsIgnoreCase(dependency.owner()) || !layer.repo().equalsIgnoreCase(dependency.repo())
                || !layer.ref().equals(dependency.ref())) {
            return false;
        }
        return layer.path().isEmpty() || dependency.path().equals(layer.path())
                || dependency.path().startsWith(layer.path() + "/");
    }

    /** {@code skills/a/SKILL.md} → {@code skills/a}; other paths unchanged. */
    static String entryPath(String path) {
        for (String main : List.of("/SKILL.md", "/AGENTS.md")) {
            if (path.toLowerCase(Locale.ROOT).endsWith(main.toLowerCase(Locale.ROOT))) {
                return path.substring(0, path.length() - main.length());
            }
        }
        return path;
    }
}
