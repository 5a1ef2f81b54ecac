package dev.catalogstudio.model.formats;

import dev.catalogstudio.model.format.EditorLanguage;
import dev.catalogstudio.model.format.threemd.ThreeMdHighlighter;
import dev.catalogstudio.model.json.JsonHighlighter;
import dev.catalogstudio.model.markdown.MarkdownHighlighter;
import dev.catalogstudio.model.starlark.StarlarkHighlighter;
import dev.catalogstudio.model.text.Highlighting;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.Spans;
import dev.catalogstudio.model.yaml.YamlHighlighter;

/**
 * The editor's highlighting of a file that is no document of the workspace (a {@code references/*.md}, a YAML or
 * JSON file beside a skill), by the syntax its name says: the same parsers that read documents, so a file highlights
 * alike whether or not a format claims it. A document's highlighting is its parse product's
 * ({@link dev.catalogstudio.model.format.Parsed#highlighting()}).
 */
public final class Highlights {

    private Highlights() {
    }

    /** The highlighting of {@code text} read as {@code language}; plain for {@link EditorLanguage#PLAIN}. */
    public static Highlighting of(EditorLanguage language, SourceText text) {
        var spans = new Spans();
        switch (language) {
            case MARKDOWN_FRONTMATTER -> {
                return MarkdownHighlighter.highlight(text);
            }
            case THREEMD -> {
                return ThreeMdHighlighter.highlight(text);
            }
            case JSON -> JsonHighlighter.highlight(text, spans);
            case YAML -> YamlHighlighter.highlight(text, spans);
            case STARLARK -> StarlarkHighlighter.highlight(text.text(), spans);
            case PLAIN -> {
                return Highlighting.plain(text.length());
            }
        }
        return spans.highlighting(text.length());
    }
}
