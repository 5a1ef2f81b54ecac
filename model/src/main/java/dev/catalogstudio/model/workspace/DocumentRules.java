package dev.catalogstudio.model.workspace;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.format.mcp.McpConfig;
import dev.catalogstudio.model.format.mcp.McpConfigRules;
import dev.catalogstudio.model.format.mcp.McpFile;
import dev.catalogstudio.model.format.mcp.McpFileRules;
import dev.catalogstudio.model.format.metaagents.Changelog;
import dev.catalogstudio.model.format.metaagents.Changelogs;
import dev.catalogstudio.model.format.metaagents.MetaAgentsRules;
import dev.catalogstudio.model.format.skills.SkillContext;
import dev.catalogstudio.model.format.skills.SkillHost;
import dev.catalogstudio.model.format.skills.SkillRules;
import dev.catalogstudio.model.format.threemd.ThreeMdDocument;
import dev.catalogstudio.model.format.threemd.agent.AgentRules;
import java.util.List;
import java.util.Optional;

/** Dispatches a document to the rule sets of its kind. */
final class DocumentRules {

    private DocumentRules() {
    }

    static List<Diagnostic> check(LoadedDocument doc, WorkspaceDocuments.Loaded workspace) {
        var out = new Diagnostics();
        out.addAll(doc.source().diagnostics());
        if (!doc.source().readable()) {
            return out.sorted();
        }
        String path = doc.file().path();
        switch (doc.kind()) {
            case AGENT_SKILL, WORKSPACE_SKILL, METAAGENTS_SKILL -> {
                var fm = doc.frontmatter().orElseThrow();
                SkillRules.check(fm, skillContext(doc, workspace), out);
                if (doc.kind() == DocumentKind.METAAGENTS_SKILL) {
                    MetaAgentsRules.check(fm, false, workspace.folderName(path), changelog(path, workspace), out);
                }
            }
            case METAAGENTS_AGENT -> MetaAgentsRules.check(doc.frontmatter().orElseThrow(), true,
                    workspace.folderName(path), changelog(path, workspace), out);
            case CHANGELOG -> {
                if (besideMetaAgentsEntry(path, workspace)) {
                    doc.parsed(Changelog.class).ifPresent(c -> Changelogs.check(c, out));
                }
            }
            case METAAGENTS_MCP -> doc.parsed(McpFile.class).ifPresent(f -> McpFileRules.check(f, out));
            case WORKSPACE_MCP_CONFIG -> doc.parsed(McpConfig.class).ifPresent(c -> McpConfigRules.check(c, out));
            case OAF_AGENT, OAF_MCP_CONFIG -> OafFolders.check(doc, workspace, out);
            case THREEMD_AGENT -> doc.parsed(ThreeMdDocument.class).ifPresent(d -> AgentRules.check(d, out, false));
            default -> {
                // 3md agents have their own rule set; plain AGENTS.md and other files have none.
            }
        }
        return out.sorted();
    }

    private static SkillContext skillContext(LoadedDocument doc, WorkspaceDocuments.Loaded workspace) {
        var host = switch (doc.kind()) {
            case WORKSPACE_SKILL -> SkillHost.WORKSPACE;
            case METAAGENTS_SKILL -> SkillHost.METAAGENTS;
            default -> SkillHost.AGENT_SKILLS;
        };
        String path = doc.file().path();
        return new SkillContext(host, workspace.folderName(path), doc.file().size(), doc.source().truncated(),
                workspace.filesUnder(CatalogLayout.folderOf(path)));
    }

    private static Optional<Changelog> changelog(String entryPath, WorkspaceDocuments.Loaded workspace) {
        return workspace.document(CatalogLayout.join(CatalogLayout.folderOf(entryPath), "CHANGELOG.md"))
                .flatMap(d -> d.parsed(Changelog.class));
    }

    private static boolean besideMetaAgentsEntry(String changelogPath, WorkspaceDocuments.Loaded workspace) {
        String folder = CatalogLayout.folderOf(changelogPath);
        return workspace.document(CatalogLayout.join(folder, "SKILL.md"))
                .or(() -> workspace.document(CatalogLayout.join(folder, "AGENTS.md")))
                .map(d -> d.kind().isMetaAgentsEntry())
                .orElse(false);
    }
}
