package dev.catalogstudio.app.cli;

import dev.catalogstudio.app.session.TextFiles;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.TextEdit;
import dev.catalogstudio.model.yaml.FieldPath;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.FrontmatterEditor;
import dev.catalogstudio.model.yaml.YamlEditException;
import dev.catalogstudio.model.yaml.YamlNode;
import dev.catalogstudio.model.yaml.YamlScalar;
import dev.catalogstudio.model.yaml.YamlSequence;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code catalog-studio set FILE FIELD [VALUE]}: one lossless edit of a document's YAML frontmatter, the engine of
 * the studio's form from the command line ({@link FrontmatterEditor}): sets a field (creating it and its parents where
 * a person would write them), adds to a list ({@code --add}), removes a field or a list item ({@code --remove}); every
 * other byte of the file stays as it was. The file is written atomically, keeping its line endings, byte order mark
 * and permissions, and the changed lines are printed ({@code -} before, {@code +} after, control characters escaped).
 *
 * <p>Exit code 0 when the file was changed or already held the value; 2 for a usage error, a field that cannot be
 * edited that way (with the reason), a file whose frontmatter does not parse, or a file that cannot be read or written.
 */
@Command(name = "set",
        mixinStandardHelpOptions = true,
        versionProvider = ManifestVersion.class,
        description = {"Edits one frontmatter field of FILE without touching anything else, like yq but lossless.",
            "FIELD is a dotted path: name, metadata.owner, dependencies.skills, dependencies.skills.0 (an index)."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the field was set (or already held the value)",
            "2:bad arguments, a field that cannot be edited so, or FILE unreadable or unwritable"})
public final class SetCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "FILE", description = "A document with YAML frontmatter (SKILL.md, "
            + "AGENTS.md, *.3md).")
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

    @Override
    public Integer call() {
        if (value == null && !mode.remove) {
            throw new ParameterException(spec.commandLine(), "missing VALUE (only --remove works without one)");
        }
        FieldPath path;
        try {
            path = FieldPath.parse(field);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        if (file.getFileName() != null && file.getFileName().toString().endsWith(".json")) {
            return fail("set edits YAML frontmatter (SKILL.md, AGENTS.md, *.3md); JSON files are not supported yet");
        }
        TextFiles.Loaded loaded;
        try {
            if (!Files.isRegularFile(file)) {
                return fail("cannot read " + file + ": not a file");
            }
            loaded = TextFiles.read(file);
        } catch (IOException e) {
            return fail("cannot read " + file + ": " + e.getMessage());
        }
        if (loaded.isReadOnly()) {
            return fail(file + " is not edited: " + loaded.readOnly());
        }
        String text = loaded.text();
        var doc = FrontmatterDocument.parse(SourceText.of(text));
        TextEdit edit;
        try {
            var editor = FrontmatterEditor.of(doc);
            if (mode.add) {
                edit = editor.add(path, value);
            } else if (mode.remove) {
                edit = editor.remove(value == null ? path : itemOf(doc, path, value));
            } else if (mode.literal) {
                edit = editor.setLiteral(path, value);
            } else {
                edit = editor.set(path, value);
            }
        } catch (YamlEditException e) {
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
                TextFiles.writeAtomically(file, after, loaded.lineEnding(), loaded.bom());
            } catch (IOException e) {
                return fail("cannot write " + file + ": " + e.getMessage() + " (the file is unchanged)");
            }
        }
        printChange(out, doc.source(), edit, after);
        return ExitCodes.OK;
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
            throw new YamlEditException("'" + path + "' is not a list.");
        }
        for (int i = 0; i < seq.items().size(); i++) {
            if (seq.items().get(i).resolved() instanceof YamlScalar s && s.value().equals(item)) {
                return path.child(i);
            }
        }
        throw new YamlEditException("The list '" + path + "' has no item '" + item + "'.");
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
