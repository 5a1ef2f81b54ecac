package dev.catalogstudio.model.format.oaf;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** Test helpers: a valid OAF AGENTS.md to vary, and checks that return positions as {@code line:col-line:col}. */
final class OafTexts {

    /** A valid manifest; tests replace one line of it. */
    static final String AGENT = """
            ---
            name: "Helper"
            vendorKey: "acme"
            agentKey: "helper"
            version: "1.0.0"
            slug: "acme/helper"
            description: "Answers questions about the project briefly and points to the right files."
            author: "@acme"
            license: "MIT"
            tags: ["assistant"]
            ---
            # Agent Purpose

            Answers questions.

            ## Core Responsibilities

            - Answer questions
            """;

    /** README and LICENSE, so {@code oaf-generated-file} stays quiet. */
    static final Map<String, Long> DOCUMENTED = Map.of("AGENTS.md", 1L, "README.md", 1L, "LICENSE", 1L);

    private OafTexts() {
    }

    /** {@link #AGENT} with {@code extra} appended to the frontmatter. */
    static String withFields(String extra) {
        return AGENT.replace("tags: [\"assistant\"]\n", "tags: [\"assistant\"]\n" + extra);
    }

    static List<Diagnostic> check(String text) {
        return check(text, OafContext.root(files(), false));
    }

    static List<Diagnostic> check(String text, OafContext context) {
        var out = new Diagnostics();
        OafAgentRules.check(OafAgent.of(FrontmatterDocument.parse(SourceText.of(text))), context, out);
        return out.sorted();
    }

    /** The agent folder's files: README, LICENSE and AGENTS.md plus {@code more}. */
    static TreeMap<String, Long> files(String... more) {
        var files = new TreeMap<>(DOCUMENTED);
        for (String f : more) {
            files.put(f, 1L);
        }
        return files;
    }

    static OafContext snapshot(String folder, String currentText) {
        var current = Optional.ofNullable(currentText)
                .map(t -> OafAgent.of(FrontmatterDocument.parse(SourceText.of(t))));
        return new OafContext(files(), false, Optional.of(new OafContext.Snapshot(folder, current)));
    }

    /** The ranges of the {@code rule} diagnostics, as {@code line:col-line:col} (1-based, UTF-16 columns). */
    static List<String> ranges(List<Diagnostic> diagnostics, Rule rule) {
        return diagnostics.stream().filter(d -> d.rule() == rule).map(d -> d.range().start().line() + ":"
                + d.range().start().column() + "-" + d.range().end().line() + ":" + d.range().end().column()).toList();
    }

    static List<String> messages(List<Diagnostic> diagnostics, Rule rule) {
        return diagnostics.stream().filter(d -> d.rule() == rule).map(Diagnostic::message).toList();
    }
}
