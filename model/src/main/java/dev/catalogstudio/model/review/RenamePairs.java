package dev.catalogstudio.model.review;

import dev.catalogstudio.model.resolve.Node;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.workspace.Snapshot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which entries a change set renamed: an added and a removed entry of one kind that are one entry under another name
 * or in another folder (docs/REVIEW.md § Reviewing a change set). A pair is the same FQN moved; the same files under another
 * name; documents (main file and CHANGELOG.md) sharing half their lines, as git pairs renamed files; or a new
 * CHANGELOG.md recording the rename from the old name.
 */
final class RenamePairs {

    private RenamePairs() {
    }

    /**
     * Pairs the renamed entries and takes them out of {@code added} and {@code removed}.
     *
     * @param added   entries of the head no base entry matched by id; the paired ones are removed from it
     * @param removed entries of the base no head entry matched by id; the paired ones are removed from it
     * @return head entry → base entry, in the order of {@code added}
     */
    static Map<Node, Node> pair(List<Node> added, List<Node> removed, Snapshot baseSnapshot, Snapshot headSnapshot) {
        var renamed = new LinkedHashMap<Node, Node>();
        for (var node : List.copyOf(added)) {
            var match = removed.stream().filter(old -> old.kind() == node.kind()
                    && (!node.fqn().isEmpty() && node.fqn().equals(old.fqn())
                    || sameContent(baseSnapshot, old, headSnapshot, node))).findFirst();
            if (match.isEmpty() && added.size() * removed.size() <= SIMILARITY_PAIRS) {
                match = removed.stream().filter(old -> old.kind() == node.kind()).map(old -> Map.entry(old,
                        similarity(baseSnapshot, old, headSnapshot, node)))
                        .filter(e -> e.getValue() >= RENAME_SIMILARITY)
                        .max(Map.Entry.comparingByValue()).map(Map.Entry::getKey);
            }
            if (match.isEmpty()) {
                // The author says so: the new entry's CHANGELOG.md records a rename from the old name.
                match = removed.stream().filter(old -> old.kind() == node.kind()
                        && saysRenamedFrom(headSnapshot, node, old)).findFirst();
            }
            if (match.isPresent()) {
                renamed.put(node, match.get());
                added.remove(node);
                removed.remove(match.get());
            }
        }
        return renamed;
    }

    /** The share of lines two entries' documents (main file and CHANGELOG.md) have in common, as git's rename score. */
    static final double RENAME_SIMILARITY = 0.5;

    /** The most added × removed pairs compared line by line; beyond it only moves and identical folders pair. */
    static final int SIMILARITY_PAIRS = 10_000;

    /**
     * How alike two entries' texts are: the lines their main documents and CHANGELOG.md hold in common (as a multiset,
     * blank lines and frontmatter fences left out), over the larger side's count; 0 when either has none.
     */
    private static double similarity(Snapshot baseSnapshot, Node old, Snapshot headSnapshot, Node node) {
        var before = lines(baseSnapshot, old);
        var after = lines(headSnapshot, node);
        if (before.isEmpty() || after.isEmpty()) {
            return 0;
        }
        var counts = new HashMap<String, Integer>();
        before.forEach(line -> counts.merge(line, 1, Integer::sum));
        int common = 0;
        for (String line : after) {
            Integer n = counts.get(line);
            if (n != null && n > 0) {
                common++;
                counts.put(line, n - 1);
            }
        }
        return (double) common / Math.max(before.size(), after.size());
    }

    /**
     * Whether {@code node}'s CHANGELOG.md has a line about a rename ({@code renam…}) naming {@code old}'s name as a
     * word, e.g. "Renamed agent from `squad-lint` to `agent-lint`".
     */
    private static boolean saysRenamedFrom(Snapshot snapshot, Node node, Node old) {
        if (Review.folder(node).equals(node.path()) || old.fqn().isEmpty()) {
            return false;
        }
        String name = old.fqn().substring(old.fqn().lastIndexOf('/') + 1);
        var word = java.util.regex.Pattern.compile("(?<![\\w-])" + java.util.regex.Pattern.quote(name)
                + "(?![\\w-])");
        return snapshot.text(Review.folder(node) + "/CHANGELOG.md").map(text -> text.text().lines()
                .anyMatch(line -> line.toLowerCase(java.util.Locale.ROOT).contains("renam")
                        && word.matcher(line).find())).orElse(false);
    }

    private static List<String> lines(Snapshot snapshot, Node node) {
        var out = new ArrayList<String>();
        var paths = new ArrayList<String>(List.of(node.path()));
        if (!Review.folder(node).equals(node.path())) {
            paths.add(Review.folder(node) + "/CHANGELOG.md");
        }
        for (String path : paths) {
            snapshot.text(path).ifPresent(text -> text.text().lines().map(String::strip)
                    .filter(line -> !line.isEmpty() && !line.equals("---")).forEach(out::add));
        }
        return out;
    }

    private static boolean sameContent(Snapshot baseSnapshot, Node old, Snapshot headSnapshot, Node node) {
        String a = Review.folder(old);
        String b = Review.folder(node);
        if (a.equals(old.path()) || b.equals(node.path())) {
            return false; // single-file entries: a moved file with another FQN is another entry
        }
        var before = baseSnapshot.filesUnder(a);
        var after = headSnapshot.filesUnder(b);
        if (before.size() != after.size()) {
            return false;
        }
        for (var file : before.values()) {
            String relative = file.path().substring(a.length() + 1);
            var other = after.get(b + "/" + relative);
            if (other == null || other.size() != file.size() && !file.path().equals(old.path())) {
                return false;
            }
        }
        return body(baseSnapshot, old.path()).equals(body(headSnapshot, node.path()));
    }

    private static String body(Snapshot snapshot, String path) {
        var text = snapshot.text(path).map(SourceText::text).orElse("");
        var frontmatter = snapshot.frontmatter(path);
        if (frontmatter.isPresent() && frontmatter.get().frontmatter() != null) {
            int end = frontmatter.get().frontmatter().bodyStart();
            return end >= 0 && end <= text.length() ? text.substring(end) : "";
        }
        return text;
    }
}
