package dev.catalogstudio.model.format.threemd.agent;

import java.util.List;

/**
 * The cheap, body-less catalog of an agent (agent-3md.md section 4).
 *
 * @param name     the agent's name, or {@code null}
 * @param model    the suggested model, or {@code null}
 * @param tools    the declared binaries
 * @param persona  the persona line, or {@code null}
 * @param identity the identity plane's body (the system prompt), or {@code null}
 * @param skills   one entry per skill, in source order
 */
public record Manifest(String name, String model, List<String> tools, String persona, String identity,
                       List<Entry> skills) {

    public Manifest {
        tools = List.copyOf(tools);
        skills = List.copyOf(skills);
    }

    /**
     * One skill, without its body.
     *
     * @param name     the skill's name (or {@code z=N} without one)
     * @param z        its plane
     * @param triggers its trigger phrases
     * @param inputs   its inputs as written: {@code name:type} or {@code name:type?}
     * @param cost     its cost tag, or {@code null}
     * @param tool     its command template, or {@code null} when guidance only
     */
    public record Entry(String name, double z, List<String> triggers, List<String> inputs, String cost, String tool) {

        public Entry {
            triggers = List.copyOf(triggers);
            inputs = List.copyOf(inputs);
        }

        static Entry of(Skill skill) {
            return new Entry(skill.displayName(), skill.z(), skill.triggers().stream().map(Trigger::phrase).toList(),
                    skill.inputs().stream().map(i -> i.name() + ":" + i.type() + (i.required() ? "" : "?")).toList(),
                    skill.cost(), skill.guidanceOnly() ? null : skill.tool().text());
        }
    }
}
