package dev.catalogstudio.model.yaml;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;
import java.util.List;
import java.util.Optional;

/**
 * A Markdown document with optional YAML frontmatter (SKILL.md, AGENTS.md), parsed once and immutable.
 *
 * @param source      the document text
 * @param frontmatter where the frontmatter block is
 * @param root        the frontmatter's root node; {@code null} when absent, empty or not composable
 * @param diagnostics {@code frontmatter-unclosed}, {@code yaml-syntax}, {@code yaml-limit}, {@code duplicate-key} and
 *                    {@code frontmatter-not-mapping}; whether a missing block is a problem depends on the document
 *                    kind and is left to its rules
 * @param yamlTokens  the scanner's tokens of the YAML as the parse read them (for the editor's highlighting), or
 *                    {@code null} when there is no frontmatter block
 */
public record FrontmatterDocument(SourceText source, Frontmatter frontmatter, YamlNode root,
                                  List<Diagnostic> diagnostics, YamlTokens yamlTokens) {

    private static final YamlParser PARSER = new YamlParser();

    public FrontmatterDocument {
        diagnostics = List.copyOf(diagnostics);
    }

    /** A document without the scanner's tokens of its YAML (the highlighting then scans it). */
    public FrontmatterDocument(SourceText source, Frontmatter frontmatter, YamlNode root,
                               List<Diagnostic> diagnostics) {
        this(source, frontmatter, root, diagnostics, null);
    }

    /** Splits and parses {@code source}. Never throws. */
    public static FrontmatterDocument parse(SourceText source) {
        var frontmatter = Frontmatter.split(source);
        var diagnostics = new Diagnostics();
        YamlNode root = null;
        YamlTokens tokens = null;
        switch (frontmatter.status()) {
            case UNCLOSED -> diagnostics.report(Rule.FRONTMATTER_UNCLOSED, frontmatter.open(),
                    "The frontmatter opened here is never closed; add a line holding only '---' after the YAML.");
            case PRESENT -> {
                var result = PARSER.parse(source, frontmatter.yaml());
                diagnostics.addAll(result.diagnostics());
                root = result.root();
                tokens = result.tokens();
                if (root != null && !(root.resolved() instanceof YamlMapping)
                        && !(root instanceof YamlScalar s && s.type() == YamlScalar.Type.NULL)) {
                    diagnostics.report(Rule.FRONTMATTER_NOT_MAPPING, root.range(), "The frontmatter is a "
                            + root.typeName() + "; it must be a mapping of 'key: value' lines.");
                }
            }
            case MISSING -> {
                // Kind-specific: a plain AGENTS.md needs none.
            }
        }
        return new FrontmatterDocument(source, frontmatter, root, diagnostics.sorted(), tokens);
    }

    /** The frontmatter mapping; empty when absent, empty, broken or not a mapping. */
    public Optional<YamlMapping> mapping() {
        return root != null && root.resolved() instanceof YamlMapping m ? Optional.of(m) : Optional.empty();
    }

    /**
     * Whether the frontmatter is present and composed: a mapping, or empty (treated as a mapping with no keys). Rules
     * about fields run only then.
     */
    public boolean hasUsableFrontmatter() {
        return frontmatter.status() == Frontmatter.Status.PRESENT
                && diagnostics.stream().noneMatch(d -> d.severity() == Severity.ERROR
                        && d.rule() != Rule.DUPLICATE_KEY && d.rule() != Rule.DIAGNOSTICS_TRUNCATED)
                && (root == null || mapping().isPresent() || root instanceof YamlScalar s && s.type() == YamlScalar.Type.NULL);
    }

    /** The Markdown body: everything after the frontmatter block (the whole text when there is none). */
    public Range bodyRange() {
        return source.range(frontmatter.bodyStart(), source.length());
    }

    /** The text of {@link #bodyRange()}. */
    public String body() {
        return source.text().substring(frontmatter.bodyStart());
    }
}
