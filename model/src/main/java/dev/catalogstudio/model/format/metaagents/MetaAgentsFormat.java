package dev.catalogstudio.model.format.metaagents;

import static dev.catalogstudio.model.format.CatalogLayout.catalogOf;
import static dev.catalogstudio.model.format.CatalogLayout.folderOf;
import static dev.catalogstudio.model.format.CatalogLayout.join;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
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
import dev.catalogstudio.model.resolve.ContributionBuilder;
import dev.catalogstudio.model.resolve.EdgeKind;
import dev.catalogstudio.model.resolve.FormatName;
import dev.catalogstudio.model.resolve.NodeKind;
import dev.catalogstudio.model.resolve.Origin;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlNode;
import dev.catalogstudio.model.yaml.YamlScalar;
import dev.catalogstudio.model.yaml.YamlSequence;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * MetaAgents catalogs (metaagents.md): {@code agents/<n>/AGENTS.md} and {@code skills/<n>/SKILL.md} in a folder its
 * entries {@linkplain #roles declare} a catalog root, and the {@code CHANGELOG.md} beside an entry.
 * Its {@code mcps/*.json} belong to {@link dev.catalogstudio.model.format.mcp.McpFormat}.
 */
public final class MetaAgentsFormat implements Format {

    /** {@code agents/<n>/AGENTS.md} in a MetaAgents catalog. */
    public static final DocumentKind AGENT = DocumentKind.of("metaagents-agent", "MetaAgents agent", "A",
            EditorLanguage.MARKDOWN_FRONTMATTER, DocumentKind.Trait.METAAGENTS_ENTRY);
    /** {@code skills/<n>/SKILL.md} in a MetaAgents catalog: also an Agent Skill. */
    public static final DocumentKind SKILL = DocumentKind.of("metaagents-skill", "MetaAgents skill", "S",
            EditorLanguage.MARKDOWN_FRONTMATTER, DocumentKind.Trait.SKILL, DocumentKind.Trait.METAAGENTS_ENTRY);
    /** {@code CHANGELOG.md} beside an AGENTS.md or SKILL.md. */
    public static final DocumentKind CHANGELOG = DocumentKind.of("changelog", "CHANGELOG", "C",
            EditorLanguage.MARKDOWN_FRONTMATTER);

    private static final String CHANGELOG_FILE = "CHANGELOG.md";

    @Override
    public Set<DocumentKind> kinds() {
        return Set.of(AGENT, SKILL, CHANGELOG);
    }

    @Override
    public List<KindSpec> specs() {
        return List.of(MetaAgentsSpecs.AGENT, MetaAgentsSpecs.SKILL);
    }

    @Override
    public boolean reads(String path) {
        String name = CatalogLayout.fileName(path);
        return name.equals("SKILL.md") || name.equals("AGENTS.md") || name.equals(CHANGELOG_FILE);
    }

    @Override
    public Parsed parse(String path, SourceText text) {
        return path.endsWith(CHANGELOG_FILE) ? new Parsed.Own(text, Changelog.parse(text))
                : new Parsed.Markdown(FrontmatterDocument.parse(text));
    }

    /**
     * A folder is a MetaAgents catalog when its entries say so as MetaAgents entries do, not by one shared field
     * (metaagents.md § Frontmatter): an entry with {@code version} and a MetaAgents-only field ({@code scope} or
     * {@code dependencies}) declares its catalog, and so does a {@code CHANGELOG.md} beside an entry whose headers
     * are versions (metaagents.md § CHANGELOG Conventions). An Agent Skill or plugin skill that merely carries
     * {@code version} makes no catalog; {@code catalog-studio.yaml}'s {@code catalogs} declares one explicitly.
     */
    @Override
    public Set<Structure.FolderRole> roles(String path, Parsed parsed) {
        if (CatalogLayout.isWorkspaceSkill(path)) {
            return Set.of();
        }
        Optional<String> catalog;
        if (parsed instanceof Parsed.Markdown md) {
            var map = md.document().mapping().orElse(null);
            // A scope is a string; dependencies a mapping (skills, mcps): "dependencies: None" is prose, not MetaAgents.
            boolean entry = map != null && map.entry("version").isPresent()
                    && (map.get("scope").map(YamlNode::resolved).filter(YamlScalar.class::isInstance).isPresent()
                    || map.get("dependencies").map(YamlNode::resolved).filter(YamlMapping.class::isInstance)
                    .isPresent());
            catalog = entry ? entryCatalog(path) : Optional.empty();
        } else if (CatalogLayout.isNamed(path, CHANGELOG_FILE)) {
            boolean versions = parsed.model(Changelog.class).map(c -> c.headers().stream()
                    .anyMatch(h -> h.version().isPresent())).orElse(false);
            String folder = folderOf(path);
            catalog = versions ? entryCatalog(join(folder, "SKILL.md")).or(() -> entryCatalog(join(folder,
                    "AGENTS.md"))) : Optional.empty();
        } else {
            catalog = Optional.empty();
        }
        return catalog.map(folder -> Set.of(new Structure.FolderRole(Structure.Role.METAAGENTS_CATALOG, folder)))
                .orElse(Set.of());
    }

    private static Optional<String> entryCatalog(String path) {
        return catalogOf(path, "skills", "SKILL.md").or(() -> catalogOf(path, "agents", "AGENTS.md"));
    }

    @Override
    public Optional<DocumentKind> classify(String path, Parsed parsed, Structure structure) {
        String name = CatalogLayout.fileName(path);
        var roots = structure.catalogRoots();
        return switch (name) {
            case "SKILL.md" -> CatalogLayout.isWorkspaceSkill(path) ? Optional.empty()
                    : catalogOf(path, "skills", "SKILL.md").filter(roots::contains)
                            .map(c -> SKILL);
            case "AGENTS.md" -> catalogOf(path, "agents", "AGENTS.md").filter(roots::contains)
                    .map(c -> AGENT);
            case CHANGELOG_FILE -> {
                String folder = folderOf(path);
                boolean beside = structure.fileExists().test(join(folder, "SKILL.md"))
                        || structure.fileExists().test(join(folder, "AGENTS.md"));
                yield beside ? Optional.of(CHANGELOG) : Optional.empty();
            }
            default -> Optional.empty();
        };
    }

    /**
     * The MetaAgents rules of an agent or skill and a CHANGELOG's; a MetaAgents skill's Agent Skills rules are the
     * Agent Skills format's, which {@linkplain Format#checks checks} every {@linkplain DocumentKind#isSkill skill}.
     */
    @Override
    public void check(FormatDocument document, FormatContext context, Diagnostics out) {
        String path = document.path();
        var kind = document.kind();
        if (kind == SKILL || kind == AGENT) {
            MetaAgentsRules.check(document.frontmatter().orElseThrow(), kind == AGENT, context.folderName(path),
                    changelog(path, context), out);
        } else if (kind == CHANGELOG) {
            if (besideEntry(path, context)) {
                document.parsed().model(Changelog.class).ifPresent(c -> Changelogs.check(c, out));
            }
        } else {
            throw new IllegalArgumentException("not a MetaAgents document: " + kind);
        }
    }

    private static Optional<Changelog> changelog(String entryPath, FormatContext context) {
        return context.document(join(folderOf(entryPath), CHANGELOG_FILE)).map(FormatDocument::parsed)
                .flatMap(p -> p.model(Changelog.class));
    }

    private static boolean besideEntry(String changelogPath, FormatContext context) {
        String folder = folderOf(changelogPath);
        Optional<? extends FormatDocument> entry = context.document(join(folder, "SKILL.md"));
        if (entry.isEmpty()) {
            entry = context.document(join(folder, "AGENTS.md"));
        }
        return entry.map(d -> d.kind().isMetaAgentsEntry()).orElse(false);
    }

    @Override
    public void contribute(FormatDocument document, ContributionBuilder graph) {
        if (!document.kind().isMetaAgentsEntry()) {
            return;
        }
        var fm = document.frontmatter().orElseThrow();
        var map = fm.mapping().orElse(null);
        String path = document.path();
        String id = graph.id(path);
        var name = FrontmatterLookups.string(map, "name");
        String fqn = name.map(n -> FrontmatterLookups.string(map, "scope").map(s -> s.value() + "/").orElse("")
                + n.value()).orElse("");
        graph.node(id, document.kind() == SKILL ? NodeKind.SKILL : NodeKind.AGENT,
                FormatName.METAAGENTS, fqn, FrontmatterLookups.string(map, "version").map(YamlScalar::value)
                        .orElse(""), path, FrontmatterLookups.nameRange(fm, name),
                List.of(graph.layer().address(folderOf(path))), false);
        if (map == null) {
            return;
        }
        map.get("dependencies").map(YamlNode::resolved).filter(YamlMapping.class::isInstance)
                .map(YamlMapping.class::cast).ifPresent(deps -> {
                    dependencies(graph, id, path, deps, "skills", EdgeKind.SKILL_DEPENDENCY);
                    dependencies(graph, id, path, deps, "mcps", EdgeKind.MCP_DEPENDENCY);
                });
    }

    private static void dependencies(ContributionBuilder graph, String from, String path, YamlMapping deps,
                                     String key, EdgeKind kind) {
        var list = deps.get(key).map(YamlNode::resolved);
        if (list.isEmpty() || !(list.get() instanceof YamlSequence seq)) {
            return;
        }
        for (var item : seq.items()) {
            var value = item.resolved();
            if (value instanceof YamlMapping object) {
                value = object.get("origin").map(YamlNode::resolved).orElse(null);
            }
            if (!(value instanceof YamlScalar uri) || !uri.isString()) {
                continue;
            }
            var origin = Origin.parse(uri.value());
            if (origin.isEmpty()) {
                // Kept, so graph and resolve see what check reports: a dependency that names nothing.
                graph.edge(from, kind, null, uri.value(), path, uri.range(), null, Rule.DEPENDENCY_ORIGIN_INVALID);
                continue;
            }
            var location = graph.locate(origin.get());
            graph.edge(from, kind, location, uri.value(), path, uri.range(), Rule.DEPENDENCY_MISSING);
        }
    }
}
