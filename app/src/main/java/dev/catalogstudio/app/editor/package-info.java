/**
 * The code editor pane of the studio.
 *
 * <p>Public API:
 * <ul>
 *   <li>{@link dev.catalogstudio.app.editor.CodeEditor}: the View. One per open document (a tab holds one).</li>
 *   <li>{@link dev.catalogstudio.app.editor.Language}: which highlighter a file gets
 *       ({@link dev.catalogstudio.app.editor.Language#forPath(String)}).</li>
 *   <li>{@link dev.catalogstudio.app.editor.TextFiles}: read a file as LF text with its line ending and BOM, and save
 *       it back atomically. Blocking IO: call it off the FX thread.</li>
 *   <li>{@code highlight}: the toolkit-free highlighters ({@code Highlighter}, {@code SyntaxStyle},
 *       {@code StyledSpan}), usable from any thread.</li>
 * </ul>
 * {@code internal} holds the pieces the editor is built from; nothing outside this package should use them.
 *
 * <p>A tab's life, in the shell:
 * <pre>{@code
 * var loaded = TextFiles.read(path);                        // off the FX thread
 * var editor = new CodeEditor();                            // on the FX thread from here on
 * editor.setLanguage(Language.forPath(path.toString()));
 * editor.setText(loaded.text());                            // no undo history, unmodified
 * editor.textProperty().addListener((o, a, text) -> modelExecutor.submit(() -> workspace.update(path, text)));
 * // each snapshot, back on the FX thread, if it is not stale:
 * editor.setDiagnostics(snapshot.diagnostics(path));
 * editor.setOnQuickFix(editor::applyQuickFix);              // placed by line/column, one undo step
 * diagnosticsPanel.onOpen(d -> editor.goTo(d.range()));
 * tab.dirtyProperty().bind(editor.modifiedProperty());
 * // save: TextFiles.writeAtomically(path, editor.getText(), loaded.lineEnding(), loaded.bom());
 * //       then editor.markUnmodified()
 * }</pre>
 *
 * <p>Positions: lines and columns are 1-based, columns count UTF-16 code units; offsets are 0-based UTF-16 code
 * units. Diagnostics are placed by line and column, never by offset, so a model that read the file with CRLF endings
 * underlines the same characters as the editor's LF text shows.
 */
package dev.catalogstudio.app.editor;
