package dev.catalogstudio.model.review;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.eclipse.jgit.errors.IncorrectObjectTypeException;
import org.eclipse.jgit.errors.MissingObjectException;
import org.eclipse.jgit.errors.RevisionSyntaxException;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.FileMode;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevSort;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.revwalk.filter.RevFilter;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.eclipse.jgit.treewalk.AbstractTreeIterator;
import org.eclipse.jgit.dircache.DirCacheIterator;
import org.eclipse.jgit.treewalk.CanonicalTreeParser;
import org.eclipse.jgit.treewalk.EmptyTreeIterator;
import org.eclipse.jgit.treewalk.FileTreeIterator;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.eclipse.jgit.treewalk.filter.AndTreeFilter;
import org.eclipse.jgit.treewalk.filter.NotIgnoredFilter;
import org.eclipse.jgit.treewalk.filter.PathFilter;
import org.eclipse.jgit.treewalk.filter.PathFilterGroup;
import org.eclipse.jgit.treewalk.filter.TreeFilter;

/**
 * The revisions of a catalog folder in its git repository, read with JGit and never checked out: nothing here writes
 * to the work tree, the index or the refs. A <em>side</em> is a commit or the working tree; paths are
 * {@code /}-separated and relative to the catalog folder (which may be a folder below the repository's root).
 */
public final class GitSides implements Closeable {

    /** The most bytes of one file read from a commit; a bigger file is read as its first this many bytes. */
    public static final int FILE_LIMIT = 8 * 1024 * 1024;

    /** The most commits of a range walked to count a version's bumps. */
    public static final int COMMIT_LIMIT = 10_000;

    /**
     * A folder or revision review cannot use (a folder outside a git work tree, reached through a link from outside
     * it, or inside a git folder; a revision git cannot resolve), with a message fit for the command line (exit code
     * 2).
     */
    public static final class RevisionException extends Exception {
        private static final long serialVersionUID = 1L;

        RevisionException(String message) {
            super(message);
        }
    }

    /**
     * One side of a review: a commit, or the working tree ({@code commit} empty).
     *
     * @param label  what the user wrote ({@code origin/main}) or {@code working tree}
     * @param commit the commit, or empty for the working tree
     */
    public record Side(String label, Optional<RevCommit> commit) {
        public Side {
            Objects.requireNonNull(label, "label");
            Objects.requireNonNull(commit, "commit");
        }

        /** The commit's 40 hex digits, or {@code working tree}. */
        public String name() {
            return commit.map(RevCommit::name).orElse("working tree");
        }
    }

    /**
     * A path that differs between two sides.
     *
     * @param path   relative to the catalog folder
     * @param before whether it exists on the first side (as a regular file)
     * @param after  whether it exists on the second side
     */
    public record Change(String path, boolean before, boolean after) {
    }

    private final Repository repository;
    private final Path folder;
    private final String prefix;

    private GitSides(Repository repository, Path folder, String prefix) {
        this.repository = repository;
        this.folder = folder;
        this.prefix = prefix;
    }

    /**
     * Opens the repository holding {@code folder}.
     *
     * @param folder an absolute, normalized folder inside a git work tree
     * @throws RevisionException if no git repository holds it, it is a bare repository, the folder's real path (links
     *                           followed) is outside the work tree, or it is a git folder ({@code .git}) or inside one
     */
    public static GitSides open(Path folder) throws RevisionException {
        // Before JGit reads a file: it would probe the file system (.probe-* files in .git) and write its own
        // configuration in the home folder.
        dev.catalogstudio.model.git.QuietJGit.install();
        var builder = new FileRepositoryBuilder().readEnvironment().findGitDir(folder.toFile());
        if (builder.getGitDir() == null) {
            throw new RevisionException(folder + " is not in a git work tree (review compares git revisions)");
        }
        try {
            var repository = builder.setMustExist(true).build();
            if (repository.isBare()) {
                repository.close();
                throw new RevisionException(builder.getGitDir() + " is a bare repository: review needs a work tree");
            }
            Path workTree = repository.getWorkTree().toPath().toAbsolutePath().normalize();
            Path real = folder.toRealPath();
            Path realTree = workTree.toRealPath();
            Path gitFolder = repository.getDirectory().toPath().toRealPath();
            String refused = refusal(folder, real, realTree, gitFolder);
            if (refused != null) {
                repository.close();
                throw new RevisionException(refused);
            }
            String prefix = slash(realTree.relativize(real));
            return new GitSides(repository, folder, prefix);
        } catch (IOException e) {
            throw new RevisionException("cannot read the git repository of " + folder + ": " + e.getMessage());
        }
    }

    /**
     * Why {@code folder} (real path {@code real}) is no catalog folder of the work tree {@code realTree}, or
     * {@code null}: a folder must be the work tree or below it once links are followed (a link to a folder elsewhere
     * would review files git does not track here, as an empty change set), and must not be the git folder or inside
     * one (its files are git's, not a catalog's).
     */
    private static String refusal(Path folder, Path real, Path realTree, Path gitFolder) {
        if (real.startsWith(gitFolder)) {
            return folder + " is inside the git folder " + gitFolder + "; give the catalog folder in the work tree "
                    + realTree;
        }
        if (!real.startsWith(realTree)) {
            return folder + " leads to " + real + ", outside the git work tree " + realTree + "; review reads the "
                    + "catalog from inside the work tree only (give the folder there, not a link to it)";
        }
        Path relative = realTree.relativize(real);
        for (int i = 0; i < relative.getNameCount(); i++) {
            if (relative.getName(i).toString().equals(Constants.DOT_GIT)) {
                return folder + " is inside the git folder " + realTree.resolve(relative.subpath(0, i + 1))
                        + "; give the catalog folder in the work tree " + realTree;
            }
        }
        return null;
    }

    private static String slash(Path relative) {
        var text = new StringBuilder();
        for (Path part : relative) {
            if (!part.toString().isEmpty()) {
                text.append(text.length() == 0 ? "" : "/").append(part);
            }
        }
        return text.toString();
    }

    /** The catalog folder's path in the repository ({@code ""} for its root). */
    public String prefix() {
        return prefix;
    }

    /** The working tree side. */
    public Side workingTree() {
        return new Side("working tree", Optional.empty());
    }

    /**
     * The commit {@code revision} names: a branch, tag, {@code origin/main}, {@code HEAD~3} or a commit.
     *
     * @throws RevisionException if git knows no such revision, it names no commit, it names the upstream of a branch
     *                           that has none ({@code @{upstream}}), or the commit is not in this clone (a shallow
     *                           clone): the message says how to deepen it
     */
    public Side commit(String revision) throws RevisionException {
        ObjectId id;
        try {
            id = repository.resolve(upstream(revision) + "^{commit}");
        } catch (RevisionSyntaxException | IncorrectObjectTypeException e) {
            throw new RevisionException("'" + revision + "' is not a revision git can read");
        } catch (MissingObjectException e) {
            throw unknown(revision);
        } catch (IOException e) {
            throw new RevisionException("cannot read '" + revision + "': " + e.getMessage());
        }
        if (id == null) {
            throw unknown(revision);
        }
        try (var walk = new RevWalk(repository)) {
            var commit = walk.parseCommit(id);
            walk.parseBody(commit);
            return new Side(revision, Optional.of(commit));
        } catch (MissingObjectException e) {
            throw unknown(revision);
        } catch (IOException e) {
            throw new RevisionException("cannot read '" + revision + "': " + e.getMessage());
        }
    }

    /**
     * A revision git cannot find here, or a commit id it does not have (git takes 40 hex digits for an id without
     * looking): in a shallow clone, how to deepen it; else that this repository has no such revision.
     */
    private RevisionException unknown(String revision) {
        return new RevisionException(isShallow() ? shallowHint(revision) : "no revision '" + revision
                + "' in this repository (a branch, tag or commit; for a remote branch fetch it first, e.g. "
                + "git fetch origin " + revision.replaceFirst("^origin/", "") + ")");
    }

    /** {@code @{upstream}} or {@code @{u}}, after a branch name or none, then anything (git-rev-parse(1)). */
    private static final java.util.regex.Pattern UPSTREAM =
            java.util.regex.Pattern.compile("(.*?)@\\{(?i:upstream|u)}(.*)", java.util.regex.Pattern.DOTALL);

    /**
     * {@code revision} with its {@code @{upstream}} ({@code @{u}}) replaced by the ref of the branch's upstream, as
     * {@code branch.<name>.remote} and {@code branch.<name>.merge} name it; unchanged without one. JGit alone reads
     * {@code @{upstream}} of a branch with no upstream as the branch itself, so a review of a fresh branch against
     * {@code @{upstream}} would silently compare it with itself.
     *
     * @throws RevisionException when the branch (or the current one: {@code HEAD}, which must be on a branch) has no
     *                           upstream
     */
    private String upstream(String revision) throws RevisionException {
        var matcher = UPSTREAM.matcher(revision);
        if (!matcher.matches()) {
            return revision;
        }
        String branch = matcher.group(1);
        if (branch.isEmpty() || branch.equals(Constants.HEAD)) {
            String full;
            try {
                full = repository.getFullBranch();
            } catch (IOException e) {
                throw new RevisionException("cannot read '" + revision + "': " + e.getMessage());
            }
            if (full == null || !full.startsWith(Constants.R_HEADS)) {
                throw new RevisionException("'" + revision + "' names the upstream of the current branch, but HEAD "
                        + "is on no branch; give the base as a branch, tag or commit");
            }
            branch = full.substring(Constants.R_HEADS.length());
        } else if (branch.startsWith(Constants.R_HEADS)) {
            branch = branch.substring(Constants.R_HEADS.length());
        }
        String tracking = new org.eclipse.jgit.lib.BranchConfig(repository.getConfig(), branch).getTrackingBranch();
        if (tracking == null) {
            throw new RevisionException("'" + revision + "': the branch '" + branch + "' has no upstream; set one "
                    + "(git branch --set-upstream-to=origin/" + branch + ") or give the base as a branch, tag or "
                    + "commit, e.g. origin/" + branch);
        }
        return tracking + matcher.group(2);
    }

    private boolean isShallow() {
        try {
            return !repository.getObjectDatabase().getShallowCommits().isEmpty();
        } catch (IOException e) {
            return false;
        }
    }

    private static String shallowHint(String revision) {
        return "'" + revision + "' is not in this clone, which is shallow: fetch the history first (git fetch "
                + "--unshallow, or in GitHub Actions actions/checkout with fetch-depth: 0)";
    }

    /**
     * Whether {@code base} is an ancestor of {@code head} (the working tree stands for {@code HEAD}); a review of a
     * base that is not still runs, comparing the two sides as they are.
     */
    public boolean isAncestor(Side base, Side head) throws IOException {
        if (base.commit().isEmpty()) {
            return false;
        }
        var headCommit = head.commit().isPresent() ? head.commit().get().getId() : repository.resolve(Constants.HEAD);
        if (headCommit == null) {
            return false;
        }
        try (var walk = new RevWalk(repository)) {
            return walk.isMergedInto(walk.parseCommit(base.commit().get()), walk.parseCommit(headCommit));
        }
    }

    /**
     * The paths under the catalog folder that differ from {@code from} to {@code to}, sorted: regular files only
     * (symbolic links and submodules are not catalog files); on the working tree side, files git ignores are left
     * out.
     */
    public List<Change> changes(Side from, Side to) throws IOException {
        var out = new ArrayList<Change>();
        try (var walk = new TreeWalk(repository)) {
            walk.setRecursive(true);
            int a = walk.addTree(iterator(from));
            int b = walk.addTree(iterator(to));
            // The index lets a working-tree file whose size and time match its index entry take the index's id
            // instead of being read and hashed (as git status does): a review costs the changed files, not the tree.
            for (int index : new int[] {a, b}) {
                if (walk.getTree(index, AbstractTreeIterator.class) instanceof FileTreeIterator files) {
                    int cache = walk.addTree(new DirCacheIterator(repository.readDirCache()));
                    files.setDirCacheIterator(walk, cache);
                }
            }
            TreeFilter filter = new SidesDiffer(a, b);
            if (!prefix.isEmpty()) {
                filter = AndTreeFilter.create(PathFilter.create(prefix), filter);
            }
            for (int index : new int[] {a, b}) {
                if ((index == a ? from : to).commit().isEmpty()) {
                    filter = AndTreeFilter.create(filter, new NotIgnoredFilter(index));
                }
            }
            walk.setFilter(filter);
            while (walk.next()) {
                boolean before = regular(walk.getFileMode(a));
                boolean after = regular(walk.getFileMode(b));
                if (!before && !after) {
                    continue;
                }
                if (before && after && walk.idEqual(a, b)) {
                    continue;
                }
                out.add(new Change(relative(walk.getPathString()), before, after));
            }
        }
        return out;
    }

    /** A path (or a folder holding one) whose entries on the two sides differ in mode or id; the index is not asked. */
    private static final class SidesDiffer extends TreeFilter {
        private final int a;
        private final int b;

        SidesDiffer(int a, int b) {
            this.a = a;
            this.b = b;
        }

        @Override
        public boolean include(TreeWalk walk) {
            return walk.getRawMode(a) != walk.getRawMode(b) || !walk.idEqual(a, b);
        }

        @Override
        public boolean shouldBeRecursive() {
            return false;
        }

        @Override
        public TreeFilter clone() {
            return this;
        }
    }

    private AbstractTreeIterator iterator(Side side) throws IOException {
        if (side.commit().isEmpty()) {
            return new FileTreeIterator(repository);
        }
        var parser = new CanonicalTreeParser();
        try (var reader = repository.newObjectReader()) {
            parser.reset(reader, side.commit().get().getTree());
        }
        return parser;
    }

    private static boolean regular(FileMode mode) {
        return mode == FileMode.REGULAR_FILE || mode == FileMode.EXECUTABLE_FILE;
    }

    private String relative(String repositoryPath) {
        return prefix.isEmpty() ? repositoryPath : repositoryPath.substring(prefix.length() + 1);
    }

    private String repositoryPath(String path) {
        return prefix.isEmpty() ? path : prefix + "/" + path;
    }

    /**
     * The bytes of {@code path} on {@code side}, at most {@link #FILE_LIMIT}; empty when it is not a regular file
     * there.
     */
    public Optional<byte[]> read(Side side, String path) throws IOException {
        if (side.commit().isEmpty()) {
            Path file = folder.resolve(path);
            if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                return Optional.empty();
            }
            try (var in = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS)) {
                return Optional.of(in.readNBytes(FILE_LIMIT));
            }
        }
        try (var walk = TreeWalk.forPath(repository, repositoryPath(path), side.commit().get().getTree())) {
            if (walk == null || !regular(walk.getFileMode(0))) {
                return Optional.empty();
            }
            var loader = repository.open(walk.getObjectId(0), Constants.OBJ_BLOB);
            try (var in = loader.openStream()) {
                return Optional.of(in.readNBytes(FILE_LIMIT));
            }
        }
    }

    /**
     * The bytes of each of {@code paths} on {@code side} that is a regular file there (at most {@link #FILE_LIMIT}
     * each), in one walk of the commit's tree rather than one per path.
     *
     * @return path to bytes; a path that is no regular file on that side is absent
     */
    public Map<String, byte[]> readAll(Side side, Collection<String> paths) throws IOException {
        var out = new HashMap<String, byte[]>();
        if (paths.isEmpty()) {
            return out;
        }
        if (side.commit().isEmpty()) {
            for (String path : paths) {
                read(side, path).ifPresent(bytes -> out.put(path, bytes));
            }
            return out;
        }
        var wanted = new ArrayList<String>();
        paths.forEach(p -> wanted.add(repositoryPath(p)));
        try (var walk = new TreeWalk(repository)) {
            walk.setRecursive(true);
            walk.addTree(side.commit().get().getTree());
            walk.setFilter(PathFilterGroup.createFromStrings(wanted));
            while (walk.next()) {
                if (regular(walk.getFileMode(0))) {
                    var loader = repository.open(walk.getObjectId(0), Constants.OBJ_BLOB);
                    try (var in = loader.openStream()) {
                        out.put(relative(walk.getPathString()), in.readNBytes(FILE_LIMIT));
                    }
                }
            }
        }
        return out;
    }

    /**
     * For each of {@code paths}, the commits from {@code base} (excluded) to {@code head} (included; the working tree
     * stands for {@code HEAD}) that changed it against their first parent, oldest first: one walk of the range for
     * all paths together.
     *
     * @return path to its commits (paths no commit changed are absent); {@link Optional#empty()} when the range holds
     *         more than {@link #COMMIT_LIMIT} commits
     */
    public Optional<Map<String, List<RevCommit>>> commitsTouching(Side base, Side head, Collection<String> paths)
            throws IOException {
        var out = new HashMap<String, List<RevCommit>>();
        if (base.commit().isEmpty() || paths.isEmpty()) {
            return Optional.of(out);
        }
        ObjectId start = head.commit().isPresent() ? head.commit().get() : repository.resolve(Constants.HEAD);
        if (start == null) {
            return Optional.of(out);
        }
        var wanted = new ArrayList<String>();
        paths.forEach(p -> wanted.add(repositoryPath(p)));
        var group = PathFilterGroup.createFromStrings(wanted);
        try (var walk = new RevWalk(repository)) {
            walk.markStart(walk.parseCommit(start));
            walk.markUninteresting(walk.parseCommit(base.commit().get()));
            walk.setRevFilter(RevFilter.ALL);
            walk.sort(RevSort.TOPO, true);
            walk.sort(RevSort.REVERSE, true);
            int walked = 0;
            for (RevCommit commit : walk) {
                if (++walked > COMMIT_LIMIT) {
                    return Optional.empty();
                }
                try (var diff = new TreeWalk(repository)) {
                    diff.setRecursive(true);
                    diff.setFilter(AndTreeFilter.create(group, TreeFilter.ANY_DIFF));
                    if (commit.getParentCount() == 0) {
                        diff.addTree(new EmptyTreeIterator());
                    } else {
                        diff.addTree(walk.parseCommit(commit.getParent(0)).getTree());
                    }
                    diff.addTree(commit.getTree());
                    while (diff.next()) {
                        out.computeIfAbsent(relative(diff.getPathString()), k -> new ArrayList<>()).add(commit);
                    }
                }
            }
        }
        return Optional.of(out);
    }

    @Override
    public void close() {
        repository.close();
    }
}
