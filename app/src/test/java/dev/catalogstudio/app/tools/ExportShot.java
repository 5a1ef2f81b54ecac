package dev.catalogstudio.app.tools;

import static dev.catalogstudio.app.tools.Shots.write;
import static dev.catalogstudio.app.tools.Shots.poll;

import dev.catalogstudio.app.export.ExportDialog;
import dev.catalogstudio.model.export.ExportTarget;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.animation.PauseTransition;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;
import javafx.util.Duration;

/**
 * File → Export for Host… for docs/STUDIO.md: a small Claude Code plugin (a skill with Claude Code's own fields, a
 * subagent, a command, hooks and an MCP server started through {@code ${CLAUDE_PLUGIN_ROOT}}) opened in the studio at
 * 1280 × 800 at the screen's top left, its skill in the editor, and the dialog over it planned for Gemini CLI with the
 * loss report listed (another target with {@code -Dexport.target=oaf} …). Run on a real display (the dialog is a
 * window of its own, which a scene snapshot leaves out),
 * then take the screen's top-left 1280 × 800 once it prints {@code ready}:
 * <pre>
 * DISPLAY=:99 java -cp "app/target/test-classes:app/target/classes:cli/target/classes:model/target/classes:$(cat app/target/test.classpath)" \
 *   dev.catalogstudio.app.tools.ExportShot &amp;
 * # after "ready":
 * DISPLAY=:99 import -window root -crop 1280x800+0+0 docs/images/export-dialog.png
 * </pre>
 */
public final class ExportShot {

    private ExportShot() {
    }

    public static void main(String[] args) {
        Application.launch(App.class, args);
    }

    /** The application behind {@link #main}. */
    public static final class App extends Application {

        @Override
        public void start(Stage stage) throws Exception {
            Path root = Files.createTempDirectory("catalog-studio-export").resolve("release-kit");
            write(root, ".claude-plugin/plugin.json", "{\n  \"name\": \"release-kit\",\n  \"version\": \"1.2.0\",\n"
                    + "  \"description\": \"Release helpers: a changelog skill, a reviewer, a deploy command\",\n"
                    + "  \"author\": {\"name\": \"Ada\", \"email\": \"ada@example.org\"},\n  \"license\": \"MIT\"\n}\n");
            write(root, "skills/changelog/SKILL.md", "---\nname: changelog\ndescription: Summarises the changelog "
                    + "since the last tag. Use before a release.\nwhen_to_use: After a merge to main.\nmodel: sonnet\n"
                    + "allowed-tools: Bash(git:*) Read\n---\n# Changelog\n\nRun ${CLAUDE_PLUGIN_ROOT}/scripts/log.sh "
                    + "and summarise what it prints.\n");
            write(root, "scripts/log.sh", "#!/bin/sh\ngit log --oneline \"$(git describe --tags --abbrev=0)\"..HEAD\n");
            write(root, "agents/reviewer.md", "---\nname: reviewer\ndescription: Reviews a release diff.\n"
                    + "tools: Read, Grep\ncolor: blue\n---\nReview the diff for missing notes.\n");
            write(root, "commands/deploy.md", "---\ndescription: Deploy the tagged release\nargument-hint: [env]\n"
                    + "---\nDeploy $ARGUMENTS with ${CLAUDE_PLUGIN_ROOT}/scripts/log.sh first.\n");
            write(root, "hooks/hooks.json", "{\n  \"hooks\": {\n    \"PostToolUse\": [{\"matcher\": \"Write\", "
                    + "\"hooks\": [{\"type\": \"command\", \"command\": \"${CLAUDE_PLUGIN_ROOT}/scripts/log.sh\"}]}]\n"
                    + "  }\n}\n");
            write(root, ".mcp.json", "{\n  \"mcpServers\": {\n    \"tracker\": {\"command\": \"node\", \"args\": "
                    + "[\"${CLAUDE_PLUGIN_ROOT}/servers/tracker.js\"]}\n  }\n}\n");
            write(root, "servers/tracker.js", "console.log('tracker');\n");
            var window = Shots.window(stage, Shots.theme(getParameters().getRaw()), false);
            stage.setX(0);
            stage.setY(0);
            stage.setWidth(1280);
            stage.setHeight(800);
            window.open(root);
            var session = window.session();
            poll(() -> session.getSnapshot() != null, () -> {
                session.navigation().open("skills/changelog/SKILL.md", null, "screenshot");
                var dialog = new ExportDialog(stage, session.work(), session.fx(), root,
                        ExportTarget.byId(System.getProperty("export.target", "gemini")).orElseThrow());
                dialog.show();
                poll(() -> dialog.model().planProperty().get() != null
                        || !dialog.model().errorProperty().get().isEmpty(), () -> {
                    dialog.stage().setWidth(1120);
                    dialog.stage().setHeight(660);
                    dialog.stage().setX(80);
                    dialog.stage().setY(70);
                    var settle = new PauseTransition(Duration.millis(800));
                    settle.setOnFinished(e -> {
                        System.out.println("losses: " + dialog.model().losses().size() + "; "
                                + dialog.model().statusProperty().get() + dialog.model().errorProperty().get());
                        System.out.println("ready");
                        var quit = new PauseTransition(Duration.seconds(20));
                        quit.setOnFinished(q -> Platform.exit());
                        quit.play();
                    });
                    settle.play();
                }, 600);
            }, 600);
        }


    }
}
