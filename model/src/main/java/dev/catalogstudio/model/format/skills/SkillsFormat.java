package dev.catalogstudio.model.format.skills;

import static dev.catalogstudio.model.format.CatalogLayout.folderOf;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.format.CatalogLayout;
import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.Format;
import dev.catalogstudio.model.format.FormatContext;
import dev.catalogstudio.model.format.FormatDocument;
import dev.catalogstudio.model.format.FrontmatterLookups;
import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.format.Structure;
import dev.catalogstudio.model.resolve.ContributionBuilder;
import dev.catalogstudio.model.resolve.FormatName;
import dev.catalogstudio.model.resolve.NodeKind;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.YamlScalar;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Agent Skills (agent-skills.md) and workspace skills (workspace-skills.md): every {@code SKILL.md} that is not a
 * MetaAgents skill; {@code .agents/skills/<n>/SKILL.md} is a workspace skill.
 */
public final class SkillsFormat implements Format {

    static final String FILE_NAME = "SKILL.md";

    @Override
    public Set<DocumentKind> kinds() {
        return Set.of(DocumentKind.AGENT_SKILL, DocumentKind.WORKSPACE_SKILL);
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
        return Optional.of(CatalogLayout.isWorkspaceSkill(path) ? DocumentKind.WORKSPACE_SKILL
                : DocumentKind.AGENT_SKILL);
    }

    @Override
    public void check(FormatDocument document, FormatContext context, Diagnostics out) {
        var host = document.kind() == DocumentKind.WORKSPACE_SKILL ? SkillHost.WORKSPACE : SkillHost.AGENT_SKILLS;
        SkillRules.check(document.frontmatter().orElseThrow(), context(document, context, host), out);
    }

    /** What the Agent Skills rules read of the workspace around {@code document}, checked for {@code host}. */
    public static SkillContext context(FormatDocument document, FormatContext context, SkillHost host) {
        String path = document.path();
        return new SkillContext(host, context.folderName(path), document.size(), document.truncated(),
                context.filesUnder(folderOf(path)));
    }

    @Override
    public void contribute(FormatDocument document, ContributionBuilder graph) {
        var fm = document.frontmatter().orElseThrow();
        var map = fm.mapping().orElse(null);
        var name = FrontmatterLookups.string(map, "name");
        String path = document.path();
        graph.node(graph.id(path), NodeKind.SKILL, document.kind() == DocumentKind.WORKSPACE_SKILL
                        ? FormatName.WORKSPACE : FormatName.AGENT_SKILLS, name.map(YamlScalar::value).orElse(""), "",
                path, FrontmatterLookups.nameRange(fm, name), List.of(graph.layer().address(folderOf(path))), false);
    }
}
