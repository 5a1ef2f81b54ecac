package dev.catalogstudio.model.format;

import dev.catalogstudio.model.json.JsonHighlighter;
import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.markdown.MarkdownBody;
import dev.catalogstudio.model.markdown.MarkdownHighlighter;
import dev.catalogstudio.model.starlark.Program;
import dev.catalogstudio.model.starlark.StarlarkHighlighter;
import dev.catalogstudio.model.text.Highlighting;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.Spans;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.YamlHighlighter;
import dev.catalogstudio.model.yaml.YamlParser;
import java.util.Objects;
import java.util.Optional;

/**
 * What a {@link Format} parsed a document into, once, in the parse step; every later rule run, graph contribution and
 * view reads this product instead of the text. All products are immutable and carry exact source ranges.
 *
 * <p>The product is sealed over the <em>syntaxes</em> the model reads (YAML frontmatter over Markdown, JSON, YAML,
 * Starlark, and a format's own syntax), so code that handles every syntax, such as a view, is checked by the compiler.
 * What a format makes of the syntax (an MCP server file, a CHANGELOG, a 3md document) is its own {@link Model}, a type
 * of the format's package that this package never names: a format adds no case here.
 */
public sealed interface Parsed {

    /**
     * A format's own reading of a document, beyond its syntax (e.g. {@code McpFile}, {@code Changelog},
     * {@code ThreeMdDocument}). Implemented by types of the format packages; read with {@link Parsed#model(Class)}.
     */
    interface Model {
    }

    /** The reading of a document in a syntax of its format's own ({@link Own}), which highlights that syntax. */
    interface OwnSyntax extends Model {

        /** The editor's highlighting of the text this was read from, by the format's own lexer. */
        Highlighting highlighting();
    }

    /** The source text this product was parsed from. */
    SourceText text();

    /**
     * The editor's highlighting of {@link #text()}, from the same parser's tokens or tree (the model is the only
     * parser; a view never lexes). Computed on each call, in time linear in the text: call it off the FX thread.
     */
    Highlighting highlighting();

    /** The format's own reading, if the format keeps one. */
    default Optional<Model> model() {
        return Optional.empty();
    }

    /** The format's own reading when it is a {@code type}; empty otherwise. */
    default <T extends Model> Optional<T> model(Class<T> type) {
        return model().filter(type::isInstance).map(type::cast);
    }

    /** The frontmatter document of this product, when it is a Markdown document with frontmatter. */
    default Optional<FrontmatterDocument> frontmatter() {
        return this instanceof Markdown m ? Optional.of(m.document()) : Optional.empty();
    }

    /**
     * YAML frontmatter over a Markdown body: {@code SKILL.md}, {@code AGENTS.md} (agent-skills.md § Format). The body's
     * Markdown tree is built once, on first use, and shared by the rules, the preview and the highlighting.
     */
    final class Markdown implements Parsed {
        private final FrontmatterDocument document;
        private final MarkdownBody body;

        public Markdown(FrontmatterDocument document) {
            this.document = Objects.requireNonNull(document);
            this.body = MarkdownBody.of(document.source().text(), document.frontmatter().bodyStart());
        }

        /** The frontmatter document. */
        public FrontmatterDocument document() {
            return document;
        }

        /** The body, whose Markdown tree is read once. */
        public MarkdownBody body() {
            return body;
        }

        @Override
        public SourceText text() {
            return document.source();
        }

        @Override
        public Highlighting highlighting() {
            return MarkdownHighlighter.highlight(document, body);
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Markdown m && m.document.equals(document);
        }

        @Override
        public int hashCode() {
            return document.hashCode();
        }

        @Override
        public String toString() {
            return "Markdown[" + document + "]";
        }
    }

    /**
     * A JSON document (an MCP server file, a {@code .mcp.json}, an OAF {@code ActiveMCP.json}).
     *
     * @param reading the format's reading of the value, or {@code null} when the format reads the tree directly
     */
    record Json(SourceText text, JsonParser.Result result, Model reading) implements Parsed {
        public Json {
            Objects.requireNonNull(text);
            Objects.requireNonNull(result);
        }

        /** A JSON document the format reads from the tree directly. */
        public Json(SourceText text, JsonParser.Result result) {
            this(text, result, null);
        }

        @Override
        public Optional<Model> model() {
            return Optional.ofNullable(reading);
        }

        @Override
        public Highlighting highlighting() {
            var spans = new Spans();
            JsonHighlighter.highlight(text, spans);
            return spans.highlighting(text.length());
        }
    }

    /** A YAML document, e.g. an OAF {@code config.yaml}. */
    record Yaml(SourceText text, YamlParser.Result result) implements Parsed {
        public Yaml {
            Objects.requireNonNull(text);
            Objects.requireNonNull(result);
        }

        @Override
        public Highlighting highlighting() {
            var spans = new Spans();
            YamlHighlighter.highlight(text, spans);
            return spans.highlighting(text.length());
        }
    }

    /** A Starlark program, e.g. a metaSKILL's {@code SKILL.star}, parsed and resolved (metaskills.md § 6). */
    record Starlark(SourceText text, Program program) implements Parsed {
        public Starlark {
            Objects.requireNonNull(text);
            Objects.requireNonNull(program);
        }

        @Override
        public Highlighting highlighting() {
            var spans = new Spans();
            StarlarkHighlighter.highlight(text.text(), spans);
            return spans.highlighting(text.length());
        }
    }

    /**
     * A document in a syntax of its format's own (a {@code *.3md}, a {@code CHANGELOG.md}), read by the format into
     * {@code model}.
     */
    record Own(SourceText text, OwnSyntax reading) implements Parsed {
        public Own {
            Objects.requireNonNull(text);
            Objects.requireNonNull(reading);
        }

        @Override
        public Optional<Model> model() {
            return Optional.of(reading);
        }

        @Override
        public Highlighting highlighting() {
            return reading.highlighting();
        }
    }
}
