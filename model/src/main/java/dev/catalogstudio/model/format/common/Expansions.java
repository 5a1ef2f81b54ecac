package dev.catalogstudio.model.format.common;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds what a shell would expand in a string: {@code ${NAME}}, {@code $NAME}, {@code %NAME%} and a leading
 * {@code ~/} (or {@code ~\}). MCP hosts pass strings verbatim, so only the two placeholders of
 * metaagents.md § Placeholder substitution are ever replaced.
 */
public final class Expansions {

    /** The kinds of reference. */
    public enum Kind {
        /** {@code ${NAME}}: a placeholder, or a shell/host variable. */
        BRACED,
        /** {@code $NAME}: a POSIX shell variable. */
        DOLLAR,
        /** {@code %NAME%}: a Windows cmd variable. */
        PERCENT,
        /** A leading {@code ~/}: the shell's home directory. */
        TILDE
    }

    /**
     * One reference.
     *
     * @param kind  what it is
     * @param name  the variable name ({@code ""} for {@link Kind#TILDE}); for {@link Kind#BRACED} everything between
     *              the braces, unchecked
     * @param start 0-based index of its first character in the unescaped string
     * @param end   0-based exclusive end index
     */
    public record Ref(Kind kind, String name, int start, int end) {
    }

    private Expansions() {
    }

    /**
     * Every reference in {@code s}, in order. An unclosed {@code ${} is a {@link Kind#BRACED} reference covering
     * {@code ${} and the name characters after it (so {@code ${workspaceDir/x} yields {@code ${workspaceDir}).
     */
    public static List<Ref> scan(String s) {
        var refs = new ArrayList<Ref>();
        if (s.startsWith("~/") || s.startsWith("~\\")) {
            refs.add(new Ref(Kind.TILDE, "", 0, 2));
        }
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            int end = i + 1;
            if (c == '$' && end < s.length() && s.charAt(end) == '{') {
                int close = s.indexOf('}', end);
                int nameEnd = close < 0 ? nameEnd(s, i + 2, false) : close;
                end = close < 0 ? nameEnd : close + 1;
                refs.add(new Ref(Kind.BRACED, s.substring(i + 2, nameEnd), i, end));
            } else if (c == '$' && end < s.length() && isNameStart(s.charAt(end))) {
                end = nameEnd(s, end, false);
                refs.add(new Ref(Kind.DOLLAR, s.substring(i + 1, end), i, end));
            } else if (c == '%' && end < s.length() && isNameStart(s.charAt(end))) {
                int nameEnd = nameEnd(s, end, true);
                if (nameEnd < s.length() && s.charAt(nameEnd) == '%') {
                    end = nameEnd + 1;
                    refs.add(new Ref(Kind.PERCENT, s.substring(i + 1, nameEnd), i, end));
                }
            }
            i = end;
        }
        return refs;
    }

    /** Whether {@code s} is exactly one variable reference ({@code ${NAME}}, {@code $NAME} or {@code %NAME%}), nothing else. */
    public static boolean isWholeReference(String s) {
        var refs = scan(s);
        return refs.size() == 1 && refs.get(0).kind() != Kind.TILDE
                && refs.get(0).start() == 0 && refs.get(0).end() == s.length();
    }

    private static boolean isNameStart(char c) {
        return c == '_' || c < 128 && Character.isLetter(c);
    }

    private static int nameEnd(String s, int from, boolean windows) {
        int i = from;
        while (i < s.length()) {
            char c = s.charAt(i);
            boolean ok = c == '_' || c < 128 && Character.isLetterOrDigit(c) || windows && (c == '(' || c == ')');
            if (!ok) {
                break;
            }
            i++;
        }
        return i;
    }
}
