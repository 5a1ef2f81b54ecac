package dev.catalogstudio.app.dryrun;

import dev.catalogstudio.model.metaskill.ResponseScript;
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

    /** The entry as read from {@code responses.json}, or null for a row added in the table. */
    private final ResponseScript.Entry entry;

    public ResponseRow(String kind, String match, String text, String exitCode) {
        this(kind, match, text, exitCode, null);
    }

    /**
     * A row read from a script entry: {@code entry}'s members the table has no column for ({@code turns},
     * {@code exhausted}, an {@code argv} element with a space) are written back as they were when the row is saved.
     */
    ResponseRow(ResponseScript.Entry entry) {
        this(entry.isAsk() ? "ask" : "command", entry.match(), entry.text(), Long.toString(entry.exitCode()), entry);
    }

    private ResponseRow(String kind, String match, String text, String exitCode, ResponseScript.Entry entry) {
        this.kind.set(kind);
        this.match.set(match);
        this.text.set(text);
        this.exitCode.set(exitCode);
        this.entry = entry;
    }

    /** The entry this row was read from, or null (a new row). */
    ResponseScript.Entry entry() {
        return entry;
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
