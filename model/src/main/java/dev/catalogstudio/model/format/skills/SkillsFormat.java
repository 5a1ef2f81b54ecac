package dev.catalogstudio.model.format.skills;

import static dev.catalogstudio.model.format.CatalogLayout.folderOf;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.format.CatalogLayout;
import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.EditorLanguage;
import dev.catalogstudio.model.format.Format;
import dev.catalogstudio.model.format.FormatContext;
import dev.catalogstudio.model.format.FormatDocument;
import dev.catalogstudio.model.format.FrontmatterLookups;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.format.Structure;
import dev.catalogstudio.model.format.common.PluginPaths;
import dev.catalogstudio.model.resolve.ContributionBuilder;
import dev.catalogstudio.model.resolve.FormatName;
import dev.catalogstudio.model.resolve.NodeKind;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.YamlScalar;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Agent Skills (agent-skills.md) and workspace skills (workspace-skills.md): every {@code SKILL.md} that is not a
 * MetaAgents skill; {@code .agents/skills/<n>/SKILL.md} is a workspace skill. Its rules also read every other
 * {@linkplain DocumentKind#isSkill skill} kind (a MetaAgents skill is an Agent Skill), by that kind's specification.
 */
public final class SkillsFormat implements Format {

    /** Any other {@code SKILL.md}. */
    public static final DocumentKind AGENT_SKILL = DocumentKind.of("agent-skill", "Agent Skill", "S",
            EditorLanguage.MARKDOWN_FRONTMATTER, DocumentKind.Trait.SKILL);
    /** {@code .agents/skills/<n>/SKILL.md}. */
    public static final DocumentKind WORKSPACE_SKILL = DocumentKind.of("workspace-skill", "Workspace skill", "S",
            EditorLanguage.MARKDOWN_FRONTMATTER, DocumentKind.Trait.SKILL, DocumentKind.Trait.WORKSPACE);

    static final String FILE_NAME = "SKILL.md";

    @Override
    public Set<DocumentKind> kinds() {
        return Set.of(SkillsFormat.AGENT_SKILL, SkillsFormat.WORKSPACE_SKILL);
    }

    @Override
    public boolean checks(DocumentKind kind) {
        return kind.isSkill();
    }

    @Override
    public List<KindSpec> specs() {
        return List.of(SkillSpecs.AGENT_SKILL, SkillSpecs.WORKSPACE_SKILL);
    }

    @Override
    public boolean reads(String path) {
        return CatalogLayout.isNamed(path, FILE_NAME);
    }

    @Override
    public Parsed parse(String path, SourceText text) {
        return new Parsed.Markdown(FrontmatterDocument.parse(text));
    }

    @Override
    public Optional<DocumentKind> classify(String path, Parsed parsed, Structure structure) {
        if (!reads(path)) {
            return Optional.empty();
        }
        return Optional.of(CatalogLayout.isWorkspaceSkill(path) ? SkillsFormat.WORKSPACE_SKILL
                : SkillsFormat.AGENT_SKILL);
    }

    @Override
    public void check(FormatDocument document, FormatContext context, Diagnostics out) {
        var kind = document.kind();
        var host = kind.has(DocumentKind.Trait.WORKSPACE) ? SkillHost.WORKSPACE
                : kind.isMetaAgentsEntry() ? SkillHost.METAAGENTS : SkillHost.AGENT_SKILLS;
        var spec = context.spec(kind, document.fileName()).orElseThrow(() -> new IllegalStateException(
                "No specification for " + kind));
        String path = document.path();
        String folder = folderOf(path);
        var plugin = PluginPaths.packageRoot(folder, context.structure());
        String pkg = plugin.orElse(folder);
        Predicate<String> linked = relative -> context.realPath(CatalogLayout.join(folder, relative))
                .filter(real -> pkg.isEmpty() || real.equals(pkg) || real.startsWith(pkg + "/")).isPresent();
        Predicate<String> packageFiles = plugin.<Predicate<String>>map(root ->
                relative -> context.exists(CatalogLayout.join(root, relative))).orElse(null);
        Predicate<String> repositoryFiles = context::exists;
        java.util.function.Function<String, Optional<Boolean>> invocations = target -> invocation(target, context);
        SkillRules.check(document.frontmatter().orElseThrow(), new SkillContext(host, context.folderName(path),
                document.size(), document.truncated(), context.filesUnder(folder), spec,
                document.parsed() instanceof Parsed.Markdown md ? md.body() : null, pluginFiles(path, context),
                pluginSkillFolder(path, context), linked, packageFiles, repositoryFiles, invocations), out);
    }

    /**
     * For a skill inside a package (a plugin or an extension, {@link PluginPaths#packageRoot}), its folder relative to
     * the package root ({@code skills/<n>}, or deeper); else {@code null}. A package is installed whole, so a link
     * from its skill to a sibling skill or file of the package resolves there.
     */
    private static String pluginSkillFolder(String path, FormatContext context) {
        String folder = folderOf(path);
        return PluginPaths.packageRoot(folder, context.structure())
                .map(root -> root.isEmpty() ? folder : folder.equals(root) ? "" : folder.substring(root.length() + 1))
                .orElse(null);
    }

    /**
     * What exists under the plugin root of the skill at {@code path}: the nearest package above it (a plugin or an
     * extension, {@link PluginPaths#packageRoot}), which {@code ${CLAUDE_PLUGIN_ROOT}} and {@code ${PLUGIN_ROOT}}
     * name; {@code null} in no package.
     */
    static Predicate<String> pluginFiles(String path, FormatContext context) {
        return PluginPaths.packageRoot(folderOf(path), context.structure()).<Predicate<String>>map(
                root -> relative -> context.exists(CatalogLayout.join(root, relative))).orElse(null);
    }

    /**
     * What {@code plugin:name} invokes in the workspace: empty when no Claude Code plugin whose manifest is named
     * {@code plugin} is in it, else whether that plugin has a skill folder {@code skills/<name>/} or a command
     * {@code commands/<name>.md} (code.claude.com/docs/en/plugins § namespaced skills and commands). O(plugins).
     */
    static Optional<Boolean> invocation(String target, FormatContext context) {
        int colon = target.indexOf(':');
        String plugin = target.substring(0, colon);
        String name = target.substring(colon + 1);
        for (String root : context.structure().folders(Structure.Role.CLAUDE_PLUGIN)) {
            var manifest = context.document(CatalogLayout.join(root, PluginPaths.MANIFEST));
            var named = manifest.map(FormatDocument::parsed).filter(Parsed.Json.class::isInstance)
                    .flatMap(p -> ((Parsed.Json) p).result().rootObject()).flatMap(o -> o.string("name"))
                    .map(n -> n.value());
            if (named.isPresent() && named.get().equals(plugin)) {
                return Optional.of(context.exists(CatalogLayout.join(root, "skills/" + name + "/" + FILE_NAME))
                        || context.exists(CatalogLayout.join(root, "commands/" + name + ".md")));
            }
        }
        return Optional.empty();
    }

    @Override
    public void contribute(FormatDocument document, FormatContext context, ContributionBuilder graph) {
        var fm = document.frontmatter().orElseThrow();
        var map = fm.mapping().orElse(null);
        var name = FrontmatterLookups.string(map, "name");
        String path = document.path();
        var structure = context.structure();
        graph.node(graph.id(path), NodeKind.SKILL, document.kind() == SkillsFormat.WORKSPACE_SKILL
                        ? FormatName.WORKSPACE : FormatName.AGENT_SKILLS, name.map(YamlScalar::value).orElse(""), "",
                path, FrontmatterLookups.nameRange(fm, name), List.of(graph.layer().address(folderOf(path))), false,
                PluginPaths.discovery(path, structure));
    }
}
