package dev.catalogstudio.app.shell;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The sample catalog bundled in the app jar under {@code /samples/catalog/} (from the repository's
 * {@code resources/samples/catalog}; app/pom.xml copies it whole, README.md files included). The bundle is never
 * edited: the studio opens a copy in the user's data folder.
 */
public final class SampleCatalog {

    /** The folder of the sample inside the jar (or inside {@code target/classes} when run from the build). */
    public static final String RESOURCE_FOLDER = "samples/catalog";

    private SampleCatalog() {
    }

    /**
     * Copies the sample into {@code target} unless it already holds a copy (its {@code catalog-studio.yaml}).
     *
     * @return {@code target}
     * @throws IOException if the bundle cannot be read or the copy cannot be written
     */
    public static Path copyOnce(Path target) throws IOException {
        if (Files.isRegularFile(target.resolve("catalog-studio.yaml"))) {
            return target;
        }
        copyTo(target);
        return target;
    }

    /** Copies every file of the bundled sample into {@code target}, replacing files of the same name. */
    public static void copyTo(Path target) throws IOException {
        Path codeSource;
        try {
            codeSource = Path.of(SampleCatalog.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException | RuntimeException e) {
            throw new IOException("cannot locate the bundled sample catalog: " + e.getMessage(), e);
        }
        if (Files.isDirectory(codeSource)) {
            copyTree(codeSource.resolve(RESOURCE_FOLDER), target);
            return;
        }
        try (FileSystem jar = FileSystems.newFileSystem(codeSource)) {
            copyTree(jar.getPath("/" + RESOURCE_FOLDER), target);
        }
    }

    /** The paths of the bundled sample's files, {@code /}-separated and relative to the sample, sorted. */
    public static List<String> listing(Path sampleRoot) throws IOException {
        var result = new ArrayList<String>();
        try (Stream<Path> walk = Files.walk(sampleRoot)) {
            walk.filter(Files::isRegularFile).sorted()
                    .forEach(p -> result.add(sampleRoot.relativize(p).toString().replace('\\', '/')
                            .replace(sampleRoot.getFileSystem().getSeparator(), "/")));
        }
        return result;
    }

    private static void copyTree(Path source, Path target) throws IOException {
        if (!Files.isDirectory(source)) {
            throw new IOException("the bundled sample catalog is missing: " + source);
        }
        try {
            for (String relative : listing(source)) {
                var to = target.resolve(relative);
                Files.createDirectories(to.getParent());
                try (InputStream in = Files.newInputStream(source.resolve(relative))) {
                    Files.copy(in, to, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                }
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }
}
