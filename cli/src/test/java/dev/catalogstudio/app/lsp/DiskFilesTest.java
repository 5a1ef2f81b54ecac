package dev.catalogstudio.app.lsp;

import static dev.catalogstudio.app.lsp.LspHarness.WAIT_SECONDS;
import static dev.catalogstudio.app.lsp.LspHarness.doc;
import static dev.catalogstudio.app.lsp.LspHarness.uri;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.text.TextFileReader;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.DidChangeWatchedFilesParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FileChangeType;
import org.eclipse.lsp4j.FileEvent;
import org.eclipse.lsp4j.FileRename;
import org.eclipse.lsp4j.RenameFilesParams;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the server reads from disk after the scan (a file event, a closed document, a renamed folder): only what the
 * scan would list (a symbolic link is never followed, whatever it leads to) and only through the model's bounded
 * reader, so no file is read whole past its limit (issue 38, classes 3 and 5). The timeout is a hang guard.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class DiskFilesTest {

    private static final String SECRET = "# The outside file's secret heading\n";

    @TempDir
    Path dir;
    Path root;
    Path outside;
    LspHarness lsp;

    @BeforeEach
    void start() throws Exception {
        root = LspHarness.sample(dir.resolve("catalog"));
        outside = dir.resolve("outside");
        Files.createDirectories(outside);
        Files.writeString(outside.resolve("SKILL.md"), "---\nname: secret\ndescription: Not in the workspace.\n---\n"
                + SECRET);
        lsp = new LspHarness();
        lsp.initialize(root);
    }

    @AfterEach
    void stop() throws Exception {
        lsp.close();
    }

    /** The names of the document's symbols, or none when the server does not know the document. */
    private List<String> symbols(String uri) throws Exception {
        try {
            return lsp.server.getTextDocumentService().documentSymbol(new DocumentSymbolParams(doc(uri)))
                    .get(WAIT_SECONDS, TimeUnit.SECONDS).stream()
                    .flatMap(s -> names(s.getRight()).stream()).toList();
        } catch (ExecutionException e) {
            assertThat(e.getCause()).isInstanceOf(ResponseErrorException.class);
            return List.of();
        }
    }

    private static List<String> names(DocumentSymbol symbol) {
        var all = new java.util.ArrayList<String>(List.of(symbol.getName()));
        if (symbol.getChildren() != null) {
            symbol.getChildren().forEach(c -> all.addAll(names(c)));
        }
        return all;
    }

    private void changed(Path file) {
        lsp.server.getWorkspaceService().didChangeWatchedFiles(new DidChangeWatchedFilesParams(List.of(
                new FileEvent(uri(file), FileChangeType.Changed))));
    }

    /** The file at {@code link} becomes a symbolic link to {@code target}. */
    private static void link(Path link, Path target) throws Exception {
        Files.deleteIfExists(link);
        Files.createSymbolicLink(link, target);
    }

    @Test
    void aLinkToAFileOutsideIsNotFollowedOnAChangeEvent() throws Exception {
        Path skill = root.resolve("skills/metrics-query/SKILL.md");
        link(skill, outside.resolve("SKILL.md"));
        changed(skill);
        assertThat(symbols(uri(skill))).doesNotContain("The outside file's secret heading");
    }

    @Test
    void aLinkToAFileOutsideIsNotFollowedWhenItsDocumentCloses() throws Exception {
        Path skill = root.resolve("skills/metrics-query/SKILL.md");
        String text = Files.readString(skill);
        lsp.open(uri(skill), text);
        lsp.awaitPublish(uri(skill));
        link(skill, outside.resolve("SKILL.md"));
        lsp.server.getTextDocumentService().didClose(new DidCloseTextDocumentParams(doc(uri(skill))));
        assertThat(symbols(uri(skill))).doesNotContain("The outside file's secret heading");
    }

    @Test
    void aLinkInsideARenamedFolderIsNotFollowed() throws Exception {
        Path from = root.resolve("skills/metrics-query");
        Path to = root.resolve("skills/metrics-ask");
        Files.move(from, to);
        link(to.resolve("SKILL.md"), outside.resolve("SKILL.md"));
        lsp.server.getWorkspaceService().didRenameFiles(new RenameFilesParams(List.of(
                new FileRename(uri(from), uri(to)))));
        assertThat(symbols(uri(to.resolve("SKILL.md")))).doesNotContain("The outside file's secret heading");
    }

    @Test
    void aFolderLinkedFromOutsideIsNotWalkedWhenCreated() throws Exception {
        Path linked = root.resolve("skills/secret");
        Files.createSymbolicLink(linked, outside);
        lsp.server.getWorkspaceService().didChangeWatchedFiles(new DidChangeWatchedFilesParams(List.of(
                new FileEvent(uri(linked), FileChangeType.Created))));
        assertThat(symbols(uri(linked.resolve("SKILL.md")))).doesNotContain("The outside file's secret heading");
    }

    @Test
    void aFileOverTheLimitIsNeverReadWholeOnAChangeEvent() throws Exception {
        Path skill = root.resolve("skills/metrics-query/SKILL.md");
        String line = "Filler text of the body, long enough to make the file large.\n";
        var text = new StringBuilder(Files.readString(skill)).append("# Head heading\n");
        while (text.length() <= TextFileReader.MAX_FULL_READ_BYTES + 1024 * 1024) {
            text.append(line);
        }
        var held = symbols(uri(skill));
        Files.writeString(skill, text.append("# Tail heading\n"));
        long before = TextFileReader.BYTES_READ.sum();
        changed(skill);
        assertThat(symbols(uri(skill))).as("what the model holds: as read before, as the studio keeps it")
                .isEqualTo(held);
        assertReadThroughTheBoundedReader(before);
    }

    /**
     * The file was read once through the model's bounded reader, which reads one byte past its limit to know a file is
     * over it, and no further (the model's own reads after an update, of a few kilobytes, are let through).
     */
    private static void assertReadThroughTheBoundedReader(long before) {
        assertThat(TextFileReader.BYTES_READ.sum() - before).as("bytes read through the bounded reader")
                .isBetween(TextFileReader.MAX_FULL_READ_BYTES + 1, TextFileReader.MAX_FULL_READ_BYTES + 1 + 1024 * 1024);
    }

    @Test
    void aChangeEventForAHugeSparseFileReadsAtMostTheLimit() throws Exception {
        Path skill = root.resolve("skills/metrics-query/SKILL.md");
        var held = symbols(uri(skill));
        try (var file = new RandomAccessFile(skill.toFile(), "rw")) {
            file.setLength(1_500_000_000L); // sparse: no disk space, but 1.5 GB to whoever reads it whole
        }
        long before = TextFileReader.BYTES_READ.sum();
        changed(skill);
        assertThat(symbols(uri(skill))).isEqualTo(held);
        assertReadThroughTheBoundedReader(before);
    }

    @Test
    void aLinkToAHugeFileIsNotReadAtAll() throws Exception {
        Path huge = outside.resolve("huge.md");
        try (var file = new RandomAccessFile(huge.toFile(), "rw")) {
            file.setLength(1_500_000_000L);
        }
        Path skill = root.resolve("skills/metrics-query/SKILL.md");
        link(skill, huge);
        long before = TextFileReader.BYTES_READ.sum();
        changed(skill);
        lsp.sync(uri(root.resolve("skills/k8s-triage/SKILL.md")));
        assertThat(TextFileReader.BYTES_READ.sum() - before).as("bytes read: not even the head of the link's target")
                .isLessThan(TextFileReader.HEAD_BYTES);
        assertThat(symbols(uri(skill))).isEmpty();
    }
}
