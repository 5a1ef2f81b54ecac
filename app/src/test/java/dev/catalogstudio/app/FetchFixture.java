package dev.catalogstudio.app;

import dev.catalogstudio.model.fetch.GitEnvironment;
import dev.catalogstudio.model.resolve.OriginCache;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import org.eclipse.jgit.lib.CommitBuilder;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.FileMode;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.ObjectInserter;
import org.eclipse.jgit.lib.PersonIdent;
import org.eclipse.jgit.lib.RefUpdate;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.lib.TagBuilder;
import org.eclipse.jgit.lib.TreeFormatter;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;

/**
 * Remotes for the studio's fetch tests, on this machine only: bare repositories made with JGit in a temporary folder
 * ({@code <temp>/remotes/<owner>/<repo>.git}), reached as {@code https://github.com/<owner>/<repo>} through a
 * temporary git configuration ({@code url."file://<temp>/remotes/".insteadOf = https://github.com/}), and the origin
 * cache in {@code <temp>/cache} (the {@link OriginCache#PROPERTY} system property). {@link #close()} undoes both.
 */
public final class FetchFixture implements AutoCloseable {

    private final Path temp;
    private final Map<String, String> environment;

    /** Sets up the remotes' folder, the git configuration and the cache under {@code temp}. */
    public FetchFixture(Path temp) throws IOException {
        this.temp = temp;
        Path remotes = Files.createDirectories(temp.resolve("remotes"));
        Path config = temp.resolve("gitconfig");
        Files.writeString(config, "[url \"file://" + remotes + "/\"]\n\tinsteadOf = https://github.com/\n");
        Path home = Files.createDirectories(temp.resolve("home"));
        environment = Map.of("HOME", home.toString(), "GIT_CONFIG_GLOBAL", config.toString(),
                "GIT_CONFIG_NOSYSTEM", "1");
        GitEnvironment.install(environment);
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
        try (var git = open(owner, repo); var inserter = git.newObjectInserter()) {
            var commit = new CommitBuilder();
            commit.setTreeId(tree(inserter, files));
            var parent = git.exactRef(Constants.R_HEADS + branch);
            if (parent != null) {
                commit.setParentId(parent.getObjectId());
            }
            var person = new PersonIdent("Test", "test@example.org");
            commit.setAuthor(person);
            commit.setCommitter(person);
            commit.setMessage("files\n");
            var id = inserter.insert(commit);
            inserter.flush();
            var update = git.updateRef(Constants.R_HEADS + branch);
            update.setNewObjectId(id);
            update.setForceUpdate(true);
            var result = update.update();
            if (result != RefUpdate.Result.NEW && result != RefUpdate.Result.FORCED) {
                throw new IOException(result.toString());
            }
            return id.name();
        }
    }

    /** Commits the skill acme/dates at {@code version} on main of github.com/acme/dates. Returns the commit. */
    public String publishDates(String version) throws IOException {
        return commit("acme", "dates", "main", Map.of("skills/dates/SKILL.md", skill("acme", "dates", version)));
    }

    /** An annotated tag {@code name} on {@code commit} of owner/repo. */
    public void tag(String owner, String repo, String name, String commit) throws IOException {
        try (var git = open(owner, repo); var inserter = git.newObjectInserter()) {
            var tag = new TagBuilder();
            tag.setObjectId(ObjectId.fromString(commit), Constants.OBJ_COMMIT);
            tag.setTag(name);
            tag.setTagger(new PersonIdent("Test", "test@example.org"));
            tag.setMessage("release\n");
            var id = inserter.insert(tag);
            inserter.flush();
            var update = git.updateRef(Constants.R_TAGS + name);
            update.setNewObjectId(id);
            update.update();
        }
    }

    private Repository open(String owner, String repo) throws IOException {
        var folder = temp.resolve("remotes").resolve(owner).resolve(repo + ".git");
        var git = new FileRepositoryBuilder().setGitDir(folder.toFile()).setBare().build();
        if (!folder.resolve("HEAD").toFile().isFile()) {
            git.create(true);
        }
        return git;
    }

    private static ObjectId tree(ObjectInserter inserter, Map<String, String> files) throws IOException {
        var here = new TreeMap<String, String>();
        var below = new LinkedHashMap<String, Map<String, String>>();
        for (var file : files.entrySet()) {
            int slash = file.getKey().indexOf('/');
            if (slash < 0) {
                here.put(file.getKey(), file.getValue());
            } else {
                below.computeIfAbsent(file.getKey().substring(0, slash), k -> new LinkedHashMap<>())
                        .put(file.getKey().substring(slash + 1), file.getValue());
            }
        }
        var entries = new ArrayList<Object[]>();
        for (var file : here.entrySet()) {
            entries.add(new Object[] {file.getKey(), FileMode.REGULAR_FILE,
                    inserter.insert(Constants.OBJ_BLOB, file.getValue().getBytes(StandardCharsets.UTF_8))});
        }
        for (var folder : below.entrySet()) {
            entries.add(new Object[] {folder.getKey(), FileMode.TREE, tree(inserter, folder.getValue())});
        }
        // git's order: by name, a tree's name compared as if it ended in '/'
        entries.sort((a, b) -> Arrays.compareUnsigned(key(a), key(b)));
        var formatter = new TreeFormatter();
        for (Object[] entry : entries) {
            formatter.append((String) entry[0], (FileMode) entry[1], (ObjectId) entry[2]);
        }
        return inserter.insert(formatter);
    }

    private static byte[] key(Object[] entry) {
        return (entry[0] + (entry[1] == FileMode.TREE ? "/" : "")).getBytes(StandardCharsets.UTF_8);
    }
}
