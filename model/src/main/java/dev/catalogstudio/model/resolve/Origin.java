package dev.catalogstudio.model.resolve;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A dependency origin (metaagents.md § Origin URI Grammar): {@code https://github.com/<owner>/<repo>/tree/<ref>[/path]}
 * or {@code file:<absolute-path>}.
 */
public sealed interface Origin {

    /** The origin as written. */
    String text();

    /**
     * A GitHub tree origin.
     *
     * @param owner the owner (user or organisation)
     * @param repo  the repository
     * @param ref   the branch, tag or commit (the first segment after {@code tree/})
     * @param path  the path inside the repository without leading or trailing {@code /}; empty for the root
     */
    record GitHub(String text, String owner, String repo, String ref, String path) implements Origin {
    }

    /**
     * A local {@code file:} origin.
     *
     * @param path the absolute path as written after {@code file:} ({@code /x/y}, {@code ///x/y} or {@code C:/x})
     */
    record File(String text, String path) implements Origin {
    }

    /** GitHub's owner grammar: alphanumerics and single hyphens, not at either end, at most 39 characters. */
    Pattern GITHUB = Pattern.compile("https://github\\.com/([A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38})"
            + "/([A-Za-z0-9._-]+)/tree/([^/\\s?#]+)((?:/[^/\\s?#]+)*)/?");
    /** An absolute POSIX path or a Windows drive path after {@code file:}. */
    Pattern FILE = Pattern.compile("file:((?:/|[A-Za-z]:[/\\\\])\\S*)");

    /** Parses {@code text}; empty when it follows neither grammar. */
    static Optional<Origin> parse(String text) {
        var gh = GITHUB.matcher(text);
        if (gh.matches() && !gh.group(2).equals(".") && !gh.group(2).equals("..")) {
            String path = gh.group(4).isEmpty() ? "" : gh.group(4).substring(1);
            return Optional.of(new GitHub(text, gh.group(1), gh.group(2), gh.group(3), path));
        }
        var file = FILE.matcher(text);
        if (file.matches()) {
            return Optional.of(new File(text, file.group(1)));
        }
        return Optional.empty();
    }
}
