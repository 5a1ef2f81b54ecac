package dev.catalogstudio.app.dryrun;

import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * One scripted answer in the dry run's responses table: for an {@code ask}, the purpose it answers (blank: any) and
 * the answer; for a {@code command}, the argv prefix it answers (space-separated; blank: any), the result text and
 * the exit code.
 */
public final class ResponseRow {

    private final StringProperty kind = new SimpleStringProperty(this, "kind", "ask");
    private final StringProperty match = new SimpleStringProperty(this, "match", "");
    private final StringProperty text = new SimpleStringProperty(this, "text", "");
    private final StringProperty exitCode = new SimpleStringProperty(this, "exitCode", "0");

    public ResponseRow(String kind, String match, String text, String exitCode) {
        this.kind.set(kind);
        this.match.set(match);
        this.text.set(text);
        this.exitCode.set(exitCode);
    }

    /** {@code ask} or {@code command}. */
    public StringProperty kindProperty() {
        return kind;
    }

    /** The purpose (ask) or argv prefix (command) this row answers; blank answers any call in order. */
    public StringProperty matchProperty() {
        return match;
    }

    /** The answer (ask) or result text (command). */
    public StringProperty textProperty() {
        return text;
    }

    /** The exit code of a command; 0 means ok. */
    public StringProperty exitCodeProperty() {
        return exitCode;
    }

    boolean isAsk() {
        return "ask".equals(kind.get());
    }
}
