package dev.catalogstudio.app.hosts;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.cli.Cli;
import dev.catalogstudio.app.session.Navigation;
import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Hosts view's state without a toolkit, on the session's snapshots (work on the calling thread): which hosts,
 * which rows in which order, the summary line, reading only while shown, and where a row opens.
 */
class HostsViewModelTest {

    private static final String DRAFT = "claude/docs/draft/SKILL.md";
    private static final String BARE = "gem/skills/bare/SKILL.md";

    @TempDir
    Path root;

    private final WorkspaceSession session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run);
    private final HostsViewModel model = new HostsViewModel(session);

    private void write(String path, String text) throws IOException {
        Path file = root.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    private static String skill(String name, String description) {
        return "---\nname: " + name + "\ndescription: " + description + "\n---\n\nDoes " + name + ".\n";
    }

    /**
     * A Claude Code plugin with a skill outside {@code skills/} (no host finds it there) and one whose description
     * the listing cuts; a Gemini CLI extension with a skill lacking frontmatter (Gemini CLI drops it).
     */
    @BeforeEach
    void workspace() throws IOException {
        write("claude/.claude-plugin/plugin.json", "{\"name\": \"claude\"}\n");
        write("claude/skills/pay/SKILL.md", skill("pay", "Takes payments. Use when paying."));
        write("claude/skills/long/SKILL.md", skill("long", "x".repeat(1600)));
        write(DRAFT, skill("draft", "A draft."));
        write("claude/agents/reviewer.md", "---\nname: reviewer\ndescription: Reviews.\n---\n\nReview.\n");
        write("gem/gemini-extension.json", "{\"name\": \"gem\", \"version\": \"1.0.0\"}\n");
        write(BARE, "Does bare things.\n");
        write("gem/skills/ok/SKILL.md", skill("ok", "Is ok. Use when ok."));
    }

    private void openShown() {
        model.setActive(true);
        session.open(root);
    }

    @Test
    void droppedRowsComeFirstThenTruncatedThenLoaded() {
        openShown();

        assertThat(model.hosts()).extracting(HostTable::host).containsExactly("claude-code", "gemini");
        assertThat(model.selectedProperty().get().host()).isEqualTo("claude-code");
        assertThat(model.rows()).extracting(HostRow::status).containsExactly(HostRow.Status.DROPPED,
                HostRow.Status.TRUNCATED, HostRow.Status.LOADED, HostRow.Status.LOADED, HostRow.Status.LOADED);
        var dropped = model.rows().get(0);
        assertThat(dropped.kind()).isEqualTo("skill");
        assertThat(dropped.location()).isEqualTo(DRAFT + ":1");
        assertThat(dropped.code()).isEqualTo("skill-not-loaded");
        assertThat(dropped.detail()).contains("inside the package at claude");
        assertThat(model.rows().get(1)).satisfies(t -> {
            assertThat(t.name()).isEqualTo("long");
            assertThat(t.detail()).startsWith("description 1600 characters, the listing keeps 1536 (");
        });
        assertThat(model.rows().subList(2, 5)).extracting(HostRow::path).containsExactly("claude/agents/reviewer.md",
                "claude/skills/long/SKILL.md", "claude/skills/pay/SKILL.md");
        assertThat(model.rows().get(3).detail()).isEqualTo("1536 description characters");
        assertThat(model.summaryProperty().get()).isEqualTo("loads 1 subagent, 2 skills; drops 1; truncates 1");

        model.select("gemini");

        assertThat(model.rows()).extracting(HostRow::status, HostRow::path, HostRow::code).containsExactly(
                org.assertj.core.groups.Tuple.tuple(HostRow.Status.DROPPED, BARE, "frontmatter-missing"),
                org.assertj.core.groups.Tuple.tuple(HostRow.Status.LOADED, "gem/gemini-extension.json", ""),
                org.assertj.core.groups.Tuple.tuple(HostRow.Status.LOADED, "gem/skills/ok/SKILL.md", ""));
        assertThat(model.rows().get(0).detail()).contains("skillLoader.ts");
        assertThat(model.summaryProperty().get()).isEqualTo("loads 1 MCP configuration, 1 skill; drops 1; "
                + "truncates 0");
    }

    /** The summary line is the one {@code catalog-studio hosts} prints after the host's name. */
    @Test
    void eachSummaryIsTheCommandLines() {
        openShown();
        var lines = Cli.run("hosts", root.toString()).outLines().stream().filter(l -> !l.startsWith(" ")).toList();

        var expected = new ArrayList<String>();
        for (var host : model.hosts()) {
            expected.add(host.displayName() + " (" + host.host() + "): " + host.summary());
        }
        assertThat(lines).containsExactlyElementsOf(expected);
    }

    @Test
    void aHiddenViewReadsNothingAndCatchesUpWhenShownKeepingItsHost() {
        session.open(root);
        assertThat(model.reads()).isZero();
        assertThat(model.hosts()).isEmpty();

        model.setActive(true);
        assertThat(model.reads()).isEqualTo(1);
        model.select("gemini");

        session.update(BARE, skill("bare", "Does bare things. Use when bare."));

        assertThat(model.reads()).isEqualTo(2);
        assertThat(model.selectedProperty().get().host()).isEqualTo("gemini");
        assertThat(model.rows()).extracting(HostRow::status).containsOnly(HostRow.Status.LOADED);
        assertThat(model.summaryProperty().get()).isEqualTo("loads 1 MCP configuration, 2 skills; drops 0; "
                + "truncates 0");

        model.setActive(false);
        session.update(BARE, "Does bare things.\n");
        assertThat(model.reads()).isEqualTo(2);
        model.setActive(true);
        assertThat(model.reads()).isEqualTo(3);
        assertThat(model.rows().get(0).status()).isEqualTo(HostRow.Status.DROPPED);
    }

    @Test
    void openingADroppedRowGoesToItsReasonsLineAndALoadedOneToLineOne() {
        openShown();
        var opened = new ArrayList<Navigation.Request>();
        session.navigation().requestProperty().addListener((o, old, now) -> opened.add(now));

        model.open(model.rows().get(0));
        model.open(model.rows().get(4));

        assertThat(opened).extracting(Navigation.Request::path).containsExactly(DRAFT, "claude/skills/pay/SKILL.md");
        assertThat(opened).extracting(r -> r.range().start().line()).containsExactly(model.rows().get(0).line(), 1);
        assertThat(opened).extracting(Navigation.Request::from).containsOnly("hosts");
    }

    @Test
    void aFolderNoHostLoadsAnythingOfSaysSo(@TempDir Path empty) throws IOException {
        Files.writeString(empty.resolve("README.md"), "# Notes\n");
        assertThat(model.placeholderProperty().get()).isEqualTo(HostsViewModel.NO_WORKSPACE);
        model.setActive(true);
        session.open(empty);

        assertThat(model.hosts()).isEmpty();
        assertThat(model.emptyProperty().get()).isTrue();
        assertThat(model.rows()).isEmpty();
        assertThat(model.placeholderProperty().get()).isEqualTo(HostsViewModel.NOTHING_LOADED)
                .isEqualTo("No host would load a skill, subagent or command of this folder.");
    }
}
