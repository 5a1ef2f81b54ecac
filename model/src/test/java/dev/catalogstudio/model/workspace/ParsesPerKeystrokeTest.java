package dev.catalogstudio.model.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.markdown.MarkdownBody;
import dev.catalogstudio.model.yaml.YamlHighlighter;
import dev.catalogstudio.model.yaml.YamlParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One keystroke in an open SKILL.md reads its text once: one YAML parse of the frontmatter and one Markdown tree of
 * the body, shared by the rules, the editor's highlighting and the preview (issue 21: the model is the only parser).
 */
class ParsesPerKeystrokeTest {

    @TempDir
    Path root;

    @Test
    void oneFrontmatterParseAndOneBodyParsePerKeystroke() throws IOException {
        Path skill = root.resolve("skills/pdf/SKILL.md");
        Files.createDirectories(skill.getParent());
        Files.createDirectories(root.resolve("skills/pdf/references"));
        Files.writeString(root.resolve("skills/pdf/references/guide.md"), "# Guide\n");
        String text = "---\nname: pdf\ndescription: Reads PDF files. # why\n---\n# PDF\n\nSee [the guide]"
                + "(references/guide.md) and [a missing one](references/none.md), `scripts/run.sh`.\n";
        Files.writeString(skill, text);
        var workspace = Workspace.open(root, ProgressListener.NONE);

        for (String typed : new String[] {"x", "y", "\n## More *text*\n"}) {
            text = text + typed;
            long yaml = YamlParser.PARSES.sum();
            long scans = YamlHighlighter.SCANS.sum();
            long bodies = MarkdownBody.parses();

            var snapshot = workspace.update("skills/pdf/SKILL.md", text).snapshot();
            // What the studio does with the new snapshot: the problems, the editor's highlighting, the preview.
            assertThat(snapshot.diagnostics("skills/pdf/SKILL.md")).extracting(d -> d.code())
                    .contains("skill-reference-missing");
            var parsed = (Parsed.Markdown) snapshot.document("skills/pdf/SKILL.md").orElseThrow().parsed();
            assertThat(parsed.highlighting().spans()).isNotEmpty();
            assertThat(parsed.body().tree().getFirstChild()).isNotNull();

            assertThat(YamlParser.PARSES.sum() - yaml).as("YAML parses of the frontmatter").isEqualTo(1);
            assertThat(YamlHighlighter.SCANS.sum() - scans).as("extra YAML scans for highlighting").isZero();
            assertThat(MarkdownBody.parses() - bodies).as("Markdown parses of the body").isEqualTo(1);
        }
    }
}
