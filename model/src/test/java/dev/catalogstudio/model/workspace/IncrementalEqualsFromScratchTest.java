package dev.catalogstudio.model.workspace;

import static dev.catalogstudio.model.workspace.Catalogs.write;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.format.metaagents.Changelog;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The incremental contract of {@link Workspace#update}: after any sequence of edits, the snapshot equals a workspace
 * opened from scratch on the same files (every diagnostic, every graph node, edge and cycle). Seeded random edit
 * sequences on a catalog built from the bundled sample plus a generated chain of interdependent skills, so the edits
 * make and break cycles, rename entries, break YAML, create and delete files. Seed 15 found that an edge added inside
 * a cycle that keeps its members still changes the loop every member's message shows; 90 further seeds passed once.
 */
class IncrementalEqualsFromScratchTest {

    private static final String ORIGIN = "https://github.com/acme-platform/agent-catalog/tree/main";
    private static final int EDITS = 300;
    private static final int COMPARE_EVERY = 6;

    @TempDir
    Path root;

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 15, 42, 2026})
    void incrementalSnapshotEqualsFromScratch(long seed) throws IOException {
        copySample(root);
        var random = new Random(seed);
        for (int i = 0; i < 12; i++) {
            var deps = new ArrayList<String>();
            for (int d = 0; d < random.nextInt(3); d++) {
                deps.add(ORIGIN + "/skills/gen-" + random.nextInt(12));
            }
            write(root, "skills/gen-" + i + "/SKILL.md", metaSkill("gen-" + i, deps));
            write(root, "skills/gen-" + i + "/CHANGELOG.md", "# Changelog\n\n## 1.0.0 (2026-01-15)\n\n- First.\n");
        }
        var workspace = Workspace.open(root, ProgressListener.NONE);
        assertEqualsFromScratch(workspace.snapshot(), "initial");
        for (int i = 1; i <= EDITS; i++) {
            String what = edit(workspace, random);
            if (i % COMPARE_EVERY == 0 || i == EDITS) {
                assertEqualsFromScratch(workspace.snapshot(), "seed " + seed + ", edit " + i + " (" + what + ")");
            }
        }
    }

    /** Applies one random edit to the model and to the disk alike; returns what it did. */
    private String edit(Workspace workspace, Random random) throws IOException {
        var documents = new ArrayList<>(workspace.snapshot().documents().keySet());
        String path = documents.get(random.nextInt(documents.size()));
        var special = documents.stream().filter(p -> p.startsWith("oaf/") || p.startsWith("mcps/")).toList();
        if (!special.isEmpty() && random.nextInt(4) == 0) {
            path = special.get(random.nextInt(special.size()));
        }
        int choice = random.nextInt(100);
        if (choice < 6) {
            String created = "skills/new-" + random.nextInt(1000) + "/SKILL.md";
            var deps = List.of(ORIGIN + "/skills/gen-" + random.nextInt(12));
            return apply(workspace, created, metaSkill(created.split("/")[1], deps));
        }
        if (choice < 10) {
            workspace.delete(path);
            Files.deleteIfExists(root.resolve(path));
            return "delete " + path;
        }
        String text = Files.readString(root.resolve(path), StandardCharsets.UTF_8);
        String next;
        if (path.endsWith(".json") && choice < 50) {
            next = text.contains("\"_meta\"") ? text.replace("\"_meta\"", "\"_mota\"")
                    : text.replace("\"_mota\"", "\"_meta\"");
        } else if (path.startsWith("oaf/") && choice < 50) {
            next = text.replaceFirst("release-checklist", random.nextBoolean() ? "release-notes" : "release-checklist")
                    .replaceFirst("mcp-configs/github", random.nextBoolean() ? "mcp-configs/gh" : "mcp-configs/github");
        } else if (choice < 35) {
            next = addDependency(text, random.nextInt(5) == 0 ? "mcps/com.acme_grafana.json"
                    : "skills/gen-" + random.nextInt(14));
        } else if (choice < 50) {
            next = text.replaceFirst("(?m)^name: .*$", "name: gen-" + random.nextInt(14));
        } else if (choice < 60) {
            next = text.replaceFirst("(?m)^version: .*\\n", random.nextBoolean() ? "" : "version: 2.0.0\n");
        } else if (choice < 80 && !text.isEmpty()) {
            int at = random.nextInt(text.length());
            next = text.substring(0, at) + "xyz:-[]{}\n\"'".charAt(random.nextInt(12)) + text.substring(at);
        } else if (!text.isEmpty()) {
            int at = random.nextInt(text.length());
            next = text.substring(0, at) + text.substring(Math.min(text.length(), at + 1 + random.nextInt(20)));
        } else {
            next = "---\nname: x\n---\n";
        }
        return apply(workspace, path, next);
    }

    private String apply(Workspace workspace, String path, String text) {
        workspace.update(path, text);
        write(root, path, text);
        return "edit " + path;
    }

    private static String addDependency(String text, String target) {
        String line = "    - " + ORIGIN + "/" + target + "\n";
        int skills = text.indexOf("\n  skills:\n");
        if (skills >= 0) {
            int at = skills + "\n  skills:\n".length();
            return text.substring(0, at) + line + text.substring(at);
        }
        int close = text.indexOf("\n---", 4);
        if (!text.startsWith("---\n") || close < 0) {
            return text + "\n" + line;
        }
        return text.substring(0, close + 1) + "dependencies:\n  skills:\n" + line + text.substring(close + 1);
    }

    private void assertEqualsFromScratch(Snapshot incremental, String after) throws IOException {
        var scratch = Workspace.open(root, ProgressListener.NONE).snapshot();
        var extra = new ArrayList<>(incremental.diagnostics());
        extra.removeAll(scratch.diagnostics());
        var lacking = new ArrayList<>(scratch.diagnostics());
        lacking.removeAll(incremental.diagnostics());
        assertThat(extra).as("diagnostics only the incremental snapshot has, after " + after).isEmpty();
        assertThat(lacking).as("diagnostics only a fresh check has, after " + after).isEmpty();
        assertThat(incremental.diagnostics()).as("diagnostics after " + after).isEqualTo(scratch.diagnostics());
        assertThat(incremental.graph().sortedNodes()).as("nodes after " + after)
                .isEqualTo(scratch.graph().sortedNodes());
        assertThat(incremental.graph().edges()).as("edges after " + after).isEqualTo(scratch.graph().edges());
        for (var id : scratch.graph().nodes().keySet()) {
            assertThat(incremental.graph().cycle(id)).as("cycle of " + id + " after " + after)
                    .isEqualTo(scratch.graph().cycle(id));
        }
        assertThat(incremental.documents().keySet()).isEqualTo(scratch.documents().keySet());
    }

    private static String metaSkill(String name, List<String> deps) {
        var text = new StringBuilder("---\nname: " + name + "\nscope: acme\ndescription: Generated skill " + name
                + ".\nversion: 1.0.0\n");
        if (!deps.isEmpty()) {
            text.append("dependencies:\n  skills:\n");
            deps.forEach(d -> text.append("    - ").append(d).append('\n'));
        }
        return text.append("---\n# ").append(name).append("\n\nDo the thing.\n").toString();
    }

    private static void copySample(Path target) throws IOException {
        Path sample = Path.of("..", "resources", "samples", "catalog");
        try (Stream<Path> files = Files.walk(sample)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Path to = target.resolve(sample.relativize(file).toString());
                Files.createDirectories(to.getParent());
                Files.copy(file, to);
            }
        }
    }
}
