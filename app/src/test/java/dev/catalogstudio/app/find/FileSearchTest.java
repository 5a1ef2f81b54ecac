package dev.catalogstudio.app.find;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.PatternSyntaxException;
import org.junit.jupiter.api.Test;

/** One file's matches for Find in Files: lines and columns, case, expressions, snippets, budgets, cancelling. */
class FileSearchTest {

    private static List<FileSearch.Hit> find(String query, boolean regex, boolean matchCase, String text) {
        var out = new ArrayList<FileSearch.Hit>();
        new FileSearch(query, regex, matchCase).search("a.md", text, 100, out, () -> false);
        return out;
    }

    @Test
    void literalTextIsFoundOnEveryLineWithOneBasedLinesAndColumns() {
        var hits = find("query", false, false, "# Metrics\nRun a Query.\r\nquery; query\n");
        assertThat(hits).extracting(FileSearch.Hit::line, FileSearch.Hit::column, FileSearch.Hit::length)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(2, 7, 5), org.assertj.core.groups.Tuple.tuple(3, 1, 5),
                        org.assertj.core.groups.Tuple.tuple(3, 8, 5));
        assertThat(find("query", false, true, "Query query")).extracting(FileSearch.Hit::column).containsExactly(7);
        assertThat(find("a.b", false, false, "axb a.b")).extracting(FileSearch.Hit::column).containsExactly(5);
    }

    @Test
    void expressionsMatchWithinOneLine() {
        var hits = find("^name: (\\S+)$", true, false, "---\nname: metrics-query\ndescription: x\n---\n");
        assertThat(hits).hasSize(1);
        assertThat(hits.get(0).line()).isEqualTo(2);
        assertThat(hits.get(0).length()).isEqualTo("name: metrics-query".length());
        assertThat(find("query$", true, false, "a query\r\nquery b\n")).extracting(FileSearch.Hit::line)
                .containsExactly(1);
        assertThatThrownBy(() -> new FileSearch("(unclosed", true, false)).isInstanceOf(PatternSyntaxException.class);
        assertThat(find("x*", true, false, "ab")).as("empty matches end").hasSize(3);
    }

    @Test
    void snippetsDropIndentationAndCutLongLinesAroundTheMatch() {
        var hit = find("needle", false, false, "    \tfind the needle here").get(0);
        assertThat(hit.snippet()).isEqualTo("find the needle here");
        assertThat(hit.snippet().substring(hit.snippetStart(), hit.snippetEnd())).isEqualTo("needle");

        String longLine = "x".repeat(500) + "needle" + "y".repeat(500);
        var cut = find("needle", false, false, longLine).get(0);
        assertThat(cut.snippet().length()).isLessThanOrEqualTo(FileSearch.SNIPPET + 2);
        assertThat(cut.snippet()).startsWith("\u2026").endsWith("\u2026");
        assertThat(cut.snippet().substring(cut.snippetStart(), cut.snippetEnd())).isEqualTo("needle");
        assertThat(cut.column()).isEqualTo(501);
    }

    @Test
    void theBudgetAndCancellingStopTheSearch() {
        var out = new ArrayList<FileSearch.Hit>();
        int added = new FileSearch("a", false, false).search("a.md", "a a a a a", 3, out, () -> false);
        assertThat(added).isEqualTo(3);
        assertThat(out).hasSize(3);

        // A runaway expression (quadratic here: every start scans the rest of the line) stops when cancelled, from
        // inside the match: the text asks every 4,096 characters read.
        var calls = new int[1];
        var none = new ArrayList<FileSearch.Hit>();
        new FileSearch("a*b", true, false).search("a.md", "a".repeat(100_000), 10, none, () -> ++calls[0] > 3);
        assertThat(none).isEmpty();
        assertThat(calls[0]).isEqualTo(4);
    }
}
