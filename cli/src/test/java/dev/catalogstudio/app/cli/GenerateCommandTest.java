package dev.catalogstudio.app.cli;

import static dev.catalogstudio.app.cli.Cli.run;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code generate}: writes a catalog that {@code check} passes, and rejects bad arguments. */
class GenerateCommandTest {

    @TempDir
    Path dir;

    @Test
    void generatesACatalogThatChecksClean() {
        var generated = run("generate", dir.toString(), "--entries", "100", "--seed", "3");

        assertThat(generated.exitCode()).as(generated.err()).isEqualTo(ExitCodes.OK);
        assertThat(generated.out()).contains("70 skills, 10 agents, 10 MCPs, 3 3md agents, 7 workspace skills")
                .contains("hub skills/core-conventions/SKILL.md with 50 dependents");
        assertThat(Files.exists(dir.resolve("catalog-studio.yaml"))).isTrue();

        var check = run("check", dir.toString(), "--severity", "warning");
        assertThat(check.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(check.out()).contains("0 errors, 0 warnings");
    }

    @Test
    void refusesAFolderThatIsNotEmptyUnlessForced() throws java.io.IOException {
        var readme = Cli.write(dir, "README.md", "my own notes\n");

        var refused = run("generate", dir.toString(), "--entries", "10");

        assertThat(refused.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(refused.err()).startsWith("catalog-studio: ").contains("is not empty", "README.md", "--force");
        assertThat(java.nio.file.Files.readString(readme)).as("nothing was overwritten").isEqualTo("my own notes\n");

        var forced = run("generate", dir.toString(), "--entries", "10", "--force");
        assertThat(forced.exitCode()).as(forced.err()).isEqualTo(ExitCodes.OK);
    }

    @Test
    void rejectsAFileAsTheFolder() {
        var file = Cli.write(dir, "file.txt", "x\n");

        var run = run("generate", file.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("is a file, not a folder");
    }

    @Test
    void rejectsNoEntries() {
        var generated = run("generate", dir.toString(), "--entries", "0");

        assertThat(generated.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(generated.err()).startsWith("catalog-studio: ").contains("--entries");
    }
}
