package dev.catalogstudio.model.metaskill;

import dev.catalogstudio.model.format.FrontmatterLookups;
import dev.catalogstudio.model.format.metaskill.MetaskillFormat;
import dev.catalogstudio.model.format.metaskill.MetaskillRules;
import dev.catalogstudio.model.starlark.Program;
import dev.catalogstudio.model.text.DecodedText;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.TextFileReader;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlScalar;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A metaSKILL as a host discovers it (metaskills.md § 4): the SKILL.md's name and instructions, and the resolved,
 * compiled program. {@link #problem()} says why a host would refuse to run it (not a metaskill, a path outside the
 * folder, an unsupported language, a program that is not UTF-8 …), in the words of an {@code error:} result.
 *
 * @param name         the skill's name (the folder's name when SKILL.md has none)
 * @param instructions the SKILL.md body (returned when the input is empty, § 10)
 * @param program      the compiled program, or {@code null} with a {@link #problem()}
 * @param programPath  the program file, or {@code null}
 * @param problem      why the skill cannot run, or {@code null}
 */
public record Metaskill(String name, String instructions, Program program, Path programPath, String problem) {

    /** The largest program file read (a host refuses larger ones rather than reading them). */
    static final long MAX_READ_BYTES = 4L << 20;

    /**
     * Loads the metaskill in {@code dir}.
     *
     * @throws IOException when {@code dir} has no readable SKILL.md
     */
    public static Metaskill load(Path dir) throws IOException {
        if (Files.isRegularFile(dir) || (Files.exists(dir) && !Files.isDirectory(dir))) {
            throw new IOException(dir + " is " + kind(dir) + ", not a skill folder");
        }
        if (!Files.isDirectory(dir)) {
            throw new IOException(dir + " does not exist");
        }
        Path md = dir.resolve("SKILL.md");
        if (!Files.exists(md, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException(dir + " has no SKILL.md");
        }
        String folder = dir.toAbsolutePath().normalize().getFileName().toString();
        if (!Files.exists(md)) {
            return refused(folder, "", "the SKILL.md is a link to nothing");
        }
        if (!md.toRealPath().startsWith(dir.toRealPath())) {
            // as for the program: a host reads nothing outside the skill folder, and shows none of it
            return refused(folder, "", "the SKILL.md is a link leaving the skill folder");
        }
        if (!Files.isRegularFile(md)) {
            throw new IOException(md + " is " + kind(md) + ", not a file");
        }
        var decoded = DecodedText.decode(readBounded(md, "SKILL.md"));
        if (decoded.text() == null || decoded.problem() != null) {
            throw new IOException(md + " is not UTF-8 text: " + detail(decoded));
        }
        FrontmatterDocument doc = FrontmatterDocument.parse(decoded.text());
        YamlMapping map = doc.mapping().orElse(null);
        String name = FrontmatterLookups.string(map, "name").map(YamlScalar::value).orElse(folder);
        String body = doc.body();
        String language = FrontmatterLookups.string(map, "metaskill_language").map(YamlScalar::value)
                .orElse("starlark");
        String declared = FrontmatterLookups.string(map, "metaskill").map(YamlScalar::value).orElse(null);
        String relative = declared != null ? declared : MetaskillFormat.FILE_NAME;
        if (declared == null && !Files.exists(dir.resolve(relative))) {
            return refused(name, body, "'" + name + "' is a static skill, not a metaskill: its SKILL.md names no "
                    + "metaskill program and the folder has no SKILL.star");
        }
        if (relative.startsWith("/") || relative.startsWith("\\") || relative.matches("^[A-Za-z]:.*")) {
            return refused(name, body, "the metaskill path '" + relative + "' is absolute");
        }
        Path root = dir.toRealPath();
        Path base = dir.toAbsolutePath().normalize();
        Path program = base.resolve(relative).normalize();
        if (!program.startsWith(base)) {
            return refused(name, body, "the metaskill path '" + relative + "' leaves the skill folder");
        }
        if (!Files.exists(program)) {
            return refused(name, body, "the program file '" + relative + "' does not exist");
        }
        if (!Files.isRegularFile(program)) {
            return refused(name, body, "the program file '" + relative + "' is " + kind(program) + ", not a file");
        }
        if (!program.toRealPath().startsWith(root)) {
            return refused(name, body, "the program file '" + relative + "' is a link leaving the skill folder");
        }
        if (!language.equals("starlark")) {
            return refused(name, body, "metaskill_language '" + language + "' is not supported; only starlark is");
        }
        if (Files.size(program) > MAX_READ_BYTES) {
            return refused(name, body, "the program file is " + Files.size(program) + " bytes, over the "
                    + MAX_READ_BYTES + " bytes a dry run reads");
        }
        var read = TextFileReader.read(program);  // bounded, and never opens a pipe or a device
        byte[] bytes = read.bytes();
        if (read.truncated() || bytes.length > MAX_READ_BYTES) {
            return refused(name, body, "the program file is over the " + MAX_READ_BYTES + " bytes a dry run reads");
        }
        var text = DecodedText.decode(bytes);
        if (text.text() == null || text.problem() != null) {
            return refused(name, body, "the program file is not UTF-8 text: " + detail(text));
        }
        return of(name, body, text.text(), program);
    }

    /** What a path that is not a regular file is, in words. */
    static String kind(Path path) {
        if (Files.isDirectory(path)) {
            return "a folder";
        }
        try {
            var attributes = Files.readAttributes(path, java.nio.file.attribute.BasicFileAttributes.class);
            return attributes.isOther() ? "a pipe, socket or device" : attributes.isRegularFile() ? "a file"
                    : "not a regular file";
        } catch (IOException e) {
            return "unreadable (" + e.getMessage() + ")";
        }
    }

    private static byte[] readBounded(Path path, String what) throws IOException {
        var read = TextFileReader.read(path);
        if (read.truncated()) {
            throw new IOException(path + " is larger than the " + TextFileReader.MAX_FULL_READ_BYTES
                    + " bytes a dry run reads");
        }
        return read.bytes();
    }

    /** A decoding problem in words, with its position. */
    static String detail(DecodedText decoded) {
        var p = decoded.problem();
        return p == null ? "" : p.detail() + (p.kind() == DecodedText.Kind.MALFORMED_UTF8 ? " (line " + p.line()
                + ", column " + p.column() + ")" : "");
    }

    /** A metaskill from texts already in memory (the studio's editor buffers). */
    public static Metaskill of(String name, String instructions, SourceText program, Path programPath) {
        String source = program.text();
        if (source.startsWith("---")) {
            return refused(name, instructions, "the program file starts with frontmatter");
        }
        return new Metaskill(name, instructions, MetaskillRules.compile(source), programPath, null);
    }

    private static Metaskill refused(String name, String instructions, String problem) {
        return new Metaskill(name, instructions, null, null, problem);
    }
}
