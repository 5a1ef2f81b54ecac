package dev.catalogstudio.app.shell;

import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.control.Button;
import javafx.scene.control.Control;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.MouseEvent;

/**
 * One command of the studio: its text, shortcut, handler and when it is disabled. The same definition feeds the menu
 * bar, the toolbar and the keyboard shortcut, so they never disagree.
 *
 * @param text        the menu text, e.g. {@code Save All}
 * @param accelerator the shortcut, or {@code null}
 * @param handler     what it does (on the FX thread)
 * @param disabled    when it is unavailable; {@code null} for always enabled
 */
public record Action(String text, KeyCombination accelerator, Runnable handler, ObservableBooleanValue disabled) {

    /** An action with a shortcut such as {@code "Shortcut+S"} ({@code null} for none), always enabled. */
    public static Action of(String text, String accelerator, Runnable handler) {
        return new Action(text, accelerator == null ? null : KeyCombination.keyCombination(accelerator), handler, null);
    }

    /** This action, disabled while {@code condition} holds. */
    public Action disabledWhen(ObservableBooleanValue condition) {
        return new Action(text, accelerator, handler, condition);
    }

    /** A menu item carrying the accelerator, so the shortcut works wherever the menu bar is installed. */
    public MenuItem menuItem() {
        var item = new MenuItem(text);
        item.setAccelerator(accelerator);
        item.setOnAction(e -> handler.run());
        if (disabled != null) {
            item.disableProperty().bind(disabled);
        }
        return item;
    }

    /**
     * Gives {@code control} a tooltip showing {@code text}, made when the pointer first enters it: a tooltip is a
     * popup window of its own, and the shell's (toolbar and status bar) were a twentieth of the FX thread's work
     * before the studio's first frame (issue 41).
     */
    static void tooltipOnHover(Control control, ObservableValue<String> text) {
        control.addEventHandler(MouseEvent.MOUSE_ENTERED, e -> {
            if (control.getTooltip() == null) {
                var tooltip = new Tooltip();
                tooltip.textProperty().bind(text);
                control.setTooltip(tooltip);
            }
        });
    }

    /**
     * A flat toolbar button with {@code glyph} as its label and the text and shortcut as its tooltip (and accessible
     * help), made when the pointer first enters it ({@link #tooltipOnHover}).
     */
    public Button button(String glyph) {
        var button = new Button(glyph);
        button.getStyleClass().addAll("flat", "toolbar-action");
        button.setFocusTraversable(false);
        String shortcut = accelerator == null ? "" : " (" + accelerator.getDisplayText() + ")";
        String tip = text.replace("…", "") + shortcut;
        button.setAccessibleHelp(tip);
        tooltipOnHover(button, new ReadOnlyStringWrapper(tip));
        button.setOnAction(e -> handler.run());
        if (disabled != null) {
            button.disableProperty().bind(Bindings.createBooleanBinding(disabled::get, disabled));
        }
        return button;
    }
}
