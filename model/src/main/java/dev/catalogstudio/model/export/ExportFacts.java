package dev.catalogstudio.model.export;

import dev.catalogstudio.model.json.DataFiles;
import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.json.JsonValue;
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
 * @param doesNotMap   by kind ({@code command}, {@code hooks}, {@code manifest} …): why the target has no place for
 *                     it, with the source (the reason of such a loss)
 * @param unwritten    by kind: the source of a place the target has for it that is no file path (a 3md plane), which
 *                     this exporter does not write
 * @param envReference how an MCP configuration refers to the user's environment, or {@code null} when the facts do
 *                     not say
 * @param toolNames    the target's names for Claude Code's tools (in a subagent's {@code tools}), or {@code null}
 */
public record ExportFacts(String host, String source, Manifest manifest, Map<String, Component> components,
                          Map<String, Placeholder> placeholders, List<String> notes, Map<String, String> doesNotMap,
                          Map<String, String> unwritten, EnvReference envReference,
                          ToolNames toolNames) {

    public ExportFacts {
        unwritten = Map.copyOf(unwritten);
        components = Map.copyOf(components);
        doesNotMap = Map.copyOf(doesNotMap);
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
     * @param format   the manifest's format when it is not JSON ({@code 3md frontmatter}), or {@code null}
     */
    public record Manifest(String path, Map<String, Field> fields, List<String> required, String schema,
                           String format) {
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

    /**
     * One manifest field: written from the neutral field {@code from}.
     *
     * @param shape   what the target accepts, in words ({@code string}, {@code object with only name and email}),
     *                or {@code null}
     * @param members for an object the target's schema closes, the members it allows; {@code null} when open or
     *                not an object
     */
    public record Field(String from, String source, String shape, List<String> members) {
        public Field {
            members = members == null ? null : List.copyOf(members);
        }
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
     * @param types      MCP ({@code types}): by transport, the {@code type} the target writes for it
     *                   ({@code http} to {@code streamable-http}; {@code ""} for none)
     * @param typeRequired MCP: whether every server must name its {@code type}
     * @param manifestField the manifest field that must name the component's folder for the target to load it
     *                   (Copilot's {@code commands}), or {@code null}
     * @param manifestValue that field's value
     * @param serverFields MCP: by transport, the only members a server may have (Agent Plugins' closed variants);
     *                   empty when any are allowed
     * @param hooks      hooks: how the target's hooks file differs from Claude Code's, or {@code null}
     * @param changelog  where the target wants a {@code CHANGELOG.md} beside each entry ({@code skills/{name}/CHANGELOG.md}
     *                   for MetaAgents, whose entries also need a semver {@code version} equal to its latest entry),
     *                   or {@code null}
     */
    public record Component(String path, String format, String key, List<String> transports, String source,
                            String schema, Map<String, String> types, boolean typeRequired, String manifestField,
                            String manifestValue, Map<String, List<String>> serverFields, Hooks hooks,
                            String changelog) {
        public Component {
            transports = List.copyOf(transports);
            types = Map.copyOf(types);
            serverFields = Map.copyOf(serverFields);
        }
    }

    /**
     * A target's hooks file against Claude Code's {@code {hooks: {Event: [{matcher, hooks: [handler]}]}}}.
     *
     * @param events       the target's event names (empty: not listed)
     * @param eventNames   Claude Code event to the target's (empty: the same names)
     * @param handlerTypes the handler types it runs
     * @param handler      flat targets: Claude Code handler member to the target's ({@code command} to {@code bash})
     * @param flat         whether the target has no matcher groups (one entry per handler)
     * @param constant     members the file must have ({@code "version": 1}), as JSON text
     * @param milliseconds whether the target's {@code timeout} is in milliseconds (Claude Code's are seconds)
     * @param matcherEvents flat targets: the target events whose entries keep a {@code matcher} (Copilot's
     *                     {@code PreToolUse}); empty when the handler map says where a matcher goes
     * @param rootMembers  the members the hooks file's root may have ({@code description}, {@code hooks}); empty when
     *                     not known
     */
    public record Hooks(List<String> events, Map<String, String> eventNames, List<String> handlerTypes,
                        Map<String, String> handler, boolean flat, Map<String, String> constant,
                        boolean milliseconds, List<String> matcherEvents, List<String> rootMembers) {
        public Hooks {
            rootMembers = List.copyOf(rootMembers);
            matcherEvents = List.copyOf(matcherEvents);
            events = List.copyOf(events);
            eventNames = Map.copyOf(eventNames);
            handlerTypes = List.copyOf(handlerTypes);
            handler = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(handler));
            constant = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(constant));
        }
    }

    /**
     * How the target writes a placeholder: {@code to}, or {@code null} when it has none; {@code inCommand}, when not
     * {@code null}, is its spelling at the start of an MCP server's {@code command}, where the target expands none
     * (Agent Plugins' {@code ./}); {@code in}, when not empty, the only places the target expands it
     * ({@code mcp args}, {@code hooks command}, {@code skill body} …); {@code inArgs}, when not {@code null}, its
     * spelling at the start of an MCP {@code args} item where the target expands none, with {@code setCwd} the
     * {@code cwd} to give such a server (Codex: {@code ./} and {@code .}, joined to the plugin root).
     */
    public record Placeholder(String to, String source, String inCommand, List<String> in, String inArgs,
                              String setCwd) {
        public Placeholder {
            in = List.copyOf(in);
        }
    }

    /**
     * How an MCP configuration refers to the user's environment ({@code envReference} in the facts).
     *
     * @param form     the spelling with {@code VAR} for the variable's name ({@code ${VAR}}, {@code ${env:VAR}}), or
     *                 {@code null} when the host expands none
     * @param withDefault the spelling with a default ({@code ${VAR:-default}}), or {@code null} when it has none
     * @param in       where it is expanded ({@code mcp args}, {@code manifest} …); empty: everywhere in the file
     * @param verified {@code false} when only secondary sources say so
     * @param source   where the fact comes from
     */
    public record EnvReference(String form, String withDefault, List<String> in, boolean verified, String source) {
        public EnvReference {
            in = List.copyOf(in);
        }

        /** Whether a reference in {@code place} ({@code mcp args}) is expanded, the servers in the manifest or not. */
        public boolean expands(String place, boolean inManifest) {
            return form != null && (in.isEmpty() || in.contains(place) || inManifest && in.contains("manifest"));
        }
    }

    /**
     * The target's names for Claude Code's tools ({@code toolNames} in the facts).
     *
     * @param map    Claude Code's name ({@code Read}) to the target's ({@code read_file})
     * @param source where the mapping comes from
     */
    public record ToolNames(Map<String, String> map, String source) {
        public ToolNames {
            map = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(map));
        }
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
        var source = SourceText.of(text);
        var parsed = new JsonParser().parse(source);
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
                                .orElse(""), DataFiles.optional(field, "shape"), field.get("members").isPresent()
                                ? DataFiles.strings(field, "members") : null));
                    }
                }
            }
            manifest = new Manifest(DataFiles.string(m, "path", file), fields, DataFiles.strings(m, "required"),
                    DataFiles.optional(m, "schema"), DataFiles.optional(m, "format"));
        }
        var components = new LinkedHashMap<String, Component>();
        var unwritten = new LinkedHashMap<String, String>();
        if (root.get("components").orElse(null) instanceof JsonObject c) {
            for (var member : c.members()) {
                if (member.value() instanceof JsonObject comp && DataFiles.optional(comp, "path") == null) {
                    unwritten.put(member.name(), Optional.ofNullable(DataFiles.optional(comp, "source")).orElse(""));
                } else if (member.value() instanceof JsonObject comp) {
                    components.put(member.name(), new Component(DataFiles.optional(comp, "path"),
                            DataFiles.optional(comp, "format"), DataFiles.optional(comp, "key"),
                            DataFiles.strings(comp, "transports"),
                            Optional.ofNullable(DataFiles.optional(comp, "source")).orElse(""),
                            DataFiles.optional(comp, "schema"), types(comp),
                            comp.get("typeRequired").orElse(null) instanceof JsonValue.JsonBoolean b && b.value(),
                            DataFiles.optional(comp, "manifestField"), DataFiles.optional(comp, "manifestValue"),
                            serverFields(comp), member.name().equals("hooks") ? hooks(comp, source) : null,
                            DataFiles.optional(comp, "changelog")));
                }
            }
        }
        var placeholders = new LinkedHashMap<String, Placeholder>();
        if (root.get("placeholders").orElse(null) instanceof JsonObject p) {
            for (var member : p.members()) {
                if (member.value() instanceof JsonObject ph) {
                    placeholders.put(member.name(), new Placeholder(DataFiles.optional(ph, "to"),
                            Optional.ofNullable(DataFiles.optional(ph, "source")).orElse(""),
                            DataFiles.optional(ph, "inCommand"), DataFiles.strings(ph, "in"),
                            DataFiles.optional(ph, "inArgs"), DataFiles.optional(ph, "setCwd")));
                }
            }
        }
        var doesNotMap = new LinkedHashMap<String, String>();
        if (root.get("doesNotMap").orElse(null) instanceof JsonObject d) {
            for (var member : d.members()) {
                if (member.value() instanceof JsonValue.JsonString reason) {
                    doesNotMap.put(member.name(), reason.value());
                }
            }
        }
        return new ExportFacts(DataFiles.string(root, "host", file),
                Optional.ofNullable(DataFiles.optional(root, "source")).orElse(""), manifest, components,
                placeholders, DataFiles.strings(root, "notes"), doesNotMap, unwritten,
                root.get("envReference").orElse(null) instanceof JsonObject env ? new EnvReference(
                        DataFiles.optional(env, "form"), DataFiles.optional(env, "default"),
                        DataFiles.strings(env, "in"),
                        !(env.get("verified").orElse(null) instanceof JsonValue.JsonBoolean b && !b.value()),
                        Optional.ofNullable(DataFiles.optional(env, "source")).orElse("")) : null,
                toolNames(root));
    }

    private static ToolNames toolNames(JsonObject root) {
        if (!(root.get("toolNames").orElse(null) instanceof JsonObject tools)) {
            return null;
        }
        var map = new LinkedHashMap<String, String>();
        if (tools.get("map").orElse(null) instanceof JsonObject m) {
            for (var member : m.members()) {
                if (member.value() instanceof JsonValue.JsonString name) {
                    map.put(member.name(), name.value());
                }
            }
        }
        return new ToolNames(map, Optional.ofNullable(DataFiles.optional(tools, "source")).orElse(""));
    }

    private static Hooks hooks(JsonObject c, SourceText text) {
        var constant = new LinkedHashMap<String, String>();
        if (c.get("constant").orElse(null) instanceof JsonObject o) {
            for (var member : o.members()) {
                constant.put(member.name(), text.slice(member.value().range()));
            }
        }
        return new Hooks(DataFiles.strings(c, "events"), names(c, "eventNames"), DataFiles.strings(c, "handlerTypes"),
                names(c, "handler"), c.get("flat").orElse(null) instanceof JsonValue.JsonBoolean b && b.value(),
                constant, "milliseconds".equals(DataFiles.optional(c, "timeoutUnit")),
                DataFiles.strings(c, "matcherEvents"), DataFiles.strings(c, "rootMembers"));
    }

    private static Map<String, String> names(JsonObject parent, String key) {
        var map = new LinkedHashMap<String, String>();
        if (parent.get(key).orElse(null) instanceof JsonObject o) {
            for (var member : o.members()) {
                if (member.value() instanceof JsonValue.JsonString str) {
                    map.put(member.name(), str.value());
                }
            }
        }
        return map;
    }

    private static Map<String, List<String>> serverFields(JsonObject component) {
        var map = new LinkedHashMap<String, List<String>>();
        if (component.get("serverFields").orElse(null) instanceof JsonObject o) {
            for (var member : o.members()) {
                map.put(member.name(), DataFiles.strings(o, member.name()));
            }
        }
        return map;
    }

    /** {@code types}: transport to type, {@code null} read as {@code ""}. */
    private static Map<String, String> types(JsonObject component) {
        var map = new LinkedHashMap<String, String>();
        if (component.get("types").orElse(null) instanceof JsonObject o) {
            for (var member : o.members()) {
                map.put(member.name(), member.value() instanceof JsonValue.JsonString s ? s.value() : "");
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
