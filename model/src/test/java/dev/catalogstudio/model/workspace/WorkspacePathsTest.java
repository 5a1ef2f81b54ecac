package dev.catalogstudio.model.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Rule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/** One path at a time as the scan sees it: never through a link, each link judged as the scan judges it. */
@DisabledOnOs(OS.WINDOWS)
class WorkspacePathsTest {

    @TempDir
    Path dir;

    private Path root;
    private Path outside;

    private void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    /** A workspace holding a file, a folder, and links of every kind the scan tells apart. */
    private void tree() throws IOException {
        root = dir.resolve("w");
        outside = dir.resolve("outside");
        write(root.resolve("skills/a/SKILL.md"), "---\nname: a\n---\n");
        write(outside.resolve("SKILL.md"), "---\nname: secret\n---\n");
        Files.createDirectories(root.resolve("skills/b"));
        Files.createSymbolicLink(root.resolve("skills/b/SKILL.md"), outside.resolve("SKILL.md"));
        Files.createSymbolicLink(root.resolve("skills/out"), outside);
        Files.createSymbolicLink(root.resolve("skills/alias"), Path.of("a"));
        Files.createSymbolicLink(root.resolve("skills/a/loop"), Path.of(".."));
        Files.createSymbolicLink(root.resolve("skills/gone.md"), Path.of("nothing.md"));
        Files.createSymbolicLink(root.resolve("skills/escape.md"), outside.resolve("nothing.md"));
        write(root.resolve("node_modules/x/SKILL.md"), "---\nname: x\n---\n");
    }

    @Test
    void aFileReachedThroughNoLinkIsListedWithItsSize() throws IOException {
        tree();
        var entry = WorkspacePaths.entry(root, "skills/a/SKILL.md");
        assertThat(entry).isInstanceOf(WorkspacePaths.File.class);
        var file = ((WorkspacePaths.File) entry).file();
        assertThat(file.path()).isEqualTo("skills/a/SKILL.md");
        assertThat(file.size()).isEqualTo(16);
        assertThat(WorkspacePaths.entry(root, "skills/a")).isInstanceOf(WorkspacePaths.Folder.class);
        assertThat(WorkspacePaths.entry(root, "")).isInstanceOf(WorkspacePaths.Folder.class);
    }

    @Test
    void aLinkOrAPathUnderOneIsNeverFollowed() throws IOException {
        tree();
        var file = (WorkspacePaths.Linked) WorkspacePaths.entry(root, "skills/b/SKILL.md");
        assertThat(file.path()).isEqualTo("skills/b/SKILL.md");
        assertThat(file.link().kind()).isEqualTo(WorkspacePaths.LinkKind.ESCAPE);
        assertThat(file.link().rule()).isEqualTo(Rule.SYMLINK_ESCAPE);
        var under = (WorkspacePaths.Linked) WorkspacePaths.entry(root, "skills/out/SKILL.md");
        assertThat(under.path()).as("the link on the way").isEqualTo("skills/out");
        assertThat(under.link().kind()).isEqualTo(WorkspacePaths.LinkKind.ESCAPE);
        var alias = (WorkspacePaths.Linked) WorkspacePaths.entry(root, "skills/alias/SKILL.md");
        assertThat(alias.link().kind()).isEqualTo(WorkspacePaths.LinkKind.ALIAS);
        assertThat(alias.link().rule()).isNull();
        assertThat(((WorkspacePaths.Linked) WorkspacePaths.entry(root, "skills/a/loop")).link().kind())
                .isEqualTo(WorkspacePaths.LinkKind.LOOP);
        assertThat(((WorkspacePaths.Linked) WorkspacePaths.entry(root, "skills/gone.md")).link().kind())
                .isEqualTo(WorkspacePaths.LinkKind.DANGLING);
        assertThat(((WorkspacePaths.Linked) WorkspacePaths.entry(root, "skills/escape.md")).link().kind())
                .as("dangling, by a path outside").isEqualTo(WorkspacePaths.LinkKind.ESCAPE);
    }

    @Test
    void whatTheScanDoesNotListIsUnlisted() throws IOException {
        tree();
        for (String path : new String[] {"skills/none.md", "skills/a/SKILL.md/x", "node_modules/x/SKILL.md",
                "skills/../skills/a/SKILL.md", "skills//a", "skills/./a"}) {
            assertThat(WorkspacePaths.entry(root, path)).as(path).isInstanceOf(WorkspacePaths.Unlisted.class);
        }
    }

    @Test
    void everyPathAgreesWithTheScan() throws IOException {
        tree();
        var scan = new WorkspaceScanner().scan(root, ProgressListener.NONE);
        var listed = new TreeSet<String>();
        scan.files().forEach(f -> listed.add(f.path()));
        var problems = new TreeMap<String, String>();
        scan.problems().forEach(p -> problems.put(p.path(), p.diagnostic().code() + " " + p.diagnostic().message()));
        var aliases = new TreeSet<String>();
        scan.aliases().forEach(a -> aliases.add(a.path()));
        for (String path : new String[] {"skills/a/SKILL.md", "skills/b/SKILL.md", "skills/out", "skills/alias",
                "skills/a/loop", "skills/gone.md", "skills/escape.md", "node_modules/x/SKILL.md"}) {
            var entry = WorkspacePaths.entry(root, path);
            assertThat(entry instanceof WorkspacePaths.File).as(path + " listed").isEqualTo(listed.contains(path));
            if (entry instanceof WorkspacePaths.Linked linked) {
                var link = linked.link();
                assertThat(link.kind() == WorkspacePaths.LinkKind.ALIAS).as(path + " an alias")
                        .isEqualTo(aliases.contains(path));
                assertThat((Object) (link.rule() == null ? null : link.rule().id() + " " + link.message()))
                        .as(path + " its diagnostic").isEqualTo(problems.get(path));
            }
        }
    }
}
