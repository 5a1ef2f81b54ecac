package dev.catalogstudio.app;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The studio's hand-off from {@code java -jar catalog-studio.jar} to a JVM started as the launcher starts it (issue
 * 41): Java 17 reads no JVM option from a jar's manifest, so {@code java -jar} ran the studio without the launcher's
 * class-data-sharing archive and with both compilers, and reached its first frame 1.77 times as late as a bare
 * JavaFX window (docs/PERFORMANCE.md). When the jar sits beside the launcher's fresh studio archive, {@link Start}
 * starts the studio in a child JVM with the launcher's options instead, and waits for it.
 *
 * <p>Only {@code java.base} is used: the parent's own JVM options are read from {@link ProcessHandle.Info#arguments()}
 * (the process's command line), not from {@code java.management}.
 */
final class HandOff {

    /** System property: {@code false} starts the studio in this JVM whatever the archives (the child gets it too). */
    static final String PROPERTY = "catalogstudio.handOff";
    /** The studio's archive beside the jar, as the launcher names it ({@code stage-studio.sh} dumps it). */
    static final String ARCHIVE = "catalog-studio-ui.jsa";
    /**
     * The options the launcher ({@code cli/src/main/dist/catalog-studio}) gives the studio, without its archive:
     * {@code StartHandOffTest} checks the launcher's studio line has each.
     */
    static final List<String> LAUNCHER_OPTIONS = List.of("-Xss4m", "-XX:TieredStopAtLevel=1", "-Xshare:auto",
            "-Xlog:cds=off", "-Dfile.encoding=UTF-8");
    /**
     * Options of the parent that mean the user wants this very JVM (a debugger or an agent attached to it, sharing
     * turned off or an archive of their own, class lists dumped from it) or chose already: no hand-off then.
     */
    private static final List<String> KEEP_IN_PROCESS = List.of("-agentlib:", "-agentpath:", "-javaagent:",
            "-Xdebug", "-Xrunjdwp", "-Xshare:off", "-XX:SharedArchiveFile", "-XX:ArchiveClassesAtExit",
            "-XX:DumpLoadedClassList");

    private HandOff() {
    }

    /**
     * The child JVM's command line, or empty to start the studio in this JVM. A hand-off needs all of: the property
     * {@value #PROPERTY} not {@code false}; this JVM started by {@code java -jar JAR} ({@code classPath} is that one
     * jar, {@code jvmArguments} known, none of them one that keeps the studio in process); and {@value #ARCHIVE} beside the
     * jar, fresh by the launcher's rule ({@link #fresh}: a jar newer than the archive makes the JVM drop class-data
     * sharing altogether, and the studio would start slower than in this JVM).
     *
     * @param javaHome     this JVM's {@code java.home}; the child runs its {@code bin/java}
     * @param classPath    this JVM's {@code java.class.path}: {@code java -jar}'s jar (the app's; {@link Start} itself
     *                     is in a library of its manifest's class path)
     * @param jvmArguments this process's arguments before {@code -jar} (its JVM options, in order), or {@code null}
     *                     when the platform does not tell them
     * @param optOut       the value of {@value #PROPERTY}, or {@code null}
     * @param args         the studio's arguments ({@code java -jar}'s after the jar), passed on unchanged
     */
    static Optional<List<String>> command(Path javaHome, String classPath, List<String> jvmArguments,
            String optOut, List<String> args) {
        if ("false".equals(optOut) || jvmArguments == null || classPath == null || classPath.isEmpty()
                || classPath.contains(java.io.File.pathSeparator) || !classPath.endsWith(".jar")) {
            return Optional.empty();
        }
        Path absoluteJar;
        try {
            absoluteJar = Path.of(classPath).toAbsolutePath().normalize();
        } catch (java.nio.file.InvalidPathException e) {
            return Optional.empty();
        }
        if (!Files.isRegularFile(absoluteJar)) {
            return Optional.empty();
        }
        for (String option : jvmArguments) {
            if (KEEP_IN_PROCESS.stream().anyMatch(option::startsWith)) {
                return Optional.empty();
            }
        }
        Path archive = absoluteJar.resolveSibling(ARCHIVE);
        if (!fresh(archive, absoluteJar)) {
            return Optional.empty();
        }
        var command = new ArrayList<String>();
        command.add(javaHome.resolve("bin").resolve(isWindows() ? "java.exe" : "java").toString());
        command.addAll(LAUNCHER_OPTIONS);
        command.add("-XX:SharedArchiveFile=" + archive);
        command.addAll(jvmArguments);
        command.add("-D" + PROPERTY + "=false");
        command.add("-jar");
        command.add(absoluteJar.toString());
        command.addAll(args);
        return Optional.of(List.copyOf(command));
    }

    /**
     * The launcher's rule ({@code fresh()} in {@code cli/src/main/dist/catalog-studio}): the archive is readable and
     * neither the jar nor any {@code lib/*.jar} beside it was modified after it.
     */
    static boolean fresh(Path archive, Path jar) {
        if (!Files.isReadable(archive)) {
            return false;
        }
        try {
            FileTime dumped = Files.getLastModifiedTime(archive);
            if (Files.getLastModifiedTime(jar).compareTo(dumped) > 0) {
                return false;
            }
            Path lib = jar.resolveSibling("lib");
            if (Files.isDirectory(lib)) {
                try (DirectoryStream<Path> jars = Files.newDirectoryStream(lib, "*.jar")) {
                    for (Path library : jars) {
                        if (Files.getLastModifiedTime(library).compareTo(dumped) > 0) {
                            return false;
                        }
                    }
                }
            }
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * This process's JVM options (its arguments before {@code -jar}), or {@code null} when the platform does not give
     * the command line or it has no {@code -jar}.
     */
    static List<String> jvmArguments() {
        Optional<String[]> arguments = ProcessHandle.current().info().arguments();
        if (arguments.isEmpty()) {
            return null;
        }
        List<String> all = List.of(arguments.get());
        int jarAt = all.indexOf("-jar");
        return jarAt < 0 ? null : all.subList(0, jarAt);
    }

    /**
     * Runs {@code command} with this process's standard streams and returns its exit code once it ends, or empty
     * when it cannot be started (then nothing ran and the caller starts the studio itself). Ending this JVM (a
     * signal) ends the child too.
     */
    static Optional<Integer> run(List<String> command) {
        Process child;
        try {
            child = new ProcessBuilder(command).inheritIO().start();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
        Thread stop = new Thread(child::destroy, "catalog-studio-hand-off");
        Runtime.getRuntime().addShutdownHook(stop);
        while (true) {
            try {
                return Optional.of(child.waitFor());
            } catch (InterruptedException e) {
                // Only the child's end ends the wait.
            }
        }
    }

    private static boolean isWindows() {
        return System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).startsWith("windows");
    }
}
