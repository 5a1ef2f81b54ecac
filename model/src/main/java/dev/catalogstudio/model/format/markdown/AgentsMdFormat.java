package dev.catalogstudio.model.format.markdown;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.format.CatalogLayout;
import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.EditorLanguage;
import dev.catalogstudio.model.format.Format;
import dev.catalogstudio.model.format.FormatContext;
import dev.catalogstudio.model.format.FormatDocument;
import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.format.Structure;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import java.util.Optional;
import java.util.Set;

/**
 * A plain {@code AGENTS.md} (the agents.md convention: Markdown instructions for coding agents), neither an OAF
 * manifest nor a MetaAgents agent: valid Markdown, so no rules. Registered after the formats that claim an AGENTS.md
 * first.
 */
public final class AgentsMdFormat implements Format {

    /** Any {@code AGENTS.md} no other format claims: Markdown, no rules. */
    public static final DocumentKind PLAIN_AGENTS_MD = DocumentKind.of("plain-agents-md", "AGENTS.md", "A",
            EditorLanguage.MARKDOWN_FRONTMATTER);

    @Override
    public Set<DocumentKind> kinds() {
        return Set.of(PLAIN_AGENTS_MD);
    }

    @Override
    public boolean reads(String path) {
        return CatalogLayout.isNamed(path, "AGENTS.md");
    }

    @Override
    public Parsed parse(String path, SourceText text) {
        return new Parsed.Markdown(FrontmatterDocument.parse(text));
    }

    @Override
    public Optional<DocumentKind> classify(String path, Parsed parsed, Structure structure) {
        return reads(path) ? Optional.of(PLAIN_AGENTS_MD) : Optional.empty();
    }

    @Override
    public void check(FormatDocument document, FormatContext context, Diagnostics out) {
        // Any Markdown is a valid AGENTS.md.
    }
}
