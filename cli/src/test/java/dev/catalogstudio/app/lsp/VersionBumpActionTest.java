package dev.catalogstudio.app.lsp;

import static dev.catalogstudio.app.lsp.LspHarness.WAIT_SECONDS;
import static dev.catalogstudio.app.lsp.LspHarness.doc;
import static dev.catalogstudio.app.lsp.LspHarness.range;
import static dev.catalogstudio.app.lsp.LspHarness.uri;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.CreateFile;
import org.eclipse.lsp4j.CreateFileOptions;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.ResourceOperationKind;
import org.eclipse.lsp4j.SnippetTextEdit;
import org.eclipse.lsp4j.TextDocumentEdit;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.WorkspaceClientCapabilities;
import org.eclipse.lsp4j.WorkspaceEditCapabilities;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * "Bump patch/minor/major" ({@code refactor.rewrite}) on a MetaAgents entry through the protocol: the frontmatter's
 * {@code version} and the new CHANGELOG section dated by the server's clock ({@link LspHarness#CLOCK}, 2026-11-20),
 * with the exact edits, for clients with and without {@code documentChanges} and file creation.
 */
class VersionBumpActionTest {

    @TempDir
    Path dir;
    Path root;
    LspHarness lsp;
    String triage;
    String changelog;

    @BeforeEach
    void start() throws Exception {
        root = LspHarness.sample(dir.resolve("catalog"));
        triage = uri(root.resolve("skills/k8s-triage/SKILL.md"));
        changelog = uri(root.resolve("skills/k8s-triage/CHANGELOG.md"));
        lsp = new LspHarness();
    }

    @AfterEach
    void stop() throws Exception {
        lsp.close();
    }

    private static ClientCapabilities client(boolean documentChanges, String... operations) {
        var edit = new WorkspaceEditCapabilities();
        edit.setDocumentChanges(documentChanges);
        edit.setResourceOperations(List.of(operations));
        var workspace = new WorkspaceClientCapabilities();
        workspace.setWorkspaceEdit(edit);
        var caps = new ClientCapabilities();
        caps.setWorkspace(workspace);
        return caps;
    }

    private List<CodeAction> actions(String uri, Range range, List<String> only) throws Exception {
        var context = new CodeActionContext(List.of());
        context.setOnly(only);
        return lsp.server.getTextDocumentService().codeAction(new CodeActionParams(doc(uri), range, context))
                .get(WAIT_SECONDS, TimeUnit.SECONDS).stream().map(Either::getRight).toList();
    }

    private static Either<TextDocumentEdit, org.eclipse.lsp4j.ResourceOperation> edit(String uri, Integer version,
                                                                                     TextEdit edit) {
        return Either.forLeft(new TextDocumentEdit(new VersionedTextDocumentIdentifier(uri, version),
                List.of(Either.<TextEdit, SnippetTextEdit>forLeft(edit))));
    }

    @Test
    void theThreeBumpsSetTheVersionAndAddTheDatedChangelogSection() throws Exception {
        lsp.initialize(root, client(true, ResourceOperationKind.Create));
        lsp.open(triage, Files.readString(root.resolve("skills/k8s-triage/SKILL.md")));
        lsp.awaitPublish(triage);
        var bumps = actions(triage, range(4, 10, 4, 10), null);
        assertThat(bumps).extracting(CodeAction::getTitle)
                .containsExactly("Bump patch to 1.3.1", "Bump minor to 1.4.0", "Bump major to 2.0.0");
        assertThat(bumps).extracting(CodeAction::getKind).containsOnly(CodeActionKind.RefactorRewrite);
        // "version: 1.3.0" is line 4; the CHANGELOG's newest section "## 1.3.0 (2026-10-14)" is its line 2.
        assertThat(bumps.get(0).getEdit().getDocumentChanges()).containsExactly(
                edit(triage, 1, new TextEdit(range(4, 9, 4, 14), "1.3.1")),
                edit(changelog, null, new TextEdit(range(2, 0, 2, 0), "## 1.3.1 (2026-11-20)\n\n- \n\n")));
        assertThat(bumps.get(2).getEdit().getDocumentChanges().get(1).getLeft().getEdits().get(0).getLeft()
                .getNewText()).isEqualTo("## 2.0.0 (2026-11-20)\n\n- \n\n");
    }

    @Test
    void bumpsAreOfferedOnlyOnTheFrontmatterOfAnEntryAndWhenRefactorsAreAskedFor() throws Exception {
        lsp.initialize(root, client(true));
        lsp.sync(triage);
        assertThat(actions(triage, range(4, 10, 4, 10), List.of(CodeActionKind.QuickFix))).isEmpty();
        assertThat(actions(triage, range(4, 10, 4, 10), List.of(CodeActionKind.Refactor))).hasSize(3);
        assertThat(actions(triage, range(14, 3, 14, 3), null)).as("in the body").isEmpty();
        String workspaceSkill = uri(root.resolve(".agents/skills/catalog-review/SKILL.md"));
        lsp.sync(workspaceSkill);
        assertThat(actions(workspaceSkill, range(1, 3, 1, 3), null)).as("not a MetaAgents entry").isEmpty();
    }

    @Test
    void withoutAChangelogTheBumpCreatesOneWhereTheClientCan() throws Exception {
        Files.delete(root.resolve("skills/k8s-triage/CHANGELOG.md"));
        lsp.initialize(root, client(true, ResourceOperationKind.Create));
        lsp.sync(triage);
        var patch = actions(triage, range(4, 10, 4, 10), null).get(0);
        assertThat(patch.getDisabled()).isNull();
        assertThat(patch.getEdit().getDocumentChanges()).containsExactly(
                edit(triage, null, new TextEdit(range(4, 9, 4, 14), "1.3.1")),
                Either.forRight(new CreateFile(changelog, new CreateFileOptions(false, true))),
                edit(changelog, null, new TextEdit(range(0, 0, 0, 0),
                        "# Changelog\n\n## 1.3.1 (2026-11-20)\n\n- \n")));
    }

    @Test
    void aClientThatCannotCreateFilesIsToldWhyAndOneWithoutDocumentChangesGetsPlainChanges() throws Exception {
        Files.delete(root.resolve("skills/metrics-query/CHANGELOG.md"));
        lsp.initialize(root, client(false));
        String metrics = uri(root.resolve("skills/metrics-query/SKILL.md"));
        lsp.sync(metrics);
        var disabled = actions(metrics, range(4, 10, 4, 10), null).get(0);
        assertThat(disabled.getEdit()).isNull();
        assertThat(disabled.getDisabled().getReason()).isEqualTo("There is no CHANGELOG.md beside "
                + "skills/metrics-query/SKILL.md, and this editor cannot create files in a workspace edit.");

        var patch = actions(triage, range(4, 10, 4, 10), null).get(0);
        assertThat(patch.getEdit().getDocumentChanges()).isNullOrEmpty();
        assertThat(patch.getEdit().getChanges()).isEqualTo(Map.of(
                triage, List.of(new TextEdit(range(4, 9, 4, 14), "1.3.1")),
                changelog, List.of(new TextEdit(range(2, 0, 2, 0), "## 1.3.1 (2026-11-20)\n\n- \n\n"))));
    }
}
