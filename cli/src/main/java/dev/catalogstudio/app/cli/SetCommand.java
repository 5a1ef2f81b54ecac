package dev.catalogstudio.app.cli;

import dev.catalogstudio.app.files.FileStamp;
import dev.catalogstudio.app.files.TextFiles;
import dev.catalogstudio.model.edit.DocumentEditor;
import dev.catalogstudio.model.edit.EditRefusedException;
import dev.catalogstudio.model.edit.FieldPath;
import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.formats.Formats;
import dev.catalogstudio.model.formats.Specs;
import dev.catalogstudio.model.json.JsonEditor;
import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.TextEdit;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.FrontmatterEditor;
import dev.catalogstudio.model.yaml.YamlNode;
import dev.catalogstudio.model.yaml.YamlScalar;
import dev.catalogstudio.model.yaml.YamlSequence;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code catalog-studio set FILE FIELD [VALUE]}: one lossless edit of a document's YAML frontmatter, or of a JSON file
 * ({@code *.json}), the engine of the studio's form from the command line ({@link FrontmatterEditor},
 * {@link JsonEditor}): sets a field (creating it and its parents where
 * a person would write them), adds to a list ({@code --add}), removes a field or a list item ({@code --remove}); every
 * other byte of the file stays as it was. The file is written atomically, keeping its line endings, byte order mark
 * and permissions, and the changed lines are printed ({@code -} before, {@code +} after, control characters escaped).
 *
 * <p>Exit code 0 when the file was changed or already held the value; 2 for a usage error, a field that cannot be
 * edited that way (with the reason), a file whose frontmatter does not parse, or a file that cannot be read or written.
 */
@Command(name = "set",
        description = {"Edits one field of FILE (YAML frontmatter or JSON) without touching anything else: "
                + "like yq, but lossless.",
            "FIELD is a dotted path: name, metadata.owner, dependencies.skills, dependencies.skills.0 (an index)."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the field was set (or already held the value)",
            "2:bad arguments, a field that cannot be edited so, or FILE unreadable or unwritable"})
public final class SetCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "FILE", description = "A document with YAML frontmatter (SKILL.md, "
            + "AGENTS.md, *.3md) or a JSON file (.mcp.json, mcps/*.json, ActiveMCP.json).")
    private Path file;

    @Parameters(index = "1", paramLabel = "FIELD", description = "The field's dotted path.")
    private String field;

    @Parameters(index = "2", paramLabel = "VALUE", arity = "0..1", description = "The value (text; quoted in the file "
            + "when YAML would read it as another type).")
    private String value;

    @ArgGroup(exclusive = true)
    private Mode mode = new Mode();

    /** What to do with FIELD and VALUE. */
    static final class Mode {
        @Option(names = "--add", description = "Append VALUE to the list FIELD (created when absent).")
        boolean add;

        @Option(names = "--remove", description = "Remove FIELD (a key or a list item); with VALUE, remove the item "
                + "of the list FIELD equal to VALUE.")
        boolean remove;

        @Option(names = "--literal", description = "Write VALUE as a YAML boolean, number or null (true, 42, null) "
                + "rather than as text.")
        boolean literal;
    }

    @Option(names = "--dry-run", description = "Print the change without writing FILE.")
    private boolean dryRun;

    @Spec
    private CommandSpec spec;

    /**
     * Runs between the read and the write: a seam for tests, which play another program changing the file there.
     * Does nothing in the product.
     */
    static volatile IoAction beforeWrite = path -> { };

    /** An action on a file that may fail. */
    @FunctionalInterface
    interface IoAction {
        void accept(Path path) throws IOException;
    }

    @Override
    public Integer call() {
        if (value == null && !mode.remove) {
            throw new ParameterException(spec.commandLine(), "missing VALUE (only --remove works without one)");
        }
        for (String argument : value == null ? new String[] {field} : new String[] {field, value}) {
            if (argument.indexOf(REPLACEMENT) >= 0) {
                // The platform decodes the command line before we see it: bytes that are not valid in its encoding
                // are already U+FFFD, and writing that would change the file silently.
                throw new ParameterException(spec.commandLine(), (argument == value ? "VALUE" : "FIELD")
                        + " holds U+FFFD, the replacement character: the command line had bytes that are not valid "
                        + commandLineEncoding() + ", or the character itself; nothing was written. Pass UTF-8 text "
                        + "(in a UTF-8 locale such as LANG=C.UTF-8), or edit that character in the file itself");
            }
        }
        FieldPath path;
        try {
            path = FieldPath.parse(field);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        TextFiles.Loaded loaded;
        FileStamp stamp;
        try {
            if (!Files.isRegularFile(file)) {
                return fail("cannot read " + file + ": not a file");
            }
            stamp = FileStamp.of(file); // before the read: a change made while it reads is caught too
            loaded = TextFiles.read(file);
        } catch (IOException e) {
            return fail("cannot read " + file + ": " + e.getMessage());
        }
        if (loaded.isReadOnly()) {
            if (TextFiles.NOT_UTF8.equals(loaded.readOnly())) {
                return fail(file + " is not edited: it holds bytes that are not valid UTF-8, which set would have to "
                        + "replace with U+FFFD; nothing was written (convert it to UTF-8 first)");
            }
            return fail(file + " is not edited: " + loaded.readOnly());
        }
        String text = loaded.text();
        var source = SourceText.of(text);
        boolean json = file.getFileName() != null && file.getFileName().toString().endsWith(".json");
        TextEdit edit;
        try {
            if (json) {
                edit = edit(JsonEditor.of(source), path, item -> jsonItemOf(source, path, item));
            } else {
                var doc = FrontmatterDocument.parse(source);
                var kindSpec = kindSpec(file, source);
                edit = edit(FrontmatterEditor.of(doc).withKeyOrder(p -> kindSpec.map(k -> k.keyOrder(p))
                        .orElse(List.of())), path,
                        item -> itemOf(doc, path, item));
            }
        } catch (EditRefusedException e) {
            return fail(file + ": " + e.getMessage());
        }
        String after = edit.applyTo(text);
        var out = spec.commandLine().getOut();
        if (after.equals(text)) {
            out.println(TerminalText.safe(file + ": " + field + " already holds that value; nothing written"));
            out.flush();
            return ExitCodes.OK;
        }
        if (!dryRun) {
            try {
                beforeWrite.accept(file);
                TextFiles.writeAtomically(file, after, loaded.lineEnding(), loaded.bom(), stamp);
            } catch (FileStamp.ChangedMeanwhileException e) {
                return fail(e.getMessage() + "; nothing was written (run set again to edit the new version)");
            } catch (IOException e) {
                return fail("cannot write " + file + ": " + e.getMessage() + " (the file is unchanged)");
            }
        }
        printChange(out, source, edit, after);
        return ExitCodes.OK;
    }

    /** U+FFFD, what a decoder puts for bytes it cannot read. */
    private static final char REPLACEMENT = '\uFFFD';

    /** The encoding the platform decoded the command line with, for messages. */
    private static String commandLineEncoding() {
        String jnu = System.getProperty("sun.jnu.encoding", java.nio.charset.Charset.defaultCharset().name());
        return java.nio.charset.Charset.isSupported(jnu) && java.nio.charset.Charset.forName(jnu)
                .equals(java.nio.charset.StandardCharsets.UTF_8) ? "UTF-8" : "in its encoding (" + jnu + "; UTF-8 "
                + "was expected)";
    }

    /** The edit the mode asks for, by whichever editor reads FILE; {@code itemOf} finds a list item by its text. */
    private TextEdit edit(DocumentEditor editor, FieldPath path,
                          java.util.function.Function<String, FieldPath> itemOf) {
        if (mode.add) {
            return editor.add(path, value);
        } else if (mode.remove) {
            return editor.remove(value == null ? path : itemOf.apply(value));
        } else if (mode.literal) {
            return editor.setLiteral(path, value);
        }
        return editor.set(path, value);
    }

    /** The path of the item of the JSON array {@code path} that is the string {@code item}. */
    /**
     * The field specification of {@code file}'s kind, judged from the file and its neighbours (no workspace scan), so
     * a new key goes after its siblings in the specification's order; a kind without one gives no order (the end).
     */
    private static Optional<KindSpec> kindSpec(Path file, SourceText source) {
        String absolute = file.toAbsolutePath().normalize().toString().replace('\\', '/');
        String path = absolute.startsWith("/") ? absolute.substring(1) : absolute;
        String prefix = absolute.substring(0, absolute.length() - path.length());
        var kind = Formats.isDocument(path) ? Formats.classifyAlone(path, Formats.parse(path, source),
                p -> Files.isRegularFile(Path.of(prefix + p))) : DocumentKind.OTHER;
        String name = file.getFileName() == null ? "" : file.getFileName().toString();
        return Specs.forDocument(kind, name);
    }

    private static FieldPath jsonItemOf(SourceText source, FieldPath path, String item) {
        JsonValue node = new JsonParser().parse(source).root();
        for (Object segment : path.segments()) {
            if (node instanceof JsonValue.JsonObject object && segment instanceof String key) {
                node = object.get(key).orElse(null);
            } else if (node instanceof JsonValue.JsonArray array && segment instanceof Integer i
                    && i < array.items().size()) {
                node = array.items().get(i);
            } else {
                node = null;
            }
        }
        if (!(node instanceof JsonValue.JsonArray array)) {
            throw new EditRefusedException("'" + path + "' is not a list.");
        }
        for (int i = 0; i < array.items().size(); i++) {
            if (array.items().get(i) instanceof JsonValue.JsonString s && s.value().equals(item)) {
                return path.child(i);
            }
        }
        throw new EditRefusedException("The list '" + path + "' has no item '" + item + "'.");
    }

    /** The path of the item of list {@code path} whose text is {@code item}. */
    private static FieldPath itemOf(FrontmatterDocument doc, FieldPath path, String item) {
        YamlNode node = doc.mapping().orElse(null);
        for (Object segment : path.segments()) {
            if (node instanceof dev.catalogstudio.model.yaml.YamlMapping map && segment instanceof String key) {
                node = map.get(key).orElse(null);
            } else if (node instanceof YamlSequence seq && segment instanceof Integer i && i < seq.items().size()) {
                node = seq.items().get(i);
            } else {
                node = null;
            }
        }
        if (!(node instanceof YamlSequence seq)) {
            throw new EditRefusedException("'" + path + "' is not a list.");
        }
        for (int i = 0; i < seq.items().size(); i++) {
            if (seq.items().get(i).resolved() instanceof YamlScalar s && s.value().equals(item)) {
                return path.child(i);
            }
        }
        throw new EditRefusedException("The list '" + path + "' has no item '" + item + "'.");
    }

    /** The lines the edit touched: the file and line, then {@code - } before and {@code + } after. */
    private void printChange(PrintWriter out, SourceText before, TextEdit edit, String after) {
        int firstLine = edit.range().start().line();
        int lastLine = before.positionAt(Math.max(edit.range().endOffset() - 1, edit.range().startOffset())).line();
        if (edit.range().length() == 0) {
            lastLine = firstLine - 1; // a pure insertion removes no line
            if (edit.range().start().column() > 1) {
                lastLine = firstLine;
            }
        }
        var result = SourceText.of(after);
        int delta = result.lineCount() - before.lineCount();
        out.println(TerminalText.safe(file + ":" + firstLine + ": " + (dryRun ? "would change" : "changed") + " "
                + field));
        for (int line = firstLine; line <= lastLine; line++) {
            out.println(TerminalText.safe("- " + before.lineText(line)));
        }
        for (int line = firstLine; line <= lastLine + delta; line++) {
            out.println(TerminalText.safe("+ " + result.lineText(line)));
        }
        out.flush();
    }

    private int fail(String reason) {
        var err = spec.commandLine().getErr();
        err.println(CliErrors.PREFIX + CliErrors.oneLine(TerminalText.safe(reason)));
        err.flush();
        return ExitCodes.USAGE;
    }
}
