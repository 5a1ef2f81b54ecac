package dev.catalogstudio.app.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.workspace.FileDiagnostic;
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

    /** The 0-based index of {@code rule} in {@link #toJson()}; it must appear in the results. */
    int index(Rule rule) {
        int i = rules.indexOf(rule);
        if (i < 0) {
            throw new IllegalArgumentException("rule not in the results: " + rule.id());
        }
        return i;
    }

    /** The {@code rules} array. */
    ArrayNode toJson() {
        var array = Json.object().arrayNode();
        for (var rule : rules) {
            var title = title(rule.id());
            var descriptor = array.addObject();
            descriptor.put("id", rule.id());
            descriptor.put("name", pascalCase(rule.id()));
            descriptor.putObject("shortDescription").put("text", title);
            descriptor.putObject("fullDescription").put("text", rule.summary() + " (default severity "
                    + rule.defaultSeverity().label() + "; spec section " + rule.spec() + ")");
            descriptor.putObject("help").put("text", "See the spec section " + rule.spec()
                    + ". The message of each result says what is wrong and what would be right.");
            descriptor.putObject("defaultConfiguration").put("level", level(rule.defaultSeverity()));
            var properties = descriptor.putObject("properties");
            properties.putArray("tags").add("catalog-studio").add(specDocument(rule.spec()));
            properties.put("spec", rule.spec());
        }
        return array;
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
