package dev.catalogstudio.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** When the toolkit cannot start, the user gets one line: what is missing, how to get it, and that the CLI works. */
class StudioLauncherTest {

    @Test
    void noDisplay() {
        String line = StudioLauncher.startFailure(new UnsupportedOperationException("Unable to open DISPLAY"));

        assertThat(line).startsWith("catalog-studio: the studio needs a graphical display").contains("xvfb-run",
                "check, graph").doesNotContain("\n", "at com.sun");
    }

    @Test
    void gtkMissing() {
        var failure = new RuntimeException("Application launch exception",
                new UnsatisfiedLinkError("libgtk-3.so.0: cannot open shared object file: No such file or directory"));

        assertThat(StudioLauncher.startFailure(failure)).contains("GTK 3", "apt-get install libgtk-3-0",
                "command-line subcommands");
    }

    @Test
    void anythingElseIsNamedOnOneLine() {
        var failure = new IllegalStateException("no suitable\npipeline found");

        assertThat(StudioLauncher.startFailure(failure)).isEqualTo("catalog-studio: the studio could not start (no "
                + "suitable pipeline found). The command-line subcommands (check, graph, resolve, inspect, route, "
                + "command, generate) work without it.");
    }
}
