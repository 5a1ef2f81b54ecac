package dev.catalogstudio.model.fetch;

import dev.catalogstudio.model.resolve.OriginCache;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.TreeMap;

/**
 * The content hash of a fetched entry, as {@code catalog-studio.lock} records it (docs/DEPENDENCIES.md § The lock file): SHA-256 over
 * the entry's files in the order of their {@code /}-separated paths relative to the entry (byte order of the UTF-8
 * path), each as its path, a NUL byte, its length in bytes as decimal digits, a NUL byte, and its bytes. An entry is
 * a folder (a skill or agent whose main file is {@code SKILL.md} or {@code AGENTS.md}) or a single file. Symbolic
 * links are not followed (a snapshot holds none) and the cache's completion marker is left out, so the hash depends
 * only on the commit's files.
 */
public final class EntryHash {

    private EntryHash() {
    }

    /**
     * The path the lock records for an entry declared by {@code document}: the folder of a {@code SKILL.md} or
     * {@code AGENTS.md} ({@code .} for one at the repository's root), else the document itself.
     *
     * @param document the declaring document, {@code /}-separated, relative to the repository's root
     */
    public static String entryPath(String document) {
        int slash = document.lastIndexOf('/');
        String name = document.substring(slash + 1);
        if (name.equals("SKILL.md") || name.equals("AGENTS.md")) {
            return slash < 0 ? "." : document.substring(0, slash);
        }
        return document;
    }

    /**
     * The hash of the entry at {@code path} in the snapshot {@code root}.
     *
     * @param root a complete snapshot folder
     * @param path as {@link #entryPath} gives it
     * @return {@code sha256:} and 64 lowercase hex digits
     * @throws IOException if a file cannot be read, or {@code path} leaves {@code root}
     */
    public static String of(Path root, String path) throws IOException {
        Path entry = path.equals(".") ? root : root.resolve(path).normalize();
        if (!entry.startsWith(root)) {
            throw new IOException(path + " leaves the snapshot " + root);
        }
        // Ordered by the UTF-8 bytes of the paths (String's order differs beyond the Basic Multilingual Plane).
        var files = new TreeMap<byte[], Path>(Arrays::compareUnsigned);
        if (Files.isRegularFile(entry, LinkOption.NOFOLLOW_LINKS)) {
            files.put(utf8(entry.getFileName().toString()), entry);
        } else {
            Files.walkFileTree(entry, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                    if (attributes.isRegularFile() && !file.equals(root.resolve(OriginCache.COMPLETE))) {
                        StringBuilder relative = new StringBuilder();
                        for (Path part : entry.relativize(file)) {
                            relative.append(relative.length() == 0 ? "" : "/").append(part);
                        }
                        files.put(utf8(relative.toString()), file);
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        }
        MessageDigest digest = sha256();
        byte[] buffer = new byte[64 * 1024];
        for (var file : files.entrySet()) {
            digest.update(file.getKey());
            digest.update((byte) 0);
            digest.update(Long.toString(Files.size(file.getValue())).getBytes(StandardCharsets.US_ASCII));
            digest.update((byte) 0);
            try (InputStream in = Files.newInputStream(file.getValue(), LinkOption.NOFOLLOW_LINKS)) {
                for (int n; (n = in.read(buffer)) > 0; ) {
                    digest.update(buffer, 0, n);
                }
            }
        }
        return "sha256:" + HexFormat.of().formatHex(digest.digest());
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
