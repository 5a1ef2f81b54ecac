package dev.catalogstudio.model.format.claudecode;

import dev.catalogstudio.model.format.FormatContext;
import dev.catalogstudio.model.format.common.PluginPaths;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.json.JsonValue.JsonArray;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.resolve.ContributionBuilder;
import dev.catalogstudio.model.resolve.EdgeKind;
import dev.catalogstudio.model.resolve.FormatName;
import dev.catalogstudio.model.resolve.NodeKind;
import dev.catalogstudio.model.text.Range;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The plugin entries of a marketplace and where their sources are (code.claude.com/docs/en/plugin-marketplaces,
 * "Plugin sources"): a relative {@code ./…} folder resolved against the marketplace root (the folder holding
 * {@code .claude-plugin/}), a bare name under {@code metadata.pluginRoot}, or a remote source object.
 */
final class Marketplace {

    /** How many entries a marketplace may list before the rest are not read: a bound on hostile files. */
    static final int MAX_ENTRIES = 20_000;

    private Marketplace() {
    }

    /**
     * One {@code plugins[]} entry.
     *
     * @param object     the entry
     * @param name       its {@code name}, when a string
     * @param source     its {@code source} value, when present
     * @param pluginRoot the marketplace's {@code metadata.pluginRoot}, when a string
     */
    record Entry(JsonObject object, Optional<JsonString> name, Optional<JsonValue> source,
                 Optional<String> pluginRoot) {

        /** The relative source as written, when it is a string. */
        Optional<JsonString> relative() {
            return source.filter(JsonString.class::isInstance).map(JsonString.class::cast);
        }

        /**
         * The workspace folder a relative source names, with the marketplace at {@code root}: {@code ./x} is
         * {@code <root>/x}, a bare name {@code <root>/<pluginRoot>/name}; empty for remote sources and for a path
         * that leaves the marketplace or is not written as Claude Code reads it.
         */
        Optional<String> folder(String root) {
            var written = relative();
            if (written.isEmpty()) {
                return Optional.empty();
            }
            String value = written.get().value();
            if (value.startsWith("./") || value.equals(".")) {
                return PluginPaths.resolve(root, value);
            }
            if (!value.contains("/") && !value.isEmpty() && pluginRoot.isPresent()) {
                return PluginPaths.resolve(root, pluginRoot.get() + "/" + value);
            }
            return Optional.empty();
        }

        /** The source's type: {@code relative}, or the {@code source} member of an object source. */
        Optional<String> remoteType() {
            return source.filter(JsonObject.class::isInstance).map(JsonObject.class::cast)
                    .flatMap(o -> o.string("source")).map(JsonString::value);
        }
    }

    /** The entries of the {@code plugins} array, in order; at most {@link #MAX_ENTRIES}. */
    static List<Entry> entries(PluginJson json) {
        var root = json.root();
        if (root.isEmpty()) {
            return List.of();
        }
        var pluginRoot = root.get().get("metadata").filter(JsonObject.class::isInstance).map(JsonObject.class::cast)
                .flatMap(m -> m.string("pluginRoot")).map(JsonString::value);
        var plugins = root.get().get("plugins");
        if (plugins.isEmpty() || !(plugins.get() instanceof JsonArray array)) {
            return List.of();
        }
        var result = new ArrayList<Entry>();
        for (var item : array.items()) {
            if (result.size() == MAX_ENTRIES) {
                break;
            }
            if (item instanceof JsonObject object) {
                result.add(new Entry(object, object.string("name"), object.get("source"), pluginRoot));
            }
        }
        return result;
    }

    /**
     * The marketplace's node, a plugin node for each entry that no manifest in the workspace stands for (a remote
     * source, or a folder without {@code .claude-plugin/plugin.json}), and an edge to each plugin.
     */
    static void contribute(PluginJson json, String path, FormatContext context, ContributionBuilder graph) {
        var name = json.root().flatMap(r -> r.string("name"));
        Range whole = json.text().range(0, 0);
        String id = graph.id(path);
        graph.node(id, NodeKind.MARKETPLACE, FormatName.CLAUDE_CODE, name.map(JsonString::value).orElse(""), "",
                path, name.map(JsonString::range).orElse(whole), List.of(graph.layer().address(path)), false);
        String root = dev.catalogstudio.model.format.CatalogLayout.folderOf(
                dev.catalogstudio.model.format.CatalogLayout.folderOf(path));
        for (var entry : entries(json)) {
            String plugin = entry.name().map(JsonString::value).orElse("");
            Range range = entry.name().map(JsonString::range).orElse(whole);
            var folder = entry.folder(root);
            String local = folder.map(PluginPaths::pluginNode).orElse(path + "#" + plugin);
            if (graph.hasNode(graph.id(local))) {
                continue; // a repeated name or folder: marketplace-plugin-duplicate says so
            }
            boolean manifest = folder.isPresent() && context.hasFile(PluginPaths.pluginNode(folder.get()));
            if (!manifest) {
                String version = entry.object().string("version").map(JsonString::value).orElse("");
                graph.node(graph.id(local), NodeKind.PLUGIN, FormatName.CLAUDE_CODE, plugin, version, path, range,
                        List.of(graph.layer().address(local)), folder.isEmpty());
                folder.ifPresent(f -> ClaudeCodeFormat.components(f, graph.id(local), path, range, context, graph));
            }
            graph.edge(id, EdgeKind.CONTAINS, graph.layer().address(local), plugin, path, range, null, null);
        }
    }
}
