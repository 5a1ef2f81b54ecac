package dev.catalogstudio.model.workspace;

import dev.catalogstudio.model.format.FormatContext;
import dev.catalogstudio.model.formats.Formats;
import dev.catalogstudio.model.resolve.Contribution;
import dev.catalogstudio.model.resolve.ContributionBuilder;
import dev.catalogstudio.model.resolve.Layer;
import dev.catalogstudio.model.resolve.Layers;

/**
 * What each document adds to the dependency graph, from the format owning its kind. A pure function of one document,
 * its kind, the layers and what its rules may read of the workspace around it, so an edit re-derives the contributions
 * of the documents it re-checks (the edited one, and those whose rules read it) and no others.
 */
final class Contributions {

    private Contributions() {
    }

    /** The contribution of {@code doc}, a document of {@code layer} whose workspace is {@code context}. */
    static Contribution of(LoadedDocument doc, FormatContext context, Layers layers, Layer layer) {
        if (doc.parsed() == null
                || SkillDiscovery.whyNotLoaded(doc.file().path(), doc.kind(), context.structure()).isPresent()) {
            return Contribution.NONE; // a SKILL.md nothing loads is no skill of the graph either
        }
        var format = Formats.owner(doc.kind());
        if (format.isEmpty()) {
            return Contribution.NONE;
        }
        var graph = new ContributionBuilder(layers, layer);
        format.get().contribute(doc, context, graph);
        return graph.build();
    }
}
