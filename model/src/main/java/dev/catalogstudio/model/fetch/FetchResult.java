package dev.catalogstudio.model.fetch;

import dev.catalogstudio.model.resolve.OriginCache;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * What {@link OriginFetcher#fetch} did for one repository and ref: the snapshot it made (or found), or why it could
 * not. Failures are values with a one-line reason, never stack traces, and never hold a credential.
 */
public sealed interface FetchResult {

    /** The repository as {@code host/owner/repo}, as asked. */
    String repository();

    /** The ref as asked ({@code main}, {@code v1.2.0}, or a commit). */
    String ref();

    /**
     * The commit's files are in {@code snapshot}, complete.
     *
     * @param commit     the commit, 40 lowercase hex digits
     * @param snapshot   its folder, {@code OriginCache.snapshot(repository, commit)}
     * @param downloaded whether this call talked to the remote (false when the cache already held the commit)
     * @param notes      what was left out of the snapshot and why (symbolic links, submodules), one line each,
     *                   in path order; empty when nothing was
     */
    record Fetched(String repository, String ref, String commit, Path snapshot, boolean downloaded,
                   List<String> notes) implements FetchResult {
        public Fetched {
            Objects.requireNonNull(commit, "commit");
            Objects.requireNonNull(snapshot, "snapshot");
            notes = List.copyOf(notes);
        }

        /**
         * A snapshot the cache already held ({@code downloaded} false), with the notes its completion marker keeps.
         *
         * @param snapshot a complete snapshot, as {@code OriginCache.fetched} found it
         */
        public static Fetched cached(String repository, String ref, String commit, Path snapshot) {
            List<String> notes;
            try {
                notes = Files.readAllLines(snapshot.resolve(OriginCache.COMPLETE), StandardCharsets.UTF_8).stream()
                        .filter(line -> !line.isBlank()).toList();
            } catch (IOException e) {
                notes = List.of();
            }
            return new Fetched(repository, ref, commit, snapshot, false, notes);
        }
    }

    /**
     * Nothing was fetched; the cache holds no snapshot from this attempt.
     *
     * @param reason  the kind of failure
     * @param message one line fit for a {@code dependency-unreachable} diagnostic: what failed, for which URL (with
     *                any password removed), and what to do
     */
    record Failed(String repository, String ref, Reason reason, String message) implements FetchResult {
        public Failed {
            Objects.requireNonNull(reason, "reason");
            message = dev.catalogstudio.model.text.Secrets.redact(Objects.requireNonNull(message, "message"));
        }
    }

    /** Why a fetch failed. */
    enum Reason {
        /** No repository at the URL (or one the credentials may not see: servers answer 404 for both). */
        UNKNOWN_REPOSITORY,
        /** The repository has no branch or tag of that name. */
        UNKNOWN_REF,
        /** The locked commit is not in the repository (or the server will not give it). */
        UNKNOWN_COMMIT,
        /** The server asks for credentials and none were available. */
        AUTHENTICATION_REQUIRED,
        /** The server refused the credentials offered. */
        AUTHENTICATION_REFUSED,
        /** The host could not be reached or the transfer broke off. */
        NETWORK,
        /** The download passed the byte limit, or the commit's files add up to more than it. */
        TOO_LARGE,
        /**
         * The origin names a repository or ref that no remote is asked for ({@link OriginFetcher#refusal}: a name
         * starting with {@code -} or {@code .}, a ref git refuses); nothing was sent.
         */
        REFUSED_ORIGIN,
        /**
         * The commit holds a path that is not safe to write ({@code .git}, {@code ..} and the like) or that the cache
         * could not hold (a name twice, a name, path or depth beyond the file systems' limits).
         */
        REFUSED_CONTENT,
        /** The caller cancelled. */
        CANCELLED,
        /** The cache folder could not be read or written. */
        CACHE;

        /** Whether this is the remote's answer ({@code dependency-unreachable}), not the cache's or the caller's. */
        public boolean unreachable() {
            return this != CANCELLED && this != CACHE;
        }
    }
}
