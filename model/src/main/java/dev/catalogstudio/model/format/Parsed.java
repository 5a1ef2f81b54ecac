package dev.catalogstudio.model.format;

import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.starlark.Program;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
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

    /** The source text this product was parsed from. */
    SourceText text();

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
     * YAML frontmatter over a Markdown body: {@code SKILL.md}, {@code AGENTS.md} (agent-skills.md § Format).
     */
    record Markdown(FrontmatterDocument document) implements Parsed {
        public Markdown {
            Objects.requireNonNull(document);
        }

        @Override
        public SourceText text() {
            return document.source();
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
    }

    /** A YAML document, e.g. an OAF {@code config.yaml}. */
    record Yaml(SourceText text, YamlParser.Result result) implements Parsed {
        public Yaml {
            Objects.requireNonNull(text);
            Objects.requireNonNull(result);
        }
    }

    /** A Starlark program, e.g. a metaSKILL's {@code SKILL.star}, parsed and resolved (metaskills.md § 6). */
    record Starlark(SourceText text, Program program) implements Parsed {
        public Starlark {
            Objects.requireNonNull(text);
            Objects.requireNonNull(program);
        }
    }

    /**
     * A document in a syntax of its format's own (a {@code *.3md}, a {@code CHANGELOG.md}), read by the format into
     * {@code model}.
     */
    record Own(SourceText text, Model reading) implements Parsed {
        public Own {
            Objects.requireNonNull(text);
            Objects.requireNonNull(reading);
        }

        @Override
        public Optional<Model> model() {
            return Optional.of(reading);
        }
    }
}
