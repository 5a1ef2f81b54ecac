package dev.catalogstudio.model.review;

import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.resolve.Node;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * A change set's head diagnostics sorted by whether the change set introduced them, as code-quality gates report
 * "new code" (docs/REVIEW.md § Reviewing a change set). Each diagnostic has one {@link Status}:
 * <ul>
 * <li>{@link Status#NEW}: in a file the change set {@linkplain #of reaches}, with no equal diagnostic at the base;</li>
 * <li>{@link Status#ALREADY_THERE}: in a file it reaches, with an equal diagnostic at the base;</li>
 * <li>{@link Status#ELSEWHERE}: in a file it does not reach, whether or not the base had it.</li>
 * </ul>
 *
 * <p><b>Equal</b> means the same file, the same code and the same message: never the line or column, so a diagnostic
 * that moved because lines were added or removed above it is not new, and one whose message changed (it quotes the
 * value at fault) is. Equal diagnostics count as a multiset: when the head has three equal ones and the base two, one
 * is new; which one cannot be told without the line, so the first ones in the file (the head's order: path, then
 * position) are taken as the base's and the last ones as new. A renamed entry's diagnostics at the base are compared
 * under its head folder ({@code skills/old/SKILL.md} as {@code skills/new/SKILL.md}). The change-set rules
 * ({@code version-not-bumped} …) exist on the head side only, so they are always new.
 *
 * <p>Immutable; the lists keep the order of {@link ChangeSet#diagnostics()}.
 */
public final class Findings {

    /** Whether the change set introduced a diagnostic. */
    public enum Status {
        /** Introduced: in a reached file, and the base had no equal one. */
        NEW,
        /** In a reached file, and the base had an equal one. */
        ALREADY_THERE,
        /** In a file the change set does not reach. */
        ELSEWHERE;

        /** The JSON and text name: {@code new}, {@code already-there}, {@code elsewhere}. */
        public String id() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    private final List<FileDiagnostic> introduced;
    private final List<FileDiagnostic> alreadyThere;
    private final List<FileDiagnostic> elsewhere;
    private final Map<FileDiagnostic, Status> statuses = new IdentityHashMap<>();
    private final Set<FileDiagnostic> atBase = Collections.newSetFromMap(new IdentityHashMap<>());

    private Findings(List<FileDiagnostic> introduced, List<FileDiagnostic> alreadyThere,
                     List<FileDiagnostic> elsewhere) {
        this.introduced = List.copyOf(introduced);
        this.alreadyThere = List.copyOf(alreadyThere);
        this.elsewhere = List.copyOf(elsewhere);
    }

    /**
     * Sorts {@code set}'s head diagnostics. The files the change set <em>reaches</em> are: every changed file
     * ({@link ChangeSet#files()}); every file in the folder of an added, modified or renamed entry (a skill's or agent's
     * folder, a plugin's root, else the entry's document); the document that lists such an entry (a marketplace
     * listing a changed plugin: its entry's version may now disagree); the folder of each entry the impact section
     * lists; and the folder of each entry that depended, at the base, on a removed or renamed entry (its dependency is
     * broken now, so the head's impact cannot list it).
     */
    public static Findings of(ChangeSet set) {
        var headEntries = byName(Review.entries(set.headSnapshot()));
        var baseEntriesById = Review.entries(set.baseSnapshot());
        var baseEntries = byName(baseEntriesById);
        var reach = new TreeSet<String>(set.files());
        var renamedFolders = new HashMap<String, String>(); // base folder → head folder
        var goneAtBase = new java.util.LinkedHashSet<String>(); // base ids of removed and renamed entries
        var changedAtHead = new java.util.HashSet<String>(); // head ids of added, modified and renamed entries
        for (var change : set.changes()) {
            if (change.change() == ChangeSet.Change.REMOVED) {
                for (var node : baseEntries.getOrDefault(change.fqn(), List.of())) {
                    if (node.path().equals(change.path())) {
                        goneAtBase.add(node.id());
                    }
                }
                continue;
            }
            for (var node : headEntries.getOrDefault(change.fqn(), List.of())) {
                if (node.path().equals(change.path())) {
                    reach.add(Review.folder(node));
                    changedAtHead.add(node.id());
                    if (change.change() == ChangeSet.Change.RENAMED) {
                        for (var old : baseEntriesById.values()) {
                            if (old.path().equals(change.basePath())) {
                                goneAtBase.add(old.id());
                                renamedFolders.put(Review.folder(old), Review.folder(node));
                            }
                        }
                    }
                }
            }
        }
        var graph = set.headSnapshot().graph();
        for (var edge : graph.edges()) {
            if (edge.kind() == dev.catalogstudio.model.resolve.EdgeKind.CONTAINS && edge.target() != null
                    && edge.path() != null && !edge.path().isEmpty()
                    && graph.targets(edge).stream().anyMatch(t -> changedAtHead.contains(t.id()))) {
                reach.add(edge.path());
            }
        }
        for (var impact : set.impact()) {
            headEntries.getOrDefault(impact.fqn(), List.of()).forEach(node -> reach.add(Review.folder(node)));
        }
        if (!goneAtBase.isEmpty()) {
            for (var broken : Review.impact(set.baseSnapshot().graph(), baseEntriesById, goneAtBase)) {
                baseEntries.getOrDefault(broken.fqn(), List.of()).forEach(node -> reach.add(Review.folder(node)));
            }
        }
        return classify(set.diagnostics(), set.baseSnapshot().diagnostics(), path -> reaches(reach, path),
                path -> renamed(renamedFolders, path));
    }

    /**
     * Sorts {@code head} against {@code base} by the rules above.
     *
     * @param head        the head side's diagnostics, in the order the lists keep
     * @param base        the base side's diagnostics, any order
     * @param reached     whether the change set reaches a head path
     * @param basePathToHead a base diagnostic's path as the head names that file (the path itself when not renamed)
     */
    public static Findings classify(List<FileDiagnostic> head, List<FileDiagnostic> base, Predicate<String> reached,
                                    UnaryOperator<String> basePathToHead) {
        var unmatched = new HashMap<String, Integer>();
        for (var d : base) {
            unmatched.merge(key(basePathToHead.apply(d.path()), d), 1, Integer::sum);
        }
        var introduced = new ArrayList<FileDiagnostic>();
        var alreadyThere = new ArrayList<FileDiagnostic>();
        var elsewhere = new ArrayList<FileDiagnostic>();
        var matched = new ArrayList<FileDiagnostic>();
        var statuses = new ArrayList<Status>();
        for (var d : head) {
            String key = key(d.path(), d);
            Integer left = unmatched.get(key);
            boolean wasThere = left != null && left > 0;
            if (wasThere) {
                unmatched.put(key, left - 1);
                matched.add(d);
            }
            Status status = !reached.test(d.path()) ? Status.ELSEWHERE
                    : wasThere ? Status.ALREADY_THERE : Status.NEW;
            statuses.add(status);
            (status == Status.NEW ? introduced : status == Status.ALREADY_THERE ? alreadyThere : elsewhere).add(d);
        }
        var findings = new Findings(introduced, alreadyThere, elsewhere);
        for (int i = 0; i < head.size(); i++) {
            findings.statuses.put(head.get(i), statuses.get(i));
        }
        findings.atBase.addAll(matched);
        return findings;
    }

    private static String key(String path, FileDiagnostic d) {
        return path + '\0' + d.diagnostic().code() + '\0' + d.diagnostic().message();
    }

    /** Whether {@code path} is a reached path or lies in a reached folder ({@code ""} is the whole catalog). */
    private static boolean reaches(java.util.NavigableSet<String> reach, String path) {
        if (reach.contains(path) || reach.contains("")) {
            return true;
        }
        for (int slash = path.lastIndexOf('/'); slash > 0; slash = path.lastIndexOf('/', slash - 1)) {
            if (reach.contains(path.substring(0, slash))) {
                return true;
            }
        }
        return false;
    }

    private static String renamed(Map<String, String> folders, String path) {
        if (folders.isEmpty()) {
            return path;
        }
        for (var folder : folders.entrySet()) {
            String from = folder.getKey();
            if (path.equals(from)) {
                return folder.getValue();
            }
            if (!from.isEmpty() && path.startsWith(from + "/")) {
                return folder.getValue() + path.substring(from.length());
            }
        }
        return path;
    }

    private static Map<String, List<Node>> byName(Map<String, Node> entries) {
        var out = new HashMap<String, List<Node>>();
        for (var node : entries.values()) {
            out.computeIfAbsent(Review.name(node), k -> new ArrayList<>()).add(node);
        }
        return out;
    }

    /** The diagnostics the change set introduced ({@link Status#NEW}). */
    public List<FileDiagnostic> introduced() {
        return introduced;
    }

    /** The diagnostics in reached files that the base had too ({@link Status#ALREADY_THERE}). */
    public List<FileDiagnostic> alreadyThere() {
        return alreadyThere;
    }

    /** The diagnostics in files the change set does not reach ({@link Status#ELSEWHERE}). */
    public List<FileDiagnostic> elsewhere() {
        return elsewhere;
    }

    /** Every diagnostic that is not new: {@link #alreadyThere()} and {@link #elsewhere()}, in the head's order. */
    public int notNewCount() {
        return alreadyThere.size() + elsewhere.size();
    }

    /**
     * The status of one of the head's diagnostics (the same object as in the list classified); a diagnostic not in
     * that list is {@link Status#ELSEWHERE}.
     */
    public Status status(FileDiagnostic diagnostic) {
        return statuses.getOrDefault(diagnostic, Status.ELSEWHERE);
    }

    /** Whether the base had an equal diagnostic (same file, code and message), wherever it is. */
    public boolean atBase(FileDiagnostic diagnostic) {
        return atBase.contains(diagnostic);
    }

    /** How many diagnostics have {@code status} and exactly {@code severity}. */
    public long count(Status status, Severity severity) {
        var list = status == Status.NEW ? introduced : status == Status.ALREADY_THERE ? alreadyThere : elsewhere;
        return list.stream().filter(d -> d.diagnostic().severity() == severity).count();
    }

    /** Whether any new diagnostic is an error (review's exit code 1 unless {@code --all}). */
    public boolean hasNewErrors() {
        return count(Status.NEW, Severity.ERROR) > 0;
    }
}
