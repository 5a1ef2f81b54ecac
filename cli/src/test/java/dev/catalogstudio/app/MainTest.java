package dev.catalogstudio.app;

import static dev.catalogstudio.app.cli.Cli.run;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.cli.CliErrors;
import dev.catalogstudio.app.cli.ExitCodes;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine.Help.Ansi;

/** The top command: no arguments, help, version, unknown commands. */
class MainTest {

    private final List<Object> studioStarts = new ArrayList<>();
    private Main.Studio realStudio;

    @BeforeEach
    void replaceTheStudio() {
        realStudio = Main.studio;
        Main.studio = (folder, err) -> {
            studioStarts.add(folder == null ? "default" : folder);
            return 0;
        };
    }

    @AfterEach
    void restoreTheStudio() {
        Main.studio = realStudio;
    }

    @Test
    void noArgumentsOpensTheStudioOnTheDefaultWorkspace() {
        var run = run();

        assertThat(run.exitCode()).isZero();
        assertThat(studioStarts).containsExactly("default");
    }

    @Test
    void aFolderOpensTheStudioOnIt(@TempDir Path folder) {
        var run = run(folder.toString());

        assertThat(run.exitCode()).isZero();
        assertThat(studioStarts).containsExactly(folder);
    }

    @Test
    void theStudioStartsWithoutBuildingTheCommandLine(@TempDir Path folder) {
        int before = Main.COMMAND_LINES_BUILT.get();

        run();
        run(folder.toString());

        assertThat(studioStarts).containsExactly("default", folder);
        assertThat(Main.COMMAND_LINES_BUILT.get()).as("picocli command lines built for two studio starts")
                .isEqualTo(before);
        run("check", folder.toString());
        assertThat(Main.COMMAND_LINES_BUILT.get()).isEqualTo(before + 1);
    }

    @Test
    void eachSubcommandIsMadeByNameWithoutALambdaClassSpunAtStartUp() {
        // A map of eighteen lambdas, one per subcommand, spun eighteen classes in every JVM, the studio's too, before
        // its first frame (issue 41): the names are a list and one switch makes the command asked for.
        assertThat(java.util.Arrays.stream(Main.class.getDeclaredMethods()).map(java.lang.reflect.Method::getName))
                .noneMatch(name -> name.startsWith("lambda$"));
        assertThat(Main.SUBCOMMANDS).doesNotHaveDuplicates().hasSize(19).startsWith("check").endsWith("help");
        assertThat(Main.SUBCOMMANDS.stream().map(name -> Main.subcommand(name).getClass())).doesNotHaveDuplicates();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Main.subcommand("lint"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void subcommandsNeverStartTheStudio(@TempDir Path folder) {
        run("check", folder.toString());
        run("lint");

        assertThat(studioStarts).isEmpty();
    }

    @Test
    void helpPrintsUsageAndExitsZero() {
        var run = run("--help");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("Usage: catalog-studio").contains("check");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void checkHelpListsFormatsSeveritiesAndExitCodes() {
        var out = run("check", "--help").out().replaceAll("\\s+", " ");

        assertThat(out).contains("text, json, sarif").contains("error, warning, info").contains("Exit codes:");
    }

    @Test
    void versionPrintsTheProgramAndItsVersion() {
        var run = run("--version");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).matches("catalog-studio \\S+\\n");
        // Answered before picocli is built: the short form and picocli's own answer (through a subcommand, which
        // builds the model) are the same line.
        assertThat(run("-V").out()).isEqualTo(run.out());
        assertThat(run("check", "--version").out()).isEqualTo(run.out());
    }

    /**
     * {@code -h, --help} and {@code -V, --version} are declared once, on the top command, and inherited: every
     * subcommand has them with the top's texts and version; {@code help} keeps its own {@code -h, --help} only.
     */
    @Test
    void everySubcommandInheritsHelpAndVersionAndHelpKeepsItsOwn() {
        String version = run("--version").out();
        var quiet = new PrintWriter(new StringWriter());
        var names = Main.commandLine(quiet, quiet, Ansi.OFF).getSubcommands().keySet();
        assertThat(names).hasSize(19);
        for (String name : names) {
            var help = run(name, "--help");
            assertThat(help.exitCode()).as(name).isZero();
            if (name.equals("help")) {
                assertThat(help.out()).contains("-h, --help      Show usage help for the help command and exit.")
                        .doesNotContain("--version");
                continue;
            }
            assertThat(help.out().replaceAll(" +", " ")).as(name)
                    .startsWith("Usage: catalog-studio " + name + " [-h")
                    .contains("\n -h, --help Show this help message and exit.\n")
                    .contains("\n -V, --version Print version information and exit.\n");
            assertThat(run(name, "-h").out()).as(name).isEqualTo(help.out());
            for (String flag : List.of("--version", "-V")) {
                var run = run(name, flag);
                assertThat(run.exitCode()).as(name + " " + flag).isZero();
                assertThat(run.out()).as(name + " " + flag).isEqualTo(version);
            }
        }
    }

    @Test
    void aCommandWhoseOutputCannotBeWrittenExitsTwoWithAReason(@TempDir Path folder) throws Exception {
        java.nio.file.Files.writeString(folder.resolve("AGENTS.md"), "# Notes\n");
        // A stream that refuses every write, as /dev/full or a closed pipe does.
        var full = new java.io.PrintWriter(new java.io.OutputStream() {
            @Override
            public void write(int b) throws java.io.IOException {
                throw new java.io.IOException("No space left on device");
            }
        });
        var err = new java.io.StringWriter();
        int code = Main.run(full, new java.io.PrintWriter(err), picocli.CommandLine.Help.Ansi.OFF, "check",
                folder.toString());
        assertThat(code).isEqualTo(dev.catalogstudio.app.cli.ExitCodes.USAGE);
        assertThat(err.toString().lines()).containsExactly("catalog-studio: cannot write the output: standard "
                + "output refused it (a full disk, or a pipe closed early?)");
        // The same command with a writable output succeeds.
        var out = new java.io.StringWriter();
        assertThat(Main.run(new java.io.PrintWriter(out), new java.io.PrintWriter(new java.io.StringWriter()),
                picocli.CommandLine.Help.Ansi.OFF, "check", folder.toString())).isZero();
        assertThat(out.toString()).contains("checked: 0 errors");
    }

    @Test
    void unknownCommandIsAOneLineUsageError() {
        var run = run("lint", ".");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).startsWith(CliErrors.PREFIX).contains("lint");
        assertThat(run.err().strip()).doesNotContain("\n");
    }

    @Test
    void aRunOfOneSubcommandBuildsOnlyThatOneAndPrintsWhatTheFullCommandLinePrints() {
        var quiet = new PrintWriter(new StringWriter());
        String[] args = {"check", "--help"};

        assertThat(Main.commandLine(quiet, quiet, Ansi.OFF, args).getSubcommands()).containsOnlyKeys("check");
        assertThat(Main.commandLine(quiet, quiet, Ansi.OFF, new String[] {"help", "check"}).getSubcommands())
                .containsKeys("check", "inspect", "route", "command", "graph", "resolve", "fetch", "review", "generate", "set", "export", "schema", "render", "run-metaskill", "hosts", "rules", "explain", "lsp", "help");
        assertThat(Main.commandLine(quiet, quiet, Ansi.OFF, new String[] {"--unknown"}).getSubcommands())
                .hasSize(19);
        // --version alone prints one line that names no subcommand: none is built, and the line is the same
        for (String version : new String[] {"--version", "-V"}) {
            assertThat(Main.commandLine(quiet, quiet, Ansi.OFF, new String[] {version}).getSubcommands()).isEmpty();
            var lean = new StringWriter();
            Main.commandLine(new PrintWriter(lean), quiet, Ansi.OFF, new String[] {version}).execute(version);
            var all = new StringWriter();
            Main.commandLine(new PrintWriter(all), quiet, Ansi.OFF).execute(version);
            assertThat(lean.toString()).isNotEmpty().isEqualTo(all.toString());
        }

        var alone = new StringWriter();
        Main.commandLine(new PrintWriter(alone), quiet, Ansi.OFF, args).execute(args);
        var full = new StringWriter();
        Main.commandLine(new PrintWriter(full), quiet, Ansi.OFF).execute(args);
        assertThat(alone.toString()).isNotEmpty().isEqualTo(full.toString());
    }
}
