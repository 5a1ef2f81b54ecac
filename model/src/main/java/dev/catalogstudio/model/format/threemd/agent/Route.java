package dev.catalogstudio.model.format.threemd.agent;

import java.util.List;

/**
 * One result of {@link Agent#route}.
 *
 * @param skill   the skill
 * @param score   how many distinct trigger phrases matched (at least 1)
 * @param matched those phrases as written, in declared order
 */
public record Route(Skill skill, int score, List<String> matched) {

    public Route {
        matched = List.copyOf(matched);
    }
}
