package dev.catalogstudio.model.format.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Claude Code plugin's root {@code .mcp.json} may hold its servers flat, straight in the root object, as Claude
 * Code reads it (issue 23: 11 false {@code mcp-config-syntax} errors on real marketplaces, and the servers inside
 * went unchecked). Elsewhere a workspace {@code .mcp.json} still needs {@code mcpServers}.
 */
class PluginMcpConfigTest {

    @TempDir
    Path root;

    private void write(String path, String text) throws IOException {
        Path file = root.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    private List<String> codes(String path) throws IOException {
        return Workspace.open(root, ProgressListener.NONE).snapshot().diagnostics(path).stream()
                .map(d -> d.code()).toList();
    }

    @Test
    void aPluginRootMayHoldItsServersFlatAndTheyAreChecked() throws IOException {
        write("plugins/ops/.claude-plugin/plugin.json", "{\"name\": \"ops\"}");
        write("plugins/ops/.mcp.json", "{\"github\": {\"command\": \"npx\", \"args\": [\"-y\", \"server\"]},\n"
                + " \"bad__name\": {\"command\": \"npx\"},\n \"broken\": 1}\n");
        assertThat(codes("plugins/ops/.mcp.json")).containsExactlyInAnyOrder("mcp-server-name", "mcp-config-syntax");
        write("plugins/ops/.mcp.json", "{\"github\": {\"command\": \"npx\"}}\n");
        assertThat(codes("plugins/ops/.mcp.json")).isEmpty();
        // The mcpServers form is read as before at a plugin root too.
        write("plugins/ops/.mcp.json", "{\"mcpServers\": {\"github\": {\"command\": \"npx\"}}}\n");
        assertThat(codes("plugins/ops/.mcp.json")).isEmpty();
    }

    @Test
    void outsideAPluginTheFlatFormIsStillAnError() throws IOException {
        write(".mcp.json", "{\"github\": {\"command\": \"npx\"}}\n");
        assertThat(codes(".mcp.json")).containsExactly("mcp-config-syntax");
    }
}
