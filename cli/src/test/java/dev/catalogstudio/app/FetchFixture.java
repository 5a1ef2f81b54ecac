package dev.catalogstudio.app;

import dev.catalogstudio.model.fetch.GitEnvironment;
import dev.catalogstudio.model.fetch.GitRemotes;
import dev.catalogstudio.model.resolve.OriginCache;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * Remotes for the studio's fetch tests, on this machine only: bare repositories made with JGit in a temporary folder
 * ({@code <temp>/remotes/<owner>/<repo>.git}), reached as {@code https://github.com/<owner>/<repo>} through a
 * temporary git configuration ({@code url."file://<temp>/remotes/".insteadOf = https://github.com/}), and the origin
 * cache in {@code <temp>/cache} (the {@link OriginCache#PROPERTY} system property). {@link #close()} undoes both.
 */
public final class FetchFixture implements AutoCloseable {

    private final Path temp;
    private final Map<String, String> environment;
    private final GitRemotes remotes;

    /** Sets up the remotes' folder, the git configuration and the cache under {@code temp}. */
    public FetchFixture(Path temp) throws IOException {
        this.temp = temp;
        this.remotes = new GitRemotes(Files.createDirectories(temp.resolve("remotes")));
        environment = remotes.serveAsGitHub(temp);
        System.setProperty(OriginCache.PROPERTY, cache().toString());
    }

    /** The environment a fetch reads git's configuration with (the temporary home and configuration). */
    public Map<String, String> environment() {
        return environment;
    }

    /** The origin cache folder. */
    public Path cache() {
        return temp.resolve("cache");
    }

    @Override
    public void close() {
        GitEnvironment.uninstall();
        System.clearProperty(OriginCache.PROPERTY);
    }

    /** A MetaAgents SKILL.md of {@code scope}/{@code name} at {@code version}, depending on {@code dependencies}. */
    public static String skill(String scope, String name, String version, String... dependencies) {
        var text = new StringBuilder("---\nname: " + name + "\nscope: " + scope + "\ndescription: The " + name
                + " skill. Use when a task needs " + name + ".\nversion: " + version + "\n");
        if (dependencies.length > 0) {
            text.append("dependencies:\n  skills:\n");
            for (String dependency : dependencies) {
                text.append("    - \"").append(dependency).append("\"\n");
            }
        }
        return text.append("---\n# ").append(name).append("\n").toString();
    }

    /**
     * Commits {@code files} (path to text) on {@code branch} of owner/repo, creating the repository; the parent is
     * the branch's current commit. Returns the commit.
     */
    public String commit(String owner, String repo, String branch, Map<String, String> files) throws IOException {
        var bytes = new java.util.LinkedHashMap<String, byte[]>();
        files.forEach((path, text) -> bytes.put(path, GitRemotes.utf8(text)));
        return remotes.commit(owner, repo, branch, bytes).name();
    }

    /** Commits the skill acme/dates at {@code version} on main of github.com/acme/dates. Returns the commit. */
    public String publishDates(String version) throws IOException {
        return commit("acme", "dates", "main", Map.of("skills/dates/SKILL.md", skill("acme", "dates", version)));
    }

    /** An annotated tag {@code name} on {@code commit} of owner/repo. */
    public void tag(String owner, String repo, String name, String commit) throws IOException {
        remotes.tag(owner, repo, name, org.eclipse.jgit.lib.ObjectId.fromString(commit));
    }
}
