package dev.catalogstudio.model.export;

import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.text.SourceText;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What {@link SourceReader} found in SRC: its files, its manifest and its components, by the kinds the source host's
 * discovery data names.
 *
 * @param root         SRC, absolute and real
 * @param host         the source host ({@code claude-code} …; {@code agent-plugins} for a bare skill folder)
 * @param form         {@code plugin}, {@code skill} or {@code host-folder}
 * @param name         the package's name: the manifest's {@code name}, else SRC's folder name
 * @param manifestPath the manifest relative to SRC, or {@code null}
 * @param manifestText its text, or {@code null}
 * @param manifest     its root object, or {@code null}
 * @param consumed     the manifest fields that declared component paths (read, carried as the components)
 * @param components   the components, in path order
 * @param files        every file under SRC (relative, {@code /}-separated, sorted) to its bytes
 */
record SourcePackage(Path root, String host, String form, String name, String manifestPath, SourceText manifestText,
                     JsonObject manifest, Set<String> consumed, List<Component> components,
                     Map<String, byte[]> files) {

    /**
     * One component.
     *
     * @param kind   {@code skill}, {@code subagent}, {@code command}, {@code hooks}, {@code mcp}, {@code rule} or
     *               {@code instructions}
     * @param name   a skill's folder name, a file's name without its extension
     * @param path   its main file relative to SRC ({@code skills/a/SKILL.md}); the manifest for an inline one
     * @param folder a skill's folder relative to SRC ({@code ""} for a skill at the root), else {@code null}
     * @param inline the manifest value holding it inline (hooks, MCP servers), else {@code null}
     */
    record Component(String kind, String name, String path, String folder, JsonValue inline) {
    }
}
