package dev.catalogstudio.model.workspace;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/**
 * Inputs that make one diagnostic per key (issue 38, part 8), from a seeded {@link Random}: a Claude Code plugin
 * manifest or a SKILL.md whose frontmatter holds {@code n} keys no specification defines, each reported
 * {@code field-unknown}. Keys are distinct (no {@code duplicate-key}), never {@code x_*} (extension keys are allowed),
 * and their values are of assorted JSON or YAML types. The file is {@code pluginJson(random, 450_000)}: 7.9 MB.
 *
 * <p>By hand: {@code java -cp model/target/test-classes:... dev.catalogstudio.model.workspace.HostileDiagnostics DIR
 * KEYS [FILES]} writes {@code FILES} plugins (default 1) of {@code KEYS} unknown keys each into {@code DIR}.
 */
public final class HostileDiagnostics {

    private HostileDiagnostics() {
    }

    /** The {@code i}th unknown key: distinct for distinct {@code i}, with a random letter after it. */
    static String key(Random random, int i) {
        return "k" + i + (char) ('a' + random.nextInt(26));
    }

    /** A plugin.json with a valid name and {@code n} unknown keys, one per line (key {@code i} on line {@code i + 3}). */
    static void pluginJson(Random random, int n, Writer out) throws IOException {
        out.write("{\n  \"name\": \"hostile\",\n");
        for (int i = 0; i < n; i++) {
            out.write("  \"" + key(random, i) + "\": " + switch (random.nextInt(3)) {
                case 0 -> Integer.toString(random.nextInt(10));
                case 1 -> "\"v\"";
                default -> "true";
            } + (i + 1 < n ? ",\n" : "\n"));
        }
        out.write("}\n");
    }

    /** A SKILL.md named {@code name} whose frontmatter holds {@code n} unknown keys after name and description. */
    static void skillMd(Random random, String name, int n, Writer out) throws IOException {
        out.write("---\nname: " + name + "\ndescription: Does " + name + ".\n");
        for (int i = 0; i < n; i++) {
            out.write(key(random, i) + ": " + switch (random.nextInt(3)) {
                case 0 -> Integer.toString(random.nextInt(1000));
                case 1 -> "v";
                default -> "[1, 2]";
            } + "\n");
        }
        out.write("---\nBody.\n");
    }

    /** Writes {@code files} plugins named {@code p0}, {@code p1} … under {@code root}, {@code keys} unknown keys each. */
    static void plugins(Path root, long seed, int files, int keys) throws IOException {
        var random = new Random(seed);
        for (int f = 0; f < files; f++) {
            Path manifest = root.resolve("p" + f + "/.claude-plugin/plugin.json");
            Files.createDirectories(manifest.getParent());
            try (var out = Files.newBufferedWriter(manifest, StandardCharsets.UTF_8)) {
                pluginJson(random, keys, out);
            }
        }
    }

    public static void main(String[] arguments) throws IOException {
        Path root = Path.of(arguments[0]);
        int keys = Integer.parseInt(arguments[1]);
        int files = arguments.length > 2 ? Integer.parseInt(arguments[2]) : 1;
        plugins(root, 38, files, keys);
    }
}
