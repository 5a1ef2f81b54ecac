package dev.catalogstudio.app.lsp;

import static dev.catalogstudio.app.lsp.LspHarness.WAIT_SECONDS;
import static dev.catalogstudio.app.lsp.LspHarness.doc;
import static dev.catalogstudio.app.lsp.LspHarness.range;
import static dev.catalogstudio.app.lsp.LspHarness.uri;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.FileRename;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PrepareRenameParams;
import org.eclipse.lsp4j.PrepareRenameResult;
import org.eclipse.lsp4j.RenameFile;
import org.eclipse.lsp4j.RenameFilesParams;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.ResourceOperationKind;
import org.eclipse.lsp4j.TextDocumentEdit;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.WorkspaceClientCapabilities;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.WorkspaceEditCapabilities;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code prepareRename} and {@code rename} of a skill through the protocol, on a copy of the sample catalog: the one
 * workspace edit with its exact text edits (the name, every origin naming the folder, a relative link into it) and the
 * folder's {@link RenameFile}; what is refused, and why.
 */
class SkillRenameTest {

    @TempDir
    Path dir;
    Path root;
    LspHarness lsp;
    String triage;
    String incident;

    @BeforeEach
    void start() throws Exception {
        root = LspHarness.sample(dir.resolve("catalog"));
        triage = uri(root.resolve("skills/k8s-triage/SKILL.md"));
        incident = uri(root.resolve("skills/incident-response/SKILL.md"));
        lsp = new LspHarness();
    }

    @AfterEach
    void stop() throws Exception {
        lsp.close();
    }

    private static <T> T get(CompletableFuture<T> future) throws Exception {
        return future.get(WAIT_SECONDS, TimeUnit.SECONDS);
    }

    /** A client that applies {@code RenameFile} in {@code documentChanges}, as VS Code and Neovim announce. */
    private static ClientCapabilities renamingClient() {
        var edit = new WorkspaceEditCapabilities();
        edit.setDocumentChanges(true);
        edit.setResourceOperations(List.of(ResourceOperationKind.Create, ResourceOperationKind.Rename,
                ResourceOperationKind.Delete));
        var workspace = new WorkspaceClientCapabilities();
        workspace.setWorkspaceEdit(edit);
        var caps = new ClientCapabilities();
        caps.setWorkspace(workspace);
        return caps;
    }

    private static String folderUri(Path folder) {
        String uri = uri(folder);
        return uri.endsWith("/") ? uri.substring(0, uri.length() - 1) : uri;
    }

    @Test
    void prepareRenameGivesTheNameValueOrTheFolderSegmentOfAnOrigin() throws Exception {
        lsp.initialize(root, renamingClient());
        lsp.open(incident, Files.readString(root.resolve("skills/incident-response/SKILL.md")));
        lsp.awaitPublish(incident);
        PrepareRenameResult onName = get(lsp.server.getTextDocumentService().prepareRename(
                new PrepareRenameParams(doc(triage), new Position(1, 9)))).getSecond();
        assertThat(onName.getRange()).isEqualTo(range(1, 6, 1, 16));
        assertThat(onName.getPlaceholder()).isEqualTo("k8s-triage");
        // line 7: '    - "https://github.com/acme-platform/agent-catalog/tree/main/skills/k8s-triage"'
        PrepareRenameResult onOrigin = get(lsp.server.getTextDocumentService().prepareRename(
                new PrepareRenameParams(doc(incident), new Position(7, 30)))).getSecond();
        assertThat(onOrigin.getRange()).isEqualTo(range(7, 71, 7, 81));
        assertThat(onOrigin.getPlaceholder()).isEqualTo("k8s-triage");
        // The description, an MCP origin: nothing to rename.
        assertThat(get(lsp.server.getTextDocumentService().prepareRename(
                new PrepareRenameParams(doc(triage), new Position(3, 20))))).isNull();
        assertThat(get(lsp.server.getTextDocumentService().prepareRename(
                new PrepareRenameParams(doc(incident), new Position(10, 40))))).isNull();
    }

    @Test
    void renameEditsTheNameEveryOriginAndLinkThenRenamesTheFolder() throws Exception {
        lsp.initialize(root, renamingClient());
        String text = Files.readString(root.resolve("skills/incident-response/SKILL.md"))
                + "\nSee [the triage steps](../k8s-triage/SKILL.md#steps) and [severity](references/SEVERITY.md).\n";
        lsp.open(incident, text);
        lsp.awaitPublish(incident);
        int linkLine = (int) text.lines().count() - 1;
        WorkspaceEdit edit = get(lsp.server.getTextDocumentService().rename(
                new RenameParams(doc(incident), new Position(7, 75), "kube-triage")));
        assertThat(edit.getChanges()).isNullOrEmpty();
        var changes = edit.getDocumentChanges();
        assertThat(changes).containsExactly(
                textEdit(uri(root.resolve("agents/oncall-engineer/AGENTS.md")), null,
                        new TextEdit(range(8, 71, 8, 81), "kube-triage")),
                textEdit(incident, 1,
                        new TextEdit(range(7, 71, 7, 81), "kube-triage"),
                        new TextEdit(range(linkLine, 26, linkLine, 36), "kube-triage")),
                textEdit(triage, null, new TextEdit(range(1, 6, 1, 16), "kube-triage")),
                textEdit(uri(root.resolve("skills/rollout-check/SKILL.md")), null,
                        new TextEdit(range(10, 71, 10, 81), "kube-triage")),
                Either.forRight(new RenameFile(folderUri(root.resolve("skills/k8s-triage")),
                        folderUri(root.resolve("skills/kube-triage")))));
    }

    @Test
    void afterTheClientAppliesTheRenameTheModelFollowsTheFolder() throws Exception {
        lsp.initialize(root, renamingClient());
        lsp.sync(triage);
        WorkspaceEdit edit = get(lsp.server.getTextDocumentService().rename(
                new RenameParams(doc(triage), new Position(1, 8), "kube-triage")));
        // What an editor does with it: the text edits saved, then the folder moved; didChangeWatchedFiles for the
        // files it saved (their old URIs: the renamed SKILL.md is followed through the folder), then didRenameFiles.
        var saved = new java.util.ArrayList<org.eclipse.lsp4j.FileEvent>();
        for (var change : edit.getDocumentChanges()) {
            if (change.isLeft()) {
                Path file = Path.of(java.net.URI.create(change.getLeft().getTextDocument().getUri()));
                String before = Files.readString(file);
                var edits = new java.util.ArrayList<>(change.getLeft().getEdits().stream().map(Either::getLeft).toList());
                java.util.Collections.reverse(edits);
                String after = before;
                for (var e : edits) {
                    after = after.substring(0, LspText.offset(after, e.getRange().getStart())) + e.getNewText()
                            + after.substring(LspText.offset(after, e.getRange().getEnd()));
                }
                Files.writeString(file, after);
                if (!file.startsWith(root.resolve("skills/k8s-triage"))) {
                    saved.add(new org.eclipse.lsp4j.FileEvent(uri(file), org.eclipse.lsp4j.FileChangeType.Changed));
                }
            } else {
                var move = (RenameFile) change.getRight();
                Files.move(Path.of(java.net.URI.create(move.getOldUri())), Path.of(java.net.URI.create(move.getNewUri())));
            }
        }
        String renamed = uri(root.resolve("skills/kube-triage/SKILL.md"));
        lsp.server.getWorkspaceService().didChangeWatchedFiles(new org.eclipse.lsp4j.DidChangeWatchedFilesParams(saved));
        lsp.server.getWorkspaceService().didRenameFiles(new RenameFilesParams(List.of(new FileRename(
                folderUri(root.resolve("skills/k8s-triage")), folderUri(root.resolve("skills/kube-triage"))))));
        lsp.sync(renamed);
        // The dependents resolve to the renamed skill: its references are the three origins, rewritten.
        var references = get(lsp.server.getTextDocumentService().references(new org.eclipse.lsp4j.ReferenceParams(
                doc(renamed), new Position(1, 8), new org.eclipse.lsp4j.ReferenceContext(false))));
        assertThat(references).extracting(l -> l.getUri()).containsExactly(
                uri(root.resolve("agents/oncall-engineer/AGENTS.md")), incident,
                uri(root.resolve("skills/rollout-check/SKILL.md")));
        assertThat(Files.readString(root.resolve("skills/kube-triage/SKILL.md"))).contains("name: kube-triage\n");
        assertThat(Files.exists(root.resolve("skills/kube-triage/references/SETUP.md"))).isTrue();
        // The old folder's files left the model: asking about one is an error, not a stale answer.
        assertThatThrownBy(() -> get(lsp.server.getTextDocumentService().hover(new org.eclipse.lsp4j.HoverParams(
                doc(triage), new Position(1, 2))))).isInstanceOf(ExecutionException.class);
    }

    @Test
    void aClientThatCannotRenameFilesIsToldWhyInsteadOfGettingAHalfRename() throws Exception {
        lsp.initialize(root); // no workspaceEdit capabilities
        lsp.sync(triage);
        assertThatThrownBy(() -> get(lsp.server.getTextDocumentService().rename(
                new RenameParams(doc(triage), new Position(1, 8), "kube-triage"))))
                .isInstanceOf(ExecutionException.class).cause().isInstanceOf(ResponseErrorException.class)
                .satisfies(e -> {
                    var error = ((ResponseErrorException) e).getResponseError();
                    assertThat(error.getCode()).isEqualTo(ResponseErrorCode.RequestFailed.getValue());
                    assertThat(error.getMessage()).contains("renames its folder")
                            .contains("workspace.workspaceEdit.resourceOperations");
                });
    }

    @Test
    void anInvalidNameOrATakenFolderIsRefused() throws Exception {
        lsp.initialize(root, renamingClient());
        lsp.sync(triage);
        assertThatThrownBy(() -> get(lsp.server.getTextDocumentService().rename(
                new RenameParams(doc(triage), new Position(1, 8), "Kube_Triage"))))
                .cause().isInstanceOf(ResponseErrorException.class)
                .hasMessageContaining("'Kube_Triage' is not a valid skill name");
        assertThatThrownBy(() -> get(lsp.server.getTextDocumentService().rename(
                new RenameParams(doc(triage), new Position(1, 8), "metrics-query"))))
                .cause().isInstanceOf(ResponseErrorException.class)
                .hasMessageContaining("There is already a 'skills/metrics-query'");
    }

    @Test
    void aRenameOntoADanglingLinksNameIsRefused() throws Exception {
        lsp.initialize(root, renamingClient());
        lsp.sync(triage);
        Files.createSymbolicLink(root.resolve("skills/kube-triage"), root.resolve("nowhere"));
        assertThatThrownBy(() -> get(lsp.server.getTextDocumentService().rename(
                new RenameParams(doc(triage), new Position(1, 8), "kube-triage"))))
                .cause().isInstanceOf(ResponseErrorException.class)
                .hasMessageContaining("There is already a 'skills/kube-triage'");
    }

    @Test
    void willRenameFilesRefusesATargetThatExistsEvenAsADanglingLink() throws Exception {
        lsp.initialize(root, renamingClient());
        lsp.sync(triage);
        Files.createSymbolicLink(root.resolve("skills/kube-triage"), root.resolve("nowhere"));
        String from = folderUri(root.resolve("skills/k8s-triage"));
        assertThatThrownBy(() -> get(lsp.server.getWorkspaceService().willRenameFiles(new RenameFilesParams(List.of(
                new FileRename(from, folderUri(root.resolve("skills/kube-triage"))))))))
                .cause().isInstanceOf(ResponseErrorException.class)
                .satisfies(e -> assertThat(((ResponseErrorException) e).getResponseError().getCode())
                        .isEqualTo(ResponseErrorCode.InvalidParams.getValue()))
                .hasMessageContaining("skills/kube-triage");
        // A free name is accepted, with no edit of its own.
        assertThat(get(lsp.server.getWorkspaceService().willRenameFiles(new RenameFilesParams(List.of(
                new FileRename(from, folderUri(root.resolve("skills/kube-steps")))))))).isNull();
    }

    private static Either<TextDocumentEdit, org.eclipse.lsp4j.ResourceOperation> textEdit(String uri, Integer version,
                                                                                          TextEdit... edits) {
        return Either.forLeft(new TextDocumentEdit(new VersionedTextDocumentIdentifier(uri, version),
                java.util.Arrays.stream(edits).map(Either::<TextEdit, org.eclipse.lsp4j.SnippetTextEdit>forLeft)
                        .toList()));
    }
}
