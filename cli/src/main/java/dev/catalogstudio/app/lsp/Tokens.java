package dev.catalogstudio.app.lsp;

import dev.catalogstudio.model.format.EditorLanguage;
import dev.catalogstudio.model.formats.Highlights;
import dev.catalogstudio.model.text.Highlighting;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.SyntaxStyle;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.eclipse.lsp4j.SemanticTokenModifiers;
import org.eclipse.lsp4j.SemanticTokenTypes;
import org.eclipse.lsp4j.SemanticTokens;
import org.eclipse.lsp4j.SemanticTokensLegend;

/**
 * {@code textDocument/semanticTokens/full}: the studio editor's highlighting, which is the model's own (the spans of
 * the parse the rules read, {@link dev.catalogstudio.model.format.Parsed#highlighting()}), as the protocol's standard
 * token types:
 *
 * <table>
 *   <caption>Model styles and the token types they are sent as</caption>
 *   <tr><th>{@link SyntaxStyle}</th><th>token type (modifiers)</th></tr>
 *   <tr><td>KEY</td><td>property</td></tr>
 *   <tr><td>STRING</td><td>string</td></tr>
 *   <tr><td>NUMBER</td><td>number</td></tr>
 *   <tr><td>KEYWORD, LITERAL</td><td>keyword</td></tr>
 *   <tr><td>COMMENT</td><td>comment</td></tr>
 *   <tr><td>PUNCTUATION, DELIMITER</td><td>operator</td></tr>
 *   <tr><td>DIRECTIVE</td><td>macro</td></tr>
 *   <tr><td>ATTRIBUTE</td><td>parameter</td></tr>
 *   <tr><td>PLANE_LINK, ANCHOR, PLACEHOLDER</td><td>variable</td></tr>
 *   <tr><td>TAG</td><td>type</td></tr>
 *   <tr><td>FUNCTION</td><td>function (declaration)</td></tr>
 *   <tr><td>BUILTIN</td><td>function (defaultLibrary)</td></tr>
 * </table>
 *
 * <p>The Markdown styles of a body (heading, emphasis, strong, code, link, URL, quote, list marker) are not sent: the
 * editor's own Markdown highlighting colours them, and a code token type would only repaint prose. A span over several
 * lines is sent as one token per line (clients need not support multi-line tokens); positions and lengths are UTF-16
 * code units.
 */
final class Tokens {

    /** The token types, in the order of their indexes in the data. */
    static final List<String> TYPES = List.of(SemanticTokenTypes.Property, SemanticTokenTypes.String,
            SemanticTokenTypes.Number, SemanticTokenTypes.Keyword, SemanticTokenTypes.Comment,
            SemanticTokenTypes.Operator, SemanticTokenTypes.Macro, SemanticTokenTypes.Parameter,
            SemanticTokenTypes.Variable, SemanticTokenTypes.Type, SemanticTokenTypes.Function);
    /** The token modifiers, bit 0 first. */
    static final List<String> MODIFIERS = List.of(SemanticTokenModifiers.Declaration,
            SemanticTokenModifiers.DefaultLibrary);

    private static final Map<SyntaxStyle, int[]> MAP = new EnumMap<>(SyntaxStyle.class);

    static {
        put(SyntaxStyle.KEY, SemanticTokenTypes.Property, 0);
        put(SyntaxStyle.STRING, SemanticTokenTypes.String, 0);
        put(SyntaxStyle.NUMBER, SemanticTokenTypes.Number, 0);
        put(SyntaxStyle.KEYWORD, SemanticTokenTypes.Keyword, 0);
        put(SyntaxStyle.LITERAL, SemanticTokenTypes.Keyword, 0);
        put(SyntaxStyle.COMMENT, SemanticTokenTypes.Comment, 0);
        put(SyntaxStyle.PUNCTUATION, SemanticTokenTypes.Operator, 0);
        put(SyntaxStyle.DELIMITER, SemanticTokenTypes.Operator, 0);
        put(SyntaxStyle.DIRECTIVE, SemanticTokenTypes.Macro, 0);
        put(SyntaxStyle.ATTRIBUTE, SemanticTokenTypes.Parameter, 0);
        put(SyntaxStyle.PLANE_LINK, SemanticTokenTypes.Variable, 0);
        put(SyntaxStyle.ANCHOR, SemanticTokenTypes.Variable, 0);
        put(SyntaxStyle.PLACEHOLDER, SemanticTokenTypes.Variable, 0);
        put(SyntaxStyle.TAG, SemanticTokenTypes.Type, 0);
        put(SyntaxStyle.FUNCTION, SemanticTokenTypes.Function, 1);
        put(SyntaxStyle.BUILTIN, SemanticTokenTypes.Function, 2);
    }

    private static void put(SyntaxStyle style, String type, int modifiers) {
        MAP.put(style, new int[] {TYPES.indexOf(type), modifiers});
    }

    private Tokens() {
    }

    static SemanticTokensLegend legend() {
        return new SemanticTokensLegend(TYPES, MODIFIERS);
    }

    /** The tokens of the target's document: its parse's highlighting, or its name's syntax for another file. */
    static SemanticTokens full(RequestTarget target) {
        var document = target.snapshot().document(target.path());
        Highlighting highlighting;
        String text;
        if (document.isPresent() && document.get().text() != null && document.get().parsed() != null) {
            text = document.get().text().text();
            highlighting = document.get().parsed().highlighting();
        } else {
            var source = target.snapshot().text(target.path());
            if (source.isEmpty()) {
                return new SemanticTokens(List.of());
            }
            text = source.get().text();
            String name = target.path().substring(target.path().lastIndexOf('/') + 1);
            highlighting = Highlights.of(EditorLanguage.ofFileName(name), source.get());
        }
        return new SemanticTokens(encode(text, highlighting));
    }

    /** The protocol's relative encoding (line delta, start delta, length, type, modifiers) of the mapped spans. */
    static List<Integer> encode(String text, Highlighting highlighting) {
        var data = new ArrayList<Integer>();
        var lines = SourceText.of(text);
        int lastLine = 0;
        int lastStart = 0;
        for (var span : highlighting.spans()) {
            int[] type = MAP.get(span.style());
            if (type == null || span.end() > text.length()) {
                continue;
            }
            int from = span.start();
            while (from < span.end()) {
                var at = LspText.position(lines.positionAt(from));
                int line = at.getLine();
                int lineEnd = lines.lineEnd(line + 1);
                int to = Math.min(span.end(), lineEnd);
                if (to > from) {
                    data.add(line - lastLine);
                    data.add(line == lastLine ? at.getCharacter() - lastStart : at.getCharacter());
                    data.add(to - from);
                    data.add(type[0]);
                    data.add(type[1]);
                    lastLine = line;
                    lastStart = at.getCharacter();
                }
                if (to >= span.end() || line + 2 > lines.lineCount()) {
                    break;
                }
                from = lines.lineStart(line + 2);
            }
        }
        return data;
    }
}
