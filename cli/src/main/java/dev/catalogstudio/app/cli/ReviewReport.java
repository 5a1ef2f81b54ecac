package dev.catalogstudio.app.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.review.Bump;
import dev.catalogstudio.model.review.ChangeSet;
import dev.catalogstudio.model.review.Findings;
import dev.catalogstudio.model.workspace.CheckResult;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine.Help.Ansi;

/** The outputs of {@code catalog-studio review} other than SARIF (which is check's {@link SarifReport}). */
final class ReviewReport {

    /** The most changed entries a Mermaid graph draws; GitHub renders bigger ones slowly or not at all. */
    static final int MERMAID_LIMIT = 60;

    private ReviewReport() {
    }

    /**
     * One line counting what the change set introduced, and what was there before when there was anything:
     * {@code 3 entries changed (1 added, 2 modified), 1 edges added, 0 removed, 2 impacted; 1 new error, 0 new warnings;
     * 8 warnings were there before (--all lists them)}; with {@code all}, {@link #summary(ChangeSet)}.
     */
    static String summary(ChangeSet set, Findings findings, boolean all) {
        if (all) {
            return summary(set);
        }
        String before = before(findings);
        return changes(set) + "; " + count(findings.count(Findings.Status.NEW, Severity.ERROR), "new error") + ", "
                + count(findings.count(Findings.Status.NEW, Severity.WARNING), "new warning")
                + (before.isEmpty() ? "" : "; " + before + " (--all lists them)");
    }

    /**
     * What was there before, by severity, leaving out a severity with none: {@code 1 error, 8 warnings, 20 info were
     * there before}; empty when every diagnostic is new. "Before" counts the diagnostics that are not new: those the
     * base had too in the files the change set reaches, and every one in the files it does not reach.
     */
    static String before(Findings findings) {
        var parts = new java.util.ArrayList<String>();
        long total = 0;
        for (var severity : Severity.values()) {
            long n = findings.count(Findings.Status.ALREADY_THERE, severity)
                    + findings.count(Findings.Status.ELSEWHERE, severity);
            total += n;
            if (n > 0) {
                parts.add(severity == Severity.INFO ? n + " info" : count(n, severity.label()));
            }
        }
        return total == 0 ? "" : String.join(", ", parts) + (total == 1 ? " was" : " were") + " there before";
    }

    private static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    /** One line: {@code 3 entries changed (1 added, 2 modified), 1 edge added, 2 impacted; 1 error, 0 warnings}. */
    static String summary(ChangeSet set) {
        long errors = set.diagnostics().stream().filter(d -> d.diagnostic().severity() == Severity.ERROR).count();
        long warnings = set.diagnostics().stream().filter(d -> d.diagnostic().severity() == Severity.WARNING).count();
        return changes(set) + "; " + errors + (errors == 1 ? " error, " : " errors, ") + warnings
                + (warnings == 1 ? " warning" : " warnings");
    }

    /** {@code 3 entries changed (1 added, 2 modified), 1 edges added, 0 removed, 2 impacted}. */
    private static String changes(ChangeSet set) {
        var counts = new LinkedHashMap<ChangeSet.Change, Integer>();
        set.changes().forEach(c -> counts.merge(c.change(), 1, Integer::sum));
        var parts = new StringBuilder();
        counts.forEach((change, n) -> parts.append(parts.length() == 0 ? "" : ", ").append(n).append(' ')
                .append(change.id()));
        int n = set.changes().size();
        return n + (n == 1 ? " entry" : " entries") + " changed" + (n == 0 ? "" : " (" + parts + ")") + ", "
                + set.edgesAdded().size() + " edges added, " + set.edgesRemoved().size() + " removed, "
                + set.impact().size() + " impacted";
    }

    private static String versions(ChangeSet.EntryChange c) {
        if (c.from().isEmpty() && c.to().isEmpty()) {
            return "";
        }
        return (c.from().isEmpty() ? "—" : c.from()) + " → " + (c.to().isEmpty() ? "—" : c.to());
    }

    private static String bump(ChangeSet.EntryChange c) {
        if (c.change() == ChangeSet.Change.ADDED || c.change() == ChangeSet.Change.REMOVED || c.from().isEmpty()) {
            return "";
        }
        String needed = c.required().bump() == Bump.NONE ? "" : " (needs " + c.required().bump().id() + ")";
        return c.bump().id() + needed;
    }

    /**
     * For a terminal: the sides, the changed entries, edges, impact, then the diagnostics the change set introduced as
     * {@code check} prints them, and a line counting them and what was there before; with {@code all}, every
     * diagnostic of the head side and {@code check}'s summary line, as review printed before it told new ones apart.
     */
    static void text(ChangeSet set, Findings findings, boolean all, Path root, Ansi ansi, PrintWriter out) {
        out.println("review " + TerminalText.safe(set.base().label()) + " (" + shortName(set.base().commit()) + ") → "
                + TerminalText.safe(set.head().label()) + " (" + shortName(set.head().commit()) + ")");
        for (var c : set.changes()) {
            String path = c.change() == ChangeSet.Change.RENAMED ? c.basePath() + " → " + c.path() : c.path();
            out.println("  " + c.change().id() + " " + c.kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-')
                    + " " + TerminalText.safe(c.fqn()) + "  " + versions(c) + (bump(c).isEmpty() ? "" : "  " + bump(c))
                    + "  " + TerminalText.safe(path));
        }
        set.edgesAdded().forEach(e -> out.println("  + edge " + TerminalText.safe(e.from()) + " → "
                + TerminalText.safe(e.to())));
        set.edgesRemoved().forEach(e -> out.println("  - edge " + TerminalText.safe(e.from()) + " → "
                + TerminalText.safe(e.to())));
        set.impact().forEach(i -> out.println("  impacted " + TerminalText.safe(String.join(" → ", i.path()))));
        out.println(summary(set, findings, all));
        out.println();
        var result = new CheckResult(root, set.headSnapshot().files().size(), set.diagnostics());
        if (all) {
            new TextReport(ansi).write(result, out);
            return;
        }
        boolean colour = ansi.enabled();
        String previous = null;
        for (var fd : findings.introduced()) {
            if (previous != null && !previous.equals(fd.path())) {
                out.println();
            }
            out.println(TextReport.line(fd, colour));
            previous = fd.path();
        }
        if (previous != null) {
            out.println();
        }
        String before = before(findings);
        out.println(count(result.fileCount(), "file") + " checked: "
                + count(findings.count(Findings.Status.NEW, Severity.ERROR), "new error") + ", "
                + count(findings.count(Findings.Status.NEW, Severity.WARNING), "new warning") + ", "
                + findings.count(Findings.Status.NEW, Severity.INFO) + " new info"
                + (before.isEmpty() ? "" : "; " + before + " (--all lists them)"));
    }

    private static String shortName(String commit) {
        return commit.length() == 40 ? commit.substring(0, 12) : commit;
    }

    /**
     * The JSON object of docs/REVIEW.md § Reviewing a change set: {@code diagnostics} lists the new ones (every one with
     * {@code all}), each with its {@code finding} ({@link Findings.Status#id()}); {@code findings} counts each status
     * by severity.
     */
    static void json(ChangeSet set, Findings findings, boolean all, Path root, PrintWriter out) {
        JsonOutput.write(out, json -> {
            json.writeStartObject();
            json.writeStringField("root", JsonReport.rootText(root));
            revision(json, "base", set.base());
            revision(json, "head", set.head());
            json.writeBooleanField("ancestor", set.ancestor());
            json.writeArrayFieldStart("changes");
            for (var c : set.changes()) {
                json.writeStartObject();
                json.writeStringField("fqn", c.fqn());
                json.writeStringField("kind", c.kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
                json.writeStringField("change", c.change().id());
                json.writeStringField("path", c.path());
                if (c.change() == ChangeSet.Change.RENAMED) {
                    json.writeStringField("basePath", c.basePath());
                }
                JsonOutput.stringOrNull(json, "from", c.from());
                JsonOutput.stringOrNull(json, "to", c.to());
                json.writeStringField("bump", c.bump().id());
                json.writeStringField("required", c.required().bump().id());
                strings(json, "reasons", c.required().reasons());
                strings(json, "files", c.files());
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeObjectFieldStart("edges");
            edges(json, "added", set.edgesAdded());
            edges(json, "removed", set.edgesRemoved());
            json.writeEndObject();
            json.writeArrayFieldStart("impact");
            for (var i : set.impact()) {
                json.writeStartObject();
                json.writeStringField("fqn", i.fqn());
                strings(json, "path", i.path());
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeFieldName("diagnostics");
            JsonReport.diagnostics(json, all ? set.diagnostics() : findings.introduced(), "finding",
                    d -> findings.status(d).id());
            json.writeObjectFieldStart("findings");
            json.writeStringField("listed", all ? "all" : "new");
            for (var status : Findings.Status.values()) {
                json.writeObjectFieldStart(status == Findings.Status.NEW ? "new"
                        : status == Findings.Status.ALREADY_THERE ? "alreadyThere" : "elsewhere");
                json.writeNumberField("errors", findings.count(status, Severity.ERROR));
                json.writeNumberField("warnings", findings.count(status, Severity.WARNING));
                json.writeNumberField("infos", findings.count(status, Severity.INFO));
                json.writeEndObject();
            }
            json.writeEndObject();
            json.writeEndObject();
        });
    }

    private static void revision(JsonGenerator json, String name, ChangeSet.Side revision) throws IOException {
        json.writeObjectFieldStart(name);
        json.writeStringField("revision", revision.label());
        json.writeStringField("commit", revision.commit());
        json.writeEndObject();
    }

    private static void strings(JsonGenerator json, String name, java.util.List<String> values) throws IOException {
        json.writeArrayFieldStart(name);
        for (var value : values) {
            json.writeString(value);
        }
        json.writeEndArray();
    }

    private static void edges(JsonGenerator json, String name, java.util.List<ChangeSet.EdgeChange> edges)
            throws IOException {
        json.writeArrayFieldStart(name);
        for (var e : edges) {
            json.writeStartObject();
            json.writeStringField("from", e.from());
            json.writeStringField("to", e.to());
            json.writeStringField("kind", e.kind());
            JsonOutput.stringOrNull(json, "target", e.target());
            json.writeEndObject();
        }
        json.writeEndArray();
    }

    /**
     * A pull-request comment: a summary, the changed entries, the impact, the diagnostics the change set introduced
     * (every one with {@code all}) and a Mermaid graph.
     */
    static void markdown(ChangeSet set, Findings findings, boolean all, PrintWriter out) {
        out.println("### Catalog review: " + md(set.base().label()) + " → " + md(set.head().label()));
        out.println();
        out.println(summary(set, findings, all) + ".");
        out.println();
        if (!set.changes().isEmpty()) {
            out.println("| entry | kind | change | version | bump | needed |");
            out.println("|---|---|---|---|---|---|");
            for (var c : set.changes()) {
                out.println("| `" + md(c.fqn()) + "` | " + c.kind().name().toLowerCase(java.util.Locale.ROOT)
                        .replace('_', '-') + " | " + c.change().id() + " | " + md(versions(c)) + " | "
                        + (bump(c).isEmpty() ? "" : c.bump().id()) + " | "
                        + (c.required().bump() == Bump.NONE ? "" : c.required().bump().id()
                        + (c.required().reasons().isEmpty() ? "" : ": " + md(String.join("; ", c.required().reasons()))))
                        + " |");
            }
            out.println();
        }
        if (!set.impact().isEmpty()) {
            out.println("**Impact** (unchanged entries that depend on a changed one, nearest first):");
            out.println();
            set.impact().forEach(i -> out.println("- `" + md(i.fqn()) + "` via " + md(String.join(" → ", i.path()))));
            out.println();
        }
        var listed = all ? set.diagnostics() : findings.introduced();
        if (!listed.isEmpty()) {
            out.println(all ? "**Diagnostics**" : "**New diagnostics**");
            out.println();
            for (var d : listed) {
                var diagnostic = d.diagnostic();
                out.println("- " + diagnostic.severity().label() + " `" + diagnostic.code() + "` "
                        + md(d.path()) + ":" + diagnostic.range().start().line() + ": " + md(diagnostic.message()));
            }
            out.println();
        }
        mermaid(set, out);
    }

    /** The graph of what changed: changed entries, their changed edges and the entries they impact. */
    private static void mermaid(ChangeSet set, PrintWriter out) {
        if (set.changes().isEmpty() || set.changes().size() > MERMAID_LIMIT) {
            return;
        }
        var ids = new LinkedHashMap<String, String>();
        out.println("```mermaid");
        out.println("graph LR");
        for (var c : set.changes()) {
            String id = node(ids, c.fqn());
            out.println("  " + id + "[\"" + mermaidText(c.fqn() + (versions(c).isEmpty() ? "" : " " + versions(c)))
                    + "\"]:::" + c.change().id());
        }
        for (var i : set.impact()) {
            String id = node(ids, i.fqn());
            out.println("  " + id + "[\"" + mermaidText(i.fqn()) + "\"]:::impacted");
        }
        for (var e : set.edgesAdded()) {
            out.println("  " + node(ids, e.from()) + " -- added --> " + target(ids, e));
        }
        for (var e : set.edgesRemoved()) {
            out.println("  " + node(ids, e.from()) + " -. removed .-> " + target(ids, e));
        }
        for (var i : set.impact()) {
            var path = i.path();
            if (path.size() >= 2) {
                out.println("  " + node(ids, path.get(0)) + " --> " + node(ids, path.get(1)));
            }
        }
        out.println("  classDef added fill:#dafbe1,stroke:#1a7f37");
        out.println("  classDef removed fill:#ffebe9,stroke:#cf222e");
        out.println("  classDef renamed fill:#fff8c5,stroke:#9a6700");
        out.println("  classDef modified fill:#ddf4ff,stroke:#0969da");
        out.println("  classDef impacted fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3");
        out.println("```");
    }

    /** The node an edge reaches: the entry when it resolves to one, else its origin, labelled. */
    private static String target(Map<String, String> ids, ChangeSet.EdgeChange e) {
        String key = e.target().isEmpty() ? e.to() : e.target();
        boolean known = ids.containsKey(key);
        String id = node(ids, key);
        return known ? id : id + "[\"" + mermaidText(e.target().isEmpty() ? shortOrigin(e.to()) : e.target()) + "\"]";
    }

    private static String node(Map<String, String> ids, String key) {
        return ids.computeIfAbsent(key, k -> "n" + ids.size());
    }

    private static String shortOrigin(String origin) {
        return origin.replaceFirst("^https://github\\.com/", "").replaceFirst("/tree/[^/]+/", ": ");
    }

    /**
     * A node's label: control characters (an entry's name from YAML may hold ESC or BEL) shown as escapes, as in the
     * rest of the comment, which is also read on a terminal; quotes as Mermaid's entity.
     */
    private static String mermaidText(String text) {
        return TerminalText.safe(text.replace("\n", " ")).replace("\"", "#quot;");
    }

    /** Markdown-safe text: no table breaks, no HTML, no backtick escapes out of code spans. */
    static String md(String text) {
        return TerminalText.safe(text).replace("|", "\\|").replace("<", "&lt;").replace(">", "&gt;")
                .replace("`", "'");
    }
}
