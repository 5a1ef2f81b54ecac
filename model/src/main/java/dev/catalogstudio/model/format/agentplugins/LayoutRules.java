package dev.catalogstudio.model.format.agentplugins;

import static dev.catalogstudio.model.format.agentplugins.ManifestJson.cite;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.format.CatalogLayout;
import dev.catalogstudio.model.format.FormatContext;
import dev.catalogstudio.model.text.Range;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Component discovery in a plugin root, as far as the workspace shows it (Agent Plugins 1.0 § 6, § 7.1): the fixed
 * locations {@code skills/} and {@code mcp.json} of the wrong kind ({@code agent-plugin-component-location}), and
 * skills that clients will not discover ({@code agent-plugin-skill-location}). The skills themselves are Agent Skills,
 * checked by that format.
 *
 * <p>Not seen here: a {@code SKILL.md}, {@code skills} or {@code mcp.json} that is a symbolic link. The workspace scan
 * does not follow links; one leading outside the checked folder is its {@code symlink-escape}, and one to a place
 * inside it is not listed as a file of the plugin, so neither its escape from the plugin root (§ 4.1 boundaries 2 and
 * 3) nor its target can be judged here. Nor an empty {@code mcp.json} folder: the scan lists files only.
 */
final class LayoutRules {

    /** The skills location (§ 6.1). */
    static final String SKILLS = "skills";
    /** The name of a skill's entry file (§ 7.1). */
    static final String SKILL_FILE = "SKILL.md";

    private LayoutRules() {
    }

    /**
     * The names of the skill folders clients discover in the plugin at {@code root}: each immediate child of
     * {@code skills/} holding a file named exactly {@code SKILL.md} (§ 7.1), in name order.
     */
    static List<String> skillFolders(String root, FormatContext context) {
        var names = new LinkedHashSet<String>();
        for (String file : context.filesUnder(CatalogLayout.join(root, SKILLS)).keySet()) {
            int slash = file.indexOf('/');
            if (slash > 0 && file.substring(slash + 1).equals(SKILL_FILE)) {
                names.add(file.substring(0, slash));
            }
        }
        return new ArrayList<>(names);
    }

    /**
     * Checks the fixed locations of the plugin at {@code root}, reporting at {@code at} (the manifest's opening brace).
     */
    static void check(String root, FormatContext context, Range at, Diagnostics out) {
        String skills = CatalogLayout.join(root, SKILLS);
        if (context.hasFile(skills)) {
            out.report(Rule.AGENT_PLUGIN_COMPONENT_LOCATION, at, "The plugin root holds a file named \"skills\", but "
                    + "skills are discovered from a skills/ folder; clients treat the skills component type as invalid "
                    + "and load no skill of this plugin " + cite("6.2") + ". Make skills/ a folder holding "
                    + "<name>/SKILL.md.");
        }
        String mcp = CatalogLayout.join(root, AgentPluginsFormat.MCP_CONFIG_FILE);
        if (!context.filesUnder(mcp).isEmpty()) {
            out.report(Rule.AGENT_PLUGIN_COMPONENT_LOCATION, at, "The plugin root holds a folder named \"mcp.json\", "
                    + "but MCP servers are configured by a regular file mcp.json; clients treat the MCP component type "
                    + "as invalid and load none of its servers " + cite("6.2") + ". Replace the folder with the file.");
        }
        Set<String> found = Set.copyOf(skillFolders(root, context));
        var lookalikes = new LinkedHashSet<String>();
        for (String file : context.filesUnder(skills).keySet()) {
            int slash = file.indexOf('/');
            if (slash <= 0 || file.indexOf('/', slash + 1) >= 0) {
                continue;
            }
            String folder = file.substring(0, slash);
            String name = file.substring(slash + 1);
            if (!found.contains(folder) && name.equalsIgnoreCase(SKILL_FILE)) {
                lookalikes.add("skills/" + file);
            }
        }
        for (String file : lookalikes) {
            out.report(Rule.AGENT_PLUGIN_SKILL_LOCATION, at, file + " is not named exactly SKILL.md, and clients "
                    + "discover a skill only by an entry so named " + cite("7.1") + ": on a case-sensitive file system "
                    + "this skill is not loaded. Rename it to " + CatalogLayout.folderOf(file) + "/SKILL.md.");
        }
    }

    /**
     * Checks the skill at {@code path} (a {@code SKILL.md} of any skill kind) against the discovery rule of the plugin
     * whose root is {@code root}: inside the plugin's {@code skills/} folder, only {@code skills/<name>/SKILL.md} is
     * discovered.
     *
     * @param plugin how messages name the plugin, e.g. {@code "greeter"}
     * @param at     where to report (the skill's first line)
     */
    static void checkSkill(String path, String root, String plugin, Range at, Diagnostics out) {
        String prefix = root.isEmpty() ? "" : root + "/";
        String relative = path.substring(prefix.length());
        if (!relative.startsWith(SKILLS + "/")) {
            return;
        }
        String inSkills = relative.substring(SKILLS.length() + 1);
        int depth = inSkills.split("/", -1).length - 1;
        if (depth == 1) {
            return;
        }
        String where = depth == 0 ? "directly in skills/, which is no skill folder; move it to skills/<name>/SKILL.md"
                : "in " + CatalogLayout.folderOf(relative) + "/, deeper than clients search; move its folder to "
                + "skills/" + CatalogLayout.fileName(CatalogLayout.folderOf(relative)) + "/";
        out.report(Rule.AGENT_PLUGIN_SKILL_LOCATION, at, "Clients discover a plugin's skills only at "
                + "skills/<name>/SKILL.md and search no deeper " + cite("7.1") + ", so this skill is not loaded with "
                + "the plugin " + plugin + ": it is " + where + ".");
    }
}
