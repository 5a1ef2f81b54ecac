package dev.catalogstudio.app.cli;

import dev.catalogstudio.app.lsp.LspServer;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/**
 * {@code catalog-studio lsp}: a Language Server Protocol 3.17 server on standard input and output, for any editor
 * with a generic LSP client. Standard output carries the protocol alone: {@link System#out} is pointed at standard
 * error for the length of the run, so no stray line can corrupt it.
 */
@Command(name = "lsp",
        description = {"Runs a Language Server Protocol server on standard input and output: diagnostics, quick fixes,"
                + " hover, completion, go to definition and outline for catalog files in any editor.",
                "The editor starts it and talks to it; it is not meant to be run by hand."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the editor sent shutdown, then exit",
                "1:the editor left without shutdown (or sent something that is not the protocol)"})
public final class LspCommand implements Callable<Integer> {

    @Override
    public Integer call() {
        InputStream in = new FileInputStream(FileDescriptor.in);
        OutputStream out = new FileOutputStream(FileDescriptor.out);
        PrintStream stdout = System.out;
        System.setOut(System.err);
        try {
            return LspServer.run(in, out, ManifestVersion.version());
        } finally {
            System.setOut(stdout);
        }
    }
}
