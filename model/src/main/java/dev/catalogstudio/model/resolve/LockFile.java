package dev.catalogstudio.model.resolve;

import dev.catalogstudio.model.text.ToolFileWriter;
import java.io.IOException;
import java.nio.channels.Channels;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * {@code catalog-studio.lock}: per remote origin repository and ref, the commit a fetch resolved, and per resolved entry
 * its content hash (issue 25; the README's "Dependencies across catalogs" describes its use). The text is stable so
 * that its diffs review well: one fact per line, fields separated by one space, repositories then entries, each sorted,
 * LF line endings, a comment first.
 *
 * <pre>
 * # catalog-studio.lock: what `catalog-studio fetch` resolved. Written by the tool; review its diffs.
 * lock 1
 * repository github.com/acme/dates main 0f1e2d3c4b5a69788796a5b4c3d2e1f001122334
 * entry github.com/acme/dates main skills/dates acme/dates 1.2.0 sha256:9f86d0…
 * </pre>
 *
 * A repository is {@code host/owner/repo}; a ref is the origin's ref as written (git refs hold no space); a commit is
 * 40 or 64 lowercase hex digits; an entry's path is its folder inside the repository ({@code .} for the root), then its
 * FQN, its version ({@code -} when it has none) and {@code sha256:} and 64 hex digits of its content. Immutable.
 */
public final class LockFile {

    /** The format version this class reads and writes ({@code lock 1}). */
    public static final int FORMAT = 1;
    /** The file's name, beside {@code catalog-studio.yaml}. */
    public static final String FILE_NAME = "catalog-studio.lock";
    /**
     * The most bytes a lock file may hold to be read, 16 MiB (a lock line is about 200 bytes: some 80,000 entries); a
     * larger one is refused before a byte of it is read.
     */
    public static final long MAX_BYTES = 16L << 20;

    private static final String HEADER =
            "# catalog-studio.lock: what `catalog-studio fetch` resolved. Written by the tool; review its diffs.";
    private static final Pattern COMMIT = Pattern.compile("[0-9a-f]{40}|[0-9a-f]{64}");
    private static final Pattern HASH = Pattern.compile("sha256:[0-9a-f]{64}");
    /** {@code host/owner/repo}, each segment a name that does not start with a dot (so never {@code ..}). */
    private static final Pattern REPOSITORY = Pattern.compile(
            "[A-Za-z0-9][A-Za-z0-9._-]*/[A-Za-z0-9][A-Za-z0-9._-]*/[A-Za-z0-9][A-Za-z0-9._-]*");

    /**
     * One repository and ref at the commit it resolved to.
     *
     * @param repository {@code host/owner/repo}, e.g. {@code github.com/acme/dates}
     * @param ref        the ref as origins write it, e.g. {@code main} or {@code v1.2.0}
     * @param commit     40 (SHA-1) or 64 (SHA-256) lowercase hex digits
     */
    public record Repository(String repository, String ref, String commit) {
        public Repository {
            Objects.requireNonNull(repository, "repository");
            Objects.requireNonNull(ref, "ref");
            Objects.requireNonNull(commit, "commit");
        }
    }

    /**
     * One resolved entry.
     *
     * @param repository {@code host/owner/repo} of the repository it is in
     * @param ref        the ref its origin names
     * @param path       its folder inside the repository, {@code /}-separated, {@code .} for the root
     * @param fqn        its fully qualified name, e.g. {@code acme/dates}
     * @param version    its {@code version}, or {@code -} when it has none
     * @param hash       {@code sha256:} and 64 lowercase hex digits of its content
     */
    public record Entry(String repository, String ref, String path, String fqn, String version, String hash) {
        public Entry {
            Objects.requireNonNull(repository, "repository");
            Objects.requireNonNull(ref, "ref");
            Objects.requireNonNull(path, "path");
            Objects.requireNonNull(fqn, "fqn");
            Objects.requireNonNull(version, "version");
            Objects.requireNonNull(hash, "hash");
        }
    }

    /**
     * A line that could not be read.
     *
     * @param line    1-based line number
     * @param column  1-based column, in characters, of the field at fault
     * @param message what is wrong and what would be right
     */
    public record Problem(int line, int column, String message) {
    }

    /**
     * What {@link #parse} read: the facts of every well-formed line, and a problem for each other line.
     *
     * @param lock     the lock of the well-formed lines
     * @param problems the lines it could not read, in line order; empty for a valid file
     */
    public record Parsed(LockFile lock, List<Problem> problems) {
    }

    /**
     * One difference between two locks, as {@code fetch --update} prints it.
     *
     * @param subject what changed: an entry's FQN, or {@code repository@ref}
     * @param before  the old version or commit, {@code null} when it is new
     * @param after   the new version or commit, {@code null} when it is gone
     */
    public record Change(String subject, String before, String after) {
        /** {@code acme/dates 1.2.0 → 1.3.0}, {@code acme/dates (new) 1.3.0}, {@code acme/dates 1.2.0 (removed)}. */
        @Override
        public String toString() {
            return subject + " " + (before == null ? "(new)" : before) + " \u2192 " + (after == null ? "(removed)" : after);
        }
    }

    private static final Comparator<Repository> REPOSITORY_ORDER = Comparator.comparing(Repository::repository)
            .thenComparing(Repository::ref);
    private static final Comparator<Entry> ENTRY_ORDER = Comparator.comparing(Entry::repository)
            .thenComparing(Entry::ref).thenComparing(Entry::path);

    private final List<Repository> repositories;
    private final List<Entry> entries;

    private LockFile(List<Repository> repositories, List<Entry> entries) {
        this.repositories = repositories.stream().sorted(REPOSITORY_ORDER).toList();
        this.entries = entries.stream().sorted(ENTRY_ORDER).toList();
    }

    /** Whether {@code text} is a repository as the lock names one: {@code host/owner/repo}, e.g. {@code github.com/acme/dates}. */
    public static boolean isRepository(String text) {
        return REPOSITORY.matcher(text).matches();
    }

    /** Whether {@code text} is a commit as the lock writes one: 40 or 64 lowercase hex digits. */
    public static boolean isCommit(String text) {
        return COMMIT.matcher(text).matches();
    }

    /** An empty lock. */
    public static LockFile empty() {
        return new LockFile(List.of(), List.of());
    }

    /**
     * A lock of {@code repositories} and {@code entries}, checked as {@link #parse} checks a file's lines.
     *
     * @throws IllegalArgumentException if a field is malformed, a repository and ref appear twice, an entry's
     *                                  repository and ref are not among {@code repositories}, or a path twice
     */
    public static LockFile of(List<Repository> repositories, List<Entry> entries) {
        var text = new LockFile(repositories, entries).write();
        var parsed = parse(text);
        if (!parsed.problems().isEmpty()) {
            var first = parsed.problems().get(0);
            throw new IllegalArgumentException(first.message());
        }
        return parsed.lock();
    }

    /** The repositories and refs, sorted by repository then ref. */
    public List<Repository> repositories() {
        return repositories;
    }

    /** The entries, sorted by repository, ref and path. */
    public List<Entry> entries() {
        return entries;
    }

    /** The commit {@code repository} at {@code ref} is locked to, if it is. */
    public java.util.Optional<String> commit(String repository, String ref) {
        return repositories.stream().filter(r -> r.repository().equals(repository) && r.ref().equals(ref))
                .map(Repository::commit).findFirst();
    }

    /** The file's text: the header comment, {@code lock 1}, then one line per fact, sorted, each ending in LF. */
    public String write() {
        var text = new StringBuilder(HEADER).append('\n').append("lock ").append(FORMAT).append('\n');
        for (var r : repositories) {
            text.append("repository ").append(r.repository()).append(' ').append(r.ref()).append(' ')
                    .append(r.commit()).append('\n');
        }
        for (var e : entries) {
            text.append("entry ").append(e.repository()).append(' ').append(e.ref()).append(' ').append(e.path())
                    .append(' ').append(e.fqn()).append(' ').append(e.version()).append(' ').append(e.hash())
                    .append('\n');
        }
        return text.toString();
    }

    /**
     * The lock file as it is on disk.
     *
     * @param exists whether there is one
     * @param parsed what {@link #parse} read of it ({@link #empty()} with no problems when there is none)
     */
    public record OnDisk(boolean exists, Parsed parsed) {
        /** No lock file. */
        public static final OnDisk NONE = new OnDisk(false, new Parsed(empty(), List.of()));

        /** The facts of its well-formed lines. */
        public LockFile lock() {
            return parsed.lock();
        }

        /**
         * Whether {@code lock} must be written over it: its facts differ, it has lines {@code check} reports as
         * {@code lock-file} errors (which writing repairs), or there is none and {@code lock} locks something.
         */
        public boolean changedBy(LockFile lock) {
            return exists ? !lock.equals(parsed.lock()) || !parsed.problems().isEmpty()
                    : !lock.repositories().isEmpty();
        }
    }

    /**
     * Reads {@code catalog-studio.lock} in {@code folder} as {@link #parse} reads it (UTF-8), by the rules of the files
     * the tool writes on its own ({@link ToolFileWriter#check}): never through a symbolic link, only a regular file,
     * at most {@link #MAX_BYTES} (checked before reading, and enforced on what is read).
     *
     * @return {@link OnDisk#NONE} when there is no lock file
     * @throws ToolFileWriter.Refused if it is a link, not a regular file, or larger than {@link #MAX_BYTES}; the
     *                                message says which, never what the file holds
     * @throws IOException            if it exists and cannot be read
     */
    public static OnDisk read(Path folder) throws IOException {
        Path file = ToolFileWriter.check(folder, FILE_NAME);
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            return OnDisk.NONE;
        }
        try (var channel = Files.newByteChannel(file, Set.of(StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS))) {
            if (channel.size() > MAX_BYTES) {
                throw tooLarge(channel.size());
            }
            var in = Channels.newInputStream(channel);
            byte[] bytes = in.readNBytes((int) MAX_BYTES + 1);
            if (bytes.length > MAX_BYTES) {
                throw tooLarge(bytes.length);
            }
            return new OnDisk(true, parse(new String(bytes, StandardCharsets.UTF_8)));
        }
    }

    /**
     * Writes this lock's text as {@code catalog-studio.lock} in {@code folder} by {@link ToolFileWriter#write}: never
     * through a link, atomically.
     *
     * @throws ToolFileWriter.Refused if the file there is a link or not a regular file; nothing is written
     * @throws IOException            if it cannot be written; the old file is then unchanged
     */
    public void writeTo(Path folder) throws IOException {
        ToolFileWriter.write(folder, FILE_NAME, write().getBytes(StandardCharsets.UTF_8));
    }

    private static ToolFileWriter.Refused tooLarge(long bytes) {
        return new ToolFileWriter.Refused(FILE_NAME + " holds " + bytes + " bytes, more than the 16 MiB ("
                + MAX_BYTES + " bytes) a lock file may; it is not read (delete it and run `catalog-studio fetch` to "
                + "write it anew)");
    }

    /**
     * Reads a lock file's text (LF or CRLF line endings; blank lines and {@code #} comments ignored). Never throws: a
     * line it cannot read is a {@link Problem} with its position and is left out of the lock.
     */
    public static Parsed parse(String text) {
        var problems = new ArrayList<Problem>();
        var repositories = new TreeMap<String, Repository>();
        var entries = new TreeMap<String, Entry>();
        var entryLines = new ArrayList<Map.Entry<Integer, Entry>>();
        boolean sawVersion = false;
        var lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            int number = i + 1;
            String line = lines[i].endsWith("\r") ? lines[i].substring(0, lines[i].length() - 1) : lines[i];
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            int control = firstControl(line);
            if (control >= 0) {
                problems.add(new Problem(number, control + 1, "A control character (U+"
                        + String.format(Locale.ROOT, "%04X", (int) line.charAt(control))
                        + ") in the lock file; it holds printable text only: run `catalog-studio fetch` to rewrite it."));
                continue;
            }
            var fields = line.split(" ", -1);
            switch (fields[0]) {
                case "lock" -> {
                    if (fields.length != 2 || !fields[1].equals(Integer.toString(FORMAT))) {
                        problems.add(new Problem(number, 6, "'" + abbreviate(fields.length > 1 ? fields[1] : "")
                                + "' is not a lock format this version reads: expected 'lock " + FORMAT + "'."));
                    } else {
                        sawVersion = true;
                    }
                }
                case "repository" -> {
                    if (!fieldCount(fields, 4, "repository HOST/OWNER/REPO REF COMMIT", number, line, problems)
                            || !valid(fields, 1, REPOSITORY, "a repository (host/owner/repo)", number, problems)
                            || !valid(fields, 3, COMMIT, "a commit (40 or 64 lowercase hex digits)", number, problems)) {
                        continue;
                    }
                    var repository = new Repository(fields[1], fields[2], fields[3]);
                    var previous = repositories.putIfAbsent(fields[1] + " " + fields[2], repository);
                    if (previous != null) {
                        problems.add(new Problem(number, 1, "'" + fields[1] + "' at '" + fields[2]
                                + "' is locked twice; a repository and ref are locked to one commit."));
                    }
                }
                case "entry" -> {
                    if (!fieldCount(fields, 7, "entry HOST/OWNER/REPO REF PATH FQN VERSION sha256:HASH", number, line,
                            problems)
                            || !valid(fields, 1, REPOSITORY, "a repository (host/owner/repo)", number, problems)
                            || !valid(fields, 6, HASH, "a content hash ('sha256:' and 64 lowercase hex digits)", number,
                            problems)) {
                        continue;
                    }
                    if (!insideRepository(fields[3])) {
                        problems.add(new Problem(number, column(fields, 3), "'" + fields[3] + "' is not a path inside "
                                + "its repository: write it relative, without '..' ('.' for the root)."));
                        continue;
                    }
                    var entry = new Entry(fields[1], fields[2], fields[3], fields[4], fields[5], fields[6]);
                    if (entries.putIfAbsent(fields[1] + " " + fields[2] + " " + fields[3], entry) != null) {
                        problems.add(new Problem(number, column(fields, 3), "'" + fields[3] + "' of '" + fields[1]
                                + "' at '" + fields[2] + "' is locked twice."));
                        continue;
                    }
                    entryLines.add(Map.entry(number, entry));
                }
                // not quoted: a file that is not a lock at all could hold anything (a linked credentials file)
                default -> problems.add(new Problem(number, 1, "Line " + number + " is not a lock fact: a lock "
                        + "file line starts with 'lock', 'repository' or 'entry' (the line is not shown)."));
            }
        }
        for (var line : entryLines) {
            var entry = line.getValue();
            if (!repositories.containsKey(entry.repository() + " " + entry.ref())) {
                problems.add(new Problem(line.getKey(), 7, "'" + entry.repository() + "' at '" + entry.ref()
                        + "' has an entry but no 'repository' line with its commit."));
                entries.remove(entry.repository() + " " + entry.ref() + " " + entry.path());
            }
        }
        if (!sawVersion && (!repositories.isEmpty() || !entries.isEmpty() || !problems.isEmpty())) {
            problems.add(0, new Problem(1, 1, "The lock file does not say its format ('lock " + FORMAT + "')."));
        }
        problems.sort(Comparator.comparingInt(Problem::line).thenComparingInt(Problem::column));
        return new Parsed(new LockFile(new ArrayList<>(repositories.values()), new ArrayList<>(entries.values())),
                List.copyOf(problems));
    }

    /**
     * What changed from {@code before} to this lock: entries by FQN (version moved, new, removed), then repositories
     * whose commit moved (by {@code repository@ref}, short commits), each list sorted.
     */
    public List<Change> changesSince(LockFile before) {
        var changes = new ArrayList<Change>();
        var old = new TreeMap<String, Entry>();
        before.entries.forEach(e -> old.put(e.fqn(), e));
        var now = new TreeMap<String, Entry>();
        entries.forEach(e -> now.put(e.fqn(), e));
        var fqns = new java.util.TreeSet<String>(old.keySet());
        fqns.addAll(now.keySet());
        for (String fqn : fqns) {
            var a = old.get(fqn);
            var b = now.get(fqn);
            if (a == null || b == null || !a.version().equals(b.version()) || !a.hash().equals(b.hash())) {
                String from = a == null ? null : a.version().equals("-") ? shortHash(a.hash()) : a.version();
                String to = b == null ? null : b.version().equals("-") ? shortHash(b.hash()) : b.version();
                if (a != null && b != null && from.equals(to)) {
                    from = from + " (" + shortHash(a.hash()) + ")";
                    to = to + " (" + shortHash(b.hash()) + ")";
                }
                changes.add(new Change(fqn, from, to));
            }
        }
        for (var r : repositories) {
            var was = before.commit(r.repository(), r.ref());
            if (was.isPresent() && !was.get().equals(r.commit())) {
                changes.add(new Change(r.repository() + "@" + r.ref(), was.get().substring(0, 12),
                        r.commit().substring(0, 12)));
            }
        }
        return changes;
    }

    private static String shortHash(String hash) {
        return hash.substring("sha256:".length(), "sha256:".length() + 12);
    }

    private static boolean fieldCount(String[] fields, int count, String shape, int number, String line,
                                      List<Problem> problems) {
        if (fields.length == count && java.util.Arrays.stream(fields).noneMatch(String::isEmpty)) {
            return true;
        }
        problems.add(new Problem(number, 1, "The '" + fields[0] + "' line has " + (fields.length - 1)
                + " fields separated by single spaces; expected '" + shape + "'."));
        return false;
    }

    private static boolean valid(String[] fields, int index, Pattern pattern, String what, int number,
                                 List<Problem> problems) {
        if (pattern.matcher(fields[index]).matches()) {
            return true;
        }
        problems.add(new Problem(number, column(fields, index), "'" + abbreviate(fields[index]) + "' is not " + what
                + "."));
        return false;
    }

    /** The 1-based column of field {@code index} of a line split on single spaces. */
    private static int column(String[] fields, int index) {
        int column = 1;
        for (int i = 0; i < index; i++) {
            column += fields[i].length() + 1;
        }
        return column;
    }

    /** {@code .}, or {@code /}-separated segments, none empty, {@code .} or {@code ..}, and no backslash. */
    private static boolean insideRepository(String path) {
        if (path.equals(".")) {
            return true;
        }
        if (path.contains("\\")) {
            return false;
        }
        for (String segment : path.split("/", -1)) {
            if (segment.isEmpty() || segment.equals(".") || segment.equals("..")) {
                return false;
            }
        }
        return true;
    }

    private static int firstControl(String line) {
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c < 0x20 && c != '\t' || c == 0x7f) {
                return i;
            }
        }
        return -1;
    }

    private static String abbreviate(String text) {
        return text.length() <= 80 ? text : text.substring(0, 77) + "\u2026";
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof LockFile lock && lock.repositories.equals(repositories) && lock.entries.equals(entries);
    }

    @Override
    public int hashCode() {
        return repositories.hashCode() * 31 + entries.hashCode();
    }

    @Override
    public String toString() {
        return write();
    }
}
