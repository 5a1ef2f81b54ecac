package dev.catalogstudio.model.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.format.threemd.ThreeMdParser;
import dev.catalogstudio.model.format.threemd.agent.Agent;
import dev.catalogstudio.model.format.threemd.agent.ThreeMdFormat;
import dev.catalogstudio.model.resolve.EdgeKind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A {@code .3md} is an agent only when it says so; other 3md documents get the base format's rules only. */
class ThreeMdRecognitionTest {

    private static final String DECK = "---\n3md: 1.0\naxis: slide\ntitle: Deck\n---\n"
            + "@plane z=1 label=\"one\"\nNext: [[z=2]].\n\n@plane z=2 label=\"two\"\nBack to [[z=1]], on to [[z=9]].\n";

    @TempDir
    Path root;

    @Test
    void anAgentDeclaresItselfByAgentAxisOrPlaneKind() {
        assertThat(Agent.isAgent(ThreeMdParser.parse("---\n3md: 1.0\nagent: a\n---\n@plane z=0\n"))).isTrue();
        assertThat(Agent.isAgent(ThreeMdParser.parse("---\n3md: 1.0\naxis: skill\ntitle: T\n---\n@plane z=0\n")))
                .isTrue();
        assertThat(Agent.isAgent(ThreeMdParser.parse("---\n3md: 1.0\ntitle: T\n---\n@plane z=0 kind=identity\n")))
                .isTrue();
        assertThat(Agent.isAgent(ThreeMdParser.parse("---\n3md: 1.0\ntitle: T\n---\n@plane z=3 kind=skill\n")))
                .isTrue();
        assertThat(Agent.isAgent(ThreeMdParser.parse(DECK))).as("a title alone makes no agent").isFalse();
        assertThat(Agent.isAgent(ThreeMdParser.parse("---\n3md: 1.0\naxis: frame\n---\n@plane z=0 kind=frame\n")))
                .isFalse();
    }

    @Test
    void aPlainDocumentMayLoopButADeadLinkIsAWarning() throws IOException {
        Files.writeString(root.resolve("deck.3md"), DECK);
        var snapshot = Workspace.open(root, ProgressListener.NONE).snapshot();

        assertThat(snapshot.document("deck.3md").orElseThrow().kind()).isEqualTo(ThreeMdFormat.DOCUMENT);
        assertThat(snapshot.diagnostics("deck.3md")).extracting(d -> d.code() + "@" + d.range().start().line() + ":"
                + d.range().start().column()).containsExactly("plane-link-missing@10:24");
        assertThat(snapshot.graph().edges()).filteredOn(e -> e.path().equals("deck.3md"))
                .extracting(e -> e.kind()).containsOnly(EdgeKind.PLANE_REFERENCE);
    }

    @Test
    void theSameLinksInAnAgentAreACycleAndADeadLink() throws IOException {
        Files.writeString(root.resolve("agent.3md"), DECK.replace("axis: slide", "axis: skill"));
        var snapshot = Workspace.open(root, ProgressListener.NONE).snapshot();

        assertThat(snapshot.document("agent.3md").orElseThrow().kind()).isEqualTo(ThreeMdFormat.AGENT);
        assertThat(snapshot.diagnostics("agent.3md")).extracting(d -> d.code())
                .contains("cycle", "dead-link").doesNotContain("plane-link-missing");
    }

    @Test
    void anEditThatMakesADocumentAnAgentReclassifiesIt() throws IOException {
        Files.writeString(root.resolve("deck.3md"), DECK);
        var workspace = Workspace.open(root, ProgressListener.NONE);

        var after = workspace.update("deck.3md", DECK.replace("title: Deck", "agent: deck")).snapshot();

        assertThat(after.document("deck.3md").orElseThrow().kind()).isEqualTo(ThreeMdFormat.AGENT);
        assertThat(after.diagnostics("deck.3md")).extracting(d -> d.code()).contains("cycle", "dead-link");
    }
}
