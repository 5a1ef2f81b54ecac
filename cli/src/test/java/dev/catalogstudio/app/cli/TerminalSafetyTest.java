package dev.catalogstudio.app.cli;

import static dev.catalogstudio.app.cli.Cli.run;
import static dev.catalogstudio.app.cli.Cli.write;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the user reads on a terminal is what the text is: no control character from a catalog reaches it raw. */
class TerminalSafetyTest {

    private static final String ESC = "\u001b";

    @TempDir
    Path dir;

    private static void assertNoControlCharacters(String printed) {
        // Tabs and line breaks are the commands' own separators; nothing else below 0x20 may appear.
        assertThat(printed.chars().filter(c -> c < 0x20 && c != '\n' && c != '\t' || c == 0x7F
                || c >= 0x80 && c <= 0x9F || c == 0x202E).count()).as(printed).isZero();
    }

    @Test
    void controlCharactersAreEscapedNotPrinted() {
        assertThat(TerminalText.safe("ok" + ESC + "[2K" + ESC + "]0;title\u0007\r\n\u202Etxt.exe"))
                .isEqualTo("ok\\e[2K\\e]0;title\\x07\\r\\n\\u202Etxt.exe");
        assertThat(TerminalText.safe("plain – text ✓")).isEqualTo("plain – text ✓");
    }

    @Test
    void checkEscapesFileNamesAndQuotedValues() {
        // YAML rejects a raw ESC but reads the escape \e in a double-quoted scalar as one: the message quotes it.
        write(dir, "skills/a" + ESC + "[31m/SKILL.md", "---\nname: \"bad\\e[2Kname\"\ndescription: d\n---\n");

        var run = run("check", dir.toString());

        assertThat(run.out()).contains("\\e[31m", "bad\\e[2Kname");
        assertNoControlCharacters(run.out());
    }

    @Test
    void inspectAndRouteEscapeLabelsAndTriggers() {
        var file = write(dir, "a.3md", "---\n3md: 1.0\naxis: skill\nagent: a\nnote: \"x\\u001b\"\n---\n"
                + "@plane z=0 kind=identity\nhi\n\n@plane z=1 label=\"s" + ESC + "[1G\" kind=skill triggers=\"go"
                + ESC + "[2K, go\"\nbody\n");

        var inspect = run("inspect", file.toString());
        var route = run("route", file.toString(), "go");

        assertThat(inspect.out()).contains("s\\e[1G");
        assertNoControlCharacters(inspect.out());
        assertThat(route.out()).contains("s\\e[1G");
        assertNoControlCharacters(route.out());
    }

    @Test
    void commandRefusesATemplateThatHidesWhatRuns() {
        var file = write(dir, "a.3md", "---\n3md: 1.0\naxis: skill\nagent: a\ntools: echo\n---\n"
                + "@plane z=0 kind=identity\nhi\n\n@plane z=1 label=\"say\" kind=skill triggers=\"say\" inputs=\"v\" "
                + "tool=\"echo ok " + ESC + "[2K" + ESC + "[1G echo totally-safe {v}\"\nbody\n");

        var run = run("command", file.toString(), "say", "v=x");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.ERRORS);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).contains("control character U+001B", "\\e[2K");
        assertNoControlCharacters(run.err());
    }

    @Test
    void commandRefusesAPlaceholderTheTemplateAlreadyQuotes() {
        var file = write(dir, "a.3md", "---\n3md: 1.0\naxis: skill\nagent: a\ntools: sh\n---\n"
                + "@plane z=0 kind=identity\nhi\n\n@plane z=1 label=\"say\" kind=skill triggers=\"say\" inputs=\"msg\" "
                + "tool=\"sh -c \\\"echo {msg}\\\"\"\nbody\n\n@plane z=2 label=\"q\" kind=skill triggers=\"q\" "
                + "inputs=\"msg\" tool=\"sh -c 'echo {msg}'\"\nbody\n");

        var doubleQuoted = run("command", file.toString(), "say", "msg=\"; rm -rf ~; echo \"");
        var singleQuoted = run("command", file.toString(), "q", "msg='; id; '");

        assertThat(doubleQuoted.exitCode()).isEqualTo(ExitCodes.ERRORS);
        assertThat(doubleQuoted.out()).isEmpty();
        assertThat(doubleQuoted.err()).contains("{msg} is inside quotes");
        assertThat(singleQuoted.exitCode()).isEqualTo(ExitCodes.ERRORS);
        assertThat(singleQuoted.out()).isEmpty();
    }

    @Test
    void aBarePlaceholderIsStillFilledAndQuoted() {
        var file = write(dir, "a.3md", "---\n3md: 1.0\naxis: skill\nagent: a\ntools: echo\n---\n"
                + "@plane z=0 kind=identity\nhi\n\n@plane z=1 label=\"say\" kind=skill triggers=\"say\" inputs=\"msg\" "
                + "tool=\"echo {msg}\"\nbody\n");

        var run = run("command", file.toString(), "say", "msg='; id; '");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(run.out()).isEqualTo("echo ''\\''; id; '\\'''\n");
    }
}
