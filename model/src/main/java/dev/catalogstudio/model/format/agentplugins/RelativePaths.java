package dev.catalogstudio.model.format.agentplugins;

import java.util.ArrayDeque;
import java.util.Optional;

/**
 * Plugin-relative paths as a checker can judge them without the file system (Agent Plugins 1.0 § 4.1 rule 4,
 * § 7.2.1): the text after {@code ./} or a placeholder prefix, resolved lexically. Symbolic links cannot be followed
 * here; the workspace scan reports a link leaving the checked folder ({@code symlink-escape}). Stateless.
 */
final class RelativePaths {

    private RelativePaths() {
    }

    /**
     * {@code path} resolved against its base: empty and {@code .} segments dropped, each {@code ..} removing the
     * segment before it; {@code /} and, so that a path escaping on Windows is caught too, {@code \} separate segments.
     * The result is {@code /}-separated, {@code ""} for the base itself.
     *
     * @return the resolved path, or empty when a {@code ..} climbs above the base
     */
    static Optional<String> resolve(String path) {
        var segments = new ArrayDeque<String>();
        for (String segment : path.split("[/\\\\]")) {
            if (segment.isEmpty() || segment.equals(".")) {
                continue;
            }
            if (segment.equals("..")) {
                if (segments.isEmpty()) {
                    return Optional.empty();
                }
                segments.removeLast();
            } else {
                segments.addLast(segment);
            }
        }
        return Optional.of(String.join("/", segments));
    }

    /** Whether {@code command} is an absolute path: {@code /x}, {@code \x}, {@code C:\x} or {@code C:/x}. */
    static boolean isAbsolute(String command) {
        return command.startsWith("/") || command.startsWith("\\")
                || command.length() >= 2 && command.charAt(1) == ':' && Character.isLetter(command.charAt(0));
    }

    /**
     * Whether {@code command} names a path rather than a bare executable: it holds a {@code /} or {@code \}, is
     * absolute, or is {@code .}, {@code ..} or {@code ~}-prefixed.
     */
    static boolean isPath(String command) {
        return command.indexOf('/') >= 0 || command.indexOf('\\') >= 0 || isAbsolute(command)
                || command.equals(".") || command.equals("..") || command.startsWith("~");
    }

    /** The last segment of a {@code /} or {@code \} separated path. */
    static String lastSegment(String path) {
        return path.substring(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
    }
}
