package dev.catalogstudio.model.workspace;

import static dev.catalogstudio.model.workspace.Catalogs.check;
import static dev.catalogstudio.model.workspace.Catalogs.skill;
import static dev.catalogstudio.model.workspace.Catalogs.write;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Severity;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Only a SKILL.md something would load is judged as a skill; any other gets one information saying why. */
class SkillDiscoveryTest {

    @TempDir
    Path root;

    /** Each file's codes, {@code path code@line}. */
    private List<String> found() {
        return check(root).stream().map(d -> d.path() + " " + d.diagnostic().code() + "@"
                + d.diagnostic().range().start().line()).toList();
    }

    @Test
    void skillNotLoadedIsTheOneInformationOnFragmentsStubsAndExamplesOutsideEverySkillsFolder() {
        // A build script's marker fragment, a docs example and a "Moved" stub: no frontmatter, which a skill must have.
        write(root, "skill-flavors/claude/SKILL.md", "<!-- merged into skills/pay/SKILL.md by build.sh -->\n");
        write(root, "docs/examples/demo/SKILL.md", "# Demo\n\nAn example.\n");
        write(root, "skills/pay/SKILL.md", skill("pay", "Pay.\n"));

        assertThat(found()).containsExactly("docs/examples/demo/SKILL.md skill-not-loaded@1",
                "skill-flavors/claude/SKILL.md skill-not-loaded@1");
        var info = check(root).get(0).diagnostic();
        assertThat(info.severity()).isEqualTo(Severity.INFO);
        assertThat(info.message()).startsWith("No host loads this SKILL.md: 'docs/examples/demo' is below no skills/ "
                + "folder and is no skill at the top of the repository; it is checked as no skill.");
    }

    @Test
    void everyPlaceAHostOrACollectionLooksIsStillJudged() {
        for (String path : List.of("SKILL.md", "one/SKILL.md", "skills/a/SKILL.md", "skills/cat/b/SKILL.md",
                ".claude/skills/c/SKILL.md", ".github/skills/d/SKILL.md", "docs/ja/skills/e/SKILL.md")) {
            write(root, path, "No frontmatter.\n");
        }
        assertThat(found()).hasSize(7).allMatch(line -> line.endsWith(" frontmatter-missing@1"));
    }

    @Test
    void insideAPluginOnlyItsSkillsFolderAndTheManifestsPathsAreLoaded() {
        write(root, "p/.claude-plugin/plugin.json", "{\"name\": \"p\"}\n");
        write(root, "p/skills/a/SKILL.md", "No frontmatter.\n");
        write(root, "p/tools/b/SKILL.md", "No frontmatter.\n");
        // Claude Code does not walk down skills/ (one level: skills/<name>/SKILL.md).
        write(root, "p/skills/group/c/SKILL.md", "No frontmatter.\n");
        assertThat(found()).containsExactly("p/skills/a/SKILL.md frontmatter-missing@1",
                "p/skills/group/c/SKILL.md skill-not-loaded@1", "p/tools/b/SKILL.md skill-not-loaded@1");
        assertThat(check(root).get(2).diagnostic().message()).contains("inside the package at p, where Claude Code "
                + "looks for skills only at skills/*/SKILL.md, SKILL.md, and no manifest declares its folder");

        // Declared: a folder of skill folders, or the plugin root itself as one skill ("skills": ".").
        write(root, "p/.claude-plugin/plugin.json", "{\"name\": \"p\", \"skills\": [\"./tools\"]}\n");
        write(root, "q/.claude-plugin/plugin.json", "{\"name\": \"q\", \"skills\": \".\"}\n");
        write(root, "q/SKILL.md", "No frontmatter.\n");
        assertThat(found()).containsExactly("p/skills/a/SKILL.md frontmatter-missing@1",
                "p/skills/group/c/SKILL.md skill-not-loaded@1", "p/tools/b/SKILL.md frontmatter-missing@1",
                "q/SKILL.md frontmatter-missing@1");
    }

    @Test
    void projectLocationsAndCollectionsInsideAPackageAreLoaded() {
        // UiPath/skills: the repository is a plugin and also a project with its own .claude/skills/; stripe/ai keeps
        // a collection for another host inside a repository that is itself a Gemini CLI extension.
        write(root, ".claude-plugin/plugin.json", "{\"name\": \"root\"}\n");
        write(root, ".claude/skills/dev-only/SKILL.md", "No frontmatter.\n");
        write(root, "providers/grok/plugin/skills/pay/SKILL.md", "No frontmatter.\n");
        write(root, "preview/next/SKILL.md", "No frontmatter.\n");
        assertThat(found()).containsExactly(".claude/skills/dev-only/SKILL.md frontmatter-missing@1",
                "preview/next/SKILL.md skill-not-loaded@1",
                "providers/grok/plugin/skills/pay/SKILL.md frontmatter-missing@1");
    }

    @Test
    void aCodexPluginsSkillsAreFoundAtAnyDepthBelowSkills() {
        // Codex walks its skill roots down (openai/codex's skills loader); Claude Code does not.
        write(root, "c/.codex-plugin/plugin.json", "{\"name\": \"c\"}\n");
        write(root, "c/skills/group/deep/SKILL.md", "No frontmatter.\n");
        write(root, "c/docs/SKILL.md", "No frontmatter.\n");
        assertThat(found()).containsExactly("c/docs/SKILL.md skill-not-loaded@1",
                "c/skills/group/deep/SKILL.md frontmatter-missing@1");
        assertThat(check(root).get(0).diagnostic().message()).contains("where OpenAI Codex looks for skills only at "
                + "skills/**/SKILL.md");
    }

    @Test
    void aMarketplaceEntrysSkillsPathsAreLoaded() {
        // anthropics/skills' form: one plugin at the marketplace root listing skill folders outside skills/.
        write(root, ".claude-plugin/marketplace.json", "{\"name\": \"m\", \"owner\": {\"name\": \"o\"}, \"plugins\": "
                + "[{\"name\": \"docs\", \"source\": \"./\", \"strict\": false, \"skills\": [\"./office/xlsx\"]}]}\n");
        write(root, "office/xlsx/SKILL.md", "No frontmatter.\n");
        write(root, "office/pptx/SKILL.md", "No frontmatter.\n");
        assertThat(found()).contains("office/xlsx/SKILL.md frontmatter-missing@1",
                "office/pptx/SKILL.md skill-not-loaded@1");
    }

    @Test
    void aSkillNothingLoadsClashesWithNoOtherSkillsName() {
        write(root, "skills/pay/SKILL.md", skill("pay", "Pay.\n"));
        write(root, "templates/flavors/pay/SKILL.md", skill("pay", "A template of the pay skill.\n"));
        assertThat(found()).containsExactly("templates/flavors/pay/SKILL.md skill-not-loaded@1");
    }

    /**
     * When the specification and the loader disagree, the loader decides: Claude Code loads a SKILL.md without
     * frontmatter (and its validator only warns), Gemini CLI drops it, and a collection in no package is judged by the
     * specification.
     */
    @Test
    void frontmatterMissingIsAWarningWhereEveryHostThatLoadsTheSkillTakesItAnyway() {
        write(root, "claude/.claude-plugin/plugin.json", "{\"name\": \"claude\"}\n");
        write(root, "claude/skills/a/SKILL.md", "Does a.\n");
        write(root, "gem/gemini-extension.json", "{\"name\": \"gem\", \"version\": \"1.0.0\"}\n");
        write(root, "gem/skills/a/SKILL.md", "Does a.\n");
        write(root, "both/.claude-plugin/plugin.json", "{\"name\": \"both\"}\n");
        write(root, "both/gemini-extension.json", "{\"name\": \"both\", \"version\": \"1.0.0\"}\n");
        write(root, "both/skills/a/SKILL.md", "Does a.\n");
        write(root, "skills/a/SKILL.md", "Does a.\n");

        var severities = check(root).stream().filter(d -> d.diagnostic().code().equals("frontmatter-missing"))
                .map(d -> d.path() + " " + d.diagnostic().severity()).toList();
        assertThat(severities).containsExactly("both/skills/a/SKILL.md ERROR", "claude/skills/a/SKILL.md WARNING",
                "gem/skills/a/SKILL.md ERROR", "skills/a/SKILL.md ERROR");
        assertThat(check(root).stream().filter(d -> d.path().equals("claude/skills/a/SKILL.md")).findFirst()
                .orElseThrow().diagnostic().message()).endsWith("Claude Code loads it anyway (code.claude.com/docs/en/"
                + "skills § Frontmatter reference), so this is a warning here.");
    }

    /**
     * openai/plugins and vercel-labs/vercel-plugin: structured metadata values and names unlike their folders, which
     * the Agent Skills specification refuses and Codex and Claude Code load (their loaders read metadata leniently
     * and take the name as written).
     */
    @Test
    void structuredMetadataAndANameUnlikeTheFolderAreWarningsWhereTheLoadersTakeThem() {
        String text = "---\nname: circleci-builds\ndescription: Builds. Use when building.\nmetadata:\n"
                + "  priority: 3\n  tags: [ci]\n---\n\nBuild.\n";
        write(root, "c/.codex-plugin/plugin.json", "{\"name\": \"c\"}\n");
        write(root, "c/skills/builds/SKILL.md", text);
        write(root, "skills/builds/SKILL.md", text);

        var found = check(root).stream().map(d -> d.path() + " " + d.diagnostic().code() + " "
                + d.diagnostic().severity()).toList();
        assertThat(found).containsExactlyInAnyOrder(
                "c/skills/builds/SKILL.md name-directory-mismatch WARNING",
                "c/skills/builds/SKILL.md field-type WARNING", "c/skills/builds/SKILL.md field-type WARNING",
                "skills/builds/SKILL.md name-directory-mismatch ERROR",
                "skills/builds/SKILL.md field-type ERROR", "skills/builds/SKILL.md field-type ERROR");
    }
}
