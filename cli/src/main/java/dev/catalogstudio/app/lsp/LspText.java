package dev.catalogstudio.app.lsp;

import java.util.List;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;

/**
 * Positions between the protocol and the model. An LSP position is a 0-based line and a 0-based character counted in
 * UTF-16 code units (the encoding the server announces); the model's {@link dev.catalogstudio.model.text.Position} is a
 * 1-based line and a 1-based column in UTF-16 code units. Both end lines at {@code \n}, {@code \r\n} or a lone
 * {@code \r}, so converting is only a matter of the base.
 */
final class LspText {

    private LspText() {
    }

    /** The protocol's position of a model position. */
    static Position position(dev.catalogstudio.model.text.Position p) {
        return new Position(p.line() - 1, p.column() - 1);
    }

    /** The protocol's range of a model range (the end stays exclusive). */
    static Range range(dev.catalogstudio.model.text.Range r) {
        return new Range(position(r.start()), position(r.end()));
    }

    /**
     * The 0-based UTF-16 offset in {@code text} of a protocol position, clamped as the protocol says: a line past the
     * last is the end of the text, a character past its line's end is that end; negative numbers count as 0.
     */
    static int offset(String text, Position p) {
        int line = Math.max(0, p.getLine());
        int start = 0;
        for (int l = 0; l < line; l++) {
            int next = nextLineStart(text, start);
            if (next < 0) {
                return text.length();
            }
            start = next;
        }
        return Math.min(start + Math.max(0, p.getCharacter()), lineEnd(text, start));
    }

    /** The protocol's position of a 0-based UTF-16 offset of {@code text} (clamped to the text). */
    static Position position(String text, int offset) {
        int at = Math.max(0, Math.min(offset, text.length()));
        int line = 0;
        int start = 0;
        for (int next = nextLineStart(text, 0); next >= 0 && next <= at; next = nextLineStart(text, next)) {
            start = next;
            line++;
        }
        return new Position(line, at - start);
    }

    /** The protocol's range between two offsets of {@code text}. */
    static Range range(String text, int start, int end) {
        return new Range(position(text, start), position(text, end));
    }

    /**
     * {@code text} after the changes of one {@code didChange}, in order (each change's range is in the text the one
     * before left). A change without a range replaces the whole text; a range past the end is clamped, a reversed one
     * taken as the span between its ends.
     */
    static String apply(String text, List<TextDocumentContentChangeEvent> changes) {
        String result = text;
        for (var change : changes) {
            String inserted = change.getText() == null ? "" : change.getText();
            Range r = change.getRange();
            if (r == null) {
                result = inserted;
                continue;
            }
            int s = offset(result, r.getStart());
            int e = offset(result, r.getEnd());
            if (e < s) {
                int t = s;
                s = e;
                e = t;
            }
            result = result.substring(0, s) + inserted + result.substring(e);
        }
        return result;
    }

    /** Whether two protocol ranges share a character or touch (an empty range at an edge counts). */
    static boolean touches(Range a, Range b) {
        return compare(a.getStart(), b.getEnd()) <= 0 && compare(b.getStart(), a.getEnd()) <= 0;
    }

    /** Orders protocol positions by line, then character. */
    static int compare(Position a, Position b) {
        int c = Integer.compare(a.getLine(), b.getLine());
        return c != 0 ? c : Integer.compare(a.getCharacter(), b.getCharacter());
    }

    /** The start of the line after the one starting at {@code from}, or -1 on the last line. */
    private static int nextLineStart(String text, int from) {
        for (int i = from; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                return i + 1;
            }
            if (c == '\r') {
                return i + 1 < text.length() && text.charAt(i + 1) == '\n' ? i + 2 : i + 1;
            }
        }
        return -1;
    }

    private static int lineEnd(String text, int lineStart) {
        int i = lineStart;
        while (i < text.length() && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
            i++;
        }
        return i;
    }

    /**
     * {@code text} as literal Markdown: each character Markdown would read as markup ({@code \\ ` * _ [ ] < > #}
     * and {@code |}) escaped with a backslash, line breaks as spaces; for text from the workspace or the host data
     * shown in a hover.
     */
    static String markdown(String text) {
        var out = new StringBuilder(text.length() + 8);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if ("\\`*_[]<>#|".indexOf(c) >= 0) {
                out.append('\\');
            }
            out.append(c == '\n' || c == '\r' ? ' ' : c);
        }
        return out.toString();
    }
}
