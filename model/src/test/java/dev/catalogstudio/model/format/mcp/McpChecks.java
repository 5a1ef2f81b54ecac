package dev.catalogstudio.model.format.mcp;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.text.SourceText;
import java.util.List;

/** Test helpers: run the MCP rules on a text and pick out one code's positions. */
final class McpChecks {

    private McpChecks() {
    }

    /** The diagnostics of {@link McpFileRules} for {@code json} saved as {@code fileName}, sorted. */
    static List<Diagnostic> mcpFile(String json, String fileName) {
        var out = new Diagnostics();
        McpFileRules.check(McpFile.parse(SourceText.of(json), fileName), out);
        return out.sorted();
    }

    /** {@link #mcpFile(String, String)} for a file named after {@code io.example/mcp}. */
    static List<Diagnostic> mcpFile(String json) {
        return mcpFile(json, "io.example_mcp.json");
    }

    /** The diagnostics of {@link McpConfigRules} for a {@code .mcp.json} text, sorted. */
    static List<Diagnostic> mcpConfig(String json) {
        var out = new Diagnostics();
        McpConfigRules.check(McpConfig.parse(SourceText.of(json)), out);
        return out.sorted();
    }

    /** The diagnostics with {@code code}. */
    static List<Diagnostic> only(List<Diagnostic> diagnostics, String code) {
        return diagnostics.stream().filter(d -> d.code().equals(code)).toList();
    }

    /** The start positions ({@code line:column}) of the diagnostics with {@code code}. */
    static List<String> at(List<Diagnostic> diagnostics, String code) {
        return only(diagnostics, code).stream().map(d -> d.range().start().toString()).toList();
    }

    /** The codes of all diagnostics, in order. */
    static List<String> codes(List<Diagnostic> diagnostics) {
        return diagnostics.stream().map(Diagnostic::code).toList();
    }

    /** The text a diagnostic's range covers in {@code json}. */
    static String covered(String json, Diagnostic diagnostic) {
        return SourceText.of(json).slice(diagnostic.range());
    }
}
