package dev.catalogstudio.app.editor.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.model.PlainTextChange;

/**
 * The area's text as one {@code String}, kept up to date from its change events. RichTextFX rebuilds its text from
 * every paragraph on each request (tens of milliseconds for a megabyte), so everything in the editor reads this copy
 * instead; one edit costs a copy of the text. Listeners registered with {@link #onChange} run after the copy is
 * updated, in registration order.
 */
public final class TextMirror {

    /** A multi-change with more changes than this is re-read whole instead of replayed. */
    private static final int REPLAY_LIMIT = 16;

    private final CodeArea area;
    private final StringBuilder text = new StringBuilder();
    private final ReadOnlyStringWrapper property = new ReadOnlyStringWrapper(this, "text", "");
    private final List<Consumer<List<PlainTextChange>>> listeners = new ArrayList<>();

    public TextMirror(CodeArea area) {
        this.area = area;
        text.append(area.getText());
        property.set(text.toString());
        area.multiPlainChanges().subscribe(this::changed);
    }

    private void changed(List<PlainTextChange> changes) {
        if (changes.size() > REPLAY_LIMIT) {
            text.setLength(0);
            text.append(area.getText());
        } else {
            for (PlainTextChange c : changes) {
                text.replace(c.getPosition(), c.getRemovalEnd(), c.getInserted());
            }
        }
        property.set(text.toString());
        for (var listener : List.copyOf(listeners)) {
            listener.accept(changes);
        }
    }

    /** Calls {@code listener} after each (multi-)change, once the copy is up to date. */
    public void onChange(Consumer<List<PlainTextChange>> listener) {
        listeners.add(listener);
    }

    /** The current text. */
    public String getText() {
        return property.get();
    }

    /** The text, as a property that changes once per edit. */
    public ReadOnlyStringProperty textProperty() {
        return property.getReadOnlyProperty();
    }
}
