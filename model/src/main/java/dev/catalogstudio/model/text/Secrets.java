package dev.catalogstudio.model.text;

import java.util.regex.Pattern;

/**
 * The one redaction of secrets in what the tool says: every diagnostic message ({@link
 * dev.catalogstudio.model.diag.Diagnostic}), every fetch failure, every line the command line prints and every line
 * the studio and the language server log go through {@link #redact}. What it hides:
 * <ul>
 *   <li>the user information of a URL, {@code scheme://user:password@host} → {@code scheme://***@host}, also when the
 *       password holds a {@code /} (as git reads {@code url.<base>.insteadOf}), when slashes follow the scheme twice
 *       ({@code https:///user:pw@host}, as JGit quotes a URL it could not parse) and for {@code file://user:pw@…};
 *       a port ({@code host:8443/path@ref}) is not user information and stays;</li>
 *   <li>tokens by their published shapes: GitHub's ({@code ghp_}, {@code gho_}, {@code ghu_}, {@code ghs_},
 *       {@code ghr_} and 30 or more letters and digits; {@code github_pat_…}), GitLab's ({@code glpat-…}), Slack's
 *       ({@code xoxb-…} and kin) and API keys written {@code sk-…} (OpenAI, Anthropic), each as {@code ***};</li>
 *   <li>the credential after {@code Authorization:} or {@code Bearer}, unless it is a placeholder ({@code ${TOKEN}},
 *       {@code $TOKEN}, {@code <token>}, {@code {{token}}}, {@code %TOKEN%}).</li>
 * </ul>
 * Text with none of these is returned as the same object, after a scan of its characters; the work is linear in its
 * length. File content the tool had no business reading is kept out at the source instead: a file reached through a
 * symbolic link the tool refuses is never read, and a line of the lock file that is not a lock fact is named by its
 * position, never quoted.
 */
public final class Secrets {

    /** What stands for a redacted secret. */
    public static final String MASK = "***";

    private static final Pattern TOKEN = Pattern.compile(
            "\\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{20,}|glpat-[A-Za-z0-9_-]{20,}"
                    + "|xox[abeprs]-[A-Za-z0-9-]{10,}|sk-(?:ant-|proj-)?[A-Za-z0-9_-]{20,})");
    private static final Pattern CREDENTIAL = Pattern.compile("(?i)\\b(authorization:\\s*(?:basic|bearer|token)?\\s*"
            + "|bearer\\s+)(?![$<{%])[^\\s\"'<>,;]+");

    private Secrets() {
    }

    /**
     * {@code text} with every secret it holds replaced by {@value #MASK}.
     *
     * @param text any text; {@code null} gives {@code null}
     * @return {@code text} itself when it holds none
     */
    public static String redact(String text) {
        if (text == null) {
            return null;
        }
        String out = text.contains("://") ? redactUserInfo(text) : text;
        if (mayHoldToken(out)) {
            out = TOKEN.matcher(out).replaceAll(MASK);
        }
        if (mayHoldCredential(out)) {
            out = CREDENTIAL.matcher(out).replaceAll("$1" + MASK);
        }
        return out;
    }

    /** The user information of every {@code scheme://…@} in {@code text} replaced by {@value #MASK}. */
    static String redactUserInfo(String text) {
        StringBuilder out = null;
        int copied = 0;
        int from = 0;
        int mark;
        while ((mark = text.indexOf("://", from)) >= 0) {
            int start = mark + 3;
            while (start < text.length() && text.charAt(start) == '/') {
                start++;
            }
            int end = start;
            while (end < text.length() && !endsUrl(text.charAt(end))) {
                end++;
            }
            int at = text.lastIndexOf('@', end - 1);
            from = end;
            if (at < start || !isUserInfo(text, start, at)) {
                continue;
            }
            if (out == null) {
                out = new StringBuilder(text.length());
            }
            out.append(text, copied, start).append(MASK);
            copied = at;
        }
        return out == null ? text : out.append(text, copied, text.length()).toString();
    }

    /**
     * Whether {@code text[start, at)}, before the last {@code @} of a URL, is user information: it is when it holds
     * no {@code /}; with a {@code /}, when a {@code :} comes before the first {@code /} and is not a port (digits
     * only up to that {@code /}), which is a password holding a slash.
     */
    private static boolean isUserInfo(String text, int start, int at) {
        int slash = text.indexOf('/', start);
        if (slash < 0 || slash > at) {
            return true;
        }
        int colon = text.indexOf(':', start);
        if (colon < 0 || colon > slash) {
            return false;
        }
        for (int i = colon + 1; i < slash; i++) {
            if (!Character.isDigit(text.charAt(i))) {
                return true;
            }
        }
        return colon + 1 == slash; // "user:/…": an empty port is no port
    }

    private static boolean endsUrl(char c) {
        return Character.isWhitespace(c) || c == '"' || c == '\'' || c == '<' || c == '>' || c == '`' || c == ')'
                || c == ']' || c == '}';
    }

    private static boolean mayHoldToken(String text) {
        return text.indexOf('_') >= 0 || text.contains("glpat-") || text.contains("xox") || text.contains("sk-");
    }

    private static boolean mayHoldCredential(String text) {
        return containsIgnoringCase(text, "bearer") || containsIgnoringCase(text, "authorization");
    }

    private static boolean containsIgnoringCase(String text, String word) {
        for (int i = 0; i + word.length() <= text.length(); i++) {
            if (text.regionMatches(true, i, word, 0, word.length())) {
                return true;
            }
        }
        return false;
    }
}
