package dev.catalogstudio.app.cli;

import static dev.catalogstudio.app.cli.Cli.run;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code catalog-studio resolve}: install order, cycles, missing dependencies, finding the entry. */
class ResolveCommandTest {

    private static final Path SAMPLE = Path.of("..", "resources", "samples", "catalog");

    @TempDir
    Path dir;

    /** agent ops → skills a, c and MCP k8s; a → b, c; b → c; c → MCP k8s. */
    private void diamond() {
        Catalogs.settings(dir);
        Catalogs.agent(dir, "ops", List.of("skills/a", "skills/c"), List.of("mcps/com.acme_k8s.json"));
        Catalogs.skill(dir, "a", List.of("skills/b", "skills/c"), List.of());
        Catalogs.skill(dir, "b", List.of("skills/c"), List.of());
        Catalogs.skill(dir, "c", List.of(), List.of("mcps/com.acme_k8s.json"));
        Catalogs.mcp(dir, "k8s");
    }

    @Test
    void printsTheInstallOrderDependenciesFirst() {
        diamond();

        var run = run("resolve", dir.toString(), "agents/ops/AGENTS.md");

        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(run.outLines()).containsExactly(
                "1. mcp-server com.acme/k8s  mcps/com.acme_k8s.json",
                "2. skill acme/c  skills/c/SKILL.md",
                "3. skill acme/b  skills/b/SKILL.md",
                "4. skill acme/a  skills/a/SKILL.md",
                "5. agent acme/ops  agents/ops/AGENTS.md");
    }

    @Test
    void entryMayBeANodeIdAFolderOrAnFqn() {
        diamond();
        String expected = run("resolve", dir.toString(), "skills/a/SKILL.md").out();

        for (String entry : List.of("skills/a", "skills/a/", "./skills/a", "acme/a",
                dir.resolve("skills/a").toString(), dir.resolve("skills/a/SKILL.md").toString())) {
            var run = run("resolve", dir.toString(), entry);
            assertThat(run.exitCode()).as(entry).isEqualTo(ExitCodes.OK);
            assertThat(run.out()).as(entry).isEqualTo(expected);
        }
        assertThat(expected).endsWith("4. skill acme/a  skills/a/SKILL.md\n");
    }

    @Test
    void cycleExitsOneAndShowsTheWholeLoop() {
        Catalogs.settings(dir);
        Catalogs.agent(dir, "ops", List.of("skills/a"), List.of());
        Catalogs.skill(dir, "a", List.of("skills/b"), List.of());
        Catalogs.skill(dir, "b", List.of("skills/c"), List.of());
        Catalogs.skill(dir, "c", List.of("skills/a"), List.of());

        var run = run("resolve", dir.toString(), "agents/ops");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.ERRORS);
        assertThat(run.err()).isEmpty();
        assertThat(run.outLines()).containsExactly("cycle: acme/a → acme/b → acme/c → acme/a");
    }

    @Test
    void missingDependencyExitsOneWithItsPosition() {
        Catalogs.settings(dir);
        Catalogs.agent(dir, "ops", List.of("skills/a"), List.of());
        Catalogs.skill(dir, "a", List.of("skills/b", "skills/gone"), List.of());
        Catalogs.skill(dir, "b", List.of(), List.of());

        var run = run("resolve", dir.toString(), "acme/ops");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.ERRORS);
        assertThat(run.outLines()).containsExactly(
                "missing: " + Catalogs.ORIGIN + "/skills/gone at skills/a/SKILL.md:9:7");
    }

    @Test
    void dependencyInNoLayerIsMissingWithTheReason() {
        Catalogs.settings(dir);
        Catalogs.skill(dir, "a", List.of("https://github.com/other/repo/tree/main/skills/x"), List.of());

        var run = run("resolve", dir.toString(), "acme/a");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.ERRORS);
        assertThat(run.outLines()).singleElement().asString()
                .startsWith("missing: https://github.com/other/repo/tree/main/skills/x at skills/a/SKILL.md:8:7 (")
                .contains("catalog-studio.yaml");
    }

    @Test
    void ambiguousFqnExitsTwoListingTheCandidates() {
        Catalogs.settings(dir);
        Catalogs.agent(dir, "x", List.of(), List.of());
        Catalogs.skill(dir, "x", List.of(), List.of());

        var run = run("resolve", dir.toString(), "acme/x");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("catalog-studio: 'acme/x' is ambiguous: agents/x/AGENTS.md (agent), "
                + "skills/x/SKILL.md (skill); give one of these ids\n");
    }

    @Test
    void unknownEntryExitsTwoWithAClearMessage() {
        diamond();

        var run = run("resolve", dir.toString(), "acme/nope");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("catalog-studio: no entry 'acme/nope' in " + dir + "; give a node id")
                .endsWith("lists them\n").hasLineCount(1);
    }

    @Test
    void missingEntryArgumentIsAUsageError() {
        var run = run("resolve", dir.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).startsWith("catalog-studio: Missing required parameter: 'ENTRY'");
    }

    @Test
    void jsonHasTheOrderTheCycleAndTheMissingReferences() throws Exception {
        diamond();
        var ok = new ObjectMapper().readTree(run("resolve", dir.toString(), "acme/b", "--format", "json").out());

        assertThat(ok.get("complete").asBoolean()).isTrue();
        assertThat(ok.get("entry").get("id").asText()).isEqualTo("skills/b/SKILL.md");
        var ids = new ArrayList<String>();
        ok.get("order").forEach(n -> ids.add(n.get("id").asText()));
        assertThat(ids).containsExactly("mcps/com.acme_k8s.json", "skills/c/SKILL.md", "skills/b/SKILL.md");
        assertThat(ok.get("cycle")).isEmpty();
        assertThat(ok.get("missing")).isEmpty();

        Catalogs.skill(dir, "c", List.of("skills/b", "skills/gone"), List.of());
        var run = run("resolve", dir.toString(), "acme/b", "--format", "json");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.ERRORS);
        var stopped = new ObjectMapper().readTree(run.out());
        assertThat(stopped.get("complete").asBoolean()).isFalse();
        assertThat(stopped.get("cycle").toString())
                .isEqualTo("[\"skills/b/SKILL.md\",\"skills/c/SKILL.md\",\"skills/b/SKILL.md\"]");
        var missing = stopped.get("missing").get(0);
        assertThat(missing.get("written").asText()).isEqualTo(Catalogs.ORIGIN + "/skills/gone");
        assertThat(missing.get("path").asText()).isEqualTo("skills/c/SKILL.md");
        assertThat(missing.get("line").asInt()).isEqualTo(9);
        assertThat(missing.get("column").asInt()).isEqualTo(7);
    }

    @Test
    void sampleCatalogResolvesTheOncallEngineer() {
        assumeTrue(Files.isDirectory(SAMPLE), "the sample catalog is in ../resources/samples/catalog");
        var run = run("resolve", SAMPLE.toString(), "agents/oncall-engineer");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(run.outLines()).containsExactly(
                "1. mcp-server com.acme/kubernetes  mcps/com.acme_kubernetes.json",
                "2. skill acme/k8s-triage  skills/k8s-triage/SKILL.md",
                "3. mcp-server com.acme/grafana  mcps/com.acme_grafana.json",
                "4. skill acme/metrics-query  skills/metrics-query/SKILL.md",
                "5. skill acme/incident-response  skills/incident-response/SKILL.md",
                "6. agent acme/oncall-engineer  agents/oncall-engineer/AGENTS.md");
    }
}
