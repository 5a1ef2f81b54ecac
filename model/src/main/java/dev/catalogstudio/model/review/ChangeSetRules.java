package dev.catalogstudio.model.review;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.format.metaagents.Changelog;
import dev.catalogstudio.model.format.metaagents.VersionBump;
import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.resolve.Node;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import dev.catalogstudio.model.workspace.Snapshot;
import dev.catalogstudio.model.yaml.YamlMapping;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The change-set rules of metaagents.md § CHANGELOG Conventions, asked by {@link Review} of each modified or renamed
 * entry with a version on both sides: {@code version-not-bumped}, {@code version-bumped-twice},
 * {@code version-bump-too-small} and {@code provenance-removed}, each on the head side's file (the {@code version}
 * value, or the CHANGELOG section at fault).
 */
final class ChangeSetRules {

    private ChangeSetRules() {
    }

    /** Reads plugin manifests' {@code version}; thread-safe, as the model's other JSON readers share theirs. */
    private static final JsonParser JSON = new JsonParser();

    /**
     * The versions whose CHANGELOG.md sections the head has and the base had not, above the base's version, in the
     * head's order: each is a release this change set adds.
     */
    static List<String> newSections(Node old, Node node, Snapshot baseSnapshot, Snapshot headSnapshot) {
        if (Review.folder(node).equals(node.path())) {
            return List.of();
        }
        var after = headSnapshot.text(Review.folder(node) + "/CHANGELOG.md").map(ChangeSetRules::sections)
                .orElse(Map.of());
        var before = Review.folder(old).equals(old.path()) ? Map.<String, Section>of()
                : baseSnapshot.text(Review.folder(old) + "/CHANGELOG.md").map(ChangeSetRules::sections)
                .orElse(Map.of());
        var released = dev.catalogstudio.model.version.SemVer.parse(old.version());
        var out = new ArrayList<String>();
        for (String version : after.keySet()) {
            var parsed = dev.catalogstudio.model.version.SemVer.parse(version);
            if (!before.containsKey(version) && parsed.isPresent() && released.isPresent()
                    && parsed.get().compareTo(released.get()) > 0) {
                out.add(version);
            }
        }
        return out;
    }

    /**
     * The version rules of one entry whose files changed, into {@code out}: not bumped, bumped more than once (by the
     * versions, the range's commits or {@code newSections}), or bumped less than {@code required}.
     */
    static void rules(Node node, Node old, List<String> files, Bump bump, ChangeSet.Required required,
                      Snapshot headSnapshot, Review.VersionHistory history, List<FileDiagnostic> out,
                      List<String> newSections) throws IOException {
        String changelog = Review.folder(node) + "/CHANGELOG.md";
        boolean substantive = files.stream().anyMatch(f -> !f.equals(changelog));
        var range = versionRange(headSnapshot, node);
        String what = Review.name(node);
        if (bump == Bump.NONE) {
            if (substantive && old.version().equals(node.version())) {
                out.add(diagnostic(node.path(), Rule.VERSION_NOT_BUMPED, range, what + " changed ("
                        + describe(files, changelog) + ") but its version is still " + node.version()
                        + "; bump it (" + required.bump().id() + " at least" + because(required) + ")."));
            }
            return;
        }
        if (bump == Bump.DOWNGRADE) {
            out.add(diagnostic(node.path(), Rule.VERSION_BUMPED_TWICE, range, what + "'s version went back from "
                    + old.version() + " to " + node.version() + "; a change set moves a version one step forward."));
            return;
        }
        var versions = bump == Bump.MORE_THAN_ONE_STEP ? List.<String>of() : history.versions(node.path());
        int steps = 0;
        String previous = old.version();
        for (String version : versions) {
            if (!version.isEmpty() && !version.equals(previous)) {
                steps++;
                previous = version;
            }
        }
        if (bump == Bump.MORE_THAN_ONE_STEP) {
            out.add(diagnostic(node.path(), Rule.VERSION_BUMPED_TWICE, range, what + " went from " + old.version()
                    + " to " + node.version() + ", more than one bump; one change set bumps a version once ("
                    + single(old.version(), Bump.size(old.version(), node.version())) + ")."));
        } else if (steps > 1) {
            out.add(diagnostic(node.path(), Rule.VERSION_BUMPED_TWICE, range, what + "'s version was bumped "
                    + steps + " times in this change set (" + old.version() + " → " + String.join(" → ",
                    distinct(old.version(), versions)) + "); bump it once per change set."));
        } else if (newSections.size() > 1) {
            out.add(diagnostic(node.path(), Rule.VERSION_BUMPED_TWICE, range, what + "'s CHANGELOG.md gained "
                    + newSections.size() + " released versions in this change set (" + String.join(", ", newSections)
                    + "); one change set adds one."));
        }
        var size = bump == Bump.MORE_THAN_ONE_STEP ? Bump.size(old.version(), node.version()) : bump;
        if (size.rank() < required.bump().rank()) {
            out.add(diagnostic(node.path(), Rule.VERSION_BUMP_TOO_SMALL, range, what + " got a " + size.id()
                    + " bump (" + old.version() + " → " + node.version() + ") but its changes need a "
                    + required.bump().id() + " one: " + String.join("; ", required.reasons()) + "."));
        }
    }

    private static List<String> distinct(String start, List<String> versions) {
        var out = new ArrayList<String>();
        String previous = start;
        for (String version : versions) {
            if (!version.isEmpty() && !version.equals(previous)) {
                out.add(version);
                previous = version;
            }
        }
        return out;
    }

    /** The one version a single bump of {@code size} from {@code from} gives (the studio's Bump buttons' step). */
    private static String single(String from, Bump size) {
        var step = size == Bump.MAJOR ? VersionBump.Step.MAJOR : size == Bump.MINOR ? VersionBump.Step.MINOR
                : VersionBump.Step.PATCH;
        return dev.catalogstudio.model.version.SemVer.parse(from).map(v -> step.apply(v).toString())
                .orElse("one step");
    }

    private static String because(ChangeSet.Required required) {
        return required.reasons().isEmpty() ? "" : ": " + String.join("; ", required.reasons());
    }

    private static String describe(List<String> files, String changelog) {
        var shown = files.stream().filter(f -> !f.equals(changelog)).limit(3).toList();
        long more = files.stream().filter(f -> !f.equals(changelog)).count() - shown.size();
        return String.join(", ", shown) + (more > 0 ? " and " + more + " more" : "");
    }

    /** Sections of released versions in the base's CHANGELOG.md that the head deleted or rewrote. */
    static void provenance(Node node, Node old, Snapshot baseSnapshot, Snapshot headSnapshot,
                           List<FileDiagnostic> out) {
        String baseLog = Review.folder(old) + "/CHANGELOG.md";
        String headLog = Review.folder(node) + "/CHANGELOG.md";
        var before = baseSnapshot.text(baseLog);
        if (before.isEmpty() || Review.folder(old).equals(old.path())) {
            return;
        }
        var after = headSnapshot.text(headLog);
        var oldSections = sections(before.get());
        var newSections = after.map(ChangeSetRules::sections).orElse(Map.of());
        var released = dev.catalogstudio.model.version.SemVer.parse(old.version());
        var deleted = new ArrayList<String>();
        for (var section : oldSections.entrySet()) {
            var version = dev.catalogstudio.model.version.SemVer.parse(section.getKey());
            if (released.isPresent() && version.isPresent() && version.get().compareTo(released.get()) > 0) {
                continue; // not released at the base: still the change set's to edit
            }
            var now = newSections.get(section.getKey());
            if (now == null) {
                deleted.add(section.getKey());
            } else if (!normalized(now.text()).equals(normalized(section.getValue().text()))) {
                out.add(diagnostic(headLog, Rule.PROVENANCE_REMOVED, now.header(), "The CHANGELOG section of "
                        + "released version " + section.getKey() + " was rewritten; sections of released versions "
                        + "are provenance: record corrections in a new version."));
            }
        }
        if (deleted.isEmpty()) {
            return;
        }
        String versions = deleted.size() == 1 ? "version " + deleted.get(0)
                : "versions " + String.join(", ", deleted);
        if (after.isPresent()) {
            out.add(diagnostic(headLog, Rule.PROVENANCE_REMOVED, after.get().range(0, 0), "The CHANGELOG "
                    + (deleted.size() == 1 ? "section" : "sections") + " of released " + versions + " "
                    + (deleted.size() == 1 ? "was" : "were") + " deleted; sections of released versions are "
                    + "provenance: restore " + (deleted.size() == 1 ? "it." : "them.")));
        } else if (headSnapshot.files().containsKey(node.path())) {
            out.add(diagnostic(node.path(), Rule.PROVENANCE_REMOVED, versionRange(headSnapshot, node),
                    "CHANGELOG.md, with the sections of released " + versions + ", was deleted; sections of "
                            + "released versions are provenance: restore it."));
        }
    }

    /** One CHANGELOG section: its header's range and its text, header included. */
    private record Section(Range header, String text) {
    }

    private static Map<String, Section> sections(SourceText source) {
        var changelog = Changelog.parse(source);
        var out = new LinkedHashMap<String, Section>();
        var headers = changelog.headers();
        String text = source.text();
        for (int i = 0; i < headers.size(); i++) {
            var header = headers.get(i);
            if (header.version().isEmpty()) {
                continue;
            }
            int start = offset(source, header.range());
            int end = i + 1 < headers.size() ? offset(source, headers.get(i + 1).range()) : text.length();
            out.putIfAbsent(header.version().get().toString(), new Section(header.range(), text.substring(start, end)));
        }
        return out;
    }

    /** Where the line of a header starts: a section runs from its header's line to the next header's. */
    private static int offset(SourceText source, Range range) {
        return source.lineStart(range.start().line());
    }

    private static String normalized(String section) {
        return section.replace("\r\n", "\n").strip().replaceAll("[ \t]+\n", "\n");
    }

    /** Where the entry's {@code version} value is written: the frontmatter value, or a JSON manifest's. */
    private static Range versionRange(Snapshot snapshot, Node node) {
        var doc = snapshot.frontmatter(node.path());
        if (doc.isPresent() && doc.get().root() instanceof YamlMapping mapping) {
            var version = mapping.get("version");
            if (version.isPresent()) {
                return version.get().range();
            }
        }
        if (node.path().endsWith(".json")) {
            var version = snapshot.text(node.path()).flatMap(ChangeSetRules::jsonVersion);
            if (version.isPresent()) {
                return version.get().range();
            }
        }
        return node.range();
    }

    /** A JSON manifest's top-level {@code "version"} string, as the model's JSON parser reads it. */
    static Optional<JsonValue.JsonString> jsonVersion(SourceText text) {
        return JSON.parse(text).rootObject().flatMap(root -> root.string("version"));
    }

    private static FileDiagnostic diagnostic(String path, Rule rule, Range range, String message) {
        return new FileDiagnostic(path, new Diagnostic(rule, rule.defaultSeverity(), range, message, List.of()));
    }
}
