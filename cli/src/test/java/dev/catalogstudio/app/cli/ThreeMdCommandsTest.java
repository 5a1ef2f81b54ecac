package dev.catalogstudio.app.cli;

import static dev.catalogstudio.app.cli.Cli.run;
import static dev.catalogstudio.app.cli.Cli.write;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code inspect}, {@code route} and {@code command}: output and exit codes. */
class ThreeMdCommandsTest {

    static final String AGENT = """
            ---
            3md: 1.0
            agent: dev
            tools: rg
            ---
            @plane z=0 label="dev" kind=identity
            Rules.

            @plane z=1 label="search" kind=skill triggers="find, search, code" inputs="pattern, path:string" tool="rg -n {pattern} {path}"
            Search.

            @plane z=2 label="research" kind=skill triggers="look up, find"
            Guidance only.
            """;

    static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void inspectJsonIsTheVectorsExpectedObject() throws IOException {
        Path vector = Path.of(System.getProperty("catalogstudio.shared", "../../shared"))
                .resolve("conformance/3md/valid-coordinates-attributes.json");
        assumeThat(Files.exists(vector)).as("../shared/conformance/3md is absent (" + vector + ")").isTrue();
        JsonNode json = MAPPER.readTree(vector.toFile());
        var file = write(dir, "v.3md", json.get("source").asText());

        var run = run("inspect", file.toString(), "--json");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(MAPPER.readTree(run.out()).equals((a, b) -> a.isNumber() && b.isNumber()
                ? Double.compare(a.doubleValue(), b.doubleValue()) : a.equals(b) ? 0 : 1, json.get("expected")))
                .as(run.out()).isTrue();
    }

    @Test
    void inspectJsonWritesWholeNumbersAsIntegers() throws IOException {
        var file = write(dir, "a.3md",
                "---\n3md: 1.0\naxis: Time\n---\nIntro\n\n@plane z=1e3 x=-1.5 label='a b' k=2\nx\n");

        var run = run("inspect", file.toString(), "--json");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(MAPPER.readTree(run.out())).isEqualTo(MAPPER.readTree("""
                {"version": "1.0", "axis": "time", "title": null, "metadata": {}, "preamble": "Intro",
                 "planes": [{"z": 1000, "label": "a b", "x": -1.5, "y": null, "attributes": {"k": "2"}, "body": "x"}]}
                """));
    }

    @Test
    void inspectRejectedFileIsItsErrorCodeAndExitsOne() throws IOException {
        var file = write(dir, "bad.3md", "---\n3md: 1\n---\n@plane z=0\n@plane z=0.0\n");

        var json = run("inspect", file.toString(), "--json");
        var text = run("inspect", file.toString());

        assertThat(json.exitCode()).isEqualTo(ExitCodes.ERRORS);
        assertThat(MAPPER.readTree(json.out())).isEqualTo(MAPPER.readTree("{\"error\": \"duplicate-plane\"}"));
        assertThat(text.exitCode()).isEqualTo(ExitCodes.ERRORS);
        assertThat(text.out()).contains("bad.3md:5:10: error duplicate-plane: ");
    }

    @Test
    void inspectMissingFileIsAUsageFailure() {
        var run = run("inspect", dir.resolve("none.3md").toString(), "--json");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).isEqualTo(CliErrors.PREFIX + "no such file: " + dir.resolve("none.3md") + "\n");
    }

    @Test
    void routePrintsRankedSkills() {
        var file = write(dir, "agent.3md", AGENT);

        var run = run("route", file.toString(), "Find code; look it up");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(run.outLines()).containsExactly("search\tz=1\t2\tfind, code", "research\tz=2\t2\tlook up, find");
    }

    @Test
    void routeWithoutMatchExitsOne() {
        var file = write(dir, "agent.3md", AGENT);

        var run = run("route", file.toString(), "bake a cake");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.ERRORS);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith(CliErrors.PREFIX);
    }

    @Test
    void commandFillsAndQuotes() {
        var file = write(dir, "agent.3md", AGENT);

        var byName = run("command", file.toString(), "search", "pattern=it's $HOME", "path=my dir");
        var byZ = run("command", file.toString(), "1", "pattern=", "path=.");

        assertThat(byName.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(byName.out()).isEqualTo("rg -n 'it'\\''s $HOME' 'my dir'\n");
        assertThat(byZ.out()).isEqualTo("rg -n '' '.'\n");
    }

    @Test
    void commandFailures() {
        var file = write(dir, "agent.3md", AGENT).toString();

        assertThat(run("command", file, "research").exitCode()).as("guidance only").isEqualTo(ExitCodes.ERRORS);
        assertThat(run("command", file, "nope").exitCode()).as("no such skill").isEqualTo(ExitCodes.ERRORS);
        var missing = run("command", file, "search", "pattern=x");
        assertThat(missing.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(missing.err()).contains("missing required input(s) of search: path").doesNotContain("\n\n");
        assertThat(run("command", file, "search", "bogus").exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run("command", file, "search", "other=1").exitCode()).isEqualTo(ExitCodes.USAGE);
    }

    @Test
    void checkReportsAgentRules() {
        write(dir, "a/agent.3md", AGENT.replace("{path}", "{dir}"));

        var run = run("check", dir.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.ERRORS);
        assertThat(run.out()).contains("a/agent.3md:9:").contains("error tool-input").contains("warning unused-input");
    }
}
