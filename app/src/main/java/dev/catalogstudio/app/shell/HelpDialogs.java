package dev.catalogstudio.app.shell;

import dev.catalogstudio.app.cli.ManifestVersion;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.transformation.FilteredList;
import javafx.geometry.Insets;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/** Help → Keyboard Shortcuts and Help → About. */
final class HelpDialogs {

    private HelpDialogs() {
    }

    /**
     * One line of the shortcut list.
     *
     * @param menu     the menu it is in, without the mnemonic mark, e.g. {@code File}
     * @param command  the command's text, e.g. {@code Save All}
     * @param shortcut the platform's display text of its shortcut, e.g. {@code Ctrl+Shift+S}; empty when it has none
     */
    record Shortcut(String menu, String command, String shortcut) {
    }

    /**
     * Every command of {@code menus}, in menu order, then the editor's own keys (menu "Editor"): what the shortcut list
     * shows, made from the two key tables so that it cannot drift from them.
     */
    static List<Shortcut> shortcuts(List<StudioActions.MenuSpec> menus) {
        var rows = menuShortcuts(menus);
        for (var entry : dev.catalogstudio.app.editor.CodeEditor.shortcuts()) {
            rows.add(new Shortcut("Editor", entry.getKey(), entry.getValue().stream()
                    .map(javafx.scene.input.KeyCombination::getDisplayText)
                    .collect(java.util.stream.Collectors.joining(", "))));
        }
        return rows;
    }

    /** Every command of {@code menus}, in menu order. */
    static List<Shortcut> menuShortcuts(List<StudioActions.MenuSpec> menus) {
        var rows = new ArrayList<Shortcut>();
        for (var menu : menus) {
            String title = menu.title().replace("_", "");
            for (var group : menu.groups()) {
                for (var action : group) {
                    rows.add(new Shortcut(title, action.text().replace("\u2026", ""),
                            action.accelerator() == null ? "" : action.accelerator().getDisplayText()));
                }
            }
        }
        return rows;
    }

    /** Shows the shortcut list (with a filter field) for {@code menus}; not modal, closed by Esc or Close. */
    static void showShortcuts(Window owner, List<StudioActions.MenuSpec> menus) {
        var rows = new FilteredList<>(FXCollections.observableArrayList(shortcuts(menus)));
        var table = new TableView<>(rows);
        table.setId("shortcut-table");
        table.getColumns().add(column("Command", Shortcut::command, 260));
        table.getColumns().add(column("Shortcut", Shortcut::shortcut, 150));
        table.getColumns().add(column("Menu", Shortcut::menu, 100));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        var filter = new TextField();
        filter.setId("shortcut-filter");
        filter.setPromptText("Filter by command or key");
        filter.textProperty().addListener((o, old, now) -> {
            String needle = now.strip().toLowerCase(Locale.ROOT);
            rows.setPredicate(row -> needle.isEmpty()
                    || (row.command() + " " + row.shortcut() + " " + row.menu()).toLowerCase(Locale.ROOT).contains(needle));
        });
        var note = new Label("In the graph: click selects, double-click opens (a group: expands), the arrow keys move "
                + "between neighbours, Enter opens, Space focuses, + and \u2212 or the wheel zoom, 0 fits, dragging pans.");
        note.setWrapText(true);
        note.getStyleClass().add("muted");
        var box = new VBox(8, filter, table, note);
        VBox.setVgrow(table, Priority.ALWAYS);
        box.setPadding(new Insets(4));
        box.setPrefSize(560, 520);
        var dialog = new Dialog<Void>();
        dialog.initOwner(owner);
        dialog.initModality(javafx.stage.Modality.NONE);
        dialog.setTitle("Keyboard Shortcuts");
        dialog.setResizable(true);
        dialog.getDialogPane().setContent(box);
        dialog.getDialogPane().getButtonTypes().add(ButtonType.CLOSE);
        dialog.getDialogPane().setId("shortcuts-dialog");
        dialog.setOnShown(e -> filter.requestFocus());
        dialog.show();
    }

    private static TableColumn<Shortcut, String> column(String title,
                                                        java.util.function.Function<Shortcut, String> value,
                                                        double width) {
        var column = new TableColumn<Shortcut, String>(title);
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
        column.setPrefWidth(width);
        column.setSortable(false);
        return column;
    }

    /**
     * The About facts, label and value: the version, the Java and JavaFX runtimes, the operating system and the log
     * and settings folder.
     */
    static List<String[]> aboutFacts() {
        return List.of(
                new String[] {"Version", ManifestVersion.version()},
                new String[] {"Java", System.getProperty("java.runtime.version", System.getProperty("java.version", "?"))
                        + " (" + System.getProperty("java.vendor", "?") + ")"},
                new String[] {"JavaFX", System.getProperty("javafx.runtime.version", "?")},
                new String[] {"System", System.getProperty("os.name", "?") + " " + System.getProperty("os.version", "")
                        + " " + System.getProperty("os.arch", "")},
                new String[] {"Log and settings", StudioHome.forPlatform().folder().toString()});
    }

    /** Shows About: {@link #aboutFacts()} with a button that copies them (for a bug report). */
    static void showAbout(Window owner) {
        var grid = new GridPane();
        grid.setHgap(12);
        grid.setVgap(6);
        var facts = aboutFacts();
        var text = new StringBuilder();
        for (int i = 0; i < facts.size(); i++) {
            var label = new Label(facts.get(i)[0]);
            label.getStyleClass().add("muted");
            var value = new Label(facts.get(i)[1]);
            value.setId("about-" + facts.get(i)[0].toLowerCase(Locale.ROOT).replace(' ', '-'));
            grid.addRow(i, label, value);
            text.append(facts.get(i)[0]).append(": ").append(facts.get(i)[1]).append('\n');
        }
        var title = new Label("Catalog Studio");
        title.getStyleClass().add("title-3");
        var blurb = new Label("Write and review catalogs of AI agent definitions.");
        var box = new VBox(10, title, blurb, grid);
        box.setPadding(new Insets(4));
        var copy = new ButtonType("Copy Details", javafx.scene.control.ButtonBar.ButtonData.LEFT);
        var dialog = new Dialog<ButtonType>();
        dialog.initOwner(owner);
        dialog.setTitle("About Catalog Studio");
        dialog.getDialogPane().setContent(box);
        dialog.getDialogPane().getButtonTypes().addAll(copy, ButtonType.CLOSE);
        dialog.getDialogPane().setId("about-dialog");
        var copyButton = dialog.getDialogPane().lookupButton(copy);
        copyButton.addEventFilter(javafx.event.ActionEvent.ACTION, e -> {
            var content = new ClipboardContent();
            content.putString(text.toString());
            Clipboard.getSystemClipboard().setContent(content);
            e.consume(); // keep the dialog open
        });
        dialog.show();
    }
}
