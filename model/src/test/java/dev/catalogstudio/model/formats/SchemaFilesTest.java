package dev.catalogstudio.model.formats;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The committed {@code resources/schemas/<id>.schema.json} files are exactly what {@link JsonSchemas#write} makes of
 * {@link Specs#all()} now, so a change of spec without regenerating fails the build. Regenerate with
 * {@code ./mvnw -o -q -pl model test -Dtest=SchemaFilesTest -Dschemas.write=true} (docs/EDITORS.md § Schemas): the test then
 * writes every file, deletes schema files of kinds that no longer exist, and checks again.
 */
class SchemaFilesTest {

    /** The committed schemas, relative to the model module (the build's working directory). */
    static final Path FOLDER = Path.of("../resources/schemas");

    @Test
    void committedSchemasAreWhatTheGeneratorWrites() throws IOException {
        if (Boolean.getBoolean("schemas.write")) {
            write();
        }
        for (var spec : Specs.all()) {
            Path file = FOLDER.resolve(JsonSchemas.fileName(spec));
            assertThat(file).as("%s is committed; regenerate the schemas (docs/EDITORS.md § Schemas)", file).isRegularFile();
            assertThat(Files.readString(file, StandardCharsets.UTF_8))
                    .as("%s is out of date; regenerate the schemas (docs/EDITORS.md § Schemas)", file)
                    .isEqualTo(JsonSchemas.write(spec));
        }
        assertThat(schemaFiles()).as("one schema file per kind, and no other")
                .isEqualTo(Specs.all().stream().map(JsonSchemas::fileName).collect(Collectors.toCollection(TreeSet::new)));
    }

    /** Writes every schema file and deletes those of kinds that no longer exist. */
    private static void write() throws IOException {
        Files.createDirectories(FOLDER);
        var current = Specs.all().stream().map(JsonSchemas::fileName).collect(Collectors.toSet());
        for (String stale : schemaFiles()) {
            if (!current.contains(stale)) {
                Files.delete(FOLDER.resolve(stale));
            }
        }
        for (var spec : Specs.all()) {
            Files.writeString(FOLDER.resolve(JsonSchemas.fileName(spec)), JsonSchemas.write(spec),
                    StandardCharsets.UTF_8);
        }
    }

    private static TreeSet<String> schemaFiles() throws IOException {
        if (!Files.isDirectory(FOLDER)) {
            return new TreeSet<>();
        }
        try (Stream<Path> files = Files.list(FOLDER)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".schema.json"))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }
}
