package dev.catalogstudio.model.format.copilot;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.format.FormatDocument;
import dev.catalogstudio.model.format.FrontmatterFields;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.format.YamlFields;
import dev.catalogstudio.model.yaml.FrontmatterDocument;

/**
 * The rules of a custom agent and a prompt file: the frontmatter's syntax (the shared checks: closed, YAML, a
 * mapping), the fields the kind's specification requires, each known field's shape, and {@code field-unknown} advice
 * for the others. An agent needs frontmatter, since GitHub requires its {@code description}; a prompt file's is
 * optional (VS Code's prompt files page).
 */
final class CopilotRules {

    private CopilotRules() {
    }

    static void check(FormatDocument document, boolean agent, Diagnostics out) {
        FrontmatterDocument doc = document.frontmatter().orElseThrow();
        KindSpec spec = agent ? CopilotSpecs.AGENT : CopilotSpecs.PROMPT;
        switch (doc.frontmatter().status()) {
            case MISSING -> {
                if (agent) {
                    out.report(Rule.FRONTMATTER_MISSING, doc.source().lineRange(1), "A Copilot custom agent starts "
                            + "with a '---' frontmatter block holding its 'description', which GitHub's custom agents "
                            + "configuration requires.");
                }
                return;
            }
            case UNCLOSED, PRESENT -> out.addAll(doc.diagnostics());
        }
        if (!doc.hasUsableFrontmatter()) {
            return;
        }
        var fields = new FrontmatterFields(doc, spec, out);
        fields.requiredFields();
        for (var entry : fields.fields().entries()) {
            String key = entry.keyText();
            spec.field(key).ifPresent(field -> YamlFields.problem(entry.value(), field).ifPresent(problem ->
                    out.report(problem.startsWith("is \"") ? Rule.FIELD_VALUE : Rule.FIELD_TYPE,
                            entry.value().range(), "'" + key + "' " + problem + ".")));
        }
        fields.unknownFields(agent ? "a Copilot custom agent" : "a Copilot prompt file");
    }
}
