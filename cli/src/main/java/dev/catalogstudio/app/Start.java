package dev.catalogstudio.app;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;

/**
 * The jar's entry point (its manifest's {@code Main-Class}): starts the studio when the arguments ask for it, without
 * the command line's classes, and otherwise runs {@link Main}. {@code java -jar} looks up every type named in the
 * main class's methods before calling {@code main}; {@link Main}'s methods name picocli's types, whose jar comes after
 * 30 others on the class path, so the studio's start opened and indexed all of them (jgit, Guava, ELK, EMF, Jackson among them)
 * before its first frame (docs/PERFORMANCE.md, issue 41). This class names only the JDK's.
 */
public final class Start {

    /**
     * The subcommands' names, in the order {@code --help} lists them: an argument that is one of them never opens the
     * studio, even when a folder of that name is in the working folder.
     */
    static final List<String> SUBCOMMANDS = List.of("check", "inspect", "route", "command", "graph", "resolve",
            "fetch", "review", "generate", "set", "export", "schema", "render", "run-metaskill", "hosts", "rules", "explain",
            "lsp", "help");

    private Start() {
    }

    /**
     * Opens the studio (no argument, or one folder: {@link #isStudio}) and exits with its exit code; for anything
     * else runs the command line ({@link Main#main}). Started by {@code java -jar} beside the launcher's fresh studio
     * archive, the studio runs in a child JVM with the launcher's options and that archive ({@link HandOff}; this JVM
     * waits and exits with the child's code); {@code -Dcatalogstudio.handOff=false} keeps it in this JVM, as does a
     * child that cannot be started.
     */
    public static void main(String[] args) {
        if (!isStudio(args)) {
            Main.main(args);
            return;
        }
        var handOff = HandOff.command(Path.of(System.getProperty("java.home")),
                System.getProperty("java.class.path"), HandOff.jvmArguments(), System.getProperty(HandOff.PROPERTY),
                List.of(args));
        if (handOff.isPresent()) {
            var code = HandOff.run(handOff.get());
            if (code.isPresent()) {
                System.exit(code.get());
            }
        }
        var err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        int code = startStudio(args.length == 0 ? null : Path.of(args[0]), err);
        err.flush();
        System.exit(code);
    }

    /**
     * The studio's entry, {@code dev.catalogstudio.app.shell.StudioLauncher.run(Path, PrintWriter)}, found by name:
     * the studio lives in the {@code app} module, above this one, and this module compiles without it (the headless
     * download has no JavaFX). Without it on the classpath, asking for the studio is a usage error that says so.
     *
     * @return the studio's exit code, or {@code 2} (usage) without the studio
     */
    static int startStudio(Path folder, PrintWriter err) {
        java.lang.reflect.Method run;
        try {
            run = Class.forName("dev.catalogstudio.app.shell.StudioLauncher")
                    .getMethod("run", Path.class, PrintWriter.class);
        } catch (ReflectiveOperationException | LinkageError e) {
            err.println("catalog-studio: the studio is not part of this installation (the command line only); run "
                    + "a command, e.g. 'catalog-studio check PATH', or see 'catalog-studio --help'");
            return dev.catalogstudio.app.cli.ExitCodes.USAGE;
        }
        try {
            return (Integer) run.invoke(null, folder, err);
        } catch (java.lang.reflect.InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Whether {@code args} ask for the studio: none at all, or one argument that is neither an option nor a
     * subcommand and names a folder (or looks like a path, so that a missing folder gets a clear error).
     */
    static boolean isStudio(String... args) {
        if (args.length == 0) {
            return true;
        }
        if (args.length != 1 || args[0].startsWith("-") || SUBCOMMANDS.contains(args[0])) {
            return false;
        }
        String arg = args[0];
        try {
            if (Files.isDirectory(Path.of(arg))) {
                return true;
            }
        } catch (InvalidPathException e) {
            return false;
        }
        return arg.contains("/") || arg.contains("\\") || arg.startsWith(".")
                || arg.startsWith("~");
    }
}
