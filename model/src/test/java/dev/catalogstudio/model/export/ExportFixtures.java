package dev.catalogstudio.model.export;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Stream;

/** The export tests' inputs: fixture plugins copied to a temporary folder, and the test export facts. */
final class ExportFixtures {

    /** The fixtures under {@code src/test/resources/.../export/fixtures}, by folder name. */
    static final List<String> NAMES = List.of("claude-plugin", "single-skill", "host-folder/.claude", "agent-plugin",
            "gemini-ext", "mcp-plugin");
    private static final Path ROOT = Path.of("src/test/resources/dev/catalogstudio/model/export/fixtures");
    /** Sample plugins of the repository, extra inputs. */
    static final List<Path> SAMPLES = List.of(Path.of("../resources/samples/marketplace/plugins/code-review"),
            Path.of("../resources/samples/marketplace/plugins/deploy-tools"),
            Path.of("../resources/samples/copilot/.github"));

    private ExportFixtures() {
    }

    /**
     * The test facts (test resources {@code facts/<host>.json}), or the project's own when {@code real} (once the
     * hostfacts data is merged, the tests run on both).
     */
    static Function<String, ExportFacts> facts(boolean real) {
        return host -> {
            if (real) {
                return ExportFacts.of(host).orElse(null);
            }
            try (InputStream in = ExportFixtures.class.getResourceAsStream("facts/" + host + ".json")) {
                return in == null ? null : ExportFacts.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8),
                        host + ".json");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
    }

    /** A copy of fixture {@code name} under {@code temp}; returns the copy's SRC folder. */
    static Path copy(String name, Path temp) throws IOException {
        return copyTree(ROOT.resolve(name), temp.resolve("src-" + name.replace('/', '_')).resolve(
                Path.of(name).getFileName()));
    }

    /** A copy of {@code from} at {@code to}. */
    static Path copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.createDirectories(target.getParent());
                    Files.copy(p, target);
                }
            }
        }
        return to;
    }

    /** Every file under {@code root} (relative, {@code /}-separated) to its bytes. */
    static Map<String, byte[]> files(Path root) throws IOException {
        var files = new TreeMap<String, byte[]>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                files.put(root.relativize(p).toString().replace('\\', '/'), Files.readAllBytes(p));
            }
        }
        return files;
    }
}
