package dev.catalogstudio.model.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The lock file's text: stable, sorted, one fact per line; every malformed line a problem with its position. */
class LockFileTest {

    private static final String C1 = "0f1e2d3c4b5a69788796a5b4c3d2e1f001122334";
    private static final String C2 = "1111111111111111111111111111111111111111";
    private static final String H1 = "sha256:" + "a".repeat(64);
    private static final String H2 = "sha256:" + "b".repeat(64);

    private static LockFile sample() {
        return LockFile.of(
                List.of(new LockFile.Repository("github.com/acme/tools", "v2", C2),
                        new LockFile.Repository("github.com/acme/dates", "main", C1)),
                List.of(new LockFile.Entry("github.com/acme/tools", "v2", "mcps/tz", "tz", "-", H2),
                        new LockFile.Entry("github.com/acme/dates", "main", "skills/dates", "acme/dates", "1.2.0", H1)));
    }

    @Test
    void theTextIsSortedOneFactPerLineAndReadsBackTheSame() {
        var text = sample().write();

        assertThat(text.lines().toList()).containsExactly(
                "# catalog-studio.lock: what `catalog-studio fetch` resolved. Written by the tool; review its diffs.",
                "lock 1",
                "repository github.com/acme/dates main " + C1,
                "repository github.com/acme/tools v2 " + C2,
                "entry github.com/acme/dates main skills/dates acme/dates 1.2.0 " + H1,
                "entry github.com/acme/tools v2 mcps/tz tz - " + H2);
        assertThat(text).endsWith("\n").doesNotContain("\r");
        var parsed = LockFile.parse(text);
        assertThat(parsed.problems()).isEmpty();
        assertThat(parsed.lock()).isEqualTo(sample());
        assertThat(parsed.lock().write()).isEqualTo(text);
        assertThat(parsed.lock().commit("github.com/acme/dates", "main")).contains(C1);
        assertThat(parsed.lock().commit("github.com/acme/dates", "v9")).isEmpty();
    }

    @Test
    void theOrderFactsAreGivenInDoesNotChangeTheText() {
        var random = new Random(25);
        var repositories = new ArrayList<LockFile.Repository>();
        var entries = new ArrayList<LockFile.Entry>();
        for (int i = 0; i < 40; i++) {
            String repo = "github.com/o" + (i % 7) + "/r" + (i % 5);
            String ref = "ref" + (i % 3);
            if (repositories.stream().noneMatch(r -> r.repository().equals(repo) && r.ref().equals(ref))) {
                repositories.add(new LockFile.Repository(repo, ref, String.format("%040x", i)));
            }
            entries.add(new LockFile.Entry(repo, ref, "skills/s" + i, "s" + i, "1.0." + i,
                    "sha256:" + String.format("%064x", i)));
        }
        String first = LockFile.of(repositories, entries).write();
        for (int round = 0; round < 5; round++) {
            Collections.shuffle(repositories, random);
            Collections.shuffle(entries, random);
            assertThat(LockFile.of(repositories, entries).write()).isEqualTo(first);
        }
    }

    @Test
    void crlfBlankLinesAndCommentsAreRead() {
        var text = sample().write().replace("\n", "\r\n").replace("lock 1\r\n", "lock 1\r\n\r\n# a note\r\n");

        var parsed = LockFile.parse(text);

        assertThat(parsed.problems()).isEmpty();
        assertThat(parsed.lock()).isEqualTo(sample());
    }

    @Test
    void eachMalformedLineIsAProblemAtItsFieldAndTheRestIsKept() {
        var text = String.join("\n",
                "lock 1",
                "repository github.com/acme/dates main " + C1,
                "repository github.com/acme/bad main 12345",
                "repository github.com/acme/dates main " + C2,
                "entry github.com/acme/dates main skills/dates acme/dates 1.2.0 sha256:xyz",
                "entry github.com/acme/dates main ../../etc acme/x 1.0.0 " + H1,
                "entry github.com/acme/other main skills/o acme/o 1.0.0 " + H1,
                "entry github.com/acme/dates main skills/ok acme/ok 2.0.0 " + H2,
                "entry github.com/acme/dates  main skills/ok acme/ok 2.0.0 " + H2,
                "pin something",
                "");

        var parsed = LockFile.parse(text);

        assertThat(parsed.problems()).extracting(p -> p.line() + ":" + p.column()).containsExactly(
                "3:37", "4:1", "5:64", "6:34", "7:7", "9:1", "10:1");
        assertThat(parsed.problems().get(0).message()).contains("'12345' is not a commit");
        assertThat(parsed.problems().get(1).message()).contains("locked twice");
        assertThat(parsed.problems().get(3).message()).contains("not a path inside its repository");
        assertThat(parsed.problems().get(4).message()).contains("no 'repository' line");
        assertThat(parsed.problems().get(6).message()).contains("Line 10 is not a lock fact").doesNotContain("pin");
        assertThat(parsed.lock().repositories()).extracting(LockFile.Repository::commit).containsExactly(C1);
        assertThat(parsed.lock().entries()).extracting(LockFile.Entry::fqn).containsExactly("acme/ok");
    }

    @Test
    void anotherFormatOrNoneIsSaidAndControlCharactersAreRefused() {
        assertThat(LockFile.parse("lock 2\n").problems()).extracting(LockFile.Problem::message)
                .anyMatch(m -> m.contains("not a lock format this version reads"));
        assertThat(LockFile.parse("repository github.com/a/b main " + C1 + "\n").problems())
                .extracting(LockFile.Problem::message).containsExactly("The lock file does not say its format ('lock 1').");
        var control = LockFile.parse("lock 1\nrepository github.com/a/b main\u001b[31m " + C1 + "\n");
        assertThat(control.problems()).singleElement().satisfies(p -> {
            assertThat(p.line()).isEqualTo(2);
            assertThat(p.column()).isEqualTo(31);
            assertThat(p.message()).contains("U+001B");
        });
        assertThat(LockFile.parse("").problems()).isEmpty();
        assertThat(LockFile.parse("").lock()).isEqualTo(LockFile.empty());
    }

    @Test
    void ofRefusesWhatParseWouldNotRead() {
        assertThatThrownBy(() -> LockFile.of(List.of(),
                List.of(new LockFile.Entry("github.com/a/b", "main", "x", "x", "1.0.0", H1))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no 'repository' line");
        assertThatThrownBy(() -> LockFile.of(List.of(new LockFile.Repository("github.com/a/b", "main", "HEAD")),
                List.of())).hasMessageContaining("not a commit");
    }

    @Test
    void changesSayWhatMovedAsFetchUpdatePrintsThem() {
        var before = sample();
        var after = LockFile.of(
                List.of(new LockFile.Repository("github.com/acme/dates", "main", C2),
                        new LockFile.Repository("github.com/acme/new", "main", C1)),
                List.of(new LockFile.Entry("github.com/acme/dates", "main", "skills/dates", "acme/dates", "1.3.0", H2),
                        new LockFile.Entry("github.com/acme/new", "main", ".", "acme/new", "0.1.0", H1)));

        assertThat(after.changesSince(before)).extracting(LockFile.Change::toString).containsExactly(
                "acme/dates 1.2.0 \u2192 1.3.0",
                "acme/new (new) \u2192 0.1.0",
                "tz bbbbbbbbbbbb \u2192 (removed)",
                "github.com/acme/dates@main 0f1e2d3c4b5a \u2192 111111111111");
        assertThat(before.changesSince(before)).isEmpty();
    }

    @Test
    void aContentChangeWithoutAVersionBumpShowsTheHashes() {
        var before = sample();
        var after = LockFile.of(before.repositories(), List.of(
                new LockFile.Entry("github.com/acme/dates", "main", "skills/dates", "acme/dates", "1.2.0", H2),
                before.entries().get(1)));

        assertThat(after.changesSince(before)).extracting(LockFile.Change::toString)
                .containsExactly("acme/dates 1.2.0 (aaaaaaaaaaaa) \u2192 1.2.0 (bbbbbbbbbbbb)");
    }
}
