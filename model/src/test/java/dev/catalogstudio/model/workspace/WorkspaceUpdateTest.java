package dev.catalogstudio.model.workspace;

import static dev.catalogstudio.model.workspace.Catalogs.write;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.format.metaagents.Changelog;
import dev.catalogstudio.model.resolve.NodeKind;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@link Workspace#update} re-parses, re-checks and reports, on a small catalog: a hub skill and two users. */
class WorkspaceUpdateTest {

    private static final String ORIGIN = "https://github.com/acme/catalog/tree/main";

    @TempDir
    Path root;

    private Workspace workspace;

    @BeforeEach
    void catalog() throws IOException {
        write(root, "catalog-studio.yaml", "origin: " + ORIGIN + "\n");
        entry("hub", List.of());
        entry("user-a", List.of("hub"));
        entry("user-b", List.of("hub"));
        workspace = Workspace.open(root, ProgressListener.NONE);
    }

    @Test
    void aBodyEditReparsesOnlyThatDocumentAndLeavesTheGraphShapeAlone() {
        var before = workspace.snapshot();

        var update = workspace.update("skills/hub/SKILL.md", skill("hub", List.of()) + "More text.\n");

        var after = update.snapshot();
        assertThat(after.version()).isEqualTo(before.version() + 1);
        assertThat(update.changed()).isEmpty();
        assertThat(after.document("skills/user-a/SKILL.md").orElseThrow().parsed())
                .isSameAs(before.document("skills/user-a/SKILL.md").orElseThrow().parsed());
        assertThat(after.document("skills/hub/SKILL.md").orElseThrow().parsed())
                .isNotSameAs(before.document("skills/hub/SKILL.md").orElseThrow().parsed());
        assertThat(after.graph().edges()).isEqualTo(before.graph().edges());
    }

    @Test
    void renamingTheHubFolderBreaksItsDependentsAndOnlyThem() {
        workspace.delete("skills/hub/SKILL.md");
        var update = workspace.update("skills/hub2/SKILL.md", skill("hub2", List.of()));

        assertThat(codes(update.snapshot(), "skills/user-a/SKILL.md")).contains("dependency-missing");
        assertThat(codes(update.snapshot(), "skills/user-b/SKILL.md")).contains("dependency-missing");

        var fixed = workspace.update("skills/user-a/SKILL.md", skill("user-a", List.of("hub2")));

        assertThat(fixed.changed()).containsExactly("skills/user-a/SKILL.md");
        assertThat(codes(fixed.snapshot(), "skills/user-a/SKILL.md")).doesNotContain("dependency-missing");
        assertThat(codes(fixed.snapshot(), "skills/user-b/SKILL.md")).contains("dependency-missing");
    }

    @Test
    void closingALoopReportsEveryEdgeOfItAndOpeningItClearsThem() {
        var update = workspace.update("skills/hub/SKILL.md", skill("hub", List.of("user-a")));

        assertThat(update.changed()).containsExactlyInAnyOrder("skills/hub/SKILL.md", "skills/user-a/SKILL.md");
        var loop = update.snapshot().diagnostics("skills/user-a/SKILL.md").stream()
                .filter(d -> d.code().equals("dependency-cycle")).map(Diagnostic::message).toList();
        assertThat(loop).singleElement().asString().contains("acme/user-a → acme/hub → acme/user-a");

        var opened = workspace.update("skills/hub/SKILL.md", skill("hub", List.of()));

        assertThat(opened.changed()).containsExactlyInAnyOrder("skills/hub/SKILL.md", "skills/user-a/SKILL.md");
        assertThat(opened.snapshot().diagnostics()).isEmpty();
    }

    @Test
    void oldSnapshotsStayAsTheyWere() {
        var before = workspace.snapshot();
        var diagnostics = before.diagnostics();

        workspace.update("skills/hub/SKILL.md", "not a skill any more");

        assertThat(before.diagnostics()).isEqualTo(diagnostics).isEmpty();
        assertThat(before.document("skills/hub/SKILL.md").orElseThrow().source().text().text()).startsWith("---");
        assertThat(workspace.snapshot().diagnostics("skills/hub/SKILL.md")).isNotEmpty();
    }

    @Test
    void theGraphHoldsTypedNodesAndEdgesWithTheirRanges() {
        var graph = workspace.snapshot().graph();

        var hub = graph.node("skills/hub/SKILL.md").orElseThrow();
        assertThat(hub.kind()).isEqualTo(NodeKind.SKILL);
        assertThat(hub.fqn()).isEqualTo("acme/hub");
        assertThat(hub.version()).isEqualTo("1.0.0");
        assertThat(hub.range().start().line()).isEqualTo(2);
        var edge = graph.edgesFrom("skills/user-a/SKILL.md").get(0);
        assertThat(graph.target(edge)).contains(hub);
        assertThat(edge.range().start().line()).isEqualTo(8);
        var order = graph.installOrder("skills/user-a/SKILL.md");
        assertThat(order.complete()).isTrue();
        assertThat(order.order()).extracting(n -> n.fqn()).containsExactly("acme/hub", "acme/user-a");
    }

    @Test
    void eachUpdateBuildsOnThePreviousOne() {
        var first = workspace.update("skills/hub/SKILL.md", skill("Bad_Name", List.of()));
        var second = workspace.update("skills/hub/NOTES.md", "notes");
        var deleted = workspace.delete("skills/hub/NOTES.md");

        assertThat(first.snapshot().version()).isEqualTo(2);
        assertThat(first.snapshot().fileSetVersion()).isEqualTo(1);
        assertThat(second.snapshot().version()).isEqualTo(3);
        assertThat(second.snapshot().fileSetVersion()).isEqualTo(3);
        assertThat(codes(second.snapshot(), "skills/hub/SKILL.md")).contains("name-format");
        assertThat(deleted.snapshot().version()).isEqualTo(4);
        assertThat(deleted.snapshot().fileSetVersion()).isEqualTo(4);
        assertThat(workspace.snapshot()).isSameAs(deleted.snapshot());
        assertThat(workspace.snapshot().files()).doesNotContainKey("skills/hub/NOTES.md");
    }

    private static List<String> codes(Snapshot snapshot, String path) {
        return snapshot.diagnostics(path).stream().map(Diagnostic::code).toList();
    }

    private void entry(String name, List<String> deps) {
        write(root, "skills/" + name + "/SKILL.md", skill(name, deps));
        write(root, "skills/" + name + "/CHANGELOG.md", "# Changelog\n\n## 1.0.0 (2026-01-15)\n\n- First.\n");
    }

    private static String skill(String name, List<String> deps) {
        var text = new StringBuilder("---\nname: " + name + "\nscope: acme\ndescription: Does " + name
                + " things.\nversion: 1.0.0\n");
        if (!deps.isEmpty()) {
            text.append("dependencies:\n  skills:\n");
            deps.forEach(d -> text.append("    - ").append(ORIGIN).append("/skills/").append(d).append('\n'));
        }
        return text.append("---\n# ").append(name).append("\n\nDo it.\n").toString();
    }
}
