package dev.catalogstudio.app.editor;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.QuickFix;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.TextEdit;
import java.util.List;

/**
 * A realistic SKILL.md with problems, and the diagnostics the model would report for it after reading the file with
 * CRLF line endings (so their offsets are NOT those of the editor's LF text; only lines and columns agree).
 */
final class SampleSkill {

    static final String LF = """
            ---
            name: PDF_Tools
            description: Extract text and tables from PDF files, fill forms and merge documents. Use when the \
            user mentions PDFs.
            license: Apache-2.0
            metadata:
              version: 1.2.0
              tags: [pdf, documents]
              internal: false   # not published
            ---
            # PDF tools

            Use `pdftotext` for **plain text**; see [the reference](references/REFERENCE.md).

            ## Steps

            1. Run `scripts/extract.py --pages 1-3`.
            2. Check the output with *care*.
            - [ ] Merge with https://example.com/merge
            """;

    static final String CRLF = LF.replace("\n", "\r\n");

    static final QuickFix RENAME = fixReplacing("PDF_Tools", "pdf-tools", "Rename to 'pdf-tools'");

    private SampleSkill() {
    }

    /** The diagnostics, with ranges from a CRLF reading of the file. */
    static List<Diagnostic> crlfDiagnostics() {
        return List.of(
                diagnostic(Rule.NAME_FORMAT, Severity.ERROR, "PDF_Tools",
                        "'PDF_Tools' is not lowercase kebab-case; use 'pdf-tools'.", List.of(RENAME)),
                diagnostic(Rule.SKILL_REFERENCE_MISSING, Severity.WARNING, "references/REFERENCE.md",
                        "'references/REFERENCE.md' is not in the skill folder.", List.of()),
                diagnostic(Rule.FIELD_UNKNOWN, Severity.INFO, "internal",
                        "'internal' is not an Agent Skills field; prefix it with x_ to mark an extension.",
                        List.of()));
    }

    /** A diagnostic over the first {@code target} in the CRLF text. */
    static Diagnostic diagnostic(Rule rule, Severity severity, String target, String message, List<QuickFix> fixes) {
        var source = SourceText.of(CRLF);
        int start = CRLF.indexOf(target);
        return new Diagnostic(rule, severity, source.range(start, start + target.length()), message, fixes);
    }

    /** A fix replacing {@code target}, with offsets into the LF text (as the shell would hand it to the editor). */
    static QuickFix fixReplacing(String target, String replacement, String title) {
        var source = SourceText.of(LF);
        int start = LF.indexOf(target);
        return new QuickFix(title, List.of(new TextEdit(source.range(start, start + target.length()), replacement)));
    }

    /** A fix replacing {@code target} with ranges from the CRLF text, as a model that read the file would make. */
    static QuickFix crlfFixReplacing(String target, String replacement) {
        var source = SourceText.of(CRLF);
        int start = CRLF.indexOf(target);
        return new QuickFix("Replace", List.of(new TextEdit(source.range(start, start + target.length()),
                replacement)));
    }
}
