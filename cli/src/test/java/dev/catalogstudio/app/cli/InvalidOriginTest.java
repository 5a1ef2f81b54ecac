package dev.catalogstudio.app.cli;

import static dev.catalogstudio.app.cli.Cli.run;
import static dev.catalogstudio.app.cli.Cli.write;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** graph and resolve agree with check: a dependency that is no origin is an edge with status invalid, and stops. */
class InvalidOriginTest {

    @TempDir
    Path dir;

    @BeforeEach
    void catalog() {
        write(dir, "agents/ops/AGENTS.md", "---\nname: ops\nscope: acme\ndescription: Runs things.\nversion: 1.0.0\n"
                + "dependencies:\n  mcps:\n    - playwright\n---\n# Ops\n");
        write(dir, "agents/ops/CHANGELOG.md", "# Changelog\n\n## 1.0.0 (2026-01-01)\n\n- First.\n");
    }

    @Test
    void checkGraphAndResolveTellTheSameStory() throws Exception {
        var check = run("check", dir.toString());
        var graph = new ObjectMapper().readTree(run("graph", dir.toString()).out());
        var resolve = run("resolve", dir.toString(), "agents/ops");

        assertThat(check.out()).contains("agents/ops/AGENTS.md:8:7: error dependency-origin-invalid");
        assertThat(graph.get("edges")).singleElement().satisfies(e -> {
            assertThat(e.get("status").asText()).isEqualTo("invalid");
            assertThat(e.get("written").asText()).isEqualTo("playwright");
            assertThat(e.get("to").isNull()).isTrue();
            assertThat(e.get("diagnostics").get(0).get("code").asText()).isEqualTo("dependency-origin-invalid");
        });
        assertThat(resolve.exitCode()).isEqualTo(ExitCodes.ERRORS);
        assertThat(resolve.out()).startsWith("invalid: playwright at agents/ops/AGENTS.md:8:7 (not an origin");
    }

    @Test
    void dotDrawsItAsARedPlaceholderAndResolveJsonGivesTheReason() throws Exception {
        var dot = run("graph", dir.toString(), "--format", "dot");
        var json = new ObjectMapper().readTree(run("resolve", dir.toString(), "agents/ops", "--format", "json").out());

        assertThat(dot.out()).contains("\"invalid:playwright\" [label=\"playwright\\n(not an origin)\"", "color=red");
        assertThat(json.get("complete").asBoolean()).isFalse();
        assertThat(json.get("missing").get(0).get("reason").asText()).isEqualTo("not an origin");
    }
}
