package dev.catalogstudio.model.workspace;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

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

    /** Checks {@code root}, failing if it takes over a second (the bound the issue sets for hostile input). */
    static List<FileDiagnostic> checkWithinASecond(Path root) {
        return assertTimeoutPreemptively(Duration.ofSeconds(1),
                () -> new CatalogChecker().check(root, ProgressListener.NONE).diagnostics());
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
