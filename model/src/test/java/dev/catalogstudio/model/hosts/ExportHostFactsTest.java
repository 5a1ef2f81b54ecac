package dev.catalogstudio.model.hosts;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.json.DataFiles;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.json.JsonValue.JsonArray;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The export facts, {@code hosts/export/<host>.json}: each file parses, names its host, keeps to the vocabulary the
 * exporter reads, gives every fact a source, and its paths are on docs/EXPORT-HOSTS.md, so the page and the data
 * cannot drift apart.
 */
class ExportHostFactsTest {

    private static final List<String> PLUGIN_HOSTS = List.of("claude-code", "agent-plugins", "codex", "copilot",
            "cursor", "gemini");
    private static final List<String> CATALOG_TARGETS = List.of("metaagents", "oaf", "3md");
    private static final Set<String> KINDS = Set.of("skill", "subagent", "command", "hooks", "mcp", "rule",
            "instructions");
    private static final Set<String> TRANSPORTS = Set.of("stdio", "http", "sse", "ws");
    /** Keys that are a fact of their own and so must sit beside a {@code source}. */
    private static final Set<String> FACT_KEYS = Set.of("from", "to", "path", "value", "where", "plane");

    private static JsonObject facts(String host) {
        return DataFiles.read(HostDiscovery.class, "export/" + host + ".json", "export facts");
    }

    private static List<String> strings(JsonObject o, String key) {
        var out = new ArrayList<String>();
        o.get(key).filter(JsonArray.class::isInstance).map(JsonArray.class::cast)
                .ifPresent(a -> a.items().forEach(i -> out.add(((JsonString) i).value())));
        return out;
    }

    private static JsonObject object(JsonObject o, String key) {
        return o.get(key).filter(JsonObject.class::isInstance).map(JsonObject.class::cast)
                .orElse(new JsonObject(List.of(), o.range()));
    }

    /** Every object holding a fact key (see {@link #FACT_KEYS}) also holds a non-blank source. */
    private static void sourced(String where, JsonValue value, List<String> missing) {
        if (value instanceof JsonObject o) {
            boolean fact = o.members().stream().anyMatch(m -> FACT_KEYS.contains(m.name()));
            boolean source = o.string("source").map(s -> !s.value().isBlank()).orElse(false);
            if (fact && !source) {
                missing.add(where);
            }
            o.members().forEach(m -> sourced(where + "." + m.name(), m.value(), missing));
        } else if (value instanceof JsonArray a) {
            for (int i = 0; i < a.items().size(); i++) {
                sourced(where + "[" + i + "]", a.items().get(i), missing);
            }
        }
    }

    @Test
    void everyFileNamesItsHostAndEveryFactHasASource() {
        for (String host : concat(PLUGIN_HOSTS, CATALOG_TARGETS)) {
            var root = facts(host);
            assertThat(root.string("host").map(JsonString::value)).as(host).contains(host);
            assertThat(root.string("source").map(JsonString::value).orElse("")).as(host).isNotBlank();
            var missing = new ArrayList<String>();
            sourced(host, root, missing);
            assertThat(missing).as("facts without a source").isEmpty();
            for (String key : List.of("componentFields", "doesNotMap")) {
                var map = key.equals("componentFields") ? object(object(root, "manifest"), key) : object(root, key);
                map.members().forEach(m -> assertThat(((JsonString) m.value()).value()).as(host + " " + m.name())
                        .isNotBlank());
            }
        }
    }

    @Test
    void componentsKeepToTheVocabulary() {
        Set<String> claudeEvents = new HashSet<>(strings(object(object(facts("claude-code"), "components"),
                "hooks"), "events"));
        assertThat(claudeEvents).contains("PreToolUse", "SessionStart", "Stop");
        for (String host : concat(PLUGIN_HOSTS, CATALOG_TARGETS)) {
            var components = object(facts(host), "components");
            assertThat(components.members()).as(host).isNotEmpty();
            components.members().forEach(m -> assertThat(KINDS).as(host).contains(m.name()));
            var mcp = object(components, "mcp");
            assertThat(TRANSPORTS).as(host + " transports").containsAll(strings(mcp, "transports"));
            object(mcp, "typeNames").members().forEach(m -> assertThat(TRANSPORTS).as(host).contains(m.name()));
            var hooks = object(components, "hooks");
            Set<String> events = new HashSet<>(strings(hooks, "events"));
            object(hooks, "eventNames").members().forEach(m -> {
                assertThat(claudeEvents).as(host + " source event").contains(m.name());
                assertThat(events).as(host + " target event").contains(((JsonString) m.value()).value());
            });
        }
        for (String host : PLUGIN_HOSTS) {
            var components = object(facts(host), "components");
            assertThat(components.get("skill")).as(host + " carries skills").isPresent();
            assertThat(components.get("mcp")).as(host + " carries MCP servers").isPresent();
            assertThat(object(facts(host), "manifest").string("path")).as(host).isPresent();
        }
    }

    @Test
    void thePageHoldsEveryPathOfTheData() throws IOException {
        String page = Files.readString(Path.of("../docs/EXPORT-HOSTS.md"));
        for (String host : PLUGIN_HOSTS) {
            var root = facts(host);
            String manifest = object(root, "manifest").string("path").orElseThrow().value();
            assertThat(page).as(host + " manifest").contains("`" + manifest + "`");
            object(root, "components").members().forEach(m -> object(root, "components").get(m.name())
                    .flatMap(v -> ((JsonObject) v).string("path"))
                    .ifPresent(p -> assertThat(page).as(host + " " + m.name()).contains("`" + p.value() + "`")));
            object(root, "placeholders").members().forEach(m -> ((JsonObject) m.value()).string("to")
                    .ifPresent(to -> assertThat(page).as(host + " placeholder").contains(to.value())));
        }
        for (String host : CATALOG_TARGETS) {
            assertThat(page).as(host).contains("**" + host + "**");
        }
    }

    private static List<String> concat(List<String> a, List<String> b) {
        var out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }
}
