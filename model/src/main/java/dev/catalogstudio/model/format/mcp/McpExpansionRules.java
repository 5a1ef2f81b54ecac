package dev.catalogstudio.model.format.mcp;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.QuickFix;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.format.common.Expansions;
import dev.catalogstudio.model.json.JsonValue.JsonArray;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.TextEdit;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * {@code mcp-shell-expansion} and {@code placeholder-unknown} for a MetaAgents MCP file (metaagents.md § MCP
 * cross-platform rules 3 and 4, § Placeholder substitution). Each reference is reported once, by one rule:
 * <ol>
 *   <li>{@code ${workspaceDir}} and {@code ${sharedDir}} are fine anywhere.</li>
 *   <li>A {@code ${…}} whose name is a typo of a placeholder ({@link Placeholders#typoOf}), or an unclosed
 *       {@code ${workspaceDir}, is {@code placeholder-unknown} anywhere, with a quick fix writing the placeholder.</li>
 *   <li>Any other {@code ${NAME}}, and {@code $NAME}, {@code %NAME%} or a leading {@code ~/}, inside {@code command},
 *       an {@code args} item or an {@code env} value is {@code mcp-shell-expansion}.</li>
 *   <li>Any other {@code ${NAME}} elsewhere (url, headers, custom objects, {@code _meta}) is
 *       {@code placeholder-unknown} without a fix; {@code $NAME} and the rest are plain text there.</li>
 * </ol>
 * Ranges cover exactly the reference's characters in the source, escapes decoded.
 */
final class McpExpansionRules {

    private McpExpansionRules() {
    }

    /** Checks every string value in the file whose root object is {@code root}. */
    static void check(JsonObject root, SourceText text, Diagnostics out) {
        Map<JsonString, String> shellFields = new IdentityHashMap<>();
        root.string("command").ifPresent(s -> shellFields.put(s, "\"command\""));
        McpFields.args(root).forEach(s -> shellFields.put(s, "an \"args\" item"));
        McpFields.stringEntries(root, "env").forEach(m -> shellFields.put((JsonString) m.value(),
                "\"env." + m.name() + "\""));
        visit(root, s -> checkString(s, shellFields.get(s), text, out));
    }

    private static void visit(JsonValue value, Consumer<JsonString> action) {
        if (value instanceof JsonObject object) {
            object.members().forEach(m -> visit(m.value(), action));
        } else if (value instanceof JsonArray array) {
            array.items().forEach(item -> visit(item, action));
        } else if (value instanceof JsonString string) {
            action.accept(string);
        }
    }

    /** @param shellField a label for messages when the string is one a shell would have expanded, else null */
    private static void checkString(JsonString string, String shellField, SourceText text, Diagnostics out) {
        String value = string.value();
        for (var ref : Expansions.scan(value)) {
            var range = JsonText.range(text, string, ref.start(), ref.end());
            String written = value.substring(ref.start(), ref.end());
            if (ref.kind() == Expansions.Kind.BRACED) {
                boolean closed = value.charAt(ref.end() - 1) == '}';
                if (closed && Placeholders.isKnown(ref.name())) {
                    continue;
                }
                Optional<String> meant = !closed && Placeholders.isKnown(ref.name())
                        ? Optional.of(ref.name()) : Placeholders.typoOf(ref.name());
                if (meant.isPresent()) {
                    String placeholder = "${" + meant.get() + "}";
                    out.report(Rule.PLACEHOLDER_UNKNOWN, range, "\"" + written + "\" is not a placeholder; did you "
                            + "mean \"" + placeholder + "\"? Hosts reject unknown placeholders at install time.",
                            new QuickFix("Replace with " + placeholder, List.of(new TextEdit(range, placeholder))));
                    continue;
                }
                if (shellField == null) {
                    out.report(Rule.PLACEHOLDER_UNKNOWN, range, "\"" + written + "\" is not a placeholder: hosts "
                            + "substitute only " + Placeholders.allowedList() + " and reject anything else; use one "
                            + "of those or a literal value.");
                    continue;
                }
            } else if (shellField == null) {
                continue;
            }
            out.report(Rule.MCP_SHELL_EXPANSION, range, "\"" + written + "\" in " + shellField + " is shell syntax, "
                    + "but hosts start the server without a shell and pass it verbatim (and Windows has no such "
                    + "variable); write a literal value, or start a path with " + Placeholders.allowedList() + ".");
        }
    }
}
