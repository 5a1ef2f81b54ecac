package dev.catalogstudio.app.cli;

import static dev.catalogstudio.app.cli.Cli.run;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code catalog-studio set}: the form's lossless edits from the command line. */
class SetCommandTest {

    private static final String SKILL = "---\r\nname: triage   # folder name\r\ndescription: \"Finds faults.\"\r\n"
            + "dependencies:\r\n  skills:\r\n    - https://github.com/acme/cat/tree/main/skills/base\r\n---\r\nBody\r\n";

    @TempDir
    Path dir;

    private Path write(String text) throws Exception {
        Path file = dir.resolve("SKILL.md");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    @Test
    void setsAFieldKeepingTheRestOfTheFileByteForByteAndPrintsTheChange() throws Exception {
        Path file = write(SKILL);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));

        var result = run("set", file.toString(), "description", "Finds faults: fast.");

        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(Files.readString(file)).isEqualTo(SKILL.replace("\"Finds faults.\"", "\"Finds faults: fast.\""));
        assertThat(result.outLines()).containsExactly(file + ":3: changed description",
                "- description: \"Finds faults.\"", "+ description: \"Finds faults: fast.\"");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
    }

    @Test
    void addsAndRemovesListItemsAndCreatesMissingFields() throws Exception {
        Path file = write(SKILL);
        String url = "https://github.com/acme/cat/tree/main/skills/util";

        assertThat(run("set", file.toString(), "dependencies.skills", url, "--add").exitCode()).isZero();
        assertThat(Files.readString(file)).contains("skills/base\r\n    - " + url + "\r\n---");
        assertThat(run("set", file.toString(), "dependencies.skills", url, "--remove").exitCode()).isZero();
        assertThat(Files.readString(file)).isEqualTo(SKILL);
        assertThat(run("set", file.toString(), "metadata.owner", "yes").exitCode()).isZero();
        // An Agent Skill's specification puts metadata after description.
        assertThat(Files.readString(file))
                .contains("\"Finds faults.\"\r\nmetadata:\r\n  owner: \"yes\"\r\ndependencies:");
        assertThat(run("set", file.toString(), "metadata", "--remove").exitCode()).isZero();
        assertThat(Files.readString(file)).isEqualTo(SKILL);
    }

    @Test
    void aNewKeyGoesWhereTheKindsSpecificationPutsIt() throws Exception {
        // In a MetaAgents catalog (a versioned skills/<n>/SKILL.md) scope belongs after name; in a plain Agent Skill,
        // which has no scope field, the unknown key goes at the end.
        String text = "---\nname: triage\ndescription: Finds faults.\nversion: 1.0.0\n"
                + "dependencies:\n  skills: []\n---\n";
        Path skill = dir.resolve("catalog/skills/triage/SKILL.md");
        Path plain = dir.resolve("plain/triage/SKILL.md");
        for (Path file : new Path[] {skill, plain}) {
            Files.createDirectories(file.getParent());
            Files.writeString(file, text);
            assertThat(run("set", file.toString(), "scope", "acme").exitCode()).isZero();
        }

        assertThat(Files.readString(skill)).isEqualTo(text.replace("triage\n", "triage\nscope: acme\n"));
        assertThat(Files.readString(plain)).isEqualTo(text.replace("[]\n---\n", "[]\nscope: acme\n---\n"));
    }

    @Test
    void aDryRunWritesNothingAndTheSameValueIsNoChange() throws Exception {
        Path file = write(SKILL);

        var dry = run("set", file.toString(), "name", "doctor", "--dry-run");
        assertThat(dry.exitCode()).isZero();
        assertThat(dry.out()).contains("would change name").contains("+ name: doctor   # folder name");
        assertThat(Files.readString(file)).isEqualTo(SKILL);

        var same = run("set", file.toString(), "name", "triage");
        assertThat(same.out()).contains("already holds that value");
        assertThat(Files.readString(file)).isEqualTo(SKILL);
    }

    @Test
    void whatCannotBeEditedIsAOneLineReasonAndTheFileIsUntouched() throws Exception {
        Path broken = write(Cli.BROKEN_YAML);
        var result = run("set", broken.toString(), "name", "x");
        assertThat(result.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(result.err()).startsWith(CliErrors.PREFIX).contains("cannot be edited until it parses");
        assertThat(Files.readString(broken)).isEqualTo(Cli.BROKEN_YAML);

        Path file = write(SKILL);
        assertThat(run("set", file.toString(), "dependencies", "x").err()).contains("set one of its fields");
        assertThat(run("set", file.toString(), "name").err()).contains("missing VALUE");
        assertThat(run("set", file.toString(), "a..b", "x").err()).contains("empty segment");
        // A path deeper than any document may nest is refused before anything recurses through it (it overflowed
        // the stack at 5,000 segments).
        var deep = run("set", file.toString(), String.join(".", java.util.Collections.nCopies(5_000, "k")), "x");
        assertThat(deep.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(deep.err()).contains("more than 100 segments");
        assertThat(run("set", file.toString(), "name", "x", "--add", "--remove").exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(Files.readString(file)).isEqualTo(SKILL);
    }

    @Test
    void anEditThroughAnAnchorOrAliasIsRefusedAndTheFileIsUntouched() throws Exception {
        // --add to an anchored list also added to its alias (the README promises such edits are refused).
        String text = "---\nname: triage\ndescription: d\ntags: &t\n  - ops\nkeywords: *t\n---\nBody\n";
        Path file = write(text);

        for (String[] args : new String[][] {{"tags", "k8s", "--add"}, {"tags.0", "--remove"}, {"tags.0", "dev"},
            {"keywords", "k8s", "--add"}, {"tags", "--remove"}}) {
            var all = new java.util.ArrayList<>(java.util.List.of("set", file.toString()));
            all.addAll(java.util.List.of(args));
            var result = run(all.toArray(String[]::new));
            assertThat(result.exitCode()).as(String.join(" ", args)).isEqualTo(ExitCodes.USAGE);
            assertThat(result.err()).startsWith(CliErrors.PREFIX).containsAnyOf("anchor", "alias");
            assertThat(Files.readString(file)).isEqualTo(text);
        }
    }

    @Test
    void aFileChangedOrDeletedByAnotherProgramAfterTheReadIsNeitherOverwrittenNorRecreated() throws Exception {
        Path file = write(SKILL);
        String theirs = SKILL.replace("triage", "doctor"); // as long as the original: only the content differs
        try {
            // Another program writes the file between set's read and its write, keeping its size and time.
            SetCommand.beforeWrite = path -> {
                var time = Files.getLastModifiedTime(path);
                Files.writeString(path, theirs);
                Files.setLastModifiedTime(path, time);
            };
            var sameSize = run("set", file.toString(), "description", "Finds faults: fast.");
            assertThat(sameSize.exitCode()).isEqualTo(ExitCodes.USAGE);
            assertThat(sameSize.err()).startsWith(CliErrors.PREFIX).contains("changed by another program")
                    .contains("content");
            assertThat(Files.readString(file)).isEqualTo(theirs);

            SetCommand.beforeWrite = path -> Files.writeString(path, "---\nname: mine\n---\n");
            var changed = run("set", file.toString(), "description", "Finds faults: fast.");
            assertThat(changed.exitCode()).isEqualTo(ExitCodes.USAGE);
            assertThat(changed.err()).contains("changed by another program");
            assertThat(Files.readString(file)).isEqualTo("---\nname: mine\n---\n");

            SetCommand.beforeWrite = Files::delete;
            var deleted = run("set", file.toString(), "name", "x");
            assertThat(deleted.exitCode()).isEqualTo(ExitCodes.USAGE);
            assertThat(deleted.err()).contains("deleted by another program").contains("not recreated");
            assertThat(file).doesNotExist();
        } finally {
            SetCommand.beforeWrite = path -> { };
        }
        // Nothing was left beside it either.
        try (var left = Files.list(dir)) {
            assertThat(left).isEmpty();
        }
    }

    @Test
    void aWriteThatIsRefusedLeavesNoBackupBehind() throws Exception {
        // A hard-linked file is written in place, after a backup; when the file itself may not be written (another
        // user's file; for root, an immutable one) the backup stayed, and the studio would offer to restore it.
        Path file = write(SKILL);
        Files.createLink(dir.resolve("link.md"), file);
        boolean root = "root".equals(System.getProperty("user.name"));
        if (root) {
            org.junit.jupiter.api.Assumptions.assumeTrue(chattr(file, "+i"), "chattr +i is not available here");
        } else {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("r--r--r--"));
        }
        try {
            var result = run("set", file.toString(), "name", "doctor");

            assertThat(result.exitCode()).isEqualTo(ExitCodes.USAGE);
            assertThat(result.err()).contains("cannot write").contains("the file is unchanged");
            assertThat(Files.readString(file)).isEqualTo(SKILL);
            try (var left = Files.list(dir)) {
                assertThat(left.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("SKILL.md", "link.md");
            }
        } finally {
            if (root) {
                chattr(file, "-i");
            }
        }
    }

    private static boolean chattr(Path file, String flag) {
        try {
            var process = new ProcessBuilder("chattr", flag, file.toString()).redirectErrorStream(true).start();
            process.getInputStream().readAllBytes();
            return process.waitFor() == 0;
        } catch (java.io.IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    @Test
    void aValueDecodedWithReplacementCharactersOrAFileThatIsNotUtf8IsRefused() throws Exception {
        // The JVM decodes the command line: invalid bytes (or any non-ASCII under LANG=C) arrive as U+FFFD, which
        // was written silently.
        Path file = write(SKILL);
        var value = run("set", file.toString(), "description", "caf\uFFFD");
        assertThat(value.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(value.err()).contains("VALUE holds U+FFFD").contains("nothing was written");
        var key = run("set", file.toString(), "metadata.k\uFFFD", "x");
        assertThat(key.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(key.err()).contains("FIELD holds U+FFFD");
        assertThat(Files.readString(file)).isEqualTo(SKILL);

        byte[] latin1 = "---\nname: caf\u00e9\ndescription: d\n---\n".getBytes(StandardCharsets.ISO_8859_1);
        Files.write(file, latin1);
        var notUtf8 = run("set", file.toString(), "name", "x");
        assertThat(notUtf8.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(notUtf8.err()).contains("not valid UTF-8").contains("nothing was written");
        assertThat(Files.readAllBytes(file)).isEqualTo(latin1);
    }

    @Test
    void editsJsonFilesTheSameWay() throws Exception {
        String mcp = "{\n  \"mcpServers\": {\n    \"files\": {\n      \"command\": \"uvx\",\n"
                + "      \"args\": [\"mcp-files\"]\n    }\n  }\n}\n";
        Path file = dir.resolve(".mcp.json");
        Files.writeString(file, mcp);

        assertThat(run("set", file.toString(), "mcpServers.files.args", "/srv", "--add").exitCode()).isZero();
        assertThat(Files.readString(file)).isEqualTo(mcp.replace("[\"mcp-files\"]", "[\"mcp-files\", \"/srv\"]"));
        assertThat(run("set", file.toString(), "mcpServers.files.args", "/srv", "--remove").exitCode()).isZero();
        assertThat(run("set", file.toString(), "mcpServers.files.disabled", "true", "--literal").exitCode()).isZero();
        assertThat(Files.readString(file)).contains("[\"mcp-files\"],\n      \"disabled\": true\n    }");
        Files.writeString(file, "{\"a\": [1,}");
        assertThat(run("set", file.toString(), "a", "x").err()).contains("cannot be edited until it parses");
    }
}
