package dev.catalogstudio.app.lsp;

import dev.catalogstudio.model.edit.EditRefusedException;
import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.metaagents.MetaAgentsFormat;
import dev.catalogstudio.model.format.metaagents.VersionBump;
import dev.catalogstudio.model.text.SourceText;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.CreateFile;
import org.eclipse.lsp4j.CreateFileOptions;
import org.eclipse.lsp4j.ResourceOperation;
import org.eclipse.lsp4j.SnippetTextEdit;
import org.eclipse.lsp4j.TextDocumentEdit;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

/**
 * The refactors of {@code textDocument/codeAction} ({@code refactor.rewrite}): "Bump patch/minor/major" on a MetaAgents
 * entry (an AGENTS.md or SKILL.md of a catalog), the studio's {@link VersionBump}: the frontmatter {@code version}
 * raised by one step and a new {@code ## X.Y.Z (YYYY-MM-DD)} section at the top of the CHANGELOG.md beside it (a new
 * CHANGELOG.md when there is none), dated by the server's clock. Offered when the requested range touches the
 * frontmatter and its {@code version} is {@code X.Y.Z}.
 */
final class Refactors {

    private Refactors() {
    }

    /**
     * What the client can apply.
     *
     * @param documentChanges whether it takes {@code documentChanges} (versioned edits, resource operations)
     * @param createFiles     whether it applies a {@link CreateFile} there
     */
    record EditSupport(boolean documentChanges, boolean createFiles) {
    }

    static List<Either<Command, CodeAction>> actions(RequestTarget target, CodeActionParams params,
                                                     EditSupport support, Function<String, Integer> versionOf,
                                                     LocalDate today) {
        if (!wanted(params)) {
            return List.of();
        }
        var document = target.snapshot().document(target.path());
        if (document.isEmpty() || document.get().text() == null || !isEntry(document.get().kind())) {
            return List.of();
        }
        var frontmatter = Fields.frontmatter(document.get());
        if (frontmatter.isEmpty()) {
            return List.of();
        }
        String text = document.get().text().text();
        var fm = frontmatter.get().frontmatter();
        var span = LspText.range(text, fm.open().startOffset(), fm.close().endOffset());
        if (!LspText.touches(span, params.getRange())) {
            return List.of();
        }
        String folder = target.path().contains("/") ? target.path().substring(0, target.path().lastIndexOf('/') + 1)
                : "";
        String changelogPath = folder + "CHANGELOG.md";
        Optional<SourceText> changelog = target.snapshot().text(changelogPath);
        var out = new ArrayList<Either<Command, CodeAction>>();
        for (var step : VersionBump.Step.values()) {
            VersionBump bump;
            try {
                bump = VersionBump.of(frontmatter.get(), changelog, step, today);
            } catch (EditRefusedException e) {
                return List.of(); // no version, or not X.Y.Z: the diagnostics say so
            }
            var action = new CodeAction("Bump " + step.name().toLowerCase(Locale.ROOT) + " to " + bump.next());
            action.setKind(CodeActionKind.RefactorRewrite);
            String changelogUri = target.folder().uri(changelogPath);
            var entryEdit = new TextEdit(LspText.range(bump.entryEdit().range()), bump.entryEdit().newText());
            var changelogEdit = new TextEdit(LspText.range(bump.changelogEdit().range()),
                    bump.changelogEdit().newText());
            if (bump.newChangelog() && !(support.documentChanges() && support.createFiles())) {
                action.setDisabled(new org.eclipse.lsp4j.CodeActionDisabled("There is no CHANGELOG.md beside "
                        + target.path() + ", and this editor cannot create files in a workspace edit."));
            } else if (support.documentChanges()) {
                List<Either<TextDocumentEdit, ResourceOperation>> changes = new ArrayList<>();
                changes.add(Either.forLeft(edit(target.uri(), versionOf.apply(target.path()), entryEdit)));
                if (bump.newChangelog()) {
                    changes.add(Either.forRight(new CreateFile(changelogUri, new CreateFileOptions(false, true))));
                    changes.add(Either.forLeft(edit(changelogUri, null, changelogEdit)));
                } else {
                    changes.add(Either.forLeft(edit(changelogUri, versionOf.apply(changelogPath), changelogEdit)));
                }
                action.setEdit(new WorkspaceEdit(changes));
            } else {
                var byUri = new LinkedHashMap<String, List<TextEdit>>();
                byUri.put(target.uri(), List.of(entryEdit));
                byUri.put(changelogUri, List.of(changelogEdit));
                action.setEdit(new WorkspaceEdit(byUri));
            }
            out.add(Either.forRight(action));
        }
        return out;
    }

    /** Whether the client's {@code only} asks for refactors of this kind (or says nothing). */
    private static boolean wanted(CodeActionParams params) {
        var only = params.getContext() == null ? null : params.getContext().getOnly();
        return only == null || only.isEmpty() || only.stream().anyMatch(k -> k.equals(CodeActionKind.RefactorRewrite)
                || CodeActionKind.RefactorRewrite.startsWith(k + "."));
    }

    private static boolean isEntry(DocumentKind kind) {
        return kind == MetaAgentsFormat.AGENT || kind == MetaAgentsFormat.SKILL;
    }

    private static TextDocumentEdit edit(String uri, Integer version, TextEdit edit) {
        return new TextDocumentEdit(new VersionedTextDocumentIdentifier(uri, version),
                List.of(Either.<TextEdit, SnippetTextEdit>forLeft(edit)));
    }
}
