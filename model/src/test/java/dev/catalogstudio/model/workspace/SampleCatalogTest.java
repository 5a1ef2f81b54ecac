package dev.catalogstudio.model.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.format.agentplugins.AgentPluginsFormat;
import dev.catalogstudio.model.format.mcp.McpFormat;
import dev.catalogstudio.model.format.metaagents.MetaAgentsFormat;
import dev.catalogstudio.model.format.oaf.OafFormat;
import dev.catalogstudio.model.format.skills.SkillsFormat;
import dev.catalogstudio.model.format.threemd.agent.ThreeMdFormat;
import java.io.IOException;
import java.nio.file.Path;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The bundled sample catalog ({@code resources/samples/catalog}) checks clean and holds every kind of document. */
class SampleCatalogTest {

    /** Relative to the model module, where Maven runs the tests. */
    private static final Path SAMPLE = Path.of("..", "resources", "samples", "catalog");

    @Test
    void theSampleCatalogHasNoErrorsOrWarnings() throws IOException {
        var result = new CatalogChecker().check(SAMPLE, ProgressListener.NONE);

        var problems = result.diagnostics().stream()
                .filter(d -> d.diagnostic().severity() == Severity.ERROR
                        || d.diagnostic().severity() == Severity.WARNING)
                .toList();
        assertThat(problems)
                .as("errors and warnings in the sample catalog:%n%s", problems.stream()
                        .map(d -> d.path() + ":" + d.diagnostic().range().start().line() + ": "
                                + d.diagnostic().severity() + " " + d.diagnostic().code() + ": "
                                + d.diagnostic().message())
                        .collect(Collectors.joining("\n")))
                .isEmpty();
    }

    @Test
    void theSampleCatalogHoldsEveryKindOfDocument() throws IOException {
        var scan = new WorkspaceScanner().scan(SAMPLE, ProgressListener.NONE);
        var kinds = new WorkspaceDocuments(scan).load(ProgressListener.NONE).documents().stream()
                .map(LoadedDocument::kind)
                .collect(Collectors.toSet());

        assertThat(kinds).contains(MetaAgentsFormat.AGENT, MetaAgentsFormat.SKILL,
                McpFormat.METAAGENTS_MCP, MetaAgentsFormat.CHANGELOG, OafFormat.AGENT,
                OafFormat.MCP_CONFIG, ThreeMdFormat.AGENT, SkillsFormat.WORKSPACE_SKILL,
                McpFormat.WORKSPACE_MCP_CONFIG, AgentPluginsFormat.MANIFEST, AgentPluginsFormat.MCP_CONFIG);
    }
}
