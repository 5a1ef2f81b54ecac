package dev.catalogstudio.model.workspace;

import static dev.catalogstudio.model.workspace.CatalogLayout.catalogOf;
import static dev.catalogstudio.model.workspace.CatalogLayout.folderOf;
import static dev.catalogstudio.model.workspace.CatalogLayout.join;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.format.oaf.OafActiveMcpRules;
import dev.catalogstudio.model.format.oaf.OafAgent;
import dev.catalogstudio.model.format.oaf.OafAgentRules;
import dev.catalogstudio.model.format.oaf.OafConfigYamlRules;
import dev.catalogstudio.model.format.oaf.OafContext;
import dev.catalogstudio.model.format.oaf.OafMcpConfigContext;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The folder around an OAF agent (RULES.md "Document kinds": an AGENTS.md whose frontmatter has vendorKey, agentKey
 * or slug, with its {@code mcp-configs/*}{@code /ActiveMCP.json}, {@code mcp-configs/*}{@code /config.yaml} and
 * {@code versions/v*}{@code /AGENTS.md}): which files belong to it, and the OAF rule contexts built from the workspace.
 * Its {@code skills/<n>/SKILL.md} are ordinary Agent Skills and need nothing here.
 */
final class OafFolders {

    static final String ACTIVE_MCP = "ActiveMCP.json";
    static final String CONFIG_YAML = "config.yaml";

    private OafFolders() {
    }

    /** Whether {@code path} is {@code <folder>/mcp-configs/<server>/ActiveMCP.json} or {@code …/config.yaml}. */
    static boolean isMcpConfigFile(String path) {
        return configOwner(path).isPresent();
    }

    /** The agent folder of {@code <agent>/mcp-configs/<server>/ActiveMCP.json} or {@code …/config.yaml}. */
    private static Optional<String> configOwner(String path) {
        return catalogOf(path, "mcp-configs", ACTIVE_MCP).or(() -> catalogOf(path, "mcp-configs", CONFIG_YAML));
    }

    /** The agent folder of an MCP config file or a {@code versions/<v>/AGENTS.md} snapshot path. */
    private static Optional<String> ownerFolder(String path) {
        return configOwner(path).or(() -> catalogOf(path, "versions", "AGENTS.md"));
    }

    /** Folders whose AGENTS.md is an OAF manifest, from the parse products by path. */
    static Set<String> agentFolders(Map<String, Object> parsed) {
        var folders = new HashSet<String>();
        parsed.forEach((path, product) -> {
            boolean agentsMd = path.equals("AGENTS.md") || path.endsWith("/AGENTS.md");
            if (agentsMd && product instanceof FrontmatterDocument fm && OafAgent.isOaf(fm)) {
                folders.add(folderOf(path));
            }
        });
        return folders;
    }

    /** The kind of {@code path} when it belongs to one of {@code agentFolders} as a config file or a snapshot. */
    static Optional<DocumentKind> classify(String path, Set<String> agentFolders) {
        return ownerFolder(path).filter(agentFolders::contains)
                .map(f -> path.endsWith("/AGENTS.md") ? DocumentKind.OAF_AGENT : DocumentKind.OAF_MCP_CONFIG);
    }

    /** Runs the OAF rules of an {@link DocumentKind#OAF_AGENT} or {@link DocumentKind#OAF_MCP_CONFIG} document. */
    static void check(LoadedDocument doc, WorkspaceDocuments.Loaded workspace, Diagnostics out) {
        String path = doc.file().path();
        Optional<String> ownerFolder = ownerFolder(path);
        Optional<OafAgent> owner = ownerFolder.flatMap(f -> agent(f, workspace));
        if (doc.kind() == DocumentKind.OAF_MCP_CONFIG) {
            String agentFolder = ownerFolder.orElseThrow();
            String relative = folderOf(path).substring(agentFolder.isEmpty() ? 0 : agentFolder.length() + 1);
            var context = new OafMcpConfigContext(relative, owner);
            if (doc.file().fileName().equals(ACTIVE_MCP)) {
                OafActiveMcpRules.check(doc.source().text(), context, out);
            } else {
                OafConfigYamlRules.check(doc.source().text(), context, out);
            }
            return;
        }
        var agent = OafAgent.of(doc.frontmatter().orElseThrow());
        boolean snapshot = ownerFolder.flatMap(f -> workspace.document(join(f, "AGENTS.md")))
                .map(d -> d.kind() == DocumentKind.OAF_AGENT).orElse(false);
        var files = workspace.filesUnder(folderOf(path));
        var context = snapshot
                ? new OafContext(files, doc.source().truncated(),
                        Optional.of(new OafContext.Snapshot(workspace.folderName(path), owner)))
                : OafContext.root(files, doc.source().truncated());
        OafAgentRules.check(agent, context, out);
    }

    private static Optional<OafAgent> agent(String folder, WorkspaceDocuments.Loaded workspace) {
        return workspace.document(join(folder, "AGENTS.md")).flatMap(LoadedDocument::frontmatter)
                .filter(OafAgent::isOaf).map(OafAgent::of);
    }
}
