package dev.catalogstudio.app.cli;

import static dev.catalogstudio.app.cli.Cli.run;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code export}: the text and JSON loss reports, {@code --strict}, the refusals and their exit codes. */
class ExportCommandTest {

    @TempDir
    Path temp;

    /** A Claude Code plugin with one spec skill, one Claude-only field, a subagent and a placeholder. */
    private Path plugin() {
        Path src = temp.resolve("kit");
        Cli.write(src, ".claude-plugin/plugin.json", "{\n  \"name\": \"kit\",\n  \"version\": \"1.0.0\"\n}\n");
        Cli.write(src, "skills/tidy/SKILL.md", "---\nname: tidy\ndescription: Tidies imports. Use after edits.\n"
                + "model: haiku\n---\n\nTidy the imports.\n");
        Cli.write(src, "agents/helper.md", "---\nname: helper\ndescription: Helps.\n---\n\nHelp.\n");
        return src;
    }

    @Test
    void textReportsTheCountThenEachLossWithPathAndLine() {
        Path out = temp.resolve("out");
        var printed = run("export", plugin().toString(), "--to", "agent-plugins", "--out", out.toString());

        assertThat(printed.exitCode()).as(printed.err()).isEqualTo(ExitCodes.OK);
        assertThat(printed.outLines().get(0)).isEqualTo("wrote 2 files to " + out + " (agent-plugins), 2 losses");
        assertThat(printed.outLines()).anySatisfy(line -> assertThat(line)
                .startsWith("skills/tidy/SKILL.md:4: model — dropped — agent-plugins reads no 'model' in a "
                        + "skill ("));
        assertThat(printed.outLines()).anySatisfy(line -> assertThat(line)
                .startsWith("agents/helper.md: subagent helper — dropped — agent-plugins has no place for "
                        + "subagents"));
        assertThat(out.resolve("skills/tidy/SKILL.md")).hasContent("---\nname: tidy\ndescription: Tidies imports. "
                + "Use after edits.\n---\n\nTidy the imports.");
        assertThat(out.resolve("plugin.json")).exists();
    }

    @Test
    void jsonHasWrittenThenLostWithTheFiveFields() throws Exception {
        Path out = temp.resolve("out");
        var printed = run("export", plugin().toString(), "--to", "agent-plugins", "--out", out.toString(),
                "--format", "json");

        assertThat(printed.exitCode()).as(printed.err()).isEqualTo(ExitCodes.OK);
        var json = new ObjectMapper().readTree(printed.out());
        var keys = names(json);
        assertThat(keys.subList(0, 2)).containsExactly("written", "lost");
        assertThat(json.get("written")).hasSize(2);
        assertThat(json.get("written").get(0).asText()).isEqualTo("plugin.json");
        var loss = json.get("lost").get(1);
        assertThat(names(loss))
                .containsExactly("path", "line", "item", "action", "reason");
        assertThat(loss.get("path").asText()).isEqualTo("skills/tidy/SKILL.md");
        assertThat(loss.get("line").asInt()).isEqualTo(4);
        assertThat(loss.get("action").asText()).isEqualTo("dropped");
    }

    private static List<String> names(com.fasterxml.jackson.databind.JsonNode node) {
        var names = new java.util.ArrayList<String>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    void strictExitsOneAndWritesNothingWhenSomethingWouldBeLost() {
        Path out = temp.resolve("out");
        var printed = run("export", plugin().toString(), "--to", "agent-plugins", "--out", out.toString(),
                "--strict");

        assertThat(printed.exitCode()).isEqualTo(ExitCodes.ERRORS);
        assertThat(printed.outLines().get(0)).isEqualTo("nothing written: --strict and 2 losses");
        assertThat(out).doesNotExist();
    }

    @Test
    void aNonEmptyOutIsRefusedWithExitTwoInOneLine() throws Exception {
        Path out = Files.createDirectories(temp.resolve("out"));
        Files.writeString(out.resolve("mine.txt"), "mine");
        var printed = run("export", plugin().toString(), "--to", "cursor", "--out", out.toString());

        assertThat(printed.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(printed.out()).isEmpty();
        assertThat(printed.err().lines()).singleElement().asString()
                .startsWith("catalog-studio: " + out + ": OUT is not empty");
    }

    @Test
    void controlCharactersInPrintedValuesAreEscaped() {
        Path src = plugin();
        Cli.write(src, ".claude-plugin/notes\u001b[2J.txt", "x");
        var printed = run("export", src.toString(), "--to", "cursor", "--out", temp.resolve("out").toString());

        assertThat(printed.exitCode()).as(printed.err()).isEqualTo(ExitCodes.OK);
        assertThat(printed.out()).doesNotContain("\u001b")
                .contains(".claude-plugin/notes\\e[2J.txt: file — dropped");
    }

    @Test
    void jsonKeepsTheExactTextThatTheTextFormEscapes() throws Exception {
        Path src = plugin();
        Cli.write(src, ".claude-plugin/notes\u001b[2J.txt", "x");
        var printed = run("export", src.toString(), "--to", "cursor", "--out", temp.resolve("out").toString(),
                "--format", "json");

        assertThat(printed.exitCode()).as(printed.err()).isEqualTo(ExitCodes.OK);
        assertThat(printed.out()).doesNotContain("\u001b");
        var paths = new java.util.ArrayList<String>();
        new ObjectMapper().readTree(printed.out()).get("lost").forEach(loss -> paths.add(loss.get("path").asText()));
        assertThat(paths).contains(".claude-plugin/notes\u001b[2J.txt");
    }

    @Test
    void aTargetThatCarriesNoneOfTheKindsSaysSoAndWritesNothing() {
        Path src = temp.resolve("only-command");
        Cli.write(src, ".claude-plugin/plugin.json", "{\"name\": \"c\"}\n");
        Cli.write(src, "commands/go.md", "---\ndescription: Go\n---\nGo.\n");
        Path out = temp.resolve("out");
        var printed = run("export", src.toString(), "--to", "metaagents", "--out", out.toString());

        assertThat(printed.exitCode()).isEqualTo(ExitCodes.ERRORS);
        assertThat(printed.outLines().get(0))
                .startsWith("nothing was written: metaagents can carry none of SRC's components (command)");
        assertThat(out).doesNotExist();
    }

    @Test
    void badArgumentsExitTwo() {
        Path src = plugin();
        assertThat(run("export", src.toString(), "--to", "vim", "--out", "x").exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run("export", src.toString(), "--to", "codex", "--out", "x", "--force", "--update").exitCode())
                .isEqualTo(ExitCodes.USAGE);
        assertThat(run("export", src.toString(), "--to", "codex", "--out", "x", "--format", "sarif").exitCode())
                .isEqualTo(ExitCodes.USAGE);
    }

    @Test
    void theVendorIsOafsVendorKeyAndAnUpdateKeepsTheOneRecorded() throws Exception {
        Path src = plugin();
        Path out = temp.resolve("oaf");
        var first = run("export", src.toString(), "--to", "oaf", "--out", out.toString(), "--vendor", "acme");
        assertThat(first.exitCode()).as(first.out()).isZero();
        assertThat(Files.readString(out.resolve("helper/AGENTS.md"))).contains("vendorKey: \"acme\"\n",
                "slug: \"acme/helper\"\n");
        assertThat(first.out()).doesNotContain(": vendorKey \u2014");
        assertThat(Files.readString(out.resolve(".catalog-studio-export.json"))).contains("\"vendor\": \"acme\"");

        Files.writeString(src.resolve("agents/helper.md"), "---\nname: helper\ndescription: Helps more.\n---\n\nHelp.\n");
        var update = run("export", src.toString(), "--to", "oaf", "--out", out.toString(), "--update");
        assertThat(update.exitCode()).as(update.out()).isZero();
        assertThat(Files.readString(out.resolve("helper/AGENTS.md"))).contains("vendorKey: \"acme\"\n",
                "description: \"Helps more.\"\n");

        // Without one, the key is derived (here from the plugin's name, no author) and the report says so.
        var derived = run("export", src.toString(), "--to", "oaf", "--out", temp.resolve("derived").toString());
        assertThat(derived.out()).contains("vendorKey \u2014 rewritten \u2014 written kit");
    }

    @Test
    void aVendorThatIsNotKebabCaseOrForATargetWithoutOneExitsTwo() {
        Path src = plugin();
        var bad = run("export", src.toString(), "--to", "oaf", "--out", temp.resolve("a").toString(),
                "--vendor", "Acme Corp");
        assertThat(bad.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(bad.err()).contains("kebab-case");
        var none = run("export", src.toString(), "--to", "codex", "--out", temp.resolve("b").toString(),
                "--vendor", "acme");
        assertThat(none.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(none.err()).contains("codex has none");
        assertThat(temp.resolve("a")).doesNotExist();
        assertThat(temp.resolve("b")).doesNotExist();
    }

    @Test
    void anOutputErrorThatSrcAlreadyHasIsSaidToBeSrcs() throws Exception {
        Path src = plugin();
        // A repeated key: an error in SRC, carried into the MetaAgents entry as written.
        Cli.write(src, "agents/helper.md", "---\nname: helper\ndescription: Helps.\ncolor: a\ncolor: b\n---\n\nHelp.\n");
        var text = run("export", src.toString(), "--to", "metaagents", "--out", temp.resolve("t").toString());
        assertThat(text.exitCode()).isEqualTo(ExitCodes.OUTPUT_ERRORS);
        assertThat(text.outLines()).anySatisfy(l -> assertThat(l).startsWith("output check: agents/helper/AGENTS.md:"));
        assertThat(text.outLines().get(text.outLines().size() - 1)).startsWith("SRC has 1 error of its own");
        var json = new ObjectMapper().readTree(run("export", src.toString(), "--to", "metaagents", "--out",
                temp.resolve("j").toString(), "--format", "json").out());
        assertThat(json.get("sourceErrors").asInt()).isEqualTo(1);
    }
}
