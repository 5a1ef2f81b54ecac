package dev.catalogstudio.model.format.metaskill;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.format.CatalogLayout;
import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.EditorLanguage;
import dev.catalogstudio.model.format.Format;
import dev.catalogstudio.model.format.FormatContext;
import dev.catalogstudio.model.format.FormatDocument;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.format.Structure;
import dev.catalogstudio.model.text.SourceText;
import java.util.List;
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

    /** {@code SKILL.star} beside a {@code SKILL.md}: a metaSKILL's Starlark program (metaskills.md § 3). */
    public static final DocumentKind PROGRAM = DocumentKind.of("metaskill-program", "metaSKILL program", "P",
            EditorLanguage.STARLARK);

    @Override
    public Set<DocumentKind> kinds() {
        return Set.of(PROGRAM);
    }

    /** Also the metaSKILL fields of every {@linkplain DocumentKind#isSkill skill}'s SKILL.md. */
    @Override
    public boolean checks(DocumentKind kind) {
        return kind == PROGRAM || kind.isSkill();
    }

    @Override
    public List<KindSpec> specs() {
        return List.of(MetaskillSpecs.METASKILL);
    }

    @Override
    public boolean reads(String path) {
        return CatalogLayout.isNamed(path, FILE_NAME);
    }

    @Override
    public Parsed parse(String path, SourceText text) {
        return new Parsed.Starlark(text, MetaskillRules.compile(text.text()));
    }

    @Override
    public Optional<DocumentKind> classify(String path, Parsed parsed, Structure structure) {
        return reads(path) ? Optional.of(PROGRAM) : Optional.empty();
    }

    @Override
    public void check(FormatDocument document, FormatContext context, Diagnostics out) {
        if (document.kind() != PROGRAM) {
            // A skill's SKILL.md: its metaskill fields (metaskills.md § 3 Program file rules).
            MetaskillRules.checkFields(document, context, out);
        } else if (document.parsed() instanceof Parsed.Starlark p) {
            MetaskillRules.checkProgram(document, p.program(), context, out);
        }
    }
}
