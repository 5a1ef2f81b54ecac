package dev.catalogstudio.model.format.threemd.agent;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;

/**
 * {@code route(text)} (agent-3md.md section 4): a phrase matches when every one of its words is a word of the request
 * ({@link Words}); a skill scores the number of distinct phrases matched (phrases with the same words count once);
 * results are ranked by score, highest first, ties broken by lower {@code z}. No match gives an empty list.
 */
final class Router {

    private Router() {
    }

    static List<Route> route(List<Skill> skills, String request) {
        var words = new HashSet<>(Words.of(request));
        var routes = new ArrayList<Route>();
        for (var skill : skills) {
            var seen = new HashSet<List<String>>();
            var matched = new ArrayList<String>();
            for (var trigger : skill.triggers()) {
                if (!trigger.words().isEmpty() && words.containsAll(trigger.words()) && seen.add(trigger.words())) {
                    matched.add(trigger.phrase());
                }
            }
            if (!matched.isEmpty()) {
                routes.add(new Route(skill, matched.size(), matched));
            }
        }
        routes.sort(Comparator.comparingInt(Route::score).reversed().thenComparingDouble(r -> r.skill().z()));
        return routes;
    }
}
