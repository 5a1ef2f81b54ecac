package dev.catalogstudio.app.cli;

import static dev.catalogstudio.app.cli.Cli.run;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run-metaskill} with hostile files and arguments (issue 22): every refusal is one line on standard error and
 * exit 2 (the run's own failures: an {@code error:} result and exit 1), never a hang or a stack trace.
 */
@Timeout(60)
class RunMetaskillHostileInputTest {

    @TempDir
    Path dir;

    private Path skill(String program) throws Exception {
        Path skill = dir.resolve("s");
        Files.createDirectories(skill);
        Files.writeString(skill.resolve("SKILL.md"), "---\nname: s\ndescription: S.\n---\nGive it `a`.\n");
        Files.writeString(skill.resolve("SKILL.star"), program);
        return skill;
    }

    private Path input(String json) throws Exception {
        Path input = dir.resolve("in.json");
        Files.writeString(input, json);
        return input;
    }

    private static void assertCleanRefusal(Cli.Run result, String... words) {
        assertThat(result.exitCode()).as(result.err()).isEqualTo(2);
        assertThat(result.err().lines()).as(result.err()).hasSize(1);
        assertThat(result.err()).startsWith("catalog-studio: ").doesNotContain("Exception").doesNotContain("\tat ");
        for (String w : words) {
            assertThat(result.err()).contains(w);
        }
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void aFifoAsInputOrResponsesIsRefusedWithoutOpeningIt() throws Exception {
        Path skill = skill("def run(input):\n    return 'x'\n");
        Path fifo = dir.resolve("fifo");
        assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertCleanRefusal(run("run-metaskill", skill.toString(), "--input", fifo.toString()),
                "the input", "pipe, socket or device");
        assertCleanRefusal(run("run-metaskill", skill.toString(), "--input", input("{\"a\": 1}").toString(),
                "--responses", fifo.toString()), "the responses script", "pipe, socket or device");
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void aDeviceAsInputIsRefused() throws Exception {
        assertCleanRefusal(run("run-metaskill", skill("def run(input):\n    return 'x'\n").toString(), "--input",
                "/dev/zero"), "pipe, socket or device");
    }

    @Test
    void aFolderAnOversizeFileOrAMissingFileAsInputIsRefused() throws Exception {
        Path skill = skill("def run(input):\n    return 'x'\n");
        assertCleanRefusal(run("run-metaskill", skill.toString(), "--input", dir.toString()), "a folder");
        Path big = dir.resolve("big.json");
        try (var f = new java.io.RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(3L << 30);  // sparse: 3 GB on paper, nothing on disk
        }
        assertCleanRefusal(run("run-metaskill", skill.toString(), "--input", big.toString()), "larger than");
        assertCleanRefusal(run("run-metaskill", skill.toString(), "--input", dir.resolve("nope.json").toString()),
                "does not exist");
    }

    @Test
    void inputThatIsNotUtf8SaysSoAndWhere() throws Exception {
        Path skill = skill("def run(input):\n    return 'x'\n");
        Path latin1 = dir.resolve("latin1.json");
        Files.write(latin1, "{\"a\": \"caf\u00e9\"}".getBytes(StandardCharsets.ISO_8859_1));
        assertCleanRefusal(run("run-metaskill", skill.toString(), "--input", latin1.toString()),
                "not UTF-8", "line 1, column 11");
        Path utf16 = dir.resolve("utf16.json");
        Files.write(utf16, "\uFEFF{\"a\": 1}".getBytes(StandardCharsets.UTF_16LE));
        assertCleanRefusal(run("run-metaskill", skill.toString(), "--input", utf16.toString()), "UTF-16");
    }

    @Test
    void aUtf8ByteOrderMarkIsAccepted() throws Exception {
        var result = run("run-metaskill", skill("\uFEFFdef run(input):\n    return 'x'\n").toString(), "--input",
                input("\uFEFF{\"a\": 1}").toString());
        assertThat(result.exitCode()).as(result.err() + result.out()).isZero();
    }

    @Test
    void anInputNumberWithTooManyDigitsIsRefused() throws Exception {
        assertCleanRefusal(run("run-metaskill", skill("def run(input):\n    return 'x'\n").toString(), "--input",
                input("{\"a\": " + "9".repeat(100_000) + "}").toString()), "too many digits");
    }

    @Test
    void aLongIntLiteralIsASyntaxErrorWithItsPosition() throws Exception {
        var result = run("run-metaskill", skill("def run(input):\n    return " + "9".repeat(100_000) + "\n")
                .toString(), "--input", input("{\"a\": 1}").toString());
        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.out()).startsWith("error: SKILL.star:2:12: syntax error: invalid int literal: int has "
                + "too many digits");
    }

    @Test
    void aTimeoutOfZeroOrLessIsAUsageError() throws Exception {
        Path skill = skill("def run(input):\n    return 'x'\n");
        for (String t : new String[] {"0", "-5", "9999999999999"}) {
            assertCleanRefusal(run("run-metaskill", skill.toString(), "--input", input("{\"a\": 1}").toString(),
                    "--timeout", t), "--timeout must be 1..86400 seconds");
        }
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void aSkillStarThatIsAFifoAFolderOrADeviceSaysWhatItIs() throws Exception {
        Path skill = skill("");
        Path star = skill.resolve("SKILL.star");
        Files.delete(star);
        Files.createDirectory(star);
        var folder = run("run-metaskill", skill.toString(), "--input", input("{\"a\": 1}").toString());
        assertThat(folder.out()).isEqualTo("error: the program file 'SKILL.star' is a folder, not a file\n");
        Files.delete(star);
        assertThat(new ProcessBuilder("mkfifo", star.toString()).start().waitFor(30, TimeUnit.SECONDS)).isTrue();
        var fifo = run("run-metaskill", skill.toString(), "--input", input("{\"a\": 1}").toString());
        assertThat(fifo.out()).isEqualTo("error: the program file 'SKILL.star' is a pipe, socket or device, not "
                + "a file\n");
        assertThat(fifo.exitCode()).isEqualTo(1);
    }

    @Test
    void aSkillStarThatIsNotUtf8SaysWhere() throws Exception {
        Path skill = skill("");
        Files.write(skill.resolve("SKILL.star"), "def run(input):\n    return '\u00e9'\n"
                .getBytes(StandardCharsets.ISO_8859_1));
        var result = run("run-metaskill", skill.toString(), "--input", input("{\"a\": 1}").toString());
        assertThat(result.out()).startsWith("error: the program file is not UTF-8 text: byte 0xE9")
                .contains("(line 2, column 13)");
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void aSkillMdLinkedOutOfTheFolderIsRefusedAndNotShown() throws Exception {
        Path skill = skill("def run(input):\n    return 'x'\n");
        Path outside = dir.resolve("secret.md");
        Files.writeString(outside, "---\nname: s\n---\nTOP SECRET BODY\n");
        Files.delete(skill.resolve("SKILL.md"));
        Files.createSymbolicLink(skill.resolve("SKILL.md"), outside);
        var result = run("run-metaskill", skill.toString(), "--input", input("{}").toString());
        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.out()).isEqualTo("error: the SKILL.md is a link leaving the skill folder\n");
        assertThat(result.out() + result.err()).doesNotContain("TOP SECRET");
    }

    @Test
    void runThatIsNotAFunctionIsACleanError() throws Exception {
        var result = run("run-metaskill", skill("run = 1\n").toString(), "--input", input("{\"a\": 1}").toString());
        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.out()).startsWith("error: run is a int, not a function");
        assertThat(result.err()).doesNotContain("Exception");
    }

    @Test
    void responseScriptValuesAreCheckedAgainstTheirShape() throws Exception {
        Path skill = skill("def run(input):\n    return ask('q')['answer']\n");
        Path in = input("{\"a\": 1}");
        String[][] cases = {
            {"[{\"answer\": {\"x\": 1}}]", "\"answer\" must be a string, not object (line 1, column 13)"},
            {"[{\"answer\": \"a\", \"turns\": \"abc\"}]", "\"turns\" must be an integer, not string"},
            {"{\"command\": [{\"exit_code\": \"NaN\"}]}", "\"exit_code\" must be an integer, not string"},
            {"{\"command\": [{\"exit_code\": 1.5}]}", "\"exit_code\" must be an integer, not number 1.5"},
            {"[{\"answer\": \"a\", \"answer\": \"b\"}]", "the key 'answer' twice in one object (line 1, column 18)"},
            {"{\"ask\": [], \"ask\": []}", "the key 'ask' twice"},
            {"{\"ask\": {}}", "\"ask\" must be an array, not object"},
        };
        for (String[] c : cases) {
            Path script = dir.resolve("script.json");
            Files.writeString(script, c[0]);
            assertCleanRefusal(run("run-metaskill", skill.toString(), "--input", in.toString(), "--responses",
                    script.toString()), c[1]);
        }
    }

    @Test
    void hugeTimelineLinesAreBounded() throws Exception {
        var result = run("run-metaskill", skill("def run(input):\n    trace('k' * 100000)\n"
                + "    command(['x' * 1000000])\n    return 'ok'\n").toString(), "--input", input("{\"a\": 1}")
                .toString());
        assertThat(result.exitCode()).as(result.out()).isZero();
        assertThat(result.err().lines()).hasSize(2).allSatisfy(l -> assertThat(l.length()).isLessThan(1100));
        assertThat(result.out().length()).isLessThanOrEqualTo(20_001);
    }

    @Test
    void aHugeResultKeyIsNotPrintedWhole() throws Exception {
        var result = run("run-metaskill", skill("def run(input):\n    return {'answer': 'a', 'x': 'y' * 10000000}\n")
                .toString(), "--input", input("{\"a\": 1}").toString());
        assertThat(result.exitCode()).isZero();
        assertThat(result.out()).contains("\"truncated_keys\":[\"x\"]");
        assertThat(result.out().length()).isLessThanOrEqualTo(20_001);
    }

    @Test
    void sharedStructuresMeetTheTimeout() {
        // a structure of shared references: == would visit 2^60 elements. Stopped by the step budget or the
        // --timeout; either is a clean error result, and the process ends.
        var result = run("run-metaskill", "--timeout", "5", write("def run(input):\n    x = [1]\n    y = [1]\n"
                + "    for i in range(60):\n        x = [x, x]\n        y = [y, y]\n    return str(x == y)\n"),
                "--input", writeInput());
        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.out()).startsWith("error: SKILL.star:7:").containsAnyOf("timeout", "step budget exceeded");
    }

    private String write(String program) {
        try {
            return skill(program).toString();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private String writeInput() {
        try {
            return input("{\"a\": 1}").toString();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
