package dev.catalogstudio.app.lsp;

import static dev.catalogstudio.app.lsp.LspHarness.WAIT_SECONDS;
import static dev.catalogstudio.app.lsp.LspHarness.doc;
import static dev.catalogstudio.app.lsp.LspHarness.range;
import static dev.catalogstudio.app.lsp.LspHarness.uri;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.TextEdit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Completion of a 3md {@code @plane} line's attributes from the model's plane spec, and go to definition on a hook's
 * {@code ${CLAUDE_PLUGIN_ROOT}/…} script, through the protocol on copies of the bundled samples.
 */
class PlanesAndHooksTest {

    @TempDir
    Path dir;

    @Test
    void aPlaneLineCompletesTheAttributesItLacksInTheSpecsOrder() throws Exception {
        Path root = LspHarness.sample(dir.resolve("catalog"));
        Path file = root.resolve("agents3md/platform-ops.3md");
        String uri = uri(file);
        String text = Files.readString(file) + "\n@plane z=7 label=\"rollback\" tr";
        int line = (int) text.lines().count() - 1;
        try (var lsp = new LspHarness()) {
            lsp.initialize(root);
            lsp.open(uri, text);
            lsp.awaitPublish(uri);
            List<CompletionItem> items = lsp.server.getTextDocumentService().completion(new CompletionParams(doc(uri),
                    new Position(line, 30))).get(WAIT_SECONDS, TimeUnit.SECONDS).getRight().getItems();
            var spec = dev.catalogstudio.model.formats.Specs.byId("threemd-agent-plane").orElseThrow();
            assertThat(items).extracting(CompletionItem::getLabel)
                    .containsExactly("kind", "triggers", "inputs", "tool", "cost", "x", "y");
            assertThat(items.get(1).getTextEdit().getLeft()).isEqualTo(new TextEdit(range(line, 28, line, 30),
                    "triggers="));
            assertThat(items.get(1).getDocumentation().getRight().getValue())
                    .contains(spec.field(dev.catalogstudio.model.edit.FieldPath.of("triggers")).orElseThrow().help());

            // Inside a quoted value, and on a line that is no @plane line: no attributes.
            lsp.change(uri, range(line, 0, line, 30), "@plane z=7 label=\"roll ");
            assertThat(lsp.server.getTextDocumentService().completion(new CompletionParams(doc(uri),
                    new Position(line, 23))).get(WAIT_SECONDS, TimeUnit.SECONDS).getRight().getItems()).isEmpty();
            lsp.change(uri, range(line, 0, line, 23), "plane ");
            assertThat(lsp.server.getTextDocumentService().completion(new CompletionParams(doc(uri),
                    new Position(line, 6))).get(WAIT_SECONDS, TimeUnit.SECONDS).getRight().getItems()).isEmpty();
        }
    }

    @Test
    void aKeyOfTheHooksObjectCompletesTheHookEventNames() throws Exception {
        Path root = LspHarness.marketplace(dir.resolve("marketplace"));
        Path hooks = root.resolve("plugins/code-review/hooks/hooks.json");
        String uri = uri(hooks);
        String text = "{\n  \"hooks\": {\n    \"Pre\n  }\n}\n";
        try (var lsp = new LspHarness()) {
            lsp.initialize(root);
            lsp.open(uri, text);
            lsp.awaitPublish(uri);
            List<CompletionItem> items = lsp.server.getTextDocumentService().completion(new CompletionParams(doc(uri),
                    new Position(2, 8))).get(WAIT_SECONDS, TimeUnit.SECONDS).getRight().getItems();
            var names = dev.catalogstudio.model.format.claudecode.HookEvents.names();
            assertThat(items).extracting(CompletionItem::getLabel).containsExactlyElementsOf(names)
                    .contains("PreToolUse", "Stop");
            var pre = items.stream().filter(i -> i.getLabel().equals("PreToolUse")).findFirst().orElseThrow();
            assertThat(pre.getTextEdit().getLeft()).isEqualTo(new TextEdit(range(2, 4, 2, 8), "\"PreToolUse\""));
            assertThat(pre.getDetail()).isEqualTo("hook event (takes a matcher)");

            // Inside an event's handler list, and at the top level: no event names.
            assertThat(Completions.hookEvents("{\"hooks\": {\"Stop\": [{\"", new Position(0, 23))).isNull();
            assertThat(Completions.hookEvents("{\"", new Position(0, 2))).isNull();
        }
    }

    @Test
    void definitionOnAHookScriptLeadsToTheScriptInThePlugin() throws Exception {
        Path root = LspHarness.marketplace(dir.resolve("marketplace"));
        Path hooks = root.resolve("plugins/code-review/hooks/hooks.json");
        String uri = uri(hooks);
        try (var lsp = new LspHarness()) {
            lsp.initialize(root);
            lsp.open(uri, Files.readString(hooks));
            lsp.awaitPublish(uri);
            // line 9 (0-based): '            "command": "${CLAUDE_PLUGIN_ROOT}/scripts/check.sh",'
            List<? extends Location> found = lsp.server.getTextDocumentService().definition(new DefinitionParams(
                    doc(uri), new Position(9, 50))).get(WAIT_SECONDS, TimeUnit.SECONDS).getLeft();
            assertThat(List.<Location>copyOf(found)).containsExactly(new Location(
                    uri(root.resolve("plugins/code-review/scripts/check.sh")), range(0, 0, 0, 0)));
            // On "type": nothing.
            assertThat(lsp.server.getTextDocumentService().definition(new DefinitionParams(doc(uri),
                    new Position(8, 14))).get(WAIT_SECONDS, TimeUnit.SECONDS).getLeft()).isEmpty();
        }
    }
}
