package dev.catalogstudio.model.workspace;

import static dev.catalogstudio.model.workspace.Catalogs.skill;
import static dev.catalogstudio.model.workspace.Catalogs.withCode;
import static dev.catalogstudio.model.workspace.Catalogs.write;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.catalogstudio.model.diag.Severity;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CatalogCheckerTest {

    @TempDir
    Path root;

    @Test
    void internalError() throws IOException {
        write(root, "skills/pdf/SKILL.md", skill("pdf", "Body\n"));
        var checker = new CatalogChecker((doc, workspace) -> {
            throw new IllegalStateException("boom");
        });

        var found = withCode(checker.check(root, ProgressListener.NONE).diagnostics(), "internal-error");

        assertThat(found).singleElement().satisfies(d -> {
            assertThat(d.path()).isEqualTo("skills/pdf/SKILL.md");
            assertThat(d.diagnostic().message()).contains("IllegalStateException: boom");
        });
    }

    @Test
    void aMissingRootIsAnIoErrorNotADiagnostic() {
        assertThatThrownBy(() -> new CatalogChecker().check(root.resolve("absent"), ProgressListener.NONE))
                .isInstanceOf(NoSuchFileException.class);
    }

    @Test
    void skipsVcsDependencyAndBuildFolders() throws IOException {
        write(root, ".git/skills/x/SKILL.md", "broken");
        write(root, "node_modules/pkg/SKILL.md", "broken");
        write(root, "tool/pom.xml", "<project/>");
        write(root, "tool/target/classes/SKILL.md", "broken");
        write(root, "skills/target/SKILL.md", skill("target", "A skill named target is not build output.\n"));

        var result = new CatalogChecker().check(root, ProgressListener.NONE);

        assertThat(result.diagnostics()).isEmpty();
        assertThat(result.fileCount()).isEqualTo(2);
    }

    @Test
    void reportsProgressUpToTheTotal() throws IOException {
        for (int i = 0; i < 5; i++) {
            write(root, "skills/s" + i + "/SKILL.md", skill("s" + i, "Body\n"));
        }
        var events = new ArrayList<String>();

        new CatalogChecker().check(root, (done, total, what) -> events.add(what + " " + done + "/" + total));

        assertThat(events).last().isEqualTo("done 5/5");
    }

    @Test
    void aMetaAgentsCatalogIsRecognisedByItsEntriesScopeAndVersion() throws IOException {
        write(root, "skills/a/SKILL.md", "---\nname: a\nscope: acme\ndescription: Does a.\nversion: 1.0.0\n---\nBody\n");
        write(root, "skills/b/SKILL.md", "---\nname: b\ndescription: Does b.\n---\nBody\n");

        var all = new CatalogChecker().check(root, ProgressListener.NONE).diagnostics();

        assertThat(withCode(all, "field-required")).singleElement()
                .satisfies(d -> assertThat(d.path()).isEqualTo("skills/b/SKILL.md"));
        assertThat(withCode(all, "changelog-missing")).extracting(FileDiagnostic::path)
                .containsExactly("skills/a/SKILL.md");
    }

    @Test
    void oneVersionFieldMakesNoCatalog() throws IOException {
        write(root, "skills/a/SKILL.md", "---\nname: a\ndescription: Does a.\nversion: 1.0.0\n---\nBody\n");
        write(root, "skills/b/SKILL.md", "---\nname: b\ndescription: Does b.\n---\nBody\n");

        var all = new CatalogChecker().check(root, ProgressListener.NONE).diagnostics();

        assertThat(withCode(all, "field-required")).isEmpty();
        assertThat(withCode(all, "changelog-missing")).isEmpty();
    }

    @Test
    void aVersionedChangelogBesideAnEntryDeclaresTheCatalog() throws IOException {
        write(root, "skills/a/SKILL.md", "---\nname: a\ndescription: Does a.\nversion: 1.0.0\n---\nBody\n");
        write(root, "skills/a/CHANGELOG.md", "# Changelog\n\n## 1.0.0 (2026-01-02)\n\n- First.\n");
        write(root, "skills/b/SKILL.md", "---\nname: b\ndescription: Does b.\n---\nBody\n");

        var all = new CatalogChecker().check(root, ProgressListener.NONE).diagnostics();

        assertThat(withCode(all, "field-required")).extracting(FileDiagnostic::path)
                .containsExactly("skills/b/SKILL.md");
    }

    @Test
    void catalogStudioYamlDeclaresACatalog() throws IOException {
        write(root, "catalog-studio.yaml", "catalogs: [./lib/]\n");
        write(root, "lib/skills/a/SKILL.md", "---\nname: a\ndescription: Does a.\n---\nBody\n");
        write(root, "other/skills/b/SKILL.md", "---\nname: b\ndescription: Does b.\n---\nBody\n");

        var all = new CatalogChecker().check(root, ProgressListener.NONE).diagnostics();

        assertThat(withCode(all, "field-required")).extracting(FileDiagnostic::path)
                .containsExactly("lib/skills/a/SKILL.md");
        assertThat(withCode(all, "workspace-settings")).isEmpty();
    }

    @Test
    void aPlainAgentsMdNeedsNoFrontmatter() throws IOException {
        write(root, "AGENTS.md", "# Project guidance\n\n---\n\nUse tabs.\n");

        assertThat(new CatalogChecker().check(root, ProgressListener.NONE).diagnostics()).isEmpty();
    }

    @Test
    void workspaceSkillsMayOmitTheDescriptionButNotEscapeTheirFolder() throws IOException {
        write(root, ".agents/skills/review/SKILL.md", "---\nname: review\n---\nSee [keys](../../.env).\n");

        var all = new CatalogChecker().check(root, ProgressListener.NONE).diagnostics();

        assertThat(all).extracting(d -> d.diagnostic().code()).containsExactly("skill-reference-escape");
        assertThat(all.get(0).diagnostic().severity()).isEqualTo(Severity.ERROR);
    }
}
