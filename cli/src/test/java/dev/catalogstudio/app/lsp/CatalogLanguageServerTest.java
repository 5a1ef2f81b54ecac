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
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.DidChangeWatchedFilesParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FileChangeType;
import org.eclipse.lsp4j.FileEvent;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PositionEncodingKind;
import org.eclipse.lsp4j.TextDocumentSyncKind;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server through the protocol, on a copy of the bundled sample catalog: each feature with its exact ranges (LSP's
 * 0-based lines and UTF-16 characters), and what a careless or broken client sends.
 */
class CatalogLanguageServerTest {

    @TempDir
    Path dir;
    Path root;
    LspHarness lsp;
    String incident;
    String incidentText;

    @BeforeEach
    void start() throws Exception {
        root = LspHarness.sample(dir.resolve("catalog"));
        incident = uri(root.resolve("skills/incident-response/SKILL.md"));
        incidentText = Files.readString(root.resolve("skills/incident-response/SKILL.md"));
        lsp = new LspHarness();
    }

    @AfterEach
    void stop() throws Exception {
        lsp.close();
    }

    private <T> T get(java.util.concurrent.CompletableFuture<T> future) throws Exception {
        return future.get(WAIT_SECONDS, TimeUnit.SECONDS);
    }

    private Diagnostic only(List<Diagnostic> diagnostics, String code) {
        var found = diagnostics.stream().filter(d -> d.getCode().getLeft().equals(code)).toList();
        assertThat(found).as(code + " in " + diagnostics).hasSize(1);
        return found.get(0);
    }

    @Test
    void initializeAnnouncesIncrementalUtf16SyncAndTheFeatures() throws Exception {
        var caps = lsp.initialize(root).getCapabilities();
        assertThat(caps.getPositionEncoding()).isEqualTo(PositionEncodingKind.UTF16);
        assertThat(caps.getTextDocumentSync().getRight().getChange()).isEqualTo(TextDocumentSyncKind.Incremental);
        assertThat(caps.getTextDocumentSync().getRight().getOpenClose()).isTrue();
        assertThat(caps.getCodeActionProvider().getRight().getCodeActionKinds()).containsExactly(CodeActionKind.QuickFix,
                CodeActionKind.RefactorRewrite);
        assertThat(caps.getRenameProvider().getRight().getPrepareProvider()).isTrue();
        assertThat(caps.getWorkspace().getFileOperations().getDidRename()).isNotNull();
        assertThat(caps.getHoverProvider().getLeft()).isTrue();
        assertThat(caps.getDefinitionProvider().getLeft()).isTrue();
        assertThat(caps.getDocumentSymbolProvider().getLeft()).isTrue();
        assertThat(caps.getCompletionProvider()).isNotNull();
        assertThat(lsp.shutdownAndExit()).isZero();
    }

    @Test
    void anEditedNameIsReportedWhereItIsAndItsQuickFixIsAWorkspaceEdit() throws Exception {
        lsp.initialize(root);
        lsp.open(incident, incidentText);
        assertThat(lsp.awaitPublish(incident).getDiagnostics()).isEmpty();

        // "name: incident-response" -> "name: incident-resp": the value is at characters 6-19 of line 1
        int version = lsp.change(incident, range(1, 19, 1, 23), "");
        var published = lsp.awaitPublish(incident, p -> !p.getDiagnostics().isEmpty());
        assertThat(published.getVersion()).isEqualTo(version);
        var mismatch = only(published.getDiagnostics(), "name-directory-mismatch");
        assertThat(mismatch.getRange()).isEqualTo(range(1, 6, 1, 19));
        assertThat(mismatch.getSeverity()).isEqualTo(DiagnosticSeverity.Error);
        assertThat(mismatch.getSource()).isEqualTo("catalog-studio");
        assertThat(mismatch.getMessage().getLeft()).contains("incident-resp");
        assertThat(mismatch.getCodeDescription()).as("no published page for this rule yet").isNull();

        var actions = get(lsp.server.getTextDocumentService().codeAction(new CodeActionParams(doc(incident),
                range(1, 8, 1, 8), new CodeActionContext(List.of(mismatch)))));
        // The quick fix first, then the frontmatter's refactors (the version bumps).
        assertThat(actions).extracting(a -> a.getRight().getKind()).containsExactly(CodeActionKind.QuickFix,
                CodeActionKind.RefactorRewrite, CodeActionKind.RefactorRewrite, CodeActionKind.RefactorRewrite);
        var action = actions.get(0).getRight();
        assertThat(action.getKind()).isEqualTo(CodeActionKind.QuickFix);
        assertThat(action.getTitle()).isEqualTo("Rename to 'incident-response'");
        assertThat(action.getDiagnostics()).extracting(d -> d.getCode().getLeft())
                .containsExactly("name-directory-mismatch");
        assertThat(action.getEdit().getChanges()).containsOnlyKeys(incident);
        assertThat(action.getEdit().getChanges().get(incident))
                .containsExactly(new TextEdit(range(1, 6, 1, 19), "incident-response"));

        // Applying the edit as a client would clears the diagnostic.
        lsp.change(incident, range(1, 6, 1, 19), "incident-response");
        assertThat(lsp.awaitPublish(incident, p -> p.getVersion() == lsp.version()).getDiagnostics()).isEmpty();
        // Fixed: no quick fix is left there.
        var quickFixes = new CodeActionContext(List.of());
        quickFixes.setOnly(List.of(CodeActionKind.QuickFix));
        assertThat(get(lsp.server.getTextDocumentService().codeAction(new CodeActionParams(doc(incident),
                range(1, 8, 1, 8), quickFixes)))).isEmpty();
    }

    @Test
    void aChangeInOneFileRepublishesTheFilesThatDependOnIt() throws Exception {
        lsp.initialize(root);
        String triage = uri(root.resolve("skills/k8s-triage/SKILL.md"));
        String triageText = Files.readString(root.resolve("skills/k8s-triage/SKILL.md"));
        lsp.open(triage, triageText);
        lsp.awaitPublish(triage);
        // k8s-triage now depends on incident-response, which depends on it: a cycle, reported in both files, each
        // pointing at the other end.
        lsp.change(triage, range(8, 0, 8, 0), "  skills:\n"
                + "    - \"https://github.com/acme-platform/agent-catalog/tree/main/skills/incident-response\"\n");
        var dependent = lsp.awaitPublish(incident, p -> !p.getDiagnostics().isEmpty());
        assertThat(dependent.getVersion()).as("not open: no version").isNull();
        var cycle = only(dependent.getDiagnostics(), "dependency-cycle");
        assertThat(cycle.getRange()).isEqualTo(range(7, 6, 7, 82));
        assertThat(cycle.getRelatedInformation()).hasSize(1);
        var other = cycle.getRelatedInformation().get(0);
        assertThat(other.getLocation()).isEqualTo(new Location(triage, range(1, 6, 1, 16)));
        assertThat(other.getMessage()).isEqualTo("on the cycle: acme/k8s-triage");
        var own = lsp.awaitPublish(triage, p -> p.getVersion() == lsp.version());
        assertThat(only(own.getDiagnostics(), "dependency-cycle").getRange()).isEqualTo(range(9, 6, 9, 89));
        // Undone: the dependent's diagnostics are cleared again.
        lsp.change(triage, range(8, 0, 10, 0), "");
        assertThat(lsp.awaitPublish(incident).getDiagnostics()).isEmpty();
    }

    @Test
    void filesTheEditorDoesNotHoldFollowTheDiskThroughWatchedFileEvents() throws Exception {
        lsp.initialize(root);
        lsp.sync(incident);
        Path metrics = root.resolve("skills/metrics-query/SKILL.md");
        String metricsUri = uri(metrics);
        Files.writeString(metrics, Files.readString(metrics).replace("version: 2.0.1", "version: two"));
        lsp.server.getWorkspaceService().didChangeWatchedFiles(new DidChangeWatchedFilesParams(
                List.of(new FileEvent(metricsUri, FileChangeType.Changed))));
        var published = lsp.awaitPublish(metricsUri, p -> !p.getDiagnostics().isEmpty());
        assertThat(only(published.getDiagnostics(), "version-format").getRange()).isEqualTo(range(4, 9, 4, 12));

        // Deleted: its diagnostics are cleared, and the skills depending on it report the missing entry.
        Files.walk(metrics.getParent()).sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        lsp.server.getWorkspaceService().didChangeWatchedFiles(new DidChangeWatchedFilesParams(
                List.of(new FileEvent(uri(metrics.getParent()), FileChangeType.Deleted))));
        assertThat(lsp.awaitPublish(metricsUri).getDiagnostics()).isEmpty();
        var incidentDiagnostics = lsp.awaitPublish(incident, p -> !p.getDiagnostics().isEmpty()).getDiagnostics();
        assertThat(only(incidentDiagnostics, "dependency-missing").getRange()).isEqualTo(range(8, 6, 8, 85));
    }

    @Test
    void hoverOnAKeyGivesTheFieldSpecAndTheHostsThatReadIt() throws Exception {
        lsp.initialize(root);
        lsp.open(incident, incidentText);
        lsp.awaitPublish(incident);
        Hover hover = get(lsp.server.getTextDocumentService().hover(new HoverParams(doc(incident), new Position(1, 2))));
        assertThat(hover.getRange()).isEqualTo(range(1, 0, 1, 4));
        String text = hover.getContents().getRight().getValue();
        var spec = dev.catalogstudio.model.formats.Specs.forKind(
                dev.catalogstudio.model.format.metaagents.MetaAgentsFormat.SKILL).get(0).field("name").orElseThrow();
        assertThat(text).startsWith("**name** · string · required").contains(spec.help())
                .contains("Spec: " + spec.specSection()).contains("Read by: ");
        // On the value, in the body, past the end: nothing.
        assertThat(get(lsp.server.getTextDocumentService().hover(new HoverParams(doc(incident), new Position(2, 9)))))
                .isNull();
        assertThat(get(lsp.server.getTextDocumentService().hover(new HoverParams(doc(incident), new Position(14, 3)))))
                .isNull();
        assertThat(get(lsp.server.getTextDocumentService().hover(new HoverParams(doc(incident), new Position(900, 3)))))
                .isNull();
    }

    @Test
    void hoverOnAnOriginShowsTheEntryItResolvesTo() throws Exception {
        lsp.initialize(root);
        lsp.open(incident, incidentText);
        lsp.awaitPublish(incident);
        Hover hover = get(lsp.server.getTextDocumentService().hover(new HoverParams(doc(incident), new Position(7, 40))));
        String text = hover.getContents().getRight().getValue();
        assertThat(text).startsWith("**acme/k8s-triage** · skill · 1.3.0\n\nDiagnoses a failing Kubernetes workload")
                .contains("Layer: workspace (https://github.com/acme-platform/agent-catalog/tree/main)")
                .contains("`skills/k8s-triage/SKILL.md`");
        assertThat(hover.getRange()).isEqualTo(range(7, 6, 7, 82));
    }

    @Test
    void completionOffersMissingKeysInSpecOrderAllowedValuesAndOrigins() throws Exception {
        lsp.initialize(root);
        String text = incidentText.replace("version: 1.4.0\n", "version: 1.4.0\n\n");
        lsp.open(incident, text);
        lsp.awaitPublish(incident);
        var keys = get(lsp.server.getTextDocumentService().completion(new CompletionParams(doc(incident),
                new Position(5, 0)))).getRight().getItems();
        var spec = dev.catalogstudio.model.formats.Specs.forKind(
                dev.catalogstudio.model.format.metaagents.MetaAgentsFormat.SKILL).get(0);
        var missing = spec.knownKeys().stream().filter(k -> !List.of("name", "scope", "description", "version",
                "dependencies").contains(k)).toList();
        assertThat(keys).extracting(CompletionItem::getLabel).containsExactlyElementsOf(missing);
        assertThat(keys.get(0).getTextEdit().getLeft()).isEqualTo(new TextEdit(range(5, 0, 5, 0),
                missing.get(0) + ": "));

        // An origin in the skills list: the other skills of the workspace, as GitHub tree URLs.
        lsp.change(incident, range(8, 0, 8, 0), "    - \"https://github.com/acme-platform/agent-catalog/tree/main/skills/r\n");
        var origins = get(lsp.server.getTextDocumentService().completion(new CompletionParams(doc(incident),
                new Position(8, 71)))).getRight().getItems();
        assertThat(origins).extracting(CompletionItem::getLabel).contains(
                "https://github.com/acme-platform/agent-catalog/tree/main/skills/release-notes",
                "https://github.com/acme-platform/agent-catalog/tree/main/skills/rollout-check")
                .doesNotContain("https://github.com/acme-platform/agent-catalog/tree/main/skills/incident-response")
                .noneMatch(l -> l.contains("/mcps/"));
        assertThat(origins.get(0).getTextEdit().getLeft().getRange()).isEqualTo(range(8, 7, 8, 71));
        // The entry's description comes with completionItem/resolve, not in the list.
        var notes = origins.stream().filter(i -> i.getLabel().endsWith("/skills/release-notes")).findFirst()
                .orElseThrow();
        assertThat(notes.getDocumentation()).isNull();
        var resolved = get(lsp.server.getTextDocumentService().resolveCompletionItem(notes));
        assertThat(resolved.getDocumentation().getRight().getValue()).startsWith("**acme/release-notes** · skill")
                .contains("`skills/release-notes/SKILL.md`");
    }

    @Test
    void definitionLeadsFromAnOriginToTheEntryAndFromALinkToTheFile() throws Exception {
        lsp.initialize(root);
        lsp.open(incident, incidentText);
        lsp.awaitPublish(incident);
        var origin = get(lsp.server.getTextDocumentService().definition(new DefinitionParams(doc(incident),
                new Position(8, 20)))).getLeft();
        assertThat(origin).extracting(Location::getUri)
                .containsExactly(uri(root.resolve("skills/metrics-query/SKILL.md")));
        assertThat(origin.get(0).getRange()).isEqualTo(range(1, 6, 1, 19));

        int line = (int) incidentText.lines().takeWhile(l -> !l.contains("](references/SEVERITY.md)")).count();
        int column = incidentText.lines().toList().get(line).indexOf("[the severity");
        List<? extends Location> link = get(lsp.server.getTextDocumentService().definition(new DefinitionParams(doc(incident),
                new Position(line, column + 3)))).getLeft();
        assertThat(List.<Location>copyOf(link)).containsExactly(new Location(uri(root.resolve("skills/incident-response/references/SEVERITY.md")),
                range(0, 0, 0, 0)));
        assertThat(get(lsp.server.getTextDocumentService().definition(new DefinitionParams(doc(incident),
                new Position(2, 2)))).getLeft()).isEmpty();
    }

    @Test
    void documentSymbolsAreTheFrontmatterKeysAndTheHeadings() throws Exception {
        lsp.initialize(root);
        lsp.open(incident, incidentText);
        lsp.awaitPublish(incident);
        var symbols = get(lsp.server.getTextDocumentService().documentSymbol(new DocumentSymbolParams(doc(incident))))
                .stream().map(e -> e.getRight()).toList();
        assertThat(symbols).extracting(DocumentSymbol::getName).startsWith("name", "scope", "description", "version",
                "dependencies", "Incident response");
        var dependencies = symbols.get(4);
        assertThat(dependencies.getSelectionRange()).isEqualTo(range(5, 0, 5, 12));
        assertThat(dependencies.getChildren()).extracting(DocumentSymbol::getName).containsExactly("skills", "mcps");
        var heading = symbols.get(5);
        assertThat(heading.getSelectionRange()).isEqualTo(range(12, 0, 12, 19));
        assertThat(heading.getChildren()).extracting(DocumentSymbol::getName).contains("Steps");
    }

    @Test
    void referencesOfAnEntryAreTheOriginsThatResolveToIt() throws Exception {
        lsp.initialize(root);
        String triage = uri(root.resolve("skills/k8s-triage/SKILL.md"));
        lsp.open(triage, Files.readString(root.resolve("skills/k8s-triage/SKILL.md")));
        lsp.awaitPublish(triage);
        var params = new org.eclipse.lsp4j.ReferenceParams(doc(triage), new Position(1, 8),
                new org.eclipse.lsp4j.ReferenceContext(true));
        List<Location> found = List.<Location>copyOf(get(lsp.server.getTextDocumentService().references(params)));
        assertThat(found).containsExactly(
                new Location(triage, range(1, 6, 1, 16)),
                new Location(uri(root.resolve("agents/oncall-engineer/AGENTS.md")), range(8, 6, 8, 82)),
                new Location(incident, range(7, 6, 7, 82)),
                new Location(uri(root.resolve("skills/rollout-check/SKILL.md")), range(10, 6, 10, 82)));
        // From a reference: the same entry's references, without the declaration.
        lsp.open(incident, incidentText);
        var fromOrigin = new org.eclipse.lsp4j.ReferenceParams(doc(incident), new Position(7, 30),
                new org.eclipse.lsp4j.ReferenceContext(false));
        assertThat(List.<Location>copyOf(get(lsp.server.getTextDocumentService().references(fromOrigin))))
                .containsExactlyElementsOf(found.subList(1, 4));
    }

    @Test
    void documentLinksAreTheResolvedOriginsAndTheRelativeLinks() throws Exception {
        lsp.initialize(root);
        lsp.open(incident, incidentText);
        lsp.awaitPublish(incident);
        var links = get(lsp.server.getTextDocumentService().documentLink(new org.eclipse.lsp4j.DocumentLinkParams(
                doc(incident))));
        assertThat(links.subList(0, 3)).extracting(l -> l.getRange().getStart().getLine(), l -> l.getTarget())
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(7, uri(root.resolve("skills/k8s-triage/SKILL.md"))),
                        org.assertj.core.groups.Tuple.tuple(8, uri(root.resolve("skills/metrics-query/SKILL.md"))),
                        org.assertj.core.groups.Tuple.tuple(10, uri(root.resolve("mcps/com.acme_grafana.json"))));
        assertThat(links.get(0).getRange()).isEqualTo(range(7, 6, 7, 82));
        assertThat(links).extracting(l -> l.getTarget())
                .contains(uri(root.resolve("skills/incident-response/references/SEVERITY.md")));
    }
}
