/**
 * The code editor pane of the studio.
 *
 * <p>Public API:
 * <ul>
 *   <li>{@link dev.catalogstudio.app.editor.CodeEditor}: the View of one open document (a tab holds one).</li>
 *   <li>{@link dev.catalogstudio.app.editor.EditorTabsView} / {@link dev.catalogstudio.app.editor.EditorTabsViewModel}
 *       / {@link dev.catalogstudio.app.editor.EditorTabModel}: the open documents as tabs.</li>
 * </ul>
 * The editor lexes nothing: its highlighting is the model's ({@code Parsed.highlighting()}, or {@code Highlights.of}
 * for a supporting file), computed on the session's background executor after each keystroke's update and handed to
 * {@link dev.catalogstudio.app.editor.CodeEditor#setHighlighting}; meanwhile the previous highlighting is shifted over
 * each edit.
 * {@code internal} holds the pieces the editor is built from; nothing outside this package should use them. Reading
 * and saving files is the session's ({@code dev.catalogstudio.app.session}), never this pane's.
 *
 * <p>A tab's life (what {@code EditorTabsViewModel} and {@code EditorTabsView} do):
 * <pre>{@code
 * session.navigation().open(path, range, "tree");           // any pane asks; the tabs carry it out
 * session.read(path, loaded -> {                             // read off the FX thread, bounded, then on the FX thread:
 *     var tab = new EditorTabModel(path, loaded);            // read-only when not UTF-8, binary or over 8 MiB
 *     var editor = new CodeEditor();
 *     editor.setLanguage(EditorLanguage.ofFileName(path));    // what Tab indents by
 *     editor.setText(tab.getText());                         // LF text, no undo history
 *     editor.textProperty().addListener((o, a, text) -> session.update(path, text));   // coalesced per path
 *     editor.setOnQuickFix(fix -> session.applyFix(path, fix));   // the one quick-fix command...
 *     tab.setFixApplier(editor::applyQuickFix);                   // ...lands here: placed by line/column, one undo
 * }, () -> { });                                            // unreadable: the session shows and logs the failure
 * // (the tabs read with session.read(path, compute, onRead, onFailed): the model's highlighting of the file is
 * // computed in the reading task and set before the editor's first layout, so its first frame is in colour)
 * // each keystroke: the model's highlighting of that text, newest wins (Coalescer.Requests on the background
 * // executor), then editor.setHighlighting(text, highlighting) on the FX thread
 * // each rendered snapshot whose update changed this path's diagnostics: editor.setDiagnostics(...)
 * // save: session.save(path, editor.getText(), tab.lineEnding(), tab.bom(), () -> tab.markSaved(text));
 * }</pre>
 *
 * <p>Positions: lines and columns are 1-based, columns count UTF-16 code units; offsets are 0-based UTF-16 code
 * units. Diagnostics are placed by line and column, never by offset, so a model that read the file with CRLF endings
 * underlines the same characters as the editor's LF text shows.
 */
package dev.catalogstudio.app.editor;
