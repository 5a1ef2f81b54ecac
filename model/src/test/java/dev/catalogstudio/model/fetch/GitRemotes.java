package dev.catalogstudio.model.fetch;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
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
 * Bare repositories standing for remotes, made with JGit in a test's folder: {@code <base>/<owner>/<repo>.git}.
 * Trees are written object by object, so they may hold what git itself would refuse ({@code ..}, {@code .git}).
 * Public, in the model's test jar: the command line's and the studio's fetch tests make their remotes with it too.
 */
public final class GitRemotes {

    /** A symbolic link to {@code target}. */
    public record Link(String target) {
    }

    /** A submodule at {@code commit}. */
    public record Gitlink(ObjectId commit) {
    }

    private final Path base;

    /** Remotes under {@code base}. */
    public GitRemotes(Path base) {
        this.base = base;
    }

    /**
     * Installs, for the fetches of a test, a git configuration under {@code temp} that serves
     * {@code https://github.com/<owner>/<repo>} from this object's repositories ({@code url.<base>.insteadOf}) with a
     * temporary home; {@link GitEnvironment#uninstall()} undoes it. Returns the environment installed.
     */
    public Map<String, String> serveAsGitHub(Path temp) throws IOException {
        Path config = temp.resolve("gitconfig");
        java.nio.file.Files.writeString(config, "[url \"file://" + base + "/\"]\n\tinsteadOf = https://github.com/\n");
        Path home = java.nio.file.Files.createDirectories(temp.resolve("home"));
        var environment = Map.of("HOME", home.toString(), "GIT_CONFIG_GLOBAL", config.toString(),
                "GIT_CONFIG_NOSYSTEM", "1");
        GitEnvironment.install(environment);
        return environment;
    }

    /** The bare repository of owner/repo. */
    public Path folder(String owner, String repo) {
        return base.resolve(owner).resolve(repo + ".git");
    }

    /** {@code text} in UTF-8. */
    public static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    static byte[] random(int size, long seed) {
        var bytes = new byte[size];
        new Random(seed).nextBytes(bytes);
        return bytes;
    }

    /**
     * Commits {@code files} (path to {@code byte[]}, {@link Link} or {@link Gitlink}; paths split on {@code /} as
     * written, never normalised) on {@code branch} of owner/repo, creating the repository; its parent is the branch's
     * current commit. Returns the commit.
     */
    public ObjectId commit(String owner, String repo, String branch, Map<String, ?> files) throws IOException {
        try (var git = open(owner, repo); var inserter = git.newObjectInserter()) {
            return commit(git, inserter, branch, tree(inserter, files));
        }
    }

    private static ObjectId commit(Repository git, ObjectInserter inserter, String branch, ObjectId tree)
            throws IOException {
        var commit = new CommitBuilder();
        commit.setTreeId(tree);
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
        return id;
    }

    /**
     * Commits the tree that {@code tree} writes with the inserter it is given (object by object, so it may hold what
     * git would refuse: a name twice, any name length) on {@code branch} of owner/repo. Returns the commit.
     */
    ObjectId commitTree(String owner, String repo, String branch, TreeWriter tree) throws IOException {
        try (var git = open(owner, repo); var inserter = git.newObjectInserter()) {
            return commit(git, inserter, branch, tree.write(inserter));
        }
    }

    /** Writes a tree object, returning its id. */
    @FunctionalInterface
    interface TreeWriter {
        ObjectId write(ObjectInserter inserter) throws IOException;
    }

    /** An annotated tag {@code name} on {@code commit}. */
    public void tag(String owner, String repo, String name, ObjectId commit) throws IOException {
        try (var git = open(owner, repo); var inserter = git.newObjectInserter()) {
            var tag = new TagBuilder();
            tag.setObjectId(commit, Constants.OBJ_COMMIT);
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
        var folder = folder(owner, repo);
        var git = new FileRepositoryBuilder().setGitDir(folder.toFile()).setBare().build();
        if (!folder.resolve("HEAD").toFile().isFile()) {
            git.create(true);
        }
        return git;
    }

    private static ObjectId tree(ObjectInserter inserter, Map<String, ?> files) throws IOException {
        var here = new TreeMap<String, Object>();
        var below = new LinkedHashMap<String, Map<String, Object>>();
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
            Object value = file.getValue();
            if (value instanceof byte[] bytes) {
                entries.add(new Object[] {file.getKey(), FileMode.REGULAR_FILE,
                        inserter.insert(Constants.OBJ_BLOB, bytes)});
            } else if (value instanceof Link link) {
                entries.add(new Object[] {file.getKey(), FileMode.SYMLINK,
                        inserter.insert(Constants.OBJ_BLOB, utf8(link.target()))});
            } else if (value instanceof Gitlink gitlink) {
                entries.add(new Object[] {file.getKey(), FileMode.GITLINK, gitlink.commit()});
            } else {
                throw new IllegalArgumentException(String.valueOf(value));
            }
        }
        for (var folder : below.entrySet()) {
            entries.add(new Object[] {folder.getKey(), FileMode.TREE, tree(inserter, folder.getValue())});
        }
        // git's order: by name, a tree's name compared as if it ended in '/'
        entries.sort((a, b) -> Arrays.compareUnsigned(sortKey(a), sortKey(b)));
        var formatter = new TreeFormatter();
        for (Object[] entry : entries) {
            formatter.append((String) entry[0], (FileMode) entry[1], (ObjectId) entry[2]);
        }
        return inserter.insert(formatter);
    }

    private static byte[] sortKey(Object[] entry) {
        return utf8(entry[0] + (entry[1] == FileMode.TREE ? "/" : ""));
    }
}
