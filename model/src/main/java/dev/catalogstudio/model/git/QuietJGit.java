package dev.catalogstudio.model.git;

import java.io.IOException;
import java.nio.file.FileStore;
import java.nio.file.FileSystems;
import org.eclipse.jgit.errors.ConfigInvalidException;
import org.eclipse.jgit.lib.Config;
import org.eclipse.jgit.storage.file.FileBasedConfig;
import org.eclipse.jgit.util.FS;
import org.eclipse.jgit.util.SystemReader;

/**
 * Keeps JGit, for the whole process, from two side effects of its own that no command promises: measuring each file
 * system's timestamp resolution, and keeping what it measured in its configuration file.
 *
 * <p>Left alone, JGit measures a file system the first time it reads a file there ({@code FS.FileStoreAttributes}):
 * it writes {@code .probe-<uuid>} files beside that file (in a repository's {@code .git/objects}, or in the
 * {@code file://} repository a fetch reads), for up to seconds, and leaves them behind when the process exits first;
 * then it saves the result in {@code $XDG_CONFIG_HOME/jgit/config} (or {@code ~/.config/jgit/config}). It measures only
 * when its configuration does not already hold the answer under {@code filesystem.<java vendor>|<java version>|<file
 * store>.timestampResolution}. So JGit's own configuration is kept in memory (never read from or written to a file)
 * and holds, for every file store the process sees when the configuration is made, JGit's own fallback: a resolution
 * of {@link FS.FileStoreAttributes#FALLBACK_TIMESTAMP_RESOLUTION} (2 s) and no extra racy interval. That is the
 * coarsest, safe answer: a file changed within 2 s of when JGit last looked is re-read rather than trusted, which
 * costs a few reads and never a missed change. A file store mounted after that would still be measured.
 *
 * <p>The user's and the system's git configuration are read as before and never written. {@link #install} is the
 * one place review and the studio's comparison call before touching JGit; fetch's {@code GitEnvironment}, which
 * replaces JGit's reader with one of its own, keeps its JGit configuration with {@link #jgitConfig}.
 */
public final class QuietJGit {

    /** What JGit keeps for a file store: {@code filesystem.<key>.timestampResolution}. */
    private static final String SECTION = "filesystem";

    private QuietJGit() {
    }

    /**
     * Makes JGit's reader of configuration one whose own configuration is {@link #jgitConfig}, unless it already is
     * (installed before, or {@code GitEnvironment}'s); other readers' settings (the home folder, the environment) are
     * kept, as the reader is wrapped, not replaced. Idempotent and thread-safe; cheap after the first call.
     */
    public static synchronized void install() {
        FS.FileStoreAttributes.setBackground(true);
        var current = SystemReader.getInstance();
        if (current instanceof Reader || seeded(current)) {
            return;
        }
        SystemReader.setInstance(new Reader(current));
    }

    private static boolean seeded(SystemReader reader) {
        try {
            return reader.getJGitConfig() instanceof Seeded;
        } catch (IOException | ConfigInvalidException e) {
            return false;
        }
    }

    /**
     * JGit's own configuration ({@code SystemReader#openJGitConfig}), for a reader to return: in memory, loading and
     * saving nothing, holding the fallback timestamp resolution of every file store of the default file system.
     *
     * @param parent the configuration it inherits from (JGit passes {@code null})
     * @param fs     the file system abstraction JGit passes
     */
    public static FileBasedConfig jgitConfig(Config parent, FS fs) {
        return new Seeded(parent, fs);
    }

    /** JGit's key for {@code store}: {@code <java.vendor>|<java.version>|<name>}, the volume's serial on Windows. */
    static String key(FileStore store) {
        String name = store.name();
        if (SystemReader.getInstance().isWindows()) {
            try {
                if (store.getAttribute("volume:vsn") instanceof Integer serial) {
                    name = serial.toString();
                }
            } catch (IOException | UnsupportedOperationException e) {
                // JGit falls back to the name too
            }
        }
        return System.getProperty("java.vendor") + "|" + System.getProperty("java.version") + "|" + name;
    }

    /** An in-memory configuration holding JGit's fallback file-system attributes; no file, loads and saves nothing. */
    private static final class Seeded extends FileBasedConfig {

        Seeded(Config parent, FS fs) {
            super(parent, null, fs);
            long millis = FS.FileStoreAttributes.FALLBACK_TIMESTAMP_RESOLUTION.toMillis();
            for (FileStore store : FileSystems.getDefault().getFileStores()) {
                String key = key(store);
                setString(SECTION, key, "timestampResolution", millis + " milliseconds");
                setString(SECTION, key, "minRacyThreshold", "0 milliseconds");
            }
        }

        @Override
        public void load() {
            // nothing to read: the values are set once, above
        }

        @Override
        public void save() {
            // nothing to write, ever
        }

        @Override
        public boolean isOutdated() {
            return false;
        }
    }

    /** JGit's reader of configuration with {@link Seeded} as JGit's own; everything else is the wrapped reader's. */
    private static final class Reader extends SystemReader.Delegate {

        Reader(SystemReader delegate) {
            super(delegate);
        }

        @Override
        public FileBasedConfig openJGitConfig(Config parent, FS fs) {
            return jgitConfig(parent, fs);
        }
    }
}
