package dev.catalogstudio.model.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** A parser that fails costs one document one diagnostic, never the run. */
class ParseFailureTest {

    private static SourceFile source(String path, String text) {
        return SourceFile.decode(new WorkspaceFile(path, Path.of("/w").resolve(path), text.length()),
                text.getBytes(java.nio.charset.StandardCharsets.UTF_8), false);
    }

    @Test
    void aThrowingParserGivesAnInternalErrorDiagnostic() {
        var read = WorkspaceDocuments.Read.of(source("skills/a/SKILL.md", "---\nname: a\n---\n"), (path, text) -> {
            throw new IllegalStateException("boom");
        });

        assertThat(read.product()).isNull();
        assertThat(read.source().readable()).isFalse();
        assertThat(read.source().diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo("internal-error");
            assertThat(d.message()).contains("parsing", "IllegalStateException: boom");
        });
    }

    @Test
    void anErrorSuchAsAStackOverflowIsContainedToo() {
        var read = WorkspaceDocuments.Read.of(source("a.3md", "x"), (path, text) -> {
            throw new StackOverflowError();
        });

        assertThat(read.source().diagnostics()).extracting(d -> d.code()).containsExactly("internal-error");
    }

    @Test
    void aWorkingParserIsUsedAsIs() {
        var read = WorkspaceDocuments.Read.of(source("skills/a/SKILL.md", "---\nname: a\n---\n"));

        assertThat(read.product()).isNotNull();
        assertThat(read.source().diagnostics()).isEmpty();
    }
}
