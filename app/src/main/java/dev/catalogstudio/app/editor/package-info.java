/**
 * The code editor pane of the studio.
 *
 * <p>Public API:
 * <ul>
 *   <li>{@link dev.catalogstudio.app.editor.CodeEditor}: the View of one open document (a tab holds one).</li>
 *   <li>{@link dev.catalogstudio.app.editor.EditorTabsView} / {@link dev.catalogstudio.app.editor.EditorTabsViewModel}
 *       / {@link dev.catalogstudio.app.editor.EditorTabModel}: the open documents as tabs.</li>
 *   <li>{@link dev.catalogstudio.app.editor.Language}: which highlighter a file gets
 *       ({@link dev.catalogstudio.app.editor.Language#forPath(String)}).</li>
 *   <li>{@code highlight}: the toolkit-free highlighters ({@code Highlighter}, {@code SyntaxStyle},
 *       {@code StyledSpan}), usable from any thread.</li>
 * </ul>
 * {@code internal} holds the pieces the editor is built from; nothing outside this package should use them. Reading
 * and saving files is the session's ({@code dev.catalogstudio.app.session}), never this pane's.
 *
 * <p>A tab's life (what {@code EditorTabsViewModel} and {@code EditorTabsView} do):
 * <pre>{@code
 * session.navigation().open(path, range, "tree");           // any pane asks; the tabs carry it out
 * session.read(path, loaded -> {                             // read off the FX thread, bounded, then on the FX thread:
 *     var tab = new EditorTabModel(path, loaded);            // read-only when not UTF-8, binary or over 8 MiB
 *     var editor = new CodeEditor();
 *     editor.setLanguage(Language.forPath(path));
 *     editor.setText(tab.getText());                         // LF text, no undo history
 *     editor.textProperty().addListener((o, a, text) -> session.update(path, text));   // coalesced per path
 *     editor.setOnQuickFix(fix -> session.applyFix(path, fix));   // the one quick-fix command...
 *     tab.setFixApplier(editor::applyQuickFix);                   // ...lands here: placed by line/column, one undo
 * }, () -> { });                                            // unreadable: the session shows and logs the failure
 * // each rendered snapshot: editor.setDiagnostics(snapshot.diagnostics(path));
 * // save: session.save(path, editor.getText(), tab.lineEnding(), tab.bom(), () -> tab.markSaved(text));
 * }</pre>
 *
 * <p>Positions: lines and columns are 1-based, columns count UTF-16 code units; offsets are 0-based UTF-16 code
 * units. Diagnostics are placed by line and column, never by offset, so a model that read the file with CRLF endings
 * underlines the same characters as the editor's LF text shows.
 */
package dev.catalogstudio.app.editor;
