package dev.catalogstudio.app.cli;

import static dev.catalogstudio.app.cli.Cli.write;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/** Small MetaAgents catalogs published at {@code https://github.com/acme/catalog/tree/main}, for graph tests. */
final class Catalogs {

    static final String ORIGIN = "https://github.com/acme/catalog/tree/main";

    private Catalogs() {
    }

    /** Writes {@code catalog-studio.yaml} with the catalog's origin. */
    static void settings(Path root) {
        write(root, "catalog-studio.yaml", "origin: " + ORIGIN + "\n");
    }

    /** {@code skills/<name>/SKILL.md} in scope {@code acme}, depending on the skills and MCPs given by path. */
    static void skill(Path root, String name, List<String> skills, List<String> mcps) {
        write(root, "skills/" + name + "/SKILL.md", entry(name, skills, mcps));
    }

    /** {@code agents/<name>/AGENTS.md} in scope {@code acme}, depending on the skills and MCPs given by path. */
    static void agent(Path root, String name, List<String> skills, List<String> mcps) {
        write(root, "agents/" + name + "/AGENTS.md", entry(name, skills, mcps));
    }

    /** {@code mcps/com.acme_<name>.json}, named {@code com.acme/<name>}. */
    static void mcp(Path root, String name) {
        write(root, "mcps/com.acme_" + name + ".json", "{\n  \"_meta\": {\n    \"name\": \"com.acme/" + name
                + "\"\n  },\n  \"type\": \"stdio\",\n  \"command\": \"npx\",\n  \"args\": [\"-y\", \"x-mcp\"]\n}\n");
    }

    /**
     * The frontmatter of an entry. Line 8 holds the first dependency under {@code skills} (column 7, after
     * {@code "    - "}), skill dependencies first, then {@code mcps:} and the MCP dependencies.
     */
    static String entry(String name, List<String> skills, List<String> mcps) {
        var b = new StringBuilder("---\nname: " + name + "\nscope: acme\ndescription: Does " + name
                + ".\nversion: 1.0.0\ndependencies:\n");
        if (!skills.isEmpty()) {
            b.append("  skills:\n").append(list(skills));
        }
        if (!mcps.isEmpty()) {
            b.append("  mcps:\n").append(list(mcps));
        }
        return b.append("---\nBody\n").toString();
    }

    private static String list(List<String> paths) {
        return paths.stream().map(p -> "    - " + (p.startsWith("https:") ? p : ORIGIN + "/" + p) + "\n")
                .collect(Collectors.joining());
    }
}
