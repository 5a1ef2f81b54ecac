package dev.catalogstudio.model.rules;

import dev.catalogstudio.model.diag.Rule;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A rule's failing and passing example: two small catalogs kept with the model ({@code examples/<code>/fail/} and
 * {@code examples/<code>/pass/} beside this class), the first reporting exactly the {@code <code>} diagnostics its
 * {@code expected} file lists ({@code path:line:column}, 1-based), the second none and no error or warning at all. The
 * rule fixture tests run every one through the checker; {@code catalog-studio explain} prints them.
 *
 * @param rule     the rule
 * @param failing  the failing catalog's files, by {@code /}-separated path relative to it, sorted
 * @param expected the {@code path:line:column} of each diagnostic of {@code rule} it reports, sorted
 * @param passing  the corrected catalog's files, by path, sorted
 */
public record RuleExample(Rule rule, SortedMap<String, byte[]> failing, List<String> expected,
                          SortedMap<String, byte[]> passing) {

    /** The class-path folder, relative to this class, holding the examples. */
    public static final String FOLDER = "examples";

    /** The file listing every example file ({@code <code>/fail/…}), one path per line, sorted. */
    public static final String INDEX = FOLDER + "/index.txt";

    public RuleExample {
        failing = Collections.unmodifiableSortedMap(new TreeMap<>(failing));
        expected = List.copyOf(expected);
        passing = Collections.unmodifiableSortedMap(new TreeMap<>(passing));
    }

    /** The example of {@code rule}, or empty when it has none (see {@link RulePage#noExample()}). */
    public static Optional<RuleExample> of(Rule rule) {
        String prefix = rule.id() + "/";
        var failing = new TreeMap<String, byte[]>();
        var passing = new TreeMap<String, byte[]>();
        List<String> expected = List.of();
        for (String path : index()) {
            if (!path.startsWith(prefix)) {
                continue;
            }
            String rest = path.substring(prefix.length());
            if (rest.equals("fail/expected")) {
                expected = new String(read(path), StandardCharsets.UTF_8).lines().filter(l -> !l.isBlank())
                        .sorted().toList();
            } else if (rest.startsWith("fail/")) {
                failing.put(rest.substring("fail/".length()), read(path));
            } else if (rest.startsWith("pass/")) {
                passing.put(rest.substring("pass/".length()), read(path));
            }
        }
        return failing.isEmpty() ? Optional.empty() : Optional.of(new RuleExample(rule, failing, expected, passing));
    }

    /** Writes the failing catalog into {@code folder} (created as needed) and returns it. */
    public Path writeFailing(Path folder) throws IOException {
        return write(failing, folder);
    }

    /** Writes the passing catalog into {@code folder} (created as needed) and returns it. */
    public Path writePassing(Path folder) throws IOException {
        return write(passing, folder);
    }

    private static Path write(Map<String, byte[]> files, Path folder) throws IOException {
        for (var file : files.entrySet()) {
            Path target = folder.resolve(file.getKey()).normalize();
            if (!target.startsWith(folder.normalize())) {
                throw new IllegalStateException("example path leaves its folder: " + file.getKey());
            }
            Files.createDirectories(target.getParent());
            Files.write(target, file.getValue());
        }
        return folder;
    }

    /** The example files' paths, from {@link #INDEX}. */
    static List<String> index() {
        return Index.PATHS;
    }

    private static byte[] read(String path) {
        try (InputStream in = RuleExample.class.getResourceAsStream(FOLDER + "/" + path)) {
            if (in == null) {
                throw new IllegalStateException("The rule example " + path + " listed in " + INDEX
                        + " is missing from the class path");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The index, read once. */
    private static final class Index {
        static final List<String> PATHS = readIndex();

        private static List<String> readIndex() {
            try (InputStream in = RuleExample.class.getResourceAsStream(INDEX)) {
                if (in == null) {
                    throw new IllegalStateException("The rule examples' index " + INDEX
                            + " is missing from the class path");
                }
                var paths = new ArrayList<String>();
                new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().filter(l -> !l.isBlank())
                        .forEach(paths::add);
                return List.copyOf(paths);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RuleExample other && rule == other.rule && expected.equals(other.expected)
                && sameFiles(failing, other.failing) && sameFiles(passing, other.passing);
    }

    @Override
    public int hashCode() {
        return rule.hashCode() * 31 + expected.hashCode();
    }

    private static boolean sameFiles(SortedMap<String, byte[]> a, SortedMap<String, byte[]> b) {
        if (!a.keySet().equals(b.keySet())) {
            return false;
        }
        for (var e : a.entrySet()) {
            if (!java.util.Arrays.equals(e.getValue(), b.get(e.getKey()))) {
                return false;
            }
        }
        return true;
    }
}
