package dev.catalogstudio.app.find;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Quick Open scorer: subsequence matching, what it rewards, the ranking and how its work grows. */
class FuzzyMatcherTest {

    private static FuzzyMatcher.Match match(String query, String candidate) {
        return new FuzzyMatcher(query).match(candidate);
    }

    private static List<String> ranked(String query, List<String> candidates) {
        return Ranking.top(new FuzzyMatcher(query), candidates, c -> List.of(c), c -> Integer.MAX_VALUE, 50)
                .ranked().stream().map(Ranking.Ranked::item).toList();
    }

    @Test
    void aQueryMatchesWhenItsCharactersAppearInOrderIgnoringCase() {
        assertThat(match("mq", "skills/metrics-query/SKILL.md")).isNotNull();
        assertThat(match("SKILL", "skills/metrics-query/skill.md")).isNotNull();
        assertThat(match("qm", "skills/metrics-query")).as("no m after the q").isNull();
        assertThat(match("xyz", "skills/metrics-query/SKILL.md")).isNull();
        assertThat(match("metrics query", "skills/metrics-query/SKILL.md")).as("spaces are ignored").isNotNull();
        assertThat(match("", "anything").score()).isZero();
    }

    @Test
    void positionsAreTheBestAlignmentNotTheFirstOne() {
        // Greedy would take the "m" of "some" and the first "q"; the best takes the word starts.
        var m = match("mq", "some/metrics-query.md");
        assertThat(m.positions()).containsExactly(5, 13);
        var run = match("query", "q/u/e/r/y/query.md");
        assertThat(run.positions()).containsExactly(10, 11, 12, 13, 14);
    }

    @Test
    void wordAndSegmentStartsAndRunsScoreHigher() {
        assertThat(match("mq", "metrics-query").score()).isGreaterThan(match("mq", "mmaqq").score());
        assertThat(match("query", "x/query").score()).isGreaterThan(match("query", "x/aquery").score());
        assertThat(match("abc", "abc").score()).as("a run beats scattered word starts")
                .isGreaterThan(match("abc", "a-b-c-x").score())
                .isGreaterThan(match("abc", "axbxc").score());
        assertThat(match("fm", "FailureModes").score()).as("camelCase humps")
                .isGreaterThan(match("fm", "fairmodes").score());
    }

    @Test
    void theFileNameBeatsAFolderOfTheSameName() {
        assertThat(ranked("skill", List.of("skills/k8s-triage/references/SETUP.md", "skills/k8s-triage/SKILL.md")))
                .first().isEqualTo("skills/k8s-triage/SKILL.md");
    }

    @Test
    void rankingOrdersByScoreThenRecencyThenLength() {
        var paths = List.of("skills/release-notes/SKILL.md", "skills/metrics-query/SKILL.md",
                "skills/metrics-query/references/PROMQL.md", "agents/oncall-engineer/AGENTS.md");
        assertThat(ranked("metq", paths)).first().isEqualTo("skills/metrics-query/SKILL.md");
        assertThat(ranked("promql", paths)).containsExactly("skills/metrics-query/references/PROMQL.md");

        // Equal scores: the most recently used first.
        var twins = List.of("a/SKILL.md", "b/SKILL.md", "c/SKILL.md");
        var recent = List.of("c/SKILL.md", "b/SKILL.md");
        var top = Ranking.top(new FuzzyMatcher("skill"), twins, c -> List.of(c),
                c -> recent.contains(c) ? recent.indexOf(c) : Integer.MAX_VALUE, 10).ranked();
        assertThat(top).extracting(Ranking.Ranked::item).containsExactly("c/SKILL.md", "b/SKILL.md", "a/SKILL.md");
        // An empty query: recency alone.
        var all = Ranking.top(new FuzzyMatcher(""), twins, c -> List.of(c),
                c -> recent.contains(c) ? recent.indexOf(c) : Integer.MAX_VALUE, 10).ranked();
        assertThat(all).extracting(Ranking.Ranked::item).containsExactly("c/SKILL.md", "b/SKILL.md", "a/SKILL.md");
    }

    @Test
    void theBestKeyOfACandidateCountsAndTheLimitKeepsTheBest() {
        record Entry(String path, String fqn) {
        }
        var entries = List.of(new Entry("skills/a/SKILL.md", "acme/log-search"), new Entry("x/log-search.md", ""));
        var top = Ranking.top(new FuzzyMatcher("acme/log"), entries, e -> List.of(e.path(), e.fqn()),
                e -> Integer.MAX_VALUE, 10);
        assertThat(top.ranked()).hasSize(1);
        assertThat(top.ranked().get(0).key()).isEqualTo(1);
        assertThat(top.ranked().get(0).text()).isEqualTo("acme/log-search");

        var many = new ArrayList<String>();
        for (int i = 0; i < 500; i++) {
            many.add("skills/s" + i + "/SKILL.md");
        }
        var best = Ranking.top(new FuzzyMatcher("s42/"), many, c -> List.of(c), c -> Integer.MAX_VALUE, 5);
        assertThat(best.ranked()).hasSize(5);
        assertThat(best.ranked().get(0).item()).isEqualTo("skills/s42/SKILL.md");
        assertThat(best.matched()).as("every candidate with s, 4, 2, / in order")
                .isEqualTo((int) many.stream().filter(c -> c.matches(".*s.*4.*2.*/.*")).count());
    }

    /**
     * Ranking work grows linearly with the candidates: 4n candidates of the same shapes cost exactly 4 times the
     * comparisons of n (and the kept best stay the limit, not a sort of all).
     */
    @Test
    void rankingWorkIsLinearInTheCandidates() {
        long n = comparisons(1_000);
        long fourN = comparisons(4_000);
        assertThat(n).isPositive();
        assertThat(fourN).isEqualTo(4 * n);
    }

    private static long comparisons(int copies) {
        var shapes = List.of("skills/metrics-query/SKILL.md", "skills/metrics-query/references/PROMQL.md",
                "agents/oncall-engineer/AGENTS.md", "mcps/prometheus.json", "skills/k8s-triage/scripts/pod-snapshot.sh");
        var candidates = new ArrayList<String>();
        for (int i = 0; i < copies; i++) {
            candidates.addAll(shapes);
        }
        var matcher = new FuzzyMatcher("metq");
        var top = Ranking.top(matcher, candidates, c -> List.of(c), c -> Integer.MAX_VALUE, 200);
        assertThat(top.ranked()).hasSize(200);
        return matcher.comparisons();
    }

    @Test
    void longCandidatesAreAlignedOnTheirTail() {
        String deep = "a/".repeat(400) + "metrics-query/SKILL.md";
        var m = match("mqs", deep);
        assertThat(m).isNotNull();
        assertThat(deep.charAt(m.positions()[0])).isEqualTo('m');
        assertThat(match("zzz", deep)).isNull();
    }
}
