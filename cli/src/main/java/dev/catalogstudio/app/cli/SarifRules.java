package dev.catalogstudio.app.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The SARIF {@code tool.driver.rules}: one {@code reportingDescriptor} per {@link Rule} that appears in the results,
 * sorted by id, so that {@code result.ruleIndex} is the position in that array.
 *
 * <p>The short description is derived from the rule's id (e.g. {@code yaml-syntax} becomes "YAML syntax"); the full
 * description is the rule's {@link Rule#summary()} with its default severity and spec section.
 */
final class SarifRules {

    /** Words that are acronyms or brand spellings in rule ids. */
    private static final Map<String, String> WORDS = Map.of(
            "yaml", "YAML", "json", "JSON", "mcp", "MCP", "fqn", "FQN", "oaf", "OAF",
            "utf8", "UTF-8", "spdx", "SPDX", "activemcp", "ActiveMCP", "starlark", "Starlark", "3md", "3md");

    private final List<Rule> rules;

    /** @param diagnostics the results to describe; only their rules are listed */
    SarifRules(Collection<FileDiagnostic> diagnostics) {
        Set<Rule> used = new TreeSet<>(Comparator.comparing(Rule::id));
        diagnostics.forEach(fd -> used.add(fd.diagnostic().rule()));
        this.rules = List.copyOf(used);
    }

    /** The 0-based index of {@code rule} in the array {@link #write} writes; it must appear in the results. */
    int index(Rule rule) {
        int i = rules.indexOf(rule);
        if (i < 0) {
            throw new IllegalArgumentException("rule not in the results: " + rule.id());
        }
        return i;
    }

    /** Writes the {@code rules} array. */
    void write(JsonGenerator json) throws IOException {
        json.writeStartArray();
        for (var rule : rules) {
            json.writeStartObject();
            json.writeStringField("id", rule.id());
            json.writeStringField("name", pascalCase(rule.id()));
            text(json, "shortDescription", title(rule.id()));
            text(json, "fullDescription", rule.summary() + " (default severity " + rule.defaultSeverity().label()
                    + "; spec section " + rule.spec() + ")");
            text(json, "help", "See the spec section " + rule.spec()
                    + ". The message of each result says what is wrong and what would be right.");
            var page = dev.catalogstudio.model.rules.RulePage.of(rule).publishedAt();
            if (page.isPresent()) {
                json.writeStringField("helpUri", page.get());
            }
            json.writeObjectFieldStart("defaultConfiguration");
            json.writeStringField("level", level(rule.defaultSeverity()));
            json.writeEndObject();
            json.writeObjectFieldStart("properties");
            json.writeArrayFieldStart("tags");
            json.writeString("catalog-studio");
            json.writeString(specDocument(rule.spec()));
            json.writeEndArray();
            json.writeStringField("spec", rule.spec());
            json.writeEndObject();
            json.writeEndObject();
        }
        json.writeEndArray();
    }

    /** A SARIF message object: {@code name: {"text": text}}. */
    private static void text(JsonGenerator json, String name, String text) throws IOException {
        json.writeObjectFieldStart(name);
        json.writeStringField("text", text);
        json.writeEndObject();
    }

    /** The SARIF level of a severity: {@code error}, {@code warning} or {@code note}. */
    static String level(Severity severity) {
        switch (severity) {
            case ERROR:
                return "error";
            case WARNING:
                return "warning";
            default:
                return "note";
        }
    }

    /** {@code name-format} → {@code NameFormat}; digits stay ({@code 3md-x} → {@code 3mdX}). */
    static String pascalCase(String id) {
        var out = new StringBuilder();
        for (var word : id.split("-")) {
            if (!word.isEmpty()) {
                out.append(Character.toUpperCase(word.charAt(0))).append(word.substring(1));
            }
        }
        return out.toString();
    }

    /** {@code mcp-json-syntax} → {@code MCP JSON syntax}: the words of the id, first one capitalised. */
    static String title(String id) {
        var words = new ArrayList<String>();
        for (var word : id.split("-")) {
            words.add(WORDS.getOrDefault(word, word));
        }
        var text = String.join(" ", words);
        return text.isEmpty() ? id : text.substring(0, 1).toUpperCase(Locale.ROOT) + text.substring(1);
    }

    /** {@code agent-skills.md#name-field} → {@code agent-skills}. */
    private static String specDocument(String spec) {
        var file = spec.contains("#") ? spec.substring(0, spec.indexOf('#')) : spec;
        return file.endsWith(".md") ? file.substring(0, file.length() - 3) : file;
    }
}
