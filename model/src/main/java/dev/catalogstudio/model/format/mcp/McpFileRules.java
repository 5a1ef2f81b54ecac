package dev.catalogstudio.model.format.mcp;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.QuickFix;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.json.JsonLayout;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.TextEdit;
import java.util.List;

/**
 * The per-document rules for a MetaAgents MCP file (RULES.md § MetaAgents, the {@code mcp-*} rows; metaagents.md
 * § Frontmatter / format — MCP, § MCP cross-platform rules, § Placeholder substitution). Reports
 * {@code mcp-json-syntax}, {@code duplicate-key}, {@code field-required}, {@code field-type}, {@code mcp-name-format},
 * {@code mcp-filename-mismatch}, {@code mcp-json-style}, {@code mcp-transport}, {@code mcp-dependencies},
 * {@code mcp-command-absolute}, {@code mcp-shell-wrapper}, {@code mcp-shell-expansion}, {@code placeholder-unknown}
 * and {@code secret-literal}, each on the offending token. Stateless and thread-safe.
 */
final class McpFileRules {

    /** The title of the {@code mcp-json-style} quick fix. */
    public static final String REFORMAT_TITLE = "Reformat (2-space indent, trailing newline)";

    private McpFileRules() {
    }

    /**
     * Checks one MCP file (the caller decided it is one: {@link McpFile#isMcp()}, or any {@code mcps/*.json} of a
     * MetaAgents catalog). A file that is not JSON gets only {@code mcp-json-syntax}, at the parser's error position;
     * one whose root is not an object only {@code field-type}.
     */
    static void check(McpFile file, Diagnostics out) {
        var result = file.result();
        if (result.error() != null) {
            out.report(Rule.MCP_JSON_SYNTAX, result.error().range(), "This MCP file is not JSON: "
                    + result.error().message() + ". " + JsonText.STRICT_JSON_ADVICE);
            return;
        }
        var text = file.text();
        if (file.root().isEmpty()) {
            out.report(Rule.FIELD_TYPE, result.root().range(), "An MCP file holds one JSON object, but this one holds "
                    + result.root().typeName() + ".");
            return;
        }
        var root = file.root().get();
        JsonText.reportDuplicates(result, out);
        checkMeta(file, root, out);
        checkStyle(file, out);
        McpFields.checkTypes(root, out);
        checkTransport(root, text, out);
        file.dependenciesRange().ifPresent(range -> out.report(Rule.MCP_DEPENDENCIES, range, "An MCP is a leaf: it "
                + "cannot declare \"dependencies\". Remove the member, and declare the dependency on the agent or "
                + "skill that uses this MCP instead."));
        McpCommandRules.check(root, out);
        McpExpansionRules.check(root, text, out);
        SecretLiterals.check(root, text, SecretLiterals.Remedy.STAND_IN, out);
    }

    private static void checkMeta(McpFile file, JsonObject root, Diagnostics out) {
        var found = root.member("_meta");
        if (found.isEmpty()) {
            out.report(Rule.FIELD_REQUIRED, root.range().start().offset() == root.range().end().offset() ? root.range()
                    : file.text().range(root.range().start().offset(), root.range().start().offset() + 1),
                    "This MCP file has no \"_meta\"; add \"_meta\": {\"name\": \"" + suggestedName(file)
                    + "\"} so the catalog can name it.");
            return;
        }
        var metaMember = found.get();
        if (!(metaMember.value() instanceof JsonObject meta)) {
            out.report(Rule.FIELD_TYPE, metaMember.value().range(), "\"_meta\" is " + metaMember.value().typeName()
                    + " but must be an object holding the MCP name, e.g. {\"name\": \"" + suggestedName(file) + "\"}.");
            return;
        }
        var name = meta.get("name");
        if (name.isEmpty()) {
            out.report(Rule.FIELD_REQUIRED, metaMember.nameRange(), "\"_meta\" has no \"name\"; add the MCP name, "
                    + "e.g. \"name\": \"" + suggestedName(file) + "\".");
        } else if (!(name.get() instanceof JsonString fqn)) {
            out.report(Rule.FIELD_TYPE, name.get().range(), "\"_meta.name\" is " + name.get().typeName()
                    + " but must be a string \"<namespace>/<name>\", e.g. \"" + suggestedName(file) + "\".");
        } else {
            var problem = McpNameFormat.problem(fqn.value());
            if (problem.isPresent()) {
                out.report(Rule.MCP_NAME_FORMAT, fqn.range(), "\"_meta.name\" breaks the MCP registry rules: "
                        + problem.get() + ".");
                return;
            }
            String expected = fqn.value().replace('/', '_') + ".json";
            if (!expected.equals(file.fileName())) {
                out.report(Rule.MCP_FILENAME_MISMATCH, fqn.range(), "The file is named \"" + file.fileName()
                        + "\" but an MCP named \"" + fqn.value() + "\" must live in \"" + expected + "\"; rename "
                        + "the file (or fix the name).");
            }
        }
    }

    /** The name the file name suggests ({@code io.example_mcp.json} → {@code io.example/mcp}), for messages. */
    private static String suggestedName(McpFile file) {
        String base = file.fileName().endsWith(".json")
                ? file.fileName().substring(0, file.fileName().length() - 5) : file.fileName();
        int underscore = base.indexOf('_');
        return underscore < 0 ? "<namespace>/<name>" : base.substring(0, underscore) + "/"
                + base.substring(underscore + 1);
    }

    private static void checkStyle(McpFile file, Diagnostics out) {
        var text = file.text();
        String canonical = JsonLayout.render(file.result().root(), text, text.lineEnding().chars());
        String actual = text.text();
        if (canonical.equals(actual)) {
            return;
        }
        int differ = 0;
        while (differ < actual.length() && differ < canonical.length()
                && actual.charAt(differ) == canonical.charAt(differ)) {
            differ++;
        }
        int line = text.positionAt(differ).line();
        var fix = new QuickFix(REFORMAT_TITLE, List.of(new TextEdit(text.range(0, text.length()), canonical)));
        out.report(Rule.MCP_JSON_STYLE, text.lineRange(line), "MCP files must be pretty-printed with a 2-space "
                + "indent, one member per line and a trailing newline; line " + line + " differs from that layout.",
                fix);
    }

    private static void checkTransport(JsonObject root, SourceText text, Diagnostics out) {
        var type = root.get("type");
        if (type.isPresent() && !(type.get() instanceof JsonString)) {
            return;
        }
        boolean hasCommand = root.member("command").isPresent();
        var url = root.member("url");
        var typeString = type.map(JsonString.class::cast);
        String transport = typeString.map(JsonString::value).orElse(McpFields.STDIO);
        if (!McpFields.TRANSPORTS.contains(transport)) {
            out.report(Rule.MCP_TRANSPORT, type.get().range(), "\"type\" is \"" + transport + "\", which no host "
                    + "knows; use \"stdio\" (runs \"command\") or \"http\", \"sse\" or \"streamable-http\" (connect "
                    + "to \"url\").");
        } else if (transport.equals(McpFields.STDIO) && !hasCommand) {
            String why = typeString.isPresent() ? "\"type\" is \"stdio\"" : "there is no \"type\", so hosts assume "
                    + "\"stdio\"";
            var range = typeString.map(JsonString::range).or(() -> url.map(JsonValue.Member::nameRange))
                    .orElseGet(() -> JsonText.opening(text, root));
            out.report(Rule.MCP_TRANSPORT, range, why + ", but there is no \"command\" to run; add \"command\" "
                    + "(e.g. \"npx\")" + (url.isPresent() ? ", or set \"type\": \"http\" to connect to the \"url\"" : "")
                    + ".");
        } else if (!transport.equals(McpFields.STDIO) && url.isEmpty()) {
            out.report(Rule.MCP_TRANSPORT, type.get().range(), "\"type\" is \"" + transport + "\", but there is no "
                    + "\"url\" to connect to; add \"url\"" + (hasCommand ? ", or set \"type\": \"stdio\" to run the "
                    + "\"command\"" : "") + ".");
        }
    }
}
