package dev.catalogstudio.model.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The safe writing of {@link Exporter#write} and the refusals of {@link Exporter#plan}. */
class ExportWriterTest {

    @TempDir
    Path temp;

    private ExportPlan plan(Path src, ExportTarget target) throws ExportException {
        return Exporter.plan(src, target, ExportFixtures.facts(false));
    }

    /** Every file and folder under {@code root} to its SHA-256 (files) and modification time. */
    private static Map<String, String> state(Path root) throws Exception {
        var state = new TreeMap<String, String>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.toList()) {
                String hash = Files.isRegularFile(p) ? ExportWriter.sha256(Files.readAllBytes(p)) : "dir";
                state.put(root.relativize(p).toString(), hash + " " + Files.getLastModifiedTime(p).toMillis());
            }
        }
        return state;
    }

    @Test
    void srcIsNeverTouched() throws Exception {
        Path src = ExportFixtures.copy("claude-plugin", temp);
        try (Stream<Path> walk = Files.walk(src)) {
            for (Path p : walk.toList()) { // old times, so a rewrite in the same second would still show
                Files.setLastModifiedTime(p, FileTime.fromMillis(1_000_000_000_000L));
            }
        }
        var before = state(src);
        for (ExportTarget target : ExportTarget.values()) {
            Exporter.write(plan(src, target), temp.resolve("out-" + target.id()), ExportMode.NEW);
        }
        assertThat(state(src)).isEqualTo(before);
    }

    @Test
    void writesThePlanAndARecordOfIt() throws Exception {
        Path src = ExportFixtures.copy("claude-plugin", temp);
        Path out = temp.resolve("out");
        var plan = plan(src, ExportTarget.CURSOR);
        var result = Exporter.write(plan, out, ExportMode.NEW);
        assertThat(result.written()).isEqualTo(plan.files().stream().map(PlannedFile::path).toList());
        for (PlannedFile file : plan.files()) {
            assertThat(out.resolve(file.path())).hasBinaryContent(file.bytes());
        }
        String record = Files.readString(out.resolve(".catalog-studio-export.json"));
        assertThat(record).contains("\"target\": \"cursor\"").contains("\"path\": \"skills/spec-skill/SKILL.md\"")
                .contains(ExportWriter.sha256(Files.readAllBytes(out.resolve("skills/spec-skill/SKILL.md"))));
    }

    @Test
    void refusesANonEmptyOut() throws Exception {
        Path src = ExportFixtures.copy("single-skill", temp);
        Path out = Files.createDirectories(temp.resolve("out"));
        Files.writeString(out.resolve("notes.txt"), "mine");
        assertThatThrownBy(() -> Exporter.write(plan(src, ExportTarget.CLAUDE_CODE), out, ExportMode.NEW))
                .isInstanceOf(ExportException.class).hasMessageContaining(out.toString())
                .hasMessageContaining("OUT is not empty");
        assertThatThrownBy(() -> Exporter.write(plan(src, ExportTarget.CLAUDE_CODE), out, ExportMode.FORCE))
                .isInstanceOf(ExportException.class).hasMessageContaining("did not write it");
        assertThat(out.resolve("notes.txt")).hasContent("mine");
    }

    @Test
    void forceReplacesAnEarlierExportButNotAForeignFileInIt() throws Exception {
        Path src = ExportFixtures.copy("claude-plugin", temp);
        Path out = temp.resolve("out");
        Exporter.write(plan(src, ExportTarget.CURSOR), out, ExportMode.NEW);
        Files.writeString(out.resolve("skills/spec-skill/SKILL.md"), "edited by hand");
        var again = Exporter.write(plan(src, ExportTarget.CLAUDE_CODE), out, ExportMode.FORCE);
        assertThat(out.resolve(".cursor-plugin/plugin.json")).doesNotExist(); // no longer exported: deleted
        assertThat(out.resolve(".claude-plugin/plugin.json")).exists();
        assertThat(out.resolve("skills/spec-skill/SKILL.md")).hasBinaryContent(
                Files.readAllBytes(src.resolve("skills/spec-skill/SKILL.md")));
        assertThat(again.written()).contains("agents/reviewer.md");

        Files.writeString(out.resolve("foreign.md"), "not the export's");
        assertThatThrownBy(() -> Exporter.write(plan(src, ExportTarget.CLAUDE_CODE), out, ExportMode.FORCE))
                .isInstanceOf(ExportException.class).hasMessageContaining(out.resolve("foreign.md").toString())
                .hasMessageContaining("did not write");
    }

    @Test
    void updateKeepsHandEditsAndTheTarget() throws Exception {
        Path src = ExportFixtures.copy("claude-plugin", temp);
        Path out = temp.resolve("out");
        Exporter.write(plan(src, ExportTarget.CODEX), out, ExportMode.NEW);
        Files.writeString(src.resolve("README.md"), "# Release kit, updated\n");
        Exporter.write(plan(src, ExportTarget.CODEX), out, ExportMode.UPDATE);
        assertThat(out.resolve("README.md")).hasContent("# Release kit, updated");

        assertThatThrownBy(() -> Exporter.write(plan(src, ExportTarget.GEMINI), out, ExportMode.UPDATE))
                .isInstanceOf(ExportException.class).hasMessageContaining("an export to codex, not gemini");
        Files.writeString(out.resolve("README.md"), "hand edit");
        assertThatThrownBy(() -> Exporter.write(plan(src, ExportTarget.CODEX), out, ExportMode.UPDATE))
                .isInstanceOf(ExportException.class).hasMessageContaining("README.md")
                .hasMessageContaining("changed since the earlier export");
        assertThat(out.resolve("README.md")).hasContent("hand edit");
    }

    @Test
    void refusesASymlinkPlantedInOut() throws Exception {
        Path src = ExportFixtures.copy("claude-plugin", temp);
        Path out = temp.resolve("out");
        Exporter.write(plan(src, ExportTarget.CLAUDE_CODE), out, ExportMode.NEW);
        Path secret = Files.writeString(temp.resolve("secret.txt"), "keep me");
        Files.delete(out.resolve("README.md"));
        Files.createSymbolicLink(out.resolve("README.md"), secret);
        assertThatThrownBy(() -> Exporter.write(plan(src, ExportTarget.CLAUDE_CODE), out, ExportMode.FORCE))
                .isInstanceOf(ExportException.class).hasMessageContaining(out.resolve("README.md").toString())
                .hasMessageContaining("symbolic link");
        assertThat(secret).hasContent("keep me");
    }

    @Test
    void refusesASymlinkAnywhereInSrc() throws Exception {
        Path src = ExportFixtures.copy("claude-plugin", temp);
        Path outside = Files.writeString(temp.resolve("outside.md"), "secret");
        Files.createSymbolicLink(src.resolve("skills/spec-skill/references/link.md"), outside);
        assertThatThrownBy(() -> plan(src, ExportTarget.AGENT_PLUGINS)).isInstanceOf(ExportException.class)
                .hasMessageContaining(src.toRealPath().resolve("skills/spec-skill/references/link.md").toString())
                .hasMessageContaining("symbolic link");
        Path folderLink = temp.resolve("linked");
        Files.createSymbolicLink(folderLink, src);
        assertThatThrownBy(() -> plan(folderLink, ExportTarget.AGENT_PLUGINS)).isInstanceOf(ExportException.class)
                .hasMessageContaining("symbolic link");
    }

    @Test
    void refusesAManifestPathLeavingSrc() throws Exception {
        Path src = ExportFixtures.copy("claude-plugin", temp);
        Files.createDirectories(temp.resolve("shared/agents"));
        Files.writeString(temp.resolve("shared/agents/x.md"), "---\nname: x\ndescription: y\n---\n");
        Path manifest = src.resolve(".claude-plugin/plugin.json");
        Files.writeString(manifest, Files.readString(manifest).replace("\"license\": \"MIT\",",
                "\"license\": \"MIT\",\n  \"agents\": [\"./agents/reviewer.md\", \"../../shared/agents/x.md\"],"));
        assertThatThrownBy(() -> plan(src, ExportTarget.CURSOR)).isInstanceOf(ExportException.class)
                .hasMessageContaining(src.toRealPath().resolve(".claude-plugin/plugin.json") + ":10:")
                .hasMessageContaining("'agents' names ../../shared/agents/x.md, which leaves SRC");
    }

    @Test
    void refusesAnUnrecognisedSrcAndOutInsideSrc() throws Exception {
        Path src = Files.createDirectories(temp.resolve("plain"));
        Files.writeString(src.resolve("notes.md"), "# notes\n", StandardCharsets.UTF_8);
        assertThatThrownBy(() -> plan(src, ExportTarget.CLAUDE_CODE)).isInstanceOf(ExportException.class)
                .hasMessageContaining(src.toRealPath().toString()).hasMessageContaining("not a plugin");
        Path skill = ExportFixtures.copy("single-skill", temp);
        assertThatThrownBy(() -> Exporter.write(plan(skill, ExportTarget.CLAUDE_CODE), skill.resolve("out"),
                ExportMode.NEW)).isInstanceOf(ExportException.class).hasMessageContaining("inside SRC");
        assertThat(skill.resolve("out")).doesNotExist();
    }
}
