package dev.catalogstudio.model.loads;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.hosts.HostDiscovery;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Snapshot;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * One test per discovery fact the checker reads, made from the data itself: each host's skill locations (a skill
 * there is found, one beside them is not) and each skip of a skill with a reason a diagnostic gives (the host drops
 * the skill, or loads it and the error is a warning). A fact added to the data is tested without a line here.
 */
class DiscoveryFactsTest {

    @TempDir
    Path temp;

    /** The manifest that makes a folder a package of each host, and its text. */
    private static final Map<String, List<String>> MANIFESTS = Map.of(
            "claude-code", List.of(".claude-plugin/plugin.json", "{\"name\": \"p\"}\n"),
            "codex", List.of(".codex-plugin/plugin.json", "{\"name\": \"p\"}\n"),
            "cursor", List.of(".cursor-plugin/plugin.json", "{\"name\": \"p\"}\n"),
            "gemini", List.of("gemini-extension.json", "{\"name\": \"p\", \"version\": \"1.0.0\"}\n"),
            "agent-plugins", List.of("plugin.json", "{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/plugin"
                    + ".schema.json\", \"name\": \"p\", \"version\": \"1.0.0\", \"description\": \"P.\", \"author\": "
                    + "{\"name\": \"a\"}}\n"));

    /** The text of a SKILL.md that makes its diagnostic give each reason, for a skill folder named {@code s}. */
    private static final Map<String, String> TRIGGERS = Map.of(
            "frontmatter-missing", "Does things.\n",
            "invalid-yaml", "---\nname: s\ndescription: [unclosed\n---\nBody.\n",
            "name-invalid", "---\nname: Bad Name\ndescription: Does s. Use when s.\n---\nBody.\n",
            "name-folder-mismatch", "---\nname: other\ndescription: Does s. Use when s.\n---\nBody.\n",
            "metadata-value", "---\nname: s\ndescription: Does s. Use when s.\nmetadata:\n  tags: [a]\n---\nBody.\n",
            "too-large", "---\nname: s\ndescription: " + "d".repeat(1100) + "\n---\nBody.\n");

    private static final String SKILL = "---\nname: s\ndescription: Does s. Use when s.\n---\nBody.\n";

    private Path write(Path root, String path, String text) throws IOException {
        Path file = root.resolve(path);
        Files.createDirectories(file.getParent());
        return Files.writeString(file, text);
    }

    private static Snapshot open(Path root, List<String> hosts) throws IOException {
        return Workspace.open(root, ProgressListener.NONE, hosts).snapshot();
    }

    /** {@code pattern} with each {@code *} segment a name and each {@code **} one folder. */
    private static String instance(String pattern) {
        return pattern.replace("**", "group").replace("*.", "x.").replace("*", "s");
    }

    @TestFactory
    Stream<DynamicTest> aSkillAtEachPackageLocationIsFoundAndOneBesideThemIsNot() {
        var tests = new ArrayList<DynamicTest>();
        for (String host : MANIFESTS.keySet()) {
            for (var location : HostDiscovery.of(host).orElseThrow().locations()) {
                if (!location.kind().equals("skill") || !location.root().equals("package")) {
                    continue;
                }
                tests.add(DynamicTest.dynamicTest(host + " " + location.pattern(), () -> {
                    Path root = Files.createTempDirectory(temp, "pkg");
                    write(root, "p/" + MANIFESTS.get(host).get(0), MANIFESTS.get(host).get(1));
                    String found = "p/" + instance(location.pattern());
                    write(root, found, SKILL);
                    write(root, "p/docs/s/SKILL.md", SKILL);
                    var snapshot = open(root, List.of());
                    assertThat(snapshot.diagnostics(found)).extracting(d -> d.code()).doesNotContain("skill-not-loaded");
                    assertThat(snapshot.looksThere(host, "skill", found)).isTrue();
                    assertThat(snapshot.diagnostics("p/docs/s/SKILL.md")).extracting(d -> d.code())
                            .containsExactly("skill-not-loaded");
                }));
            }
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> eachSkipOfASkillDropsItOrLowersTheErrorToAWarning() {
        var tests = new ArrayList<DynamicTest>();
        for (String host : MANIFESTS.keySet()) {
            for (var skip : HostDiscovery.of(host).orElseThrow().skips()) {
                String trigger = TRIGGERS.get(skip.reason());
                if (!skip.kind().equals("skill") || trigger == null
                        || !(skip.effect().equals("loaded") || skip.drops())) {
                    continue;
                }
                tests.add(DynamicTest.dynamicTest(host + " " + skip.reason() + " " + skip.effect(), () -> {
                    Path root = Files.createTempDirectory(temp, "skip");
                    write(root, "p/" + MANIFESTS.get(host).get(0), MANIFESTS.get(host).get(1));
                    write(root, "p/skills/s/SKILL.md", trigger);
                    var snapshot = open(root, List.of());
                    var report = HostLoads.of(snapshot, List.of(host)).get(0);
                    if (skip.drops()) {
                        assertThat(report.dropped()).as(skip.detail()).singleElement()
                                .satisfies(d -> assertThat(d.reason()).contains(skip.source()));
                    } else {
                        assertThat(report.loaded()).as(skip.detail()).filteredOn(l -> l.kind().equals("skill"))
                                .extracting(l -> l.path()).containsExactly("p/skills/s/SKILL.md");
                        // The specification's error is a warning where the one host that loads the file takes it.
                        assertThat(snapshot.diagnostics("p/skills/s/SKILL.md")).as(skip.detail())
                                .filteredOn(d -> HostDiscovery.reasonOf(d).orElse("").equals(skip.reason()))
                                .isNotEmpty().allMatch(d -> d.severity() != Severity.ERROR);
                    }
                }));
            }
        }
        return tests.stream();
    }
}
