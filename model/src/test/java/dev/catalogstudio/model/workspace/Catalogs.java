package dev.catalogstudio.model.workspace;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.catalogstudio.model.text.TextFileReader;
import dev.catalogstudio.model.yaml.YamlParser;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;

/** Test helpers: write small catalogs and check them. */
final class Catalogs {

    private Catalogs() {
    }

    static Path write(Path root, String path, String text) {
        return write(root, path, text.getBytes(StandardCharsets.UTF_8));
    }

    static Path write(Path root, String path, byte[] bytes) {
        try {
            Path file = root.resolve(path);
            Files.createDirectories(file.getParent());
            return Files.write(file, bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String skill(String name, String body) {
        return "---\nname: " + name + "\ndescription: Does " + name + " things. Use when asked.\n---\n" + body;
    }

    /**
     * Checks {@code root}, asserting that the work is bounded by the input (the bound the issue sets for hostile input),
     * never how long it took (CI shares two busy cores): no byte on disk is read twice, no file is read past
     * {@link TextFileReader#MAX_FULL_READ_BYTES} + 1, and YAML composes at most one node per byte read (an expanded
     * alias would cost its whole value again). The 60 s guard only catches a hang (a pipe opened for reading blocks).
     */
    static List<FileDiagnostic> checkBounded(Path root) {
        long onDisk = bytesOnDisk(root);
        long readBefore = TextFileReader.BYTES_READ.sum();
        long nodesBefore = YamlParser.NODES_COMPOSED.sum();
        var diagnostics = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> new CatalogChecker().check(root, ProgressListener.NONE).diagnostics());
        long read = TextFileReader.BYTES_READ.sum() - readBefore;
        long nodes = YamlParser.NODES_COMPOSED.sum() - nodesBefore;
        assertThat(read).as("bytes read from disk").isLessThanOrEqualTo(onDisk);
        assertThat(nodes).as("YAML nodes composed, for %d bytes read", read).isLessThanOrEqualTo(read);
        return diagnostics;
    }

    /** Bytes of the regular files under {@code root} (links not followed), each counted up to the read limit + 1. */
    private static long bytesOnDisk(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(f -> Files.isRegularFile(f, LinkOption.NOFOLLOW_LINKS)).mapToLong(f -> {
                try {
                    return Math.min(Files.size(f), TextFileReader.MAX_FULL_READ_BYTES + 1);
                } catch (IOException e) {
                    return 0;
                }
            }).sum();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<FileDiagnostic> check(Path root) {
        try {
            return new CatalogChecker().check(root, ProgressListener.NONE).diagnostics();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<FileDiagnostic> withCode(List<FileDiagnostic> diagnostics, String code) {
        return diagnostics.stream().filter(d -> d.diagnostic().code().equals(code)).toList();
    }
}
