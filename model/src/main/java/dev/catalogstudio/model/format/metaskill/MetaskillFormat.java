package dev.catalogstudio.model.format.metaskill;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.format.CatalogLayout;
import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.Format;
import dev.catalogstudio.model.format.FormatContext;
import dev.catalogstudio.model.format.FormatDocument;
import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.format.Structure;
import dev.catalogstudio.model.text.SourceText;
import java.util.Optional;
import java.util.Set;

/**
 * metaSKILL programs (metaskills.md): every {@code SKILL.star}, the conventional program file of a metaskill. It is
 * parsed and resolved once per text by our Starlark engine, with {@code ask}, {@code command} and {@code trace}
 * predeclared, and checked with the sibling {@code SKILL.md} ({@link MetaskillRules}).
 */
public final class MetaskillFormat implements Format {

    /** The conventional program file name (metaskills.md § 3). */
    public static final String FILE_NAME = "SKILL.star";

    @Override
    public Set<DocumentKind> kinds() {
        return Set.of(DocumentKind.METASKILL_PROGRAM);
    }

    @Override
    public boolean reads(String path) {
        return CatalogLayout.isNamed(path, FILE_NAME);
    }

    @Override
    public Parsed parse(String path, SourceText text) {
        return new Parsed.StarlarkProgram(MetaskillRules.compile(text.text()));
    }

    @Override
    public Optional<DocumentKind> classify(String path, Parsed parsed, Structure structure) {
        return reads(path) ? Optional.of(DocumentKind.METASKILL_PROGRAM) : Optional.empty();
    }

    @Override
    public void check(FormatDocument document, FormatContext context, Diagnostics out) {
        if (document.parsed() instanceof Parsed.StarlarkProgram p) {
            MetaskillRules.checkProgram(document, p.program(), context, out);
        }
    }
}
