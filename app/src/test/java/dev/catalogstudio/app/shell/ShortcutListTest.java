package dev.catalogstudio.app.shell;

import static dev.catalogstudio.app.StudioFixture.fx;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The README's keyboard-shortcut table is the window's action table: every menu command, in menu order, with its
 * keys. When a command is added or its keys change, this fails and prints the table to paste.
 */
@ExtendWith(ApplicationExtension.class)
class ShortcutListTest {

    private static final String START = "<!-- shortcuts: made from StudioActions.menus(), checked by ShortcutListTest -->";
    private static final String END = "<!-- shortcuts end -->";
    private MainWindow window;

    @Start
    void start(Stage stage) throws Exception {
        window = StudioFixture.window(stage, "shortcuts", false);
    }

    @AfterEach
    void stop() throws Exception {
        StudioFixture.close(window);
    }

    @Test
    void theReadmeListsEveryMenuCommandWithItsKeys() throws Exception {
        var rows = fx(() -> HelpDialogs.menuShortcuts(window.actions().menus()));
        var table = new ArrayList<String>();
        table.add("| command | keys (Cmd for Ctrl on macOS) | menu |");
        table.add("|---|---|---|");
        for (var row : rows) {
            table.add("| " + row.command() + " | " + readmeKeys(fx(() -> keysOf(row.command()))) + " | " + row.menu()
                    + " |");
        }
        String readme = Files.readString(Path.of("../docs/STUDIO.md"), StandardCharsets.UTF_8);
        int start = readme.indexOf(START);
        int end = readme.indexOf(END);
        assertThat(start).as("README marker %s", START).isNotNegative();
        assertThat(end).as("README marker %s", END).isGreaterThan(start);
        var written = readme.substring(start + START.length(), end).strip().lines().toList();

        assertThat(written).as("docs/STUDIO.md § Keyboard shortcuts; expected:%n%s", String.join("\n", table))
                .containsExactlyElementsOf(table);
        assertThat(rows).extracting(HelpDialogs.Shortcut::command)
                .contains("Quick Open", "Find in Files", "Keyboard Shortcuts", "Next Problem", "Show/Hide Hosts");
    }

    private String keysOf(String command) {
        for (var menu : window.actions().menus()) {
            for (var group : menu.groups()) {
                for (var action : group) {
                    if (action.text().replace("\u2026", "").equals(command)) {
                        return action.accelerator() == null ? "" : action.accelerator().getName();
                    }
                }
            }
        }
        throw new AssertionError(command);
    }

    /** {@code Shift+Shortcut+S} as the README writes it, {@code Ctrl+Shift+S} (Ctrl, Alt, Shift, key); none: a dash. */
    static String readmeKeys(String name) {
        if (name.isEmpty()) {
            return "\u2014";
        }
        var parts = new ArrayList<>(List.of(name.replace("Shortcut", "Ctrl").split("\\+")));
        String key = parts.remove(parts.size() - 1);
        var ordered = new ArrayList<String>();
        for (String modifier : List.of("Ctrl", "Alt", "Shift")) {
            if (parts.remove(modifier)) {
                ordered.add(modifier);
            }
        }
        ordered.addAll(parts);
        ordered.add(key);
        return String.join("+", ordered);
    }
}
