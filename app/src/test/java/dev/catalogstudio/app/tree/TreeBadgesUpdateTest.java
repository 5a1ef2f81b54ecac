package dev.catalogstudio.app.tree;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.app.session.Workspaces;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tree recomputes the badges of the changed file and its folders only: counted, never timed, the same on a
 * workspace of n documents and of 4n; and the counts are those of a tree built from scratch.
 */
class TreeBadgesUpdateTest {

    private static long editOneOf(Path root, int skills) throws Exception {
        var session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run);
        var tree = new FileTreeViewModel(session);
        session.open(Workspaces.withBadSkills(root, skills));
        long opened = tree.badgesRecomputed();
        assertThat(opened).isGreaterThanOrEqualTo(skills);

        session.update(Workspaces.skill(1), "---\nname: s1\ndescription: Checks one thing.\n---\nBody\n");

        var fresh = new FileTreeViewModel(session);
        assertThat(tree.badges()).isEqualTo(fresh.badges());
        assertThat(tree.badge(Workspaces.skill(1))).isEqualTo(FileTreeViewModel.Badge.NONE);
        assertThat(tree.badge("skills").errors()).isEqualTo(fresh.badge("skills").errors()).isPositive();
        return tree.badgesRecomputed() - opened;
    }

    @Test
    void anEditRecomputesTheSameBadgesInAWorkspaceFourTimesLarger(@TempDir Path temp) throws Exception {
        long small = editOneOf(Files.createDirectory(temp.resolve("small")), 25);
        long large = editOneOf(Files.createDirectory(temp.resolve("large")), 100);

        // The file, skills/s1, skills and the root.
        assertThat(small).isEqualTo(4);
        assertThat(large).isEqualTo(small);
    }

    @Test
    void anEditThatChangesNoDiagnosticRecomputesNoBadge(@TempDir Path root) throws Exception {
        var session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run);
        var tree = new FileTreeViewModel(session);
        session.open(Workspaces.withBadSkills(root, 3));
        long opened = tree.badgesRecomputed();

        session.update(Workspaces.skill(1), Workspaces.badSkill("Bad_1") + "More body.\n");

        assertThat(tree.badgesRecomputed()).isEqualTo(opened);
    }
}
