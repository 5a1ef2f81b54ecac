package dev.catalogstudio.app;

import dev.catalogstudio.app.cli.ExitCodes;
import java.io.OutputStream;
import java.io.PrintWriter;
import picocli.CommandLine.Help.Ansi;

/**
 * The training run of the launcher's class-data-sharing archive (the build's {@code stage.sh}): a JDK 17 dynamic
 * archive holds what one JVM loaded, lambdas included, so this one JVM runs each command the archive serves, in the
 * order a CI job does: {@code fetch --frozen} (with nothing to download), then {@code check} in each output format,
 * of each folder. Not a command users run.
 *
 * <p>Arguments: the catalog folder to train on (a scratch copy: nothing is written to it), an empty folder for the
 * origin cache, then any further folders to check. Exits 0 when every command ran (whatever it found), 1 when one
 * could not run.
 */
public final class ArchiveTraining {

    private ArchiveTraining() {
    }

    public static void main(String[] args) {
        if (args.length < 2) {
            System.exit(2); // the build's stage.sh is its one caller: CATALOG CACHE [FOLDER...]
        }
        var quiet = new PrintWriter(OutputStream.nullOutputStream());
        int worst = Main.run(quiet, quiet, Ansi.OFF, "fetch", args[0], "--frozen", "--cache", args[1]);
        var folders = new java.util.ArrayList<String>();
        folders.add(args[0]);
        folders.addAll(java.util.Arrays.asList(args).subList(2, args.length));
        for (String folder : folders) {
            for (String format : new String[] {"text", "json", "sarif"}) {
                worst = Math.max(worst, Main.run(quiet, quiet, Ansi.OFF, "check", folder, "--format", format));
            }
        }
        System.exit(worst > ExitCodes.ERRORS ? 1 : 0);
    }
}
