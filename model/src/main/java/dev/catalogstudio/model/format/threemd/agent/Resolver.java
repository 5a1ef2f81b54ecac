package dev.catalogstudio.model.format.threemd.agent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/**
 * {@code resolve(skill)} (agent-3md.md section 4): the skill and every skill it reaches through {@code [[z=N]]} links,
 * each once, in dependency order: a skill comes after everything it depends on (depth-first post-order, links taken
 * left to right), so the requested skill is last. Links to the identity plane or to no plane are skipped; a cycle is
 * cut where it closes. Iterative, so link depth cannot overflow the stack.
 */
final class Resolver {

    private Resolver() {
    }

    static List<Skill> resolve(Agent agent, Skill start) {
        var order = new ArrayList<Skill>();
        var seen = new HashSet<Double>();
        var stack = new ArrayDeque<Frame>();
        seen.add(start.z());
        stack.push(new Frame(start));
        while (!stack.isEmpty()) {
            var frame = stack.peek();
            if (frame.next < frame.skill.dependencies().size()) {
                var link = frame.skill.dependencies().get(frame.next++);
                agent.skill(link.targetZ()).filter(s -> seen.add(s.z())).ifPresent(s -> stack.push(new Frame(s)));
            } else {
                order.add(stack.pop().skill);
            }
        }
        return order;
    }

    private static final class Frame {
        private final Skill skill;
        private int next;

        private Frame(Skill skill) {
            this.skill = skill;
        }
    }
}
