package dev.catalogstudio.model.format.threemd;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.Format;
import dev.catalogstudio.model.format.FormatContext;
import dev.catalogstudio.model.format.FormatDocument;
import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.format.Structure;
import dev.catalogstudio.model.format.threemd.agent.Agent;
import dev.catalogstudio.model.format.threemd.agent.AgentRules;
import dev.catalogstudio.model.resolve.ContributionBuilder;
import dev.catalogstudio.model.resolve.EdgeKind;
import dev.catalogstudio.model.resolve.FormatName;
import dev.catalogstudio.model.resolve.NodeKind;
import dev.catalogstudio.model.text.SourceText;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * 3md documents ({@code *.3md}; 3md-base.md and agent-3md.md): checked by the agent3md rules, and in the graph an
 * agent node containing one node per plane, with the plane links between them.
 */
public final class ThreeMdFormat implements Format {

    @Override
    public Set<DocumentKind> kinds() {
        return Set.of(DocumentKind.THREEMD_AGENT);
    }

    @Override
    public boolean reads(String path) {
        return path.endsWith(".3md");
    }

    @Override
    public Parsed parse(String path, SourceText text) {
        return new Parsed.ThreeMd(ThreeMdParser.parse(text));
    }

    @Override
    public Optional<DocumentKind> classify(String path, Parsed parsed, Structure structure) {
        return reads(path) ? Optional.of(DocumentKind.THREEMD_AGENT) : Optional.empty();
    }

    @Override
    public void check(FormatDocument document, FormatContext context, Diagnostics out) {
        if (document.parsed() instanceof Parsed.ThreeMd t) {
            // Links are checked on the workspace graph (dead-link, cycle), not per document.
            AgentRules.check(t.document(), out, false);
        }
    }

    @Override
    public void contribute(FormatDocument document, ContributionBuilder graph) {
        if (!(document.parsed() instanceof Parsed.ThreeMd t) || !t.document().isValid()) {
            return;
        }
        var parsed = t.document();
        String path = document.path();
        var agent = Agent.of(parsed);
        String id = graph.id(path);
        var identity = agent.identity();
        graph.node(id, NodeKind.AGENT, FormatName.THREEMD, agent.name() == null ? "" : agent.name(),
                parsed.version() == null ? "" : parsed.version(), path,
                identity == null ? parsed.fence() : identity.directive(), List.of(), false);
        for (var plane : parsed.planes()) {
            String z = "z=" + Decimal.format(plane.z());
            String planeAddress = graph.layer().address(path + "#" + z);
            graph.node(id + "#" + z, NodeKind.PLANE, FormatName.THREEMD, z, "", path, plane.directive(),
                    List.of(planeAddress), false);
            graph.edge(id, EdgeKind.CONTAINS, planeAddress, z, path, plane.directive(), null, null);
        }
        for (var plane : parsed.planes()) {
            String from = id + "#z=" + Decimal.format(plane.z());
            for (var link : plane.links()) {
                String z = "z=" + Decimal.format(link.targetZ());
                graph.edge(from, EdgeKind.PLANE_LINK, graph.layer().address(path + "#" + z), z, path, link.range(),
                        null, Rule.AGENT_DEAD_LINK);
            }
        }
    }
}
