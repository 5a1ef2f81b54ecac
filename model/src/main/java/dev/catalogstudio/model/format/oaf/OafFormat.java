package dev.catalogstudio.model.format.oaf;

import static dev.catalogstudio.model.format.CatalogLayout.catalogOf;
import static dev.catalogstudio.model.format.CatalogLayout.folderOf;
import static dev.catalogstudio.model.format.CatalogLayout.join;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.format.CatalogLayout;
import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.EditorLanguage;
import dev.catalogstudio.model.format.Format;
import dev.catalogstudio.model.format.FormatContext;
import dev.catalogstudio.model.format.FormatDocument;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.format.Structure;
import dev.catalogstudio.model.resolve.ContributionBuilder;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The Open Agent Format (open-agent-format.md): an {@code AGENTS.md} whose frontmatter has {@code vendorKey},
 * {@code agentKey} or {@code slug}, with its folder: {@code mcp-configs/<server>/ActiveMCP.json} and
 * {@code config.yaml}, and {@code versions/v<n>/AGENTS.md} snapshots. Its {@code skills/<n>/SKILL.md} are ordinary
 * Agent Skills.
 */
public final class OafFormat implements Format {

    static final String ACTIVE_MCP = "ActiveMCP.json";
    static final String CONFIG_YAML = "config.yaml";
    private static final String AGENTS_MD = "AGENTS.md";

    /** An {@code AGENTS.md} whose frontmatter has {@code vendorKey}, {@code agentKey} or {@code slug}. */
    public static final DocumentKind AGENT = DocumentKind.of("oaf-agent", "Open Agent Format agent", "A",
            EditorLanguage.MARKDOWN_FRONTMATTER);
    /** {@code mcp-configs/<server>/ActiveMCP.json} or {@code config.yaml} in an OAF agent's folder. */
    public static final DocumentKind MCP_CONFIG = DocumentKind.of("oaf-mcp-config", "OAF MCP config", "M", null);

    @Override
    public Set<DocumentKind> kinds() {
        return Set.of(AGENT, MCP_CONFIG);
    }

    @Override
    public List<KindSpec> specs() {
        return List.of(OafSpecs.AGENT, OafSpecs.ACTIVE_MCP_SPEC, OafSpecs.CONFIG_YAML_SPEC);
    }

    @Override
    public boolean reads(String path) {
        return isAgentsMd(path) || configOwner(path).isPresent();
    }

    private static boolean isAgentsMd(String path) {
        return CatalogLayout.isNamed(path, AGENTS_MD);
    }

    /** The agent folder of {@code <agent>/mcp-configs/<server>/ActiveMCP.json} or {@code …/config.yaml}. */
    private static Optional<String> configOwner(String path) {
        return catalogOf(path, "mcp-configs", ACTIVE_MCP).or(() -> catalogOf(path, "mcp-configs", CONFIG_YAML));
    }

    /** The agent folder of an MCP config file or a {@code versions/<v>/AGENTS.md} snapshot path. */
    private static Optional<String> ownerFolder(String path) {
        return configOwner(path).or(() -> catalogOf(path, "versions", AGENTS_MD));
    }

    @Override
    public Parsed parse(String path, SourceText text) {
        if (isAgentsMd(path)) {
            return new Parsed.Markdown(FrontmatterDocument.parse(text));
        }
        return path.endsWith(ACTIVE_MCP) ? new Parsed.Json(text, OafActiveMcpRules.parse(text))
                : new Parsed.Yaml(text, OafConfigYamlRules.parse(text));
    }

    @Override
    public Set<Structure.FolderRole> roles(String path, Parsed parsed) {
        boolean oaf = isAgentsMd(path) && parsed instanceof Parsed.Markdown md && OafAgent.isOaf(md.document());
        return oaf ? Set.of(new Structure.FolderRole(Structure.Role.OAF_AGENT, folderOf(path))) : Set.of();
    }

    @Override
    public Optional<DocumentKind> classify(String path, Parsed parsed, Structure structure) {
        if (ownerFolder(path).filter(structure.oafAgents()::contains).isPresent()) {
            return Optional.of(isAgentsMd(path) ? AGENT : MCP_CONFIG);
        }
        boolean oaf = isAgentsMd(path) && parsed instanceof Parsed.Markdown md && OafAgent.isOaf(md.document());
        return oaf ? Optional.of(AGENT) : Optional.empty();
    }

    @Override
    public void check(FormatDocument document, FormatContext context, Diagnostics out) {
        String path = document.path();
        Optional<String> ownerFolder = ownerFolder(path);
        Optional<OafAgent> owner = ownerFolder.flatMap(f -> agent(f, context));
        if (document.kind() == MCP_CONFIG) {
            String agentFolder = ownerFolder.orElseThrow();
            String relative = folderOf(path).substring(agentFolder.isEmpty() ? 0 : agentFolder.length() + 1);
            var mcpContext = new OafMcpConfigContext(relative, owner);
            if (document.parsed() instanceof Parsed.Json json) {
                OafActiveMcpRules.check(json.result(), mcpContext, out);
            } else if (document.parsed() instanceof Parsed.Yaml yaml) {
                OafConfigYamlRules.check(yaml.text(), yaml.result(), mcpContext, out);
            }
            return;
        }
        var agent = OafAgent.of(document.frontmatter().orElseThrow());
        boolean snapshot = ownerFolder.flatMap(f -> context.document(join(f, AGENTS_MD)))
                .map(d -> d.kind() == AGENT).orElse(false);
        var files = context.filesUnder(folderOf(path));
        var oafContext = snapshot
                ? new OafContext(files, document.truncated(),
                        Optional.of(new OafContext.Snapshot(context.folderName(path), owner)))
                : OafContext.root(files, document.truncated());
        OafAgentRules.check(agent, oafContext, out);
    }

    private static Optional<OafAgent> agent(String folder, FormatContext context) {
        return context.document(join(folder, AGENTS_MD)).flatMap(FormatDocument::frontmatter)
                .filter(OafAgent::isOaf).map(OafAgent::of);
    }

    @Override
    public void contribute(FormatDocument document, ContributionBuilder graph) {
        OafGraph.contribute(document, graph);
    }

    /** Whether {@code path} is a {@code versions/<v>/AGENTS.md} snapshot (which declares nothing in the graph). */
    static boolean isSnapshot(String path) {
        return folderOf(folderOf(path)).endsWith("versions");
    }
}
