package dev.catalogstudio.model.hosts;

import dev.catalogstudio.model.json.DataFiles;
import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.json.JsonValue.JsonNumber;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * How one host finds and loads what it loads: where it looks for each kind, what makes it skip one, which wins on a
 * name clash and how much of a description reaches the model. Data, read from {@code discovery/<host>.json} beside
 * this class, where every fact names its source (docs/HOST-DISCOVERY.md has the same facts as tables, and the few the
 * hosts are silent on, with the lenient reading chosen). Immutable.
 *
 * @param host        the host's name ({@code claude-code}, {@code agent-plugins} …; {@link #NAMES})
 * @param displayName its name in messages
 * @param packages    what makes a folder a package the host loads whole (a plugin, an extension)
 * @param locations   where it looks, per kind
 * @param skips       what makes it skip, refuse or cut something it found
 * @param clashes     which one wins when two share a name
 * @param limits      sizes and counts it enforces
 * @param lenient     the facts with no source, and why none was found
 */
public record HostDiscovery(String host, String displayName, List<Package> packages, List<Location> locations,
                            List<Skip> skips, List<Clash> clashes, List<Limit> limits, List<Lenient> lenient) {

    /**
     * How many times a path was tried against a location's pattern ({@link Location#matches}), since the JVM started:
     * the work of judging where skills lie, which tests count (n files against 4n) instead of timing it.
     */
    public static final java.util.concurrent.atomic.LongAdder MATCHES = new java.util.concurrent.atomic.LongAdder();

    /** The hosts with discovery data, in the order {@code catalog-studio hosts} reports them. */
    public static final List<String> NAMES = List.of("claude-code", "codex", "copilot", "cursor", "gemini",
            "agent-plugins");

    public HostDiscovery {
        Objects.requireNonNull(host);
        packages = List.copyOf(packages);
        locations = List.copyOf(locations);
        skips = List.copyOf(skips);
        clashes = List.copyOf(clashes);
        limits = List.copyOf(limits);
        lenient = List.copyOf(lenient);
    }

    /** A package form: {@code manifest} relative to the package folder makes it one. */
    public record Package(String what, String manifest, String source) {
    }

    /**
     * One place the host looks.
     *
     * @param kind          {@code skill}, {@code subagent}, {@code command}, {@code instructions}, {@code rule},
     *                      {@code hooks}, {@code mcp}, {@code plugin}, {@code marketplace} or {@code extension}
     * @param root          {@code project} (the repository), {@code package} (the package folder) or {@code user}
     * @param pattern       {@code /}-separated; {@code *} one segment, {@code **} any number of them
     * @param manifestField the manifest field that declares more such paths, or {@code null}
     * @param manifestMode  {@code adds} or {@code replaces} (the default location), or {@code null}
     * @param source        where the fact comes from
     */
    public record Location(String kind, String root, String pattern, String manifestField, String manifestMode,
                           String source) {

        /**
         * Whether {@code path} ({@code /}-separated, relative to this location's root) matches {@link #pattern}: a
         * {@code *} in a segment stands for any characters of that segment, a {@code **} segment for any number of
         * segments (none included). Backtracks only over {@code **} segments, of which a pattern has one or two.
         */
        public boolean matches(String path) {
            MATCHES.increment();
            return matches(pattern.split("/", -1), 0, path.split("/", -1), 0);
        }

        /**
         * What a file at this location's pattern ends with: the literal tail of its last segment after its last
         * {@code *} ({@code SKILL.md}, {@code .mdc}, {@code .agent.md}); empty when the segment ends in {@code *}.
         */
        public String ending() {
            String last = pattern.substring(pattern.lastIndexOf('/') + 1);
            return last.substring(last.lastIndexOf('*') + 1);
        }

        /**
         * Whether {@code path} matches from its start or from any folder on it: a project location, for a project
         * that may be opened at any folder of the repository ({@code docs/.claude/skills/x/SKILL.md}). O(depth)
         * {@link #matches} calls.
         */
        public boolean matchesFromAnyFolder(String path) {
            for (int at = 0; at >= 0; at = path.indexOf('/', at) < 0 ? -1 : path.indexOf('/', at) + 1) {
                if (matches(path.substring(at))) {
                    return true;
                }
            }
            return false;
        }

        private static boolean matches(String[] pattern, int p, String[] path, int at) {
            if (p == pattern.length) {
                return at == path.length;
            }
            if (pattern[p].equals("**")) {
                for (int skip = at; skip <= path.length; skip++) {
                    if (matches(pattern, p + 1, path, skip)) {
                        return true;
                    }
                }
                return false;
            }
            return at < path.length && segment(pattern[p], path[at]) && matches(pattern, p + 1, path, at + 1);
        }

        /** Whether {@code name} matches {@code glob}, whose {@code *} stand for any characters. */
        private static boolean segment(String glob, String name) {
            int star = glob.indexOf('*');
            if (star < 0) {
                return glob.equals(name);
            }
            String head = glob.substring(0, star);
            String rest = glob.substring(star + 1);
            if (!name.startsWith(head)) {
                return false;
            }
            for (int from = head.length(); from <= name.length(); from++) {
                if (segment(rest, name.substring(from))) {
                    return true;
                }
            }
            return false;
        }
    }

    /**
     * What the host does with one it found but cannot take as it is.
     *
     * @param kind   as {@link Location#kind}
     * @param reason {@code frontmatter-missing}, {@code name-missing}, {@code name-invalid},
     *               {@code name-folder-mismatch}, {@code description-missing}, {@code duplicate-name},
     *               {@code escapes-package}, {@code too-large} (a name or description over the host's length),
     *               {@code file-too-large} (the whole file), {@code count-cap}, {@code invalid-json},
     *               {@code invalid-yaml}, {@code unknown-field}, {@code metadata-value} (a {@code metadata} value that
     *               is no string) or {@code other}
     * @param effect {@code dropped}, {@code package-refused}, {@code loaded} (anyway) or {@code truncated}
     * @param detail one sentence
     * @param source where the fact comes from
     */
    public record Skip(String kind, String reason, String effect, String detail, String source) {

        /** Whether the host leaves the item out ({@code dropped} or the whole package {@code package-refused}). */
        public boolean drops() {
            return effect.equals("dropped") || effect.equals("package-refused");
        }
    }

    /** Which one wins when two of {@code kind} share a name. */
    public record Clash(String kind, String rule, String source) {
    }

    /**
     * A size or count the host enforces.
     *
     * @param what  e.g. {@code description-listing} (the characters of a skill's description the listing keeps)
     * @param unit  {@code characters}, {@code bytes} or {@code items}
     * @param value the limit, in {@code unit}
     */
    public record Limit(String kind, String what, String unit, long value, String detail, String source) {
    }

    /** A fact no source settles, and the reading chosen. */
    public record Lenient(String fact, String why) {
    }

    private static final Map<String, HostDiscovery> LOADED = new ConcurrentHashMap<>();

    /** The discovery data of {@code host}, read on first use; empty for a name not in {@link #NAMES}. */
    public static Optional<HostDiscovery> of(String host) {
        return NAMES.contains(host) ? Optional.of(LOADED.computeIfAbsent(host, HostDiscovery::load))
                : Optional.empty();
    }

    /** The diagnostic codes that tell why a host would skip a document, to the reason its discovery data uses. */
    private static final Map<String, String> REASONS = Map.ofEntries(
            Map.entry(Rule.FRONTMATTER_MISSING.id(), "frontmatter-missing"),
            Map.entry(Rule.FRONTMATTER_UNCLOSED.id(), "frontmatter-missing"),
            Map.entry(Rule.FRONTMATTER_NOT_MAPPING.id(), "invalid-yaml"),
            Map.entry(Rule.YAML_SYNTAX.id(), "invalid-yaml"),
            Map.entry(Rule.YAML_LIMIT.id(), "invalid-yaml"),
            Map.entry(Rule.NAME_FORMAT.id(), "name-invalid"),
            Map.entry(Rule.NAME_TOO_LONG.id(), "too-large"),
            Map.entry(Rule.DESCRIPTION_TOO_LONG.id(), "too-large"),
            Map.entry(Rule.SUBAGENT_NAME_FORMAT.id(), "name-invalid"),
            Map.entry(Rule.NAME_DIRECTORY_MISMATCH.id(), "name-folder-mismatch"),
            Map.entry(Rule.DESCRIPTION_EMPTY.id(), "description-missing"),
            Map.entry(Rule.DUPLICATE_SKILL_NAME.id(), "duplicate-name"),
            Map.entry(Rule.SKILL_FILE_TOO_LARGE.id(), "file-too-large"),
            Map.entry(Rule.MCP_JSON_SYNTAX.id(), "invalid-json"),
            Map.entry(Rule.MCP_CONFIG_SYNTAX.id(), "invalid-json"),
            Map.entry(Rule.PLUGIN_JSON_SYNTAX.id(), "invalid-json"),
            Map.entry(Rule.AGENT_PLUGIN_JSON_SYNTAX.id(), "invalid-json"));

    /**
     * The skip reason ({@link Skip#reason}) a diagnostic on a skill, subagent or command gives a host, if any:
     * {@code frontmatter-missing} for {@code frontmatter-missing}, {@code name-missing} for a {@code field-required}
     * on {@code name}, {@code metadata-value} for a {@code field-type} on a {@code metadata.*} value, and so on.
     */
    public static Optional<String> reasonOf(Diagnostic d) {
        if (d.rule() == Rule.FIELD_TYPE && d.message().startsWith("'metadata.")) {
            return Optional.of("metadata-value");
        }
        if (d.rule() == Rule.FIELD_REQUIRED) {
            return d.message().contains("no 'name'") ? Optional.of("name-missing")
                    : d.message().contains("no 'description'") ? Optional.of("description-missing") : Optional.empty();
        }
        return Optional.ofNullable(REASONS.get(d.code()));
    }

    /** The first fact of how this host treats an item of {@code kind} skipped for {@code reason}, if it has one. */
    public Optional<Skip> skip(String kind, String reason) {
        return skips.stream().filter(s -> s.kind().equals(kind) && s.reason().equals(reason)).findFirst();
    }

    /** The limit {@code what} on {@code kind}, if the host has one. */
    public Optional<Limit> limit(String kind, String what) {
        return limits.stream().filter(l -> l.kind().equals(kind) && l.what().equals(what)).findFirst();
    }

    /**
     * Reads {@code discovery/<host>.json}.
     *
     * @throws IllegalStateException when it is missing or malformed (a broken build)
     */
    private static HostDiscovery load(String host) {
        String file = "discovery/" + host + ".json";
        var root = DataFiles.read(HostDiscovery.class, file, "discovery data");
        var packages = DataFiles.objects(root, "packages", file).stream().map(o -> new Package(
                DataFiles.string(o, "what", file), DataFiles.string(o, "manifest", file),
                DataFiles.string(o, "source", file))).toList();
        var locations = DataFiles.objects(root, "locations", file).stream().map(o -> new Location(
                DataFiles.string(o, "kind", file), DataFiles.string(o, "root", file),
                DataFiles.string(o, "pattern", file), DataFiles.optional(o, "manifestField"),
                DataFiles.optional(o, "manifestMode"), DataFiles.string(o, "source", file))).toList();
        var skips = DataFiles.objects(root, "skips", file).stream().map(o -> new Skip(
                DataFiles.string(o, "kind", file), DataFiles.string(o, "reason", file),
                DataFiles.string(o, "effect", file), DataFiles.string(o, "detail", file),
                DataFiles.string(o, "source", file))).toList();
        var clashes = DataFiles.objects(root, "clashes", file).stream().map(o -> new Clash(
                DataFiles.string(o, "kind", file), DataFiles.string(o, "rule", file),
                DataFiles.string(o, "source", file))).toList();
        var limits = DataFiles.objects(root, "limits", file).stream().map(o -> new Limit(
                DataFiles.string(o, "kind", file), DataFiles.string(o, "what", file),
                DataFiles.string(o, "unit", file), number(o, "value", file), DataFiles.string(o, "detail", file),
                DataFiles.string(o, "source", file))).toList();
        var lenient = DataFiles.objects(root, "lenient", file).stream().map(o -> new Lenient(
                DataFiles.string(o, "fact", file), DataFiles.string(o, "why", file))).toList();
        var discovery = new HostDiscovery(DataFiles.string(root, "host", file),
                DataFiles.string(root, "displayName", file), packages, locations, skips, clashes, limits, lenient);
        if (!discovery.host().equals(host)) {
            throw new IllegalStateException(file + " says it is the discovery data of " + discovery.host());
        }
        return discovery;
    }

    private static long number(JsonObject object, String key, String file) {
        if (object.get(key).orElse(null) instanceof JsonNumber n) {
            try {
                return Long.parseLong(n.text());
            } catch (NumberFormatException e) {
                // reported below
            }
        }
        throw new IllegalStateException(file + ": '" + key + "' is not a whole number");
    }
}
