package dev.catalogstudio.app.shell;

import dev.catalogstudio.app.files.TextFiles;
import dev.catalogstudio.model.text.LineEnding;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * The studio's folder in the user's data folder: the writable copy of the sample catalog and {@code studio.properties}
 * (the last workspace). No JavaFX here: the launcher decides what to open before the toolkit starts.
 */
public final class StudioHome {

    private static final String LAST_WORKSPACE = "lastWorkspace";
    private static final String RECENT = "recent.";
    /** How many workspaces File → Open Recent lists. */
    public static final int MAX_RECENT = 10;

    private final Path folder;
    private Properties cached;

    /** @param folder the studio's data folder, e.g. {@code ~/.local/share/catalog-studio} */
    public StudioHome(Path folder) {
        this.folder = folder;
    }

    /**
     * The platform's data folder for the studio: {@code $XDG_DATA_HOME/catalog-studio} or
     * {@code ~/.local/share/catalog-studio} on Linux, {@code %APPDATA%\Catalog Studio} on Windows,
     * {@code ~/Library/Application Support/Catalog Studio} on macOS. The system property {@code catalogstudio.home}
     * overrides it (tests, portable installs).
     */
    public static StudioHome forPlatform() {
        return new StudioHome(platformFolder(System.getProperty("os.name", ""), System.getenv(),
                Path.of(System.getProperty("user.home", "."))));
    }

    static Path platformFolder(String osName, Map<String, String> env, Path userHome) {
        String override = System.getProperty("catalogstudio.home");
        if (override != null && !override.isBlank()) {
            return Path.of(override);
        }
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.contains("win")) {
            String appData = env.get("APPDATA");
            return (appData != null ? Path.of(appData) : userHome.resolve("AppData/Roaming")).resolve("Catalog Studio");
        }
        if (os.contains("mac")) {
            return userHome.resolve("Library/Application Support/Catalog Studio");
        }
        String xdg = env.get("XDG_DATA_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : userHome.resolve(".local/share");
        return base.resolve("catalog-studio");
    }

    /** The data folder. */
    public Path folder() {
        return folder;
    }

    /** Where the writable copy of the bundled sample catalog lives. */
    public Path sampleFolder() {
        return folder.resolve("sample");
    }

    /** The workspace opened last, if it was remembered and still is a folder. */
    public Optional<Path> lastWorkspace() {
        return setting(LAST_WORKSPACE).map(Path::of).filter(Files::isDirectory);
    }

    /**
     * Remembers {@code workspace} as the last one opened and puts it first in {@link #recentWorkspaces()}; a failure
     * to write is ignored (nothing is lost). Call off the FX thread: it writes a file.
     */
    public synchronized void rememberWorkspace(Path workspace) {
        String path = workspace.toAbsolutePath().normalize().toString();
        var recent = new java.util.ArrayList<String>();
        recent.add(path);
        for (int i = 0; i < MAX_RECENT; i++) {
            setting(RECENT + i).filter(p -> !p.equals(path)).ifPresent(recent::add);
        }
        var changes = new java.util.LinkedHashMap<String, String>();
        changes.put(LAST_WORKSPACE, path);
        for (int i = 0; i < MAX_RECENT; i++) {
            changes.put(RECENT + i, i < recent.size() ? recent.get(i) : null);
        }
        remember(changes);
    }

    /**
     * The workspaces opened most recently, newest first, at most {@value #MAX_RECENT}; folders that no longer exist
     * are left out.
     */
    public java.util.List<Path> recentWorkspaces() {
        var settings = remembered();
        var recent = new java.util.ArrayList<Path>();
        for (int i = 0; i < MAX_RECENT; i++) {
            String path = settings.getProperty(RECENT + i);
            if (path != null) {
                try {
                    Path folder = Path.of(path);
                    if (Files.isDirectory(folder)) {
                        recent.add(folder);
                    }
                } catch (java.nio.file.InvalidPathException e) {
                    // a hand-edited setting: skip it
                }
            }
        }
        return recent;
    }

    /** A remembered setting of {@code studio.properties}, e.g. {@code graph.visible}; empty when none or unreadable. */
    public Optional<String> setting(String key) {
        return Optional.ofNullable(remembered().getProperty(key));
    }

    /**
     * Remembers {@code key = value} in {@code studio.properties}, keeping the other settings; a failure to write is
     * logged and ignored (a setting is a convenience). Call off the FX thread: it writes a file.
     */
    public void remember(String key, String value) {
        remember(java.util.Collections.singletonMap(key, value));
    }

    /**
     * Remembers several settings in one write; a {@code null} value forgets its key. Call off the FX thread.
     *
     * @param changes keys and values, e.g. {@code window.width = 1280}
     */
    public synchronized void remember(Map<String, String> changes) {
        var properties = settings(); // from the file, so that another studio's settings are kept
        changes.forEach((key, value) -> {
            if (value == null) {
                properties.remove(key);
            } else {
                properties.setProperty(key, value);
            }
        });
        try {
            Files.createDirectories(folder);
            var text = new java.io.StringWriter();
            properties.store(text, "Catalog Studio");
            // The one atomic writer: a crash mid-save leaves the old settings, never half a file.
            TextFiles.writeAtomically(folder.resolve("studio.properties"), LineEnding.toLf(text.toString()),
                    LineEnding.LF, false);
            cached = properties;
        } catch (IOException e) {
            System.getLogger(StudioHome.class.getName()).log(System.Logger.Level.WARNING,
                    "cannot remember " + changes.keySet(), e);
        }
    }

    /**
     * The settings as read once, then as this process last wrote them: the studio asks for a dozen at start-up, on the
     * FX thread, and the file is read for the first only.
     */
    private synchronized Properties remembered() {
        if (cached == null) {
            cached = settings();
        }
        return cached;
    }

    private Properties settings() {
        var properties = new Properties();
        var file = folder.resolve("studio.properties");
        if (!Files.isRegularFile(file)) {
            return properties;
        }
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(in);
        } catch (IOException | IllegalArgumentException e) {
            return new Properties();
        }
        return properties;
    }

    /**
     * The folder to open when {@code catalog-studio} is started without a path: the last workspace, else the sample
     * (copied from the bundle the first time).
     *
     * @throws IOException if the sample cannot be copied
     */
    public Path defaultWorkspace() throws IOException {
        var last = lastWorkspace();
        if (last.isPresent()) {
            return last.get();
        }
        return SampleCatalog.copyOnce(sampleFolder());
    }
}
