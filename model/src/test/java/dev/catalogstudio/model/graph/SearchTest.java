package dev.catalogstudio.model.graph;

import static dev.catalogstudio.model.graph.TestCatalog.agentId;
import static dev.catalogstudio.model.graph.TestCatalog.skillId;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SearchTest {

    @TempDir
    Path root;

    GraphView view;

    @BeforeEach
    void open() {
        view = new TestCatalog(root).skill("autolint").skill("lint-fix").skill("lint").skill("format")
                .agent("linter").view();
    }

    @Test
    void exactThenPrefixThenSubstringStableWithinARank() {
        assertThat(TestCatalog.ids(Search.find(view, "lint", 10))).containsExactly(skillId("lint"),
                agentId("linter"), skillId("lint-fix"), skillId("autolint"));
        assertThat(TestCatalog.ids(Search.find(view, "ACME/Lint", 10)).get(0)).isEqualTo(skillId("lint"));
        assertThat(TestCatalog.ids(Search.find(view, "acme/lint", 10))).containsExactly(skillId("lint"),
                agentId("linter"), skillId("lint-fix"));
    }

    @Test
    void matchesIdsAndPathsAndHonoursTheLimit() {
        assertThat(TestCatalog.ids(Search.find(view, "agents/", 10))).containsExactly(agentId("linter"));
        assertThat(Search.find(view, "lint", 2)).hasSize(2);
        assertThat(Search.find(view, "  ", 10)).isEmpty();
        assertThat(Search.find(view, "zzz", 10)).isEmpty();
    }
}
