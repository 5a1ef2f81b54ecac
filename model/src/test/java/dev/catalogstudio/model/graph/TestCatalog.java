package dev.catalogstudio.model.graph;

import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Snapshot;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Writes small MetaAgents catalogs into a temporary folder and opens them. */
final class TestCatalog {

    static final String ORIGIN = "https://github.com/acme/cat/tree/main";

    private final Path root;

    TestCatalog(Path root) {
        this.root = root;
        write("catalog-studio.yaml", "origin: " + ORIGIN + "\n");
    }

    TestCatalog write(String path, String text) {
        try {
            Path file = root.resolve(path);
            Files.createDirectories(file.getParent());
            Files.writeString(file, text);
            return this;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A MetaAgents skill {@code skills/<name>} depending on the given skill names and MCP file names. */
    TestCatalog skill(String name, List<String> skills, List<String> mcps) {
        entry("skills/" + name + "/SKILL.md", name, skills, mcps);
        return this;
    }

    TestCatalog skill(String name, String... skills) {
        return skill(name, List.of(skills), List.of());
    }

    /** A MetaAgents agent {@code agents/<name>} depending on the given skill names and MCP file names. */
    TestCatalog agent(String name, List<String> skills, List<String> mcps) {
        entry("agents/" + name + "/AGENTS.md", name, skills, mcps);
        return this;
    }

    TestCatalog agent(String name, String... skills) {
        return agent(name, List.of(skills), List.of());
    }

    /** A MetaAgents MCP file {@code mcps/acme_<name>.json}. */
    TestCatalog mcp(String name) {
        return write("mcps/acme_" + name + ".json", "{\n  \"_meta\": {\n    \"name\": \"acme/" + name
                + "\"\n  },\n  \"type\": \"stdio\",\n  \"command\": \"uvx\",\n  \"args\": [\n    \"" + name
                + "-mcp==1.0.0\"\n  ]\n}\n");
    }

    private void entry(String path, String name, List<String> skills, List<String> mcps) {
        var text = new StringBuilder("---\nname: " + name + "\nscope: acme\ndescription: Does " + name
                + " things for the tests. Use when a test needs it.\nversion: 1.0.0\n");
        if (!skills.isEmpty() || !mcps.isEmpty()) {
            text.append("dependencies:\n");
            if (!skills.isEmpty()) {
                text.append("  skills:\n");
                skills.forEach(s -> text.append("    - \"" + ORIGIN + "/skills/" + s + "\"\n"));
            }
            if (!mcps.isEmpty()) {
                text.append("  mcps:\n");
                mcps.forEach(m -> text.append("    - \"" + ORIGIN + "/mcps/acme_" + m + ".json\"\n"));
            }
        }
        text.append("---\n# ").append(name).append("\n\nFollow the steps.\n");
        write(path, text.toString());
        String folder = path.substring(0, path.lastIndexOf('/'));
        write(folder + "/CHANGELOG.md", "# Changelog\n\n## 1.0.0 (2026-01-01)\n\n- First release.\n");
    }

    Snapshot open() {
        try {
            return Workspace.open(root, ProgressListener.NONE).snapshot();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    GraphView view() {
        return GraphView.of(open());
    }

    static String skillId(String name) {
        return "skills/" + name + "/SKILL.md";
    }

    static String agentId(String name) {
        return "agents/" + name + "/AGENTS.md";
    }

    static String mcpId(String name) {
        return "mcps/acme_" + name + ".json";
    }

    static List<String> ids(List<dev.catalogstudio.model.resolve.Node> nodes) {
        var ids = new ArrayList<String>();
        nodes.forEach(n -> ids.add(n.id()));
        return ids;
    }
}
