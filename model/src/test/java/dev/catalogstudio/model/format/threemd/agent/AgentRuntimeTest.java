package dev.catalogstudio.model.format.threemd.agent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.format.threemd.ThreeMdParser;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The loader operations of agent-3md.md section 4: manifest, route, resolve, command. */
class AgentRuntimeTest {

    static final Agent DEV = Agent.of(ThreeMdParser.parse("""
            ---
            3md: 1.0
            axis: skill
            agent: dev
            model: some-model
            tools: rg, fd
            persona: terse
            ---
            @plane z=0 label="dev" kind=identity
            Route, fill, run.

            @plane z=1 label="search" kind=skill triggers="find, search, grep, code" inputs="pattern:string, path:string" tool="rg --line-number {pattern} {path}"
            Find code. For file names see [[z=2|files]], for history [[z=4]].

            @plane z=2 label="files" kind=skill triggers="files, find, Find, list" inputs="glob, dir:string?" tool="fd {glob} {dir}" cost=fs
            List files. Uses [[z=3]].

            @plane z=3 label="research" kind=skill triggers="look up, research, find"
            Guidance only. Back to [[z=1]] and to the identity [[z=0]].

            @plane z=4 label="history" kind=skill triggers="history, log"
            Uses [[z=3]].
            """));

    @Test
    void manifestListsSkillsWithoutBodies() {
        var manifest = DEV.manifest();
        assertThat(manifest.name()).isEqualTo("dev");
        assertThat(manifest.model()).isEqualTo("some-model");
        assertThat(manifest.tools()).containsExactly("rg", "fd");
        assertThat(manifest.persona()).isEqualTo("terse");
        assertThat(manifest.identity()).isEqualTo("Route, fill, run.");
        assertThat(manifest.skills()).extracting(Manifest.Entry::name).containsExactly("search", "files", "research",
                "history");
        var files = manifest.skills().get(1);
        assertThat(files.inputs()).containsExactly("glob:string", "dir:string?");
        assertThat(files.cost()).isEqualTo("fs");
        assertThat(files.tool()).isEqualTo("fd {glob} {dir}");
        assertThat(manifest.skills().get(2).tool()).isNull();
    }

    @Test
    void routeRanksByDistinctPhrasesThenLowerZ() {
        var routes = DEV.route("Find the files where we grep code");
        assertThat(routes).extracting(r -> r.skill().name() + ":" + r.score() + ":" + r.matched()).containsExactly(
                "search:3:[find, grep, code]",
                "files:2:[files, find]",
                "research:1:[find]");
        assertThat(DEV.route("look it up")).extracting(r -> r.skill().name()).containsExactly("research");
        assertThat(DEV.route("up")).as("every word of a phrase must appear").isEmpty();
        assertThat(DEV.route("FIND")).as("ties go to the lower z").extracting(r -> r.skill().z())
                .containsExactly(1.0, 2.0, 3.0);
        assertThat(DEV.route("findings")).as("whole words only").isEmpty();
        assertThat(DEV.route("")).isEmpty();
    }

    @Test
    void resolveGivesEachDependencyOnceInDependencyOrder() {
        var search = DEV.skill("search").orElseThrow();
        assertThat(DEV.resolve(search)).extracting(Skill::name).containsExactly("research", "files", "history",
                "search");
        assertThat(DEV.resolve(DEV.skill(4).orElseThrow())).extracting(Skill::name)
                .as("the loop back to search is cut, the identity link skipped")
                .containsExactly("files", "search", "research", "history");
    }

    @Test
    void commandShellQuotesEveryValue() {
        var search = DEV.skill("search").orElseThrow();
        assertThat(DEV.command(search, Map.of("pattern", "TODO", "path", "src")))
                .isEqualTo("rg --line-number 'TODO' 'src'");
        assertThat(DEV.command(search, Map.of("pattern", "it's $HOME \"x\" `y`", "path", "my dir")))
                .isEqualTo("rg --line-number 'it'\\''s $HOME \"x\" `y`' 'my dir'");
        assertThat(DEV.command(search, Map.of("pattern", "", "path", "."))).isEqualTo("rg --line-number '' '.'");
        var partial = new LinkedHashMap<String, String>();
        partial.put("glob", "*.java");
        assertThat(DEV.command(DEV.skill("files").orElseThrow(), partial)).as("unfilled slots stay visible")
                .isEqualTo("fd '*.java' {dir}");
    }

    @Test
    void guidanceOnlySkillHasNoCommand() {
        var research = DEV.skill("research").orElseThrow();
        assertThat(research.guidanceOnly()).isTrue();
        assertThat(DEV.command(research, Map.of("q", "x"))).isNull();
    }

    @Test
    void wordsAreUnicodeLettersAndNumbers() {
        assertThat(Words.of("Ünïcode-Wörter, ٣ apples_2go!"))
                .containsExactly("ünïcode", "wörter", "٣", "apples", "2go");
    }
}
