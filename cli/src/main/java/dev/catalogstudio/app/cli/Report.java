package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.workspace.CheckResult;
import java.io.PrintWriter;

/** Writes what a check found in one output format. */
interface Report {

    /**
     * Writes {@code result} to {@code out}.
     *
     * @param result the (already severity-filtered) result; diagnostics sorted by path, then position
     * @param out    standard output, UTF-8
     */
    void write(CheckResult result, PrintWriter out);
}
