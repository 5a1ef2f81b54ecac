package dev.catalogstudio.app.cli;

import static dev.catalogstudio.app.cli.Cli.run;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code catalog-studio run-metaskill}: the sample's documented dry run, failures, and unusable arguments. */
class RunMetaskillCommandTest {

    private static final Path SAMPLE = Path.of("../resources/samples/catalog/skills/rollout-check");

    @TempDir
    Path dir;

    @Test
    void theSamplesScriptTakesTheRetryPathAndTheTimelineNamesEveryCall() {
        var result = run("run-metaskill", SAMPLE.toString(), "--input", SAMPLE.resolve("dry-run/input.json")
                .toString(), "--responses", SAMPLE.resolve("dry-run/responses.json").toString());

        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(result.out()).startsWith("[Metaskill: rollout-check completed]\n{\"status\":\"accepted\","
                + "\"answer\":\"deployment/checkout-api rolled out in shop-prod.\",\"attempts\":2,\"trace\":[");
        assertThat(result.err().lines()).containsExactly(
                "dry run: SKILL.star:14 command #1 kubectl rollout status deployment/checkout-api -n shop-prod "
                        + "--timeout=60s -> exit 1: scripted",
                "dry run: SKILL.star:18 trace rollout-status {\"attempt\":1,\"ok\":false,\"exit_code\":1}",
                "dry run: SKILL.star:26 command #2 kubectl get pods -n shop-prod -l "
                        + "app.kubernetes.io/name=checkout-api -o wide -> exit 0: scripted",
                "dry run: SKILL.star:27 command #3 kubectl get events -n shop-prod --field-selector type=Warning "
                        + "--sort-by=.lastTimestamp -> exit 0: scripted",
                "dry run: SKILL.star:32 ask #1 (diagnose-rollout): scripted",
                "dry run: SKILL.star:42 trace diagnosis {\"attempt\":1,\"wait\":true}",
                "dry run: SKILL.star:14 command #4 kubectl rollout status deployment/checkout-api -n shop-prod "
                        + "--timeout=60s -> exit 0: scripted",
                "dry run: SKILL.star:18 trace rollout-status {\"attempt\":2,\"ok\":true,\"exit_code\":0}");
    }

    @Test
    void aFailedRunPrintsTheErrorResultAndExitsOne() throws Exception {
        Path input = dir.resolve("in.json");
        Files.writeString(input, "{\"deployment\": \"checkout-api\", \"namespace\": \"shop-prod\"}");

        var result = run("run-metaskill", SAMPLE.toString(), "--input", input.toString(), "--max-command-calls", "2");

        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.out()).startsWith("error: SKILL.star:27:").contains("command budget exhausted");
        assertThat(result.err()).contains("UNSCRIPTED, default answer");
    }

    @Test
    void anEmptyInputReturnsTheInstructions() throws Exception {
        Path input = dir.resolve("in.json");
        Files.writeString(input, "{}");

        var result = run("run-metaskill", SAMPLE.toString(), "--input", input.toString());

        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.out()).startsWith("error: metaskill 'rollout-check' needs input.")
                .contains("- `deployment`: the Deployment name");
    }

    @Test
    void unusableArgumentsExitTwo() throws Exception {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "[1, 2]");
        Path script = dir.resolve("script.json");
        Files.writeString(script, "{\"answers\": []}");

        assertThat(run("run-metaskill", dir.toString(), "--input", bad.toString()).exitCode()).isEqualTo(2);
        assertThat(run("run-metaskill", SAMPLE.toString(), "--input", bad.toString()).exitCode()).isEqualTo(2);
        var scripted = run("run-metaskill", SAMPLE.toString(), "--input", SAMPLE.resolve("dry-run/input.json")
                .toString(), "--responses", script.toString());
        assertThat(scripted.exitCode()).isEqualTo(2);
        assertThat(scripted.err()).contains("unknown key 'answers'");
        assertThat(run("run-metaskill", SAMPLE.toString(), "--input", bad.toString(), "--max-ask-calls", "0")
                .exitCode()).isEqualTo(2);
    }
}
