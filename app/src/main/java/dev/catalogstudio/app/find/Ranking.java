package dev.catalogstudio.app.find;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * The best {@code limit} candidates for a query: each candidate is matched on each of its keys (a path, an FQN), its
 * best key counts. Order: score (higher first), then recency (most recently used first), then the shorter key, then
 * the key's text. With an empty query every candidate matches with score 0, so recency decides.
 *
 * <p>Cost: every candidate's keys are matched once ({@link FuzzyMatcher#comparisons()} counts that work); only the
 * {@code limit} best are kept on the way (a bounded heap: O(n log limit)), never a sort of all n.
 */
public final class Ranking {

    private Ranking() {
    }

    /**
     * One ranked candidate.
     *
     * @param item    the candidate
     * @param key     which of its keys matched best (an index into the list its keys function gave)
     * @param text    that key's text
     * @param match   the match in {@code text}
     * @param recency 0 for the most recently used, larger for older, {@link Integer#MAX_VALUE} for never used
     */
    public record Ranked<T>(T item, int key, String text, FuzzyMatcher.Match match, int recency) {
    }

    /**
     * The outcome of a ranking.
     *
     * @param ranked  the best candidates, best first, at most the limit asked for
     * @param matched how many candidates matched at all
     */
    public record Top<T>(List<Ranked<T>> ranked, int matched) {
    }

    /**
     * The best {@code limit} of {@code items} for {@code matcher}'s query, best first, and how many matched.
     *
     * @param keys    what a candidate is matched on, in order of preference on equal scores (e.g. path, then FQN)
     * @param recency 0 for the most recently used candidate, larger for older, {@link Integer#MAX_VALUE} for never
     * @param limit   how many to keep, at least 1
     */
    public static <T> Top<T> top(FuzzyMatcher matcher, Iterable<T> items, Function<T, List<String>> keys,
                                          ToIntFunction<T> recency, int limit) {
        Comparator<Ranked<T>> order = order();
        // The worst kept is at the head, to be dropped when a better one comes.
        var kept = new PriorityQueue<Ranked<T>>(Math.max(1, limit) + 1, order.reversed());
        int matched = 0;
        for (T item : items) {
            Ranked<T> found = null;
            var its = keys.apply(item);
            for (int k = 0; k < its.size(); k++) {
                String text = its.get(k);
                if (text == null || text.isEmpty()) {
                    continue;
                }
                var match = matcher.match(text);
                if (match != null && (found == null || match.score() > found.match().score())) {
                    found = new Ranked<>(item, k, text, match, 0);
                }
            }
            if (found == null) {
                continue;
            }
            matched++;
            found = new Ranked<>(item, found.key(), found.text(), found.match(), recency.applyAsInt(item));
            if (kept.size() < limit) {
                kept.add(found);
            } else if (order.compare(found, kept.peek()) < 0) {
                kept.poll();
                kept.add(found);
            }
        }
        var best = new ArrayList<>(kept);
        best.sort(order);
        return new Top<>(List.copyOf(best), matched);
    }

    private static <T> Comparator<Ranked<T>> order() {
        return Comparator.<Ranked<T>>comparingInt(r -> -r.match().score())
                .thenComparingInt(Ranked::recency)
                .thenComparingInt(r -> r.text().length())
                .thenComparing(Ranked::text);
    }
}
