package dev.catalogstudio.model.review;

import dev.catalogstudio.model.resolve.NodeKind;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import dev.catalogstudio.model.workspace.Snapshot;
import java.util.List;
import java.util.Objects;

/**
 * What a change set does to a catalog (docs/REVIEW.md § Reviewing a change set): the entries it adds, removes, renames or
 * modifies, the dependency edges it adds and removes, the unchanged entries its changes reach, and the diagnostics of
 * the head side (every {@code check} rule, then the change-set rules).
 *
 * @param base        the base side as asked ({@code origin/main}) and its commit
 * @param head        the head side ({@code working tree} or a revision) and its commit, or {@code working tree}
 * @param ancestor    whether the base is an ancestor of the head (else the two are compared as they are)
 * @param changes     the changed entries, by head path (base path for removed ones)
 * @param edgesAdded  dependency edges of the head that the base lacks
 * @param edgesRemoved dependency edges of the base that the head lacks
 * @param impact      the unchanged entries that reach a changed one through dependencies, nearest first
 * @param diagnostics the head side's diagnostics and the change-set rules', sorted
 * @param baseSnapshot the model at the base
 * @param headSnapshot the model at the head
 * @param files       every file that differs between the two sides, relative to the catalog folder, {@code /}-separated,
 *                    sorted (a renamed file under both names); whether or not it belongs to an entry
 */
public record ChangeSet(Side base, Side head, boolean ancestor, List<EntryChange> changes, List<EdgeChange> edgesAdded,
                        List<EdgeChange> edgesRemoved, List<Impact> impact, List<FileDiagnostic> diagnostics,
                        Snapshot baseSnapshot, Snapshot headSnapshot, List<String> files) {

    public ChangeSet {
        changes = List.copyOf(changes);
        edgesAdded = List.copyOf(edgesAdded);
        edgesRemoved = List.copyOf(edgesRemoved);
        impact = List.copyOf(impact);
        diagnostics = List.copyOf(diagnostics);
        files = List.copyOf(files);
    }

    /** A change set that does not list its changed files (only its entries' {@link EntryChange#files()}). */
    public ChangeSet(Side base, Side head, boolean ancestor, List<EntryChange> changes, List<EdgeChange> edgesAdded,
                     List<EdgeChange> edgesRemoved, List<Impact> impact, List<FileDiagnostic> diagnostics,
                     Snapshot baseSnapshot, Snapshot headSnapshot) {
        this(base, head, ancestor, changes, edgesAdded, edgesRemoved, impact, diagnostics, baseSnapshot, headSnapshot,
                List.of());
    }

    /**
     * The head's {@link #diagnostics()} sorted into those this change set introduced, those already there at the base
     * and those in files it does not reach ({@link Findings#of}); computed anew at each call, so keep the result.
     */
    public Findings findings() {
        return Findings.of(this);
    }

    /**
     * One side as reported.
     *
     * @param label  what was asked: a revision, or {@code working tree}
     * @param commit its commit (40 hex digits), or {@code working tree}
     */
    public record Side(String label, String commit) {
    }

    /** How an entry changed. */
    public enum Change {
        ADDED, REMOVED, RENAMED, MODIFIED;

        /** The JSON and text name: {@code added}, {@code removed}, {@code renamed}, {@code modified}. */
        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /**
     * One changed entry.
     *
     * @param fqn      its FQN at the head (at the base for a removed entry); its name where it has no scope
     * @param kind     what it is
     * @param change   how it changed
     * @param path     its declaring document at the head ({@code skills/a/SKILL.md}); at the base for a removed one
     * @param basePath its declaring document at the base (differs from {@code path} for a renamed one); empty for an
     *                 added one
     * @param from     its version at the base, or empty
     * @param to       its version at the head, or empty
     * @param bump     the bump it got ({@link Bump#NONE} when either version is absent or not semver)
     * @param required the bump its changes need by the spec's guidance, and why ({@code NONE} when unversioned)
     * @param files    the files changed in it, relative to the catalog folder, sorted
     */
    public record EntryChange(String fqn, NodeKind kind, Change change, String path, String basePath, String from,
                              String to, Bump bump, Required required, List<String> files) {
        public EntryChange {
            Objects.requireNonNull(change, "change");
            files = List.copyOf(files);
        }
    }

    /**
     * The bump an entry's changes need.
     *
     * @param bump    the smallest bump the guidance allows
     * @param reasons what needs it, one phrase each ({@code dropped dependency …: major}); empty for a patch
     */
    public record Required(Bump bump, List<String> reasons) {
        public Required {
            reasons = List.copyOf(reasons);
        }
    }

    /**
     * A dependency edge.
     *
     * @param from    the FQN (or path) of the entry that declares it
     * @param to      the origin as written
     * @param kind    the reference type ({@code skill-dependency}, {@code mcp-dependency} …)
     * @param path    the document it is written in, on the side that has it
     * @param target  the FQN (or path) of the entry it reaches on that side, or empty when it reaches none
     */
    public record EdgeChange(String from, String to, String kind, String path, String target) {
    }

    /**
     * An unchanged entry that reaches a changed one.
     *
     * @param fqn  the unchanged entry's FQN (or path)
     * @param path the entry, then each entry on the way, ending at the changed one (FQNs or paths)
     */
    public record Impact(String fqn, List<String> path) {
        public Impact {
            path = List.copyOf(path);
        }
    }

    /** Whether any diagnostic is an error (exit code 1, as {@code check}). */
    public boolean hasErrors() {
        return diagnostics.stream()
                .anyMatch(d -> d.diagnostic().severity() == dev.catalogstudio.model.diag.Severity.ERROR);
    }
}
