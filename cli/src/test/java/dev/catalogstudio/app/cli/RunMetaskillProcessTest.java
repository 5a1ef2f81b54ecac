package dev.catalogstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The metaSKILL host keeps its budgets in a real process (issue 22): {@code run-metaskill --timeout 5} in a JVM of
 * 512 MB on the programs that once ran for minutes or took gigabytes ends with a clean error, bounded output and no
 * stack trace. Nothing here is timed: the process must end, and waiting for it has a generous hang guard only.
 */
class RunMetaskillProcessTest {

    @TempDir
    Path dir;

    static Stream<Arguments> programs() {
        return Stream.of(
                Arguments.of("shared references compared",
                        "x = [1]\nfor i in range(60):\n    x = [x, x]\ndef run(input):\n    return str(x == x)\n"),
                Arguments.of("shared references hashed",
                        "x = (1,)\nfor i in range(60):\n    x = (x, x)\ndef run(input):\n    return str(hash(x))\n"),
                Arguments.of("int of many digits", "def run(input):\n    return str(int('9' * 10000000))\n"),
                Arguments.of("repeated squaring",
                        "def run(input):\n    n = 3\n    for i in range(64):\n        n = n * n\n    return str(n)\n"),
                Arguments.of("thirty million traces",
                        "def run(input):\n    for i in range(30000000):\n        trace('t', i)\n    return 'done'\n"),
                Arguments.of("str of shared megabyte strings",
                        "s = 'x' * 1000000\ndef run(input):\n    return str([s] * 3000)\n"),
                Arguments.of("huge dict",
                        "def run(input):\n    d = {}\n    for i in range(100000000):\n        d[i] = i\n    return 'x'\n"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void aHostileProgramEndsCleanlyWithBoundedOutput(String name, String program) throws Exception {
        Path skill = dir.resolve("s");
        Files.createDirectories(skill);
        Files.writeString(skill.resolve("SKILL.md"), "---\nname: s\ndescription: S.\n---\nGive it `a`.\n");
        Files.writeString(skill.resolve("SKILL.star"), program);
        Path input = Files.writeString(dir.resolve("in.json"), "{\"a\": 1}");
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx512m", "-cp", System.getProperty("java.class.path"),
                "dev.catalogstudio.app.Main", "run-metaskill", skill.toString(), "--input", input.toString(),
                "--timeout", "5"));
        var process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        boolean ended = process.waitFor(120, TimeUnit.SECONDS);
        if (!ended) {
            process.destroyForcibly();
        }
        assertThat(ended).as("%s: the process ended", name).isTrue();
        String stderr = Files.readString(err, StandardCharsets.UTF_8);
        String stdout = Files.readString(out, StandardCharsets.UTF_8);
        assertThat(process.exitValue()).as("%s: exit code; stderr:%n%s", name, stderr).isIn(0, 1);
        assertThat(stderr).as(name).doesNotContain("Exception").doesNotContain("\tat ")
                .doesNotContain("OutOfMemoryError");
        assertThat(Files.size(out) + Files.size(err)).as("%s: output bytes", name).isLessThan(1_000_000);
        assertThat(stdout + stderr).as(name).isNotBlank();
    }
}
