package dev.catalogstudio.app.tree;

import dev.catalogstudio.model.format.FrontmatterFields;
import dev.catalogstudio.model.format.mcp.McpFormat;
import dev.catalogstudio.model.format.metaagents.MetaAgentsFormat;
import dev.catalogstudio.model.workspace.Snapshot;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What "New Skill / Agent / MCP / 3md Agent" creates: the files (path → text) of a new catalog entry from a template,
 * and the check of its name as it is typed (the model's own {@code name} rule: {@link FrontmatterFields#NAME}, at
 * most {@link FrontmatterFields#NAME_MAX} characters).
 */
public enum NewEntry {
    SKILL("New Skill"),
    AGENT("New Agent"),
    MCP("New MCP"),
    THREEMD_AGENT("New 3md Agent");

    /** A scope usable in a template as it is (the model's own checks report anything else). */
    private static final Pattern SCOPE = Pattern.compile("[a-z0-9.-]+");

    private final String title;

    NewEntry(String title) {
        this.title = title;
    }

    /** The menu and dialog title. */
    public String title() {
        return title;
    }

    /** Why {@code name} cannot be used, or empty when it can. */
    public static Optional<String> problem(String name, Snapshot snapshot, NewEntry kind) {
        if (name == null || name.isEmpty()) {
            return Optional.of("Type a name: lowercase letters, digits and single hyphens.");
        }
        if (name.length() > FrontmatterFields.NAME_MAX) {
            return Optional.of("At most " + FrontmatterFields.NAME_MAX + " characters (this is " + name.length()
                    + ").");
        }
        if (!FrontmatterFields.NAME.matcher(name).matches()) {
            return Optional.of("Only lowercase letters, digits and single hyphens, not at either end.");
        }
        if (snapshot != null) {
            for (String path : kind.files(name, snapshot).keySet()) {
                if (snapshot.files().containsKey(path)) {
                    return Optional.of(path + " already exists.");
                }
            }
        }
        return Optional.empty();
    }

    /** The files to create, first the one to open: {@code /}-separated paths relative to the root → text. */
    public Map<String, String> files(String name, Snapshot snapshot) {
        var files = new LinkedHashMap<String, String>();
        String scope = scope(snapshot);
        switch (this) {
            case SKILL -> {
                files.put("skills/" + name + "/SKILL.md", "---\nname: " + name + "\nscope: " + scope
                        + "\ndescription: Describe what this skill does and when to use it.\nversion: 0.1.0\n---\n# "
                        + name + "\n\nThe steps an agent follows.\n");
                files.put("skills/" + name + "/CHANGELOG.md", changelog());
            }
            case AGENT -> {
                files.put("agents/" + name + "/AGENTS.md", "---\nname: " + name + "\nscope: " + scope
                        + "\ndescription: Describe what this agent is for.\nversion: 0.1.0\n---\n# " + name
                        + "\n\nHow this agent works.\n");
                files.put("agents/" + name + "/CHANGELOG.md", changelog());
            }
            case MCP -> {
                String owner = mcpOwner(snapshot);
                files.put("mcps/" + owner + "_" + name + ".json", "{\n  \"_meta\": {\n    \"name\": \"" + owner + "/"
                        + name + "\"\n  },\n  \"type\": \"stdio\",\n  \"command\": \"npx\",\n  \"args\": [\n    \""
                        + name + "-mcp\"\n  ]\n}\n");
            }
            case THREEMD_AGENT -> files.put("agents3md/" + name + ".3md", "---\n3md: 1.0\naxis: skill\ntitle: " + name
                    + "\nagent: " + name + "\nversion: 0.1.0\n---\nWhat this agent does.\n\n@plane z=0 label=\""
                    + name + "\" kind=identity\n# " + name + "\n\nOperating rules.\n");
        }
        return files;
    }

    private static String changelog() {
        return "# Changelog\n\n## 0.1.0 (" + java.time.LocalDate.now() + ")\n\n- First release.\n";
    }

    /** The scope of the workspace's MetaAgents entries, e.g. {@code acme}; {@code example} when there is none. */
    private static String scope(Snapshot snapshot) {
        if (snapshot != null) {
            for (var doc : snapshot.documents().values()) {
                if (doc.kind() == MetaAgentsFormat.SKILL || doc.kind() == MetaAgentsFormat.AGENT) {
                    var scope = snapshot.frontmatter(doc.file().path()).flatMap(f -> f.mapping())
                            .flatMap(m -> m.string("scope")).map(v -> v.value())
                            .filter(v -> SCOPE.matcher(v).matches());
                    if (scope.isPresent()) {
                        return scope.get();
                    }
                }
            }
        }
        return "example";
    }

    /** The reverse-DNS owner of the workspace's MCP files, e.g. {@code com.acme}; {@code com.example} otherwise. */
    private static String mcpOwner(Snapshot snapshot) {
        if (snapshot != null) {
            for (var doc : snapshot.documents().values()) {
                String file = doc.file().fileName();
                if (doc.kind() == McpFormat.METAAGENTS_MCP && file.contains("_")) {
                    return file.substring(0, file.indexOf('_'));
                }
            }
        }
        return "com.example";
    }
}
