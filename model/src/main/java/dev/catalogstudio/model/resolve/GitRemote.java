package dev.catalogstudio.model.resolve;

import dev.catalogstudio.model.text.SlashPath;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The published origin of a folder inside a git working tree: the {@code origin} remote (when it is on GitHub), the
 * checked-out branch (or commit, when detached) and the folder's path in the repository. Reads {@code .git} files
 * directly (no git process); linked worktrees ({@code .git} file with {@code gitdir:}) are followed.
 */
public final class GitRemote {

    private static final Pattern REMOTE = Pattern.compile(
            "\\[remote \"origin\"][^\\[]*?\\burl\\s*=\\s*(\\S+)", Pattern.DOTALL);
    private static final Pattern GITHUB = Pattern.compile(
            "(?:https://(?:[^@/]+@)?github\\.com/|git@github\\.com:|ssh://git@github\\.com/)([^/]+)/([^/]+?)(?:\\.git)?/?");
    private static final int MAX_LEVELS = 64;

    private GitRemote() {
    }

    /** The origin of {@code folder}, or empty when it is not in a git working tree with a GitHub remote. */
    public static Optional<Origin.GitHub> detect(Path folder) {
        Path dir = folder.toAbsolutePath().normalize();
        for (int i = 0; i < MAX_LEVELS && dir != null; i++, dir = dir.getParent()) {
            Path dotGit = dir.resolve(".git");
            if (Files.exists(dotGit)) {
                try {
                    return read(dotGit, dir.relativize(folder.toAbsolutePath().normalize()));
                } catch (IOException | RuntimeException e) {
                    return Optional.empty();
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<Origin.GitHub> read(Path dotGit, Path inRepository) throws IOException {
        Path gitDir = dotGit;
        if (Files.isRegularFile(dotGit)) {
            String pointer = Files.readString(dotGit, StandardCharsets.UTF_8).strip();
            if (!pointer.startsWith("gitdir:")) {
                return Optional.empty();
            }
            gitDir = dotGit.getParent().resolve(pointer.substring(7).strip()).normalize();
        }
        Path common = gitDir;
        Path commonDir = gitDir.resolve("commondir");
        if (Files.isRegularFile(commonDir)) {
            common = gitDir.resolve(Files.readString(commonDir, StandardCharsets.UTF_8).strip()).normalize();
        }
        var remote = REMOTE.matcher(Files.readString(common.resolve("config"), StandardCharsets.UTF_8));
        if (!remote.find()) {
            return Optional.empty();
        }
        var github = GITHUB.matcher(remote.group(1));
        if (!github.matches()) {
            return Optional.empty();
        }
        String head = Files.readString(gitDir.resolve("HEAD"), StandardCharsets.UTF_8).strip();
        String ref = head.startsWith("ref: refs/heads/") ? head.substring("ref: refs/heads/".length()) : head;
        String path = SlashPath.of(inRepository);
        String text = "https://github.com/" + github.group(1) + "/" + github.group(2) + "/tree/" + ref
                + (path.isEmpty() ? "" : "/" + path);
        return Origin.parse(text).filter(Origin.GitHub.class::isInstance).map(Origin.GitHub.class::cast);
    }
}
