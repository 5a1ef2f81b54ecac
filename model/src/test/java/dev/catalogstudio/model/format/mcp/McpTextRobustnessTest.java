package dev.catalogstudio.model.format.mcp;

import static dev.catalogstudio.model.format.mcp.McpChecks.at;
import static dev.catalogstudio.model.format.mcp.McpChecks.codes;
import static dev.catalogstudio.model.format.mcp.McpChecks.covered;
import static dev.catalogstudio.model.format.mcp.McpChecks.mcpConfig;
import static dev.catalogstudio.model.format.mcp.McpChecks.mcpFile;
import static dev.catalogstudio.model.format.mcp.McpChecks.only;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Line endings, byte order marks, non-ASCII text, escapes and hostile nesting. */
class McpTextRobustnessTest {

    private static final String GOOD = McpFileRulesTest.GOOD;

    @Test
    void crlfFilesAreJudgedInTheirOwnLineEnding() {
        var crlf = GOOD.replace("\n", "\r\n");
        assertThat(mcpFile(crlf)).isEmpty();
        var badCrlf = crlf.replace("  \"type\"", "    \"type\"").replace("\"npx\"", "\"/usr/bin/npx\"");
        var diagnostics = mcpFile(badCrlf);
        assertThat(at(diagnostics, "mcp-json-style")).containsExactly("5:1");
        assertThat(at(diagnostics, "mcp-command-absolute")).containsExactly("6:14");
        var fixed = only(diagnostics, "mcp-json-style").get(0).fixes().get(0).applyTo(badCrlf);
        assertThat(fixed).isEqualTo(crlf.replace("\"npx\"", "\"/usr/bin/npx\""));
        var mixed = crlf.replaceFirst("\r\n  \"type\"", "\n  \"type\"");
        assertThat(at(mcpFile(mixed), "mcp-json-style")).containsExactly("4:1");
    }

    @Test
    void aByteOrderMarkIsNotCountedInColumns() {
        var withBom = "\uFEFF" + GOOD.replace("\"npx\"", "\"./npx\"");
        var diagnostics = mcpFile(withBom);
        assertThat(codes(diagnostics)).containsExactly("mcp-command-absolute");
        assertThat(at(diagnostics, "mcp-command-absolute")).containsExactly("6:14");
        assertThat(at(mcpFile("\uFEFF{\"_meta\": {}"), "mcp-json-syntax")).containsExactly("1:13");
    }

    @Test
    void nonAsciiStringsKeepUtf16Columns() {
        var text = McpCrossPlatformRulesTest.stdio("\"npx\"", "\"caf\u00e9 \uD83D\uDE00 $HOME\"");
        var expansion = only(mcpFile(text), "mcp-shell-expansion");
        assertThat(expansion).extracting(d -> d.range().start().toString()).containsExactly("7:14");
        assertThat(covered(text, expansion.get(0))).isEqualTo("$HOME");
        var style = GOOD.replace("\"@example/mcp\"", "\"\u00e9\u00e8\"    ");
        assertThat(at(mcpFile(style), "mcp-json-style")).containsExactly("9:1");
    }

    @Test
    void escapesInStringsMapToTheirSourceCharacters() {
        var text = McpCrossPlatformRulesTest.stdio("\"npx\"", "\"a\\\"b\\u00e9\\\\ ${workspceDir} \\n$HOME\"");
        var diagnostics = mcpFile(text);
        var placeholder = only(diagnostics, "placeholder-unknown").get(0);
        assertThat(covered(text, placeholder)).isEqualTo("${workspceDir}");
        assertThat(placeholder.range().start().toString()).isEqualTo("7:19");
        assertThat(only(diagnostics, "mcp-shell-expansion")).extracting(d -> covered(text, d))
                .containsExactly("$HOME");
        var fixed = placeholder.fixes().get(0).applyTo(text);
        assertThat(fixed).contains("\"a\\\"b\\u00e9\\\\ ${workspaceDir} \\n$HOME\"");
        var escapedPlaceholder = McpCrossPlatformRulesTest.stdio("\"npx\"", "\"\\u0024{workspceDir}\"");
        var viaEscape = only(mcpFile(escapedPlaceholder), "placeholder-unknown").get(0);
        assertThat(covered(escapedPlaceholder, viaEscape)).isEqualTo("\\u0024{workspceDir}");
        assertThat(mcpFile(viaEscape.fixes().get(0).applyTo(escapedPlaceholder))).isEmpty();
    }

    @Test
    void deepNestingIsASyntaxErrorNotAStackOverflow() {
        var deep = "[".repeat(10_000) + "]".repeat(10_000);
        var deepObject = "{\"_meta\": " + "{\"a\": ".repeat(10_000) + "1" + "}".repeat(10_001);
        assertThat(codes(mcpFile(deep))).containsExactly("mcp-json-syntax");
        assertThat(codes(mcpFile(deepObject))).containsExactly("mcp-json-syntax");
        assertThat(codes(mcpConfig(deep))).containsExactly("mcp-config-syntax");
    }

    @Test
    // A hang guard only: the work is counted.
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void manyStringsAreCheckedInLinearWork() {
        // Characters walked to place each reference: 4n strings against n; linear is 4, from the file start 16.
        long n = walked(5_000);
        assertThat(n).isPositive();
        assertThat(walked(20_000)).isLessThanOrEqualTo(4 * n + 4 * n / 8);
    }

    private static long walked(int strings) {
        var args = new String[strings];
        java.util.Arrays.fill(args, "\"--flag ${workspaceDir} $\"");
        var text = McpCrossPlatformRulesTest.stdio("\"npx\"", args);
        long before = dev.catalogstudio.model.json.JsonRanges.CHARS_WALKED.sum();
        assertThat(mcpFile(text)).isEmpty();
        return dev.catalogstudio.model.json.JsonRanges.CHARS_WALKED.sum() - before;
    }
}
