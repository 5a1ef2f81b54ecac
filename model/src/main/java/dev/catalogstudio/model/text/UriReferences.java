package dev.catalogstudio.model.text;

/**
 * What a reference written in a document (a Markdown link or image destination, a path in a field) is: a URL, read by
 * its scheme, a Windows drive path, or something else (a relative path). The one rule the model and the app share, so that the check, the preview and
 * the editor never disagree about a link. Linear; never throws.
 */
public final class UriReferences {

    private UriReferences() {
    }

    /**
     * Whether {@code reference} is a URL: it begins with a URI scheme and its colon (RFC 3986 § 3.1:
     * {@code scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )}, either case) and the rest is on one line. Only the
     * scheme's shape is judged, not whether it is known or safe, nor anything of the rest: {@code ab:},
     * {@code a+b.c-d:x} and {@code javascript:x} are URLs.
     *
     * <p>The scheme must be two characters or more: a drive letter is not a scheme, so {@code C:\x} and {@code c:/x}
     * are Windows paths, not URLs. {@code 1a:x} (a scheme begins with a letter) and {@code :x} (no scheme) are not
     * URLs either. A line terminator after the colon (line feed, carriage return, U+0085, U+2028, U+2029) makes it no
     * URL: no URI holds one. {@code //host/x}, a network-path reference (§ 4.2), has no scheme: a caller that follows
     * it decides so itself.
     *
     * <p>The same as {@code reference.matches("[a-zA-Z][a-zA-Z0-9+.-]+:.*")}, read by hand: every link of every skill
     * of a check is asked.
     *
     * @param reference the reference as written, stripped of surrounding blanks by the caller where it wants that; not
     *                  {@code null}
     * @return true when {@code reference} is a URL by its scheme; its scheme is then everything before its first
     *         {@code :}
     */
    public static boolean hasScheme(String reference) {
        if (reference.isEmpty() || !asciiLetter(reference.charAt(0))) {
            return false;
        }
        int i = 1;
        while (i < reference.length() && schemeCharacter(reference.charAt(i))) {
            i++;
        }
        return i >= 2 && i < reference.length() && reference.charAt(i) == ':' && oneLine(reference, i + 1);
    }

    /**
     * Whether {@code reference} is a Windows drive path: a letter, {@code :}, {@code /} or {@code \}, and the rest on
     * one line ({@code C:\x}, {@code c:/x}); the same as {@code reference.matches("[A-Za-z]:[/\\\\].*")}. Never a URL
     * by {@link #hasScheme}.
     *
     * @param reference the reference as written; not {@code null}
     * @return true when {@code reference} names a file by its drive
     */
    public static boolean isDrivePath(String reference) {
        return reference.length() >= 3 && asciiLetter(reference.charAt(0)) && reference.charAt(1) == ':'
                && (reference.charAt(2) == '/' || reference.charAt(2) == '\\') && oneLine(reference, 3);
    }

    private static boolean schemeCharacter(char c) {
        return asciiLetter(c) || c >= '0' && c <= '9' || c == '+' || c == '.' || c == '-';
    }

    private static boolean asciiLetter(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }

    private static boolean oneLine(String text, int from) {
        for (int i = from; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029') {
                return false;
            }
        }
        return true;
    }
}
