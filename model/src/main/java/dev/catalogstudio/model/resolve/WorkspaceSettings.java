package dev.catalogstudio.model.resolve;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.RuleLevels;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.hosts.Hosts;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlParser;
import dev.catalogstudio.model.yaml.YamlScalar;
import dev.catalogstudio.model.yaml.YamlSequence;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code catalog-studio.yaml} at the workspace root (docs/DEPENDENCIES.md § Resolution layers):
 * <pre>
 * origin: https://github.com/acme/catalog/tree/main        # optional: where this workspace is published
 * layers:                                                  # optional: more layers, searched in this order
 *   - origin: https://github.com/acme/shared/tree/main
 *     path: ../shared-catalog                              # relative to the workspace root, or absolute
 * </pre>
 * {@code origin} overrides what the git remote says. Problems are {@code workspace-settings} diagnostics on this
 * file; a broken entry is skipped, the rest still apply.
 *
 * @param origin      the workspace's own origin, when written
 * @param layers      the further layers, in order, with ids {@code layer1}, {@code layer2} …
 * @param catalogs    folders that are MetaAgents catalogs, relative to the root ({@code ""} the root)
 * @param hosts       the hosts to check for, valid names only
 * @param rules       the severity of each diagnostic code the {@code rules:} mapping changes ({@code off} drops it)
 * @param diagnostics what is wrong with the file, sorted
 */
public record WorkspaceSettings(Optional<Origin.GitHub> origin, List<Layer> layers, List<String> catalogs,
                                List<String> hosts, RuleLevels rules, List<Diagnostic> diagnostics) {

    /** The file name, at the workspace root. */
    public static final String FILE_NAME = "catalog-studio.yaml";

    private static final Set<String> KEYS = Set.of("origin", "layers", "catalogs", "hosts", "rules");

    /** No settings file. */
    public static final WorkspaceSettings NONE = new WorkspaceSettings(Optional.empty(), List.of(), List.of(),
            List.of(), RuleLevels.DEFAULTS, List.of());

    public WorkspaceSettings {
        layers = List.copyOf(layers);
        catalogs = List.copyOf(catalogs);
        hosts = List.copyOf(hosts);
        diagnostics = List.copyOf(diagnostics);
    }

    /** Settings with only layers (tests and callers that predate {@code catalogs} and {@code hosts}). */
    public WorkspaceSettings(Optional<Origin.GitHub> origin, List<Layer> layers, List<Diagnostic> diagnostics) {
        this(origin, layers, List.of(), List.of(), RuleLevels.DEFAULTS, diagnostics);
    }


    /** Reads the settings in {@code source}; relative layer paths are resolved against {@code root}. */
    public static WorkspaceSettings parse(SourceText source, Path root) {
        var out = new Diagnostics();
        var parsed = new YamlParser().parse(source, source.range(0, source.length()));
        out.addAll(parsed.diagnostics());
        if (parsed.root() == null) {
            return new WorkspaceSettings(Optional.empty(), List.of(), out.sorted());
        }
        if (!(parsed.root().resolved() instanceof YamlMapping map)) {
            out.report(Rule.WORKSPACE_SETTINGS, parsed.root().range(), "catalog-studio.yaml must be a mapping with "
                    + "'origin' and 'layers'.");
            return new WorkspaceSettings(Optional.empty(), List.of(), out.sorted());
        }
        for (var entry : map.entries()) {
            if (!KEYS.contains(entry.keyText())) {
                out.report(Rule.WORKSPACE_SETTINGS, entry.key().range(), "Unknown key '" + entry.keyText()
                        + "'; catalog-studio.yaml knows 'origin', 'layers', 'catalogs', 'hosts' and 'rules'.");
            }
        }
        Optional<Origin.GitHub> origin = map.get("origin").flatMap(o -> github(o.resolved(), "origin", out));
        var layers = new ArrayList<Layer>();
        map.get("layers").map(n -> n.resolved()).ifPresent(node -> {
            if (!(node instanceof YamlSequence seq)) {
                out.report(Rule.WORKSPACE_SETTINGS, node.range(), "'layers' must be a list of {origin, path}.");
                return;
            }
            for (var item : seq.items()) {
                layer(item.resolved(), root, layers.size() + 1, out).ifPresent(layers::add);
            }
        });
        var catalogs = strings(map, "catalogs", "a list of folders, relative to the workspace root ('.' for the "
                + "root)", out).stream().map(WorkspaceSettings::folder).toList();
        var hosts = strings(map, "hosts", "a list of host names (" + String.join(", ", Hosts.NAMES) + ")", out);
        map.get("hosts").map(n -> n.resolved()).filter(YamlSequence.class::isInstance).map(YamlSequence.class::cast)
                .ifPresent(seq -> seq.items().forEach(item -> {
                    if (item.resolved() instanceof YamlScalar s && !Hosts.NAMES.contains(s.value())) {
                        out.report(Rule.WORKSPACE_SETTINGS, s.range(), "'" + s.value() + "' is not a host; the "
                                + "hosts are " + String.join(", ", Hosts.NAMES) + ".");
                    }
                }));
        var rules = map.get("rules").map(n -> rules(n.resolved(), out)).orElse(RuleLevels.DEFAULTS);
        return new WorkspaceSettings(origin, layers, catalogs, hosts.stream().filter(Hosts.NAMES::contains)
                .toList(), rules, out.sorted());
    }

    /**
     * The {@code rules:} mapping: each key a diagnostic code, each value {@code off}, {@code error}, {@code warning}
     * or {@code info}. An unknown code, a code that cannot be changed ({@link RuleLevels#FIXED}) or another value is a
     * {@code workspace-settings} error on it, and that line is skipped.
     */
    private static RuleLevels rules(dev.catalogstudio.model.yaml.YamlNode node, Diagnostics out) {
        if (!(node instanceof YamlMapping map)) {
            out.report(Rule.WORKSPACE_SETTINGS, node.range(), "'rules' must be a mapping of diagnostic codes to off, "
                    + "error, warning or info (catalog-studio rules lists the codes).");
            return RuleLevels.DEFAULTS;
        }
        var levels = new java.util.EnumMap<Rule, Optional<Severity>>(Rule.class);
        for (var entry : map.entries()) {
            String code = entry.keyText();
            var rule = Rule.byId(code);
            if (rule.isEmpty()) {
                out.report(Rule.WORKSPACE_SETTINGS, entry.key().range(), "'" + code + "' is no diagnostic code"
                        + nearest(code).map(n -> "; did you mean '" + n + "'?").orElse("")
                        + " (catalog-studio rules lists the codes).");
                continue;
            }
            if (RuleLevels.FIXED.contains(rule.get())) {
                out.report(Rule.WORKSPACE_SETTINGS, entry.key().range(), "'" + code + "' cannot be changed: it "
                        + "says the check itself could not be trusted.");
                continue;
            }
            var value = entry.value().resolved();
            String word = value instanceof YamlScalar s ? s.value() : "";
            if (word.equals(RuleLevels.OFF) || (value instanceof YamlScalar s && !s.isString() && s.value()
                    .equalsIgnoreCase("false"))) {
                levels.put(rule.get(), Optional.empty());
            } else if (Severity.ofLabel(word).isPresent() && word.equals(word.toLowerCase(java.util.Locale.ROOT))) {
                levels.put(rule.get(), Severity.ofLabel(word));
            } else {
                out.report(Rule.WORKSPACE_SETTINGS, value.range(), "'" + code + "' takes off, error, warning or info,"
                        + " not '" + word + "'.");
            }
        }
        return RuleLevels.of(levels);
    }

    /** The diagnostic code closest to a mistyped one (at most two edits away), if any. */
    private static Optional<String> nearest(String code) {
        String best = null;
        int bestDistance = 3;
        for (var rule : Rule.values()) {
            int d = dev.catalogstudio.model.text.EditDistance.atMost(code, rule.id(), bestDistance);
            if (d < bestDistance) {
                bestDistance = d;
                best = rule.id();
            }
        }
        return Optional.ofNullable(best);
    }


    /** A written folder as a workspace-relative path: {@code ./a/} and {@code a} are {@code a}; {@code .} the root. */
    private static String folder(String written) {
        String f = written.replace('\\', '/');
        while (f.startsWith("./")) {
            f = f.substring(2);
        }
        while (f.endsWith("/")) {
            f = f.substring(0, f.length() - 1);
        }
        return f.equals(".") ? "" : f;
    }

    private static List<String> strings(YamlMapping map, String key, String what, Diagnostics out) {
        var node = map.get(key).map(n -> n.resolved());
        if (node.isEmpty()) {
            return List.of();
        }
        if (!(node.get() instanceof YamlSequence seq)) {
            out.report(Rule.WORKSPACE_SETTINGS, node.get().range(), "'" + key + "' must be " + what + ".");
            return List.of();
        }
        var result = new ArrayList<String>();
        for (var item : seq.items()) {
            if (item.resolved() instanceof YamlScalar s && s.isString()) {
                result.add(s.value());
            } else {
                out.report(Rule.WORKSPACE_SETTINGS, item.range(), "Each of '" + key + "' is a string: " + what + ".");
            }
        }
        return result;
    }

    private static Optional<Layer> layer(dev.catalogstudio.model.yaml.YamlNode item, Path root, int number,
                                         Diagnostics out) {
        if (!(item instanceof YamlMapping layer)) {
            out.report(Rule.WORKSPACE_SETTINGS, item.range(), "A layer is a mapping: {origin: <GitHub tree URL>, "
                    + "path: <folder>}.");
            return Optional.empty();
        }
        var origin = layer.get("origin").flatMap(o -> github(o.resolved(), "origin", out));
        var path = layer.string("path");
        if (layer.get("origin").isEmpty() || path.isEmpty()) {
            out.report(Rule.WORKSPACE_SETTINGS, layer.range(), "A layer needs both 'origin' (the GitHub tree URL it "
                    + "stands for) and 'path' (the local folder holding a copy).");
            return Optional.empty();
        }
        Path folder;
        try {
            folder = root.resolve(path.get().value()).toAbsolutePath().normalize();
        } catch (InvalidPathException e) {
            out.report(Rule.WORKSPACE_SETTINGS, path.get().range(), "'" + path.get().value() + "' is not a path.");
            return Optional.empty();
        }
        if (!Files.isDirectory(folder)) {
            out.report(Rule.WORKSPACE_SETTINGS, path.get().range(), "The folder " + folder + " does not exist; clone "
                    + "the catalog there or correct the path.");
            return Optional.empty();
        }
        return origin.map(o -> new Layer("layer" + number, Optional.of(o), folder));
    }

    private static Optional<Origin.GitHub> github(dev.catalogstudio.model.yaml.YamlNode node, String key,
                                                  Diagnostics out) {
        if (node instanceof YamlScalar scalar && scalar.isString()) {
            var origin = Origin.parse(scalar.value());
            if (origin.isPresent() && origin.get() instanceof Origin.GitHub gh) {
                return Optional.of(gh);
            }
        }
        out.report(Rule.WORKSPACE_SETTINGS, node.range(), "'" + key + "' must be a GitHub tree URL, "
                + "https://github.com/<owner>/<repo>/tree/<ref>[/path].");
        return Optional.empty();
    }
}
