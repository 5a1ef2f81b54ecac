package dev.catalogstudio.model.generate;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;

/** The generated documents besides MetaAgents skills and agents: MCP files, 3md agents, workspace skills, .mcp.json. */
final class OtherDocuments {

    private final SplittableRandom random;
    private final Prose prose;
    private final MarkdownTexts texts;
    private final String[] mcpNames;

    OtherDocuments(SplittableRandom random, Prose prose, MarkdownTexts texts, String[] mcpNames) {
        this.random = random;
        this.prose = prose;
        this.texts = texts;
        this.mcpNames = mcpNames;
    }

    void writeMcp(CatalogGenerator.Sink sink, String fqn) throws IOException {
        var json = new StringBuilder("{\n  \"_meta\": {\n    \"name\": \"").append(fqn).append("\"\n  },\n");
        String server = fqn.substring(fqn.indexOf('/') + 1);
        double kind = random.nextDouble();
        if (kind < 0.15) {
            json.append("  \"type\": \"http\",\n  \"url\": \"https://mcp.example.com/").append(server).append("\"\n");
        } else {
            String command = kind < 0.6 ? "npx" : kind < 0.85 ? "uvx" : "node";
            json.append("  \"type\": \"stdio\",\n  \"command\": \"").append(command).append("\",\n  \"args\": [\n");
            var args = new ArrayList<String>();
            if (command.equals("npx")) {
                args.add("-y");
                args.add("@acme/" + server + "-mcp@" + prose.between(1, 5) + "." + prose.between(0, 9) + ".0");
            } else if (command.equals("uvx")) {
                args.add("acme-" + server + "-mcp==" + prose.between(1, 5) + "." + prose.between(0, 9) + ".0");
            } else {
                args.add("${workspaceDir}/tools/" + server + "/index.js");
            }
            int flags = prose.between(0, 3);
            for (int f = 0; f < flags; f++) {
                args.add("--" + prose.pick(Prose.ADJECTIVES) + "-" + prose.pick(Prose.NOUNS));
            }
            if (prose.chance(0.4)) {
                args.add("--cache");
                args.add((prose.chance(0.5) ? "${workspaceDir}" : "${sharedDir}") + "/" + server + "/cache");
            }
            for (int a = 0; a < args.size(); a++) {
                json.append("    \"").append(args.get(a)).append('"').append(a + 1 < args.size() ? "," : "")
                        .append('\n');
            }
            json.append("  ]");
            if (prose.chance(0.3)) {
                json.append(",\n  \"env\": {\n    \"ACME_REGION\": \"eu-west-1\",\n    \"LOG_LEVEL\": \"")
                        .append(prose.chance(0.5) ? "info" : "debug").append("\"\n  }");
            }
            json.append('\n');
        }
        json.append("}\n");
        sink.file("mcps/" + CatalogGenerator.mcpFileName(fqn), json.toString());
    }

    // 3md agents

    void writeThreeMd(CatalogGenerator.Sink sink, String name) throws IOException {
        int skills = prose.between(3, 7);
        var tools = new TreeSet<String>();
        var planes = new StringBuilder();
        var labels = new ArrayList<String>();
        for (int z = 1; z <= skills; z++) {
            String label = prose.pick(Prose.VERBS) + "-" + z;
            labels.add(label);
            String tool = prose.pick(Prose.TOOLS);
            String noun = prose.pick(Prose.NOUNS);
            var inputs = List.of("target", "limit");
            boolean guidance = z > 1 && prose.chance(0.15);
            planes.append("@plane z=").append(z).append(" label=\"").append(label).append("\" kind=skill triggers=\"")
                    .append(label.substring(0, label.indexOf('-'))).append(' ').append(noun).append(", ")
                    .append(noun).append(' ').append(z).append("\" inputs=\"target:string, limit:number\"");
            if (!guidance) {
                tools.add(tool);
                planes.append(" tool=\"").append(tool).append(' ').append(prose.pick(Prose.VERBS))
                        .append(" {target} --limit {limit}\"");
            }
            planes.append("\n# Skill: ").append(label).append("\n\n");
            String text = prose.sentence(prose.between(80, 200)) + " {target} names the " + noun + ", {limit} caps"
                    + " the count.";
            if (z > 1) {
                int to = prose.between(1, z - 1);
                text += " Start with [[z=" + to + "|" + labels.get(to - 1) + "]] when unsure.";
            }
            planes.append(Prose.wrap(text, 80, "")).append('\n');
        }
        if (tools.isEmpty()) {
            tools.add("gh");
        }
        var out = new StringBuilder("---\n3md: 1.0\naxis: skill\ntitle: ").append(Prose.capitalize(name.replace('-',
                ' '))).append("\nagent: ").append(name).append("\nversion: ").append(texts.version())
                .append("\npersona: ").append(prose.sentence(prose.between(50, 120)).toLowerCase().replace(".", ""))
                .append("\ntools: ").append(String.join(", ", tools)).append("\n---\n");
        out.append(prose.paragraph(prose.between(150, 400))).append('\n');
        out.append("@plane z=0 label=\"").append(name).append("\" kind=identity\n# ").append(name).append("\n\n")
                .append(prose.paragraph(prose.between(150, 500))).append('\n');
        out.append(planes);
        sink.file("agents3md/" + name + ".3md", out.toString());
    }

    // Workspace skills and .mcp.json

    void writeWorkspaceSkill(CatalogGenerator.Sink sink, String name) throws IOException {
        String folder = ".agents/skills/" + name + "/";
        var fm = new StringBuilder("---\nname: ").append(name).append('\n');
        if (prose.chance(0.9)) {
            fm.append("description: ").append(prose.description(prose.length(180, 0.4, 60, 600))).append('\n');
        }
        fm.append("---\n");
        var references = prose.chance(0.5) ? List.of("references/NOTES.md") : List.<String>of();
        String body = texts.body(name, prose.length(1800, 0.6, 400, 12_000), references, List.of(), new TreeSet<>());
        sink.file(folder + "SKILL.md", fm + body);
        for (String ref : references) {
            sink.file(folder + ref, "# Notes\n\n" + texts.paragraphs(prose.length(1200, 0.5, 200, 8000)));
        }
    }

    void writeMcpJson(CatalogGenerator.Sink sink) throws IOException {
        var out = new StringBuilder("{\n  \"mcpServers\": {\n    \"github\": {\n      \"type\": \"http\",\n"
                + "      \"url\": \"https://api.githubcopilot.com/mcp/\",\n      \"headers\": {\n"
                + "        \"Authorization\": \"Bearer ${GITHUB_TOKEN}\"\n      }\n    }");
        int servers = Math.min(mcpNames.length, 6);
        for (int s = 0; s < servers; s++) {
            String server = mcpNames[s].substring(mcpNames[s].indexOf('/') + 1);
            out.append(",\n    \"").append(server).append("\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", ")
                    .append("\"@acme/").append(server).append("-mcp@1.0.0\", \"--read-only\"]\n    }");
        }
        out.append("\n  }\n}\n");
        sink.file(".mcp.json", out.toString());
    }
}
