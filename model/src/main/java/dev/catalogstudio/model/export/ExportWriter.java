package dev.catalogstudio.model.export;

import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.json.JsonValue.JsonArray;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.ToolFileWriter;
import dev.catalogstudio.model.workspace.CatalogChecker;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import dev.catalogstudio.model.workspace.ProgressListener;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The safe writing of {@link Exporter#write}: OUT is refused unless absent or empty, or (with {@link ExportMode#FORCE}
 * or {@link ExportMode#UPDATE}) holding nothing but files an earlier export recorded in its
 * {@code .catalog-studio-export.json}; every file goes through {@link ToolFileWriter}; recorded files the new export no
 * longer has are deleted; then OUT is checked for the target.
 */
final class ExportWriter {

    private ExportWriter() {
    }

    static ExportResult write(ExportPlan plan, Path out, ExportMode mode) throws ExportException {
        try {
            if (Files.isSymbolicLink(out)) {
                throw new ExportException(out + ": OUT is a symbolic link; name a real folder");
            }
            Map<String, String> recorded = Map.of();
            if (Files.exists(out, LinkOption.NOFOLLOW_LINKS)) {
                if (!Files.isDirectory(out, LinkOption.NOFOLLOW_LINKS)) {
                    throw new ExportException(out + ": OUT exists and is not a folder");
                }
                var present = list(out);
                if (!present.isEmpty()) {
                    recorded = allowed(plan, out, mode, present);
                }
            }
            if (startsWithin(out.toAbsolutePath().normalize(), plan.source().toRealPath())) {
                throw new ExportException(out + ": OUT is inside SRC (" + plan.source() + "); SRC is never written");
            }
            Files.createDirectories(out);
            var written = new ArrayList<String>();
            var hashes = new TreeMap<String, String>();
            for (PlannedFile file : plan.files()) {
                ToolFileWriter.write(out, file.path(), file.bytes());
                written.add(file.path());
                hashes.put(file.path(), sha256(file.bytes()));
            }
            for (String old : recorded.keySet()) {
                if (!hashes.containsKey(old)) {
                    Files.deleteIfExists(ToolFileWriter.check(out, old));
                }
            }
            ToolFileWriter.write(out, SourceReader.RECORD, record(plan, hashes));
            return new ExportResult(out, written, plan.losses(), check(plan.target(), out));
        } catch (ToolFileWriter.Refused e) {
            throw new ExportException(e.getMessage(), e);
        } catch (IOException e) {
            throw new ExportException(out + ": cannot be written (" + e.getMessage() + ")", e);
        }
    }

    private static boolean startsWithin(Path path, Path folder) throws IOException {
        Path real = path;
        while (real != null && !Files.exists(real)) {
            real = real.getParent();
        }
        return real != null && real.toRealPath().startsWith(folder);
    }

    /** Every entry under OUT (relative, {@code /}-separated) to whether it is a regular file; links refused. */
    private static Map<String, Boolean> list(Path out) throws IOException, ExportException {
        var entries = new TreeMap<String, Boolean>();
        var link = new String[1];
        Files.walkFileTree(out, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                String rel = out.relativize(file).toString().replace('\\', '/');
                if (attrs.isSymbolicLink()) {
                    link[0] = rel;
                    return FileVisitResult.TERMINATE;
                }
                entries.put(rel, attrs.isRegularFile());
                return FileVisitResult.CONTINUE;
            }
        });
        if (link[0] != null) {
            throw new ExportException(out.resolve(link[0]) + ": a symbolic link in OUT; an export never writes "
                    + "through or over a link (remove it, or export into an empty folder)");
        }
        return entries;
    }

    /**
     * The recorded files of a non-empty OUT that {@code mode} lets the export replace.
     *
     * @throws ExportException for {@link ExportMode#NEW}, for no record, a file the record does not list, a target
     *                         other than the plan's ({@link ExportMode#UPDATE}), or a file changed since
     *                         ({@link ExportMode#UPDATE})
     */
    private static Map<String, String> allowed(ExportPlan plan, Path out, ExportMode mode, Map<String, Boolean> present)
            throws IOException, ExportException {
        if (mode == ExportMode.NEW) {
            throw new ExportException(out + ": OUT is not empty (" + present.size() + " files, "
                    + present.keySet().iterator().next() + " first); export into an absent or empty folder, or "
                    + "use --force or --update over a folder this command wrote");
        }
        if (!present.containsKey(SourceReader.RECORD)) {
            throw new ExportException(out + ": OUT is not empty and has no " + SourceReader.RECORD
                    + ", so this command did not write it; --force and --update replace only an earlier export");
        }
        var text = Files.readString(out.resolve(SourceReader.RECORD), StandardCharsets.UTF_8);
        var root = new JsonParser().parse(SourceText.of(text)).rootObject().orElseThrow(() -> new ExportException(
                out.resolve(SourceReader.RECORD) + ": not the JSON object an export writes"));
        var recorded = new TreeMap<String, String>();
        if (root.get("files").orElse(null) instanceof JsonArray files) {
            for (var item : files.items()) {
                if (item instanceof JsonObject o && o.string("path").isPresent() && o.string("sha256").isPresent()) {
                    recorded.put(o.string("path").get().value(), o.string("sha256").get().value());
                }
            }
        }
        String target = root.string("target").map(JsonString::value).orElse("");
        if (mode == ExportMode.UPDATE && !target.equals(plan.target().id())) {
            throw new ExportException(out + ": OUT holds an export to " + (target.isEmpty() ? "no target" : target)
                    + ", not " + plan.target().id() + "; --update re-exports only to the same target");
        }
        var changed = new ArrayList<String>();
        for (var entry : present.entrySet()) {
            String path = entry.getKey();
            if (path.equals(SourceReader.RECORD)) {
                continue;
            }
            if (!recorded.containsKey(path) || !entry.getValue()) {
                throw new ExportException(out.resolve(path) + ": OUT holds a file the earlier export did not write ("
                        + SourceReader.RECORD + " does not list it); move it away first");
            }
            if (!sha256(Files.readAllBytes(out.resolve(path))).equals(recorded.get(path))) {
                changed.add(path);
            }
        }
        if (mode == ExportMode.UPDATE && !changed.isEmpty()) {
            throw new ExportException(out.resolve(changed.get(0)) + ": changed since the earlier export ("
                    + changed.size()
                    + " files); --update keeps hand edits: export elsewhere, or --force to replace them");
        }
        return recorded;
    }

    private static byte[] record(ExportPlan plan, Map<String, String> hashes) {
        var files = new ArrayList<String>();
        for (var e : hashes.entrySet()) {
            files.add(JsonText.object(List.of(new AbstractMap.SimpleEntry<>("path", JsonText.quote(e.getKey())),
                    new AbstractMap.SimpleEntry<>("sha256", JsonText.quote(e.getValue()))), 2));
        }
        String array = files.isEmpty() ? "[]" : "[\n    " + String.join(",\n    ", files) + "\n  ]";
        String name = plan.source().getFileName() == null ? "" : plan.source().getFileName().toString();
        var members = new ArrayList<Map.Entry<String, String>>(List.of(
                new AbstractMap.SimpleEntry<>("tool", JsonText.quote("catalog-studio export")),
                new AbstractMap.SimpleEntry<>("target", JsonText.quote(plan.target().id())),
                new AbstractMap.SimpleEntry<>("source", JsonText.quote(name))));
        if (plan.vendor() != null) {
            members.add(new AbstractMap.SimpleEntry<>("vendor", JsonText.quote(plan.vendor())));
        }
        members.add(new AbstractMap.SimpleEntry<>("files", array));
        return JsonText.object(members, 0).getBytes(StandardCharsets.UTF_8);
    }

    /** The largest record {@link #readRecord} reads, bytes. */
    private static final long RECORD_LIMIT = 1 << 20;

    /**
     * The root object of {@code out}'s export record, if it is a regular file (not a link) of at most 1 MiB holding a
     * JSON object; else empty (also when it cannot be read or is not UTF-8).
     */
    static java.util.Optional<JsonObject> readRecord(Path out) {
        Path record = out.resolve(SourceReader.RECORD);
        try {
            if (!Files.isRegularFile(record, LinkOption.NOFOLLOW_LINKS) || Files.size(record) > RECORD_LIMIT) {
                return java.util.Optional.empty();
            }
            return new JsonParser().parse(SourceText.of(Files.readString(record, StandardCharsets.UTF_8)))
                    .rootObject();
        } catch (IOException | RuntimeException e) {
            return java.util.Optional.empty();
        }
    }

    /** OUT checked as {@code check --host} checks it (the formats' own rules for MetaAgents, OAF and 3md). */
    private static List<FileDiagnostic> check(ExportTarget target, Path out) throws IOException {
        var checker = new CatalogChecker();
        var result = target.checkHost().isPresent()
                ? checker.check(out, ProgressListener.NONE, List.of(target.checkHost().get()))
                : checker.check(out, ProgressListener.NONE);
        return result.diagnostics().stream().filter(d -> !d.path().equals(SourceReader.RECORD)).toList();
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
