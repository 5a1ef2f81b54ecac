package dev.catalogstudio.app.session;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.Ref;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;

/**
 * What Compare With… offers to compare the workspace with: the branches (local and remote), tags and recent commits
 * of the git repository holding the workspace folder, read with JGit and never changed (no checkout, no fetch, no ref
 * written). The model's {@code Review} takes any of their {@link Revision#revision()} names.
 *
 * @param revisions   branches first (the current one at the top), then tags, then the newest commits reachable from
 *                    {@code HEAD}, newest first
 * @param head        what {@code HEAD} is: the current branch's name, or the short hash of a detached head; empty in
 *                    a repository without commits
 * @param shallow     whether the clone is shallow (older commits are not in it)
 */
public record Revisions(List<Revision> revisions, String head, boolean shallow) {

    /** How many commits the list holds by default. */
    public static final int DEFAULT_COMMITS = 50;

    public Revisions {
        revisions = List.copyOf(revisions);
        Objects.requireNonNull(head, "head");
    }

    /** What a revision is. */
    public enum Kind {
        BRANCH, REMOTE_BRANCH, TAG, COMMIT;

        /** Its name in the list: {@code branch}, {@code remote branch}, {@code tag}, {@code commit}. */
        public String label() {
            return name().toLowerCase(Locale.ROOT).replace('_', ' ');
        }
    }

    /**
     * One choice.
     *
     * @param kind      branch, remote branch, tag or commit
     * @param revision  what is given to the review: {@code main}, {@code origin/main}, {@code v1.2.0}, or a commit's
     *                  40 hex digits
     * @param shortHash the commit it names, 7 hex digits
     * @param subject   the commit message's first line
     * @param time      when it was committed
     */
    public record Revision(Kind kind, String revision, String shortHash, String subject, Instant time) {
        public Revision {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(revision, "revision");
        }

        /** What the list shows first: the branch or tag name, or a commit's short hash. */
        public String name() {
            return kind == Kind.COMMIT ? shortHash : revision;
        }

        /** Whether every word of {@code query} (case-insensitive) is in its name, hash or subject. */
        public boolean matches(String query) {
            String haystack = (revision + " " + shortHash + " " + subject + " " + kind.label())
                    .toLowerCase(Locale.ROOT);
            for (String word : query.toLowerCase(Locale.ROOT).trim().split("\\s+")) {
                if (!word.isEmpty() && !haystack.contains(word)) {
                    return false;
                }
            }
            return true;
        }
    }

    /** The revisions whose name, hash or subject hold every word of {@code query}, in list order. */
    public List<Revision> filter(String query) {
        if (query == null || query.isBlank()) {
            return revisions;
        }
        return revisions.stream().filter(r -> r.matches(query)).toList();
    }

    /**
     * Lists the revisions of the repository holding {@code folder}: its branches, tags and the last {@code commits}
     * commits reachable from {@code HEAD}. Reads only.
     *
     * @param folder an absolute folder inside a git work tree
     * @throws NotARepositoryException if no git repository holds {@code folder}
     * @throws IOException             if the repository cannot be read
     */
    public static Revisions list(Path folder, int commits) throws NotARepositoryException, IOException {
        dev.catalogstudio.model.git.QuietJGit.install(); // no probe files in .git, no JGit config in the home folder
        var builder = new FileRepositoryBuilder().readEnvironment().findGitDir(folder.toFile());
        if (builder.getGitDir() == null) {
            throw new NotARepositoryException(folder + " is not in a git work tree: Compare With\u2026 compares the "
                    + "workspace with a git revision (git init, then commit, to start one)");
        }
        try (var repository = builder.setMustExist(true).build(); var walk = new RevWalk(repository)) {
            var out = new ArrayList<Revision>();
            String current = repository.getBranch();
            var head = repository.resolve(Constants.HEAD);
            boolean detached = head != null && current != null && head.name().equals(current);
            var branches = new ArrayList<Revision>();
            for (Ref ref : repository.getRefDatabase().getRefsByPrefix(Constants.R_HEADS)) {
                revision(walk, ref, Kind.BRANCH, Repository.shortenRefName(ref.getName()), branches);
            }
            // The current branch first: "compare with my branch's last commit" is the commonest question.
            branches.sort(Comparator.comparing((Revision r) -> !r.revision().equals(current)));
            out.addAll(branches);
            for (Ref ref : repository.getRefDatabase().getRefsByPrefix(Constants.R_REMOTES)) {
                if (!ref.isSymbolic()) {
                    revision(walk, ref, Kind.REMOTE_BRANCH, Repository.shortenRefName(ref.getName()), out);
                }
            }
            var tags = new ArrayList<Revision>();
            for (Ref ref : repository.getRefDatabase().getRefsByPrefix(Constants.R_TAGS)) {
                revision(walk, ref, Kind.TAG, Repository.shortenRefName(ref.getName()), tags);
            }
            tags.sort(Comparator.comparing(Revision::time, Comparator.nullsLast(Comparator.reverseOrder())));
            out.addAll(tags);
            boolean shallow = !repository.getObjectDatabase().getShallowCommits().isEmpty();
            if (head != null) {
                walk.reset();
                walk.markStart(walk.parseCommit(head));
                int n = 0;
                for (RevCommit commit : walk) {
                    if (n++ >= commits) {
                        break;
                    }
                    out.add(of(Kind.COMMIT, commit.name(), commit));
                }
            }
            String headText = head == null ? "" : detached ? head.abbreviate(7).name() : current;
            return new Revisions(out, headText, shallow);
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    private static void revision(RevWalk walk, Ref ref, Kind kind, String name, List<Revision> out)
            throws IOException {
        var id = ref.getPeeledObjectId() != null ? ref.getPeeledObjectId() : ref.getObjectId();
        if (id == null) {
            return;
        }
        try {
            var object = walk.peel(walk.parseAny(id));
            if (object instanceof RevCommit commit) {
                walk.parseBody(commit);
                out.add(of(kind, name, commit));
            }
        } catch (org.eclipse.jgit.errors.MissingObjectException e) {
            // A ref to a commit a shallow clone lacks: it cannot be compared with, so it is not offered.
        }
    }

    private static Revision of(Kind kind, String name, RevCommit commit) {
        return new Revision(kind, name, commit.abbreviate(7).name(), commit.getShortMessage(),
                Instant.ofEpochSecond(commit.getCommitTime()));
    }

    /** The workspace folder is in no git work tree; the message says so in a sentence. */
    public static final class NotARepositoryException extends Exception {
        private static final long serialVersionUID = 1L;

        NotARepositoryException(String message) {
            super(message);
        }
    }
}
