package dev.catalogstudio.model.workspace;

import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.FormatDocument;
import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.text.SourceText;

/**
 * A document read from the workspace, classified and parsed once.
 *
 * @param file   the file
 * @param source its text and read problems
 * @param kind   its kind, decided by {@link dev.catalogstudio.model.formats.Formats#classify}
 * @param parsed the parse product of the format that reads it, or {@code null} when the text could not be read
 */
public record LoadedDocument(WorkspaceFile file, SourceFile source, DocumentKind kind, Parsed parsed)
        implements FormatDocument {

    @Override
    public String path() {
        return file.path();
    }

    @Override
    public long size() {
        return file.size();
    }

    @Override
    public SourceText text() {
        return source.text();
    }

    @Override
    public boolean truncated() {
        return source.truncated();
    }

    @Override
    public String fileName() {
        return file.fileName();
    }
}
