package dev.catalogstudio.model.format.threemd.agent;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.EditorLanguage;
import dev.catalogstudio.model.format.Format;
import dev.catalogstudio.model.format.FormatContext;
import dev.catalogstudio.model.format.FormatDocument;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.format.Structure;
import dev.catalogstudio.model.format.threemd.Decimal;
import dev.catalogstudio.model.format.threemd.ThreeMdDocument;
import dev.catalogstudio.model.format.threemd.ThreeMdParser;
import dev.catalogstudio.model.resolve.ContributionBuilder;
import dev.catalogstudio.model.resolve.EdgeKind;
import dev.catalogstudio.model.resolve.FormatName;
import dev.catalogstudio.model.resolve.NodeKind;
import dev.catalogstudio.model.text.SourceText;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * 3md documents ({@code *.3md}; 3md-base.md). A document that declares itself an agent ({@link Agent#isAgent}) is
 * checked by the agent3md/1 rules and is, in the graph, an agent node containing one node per plane, with the plane
 * links between them as dependencies. Any other 3md document (a flipbook, a timeline, a deck) gets the base format's
 * rules only; its planes and cross-plane links are in the graph too, where a link to no plane is a warning and loops
 * are allowed.
 *
 * <p>It lives here, with the agent profile, not in {@code format.threemd}: it is the one class that joins the two
 * (the base syntax below, agent3md/1 built on it), and in the base package it made the two packages import each
 * other. {@code format.threemd} knows no agent.
 */
public final class ThreeMdFormat implements Format {

    /**
     * A {@code *.3md} that declares itself an agent ({@code agent:} or {@code axis: skill} frontmatter, or a plane of
     * {@code kind=identity} or {@code kind=skill}): the base format's rules and agent3md/1's.
     */
    public static final DocumentKind AGENT = DocumentKind.of("threemd-agent", "3md agent", "3",
            EditorLanguage.THREEMD);
    /** Any other {@code *.3md} (a flipbook, a timeline, a deck): the base format's rules only. */
    public static final DocumentKind DOCUMENT = DocumentKind.of("threemd-document", "3md document", "3",
            EditorLanguage.THREEMD);

    @Override
    public Set<DocumentKind> kinds() {
        return Set.of(AGENT, DOCUMENT);
    }

    @Override
    public List<KindSpec> specs() {
        return List.of(ThreeMdSpecs.FRONTMATTER, ThreeMdSpecs.AGENT, ThreeMdSpecs.AGENT_PLANE);
    }

    @Override
    public boolean reads(String path) {
        return path.endsWith(".3md");
    }

    @Override
    public Parsed parse(String path, SourceText text) {
        return new Parsed.Own(text, ThreeMdParser.parse(text));
    }

    @Override
    public Optional<DocumentKind> classify(String path, Parsed parsed, Structure structure) {
        if (!reads(path)) {
            return Optional.empty();
        }
        boolean agent = parsed != null && parsed.model(ThreeMdDocument.class).filter(Agent::isAgent).isPresent();
        return Optional.of(agent ? AGENT : DOCUMENT);
    }

    @Override
    public void check(FormatDocument document, FormatContext context, Diagnostics out) {
        var parsed = document.parsed().model(ThreeMdDocument.class);
        if (parsed.isEmpty()) {
            return;
        }
        if (document.kind() == AGENT) {
            // Links are checked on the workspace graph (dead-link, cycle), not per document.
            AgentRules.check(parsed.get(), out, false);
        } else {
            out.addAll(parsed.get().diagnostics());
        }
    }

    @Override
    public void contribute(FormatDocument document, ContributionBuilder graph) {
        var read = document.parsed().model(ThreeMdDocument.class).filter(ThreeMdDocument::isValid);
        if (read.isEmpty()) {
            return;
        }
        var parsed = read.get();
        String path = document.path();
        String id = graph.id(path);
        if (document.kind() == DOCUMENT) {
            planes(parsed, path, id, graph, EdgeKind.PLANE_REFERENCE, Rule.PLANE_LINK_MISSING);
            return;
        }
        var agent = Agent.of(parsed);
        var identity = agent.identity();
        graph.node(id, NodeKind.AGENT, FormatName.THREEMD, agent.name() == null ? "" : agent.name(),
                parsed.version() == null ? "" : parsed.version(), path,
                identity == null ? parsed.fence() : identity.directive(), List.of(), false);
        for (var plane : parsed.planes()) {
            String z = "z=" + Decimal.format(plane.z());
            graph.edge(id, EdgeKind.CONTAINS, graph.layer().address(path + "#" + z), z, path, plane.directive(), null,
                    null);
        }
        planes(parsed, path, id, graph, EdgeKind.PLANE_LINK, Rule.AGENT_DEAD_LINK);
    }

    /** A node per plane ({@code <path>#z=N}) and an edge per cross-plane link, of {@code links} kind. */
    private static void planes(ThreeMdDocument parsed, String path, String id, ContributionBuilder graph,
                               EdgeKind links, Rule onMissing) {
        for (var plane : parsed.planes()) {
            String z = "z=" + Decimal.format(plane.z());
            graph.node(id + "#" + z, NodeKind.PLANE, FormatName.THREEMD, z, "", path, plane.directive(),
                    List.of(graph.layer().address(path + "#" + z)), false);
        }
        for (var plane : parsed.planes()) {
            String from = id + "#z=" + Decimal.format(plane.z());
            for (var link : plane.links()) {
                String z = "z=" + Decimal.format(link.targetZ());
                graph.edge(from, links, graph.layer().address(path + "#" + z), z, path, link.range(), null,
                        onMissing);
            }
        }
    }
}
