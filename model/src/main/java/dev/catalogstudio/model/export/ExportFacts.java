package dev.catalogstudio.model.export;

import dev.catalogstudio.model.json.DataFiles;
import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.text.SourceText;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What one target's package layout holds, read from {@code hosts/export/<host>.json} (docs/EXPORT-HOSTS.md has the
 * facts as a table; design contract of issue 43): its manifest and how its fields map from the neutral field names,
 * where each component kind goes, and how placeholders are written. Every fact names its source. Immutable.
 *
 * @param host         the target's {@link ExportTarget#id()}
 * @param source       where the layout facts come from
 * @param manifest     the manifest, or {@code null} for a layout with none
 * @param components   by kind ({@code skill}, {@code subagent}, {@code command}, {@code hooks}, {@code mcp},
 *                     {@code rule}, {@code instructions}): where the target keeps it; a kind absent is one it does not
 *                     carry in a package
 * @param placeholders by placeholder as a source writes it ({@code ${CLAUDE_PLUGIN_ROOT}}): how the target writes it
 * @param notes        facts worth a line in a loss report
 */
public record ExportFacts(String host, String source, Manifest manifest, Map<String, Component> components,
                          Map<String, Placeholder> placeholders, List<String> notes) {

    public ExportFacts {
        components = Map.copyOf(components);
        placeholders = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(placeholders));
        notes = List.copyOf(notes);
    }

    /**
     * A manifest.
     *
     * @param path     relative to the package root ({@code gemini-extension.json})
     * @param fields   by the target's field name, in the data file's order: the neutral field it is written from
     * @param required the target's fields a manifest must have
     * @param schema   the {@code $schema} the target's manifest must start with, or {@code null}
     */
    public record Manifest(String path, Map<String, Field> fields, List<String> required, String schema) {
        public Manifest {
            fields = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(fields));
            required = List.copyOf(required);
        }

        /** The target field written from the neutral field {@code neutral}, if any. */
        public Optional<String> fieldFrom(String neutral) {
            return fields.entrySet().stream().filter(e -> e.getValue().from().equals(neutral)).map(Map.Entry::getKey)
                    .findFirst();
        }
    }

    /** One manifest field: written from the neutral field {@code from}. */
    public record Field(String from, String source) {
    }

    /**
     * Where a component kind goes.
     *
     * @param path       relative to the package root, {@code {name}} standing for the component's name
     * @param format     the file format when it is not the source's ({@code toml}), or {@code null}
     * @param key        the JSON key holding the servers ({@code mcp}), or {@code null}
     * @param transports the MCP transports the target supports ({@code stdio}, {@code http}, {@code sse}); empty for
     *                   other kinds
     * @param source     where the fact comes from
     * @param schema     the {@code $schema} the component's JSON file must start with ({@code mcp.json}), or
     *                   {@code null}
     * @param types      MCP: by transport, the {@code type} the target writes for it ({@code http} to
     *                   {@code streamable-http}); when not empty every server gets its {@code type} so written
     */
    public record Component(String path, String format, String key, List<String> transports, String source,
                            String schema, Map<String, String> types) {
        public Component {
            transports = List.copyOf(transports);
            types = Map.copyOf(types);
        }
    }

    /**
     * How the target writes a placeholder: {@code to}, or {@code null} when it has none; {@code inCommand}, when not
     * {@code null}, is its spelling at the start of an MCP server's {@code command}, where the target expands none
     * (Agent Plugins' {@code ./}).
     */
    public record Placeholder(String to, String source, String inCommand) {
    }

    private static final String FOLDER = "/dev/catalogstudio/model/hosts/export/";
    private static final Map<String, Optional<ExportFacts>> LOADED = new ConcurrentHashMap<>();

    /**
     * The facts of {@code host} from the class path, read on first use; empty when there is no file for it.
     *
     * @throws IllegalStateException when the file is malformed (a broken build)
     */
    public static Optional<ExportFacts> of(String host) {
        return LOADED.computeIfAbsent(host, h -> {
            try (InputStream in = ExportFacts.class.getResourceAsStream(FOLDER + h + ".json")) {
                return in == null ? Optional.empty()
                        : Optional.of(parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), h + ".json"));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    /**
     * Parses the text of a facts file named {@code file} (for messages).
     *
     * @throws IllegalStateException when it is not JSON of the documented shape
     */
    public static ExportFacts parse(String text, String file) {
        var parsed = new JsonParser().parse(SourceText.of(text));
        JsonObject root = parsed.rootObject().orElseThrow(() -> new IllegalStateException(file
                + " is not a JSON object" + (parsed.error() == null ? "" : ": " + parsed.error().message())));
        Manifest manifest = null;
        if (root.get("manifest").orElse(null) instanceof JsonObject m) {
            var fields = new LinkedHashMap<String, Field>();
            if (m.get("fields").orElse(null) instanceof JsonObject f) {
                for (var member : f.members()) {
                    if (member.value() instanceof JsonObject field) {
                        fields.put(member.name(), new Field(Optional.ofNullable(DataFiles.optional(field, "from"))
                                .orElse(member.name()), Optional.ofNullable(DataFiles.optional(field, "source"))
                                .orElse("")));
                    }
                }
            }
            manifest = new Manifest(DataFiles.string(m, "path", file), fields, DataFiles.strings(m, "required"),
                    DataFiles.optional(m, "schema"));
        }
        var components = new LinkedHashMap<String, Component>();
        if (root.get("components").orElse(null) instanceof JsonObject c) {
            for (var member : c.members()) {
                if (member.value() instanceof JsonObject comp && DataFiles.optional(comp, "path") != null) {
                    components.put(member.name(), new Component(DataFiles.optional(comp, "path"),
                            DataFiles.optional(comp, "format"), DataFiles.optional(comp, "key"),
                            DataFiles.strings(comp, "transports"),
                            Optional.ofNullable(DataFiles.optional(comp, "source")).orElse(""),
                            DataFiles.optional(comp, "schema"), strings(comp, "types")));
                }
            }
        }
        var placeholders = new LinkedHashMap<String, Placeholder>();
        if (root.get("placeholders").orElse(null) instanceof JsonObject p) {
            for (var member : p.members()) {
                if (member.value() instanceof JsonObject ph) {
                    placeholders.put(member.name(), new Placeholder(DataFiles.optional(ph, "to"),
                            Optional.ofNullable(DataFiles.optional(ph, "source")).orElse(""),
                            DataFiles.optional(ph, "inCommand")));
                }
            }
        }
        return new ExportFacts(DataFiles.string(root, "host", file),
                Optional.ofNullable(DataFiles.optional(root, "source")).orElse(""), manifest, components,
                placeholders, DataFiles.strings(root, "notes"));
    }

    private static Map<String, String> strings(JsonObject parent, String key) {
        var map = new LinkedHashMap<String, String>();
        if (parent.get(key).orElse(null) instanceof JsonObject o) {
            for (var member : o.members()) {
                if (member.value() instanceof dev.catalogstudio.model.json.JsonValue.JsonString s) {
                    map.put(member.name(), s.value());
                }
            }
        }
        return map;
    }

    /** Where {@code kind} goes, if the target carries it. */
    public Optional<Component> component(String kind) {
        return Optional.ofNullable(components.get(kind));
    }

    /** "the source" for a reason: the component's, else the file's. */
    String sourceOf(Component component) {
        return component != null && !component.source().isEmpty() ? component.source() : source;
    }
}
