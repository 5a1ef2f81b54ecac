package dev.catalogstudio.app;

import dev.catalogstudio.app.cli.ExitCodes;
import java.io.OutputStream;
import java.io.PrintWriter;
import picocli.CommandLine.Help.Ansi;

/**
 * The training run of the launcher's class-data-sharing archive (the build's {@code stage.sh}): a JDK 17 dynamic
 * archive holds what one JVM loaded, lambdas included, so this one JVM runs each command the archive serves, in the
 * order a CI job does: {@code fetch --frozen} (with nothing to download), then {@code check}. Not a command users run.
 *
 * <p>Arguments: the catalog folder to train on (a scratch copy: nothing is written to it) and an empty folder for the
 * origin cache. Exits 0 when both commands ran (whatever they found), 1 when one of them could not run.
 */
public final class ArchiveTraining {

    private ArchiveTraining() {
    }

    public static void main(String[] args) {
        if (args.length != 2) {
            System.exit(2); // the build's stage.sh is its one caller: CATALOG CACHE
        }
        var quiet = new PrintWriter(OutputStream.nullOutputStream());
        int fetch = Main.run(quiet, quiet, Ansi.OFF, "fetch", args[0], "--frozen", "--cache", args[1]);
        int check = Main.run(quiet, quiet, Ansi.OFF, "check", args[0]);
        System.exit(fetch > ExitCodes.ERRORS || check > ExitCodes.ERRORS ? 1 : 0);
    }
}
