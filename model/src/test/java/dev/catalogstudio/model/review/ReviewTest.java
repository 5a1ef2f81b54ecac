package dev.catalogstudio.model.review;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.workspace.ProgressListener;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link Review} on git histories built here with JGit: one test per change-set rule, and the change set's shape. */
class ReviewTest {

    @TempDir
    Path work;
    private Git git;

    @BeforeEach
    void repository() throws GitAPIException {
        git = Git.init().setDirectory(work.toFile()).setInitialBranch("main").call();
    }

    @AfterEach
    void close() {
        git.close();
    }

    private void write(String path, String text) throws IOException {
        Path file = work.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    private String commit(String message) throws GitAPIException {
        git.add().addFilepattern(".").call();
        git.add().addFilepattern(".").setUpdate(true).call();
        return git.commit().setMessage(message).setAuthor("Test", "t@example.org")
                .setCommitter("Test", "t@example.org").setSign(false).call().name();
    }

    private static String skill(String name, String version, String body, String... dependencies) {
        var text = new StringBuilder("---\nname: " + name + "\nscope: acme\ndescription: The " + name
                + " skill. Use when a task needs " + name + ".\nversion: " + version + "\n");
        if (dependencies.length > 0) {
            text.append("dependencies:\n  skills:\n");
            for (String dependency : dependencies) {
                text.append("    - \"https://github.com/acme/catalog/tree/main/skills/").append(dependency)
                        .append("\"\n");
            }
        }
        return text.append("---\n# ").append(name).append("\n\n").append(body).append("\n").toString();
    }

    private static String changelog(String... versions) {
        var text = new StringBuilder("# Changelog\n");
        for (String version : versions) {
            text.append("\n## ").append(version).append(" (2026-01-0").append(version.charAt(version.length() - 1))
                    .append(")\n\n- Changes of ").append(version).append(".\n");
        }
        return text.toString();
    }

    private void catalog() throws IOException {
        write("catalog-studio.yaml", "origin: https://github.com/acme/catalog/tree/main\n");
    }

    private ChangeSet review(String base) throws Exception {
        return Review.run(work.toRealPath(), base, Optional.empty(), ProgressListener.NONE);
    }

    private static Map<String, String> found(ChangeSet set, Rule... rules) {
        var wanted = List.of(rules);
        return set.diagnostics().stream().filter(d -> wanted.contains(d.diagnostic().rule()))
                .collect(Collectors.toMap(d -> d.path() + ":" + d.diagnostic().range().start().line() + " "
                        + d.diagnostic().rule().id(), d -> d.diagnostic().message(), (a, b) -> a + " | " + b,
                        java.util.TreeMap::new));
    }

    @Test
    void versionNotBumped() throws Exception {
        catalog();
        write("skills/a/SKILL.md", skill("a", "1.0.0", "Step one."));
        write("skills/a/CHANGELOG.md", changelog("1.0.0"));
        String base = commit("a 1.0.0");
        write("skills/a/SKILL.md", skill("a", "1.0.0", "Step one, then two."));

        var set = review(base);

        assertThat(found(set, Rule.VERSION_NOT_BUMPED)).containsOnlyKeys("skills/a/SKILL.md:5 version-not-bumped");
        assertThat(set.changes()).singleElement().satisfies(c -> {
            assertThat(c.change()).isEqualTo(ChangeSet.Change.MODIFIED);
            assertThat(c.fqn()).isEqualTo("acme/a");
            assertThat(c.files()).containsExactly("skills/a/SKILL.md");
            assertThat(c.bump()).isEqualTo(Bump.NONE);
        });
        assertThat(set.hasErrors()).isTrue();

        // Only the CHANGELOG changed: nothing to bump.
        write("skills/a/SKILL.md", skill("a", "1.0.0", "Step one."));
        write("skills/a/CHANGELOG.md", changelog("1.0.0") + "\nA note.\n");
        assertThat(found(review(base), Rule.VERSION_NOT_BUMPED)).isEmpty();
    }

    @Test
    void versionBumpedTwice() throws Exception {
        catalog();
        write("skills/a/SKILL.md", skill("a", "1.0.0", "One."));
        String base = commit("a 1.0.0");

        write("skills/a/SKILL.md", skill("a", "1.0.2", "Two."));
        assertThat(found(review(base), Rule.VERSION_BUMPED_TWICE).values()).singleElement().asString()
                .contains("went from 1.0.0 to 1.0.2, more than one bump", "1.0.1");

        // Two commits, each a bump: 1.0.0 → 1.0.1 → 1.1.0, a single minor step overall.
        write("skills/a/SKILL.md", skill("a", "1.0.1", "Two."));
        commit("a 1.0.1");
        write("skills/a/SKILL.md", skill("a", "1.1.0", "Three."));
        commit("a 1.1.0");
        var set = review(base);
        assertThat(set.changes()).singleElement().extracting(ChangeSet.EntryChange::bump).isEqualTo(Bump.MINOR);
        assertThat(found(set, Rule.VERSION_BUMPED_TWICE).values()).singleElement().asString()
                .contains("bumped 2 times", "1.0.0 → 1.0.1 → 1.1.0");
    }

    @Test
    void versionBumpTooSmall() throws Exception {
        catalog();
        write("skills/a/SKILL.md", skill("a", "1.0.0", "A.", "b"));
        write("skills/b/SKILL.md", skill("b", "1.0.0", "B."));
        write("skills/c/SKILL.md", skill("c", "1.0.0", "C."));
        String base = commit("three skills");

        write("skills/a/SKILL.md", skill("a", "1.1.0", "A."));          // dropped b: needs major
        write("skills/c/SKILL.md", skill("c", "1.0.1", "C.", "b"));     // added b: needs minor
        var set = review(base);

        var found = found(set, Rule.VERSION_BUMP_TOO_SMALL);
        assertThat(found).containsOnlyKeys("skills/a/SKILL.md:5 version-bump-too-small",
                "skills/c/SKILL.md:5 version-bump-too-small");
        assertThat(found.get("skills/a/SKILL.md:5 version-bump-too-small"))
                .contains("got a minor bump (1.0.0 → 1.1.0)", "need a major one",
                        "dropped dependency https://github.com/acme/catalog/tree/main/skills/b: major");
        assertThat(found.get("skills/c/SKILL.md:5 version-bump-too-small")).contains("need a minor one",
                "added dependency");
        assertThat(set.edgesRemoved()).extracting(ChangeSet.EdgeChange::from).containsExactly("acme/a");
        assertThat(set.edgesAdded()).extracting(ChangeSet.EdgeChange::from).containsExactly("acme/c");
        var a = set.changes().stream().filter(c -> c.fqn().equals("acme/a")).findFirst().orElseThrow();
        assertThat(a.required().bump()).isEqualTo(Bump.MAJOR);
    }

    @Test
    void provenanceRemoved() throws Exception {
        catalog();
        write("skills/a/SKILL.md", skill("a", "1.1.0", "A."));
        write("skills/a/CHANGELOG.md", changelog("1.1.0", "1.0.0"));
        String base = commit("a 1.1.0");

        write("skills/a/SKILL.md", skill("a", "1.2.0", "A, better."));
        write("skills/a/CHANGELOG.md", changelog("1.2.0", "1.1.0"));   // 1.0.0's section deleted
        assertThat(found(review(base), Rule.PROVENANCE_REMOVED).values()).singleElement().asString()
                .contains("released version 1.0.0 was deleted");

        write("skills/a/CHANGELOG.md", changelog("1.2.0", "1.1.0", "1.0.0").replace("Changes of 1.1.0",
                "Other words for 1.1.0"));
        assertThat(found(review(base), Rule.PROVENANCE_REMOVED)).containsOnlyKeys(
                "skills/a/CHANGELOG.md:7 provenance-removed");
    }

    @Test
    void aPluginManifestVersionFollowsTheSameRules() throws Exception {
        write("plugins/kit/.claude-plugin/plugin.json", "{\n  \"name\": \"kit\",\n  \"version\": \"1.0.0\",\n"
                + "  \"description\": \"A kit.\"\n}\n");
        write("plugins/kit/skills/x/SKILL.md", "---\nname: x\ndescription: Does x. Use when x.\n---\n# x\n");
        write(".claude-plugin/marketplace.json", "{\"name\": \"m\", \"owner\": {\"name\": \"o\"}, \"plugins\": "
                + "[{\"name\": \"kit\", \"source\": \"./plugins/kit\"}]}\n");
        String base = commit("kit 1.0.0");

        write("plugins/kit/skills/x/SKILL.md", "---\nname: x\ndescription: Does x better. Use when x.\n---\n# x\n");
        var set = review(base);

        assertThat(found(set, Rule.VERSION_NOT_BUMPED)).containsOnlyKeys(
                "plugins/kit/.claude-plugin/plugin.json:3 version-not-bumped");
        var at = set.diagnostics().stream().filter(d -> d.diagnostic().rule() == Rule.VERSION_NOT_BUMPED)
                .findFirst().orElseThrow().diagnostic().range();
        assertThat(at.start().column()).as("on the version value, quotes included").isEqualTo(14);
        assertThat(at.end().column()).isEqualTo(21);
        assertThat(set.changes()).extracting(ChangeSet.EntryChange::fqn).contains("kit");
    }

    @Test
    void aMovedSkillIsRenamedAndItsDependentsAreImpacted() throws Exception {
        catalog();
        write("skills/a/SKILL.md", skill("a", "1.0.0", "A.", "b"));
        write("skills/b/SKILL.md", skill("b", "1.0.0", "B.", "c"));
        write("skills/c/SKILL.md", skill("c", "1.0.0", "C."));
        String base = commit("a → b → c");

        write("skills/c/SKILL.md", skill("c", "1.0.1", "C, fixed."));
        var set = review(base);
        assertThat(set.impact()).extracting(ChangeSet.Impact::fqn).containsExactly("acme/b", "acme/a");
        assertThat(set.impact().get(1).path()).containsExactly("acme/a", "acme/b", "acme/c");

        Files.move(work.resolve("skills/c"), work.resolve("skills/c2"));
        write("skills/b/SKILL.md", skill("b", "2.0.0", "B.", "c2"));
        var moved = review(base);
        assertThat(moved.changes()).filteredOn(c -> c.fqn().equals("acme/c")).singleElement().satisfies(c -> {
            assertThat(c.change()).isEqualTo(ChangeSet.Change.RENAMED);
            assertThat(c.basePath()).isEqualTo("skills/c/SKILL.md");
            assertThat(c.path()).isEqualTo("skills/c2/SKILL.md");
        });
    }

    @Test
    void aRenameThatAlsoEditsIsPairedByItsLinesAndTwoNewReleasesAreOneTooMany() throws Exception {
        catalog();
        String body = "Lint the squad.\n\n1. Read the files.\n2. Run the checks.\n3. Report.";
        write("skills/squad-lint/SKILL.md", skill("squad-lint", "1.2.0", body));
        write("skills/squad-lint/CHANGELOG.md", changelog("1.2.0", "1.1.0", "1.0.0"));
        write("skills/other/SKILL.md", skill("other", "1.0.0", "Something else entirely."));
        String base = commit("squad-lint 1.2.0");
        Files.delete(work.resolve("skills/squad-lint/SKILL.md"));
        Files.delete(work.resolve("skills/squad-lint/CHANGELOG.md"));
        write("skills/agent-lint/SKILL.md", skill("agent-lint", "2.0.0", body.replace("squad", "agents")));
        write("skills/agent-lint/CHANGELOG.md", changelog("2.0.0", "1.3.0", "1.2.0", "1.1.0", "1.0.0"));

        var set = review(base);

        assertThat(set.changes()).singleElement().satisfies(c -> {
            assertThat(c.change()).isEqualTo(ChangeSet.Change.RENAMED);
            assertThat(c.fqn()).isEqualTo("acme/agent-lint");
            assertThat(c.basePath()).isEqualTo("skills/squad-lint/SKILL.md");
            assertThat(c.bump()).isEqualTo(Bump.MAJOR);
            assertThat(c.required().reasons()).containsExactly("renamed acme/squad-lint → acme/agent-lint: major");
        });
        assertThat(found(set, Rule.VERSION_BUMPED_TWICE).values()).singleElement().asString()
                .contains("CHANGELOG.md gained 2 released versions in this change set (2.0.0, 1.3.0)");
        assertThat(found(set, Rule.VERSION_BUMP_TOO_SMALL, Rule.PROVENANCE_REMOVED)).isEmpty();
    }

    @Test
    void addedAndRemovedEntriesAreListedAndTheWorkTreeIsNeverTouched() throws Exception {
        catalog();
        write("skills/a/SKILL.md", skill("a", "1.0.0", "A."));
        write("skills/gone/SKILL.md", skill("gone", "1.0.0", "Gone."));
        String base = commit("two");
        Files.delete(work.resolve("skills/gone/SKILL.md"));
        write("skills/new/SKILL.md", skill("new", "0.1.0", "New."));
        var statusBefore = git.status().call();

        var set = review(base);

        assertThat(set.changes()).extracting(c -> c.fqn() + " " + c.change().id())
                .containsExactly("acme/gone removed", "acme/new added");
        var statusAfter = git.status().call();
        assertThat(statusAfter.getUntracked()).isEqualTo(statusBefore.getUntracked());
        assertThat(statusAfter.getMissing()).isEqualTo(statusBefore.getMissing());
        assertThat(git.getRepository().resolve("HEAD").name()).isEqualTo(base);
        assertThat(work.resolve("skills/gone/SKILL.md")).doesNotExist();
        assertThat(work.resolve("skills/new/SKILL.md")).exists();
    }

    @Test
    void aHeadRevisionIsReadFromGitNotFromTheWorkTree() throws Exception {
        catalog();
        write("skills/a/SKILL.md", skill("a", "1.0.0", "A."));
        String base = commit("a");
        write("skills/a/SKILL.md", skill("a", "1.0.1", "A, fixed."));
        commit("a 1.0.1");
        write("skills/a/SKILL.md", skill("a", "1.0.1", "Uncommitted edit."));

        var set = Review.run(work.toRealPath(), base, Optional.of("HEAD"), ProgressListener.NONE);

        assertThat(set.head().label()).isEqualTo("HEAD");
        assertThat(set.changes()).singleElement().extracting(ChangeSet.EntryChange::bump).isEqualTo(Bump.PATCH);
        assertThat(set.headSnapshot().text("skills/a/SKILL.md").orElseThrow().text()).contains("A, fixed.");
        // 1.0.0 → 1.0.1 with a body change, as committed: no change-set finding (the uncommitted edit is not seen).
        assertThat(found(set, Rule.VERSION_NOT_BUMPED, Rule.VERSION_BUMPED_TWICE, Rule.VERSION_BUMP_TOO_SMALL))
                .isEmpty();
    }

    @Test
    void anUnknownRevisionOrAFolderOutsideGitIsAClearError(@TempDir Path elsewhere) throws Exception {
        catalog();
        commit("empty");

        assertThatThrownBy(() -> review("no-such-branch")).isInstanceOf(GitSides.RevisionException.class)
                .hasMessageContaining("no revision 'no-such-branch'");
        assertThatThrownBy(() -> Review.run(elsewhere.toRealPath(), "main", Optional.empty(), ProgressListener.NONE))
                .isInstanceOf(GitSides.RevisionException.class).hasMessageContaining("not in a git work tree");
    }

    @Test
    void aFullCommitIdThisCompleteCloneLacksIsUnknownNotAShallowClone() throws Exception {
        // found by ReviewHostileGeneratorTest: 40 hex digits resolve without a look, then the missing commit was
        // blamed on a shallow clone
        catalog();
        commit("empty");

        assertThatThrownBy(() -> review("0123456789abcdef0123456789abcdef01234567"))
                .isInstanceOf(GitSides.RevisionException.class)
                .hasMessageContaining("no revision '0123456789abcdef0123456789abcdef01234567'")
                .hasMessageNotContaining("shallow");
    }

    @Test
    void aShallowCloneWithoutTheBaseSaysHowToDeepenIt(@TempDir Path clones) throws Exception {
        catalog();
        write("skills/a/SKILL.md", skill("a", "1.0.0", "A."));
        String first = commit("a");
        write("skills/a/SKILL.md", skill("a", "1.0.1", "A, fixed."));
        commit("a 1.0.1");
        Path shallow = clones.resolve("shallow");
        try (var clone = Git.cloneRepository().setURI(work.toUri().toString()).setDirectory(shallow.toFile())
                .setDepth(1).call()) {
            assertThatThrownBy(() -> Review.run(shallow.toRealPath(), first, Optional.empty(),
                    ProgressListener.NONE)).isInstanceOf(GitSides.RevisionException.class)
                    .hasMessageContaining("shallow", "git fetch --unshallow", "fetch-depth: 0");
            assertThat(Review.run(shallow.toRealPath(), "HEAD", Optional.empty(), ProgressListener.NONE).changes())
                    .isEmpty();
        }
    }

    @Test
    void aDetachedHeadABaseThatIsNoAncestorBinaryFilesAndSubmodulesAreReviewed() throws Exception {
        catalog();
        write("skills/a/SKILL.md", skill("a", "1.0.0", "A."));
        String root = commit("a");
        write("skills/a/SKILL.md", skill("a", "1.1.0", "A on main."));
        String main = commit("main moves on");
        git.checkout().setName(root).call(); // detached HEAD
        git.checkout().setCreateBranch(true).setName("side").call();
        write("skills/a/SKILL.md", skill("a", "1.0.1", "A on the side."));
        Files.write(work.resolve("skills/a/logo.png"), new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0, (byte) 0xff});
        String side = commit("side");
        // A gitlink (submodule) entry in the index: not a catalog file, never read.
        var index = git.getRepository().lockDirCache();
        var builder = index.builder();
        for (int i = 0; i < index.getEntryCount(); i++) {
            builder.add(index.getEntry(i));
        }
        var gitlink = new org.eclipse.jgit.dircache.DirCacheEntry("vendor/module");
        gitlink.setFileMode(org.eclipse.jgit.lib.FileMode.GITLINK);
        gitlink.setObjectId(org.eclipse.jgit.lib.ObjectId.fromString(main));
        builder.add(gitlink);
        builder.commit();
        String withSubmodule = git.commit().setMessage("submodule").setAuthor("T", "t@example.org")
                .setCommitter("T", "t@example.org").setSign(false).call().name();
        git.checkout().setName(withSubmodule).call(); // detached again

        var set = Review.run(work.toRealPath(), main, Optional.of(side), ProgressListener.NONE);

        assertThat(set.ancestor()).isFalse();
        assertThat(set.changes()).singleElement().satisfies(c -> {
            assertThat(c.from()).isEqualTo("1.1.0");
            assertThat(c.to()).isEqualTo("1.0.1");
            assertThat(c.bump()).isEqualTo(Bump.DOWNGRADE);
            assertThat(c.files()).containsExactly("skills/a/SKILL.md", "skills/a/logo.png");
        });
        assertThat(found(set, Rule.VERSION_BUMPED_TWICE).values()).singleElement().asString()
                .contains("went back from 1.1.0 to 1.0.1");
        var throughSubmodule = Review.run(work.toRealPath(), root, Optional.empty(), ProgressListener.NONE);
        assertThat(throughSubmodule.changes()).extracting(ChangeSet.EntryChange::files).singleElement()
                .asList().doesNotContain("vendor/module");
    }

    @Test
    void bumpsAreCountedInSteps() {
        assertThat(Bump.between("1.0.0", "1.0.1")).isEqualTo(Bump.PATCH);
        assertThat(Bump.between("1.0.0", "1.1.0")).isEqualTo(Bump.MINOR);
        assertThat(Bump.between("1.9.3", "2.0.0")).isEqualTo(Bump.MAJOR);
        assertThat(Bump.between("1.0.0", "1.1.1")).isEqualTo(Bump.MORE_THAN_ONE_STEP);
        assertThat(Bump.between("1.0.0", "3.0.0")).isEqualTo(Bump.MORE_THAN_ONE_STEP);
        assertThat(Bump.between("1.2.0", "1.1.0")).isEqualTo(Bump.DOWNGRADE);
        assertThat(Bump.between("1.2.0-rc.1", "1.2.0")).isEqualTo(Bump.NONE);
        assertThat(Bump.between("", "1.0.0")).isEqualTo(Bump.NONE);
        assertThat(Bump.size("1.0.0", "1.0.2")).isEqualTo(Bump.PATCH);
    }
}
