package dev.catalogstudio.app.lsp;

import dev.catalogstudio.model.diag.QuickFix;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

/**
 * {@code textDocument/codeAction}: every quick fix of the model's diagnostics that touch the requested range, as a
 * {@code quickfix} action whose {@link WorkspaceEdit} holds the fix's edits. The fixes come from the model's own
 * findings on the current text, never from the diagnostics the client echoes back.
 */
final class QuickFixes {

    private QuickFixes() {
    }

    static List<Either<Command, CodeAction>> actions(RequestTarget target, CodeActionParams params) {
        var only = params.getContext() == null ? null : params.getContext().getOnly();
        if (only != null && !only.isEmpty() && only.stream().noneMatch(k -> k.equals(CodeActionKind.QuickFix)
                || CodeActionKind.QuickFix.startsWith(k + "."))) {
            return List.of();
        }
        var out = new ArrayList<Either<Command, CodeAction>>();
        var snapshot = target.snapshot();
        for (var d : snapshot.diagnostics(target.path())) {
            if (d.fixes().isEmpty() || !LspText.touches(LspText.range(d.range()), params.getRange())) {
                continue;
            }
            var diagnostic = LspDiagnostics.of(target.folder(), target.path(), snapshot, d);
            for (QuickFix fix : d.fixes()) {
                var action = new CodeAction(fix.title());
                action.setKind(CodeActionKind.QuickFix);
                action.setDiagnostics(List.of(diagnostic));
                action.setIsPreferred(d.fixes().size() == 1 ? Boolean.TRUE : null);
                var edits = fix.edits().stream()
                        .map(e -> new TextEdit(LspText.range(e.range()), e.newText())).toList();
                action.setEdit(new WorkspaceEdit(Map.of(target.uri(), edits)));
                out.add(Either.forRight(action));
            }
        }
        return out;
    }
}
