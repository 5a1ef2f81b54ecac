package dev.catalogstudio.app.editor.internal;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.QuickFix;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.text.SourceText;
import java.util.List;

/** Builds diagnostics the way the model does: ranges from a SourceText of the text as the model read it. */
final class Diags {

    private Diags() {
    }

    /** A diagnostic over the first occurrence of {@code target} in {@code modelText}. */
    static Diagnostic over(String modelText, String target, Severity severity, QuickFix... fixes) {
        var source = SourceText.of(modelText);
        int start = source.text().indexOf(target);
        return new Diagnostic(Rule.NAME_FORMAT, severity, source.range(start, start + target.length()),
                "'" + target + "' is not kebab-case.", List.of(fixes));
    }

    /** A diagnostic over {@code [start, end)} of {@code modelText}. */
    static Diagnostic at(String modelText, int start, int end, Severity severity) {
        var source = SourceText.of(modelText);
        return new Diagnostic(Rule.NAME_FORMAT, severity, source.range(start, end), "m", List.of());
    }
}
