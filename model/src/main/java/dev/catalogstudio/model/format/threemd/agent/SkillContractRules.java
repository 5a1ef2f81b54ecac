package dev.catalogstudio.model.format.threemd.agent;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import java.util.HashSet;

/**
 * The skill plane contract (agent-3md.md section 3): typed inputs ({@code dup-input}, {@code input-type}), the
 * {@code tool} template ({@code tool}, {@code tool-input}, {@code unused-input}, {@code undeclared-tool}) and
 * {@code triggers}.
 */
final class SkillContractRules {

    private SkillContractRules() {
    }

    static void check(Agent agent, Diagnostics out) {
        boolean toolsDeclared = agent.document().metadata().containsKey("tools");
        var tools = new HashSet<>(agent.tools());
        for (var skill : agent.skills()) {
            triggers(skill, out);
            var names = new HashSet<String>();
            for (var input : skill.inputs()) {
                if (!names.add(input.name())) {
                    out.report(Rule.AGENT_DUP_INPUT, input.nameRange(), "The input '" + input.name()
                            + "' is declared twice in this skill; remove one.");
                }
                if (!input.canonical()) {
                    out.report(Rule.AGENT_INPUT_TYPE, input.typeRange(), "'" + input.type() + "' is not an input "
                            + "type; use string, number, boolean, object or array.");
                }
            }
            skill.plane().attribute("tool").ifPresent(tool -> {
                if (skill.guidanceOnly()) {
                    out.report(Rule.AGENT_TOOL, tool.valueRange(), "'tool' is empty; give the command template, "
                            + "or remove the attribute for a guidance-only skill.");
                }
            });
            if (!skill.guidanceOnly()) {
                command(skill, names, toolsDeclared, tools, out);
            }
        }
    }

    private static void triggers(Skill skill, Diagnostics out) {
        if (skill.triggers().isEmpty()) {
            var attribute = skill.plane().attribute("triggers");
            out.report(Rule.AGENT_TRIGGERS, attribute.isPresent() ? attribute.get().valueRange()
                    : skill.plane().keyword(), "The skill '" + skill.displayName() + "' has no triggers, so route() "
                    + "can never select it; add triggers=\"<phrase>, <phrase>\".");
        }
    }

    private static void command(Skill skill, HashSet<String> inputs, boolean toolsDeclared, HashSet<String> tools,
                                Diagnostics out) {
        var used = new HashSet<String>();
        for (var slot : skill.tool().placeholders()) {
            used.add(slot.name());
            if (!inputs.contains(slot.name())) {
                out.report(Rule.AGENT_TOOL_INPUT, slot.range(), "{" + slot.name() + "} is not an input of this skill; "
                        + "declare it in inputs=\"...\" or remove it from the command.");
            }
            if (slot.quoted()) {
                out.report(Rule.TOOL_PLACEHOLDER_QUOTED, slot.range(), "{" + slot.name() + "} is inside quotes; its "
                        + "value is shell-quoted when the command is filled, so these quotes would let a value end them"
                        + " and run code. Write {" + slot.name() + "} bare.");
            }
        }
        var reported = new HashSet<String>();
        for (var input : skill.inputs()) {
            if (!used.contains(input.name()) && reported.add(input.name())) {
                out.report(Rule.AGENT_UNUSED_INPUT, input.nameRange(), "The command never uses the input '"
                        + input.name() + "'; add {" + input.name() + "} to tool=\"...\" or drop the input.");
            }
        }
        String binary = skill.tool().binary();
        if (toolsDeclared && !tools.contains(binary)) {
            out.report(Rule.AGENT_UNDECLARED_TOOL, skill.tool().binaryRange(), "The command runs '" + binary
                    + "', which the frontmatter 'tools' does not list; add it there.");
        }
    }
}
