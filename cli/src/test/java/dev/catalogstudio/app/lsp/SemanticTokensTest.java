package dev.catalogstudio.app.lsp;

import static dev.catalogstudio.app.lsp.LspHarness.WAIT_SECONDS;
import static dev.catalogstudio.app.lsp.LspHarness.doc;
import static dev.catalogstudio.app.lsp.LspHarness.uri;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code semanticTokens/full} through the protocol: the model's highlighting of a small SKILL.md (the spans the studio's
 * editor paints) as the standard token types, with the exact tokens.
 */
class SemanticTokensTest {

    @TempDir
    Path dir;

    private static final String SKILL = """
            ---
            name: tiny
            description: "A tiny skill."
            # a comment
            allowed-tools:
              - Read
            license: |
              MIT, see
              LICENSE
            ---
            # Tiny

            Run `x`.
            """;

    /** A token with absolute place, as the relative encoding is decoded by a client. */
    record Token(int line, int character, int length, String type, int modifiers) {
    }

    @Test
    void theFrontmatterSpansOfTheModelAreSentAsStandardTokenTypes() throws Exception {
        Path skill = dir.resolve("ws/skills/tiny/SKILL.md");
        Files.createDirectories(skill.getParent());
        Files.writeString(skill, SKILL);
        try (var lsp = new LspHarness()) {
            var caps = lsp.initialize(dir.resolve("ws")).getCapabilities();
            var legend = caps.getSemanticTokensProvider().getLegend();
            assertThat(legend.getTokenTypes()).startsWith("property", "string", "number", "keyword", "comment",
                    "operator");
            assertThat(caps.getSemanticTokensProvider().getFull().getLeft()).isTrue();
            lsp.open(uri(skill), SKILL);
            var data = lsp.server.getTextDocumentService().semanticTokensFull(new SemanticTokensParams(
                    doc(uri(skill)))).get(WAIT_SECONDS, TimeUnit.SECONDS).getData();
            assertThat(data.subList(0, 15)).as("relative encoding").containsExactly(
                    0, 0, 3, 5, 0,
                    1, 0, 4, 0, 0,
                    0, 4, 1, 5, 0);
            var tokens = new ArrayList<Token>();
            int line = 0;
            int character = 0;
            for (int i = 0; i < data.size(); i += 5) {
                line += data.get(i);
                character = data.get(i) == 0 ? character + data.get(i + 1) : data.get(i + 1);
                tokens.add(new Token(line, character, data.get(i + 2), legend.getTokenTypes().get(data.get(i + 3)),
                        data.get(i + 4)));
            }
            // Plain scalars (tiny, Read) have no style in the model; the heading and the code span are Markdown's
            // own, left to the editor. The block scalar's text is one token per line.
            assertThat(tokens).containsExactly(
                    new Token(0, 0, 3, "operator", 0),
                    new Token(1, 0, 4, "property", 0),
                    new Token(1, 4, 1, "operator", 0),
                    new Token(2, 0, 11, "property", 0),
                    new Token(2, 11, 1, "operator", 0),
                    new Token(2, 13, 15, "string", 0),
                    new Token(3, 0, 11, "comment", 0),
                    new Token(4, 0, 13, "property", 0),
                    new Token(4, 13, 1, "operator", 0),
                    new Token(5, 2, 1, "operator", 0),
                    new Token(6, 0, 7, "property", 0),
                    new Token(6, 7, 1, "operator", 0),
                    new Token(6, 9, 1, "operator", 0),
                    new Token(7, 0, 10, "string", 0),
                    new Token(8, 0, 9, "string", 0),
                    new Token(9, 0, 3, "operator", 0));
            assertThat(lsp.shutdownAndExit()).isZero();
        }
    }

    @Test
    void aStarlarkFunctionIsADeclarationAndABuiltinIsOfTheDefaultLibrary() {
        var text = "def check(x):\n    return len(x)\n";
        var highlighting = dev.catalogstudio.model.formats.Highlights.of(
                dev.catalogstudio.model.format.EditorLanguage.STARLARK, dev.catalogstudio.model.text.SourceText.of(text));
        var data = Tokens.encode(text, highlighting);
        var functions = new ArrayList<List<Integer>>();
        for (int i = 0; i < data.size(); i += 5) {
            if (Tokens.TYPES.get(data.get(i + 3)).equals("function")) {
                functions.add(List.of(data.get(i + 2), data.get(i + 4)));
            }
        }
        // 'check' (5 characters, declaration = bit 0), 'len' (3, defaultLibrary = bit 1)
        assertThat(functions).containsExactly(List.of(5, 1), List.of(3, 2));
    }
}
