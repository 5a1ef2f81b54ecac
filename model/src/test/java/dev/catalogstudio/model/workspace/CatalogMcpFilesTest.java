package dev.catalogstudio.model.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.mcp.McpFormat;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every {@code mcps/*.json} of a MetaAgents catalog is an MCP file, with or without {@code _meta}. */
class CatalogMcpFilesTest {

    /** The shape a real marketplace shipped: no _meta, a shell wrapper, a home-folder path, an npx download. */
    private static final String NO_META = "{\n  \"type\": \"stdio\",\n  \"command\": \"bash\",\n  \"args\": [\"-c\", "
            + "\"npx -y some-server $HOME/data\"]\n}\n";

    @TempDir
    Path root;

    @Test
    void anMcpFileWithoutMetaInACatalogIsCheckedAndMissingMetaIsAnError() throws IOException {
        Files.createDirectories(root.resolve("skills/tool"));
        Files.writeString(root.resolve("skills/tool/SKILL.md"), "---\nname: tool\nscope: acme\ndescription: "
                + "Does a thing.\nversion: 1.0.0\n---\n# Tool\n");
        Files.createDirectories(root.resolve("mcps"));
        Files.writeString(root.resolve("mcps/acme_files.json"), NO_META);

        var snapshot = Workspace.open(root, ProgressListener.NONE).snapshot();

        assertThat(snapshot.document("mcps/acme_files.json").orElseThrow().kind())
                .isEqualTo(McpFormat.METAAGENTS_MCP);
        assertThat(snapshot.diagnostics("mcps/acme_files.json")).extracting(d -> d.code())
                .contains("field-required", "mcp-shell-wrapper");
        assertThat(snapshot.diagnostics("mcps/acme_files.json")).filteredOn(d -> d.code().equals("field-required"))
                .singleElement().satisfies(d -> assertThat(d.message()).contains("\"_meta\"", "acme/files"));
    }

    @Test
    void outsideACatalogAJsonFileWithoutMetaIsSomeOtherFile() throws IOException {
        Files.createDirectories(root.resolve("mcps"));
        Files.writeString(root.resolve("mcps/acme_files.json"), NO_META);

        var snapshot = Workspace.open(root, ProgressListener.NONE).snapshot();

        assertThat(snapshot.document("mcps/acme_files.json").orElseThrow().kind()).isEqualTo(DocumentKind.OTHER);
        assertThat(snapshot.diagnostics("mcps/acme_files.json")).isEmpty();
    }

    @Test
    void aRootThatIsNoObjectIsATypeErrorNotACrash() throws IOException {
        Files.createDirectories(root.resolve("skills/tool"));
        Files.writeString(root.resolve("skills/tool/SKILL.md"), "---\nname: tool\nscope: acme\nversion: 1.0.0\n---\n");
        Files.createDirectories(root.resolve("mcps"));
        Files.writeString(root.resolve("mcps/acme_list.json"), "[]\n");

        var snapshot = Workspace.open(root, ProgressListener.NONE).snapshot();

        assertThat(snapshot.diagnostics("mcps/acme_list.json")).extracting(d -> d.code()).containsExactly("field-type");
    }
}
