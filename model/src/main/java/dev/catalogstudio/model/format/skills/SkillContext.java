package dev.catalogstudio.model.format.skills;

import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.markdown.MarkdownBody;
import java.util.Objects;
import java.util.SortedMap;
import java.util.function.Predicate;

/**
 * What the skill rules need to know beyond the SKILL.md text.
 *
 * @param host        the rule book
 * @param folderName  the name of the folder holding SKILL.md
 * @param fileBytes   the size of SKILL.md on disk, in bytes
 * @param truncated   whether only the head of the file was read (then the body is not checked)
 * @param folderFiles every file in the skill folder, by path relative to it ({@code /}-separated), with its size in
 *                    bytes; used to check body references
 * @param spec        the field specification the frontmatter is read by (the MetaAgents skill's for a MetaAgents skill)
 * @param body        the document's Markdown body, whose one tree the reference rules read; {@code null}: the rules
 *                    read the body into a tree of their own when they need one
 * @param pluginSkillFolder for a skill inside a package (a plugin or an extension), its folder relative to the
 *                    package root ({@code skills/<n>}), where a link to a sibling of the package resolves (it is
 *                    installed whole); {@code null} otherwise
 * @param pluginFiles whether a file or folder exists at a path relative to the plugin root the skill sits in (the
 *                    folder holding {@code .claude-plugin/plugin.json}), which {@code ${CLAUDE_PLUGIN_ROOT}} names;
 *                    {@code null} when the skill is in no plugin
 * @param linked      whether a path relative to the skill folder that is none of {@code folderFiles} names a file or
 *                    folder through a symbolic link that stays inside the skill's package (its plugin, else its own
 *                    folder), as the host that installs the package finds it; {@code null}: links are not followed
 * @param packageFiles whether a path relative to the root of the package the skill is in (a plugin or an extension,
 *                    installed whole) names a file or folder there: where a link to a sibling skill resolves, and an
 *                    inline-code path may name a file of the plugin; {@code null} in no package
 * @param repositoryFiles whether a path relative to the repository root names a file or folder there: an inline-code
 *                    path may name a file of the repository the text speaks of; {@code null}: not looked for
 * @param invocations what a {@code plugin:name} invocation ({@code /uipath:uipath-solution}) finds in the workspace:
 *                    empty when no plugin of that name is in it (an invocation of some other plugin), else whether
 *                    the plugin has a skill or command of that name; {@code null}: not looked for
 */
public record SkillContext(SkillHost host, String folderName, long fileBytes, boolean truncated,
                           SortedMap<String, Long> folderFiles, KindSpec spec, MarkdownBody body,
                           Predicate<String> pluginFiles, String pluginSkillFolder, Predicate<String> linked,
                           Predicate<String> packageFiles, Predicate<String> repositoryFiles,
                           java.util.function.Function<String, java.util.Optional<Boolean>> invocations) {

    public SkillContext {
        Objects.requireNonNull(spec);
    }

    /** A context that follows no link and looks for no file outside the skill folder. */
    public SkillContext(SkillHost host, String folderName, long fileBytes, boolean truncated,
                        SortedMap<String, Long> folderFiles, KindSpec spec, MarkdownBody body,
                        Predicate<String> pluginFiles, String pluginSkillFolder) {
        this(host, folderName, fileBytes, truncated, folderFiles, spec, body, pluginFiles, pluginSkillFolder, null,
                null, null, null);
    }

    /** A context for a skill that is not one of a plugin's own skills. */
    public SkillContext(SkillHost host, String folderName, long fileBytes, boolean truncated,
                        SortedMap<String, Long> folderFiles, KindSpec spec, MarkdownBody body,
                        Predicate<String> pluginFiles) {
        this(host, folderName, fileBytes, truncated, folderFiles, spec, body, pluginFiles, null);
    }

    /** A context for a skill in no plugin. */
    public SkillContext(SkillHost host, String folderName, long fileBytes, boolean truncated,
                        SortedMap<String, Long> folderFiles, KindSpec spec, MarkdownBody body) {
        this(host, folderName, fileBytes, truncated, folderFiles, spec, body, null);
    }

    /**
     * The context of a skill of this format's own: a plain Agent Skill or a workspace skill, read by its own
     * specification.
     *
     * @throws IllegalArgumentException for {@link SkillHost#METAAGENTS}, whose specification is another format's
     */
    public SkillContext(SkillHost host, String folderName, long fileBytes, boolean truncated,
                        SortedMap<String, Long> folderFiles) {
        this(host, folderName, fileBytes, truncated, folderFiles, switch (host) {
            case AGENT_SKILLS -> SkillSpecs.AGENT_SKILL;
            case WORKSPACE -> SkillSpecs.WORKSPACE_SKILL;
            case METAAGENTS -> throw new IllegalArgumentException("A MetaAgents skill is read by its own format's "
                    + "specification; pass it");
        }, null, null);
    }

    /**
     * Whether {@code relative} is a file or a folder in the skill folder, directly or through a symbolic link that
     * stays inside the package ({@link #linked}).
     */
    public boolean exists(String relative) {
        if (folderFiles.containsKey(relative)) {
            return true;
        }
        String prefix = relative.endsWith("/") ? relative : relative + "/";
        var tail = folderFiles.tailMap(prefix);
        return !tail.isEmpty() && tail.firstKey().startsWith(prefix) || linked != null && linked.test(relative);
    }
}
