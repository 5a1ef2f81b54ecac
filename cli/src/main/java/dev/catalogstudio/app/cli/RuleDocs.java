package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.rules.RuleExample;
import dev.catalogstudio.model.rules.RulePage;
import dev.catalogstudio.model.workspace.CatalogChecker;
import dev.catalogstudio.model.workspace.ProgressListener;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The pages of {@code catalog-studio rules} and {@code catalog-studio explain}, as plain text for a terminal or as
 * Markdown (the {@code docs/rules/} pages are these, generated). A page runs its rule's failing example through the
 * checker and shows what {@code check} says of it, so the page and the rule cannot drift apart.
 */
final class RuleDocs {

    /** The folder, relative to the repository, that holds the generated Markdown pages. */
    static final String FOLDER = "docs/rules";

    /** Longest example file shown whole, in lines; a longer one shows its first lines and says how many are left. */
    static final int MAX_EXAMPLE_LINES = 40;

    private static final Pattern BACKTICKS = Pattern.compile("`+");

    private RuleDocs() {
    }

    /** {@link #failingReport} per rule, run once per process (the docs test and {@code rules} both ask). */
    private static final java.util.Map<Rule, List<String>> REPORTS = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * What {@code check} reports of the example's rule on its failing catalog, run in a scratch folder under the
     * system's temporary folder: {@code path:line:column severity code: message}, in the checker's order.
     */
    static List<String> failingReport(RuleExample example) {
        return REPORTS.computeIfAbsent(example.rule(), rule -> run(example));
    }

    private static List<String> run(RuleExample example) {
        Path scratch = null;
        try {
            scratch = Files.createTempDirectory("catalog-studio-explain");
            example.writeFailing(scratch);
            var result = new CatalogChecker().check(scratch, ProgressListener.NONE);
            String root = scratch.toString();
            var lines = new ArrayList<String>();
            for (var d : result.diagnostics()) {
                if (d.diagnostic().rule() == example.rule()) {
                    var start = d.diagnostic().range().start();
                    lines.add(d.path() + ":" + start.line() + ":" + start.column() + " "
                            + d.diagnostic().severity().label() + " " + d.diagnostic().code() + ": "
                            + d.diagnostic().message().replace(root, "."));
                }
            }
            return List.copyOf(lines);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            delete(scratch);
        }
    }

    /** A rule's {@code code}, {@code severity}, {@code summary}, {@code spec} and {@code hosts} fields (rules, explain). */
    static void writeFields(com.fasterxml.jackson.core.JsonGenerator json, RulePage page) throws IOException {
        json.writeStringField("code", page.rule().id());
        json.writeStringField("severity", page.severity().label());
        json.writeStringField("summary", page.rule().summary());
        json.writeStringField("spec", page.rule().spec());
        json.writeArrayFieldStart("hosts");
        for (String host : page.hosts()) {
            json.writeString(host);
        }
        json.writeEndArray();
    }

    /** The page of one rule as Markdown. */
    static String markdown(RulePage page) {
        var rule = page.rule();
        var out = new StringBuilder();
        out.append("# `").append(rule.id()).append("`\n\n");
        out.append("**").append(page.severity().label()).append("** · ").append(rule.summary()).append("\n\n");
        out.append("- Spec section: ").append(specMarkdown(rule.spec())).append('\n');
        out.append("- Hosts: ").append(hostsText(page)).append("\n\n");
        out.append("## Why it matters\n\n").append(page.why()).append("\n\n");
        var example = RuleExample.of(rule);
        out.append("## Example\n\n");
        if (example.isEmpty()) {
            out.append(page.noExample().orElse("No example.")).append("\n\n");
        } else {
            out.append("A catalog that reports it:\n\n");
            files(example.get().failing(), out, true);
            out.append("`catalog-studio check` says:\n\n");
            fence(String.join("\n", failingReport(example.get())), "text", out);
            out.append("The same catalog, corrected (no error or warning):\n\n");
            files(example.get().passing(), out, true);
        }
        out.append("## How to fix\n\n").append(page.fix()).append("\n\n");
        out.append("## How to silence it\n\n").append(silenceMarkdown(rule)).append('\n');
        return out.toString();
    }

    /** The page of one rule as plain text for a terminal (the caller makes it {@link TerminalText#safe safe}). */
    static String text(RulePage page) {
        var rule = page.rule();
        var out = new StringBuilder();
        out.append(rule.id()).append(" (").append(page.severity().label()).append("): ").append(rule.summary())
                .append('\n');
        out.append("Spec section: ").append(rule.spec()).append('\n');
        out.append("Hosts: ").append(hostsText(page)).append("\n\n");
        out.append("Why it matters\n").append(indent(page.why())).append("\n\n");
        var example = RuleExample.of(rule);
        out.append("Example\n");
        if (example.isEmpty()) {
            out.append(indent(page.noExample().orElse("No example."))).append("\n\n");
        } else {
            out.append("  A catalog that reports it:\n");
            files(example.get().failing(), out, false);
            out.append("  catalog-studio check says:\n");
            for (String line : failingReport(example.get())) {
                out.append("    ").append(line).append('\n');
            }
            out.append("\n  The same catalog, corrected (no error or warning):\n");
            files(example.get().passing(), out, false);
        }
        out.append("How to fix\n").append(indent(page.fix())).append("\n\n");
        out.append("How to silence it\n").append(indent(silenceText(rule))).append('\n');
        return out.toString();
    }

    /** The index of every rule as Markdown: a table linking each code's page. */
    static String indexMarkdown(List<RulePage> pages) {
        var out = new StringBuilder();
        out.append("# Diagnostic codes\n\n");
        out.append("Generated by `catalog-studio rules --format markdown` from the rules' own pages; ")
                .append("`catalog-studio explain CODE` prints one page. Do not edit: a test fails when a page is ")
                .append("stale (regenerate with `./mvnw -o -q -pl cli test -Dtest=RuleDocsTest -Drules.write=true`).")
                .append("\n\n");
        out.append(pages.size()).append(" codes: ")
                .append(pages.stream().filter(p -> p.severity() == dev.catalogstudio.model.diag.Severity.ERROR).count())
                .append(" errors, ")
                .append(pages.stream().filter(p -> p.severity() == dev.catalogstudio.model.diag.Severity.WARNING)
                        .count()).append(" warnings, ")
                .append(pages.stream().filter(p -> p.severity() == dev.catalogstudio.model.diag.Severity.INFO).count())
                .append(" infos. A workspace changes a code's severity or turns it off in `catalog-studio.yaml` ")
                .append("(`rules:`).\n\n");
        out.append("| code | severity | what | hosts |\n|---|---|---|---|\n");
        for (var page : pages) {
            out.append("| [`").append(page.rule().id()).append("`](").append(page.rule().id()).append(".md) | ")
                    .append(page.severity().label()).append(" | ").append(page.rule().summary().replace("|", "\\|"))
                    .append(" | ").append(page.hosts().isEmpty() ? "—" : String.join(", ", page.hosts()))
                    .append(" |\n");
        }
        return out.toString();
    }

    /** The index as plain text: one line per code, aligned. */
    static String indexText(List<RulePage> pages) {
        int width = pages.stream().mapToInt(p -> p.rule().id().length()).max().orElse(0);
        var out = new StringBuilder();
        for (var page : pages) {
            out.append(page.rule().id()).append(" ".repeat(width - page.rule().id().length() + 2))
                    .append(String.format("%-8s", page.severity().label())).append(page.rule().summary())
                    .append(page.hosts().isEmpty() ? "" : " [" + String.join(", ", page.hosts()) + "]")
                    .append('\n');
        }
        return out.toString();
    }

    private static String hostsText(RulePage page) {
        return page.hosts().isEmpty() ? "none in particular (a rule of the format or of the file itself)"
                : String.join(", ", page.hosts());
    }

    private static String specMarkdown(String spec) {
        return spec.startsWith("https://") ? "[" + spec.substring(spec.indexOf('#') + 1) + "](" + spec + ")"
                : "`" + spec + "`";
    }

    private static String silenceMarkdown(Rule rule) {
        if (dev.catalogstudio.model.diag.RuleLevels.FIXED.contains(rule)) {
            return "It cannot be turned off or lowered: it says the check itself could not be trusted.\n";
        }
        return "Fix the cause where you can. To turn the code off (or give it another severity) for the whole "
                + "workspace, in `catalog-studio.yaml` at its root:\n\n```yaml\nrules:\n  " + rule.id()
                + ": off   # or info, warning, error\n```\n\n`check --severity error` hides warnings and infos for one "
                + "run; errors are always shown.\n";
    }

    private static String silenceText(Rule rule) {
        if (dev.catalogstudio.model.diag.RuleLevels.FIXED.contains(rule)) {
            return "It cannot be turned off or lowered: it says the check itself could not be trusted.";
        }
        return "Fix the cause where you can. To turn the code off (or give it another severity) for the whole\n"
                + "workspace, in catalog-studio.yaml at its root:\n\n  rules:\n    " + rule.id()
                + ": off   # or info, warning, error\n\ncheck --severity error hides warnings and infos for one run; "
                + "errors are always shown.";
    }

    /** {@code text} indented by two spaces, blank lines left empty. */
    private static String indent(String text) {
        return text.lines().map(l -> l.isEmpty() ? l : "  " + l).collect(java.util.stream.Collectors.joining("\n"));
    }

    /** Each file's path and text, cut at {@link #MAX_EXAMPLE_LINES} lines, fenced (Markdown) or indented (text). */
    private static void files(java.util.SortedMap<String, byte[]> files, StringBuilder out, boolean markdown) {
        for (var file : files.entrySet()) {
            String content = new String(file.getValue(), StandardCharsets.UTF_8);
            var lines = content.lines().toList();
            String shown = String.join("\n", lines.subList(0, Math.min(lines.size(), MAX_EXAMPLE_LINES)));
            String more = lines.size() > MAX_EXAMPLE_LINES ? "(" + (lines.size() - MAX_EXAMPLE_LINES)
                    + " more lines)" : "";
            if (markdown) {
                out.append('`').append(file.getKey()).append("`");
                out.append(lines.isEmpty() ? " (empty)\n\n" : ":\n\n");
                if (!lines.isEmpty()) {
                    fence(shown, language(file.getKey()), out);
                }
                if (!more.isEmpty()) {
                    out.append(more).append("\n\n");
                }
            } else {
                out.append("    ").append(file.getKey()).append(lines.isEmpty() ? " (empty)" : "").append('\n');
                for (String line : shown.lines().toList()) {
                    out.append("      ").append(line).append('\n');
                }
                if (!more.isEmpty()) {
                    out.append("      ").append(more).append('\n');
                }
                out.append('\n');
            }
        }
    }

    /** A fenced block around {@code text}, its fence longer than any run of backticks inside. */
    private static void fence(String text, String language, StringBuilder out) {
        int longest = 2;
        Matcher m = BACKTICKS.matcher(text);
        while (m.find()) {
            longest = Math.max(longest, m.group().length());
        }
        String fence = "`".repeat(longest + 1);
        out.append(fence).append(language).append('\n').append(text).append('\n').append(fence).append("\n\n");
    }

    private static String language(String path) {
        if (path.endsWith(".json")) {
            return "json";
        }
        if (path.endsWith(".yaml") || path.endsWith(".yml")) {
            return "yaml";
        }
        if (path.endsWith(".md") || path.endsWith(".3md")) {
            return "markdown";
        }
        if (path.endsWith(".star")) {
            return "python";
        }
        return "text";
    }

    private static void delete(Path folder) {
        if (folder == null) {
            return;
        }
        try (var walk = Files.walk(folder)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            // a scratch folder under the system's temporary folder: left for the system to clear
        }
    }
}
