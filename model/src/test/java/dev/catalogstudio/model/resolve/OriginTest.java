package dev.catalogstudio.model.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class OriginTest {

    @Test
    void parsesGitHubTreeOrigins() {
        var origin = Origin.parse("https://github.com/acme-co/catalog.v2/tree/main/skills/git-pr");

        assertThat(origin).get().isEqualTo(new Origin.GitHub(
                "https://github.com/acme-co/catalog.v2/tree/main/skills/git-pr", "acme-co", "catalog.v2", "main",
                "skills/git-pr"));
        assertThat(Origin.parse("https://github.com/o/r/tree/v1.0.0")).get()
                .extracting(o -> ((Origin.GitHub) o).path()).isEqualTo("");
    }

    @Test
    void parsesAbsoluteFileOrigins() {
        assertThat(Origin.parse("file:/home/me/skills/x")).get().isInstanceOf(Origin.File.class);
        assertThat(Origin.parse("file:///home/me/x")).get().isInstanceOf(Origin.File.class);
        assertThat(Origin.parse("file:C:/work/x")).get().isInstanceOf(Origin.File.class);
    }

    @Test
    void rejectsEverythingElse() {
        for (String bad : List.of("github.com/o/r/tree/main", "https://github.com/o/r", "https://github.com/o/r/blob/main/x",
                "https://gitlab.com/o/r/tree/main", "file:relative/x", "https://github.com/-o/r/tree/main",
                "https://github.com/o/r/tree/main/a b", "")) {
            assertThat(Origin.parse(bad)).as(bad).isEmpty();
        }
    }
}
