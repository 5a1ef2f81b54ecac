package dev.catalogstudio.model.format.threemd.agent;

import dev.catalogstudio.model.format.threemd.Plane;
import dev.catalogstudio.model.format.threemd.PlaneLink;
import java.util.List;

/**
 * A skill plane (agent-3md.md section 3): every plane but the identity.
 *
 * @param plane        the plane (its body is the skill's instructions)
 * @param name         the trimmed label, or {@code null} when absent or blank
 * @param triggers     the trigger phrases, blank ones dropped
 * @param inputs       the typed inputs, in declared order (empty items dropped)
 * @param tool         the command template, or {@code null} for a guidance-only skill (no or a blank {@code tool})
 * @param cost         the {@code cost} tag, or {@code null}
 * @param dependencies the body's {@code [[z=N]]} links, left to right
 */
public record Skill(Plane plane, String name, List<Trigger> triggers, List<SkillInput> inputs, CommandTemplate tool,
                    String cost, List<PlaneLink> dependencies) {

    public Skill {
        triggers = List.copyOf(triggers);
        inputs = List.copyOf(inputs);
        dependencies = List.copyOf(dependencies);
    }

    /** The plane's {@code z}. */
    public double z() {
        return plane.z();
    }

    /** Whether the skill has no command: its body is a playbook, and {@code command()} gives {@code null}. */
    public boolean guidanceOnly() {
        return tool == null;
    }

    /** The name, or {@code z=<N>} for a skill without one (for messages and listings). */
    public String displayName() {
        return name != null ? name : "z=" + dev.catalogstudio.model.format.threemd.Decimal.format(z());
    }
}
