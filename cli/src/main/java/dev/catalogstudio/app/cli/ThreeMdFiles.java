package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.format.threemd.ThreeMdDocument;
import dev.catalogstudio.model.format.threemd.ThreeMdParser;
import dev.catalogstudio.model.text.DecodedText;
import dev.catalogstudio.model.text.TextFileReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reading a {@code .3md} file for {@code inspect}, {@code route} and {@code command}. */
final class ThreeMdFiles {

    private ThreeMdFiles() {
    }

    /**
     * Parses the file at {@code path}.
     *
     * @throws CheckFailure (exit code 2) if the file is missing, a folder, unreadable, binary or not UTF-8
     */
    static ThreeMdDocument read(Path path) {
        if (Files.isDirectory(path)) {
            throw new CheckFailure("not a file: " + path);
        }
        byte[] bytes;
        try {
            var read = TextFileReader.read(path);
            if (read.truncated()) {
                throw new CheckFailure("cannot read " + path + ": larger than "
                        + TextFileReader.MAX_FULL_READ_BYTES / (1024 * 1024) + " MiB");
            }
            bytes = read.bytes();
        } catch (NoSuchFileException e) {
            throw new CheckFailure("no such file: " + path);
        } catch (IOException e) {
            throw new CheckFailure("cannot read " + path + ": " + e.getClass().getSimpleName());
        }
        var decoded = DecodedText.decode(bytes);
        if (!decoded.isClean()) {
            throw new CheckFailure("cannot read " + path + ": " + decoded.problem().detail());
        }
        return ThreeMdParser.parse(decoded.text());
    }

    /** Prints each error of a rejected document as {@code path:line:column: error code: message}. */
    static void printErrors(Path path, ThreeMdDocument document, PrintWriter out) {
        for (Diagnostic d : document.diagnostics()) {
            out.println(TerminalText.safe(path.toString()) + ":" + d.range().start().line() + ":"
                    + d.range().start().column() + ": " + d.severity().label() + " " + d.code() + ": "
                    + CliErrors.oneLine(d.message()));
        }
        out.flush();
    }
}
