package dev.catalogstudio.model.workspace;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.text.DecodedText;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.TextFileReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A document's text as read from disk, with what went wrong reading it.
 *
 * @param file        the file
 * @param text        the decoded text; {@code null} when the file could not be read or is binary
 * @param truncated   whether the file is over {@link TextFileReader#MAX_FULL_READ_BYTES}: a Markdown document was read up to
 *                    {@link TextFileReader#HEAD_BYTES} (rules then check the frontmatter only); any other file was not read
 * @param diagnostics {@code file-unreadable}, {@code file-binary}, {@code file-not-utf8}, {@code analysis-skipped}
 */
public record SourceFile(WorkspaceFile file, SourceText text, boolean truncated, List<Diagnostic> diagnostics) {


    private static final SourceText EMPTY = SourceText.of("");

    public SourceFile {
        diagnostics = List.copyOf(diagnostics);
    }

    /** Whether there is text to parse. */
    public boolean readable() {
        return text != null;
    }

    /**
     * Reads and decodes {@code file} through {@link TextFileReader}. Never throws: I/O failures become
     * {@code file-unreadable}.
     */
    public static SourceFile read(WorkspaceFile file) {
        return read(file, false);
    }

    /**
     * {@link #read(WorkspaceFile)} of a file the scan has just listed ({@link TextFileReader#readListed}: its type is
     * not looked at again).
     */
    static SourceFile readListed(WorkspaceFile file) {
        return read(file, true);
    }

    private static SourceFile read(WorkspaceFile file, boolean listed) {
        TextFileReader.Bytes read;
        try {
            read = listed ? TextFileReader.readListed(file.absolute(), file.size())
                    : TextFileReader.read(file.absolute());
        } catch (IOException e) {
            String why = WorkspaceScanner.reason(e);
            return new SourceFile(file, null, false, List.of(problem(Rule.FILE_UNREADABLE, EMPTY,
                    "Cannot read this file: " + why + ".")));
        }
        return kept(file, read);
    }

    /**
     * What a read keeps: the text, unless only a head was read of a file that is not a frontmatter document. A head is
     * enough for a SKILL.md, AGENTS.md or CHANGELOG.md (the frontmatter and the start of the body), but a JSON, YAML or
     * 3md file cut in half would be reported as broken when it is not, so such a file is not checked at all and says
     * so.
     */
    private static SourceFile kept(WorkspaceFile file, TextFileReader.Bytes read) {
        if (read.truncated() && !file.fileName().endsWith(".md")) {
            return new SourceFile(file, null, true, List.of(problem(Rule.ANALYSIS_SKIPPED, EMPTY, "This file is "
                    + file.size() + " bytes, over the " + TextFileReader.MAX_FULL_READ_BYTES / (1024 * 1024) + " MiB Catalog Studio"
                    + " reads; it was not checked.")));
        }
        return decode(file, read.bytes(), read.truncated());
    }

    /** Decodes bytes already in memory (an editor buffer, a test) as if read from {@code file}. */
    public static SourceFile decode(WorkspaceFile file, byte[] bytes, boolean truncated) {
        var decoded = DecodedText.decode(bytes);
        var diagnostics = new ArrayList<Diagnostic>();
        var problem = decoded.problem();
        if (problem != null) {
            Rule rule = problem.kind() == DecodedText.Kind.BINARY ? Rule.FILE_BINARY
                    : file.fileName().equals(dev.catalogstudio.model.format.metaskill.MetaskillFormat.FILE_NAME)
                    ? Rule.METASKILL_NOT_UTF8 : Rule.FILE_NOT_UTF8;
            SourceText at = decoded.text() == null ? EMPTY : decoded.text();
            int offset = decoded.text() == null ? 0 : at.offsetAt(problem.line(), problem.column());
            String message = rule == Rule.FILE_BINARY
                    ? "This file is binary (" + problem.detail() + "); a " + file.fileName() + " must be UTF-8 text."
                    : "Not UTF-8: " + problem.detail() + " (line " + problem.line() + ", column " + problem.column()
                            + "); save the file as UTF-8. The editor opens it read-only so no byte is lost.";
            diagnostics.add(new Diagnostic(rule, rule.defaultSeverity(), at.range(offset, offset), message, List.of()));
        }
        if (truncated && decoded.text() != null) {
            diagnostics.add(problem(Rule.ANALYSIS_SKIPPED, decoded.text(), "This file is " + file.size()
                    + " bytes; only its first " + TextFileReader.HEAD_BYTES / 1024 + " KiB (the frontmatter) were checked."));
        }
        return new SourceFile(file, decoded.text(), truncated, diagnostics);
    }

    /**
     * An editor buffer's bytes as if read from {@code file}: whole up to {@link TextFileReader#MAX_FULL_READ_BYTES}, else only the
     * head, exactly as {@link #read} would read the same bytes from disk.
     */
    public static SourceFile ofBuffer(WorkspaceFile file, byte[] bytes) {
        return kept(file, TextFileReader.ofBuffer(bytes));
    }

    private static Diagnostic problem(Rule rule, SourceText text, String message) {
        return new Diagnostic(rule, rule.defaultSeverity(), text.range(0, 0), message, List.of());
    }
}
