package dev.catalogstudio.model.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.hosts.HostDiscovery;
import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.YamlMapping;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Nothing is lost without a loss: for every input and target, each source item (file, top-level frontmatter field,
 * manifest field, MCP server) is found again in the written files or named by a loss. The items are listed here
 * from SRC itself, not from the exporter's bookkeeping.
 */
class ExportAccountingTest {

    /** Placeholders of every spelling, removed before bodies are compared (their rewrites are losses of their own). */
    private static final Pattern PLACEHOLDER = Pattern.compile("\\$\\{[A-Za-z_]+}|\\$ARGUMENTS|\\{\\{args}}");

    @TempDir
    Path temp;

    @Test
    void everySourceItemIsWrittenOrLost() throws Exception {
        var inputs = new ArrayList<Path>();
        for (String name : ExportFixtures.NAMES) {
            inputs.add(ExportFixtures.copy(name, temp));
        }
        for (Path sample : ExportFixtures.SAMPLES) {
            inputs.add(ExportFixtures.copyTree(sample, temp.resolve("sample-" + inputs.size()).resolve(
                    sample.getFileName())));
        }
        int checked = 0;
        for (boolean real : new boolean[] {false, true}) {
            for (Path src : inputs) {
                for (ExportTarget target : ExportTarget.values()) {
                    if (ExportFixtures.facts(real).apply(target.id()) != null) {
                        checked += account(src, Exporter.plan(src, target, ExportFixtures.facts(real)));
                    }
                }
            }
        }
        assertThat(checked).isGreaterThan(1000);
    }

    /** Asserts every item of SRC is carried or lost; returns how many items were checked. */
    private int account(Path src, ExportPlan plan) throws Exception {
        String where = src.getFileName() + " -> " + plan.target().id() + ": ";
        var written = plan.files().stream().collect(Collectors.toMap(PlannedFile::path,
                f -> new String(f.bytes(), StandardCharsets.UTF_8)));
        var all = String.join("\n", written.values());
        int items = 0;
        var files = ExportFixtures.files(src);
        var componentPathFields = HostDiscovery.NAMES.stream().flatMap(h -> HostDiscovery.of(h).orElseThrow()
                .locations().stream()).map(HostDiscovery.Location::manifestField).filter(f -> f != null)
                .collect(Collectors.toSet());
        for (var file : files.entrySet()) {
            String path = file.getKey();
            String text = new String(file.getValue(), StandardCharsets.UTF_8);
            items++;
            if (lost(plan, path, null)) {
                continue;
            }
            if (path.endsWith(".json") && json(text) != null) {
                items += accountJson(plan, path, text, json(text), written, all, componentPathFields, where);
                continue;
            }
            boolean same = plan.files().stream().anyMatch(f -> java.util.Arrays.equals(f.bytes(), file.getValue()));
            if (same) {
                continue;
            }
            var doc = FrontmatterDocument.parse(SourceText.of(text));
            String body = strip(doc.body());
            var holder = written.entrySet().stream().filter(e -> strip(e.getValue()).contains(body)).findFirst();
            assertThat(holder).as(where + path + " is neither written nor lost").isPresent();
            for (var entry : doc.mapping().map(YamlMapping::entries).orElse(List.of())) {
                items++;
                String key = entry.keyText();
                boolean kept = holder.get().getValue().contains("\n" + key + ":")
                        || holder.get().getValue().contains(key + " = ");
                assertThat(kept || lost(plan, path, key)).as(where + path + " field " + key).isTrue();
            }
        }
        return items;
    }

    private int accountJson(ExportPlan plan, String path, String source, JsonObject root,
                            Map<String, String> written, String all,
                            Set<String> componentPathFields, String where) {
        int items = 0;
        boolean manifest = Set.of(".claude-plugin/plugin.json", "plugin.json", "gemini-extension.json",
                ".codex-plugin/plugin.json", ".cursor-plugin/plugin.json").contains(path);
        boolean mcp = path.endsWith("mcp.json") || root.get("mcpServers").isPresent();
        if (!manifest && !mcp && root.get("hooks").orElse(null) instanceof JsonObject events) {
            // hooks: each event is written (perhaps renamed, a loss) or lost, each handler's command written or lost
            for (var event : events.members()) {
                items++;
                boolean kept = all.contains("\"" + event.name() + "\"");
                assertThat(kept || lost(plan, path, "hooks." + event.name()) || lost(plan, path, null))
                        .as(where + path + " event " + event.name()).isTrue();
                if (!kept && !lost(plan, path, null) && plan.losses().stream().noneMatch(l -> l.path().equals(path)
                        && l.item().equals("hooks." + event.name()) && l.action() == LossAction.RENAMED)) {
                    continue;
                }
                for (String command : commands(event.value())) {
                    items++;
                    assertThat(strip(all).contains(strip(command)) || lost(plan, path, null)
                            || plan.losses().stream().anyMatch(l -> l.path().equals(path)
                            && l.item().startsWith("hooks." + event.name() + ".")))
                            .as(where + path + " hook command " + command).isTrue();
                }
            }
            return items;
        }
        if (!manifest && !mcp) {
            // hooks and other JSON: carried as text (placeholders aside) or lost
            String wanted = strip(source).replaceAll("\\s", "");
            assertThat(written.values().stream().anyMatch(w -> strip(w).replaceAll("\\s", "").contains(wanted)))
                    .as(where + path + " is neither written nor lost").isTrue();
            return 1;
        }
        for (var member : root.members()) {
            items++;
            String name = member.name();
            if (name.equals("mcpServers") && member.value() instanceof JsonObject servers) {
                for (var server : servers.members()) {
                    items++;
                    // a member of an MCP configuration, or a server of its own (OAF's config.yaml names it)
                    assertThat(all.contains("\"" + server.name() + "\": {")
                            || all.contains("\nserver: " + JsonText.quote(server.name()) + "\n")
                            || lost(plan, path, "mcpServers." + server.name()))
                            .as(where + path + " server " + server.name()).isTrue();
                }
                continue;
            }
            if (manifest && componentPathFields.contains(name)) {
                continue; // carried as the components it declares
            }
            boolean kept = manifest && (all.contains("\"" + name + "\": ") || all.contains("\n" + name + ": "));
            assertThat(kept || lost(plan, path, name) || (mcp && name.equals("$schema")))
                    .as(where + path + " field " + name).isTrue();
        }
        return items;
    }

    /** The {@code command} strings of an event's matcher groups. */
    private static List<String> commands(dev.catalogstudio.model.json.JsonValue groups) {
        var result = new ArrayList<String>();
        if (groups instanceof dev.catalogstudio.model.json.JsonValue.JsonArray array) {
            for (var group : array.items()) {
                if (group instanceof JsonObject g && g.get("hooks").orElse(null)
                        instanceof dev.catalogstudio.model.json.JsonValue.JsonArray handlers) {
                    for (var h : handlers.items()) {
                        if (h instanceof JsonObject handler) {
                            handler.string("command").ifPresent(c -> result.add(c.value()));
                        }
                    }
                }
            }
        }
        return result;
    }

    private static JsonObject json(String text) {
        return new JsonParser().parse(SourceText.of(text)).rootObject().orElse(null);
    }

    private static String strip(String text) {
        // Gemini CLI's shell injections and file references back in Claude Code's spelling (rewritten, each a loss)
        String claude = text.replace("\r\n", "\n").replaceAll("!\\{([^}\\n]*)}", "!`$1`")
                .replaceAll("@\\{([^}\\s]*)}", "@$1");
        return PLACEHOLDER.matcher(claude).replaceAll("");
    }

    /** Whether a loss names {@code item} at {@code path} (any item when null), or a folder or the root holding it. */
    private static boolean lost(ExportPlan plan, String path, String item) {
        return plan.losses().stream().anyMatch(l -> (l.path().equals(path) || path.startsWith(l.path() + "/")
                || l.path().equals(".")) && (item == null ? !l.action().equals(LossAction.REWRITTEN)
                && !isField(l) : l.item().equals(item)));
    }

    /** A loss of one field or server or placeholder, not of the whole file. */
    private static boolean isField(Loss l) {
        return l.line() > 0;
    }
}
