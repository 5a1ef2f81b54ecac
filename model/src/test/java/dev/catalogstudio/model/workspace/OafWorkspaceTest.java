package dev.catalogstudio.model.workspace;

import static dev.catalogstudio.model.workspace.Catalogs.check;
import static dev.catalogstudio.model.workspace.Catalogs.withCode;
import static dev.catalogstudio.model.workspace.Catalogs.write;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** OAF agents through the real checker: the folder around AGENTS.md is classified and every part is checked. */
class OafWorkspaceTest {

    private static final String AGENT = """
            ---
            name: "Helper"
            vendorKey: "acme"
            agentKey: "helper"
            version: "1.0.0"
            slug: "acme/helper"
            description: "Answers questions about the project briefly and points to the right files."
            author: "@acme"
            license: "MIT"
            tags: ["assistant"]
            ---
            You are a helper.
            """;

    @TempDir
    Path root;

    @Test
    void theCompleteAgentFolderHasNoDiagnosticsAtAll() throws IOException, URISyntaxException {
        Path complete = Path.of(getClass().getResource("/oaf/complete").toURI());
        var result = new CatalogChecker().check(complete, ProgressListener.NONE);
        assertThat(result.diagnostics()).isEmpty();
        try (Stream<Path> files = Files.walk(complete)) {
            assertThat(files.filter(Files::isRegularFile)
                    .map(p -> complete.relativize(p).toString().replace('\\', '/')))
                    .as("every optional part of an OAF agent is present").contains("acme/code-helper/AGENTS.md",
                            "acme/code-helper/LICENSE", "acme/code-helper/README.md",
                            "acme/code-helper/skills/repo-search/SKILL.md",
                            "acme/code-helper/mcp-configs/filesystem/ActiveMCP.json",
                            "acme/code-helper/mcp-configs/filesystem/config.yaml",
                            "acme/code-helper/versions/v1.0.0/AGENTS.md");
        }
    }

    @Test
    void localSkillsAreCheckedAsAgentSkills() {
        write(root, "acme/helper/AGENTS.md", AGENT);
        write(root, "acme/helper/skills/notes/SKILL.md", "---\nname: note\ndescription: Keeps notes.\n---\nBody.\n");
        assertThat(withCode(check(root), "name-directory-mismatch")).extracting(FileDiagnostic::path)
                .containsExactly("acme/helper/skills/notes/SKILL.md");
    }

    @Test
    void configFilesAndSnapshotsBelongToTheAgent() {
        write(root, "acme/helper/AGENTS.md", AGENT);
        write(root, "acme/helper/mcp-configs/fs/config.yaml", "connection: {type: ws}\n");
        write(root, "acme/helper/versions/v2.0.0/AGENTS.md", "# Old\n\nNo frontmatter.\n");
        write(root, "plain/mcp-configs/fs/config.yaml", "connection: {type: ws}\n");
        var diagnostics = check(root);
        assertThat(withCode(diagnostics, "oaf-enum")).extracting(FileDiagnostic::path)
                .containsExactly("acme/helper/mcp-configs/fs/config.yaml");
        assertThat(withCode(diagnostics, "frontmatter-missing")).extracting(FileDiagnostic::path)
                .containsExactly("acme/helper/versions/v2.0.0/AGENTS.md");
    }

    @Test
    void anOafAgentUnderAnAgentsFolderDoesNotMakeAMetaAgentsCatalog() {
        write(root, "agents/helper/AGENTS.md", AGENT.replace("acme", "agents"));
        write(root, "skills/notes/SKILL.md", "---\nname: notes\ndescription: Keeps notes. Use when asked.\n---\n"
                + "Body.\n");
        assertThat(withCode(check(root), "changelog-missing")).isEmpty();
    }
}
