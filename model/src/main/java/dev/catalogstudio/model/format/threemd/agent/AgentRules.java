package dev.catalogstudio.model.format.threemd.agent;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.format.threemd.Decimal;
import dev.catalogstudio.model.format.threemd.ThreeMdDocument;
import java.util.HashMap;

/**
 * The rules of a {@code *.3md} file: the base format's errors, then the agent3md/1 rules (agent-3md.md section 5).
 * When the base format rejects the file, one {@code parse} error says the agent rules did not run. Otherwise:
 * {@code frontmatter}, {@code identity}, {@code missing-label}, {@code unique-skill}, {@code entry} here, the skill
 * contract in {@link SkillContractRules}, links in {@link LinkRules}.
 */
public final class AgentRules {

    private AgentRules() {
    }

    /** Reports every problem of {@code document} into {@code out}, plane links included. */
    public static void check(ThreeMdDocument document, Diagnostics out) {
        check(document, out, true);
    }

    /**
     * Reports the problems of {@code document} into {@code out}.
     *
     * @param links whether to check plane links here ({@code dead-link}, {@code cycle}); {@code false} when the caller
     *              resolves them through the workspace dependency graph
     */
    public static void check(ThreeMdDocument document, Diagnostics out, boolean links) {
        out.addAll(document.diagnostics());
        if (document.firstError().isPresent()) {
            // Not valid 3md: the base error says so, once. The reference validator adds its own 'parse' error at the
            // same place; one problem is one diagnostic here, so its 'parse' corresponds to the base error's code.
            return;
        }
        var agent = Agent.of(document);
        if (agent.name() == null) {
            out.report(Rule.AGENT_FRONTMATTER, document.fence(), "The agent has no name: add 'title: <display name>' "
                    + "or 'agent: <short id>' to the frontmatter.");
        }
        identity(agent, out);
        labels(agent, out);
        entry(document, out);
        SkillContractRules.check(agent, out);
        if (links) {
            LinkRules.check(document, out);
        }
    }

    private static void identity(Agent agent, Diagnostics out) {
        var identities = agent.explicitIdentities();
        for (int i = 1; i < identities.size(); i++) {
            var kind = identities.get(i).attribute("kind").orElseThrow();
            out.report(Rule.AGENT_IDENTITY, kind.range(), "An agent has exactly one identity plane; z="
                    + Decimal.format(identities.get(0).z()) + " already is one. Make this plane kind=skill.");
        }
        if (agent.identity() == null) {
            out.report(Rule.AGENT_IDENTITY, agent.document().fence(), "The agent has no plane; add an identity "
                    + "plane: '@plane z=0 label=\"<name>\" kind=identity' and its operating rules.");
        }
    }

    private static void labels(Agent agent, Diagnostics out) {
        var seen = new HashMap<String, Skill>();
        for (var skill : agent.skills()) {
            if (skill.name() == null) {
                out.report(Rule.AGENT_MISSING_LABEL, skill.plane().keyword(), "This skill has no name; add "
                        + "label=\"<name>\" to its @plane line.");
                continue;
            }
            var first = seen.putIfAbsent(skill.name(), skill);
            if (first != null) {
                out.report(Rule.AGENT_UNIQUE_SKILL, skill.plane().attribute("label").orElseThrow().valueRange(),
                        "The skill name '" + skill.name() + "' is already used at z=" + Decimal.format(first.z())
                                + "; every skill needs its own label.");
            }
        }
    }

    private static void entry(ThreeMdDocument document, Diagnostics out) {
        var entry = document.entry("entry");
        if (entry.isEmpty()) {
            return;
        }
        String raw = entry.get().value().strip();
        if (!raw.matches("-?[0-9]+")) {
            out.report(Rule.AGENT_ENTRY, entry.get().valueRange(), "'entry' must be the z of a plane, an integer; '"
                    + raw + "' is not one.");
        } else if (document.plane(Double.parseDouble(raw)).isEmpty()) {
            out.report(Rule.AGENT_ENTRY, entry.get().valueRange(), "'entry' is " + raw + ", but no plane has z="
                    + raw + "; point it at an existing plane (the identity is z=0 by convention).");
        }
    }
}
