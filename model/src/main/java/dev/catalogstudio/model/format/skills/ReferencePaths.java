package dev.catalogstudio.model.format.skills;

import java.util.List;

/**
 * The shapes of path a skill body's references are judged by ({@link SkillReferences}): an inline-code path under a
 * skill's usual folders, a path with a file extension (a URL and a Windows drive path are
 * {@link dev.catalogstudio.model.text.UriReferences}'s). Each is the whole of a
 * regular expression, read by hand: every skill of a collection has its references judged, and the expressions were a
 * fortieth of a warm check. {@code HandReadPatternsTest} holds each to its expression on seeded random strings.
 */
final class ReferencePaths {

    private ReferencePaths() {
    }

    /**
     * Whether {@code literal} is a relative path under a skill's usual folders whose last segment has a file extension:
     * the whole of <code>(?:\./)?(?:scripts|references|assets|resources|templates)/</code> then a
     * {@link #pathWithExtension}.
     */
    static boolean codePath(String literal) {
        int at = literal.startsWith("./") ? 2 : 0;
        for (String folder : FOLDERS) {
            if (literal.startsWith(folder, at) && literal.startsWith("/", at + folder.length())) {
                return pathWithExtension(literal, at + folder.length() + 1);
            }
        }
        return false;
    }

    /** The folders of {@link #codePath}; each ends in {@code s}. */
    static final List<String> FOLDERS = List.of("scripts", "references", "assets", "resources", "templates");

    /**
     * Whether {@code text} from {@code from} is the whole of
     * <code>[^\s*?&lt;&gt;{}$|`'"]*[^/\s.]\.[A-Za-z0-9]{1,8}</code>: a path whose last segment has a file extension, as
     * after a host placeholder ({@code ${CLAUDE_SKILL_DIR}/x.py}). The extension's dot is the last dot (an extension
     * holds none), so the expression's one way to match is read directly. {@code \s} is Java's: space, tab, line feed,
     * vertical tab, form feed, carriage return.
     */
    static boolean pathWithExtension(String text, int from) {
        int dot = text.lastIndexOf('.');
        int extension = text.length() - dot - 1;
        if (dot - 1 < from || extension < 1 || extension > 8) {
            return false;
        }
        for (int i = dot + 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9')) {
                return false;
            }
        }
        char last = text.charAt(dot - 1);
        if (last == '/' || last == '.' || javaSpace(last)) {
            return false;
        }
        for (int i = from; i < dot - 1; i++) {
            char c = text.charAt(i);
            if (javaSpace(c) || "*?<>{}$|`'\"".indexOf(c) >= 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean javaSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }
}
