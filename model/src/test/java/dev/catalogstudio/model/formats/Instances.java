package dev.catalogstudio.model.formats;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.format.threemd.ThreeMdLexer;
import dev.catalogstudio.model.format.threemd.ThreeMdParser;
import dev.catalogstudio.model.format.threemd.agent.ThreeMdFormat;
import dev.catalogstudio.model.resolve.WorkspaceSettings;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.workspace.LoadedDocument;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Workspace;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlNode;
import dev.catalogstudio.model.yaml.YamlParser;
import dev.catalogstudio.model.yaml.YamlScalar;
import dev.catalogstudio.model.yaml.YamlSequence;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The documents of a folder as schema instances: each document the workspace reads, with the kind spec it falls
 * under and its value as a Jackson tree (YAML read by the model's own parser, so types follow the YAML 1.2 core schema
 * as {@code check} sees them; 3md frontmatter and plane lines as objects of strings), and the diagnostics
 * {@code check} gives it.
 */
final class Instances {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * One value to validate.
     *
     * @param path        the document's path relative to the folder, plus {@code #z=N} for a plane line
     * @param spec        the kind spec it falls under
     * @param value       the value
     * @param diagnostics what {@code check} reports on the document
     */
    record Instance(String path, KindSpec spec, JsonNode value, List<Diagnostic> diagnostics) {

        /** Whether {@code check} reports any of {@code codes} on the document. */
        boolean reports(java.util.Set<String> codes) {
            return diagnostics.stream().anyMatch(d -> codes.contains(d.code()));
        }

        @Override
        public String toString() {
            return path + " (" + spec.id() + ")";
        }
    }

    private Instances() {
    }

    /** Every instance of the folder {@code root}, in path order; documents that do not parse are left out. */
    static List<Instance> of(Path root) throws IOException {
        var snapshot = Workspace.open(root, ProgressListener.NONE).snapshot();
        var out = new ArrayList<Instance>();
        for (var doc : snapshot.documents().values()) {
            var diagnostics = snapshot.diagnostics(doc.path());
            Specs.forDocument(doc.kind(), doc.fileName()).ifPresent(spec -> value(doc, spec).ifPresent(v ->
                    out.add(new Instance(doc.path(), spec, v, diagnostics))));
            if (doc.kind().isSkill() && isMetaskill(doc, root)) {
                value(doc, Specs.byId("metaskill").orElseThrow()).ifPresent(v -> out.add(new Instance(doc.path(),
                        Specs.byId("metaskill").orElseThrow(), v, diagnostics)));
            }
            if (doc.kind() == ThreeMdFormat.AGENT) {
                var plane = Specs.byId("threemd-agent-plane").orElseThrow();
                directives(doc.text()).forEach((line, attributes) -> out.add(new Instance(doc.path() + "#line="
                        + line, plane, attributes, diagnostics)));
            }
        }
        Path settings = root.resolve(WorkspaceSettings.FILE_NAME);
        if (Files.isRegularFile(settings)) {
            var text = SourceText.of(Files.readString(settings));
            var parsed = new YamlParser().parse(text, text.range(0, text.length()));
            var diagnostics = WorkspaceSettings.parse(text, root).diagnostics();
            if (parsed.root() != null) {
                out.add(new Instance(WorkspaceSettings.FILE_NAME, Specs.byId("catalog-studio-yaml").orElseThrow(),
                        json(parsed.root()), diagnostics));
            }
        }
        return out;
    }

    /**
     * The attributes of every {@code @plane} directive line of a 3md document, by line number, as the model's lexer
     * reads them: keys lowercased, quotes removed and {@code \\} and {@code \"} unescaped. Unlike the parser's
     * planes, a directive the format rejects (a {@code z} that is no number) is kept; the tokens of a line that are no
     * attribute at all (no {@code =}, an unclosed quote) are left out, as no schema can see them.
     */
    static java.util.SortedMap<Integer, ObjectNode> directives(SourceText source) {
        var out = new java.util.TreeMap<Integer, ObjectNode>();
        var fences = ThreeMdLexer.frontmatter(source);
        if (fences == null || !fences.closed()) {
            return out;
        }
        String text = source.text();
        var body = new ThreeMdLexer.BodyLines();
        for (int line = fences.closeLine() + 1; line <= source.lineCount(); line++) {
            int start = source.lineStart(line);
            int end = source.lineEnd(line);
            if (!body.next(text, start, end)) {
                continue;
            }
            var attributes = NODES.objectNode();
            var key = new String[1];
            ThreeMdLexer.directive(text, start, end, (kind, from, to) -> {
                switch (kind) {
                    case ATTRIBUTE_KEY -> key[0] = text.substring(from, to).toLowerCase(Locale.ROOT);
                    case VALUE -> attributes.put(key[0], text.substring(from, to));
                    case QUOTED_VALUE -> attributes.put(key[0], text.substring(from + 1, to - 1)
                            .replace("\\\\", "\u0000").replace("\\\"", "\"").replace("\u0000", "\\"));
                    default -> {
                        // the keyword, '=', and tokens that are no attribute
                    }
                }
            });
            out.put(line, attributes);
        }
        return out;
    }

    private static boolean isMetaskill(LoadedDocument doc, Path root) {
        var frontmatter = doc.parsed().frontmatter().flatMap(f -> f.mapping());
        return frontmatter.flatMap(m -> m.entry("metaskill")).isPresent()
                || Files.isRegularFile(root.resolve(doc.path()).resolveSibling("SKILL.star"));
    }

    private static java.util.Optional<JsonNode> value(LoadedDocument doc, KindSpec spec) {
        switch (spec.format()) {
            case YAML_FRONTMATTER:
                return doc.parsed().frontmatter().filter(f -> f.root() != null).map(f -> json(f.root()));
            case YAML_FILE: {
                var text = doc.text();
                var root = new YamlParser().parse(text, text.range(0, text.length())).root();
                return java.util.Optional.ofNullable(root).map(Instances::json);
            }
            case JSON_FILE:
                try {
                    return java.util.Optional.of(JSON.readTree(doc.text().text()));
                } catch (JsonProcessingException e) {
                    return java.util.Optional.empty();
                }
            case THREEMD_FRONTMATTER: {
                var parsed = ThreeMdParser.parse(doc.text());
                if (parsed.fence() == null) {
                    return java.util.Optional.empty();
                }
                ObjectNode object = NODES.objectNode();
                for (var entry : parsed.frontmatter()) {
                    boolean reserved = entry.is("3md") || entry.is("axis") || entry.is("title");
                    object.put(reserved ? entry.key().toLowerCase(Locale.ROOT) : entry.key(), entry.value());
                }
                return java.util.Optional.of(object);
            }
            default:
                return java.util.Optional.empty();
        }
    }

    /** A YAML node as the JSON value it reads as; aliases are followed. */
    static JsonNode json(YamlNode node) {
        var resolved = node.resolved();
        if (resolved instanceof YamlMapping mapping) {
            var object = NODES.objectNode();
            mapping.entries().forEach(e -> object.set(e.keyText(), json(e.value())));
            return object;
        }
        if (resolved instanceof YamlSequence sequence) {
            var array = NODES.arrayNode();
            sequence.items().forEach(i -> array.add(json(i)));
            return array;
        }
        var scalar = (YamlScalar) resolved;
        String value = scalar.value();
        switch (scalar.type()) {
            case NULL:
                return NODES.nullNode();
            case BOOLEAN:
                return NODES.booleanNode(value.equalsIgnoreCase("true"));
            case INTEGER: {
                String digits = value.startsWith("+") ? value.substring(1) : value;
                if (digits.startsWith("0x")) {
                    return NODES.numberNode(new BigInteger(digits.substring(2), 16));
                }
                return NODES.numberNode(digits.startsWith("0o") ? new BigInteger(digits.substring(2), 8)
                        : new BigInteger(digits));
            }
            case FLOAT:
                try {
                    return NODES.numberNode(new BigDecimal(value));
                } catch (NumberFormatException e) {
                    return NODES.textNode(value); // .inf and .nan have no JSON number
                }
            default:
                return NODES.textNode(value);
        }
    }
}
