package dev.catalogstudio.model.format.common;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Paths written with Claude Code's plugin-root placeholder, {@code ${CLAUDE_PLUGIN_ROOT}} (or
 * {@code $CLAUDE_PLUGIN_ROOT}), in hook commands and MCP server arguments (code.claude.com/docs/en/plugins-reference,
 * "Environment variables"), and the plugin-relative paths of manifests ({@code ./…}, "Path behavior rules").
 */
public final class PluginPaths {

    private static final String[] PLACEHOLDERS = {"${CLAUDE_PLUGIN_ROOT}", "$CLAUDE_PLUGIN_ROOT"};

    /** Folders of one host each whose {@code skills/} that host alone loads (host profiles, docs/CHECKS.md § Host profiles). */
    public static final java.util.Set<String> HOST_FOLDERS = java.util.Set.of(".claude", ".codex", ".cursor",
            ".gemini", ".github", ".opencode", ".windsurf", ".kiro", ".goose", ".roo", ".cline", ".amp");

    /** Where a Claude Code plugin's manifest is, relative to the plugin root. */
    public static final String MANIFEST = ".claude-plugin/plugin.json";

    /**
     * The graph-local id of the plugin whose root is {@code root}: its manifest's path, whether the manifest exists
     * or a marketplace entry stands for it. Components add their containment edges from it.
     */
    public static String pluginNode(String root) {
        return root.isEmpty() ? MANIFEST : root + "/" + MANIFEST;
    }

    /**
     * The plugin root a document at {@code path} belongs to: the nearest enclosing Claude Code plugin or Agent Plugins
     * plugin.
     */
    public static Optional<String> pluginRoot(String path, dev.catalogstudio.model.format.Structure structure) {
        var claude = structure.enclosing(dev.catalogstudio.model.format.Structure.Role.CLAUDE_PLUGIN, path);
        var open = structure.enclosing(dev.catalogstudio.model.format.Structure.Role.AGENT_PLUGIN, path);
        if (claude.isEmpty()) {
            return open;
        }
        return open.filter(o -> o.length() > claude.get().length()).or(() -> claude);
    }

    /**
     * The nearest package root holding {@code folder} (the folder itself counts): a Claude Code plugin (its manifest,
     * or a marketplace's entry), an Agent Plugins plugin, or a folder holding a Codex or Cursor plugin manifest or a
     * Gemini CLI extension manifest ({@link dev.catalogstudio.model.hosts.PackageHosts#MANIFESTS}). A package is
     * installed whole, so what its files name inside it resolves. O(depth × manifests) look-ups.
     */
    public static Optional<String> packageRoot(String folder, dev.catalogstudio.model.format.Structure structure) {
        for (String at = folder; ; at = dev.catalogstudio.model.format.CatalogLayout.folderOf(at)) {
            if (structure.is(dev.catalogstudio.model.format.Structure.Role.CLAUDE_PLUGIN, at)
                    || structure.is(dev.catalogstudio.model.format.Structure.Role.AGENT_PLUGIN, at)) {
                return Optional.of(at);
            }
            for (String manifest : dev.catalogstudio.model.hosts.PackageHosts.MANIFESTS.keySet()) {
                if (structure.fileExists().test(dev.catalogstudio.model.format.CatalogLayout.join(at, manifest))) {
                    return Optional.of(at);
                }
            }
            if (at.isEmpty()) {
                return Optional.empty();
            }
        }
    }

    /**
     * The discovery scope of the skill at {@code path} ({@code .../<n>/SKILL.md}): the skills one host would load
     * together, among which names must be unique.
     * <ul>
     *   <li>{@code plugin:<root>} for a plugin's skill, {@code <root>/skills/<n>/SKILL.md}: a plugin is installed on
     *       its own and its skills are namespaced by it;</li>
     *   <li>{@code host:<folder>} under one host's folder ({@code .agents/skills}, {@code .claude/skills},
     *       {@code .codex/skills}, …): each host reads its own;</li>
     *   <li>{@code collection:<folder>} for any other skill: the skills under one {@code skills/} folder are installed
     *       side by side, so a collection is the folder above the nearest {@code skills} folder holding the skill
     *       ({@code docs/ja-JP} for {@code docs/ja-JP/skills/x/SKILL.md}), or the top-level folder when none does.</li>
     * </ul>
     * A skill elsewhere inside a plugin's folder is not one of the plugin's skills (the host does not load it as
     * such), so it falls in a host folder or a collection.
     */
    public static String discovery(String path, dev.catalogstudio.model.format.Structure structure) {
        String folder = dev.catalogstudio.model.format.CatalogLayout.folderOf(path);
        var catalog = dev.catalogstudio.model.format.CatalogLayout.catalogOf(path, "skills", "SKILL.md");
        if (catalog.isPresent()) {
            var plugin = pluginRoot(catalog.get(), structure).filter(catalog.get()::equals);
            if (plugin.isPresent()) {
                return "plugin:" + plugin.get();
            }
            String host = dev.catalogstudio.model.format.CatalogLayout.fileName(catalog.get());
            if (host.equals(".agents") || HOST_FOLDERS.contains(host)) {
                return "host:" + catalog.get();
            }
        }
        String[] parts = folder.split("/");
        for (int i = parts.length - 2; i >= 0; i--) {
            if (parts[i].equals("skills")) {
                return "collection:" + String.join("/", java.util.Arrays.copyOf(parts, i));
            }
        }
        int slash = folder.indexOf('/');
        return "collection:" + (slash < 0 ? "" : folder.substring(0, slash));
    }

    /**
     * One path under the plugin root written in a text.
     *
     * @param from     0-based index of the placeholder in the text (UTF-16 code units)
     * @param to       0-based exclusive end of the path in the text
     * @param relative the path after the placeholder, without its leading {@code /} ({@code ""}: the root itself)
     */
    public record Reference(int from, int to, String relative) {
    }

    /**
     * The paths written as {@code ${CLAUDE_PLUGIN_ROOT}/…} in {@code text}, a shell command or an argument: the path
     * runs to the first blank, quote, or shell operator; a quote closing right after the placeholder
     * ({@code "${CLAUDE_PLUGIN_ROOT}"/x}) is skipped. Paths holding {@code $}, a glob or a backslash are left out: they
     * are computed, not written. O(length).
     */
    public static List<Reference> references(String text) {
        var result = new ArrayList<Reference>();
        int at = 0;
        while (at < text.length()) {
            int found = -1;
            String placeholder = null;
            for (String p : PLACEHOLDERS) {
                int i = text.indexOf(p, at);
                if (i >= 0 && (found < 0 || i < found)) {
                    found = i;
                    placeholder = p;
                }
            }
            if (found < 0) {
                break;
            }
            int end = found + placeholder.length();
            if (placeholder.charAt(1) != '{' && end < text.length() && isNameChar(text.charAt(end))) {
                at = end; // $CLAUDE_PLUGIN_ROOTS: another variable
                continue;
            }
            int pathStart = end;
            if (pathStart < text.length() && (text.charAt(pathStart) == '"' || text.charAt(pathStart) == '\'')) {
                pathStart++;
            }
            int pathEnd = pathStart;
            while (pathEnd < text.length() && !stops(text.charAt(pathEnd))) {
                pathEnd++;
            }
            String path = text.substring(pathStart, pathEnd);
            if ((path.isEmpty() || path.startsWith("/")) && !computed(path)) {
                result.add(new Reference(found, pathEnd, strip(path)));
            }
            at = Math.max(pathEnd, end);
        }
        return result;
    }

    private static String strip(String path) {
        String p = path;
        while (p.startsWith("/")) {
            p = p.substring(1);
        }
        while (p.endsWith("/")) {
            p = p.substring(0, p.length() - 1);
        }
        return p;
    }

    private static boolean computed(String path) {
        for (char c : path.toCharArray()) {
            if (c == '$' || c == '*' || c == '?' || c == '[' || c == '{' || c == '\\' || c == '`') {
                return true;
            }
        }
        return false;
    }

    private static boolean stops(char c) {
        return Character.isWhitespace(c) || c == '"' || c == '\'' || c == ';' || c == '&' || c == '|' || c == ')'
                || c == '(' || c == '<' || c == '>' || c == ',';
    }

    private static boolean isNameChar(char c) {
        return c == '_' || Character.isLetterOrDigit(c);
    }

    /**
     * The workspace path a plugin-relative path names: {@code relative} ({@code /}-separated, {@code ./} and
     * {@code .} segments allowed) joined to {@code root} and normalised; empty when it climbs above {@code root}
     * ({@code ..}) or is absolute.
     */
    public static Optional<String> resolve(String root, String relative) {
        if (relative.startsWith("/") || relative.contains("\\") || relative.matches("^[A-Za-z]:.*")) {
            return Optional.empty();
        }
        var parts = new ArrayList<String>();
        for (String segment : relative.split("/", -1)) {
            if (segment.isEmpty() || segment.equals(".")) {
                continue;
            }
            if (segment.equals("..")) {
                if (parts.isEmpty()) {
                    return Optional.empty();
                }
                parts.remove(parts.size() - 1);
            } else {
                parts.add(segment);
            }
        }
        String inside = String.join("/", parts);
        return Optional.of(root.isEmpty() ? inside : inside.isEmpty() ? root : root + "/" + inside);
    }

    /**
     * {@code plugin-path-escape} and {@code plugin-path-missing} for each {@code ${CLAUDE_PLUGIN_ROOT}/…} path written
     * in the JSON string {@code value} (a hook's {@code command} or {@code args}, an MCP server's {@code command} or
     * {@code args}), each on the path's own characters.
     *
     * @param text  the text {@code value} was parsed from
     * @param root  the plugin root, workspace-relative
     * @param where what fails when the path is absent, for the message ("the hook fails when it runs")
     */
    public static void check(dev.catalogstudio.model.text.SourceText text,
                             dev.catalogstudio.model.json.JsonValue.JsonString value, String root, String where,
                             dev.catalogstudio.model.format.FormatContext context,
                             dev.catalogstudio.model.diag.Diagnostics out) {
        for (var ref : references(value.value())) {
            var range = dev.catalogstudio.model.json.JsonRanges.inString(text, value, ref.from(), ref.to());
            var at = resolve(root, ref.relative());
            if (at.isEmpty()) {
                out.report(dev.catalogstudio.model.diag.Rule.PLUGIN_PATH_ESCAPE, range, "This path leaves the plugin "
                        + "root; installed plugins are copied, so nothing outside them exists.");
            } else if (!context.exists(at.get())) {
                out.report(dev.catalogstudio.model.diag.Rule.PLUGIN_PATH_MISSING, range, "${CLAUDE_PLUGIN_ROOT}/"
                        + dev.catalogstudio.model.diag.MessageText.shown(ref.relative(), 80) + " is not in the plugin ("
                        + at.get() + "); " + where + ". Correct the path or add the file.");
            }
        }
    }
}
