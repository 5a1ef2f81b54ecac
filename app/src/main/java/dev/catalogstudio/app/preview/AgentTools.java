package dev.catalogstudio.app.preview;

import dev.catalogstudio.model.format.threemd.Decimal;
import dev.catalogstudio.model.format.threemd.agent.Agent;
import dev.catalogstudio.model.format.threemd.agent.Route;
import dev.catalogstudio.model.format.threemd.agent.Skill;
import dev.catalogstudio.model.format.threemd.agent.SkillInput;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The 3md agent panels under the preview: the <b>route tester</b> (type a request, see the skills it routes to, best
 * first, with the matched trigger phrases and why the winner won, from the model's own {@code route}; skills without
 * triggers flagged as never routed) and the <b>command filler</b> (pick a skill with a tool, fill its typed inputs,
 * see and copy the shell-quoted command from the model's own {@code command}; nothing is ever run). The filler follows
 * the route tester: the best-ranked skill with a tool is picked as the request changes, and a click on a ranked line
 * picks that skill. Side by side when the panel is at least {@value #SIDE_BY_SIDE} px wide (so the filler's inputs sit
 * beside the request, in view), one above the other when narrower.
 */
public final class AgentTools extends ScrollPane {

    /**
     * The narrowest width, in pixels, at which the two panels stand side by side: two columns of about 180 px (a
     * ranked line wraps, an input's name and its field still fit), the gap and the padding. Stacked, the filler's
     * inputs fall under the ranked routes, below the fold of the tools' share of the preview (at most
     * {@value PreviewPane#MOST_FOR_TOOLS}), so side by side is kept as long as the columns stay usable: beside the
     * editor's 60 columns at 1280 px the preview alone is about 440 px wide (issue 41).
     */
    static final double SIDE_BY_SIDE = 400;

    private final PreviewViewModel model;
    private final TextField request = new TextField();
    private final VBox routes = new VBox(2);
    private final Label never = new Label();
    private final ComboBox<Skill> skill = new ComboBox<>();
    private final GridPane inputs = new GridPane();
    private final Map<String, Supplier<String>> values = new LinkedHashMap<>();
    private final TextArea command = new TextArea();
    private final VBox router;
    private final VBox filler;
    private final HBox columns = new HBox(16);
    /** The z of the skill the route tester last chose for the filler, or null. */
    private Double followed;
    private final VBox rows = new VBox(10);
    /** The route tester's title row: the title, after the pane's button that hides the tools. */
    private final HBox routeHead = new HBox(4);

    AgentTools(PreviewViewModel model) {
        this.model = model;
        setId("preview-agent-tools");
        setFitToWidth(true);
        request.setId("preview-route");
        request.setPromptText("Type a request, e.g. \"why is checkout pending\"");
        request.textProperty().addListener((o, old, now) -> showRoutes());
        never.getStyleClass().add("warning");
        never.setWrapText(true);
        never.managedProperty().bind(never.textProperty().isNotEmpty());
        skill.setId("preview-command-skill");
        skill.setConverter(new StringConverter<>() {
            @Override
            public String toString(Skill s) {
                return s == null ? "" : s.displayName() + "  (z=" + Decimal.format(s.z()) + ")";
            }

            @Override
            public Skill fromString(String text) {
                return null;
            }
        });
        skill.setPromptText("Pick a skill to fill its command");
        skill.setTooltip(new javafx.scene.control.Tooltip("Command filler: the skill whose command to fill"));
        skill.setMaxWidth(Double.MAX_VALUE);
        skill.valueProperty().addListener((o, old, now) -> showInputs(now));
        inputs.setHgap(8);
        inputs.setVgap(4);
        var fieldColumn = new javafx.scene.layout.ColumnConstraints();
        fieldColumn.setHgrow(Priority.ALWAYS);
        inputs.getColumnConstraints().setAll(new javafx.scene.layout.ColumnConstraints(), fieldColumn);
        command.setId("preview-command");
        command.setEditable(false);
        command.setWrapText(true);
        command.setPrefRowCount(3);
        command.setPromptText("The filled command (never run)");
        command.getStyleClass().add("monospace");
        var copy = new Button("Copy");
        copy.setId("preview-command-copy");
        copy.setMinWidth(Region.USE_PREF_SIZE);
        copy.setOnAction(e -> {
            var content = new ClipboardContent();
            content.putString(command.getText());
            Clipboard.getSystemClipboard().setContent(content);
        });
        var routeTitle = new Label("Route tester");
        routeTitle.getStyleClass().add("text-bold");
        routeHead.getChildren().setAll(routeTitle);
        routeHead.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        router = new VBox(6, routeHead, request, routes, never);
        // The skill picker heads the filler (no title row of its own): the tools take less of the preview's room.
        HBox.setHgrow(skill, Priority.ALWAYS);
        var fillerTitle = new HBox(6, skill, copy);
        fillerTitle.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        copy.setTooltip(new javafx.scene.control.Tooltip("Copy the command: the studio never runs it"));
        filler = new VBox(6, fillerTitle, inputs, command);
        router.setMinWidth(0);
        filler.setMinWidth(0);
        HBox.setHgrow(router, Priority.ALWAYS);
        HBox.setHgrow(filler, Priority.ALWAYS);
        router.setPrefWidth(1);
        filler.setPrefWidth(1);
        columns.setPadding(new Insets(8, 12, 12, 12));
        rows.setPadding(new Insets(8, 12, 12, 12));
        widthProperty().addListener((o, old, now) -> arrange(now.doubleValue()));
        arrange(getWidth());
        model.agentProperty().addListener((o, old, now) -> showAgent(now));
        showAgent(model.agentProperty().get());
    }

    /** Puts {@code button} (the preview's Hide) before the route tester's title. */
    void headWith(javafx.scene.Node button) {
        if (!routeHead.getChildren().contains(button)) {
            routeHead.getChildren().add(0, button);
        }
    }

    /** The two panels side by side when {@code width} allows it, else one above the other. */
    private void arrange(double width) {
        boolean side = width <= 0 || width >= SIDE_BY_SIDE;
        var box = side ? columns : rows;
        if (getContent() == box) {
            return;
        }
        rows.getChildren().clear();
        columns.getChildren().clear();
        box.getChildren().setAll(router, filler);
        setContent(box);
    }

    /** Whether the route tester and the command filler stand side by side (tests). */
    public boolean sideBySide() {
        return getContent() == columns;
    }

    /** The route tester's request box (tests). */
    public TextField request() {
        return request;
    }

    /** The ranked lines the route tester shows, best first (tests). */
    public List<String> routeLines() {
        return routes.getChildren().stream().map(n -> ((Label) n).getText()).toList();
    }

    /** The skill picker of the command filler (tests). */
    public ComboBox<Skill> skill() {
        return skill;
    }

    /** The filled command (tests). */
    public String command() {
        return command.getText();
    }

    /** The input field for {@code name} of the picked skill, or null (tests). */
    public javafx.scene.Node input(String name) {
        return inputs.lookup("#preview-input-" + name);
    }

    private void showAgent(Agent agent) {
        if (agent == null) {
            return;
        }
        var unroutable = agent.skills().stream().filter(s -> s.triggers().isEmpty()).map(Skill::displayName)
                .toList();
        never.setText(unroutable.isEmpty() ? "" : "Never routed (no triggers): " + String.join(", ", unroutable));
        Skill picked = skill.getValue();
        var withTools = agent.skills().stream().filter(s -> !s.guidanceOnly()).toList();
        skill.getItems().setAll(withTools);
        // Keep the pick across edits: the same z, rebuilt from the new snapshot.
        skill.setValue(picked == null ? null : withTools.stream().filter(s -> s.z() == picked.z()).findFirst()
                .orElse(null));
        showRoutes();
    }

    private void showRoutes() {
        List<Route> ranked = model.route(request.getText());
        var lines = new java.util.ArrayList<Label>();
        for (int i = 0; i < ranked.size(); i++) {
            var route = ranked.get(i);
            var line = new Label((i + 1) + ". " + route.skill().displayName() + " (z="
                    + Decimal.format(route.skill().z()) + ") score " + route.score() + " \u2014 matched "
                    + String.join(", ", route.matched()));
            line.setWrapText(true);
            if (i == 0) {
                line.getStyleClass().add("text-bold");
            }
            withTool(route.skill()).ifPresent(s -> {
                line.setCursor(javafx.scene.Cursor.HAND);
                line.setTooltip(new javafx.scene.control.Tooltip("Fill the command of " + s.displayName()));
                line.setOnMouseClicked(e -> skill.setValue(s));
            });
            lines.add(line);
        }
        // The filler follows the route tester: the best-ranked skill that has a tool to fill, picked when the
        // ranking's choice changes (a pick made by hand stays while edits of the document rebuild the agent).
        var chosen = ranked.stream().map(r -> withTool(r.skill())).flatMap(java.util.Optional::stream).findFirst();
        Double top = chosen.map(Skill::z).orElse(null);
        if (chosen.isPresent() && !top.equals(followed)) {
            skill.setValue(chosen.get());
        }
        followed = top;
        if (!ranked.isEmpty()) {
            var why = new Label(why(ranked));
            why.getStyleClass().add("text-muted");
            why.setWrapText(true);
            lines.add(why);
        } else if (!request.getText().isBlank()) {
            lines.add(new Label("No skill's triggers match this request."));
        }
        routes.getChildren().setAll(lines);
    }

    /** The filler's own entry for {@code routed} (same z): present only when the skill has a tool to fill. */
    private java.util.Optional<Skill> withTool(Skill routed) {
        return skill.getItems().stream().filter(s -> s.z() == routed.z()).findFirst();
    }

    /** Why the first route won: a higher score than the next, or the tie-break. */
    static String why(List<Route> ranked) {
        var first = ranked.get(0);
        if (ranked.size() == 1) {
            return first.skill().displayName() + " is the only skill whose triggers match.";
        }
        var second = ranked.get(1);
        if (first.score() > second.score()) {
            return first.skill().displayName() + " wins: score " + first.score() + " against " + second.score()
                    + " for " + second.skill().displayName() + ".";
        }
        return first.skill().displayName() + " wins a tie at score " + first.score() + " with "
                + second.skill().displayName() + ": the lower z comes first.";
    }

    private void showInputs(Skill picked) {
        // The skill is rebuilt from every snapshot: what was typed for an input of the same name stays.
        var typed = new java.util.HashMap<String, String>();
        values.forEach((name, value) -> typed.put(name, value.get()));
        inputs.getChildren().clear();
        values.clear();
        if (picked == null) {
            command.setText("");
            return;
        }
        int row = 0;
        for (SkillInput input : picked.inputs()) {
            var label = new Label(input.name() + (input.required() ? "" : " (optional)"));
            label.setMinWidth(Region.USE_PREF_SIZE);
            javafx.scene.Node field;
            if (input.type().equals("boolean")) {
                var box = new CheckBox();
                box.setSelected(Boolean.parseBoolean(typed.get(input.name())));
                box.selectedProperty().addListener((o, old, now) -> fill(picked));
                values.put(input.name(), () -> Boolean.toString(box.isSelected()));
                field = box;
            } else {
                var text = new TextField(typed.getOrDefault(input.name(), ""));
                text.setPromptText(input.type());
                text.textProperty().addListener((o, old, now) -> {
                    boolean bad = input.type().equals("number") && !now.isEmpty() && !now.matches("-?[0-9]+(\\.[0-9]+)?");
                    text.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("danger"), bad);
                    fill(picked);
                });
                values.put(input.name(), text::getText);
                field = text;
            }
            field.setId("preview-input-" + input.name());
            inputs.addRow(row++, label, field);
        }
        fill(picked);
    }

    private void fill(Skill picked) {
        var filled = new LinkedHashMap<String, String>();
        values.forEach((name, value) -> {
            String v = value.get();
            if (!v.isEmpty()) {
                filled.put(name, v);
            }
        });
        String result = model.command(picked, filled);
        command.setText(result == null ? "" : result);
    }
}
