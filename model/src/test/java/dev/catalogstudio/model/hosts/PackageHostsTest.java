package dev.catalogstudio.model.hosts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Which hosts would load a file: its nearest package's or host folder's, else the workspace's. */
class PackageHostsTest {

    /** stripe/ai's layout: one copy of a skill per host, and a repository that holds all of them. */
    private static final List<String> PROVIDERS = List.of(
            "providers/claude/plugin/.claude-plugin/plugin.json",
            "providers/claude/plugin/skills/pay/SKILL.md",
            "providers/codex/plugin/.codex-plugin/plugin.json",
            "providers/codex/plugin/skills/pay/SKILL.md",
            "providers/cursor/plugin/.cursor-plugin/plugin.json",
            "providers/cursor/plugin/skills/pay/SKILL.md",
            "gemini/gemini-extension.json",
            "gemini/skills/pay/SKILL.md",
            "skills/pay/SKILL.md");

    private static PackageHosts of(List<String> paths) {
        return PackageHosts.of(paths, Set.of(), Set.of(), HostChoice.infer(paths), false);
    }

    @Test
    void eachCopyHasOnlyTheHostOfItsOwnManifest() {
        var packages = of(PROVIDERS);
        assertThat(packages.of("providers/claude/plugin/skills/pay/SKILL.md").names()).containsExactly("claude-code");
        assertThat(packages.of("providers/codex/plugin/skills/pay/SKILL.md").names()).containsExactly("codex");
        assertThat(packages.of("providers/cursor/plugin/skills/pay/SKILL.md").names()).containsExactly("cursor");
        assertThat(packages.of("gemini/skills/pay/SKILL.md").names()).containsExactly("gemini");
        var scope = packages.of("providers/codex/plugin/skills/pay/SKILL.md");
        assertThat(scope.folder()).isEqualTo("providers/codex/plugin");
        assertThat(scope.why()).isEqualTo("the package at providers/codex/plugin (.codex-plugin/plugin.json)");
    }

    @Test
    void aFileInNoPackageHasTheWorkspacesHosts() {
        var scope = of(PROVIDERS).of("skills/pay/SKILL.md");
        assertThat(scope.folder()).isNull();
        assertThat(scope.names()).containsExactly("claude-code", "codex", "cursor", "gemini");
        assertThat(scope.why()).startsWith("inferred from ");
    }

    @Test
    void aFolderWithSeveralManifestsIsAPackageOfEachHost() {
        var paths = List.of("p/.claude-plugin/plugin.json", "p/.cursor-plugin/plugin.json", "p/skills/a/SKILL.md");
        var scope = of(paths).of("p/skills/a/SKILL.md");
        assertThat(scope.names()).containsExactly("claude-code", "cursor");
        assertThat(scope.why()).contains(".claude-plugin/plugin.json").contains(".cursor-plugin/plugin.json");
    }

    @Test
    void hostFoldersNameTheHostsOfTheWorkspaceThatReadThere() {
        var paths = List.of(".claude/skills/a/SKILL.md", ".github/agents/r.agent.md", ".github/workflows/ci.yml",
                ".agents/skills/b/SKILL.md", ".codex/skills/c/SKILL.md", ".gemini/commands/x.toml");
        var packages = of(paths);
        // Copilot reads .claude/skills/ as well (docs.github.com, agent skills); Codex and Gemini CLI do not.
        assertThat(packages.of(".claude/skills/a/SKILL.md").names()).containsExactly("claude-code", "copilot");
        assertThat(packages.of(".claude/skills/a/SKILL.md").why())
                .isEqualTo("the host folder .claude/, which Claude Code and GitHub Copilot read");
        assertThat(packages.of(".github/agents/r.agent.md").names()).containsExactly("copilot");
        assertThat(packages.of(".codex/skills/c/SKILL.md").names()).containsExactly("codex");
        assertThat(packages.of(".gemini/commands/x.toml").names()).containsExactly("gemini");
        // .agents/skills/ is read by several hosts: those of the workspace that look there.
        assertThat(packages.of(".agents/skills/b/SKILL.md").names()).containsExactly("codex", "copilot", "gemini");
        // A workflow is no Copilot customisation: the workspace's hosts.
        assertThat(packages.of(".github/workflows/ci.yml").folder()).isNull();
    }

    @Test
    void aHostFolderOfAWorkspaceLaidOutForOneHostHasThatHostAlone() {
        // A repository of Claude Code skills is not judged for Copilot because Copilot would also find them.
        var paths = List.of(".claude/skills/a/SKILL.md", ".agents/skills/b/SKILL.md");
        var packages = of(paths);
        assertThat(packages.of(".claude/skills/a/SKILL.md").names()).containsExactly("claude-code");
        assertThat(packages.of(".claude/skills/a/SKILL.md").why()).isEqualTo("the host folder .claude/");
        assertThat(packages.of(".agents/skills/b/SKILL.md").folder()).isNull();
    }

    @Test
    void theNearestPackageWinsOverAHostFolderFurtherUp() {
        // A Codex plugin kept inside a Claude Code project folder is loaded as a Codex plugin.
        var paths = List.of(".claude/vendor/p/.codex-plugin/plugin.json", ".claude/vendor/p/skills/a/SKILL.md");
        assertThat(of(paths).of(".claude/vendor/p/skills/a/SKILL.md").names()).containsExactly("codex");
    }

    @Test
    void marketplacePluginsAndAgentPluginsArePackagesWithoutAManifestOfTheirOwn() {
        var paths = List.of("plugins/listed/skills/a/SKILL.md", "open/plugin.json", "open/skills/b/SKILL.md");
        var packages = PackageHosts.of(paths, Set.of("plugins/listed"), Set.of("open"), HostChoice.infer(paths),
                false);
        assertThat(packages.of("plugins/listed/skills/a/SKILL.md").names()).containsExactly("claude-code");
        assertThat(packages.of("plugins/listed/skills/a/SKILL.md").why()).contains("a marketplace's plugin entry");
        assertThat(packages.of("open/skills/b/SKILL.md").names()).containsExactly("agent-skills");
    }

    @Test
    void namedHostsFilterPackagesAndApplyOutsideThem() {
        var named = HostChoice.named(List.of("codex", "claude-code"), "chosen with --host");
        var packages = PackageHosts.of(PROVIDERS, Set.of(), Set.of(), named, true);
        // Codex, named, also installs the Claude Code plugin; the Codex plugin is no Claude Code package.
        assertThat(packages.of("providers/claude/plugin/skills/pay/SKILL.md").names())
                .containsExactly("claude-code", "codex");
        assertThat(packages.of("providers/codex/plugin/skills/pay/SKILL.md").names()).containsExactly("codex");
        assertThat(packages.of("providers/cursor/plugin/skills/pay/SKILL.md").names()).isEmpty();
        assertThat(packages.of("skills/pay/SKILL.md").names()).containsExactly("claude-code", "codex");
        // Named in catalog-studio.yaml instead: a package still says which hosts load its files.
        // Codex also installs Claude Code plugins (its data lists .claude-plugin/plugin.json): named, it judges them.
        var codexOnly = PackageHosts.of(PROVIDERS, Set.of(), Set.of(), HostChoice.named(List.of("codex"), "named"),
                true);
        assertThat(codexOnly.of("providers/claude/plugin/skills/pay/SKILL.md").names()).containsExactly("codex");
        assertThat(codexOnly.of("providers/cursor/plugin/skills/pay/SKILL.md").names()).isEmpty();
        var listed = PackageHosts.of(PROVIDERS, Set.of(), Set.of(), named, false);
        assertThat(listed.of("providers/cursor/plugin/skills/pay/SKILL.md").names()).containsExactly("cursor");
    }

    @Test
    void aCollectionKeptInsideAPackageIsJudgedByTheSpecification() {
        // stripe/ai: the repository is a Gemini CLI extension and keeps a Grok copy of its skills under providers/.
        var paths = List.of("gemini-extension.json", "skills/pay/SKILL.md", "providers/grok/plugin/skills/pay/SKILL.md",
                ".claude-plugin/plugin.json", "vendor/skills/x/SKILL.md");
        var packages = PackageHosts.of(paths, Set.of(""), Set.of(), Set.of("vendor/skills"), HostChoice.infer(paths),
                false);
        var grok = packages.of("providers/grok/plugin/skills/pay/SKILL.md");
        assertThat(grok.names()).containsExactly("agent-skills");
        assertThat(grok.loaders()).isEmpty();
        assertThat(grok.why()).isEqualTo("a collection kept inside the package at the root, where its hosts do not look");
        assertThat(packages.of("skills/pay/SKILL.md").names()).containsExactly("claude-code", "gemini");
        // A skills folder the manifest declares is the package's own.
        assertThat(packages.of("vendor/skills/x/SKILL.md").names()).containsExactly("claude-code", "gemini");
    }
}
