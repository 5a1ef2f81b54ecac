package dev.catalogstudio.model.resolve;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Where fetched origins live on this machine (issue 25): one folder per repository and commit, holding that commit's
 * files, read-only to the resolver. A snapshot counts only once its fetch finished: the fetch writes {@value #COMPLETE}
 * last, so a fetch interrupted half-way leaves a folder that is never used and is written again by the next one.
 *
 * <p>Layout: {@code <cache>/snapshots/<host>/<owner>/<repo>/<commit>/} (the repository as {@link LockFile} names it,
 * {@code github.com/acme/dates}). The cache folder is, in order: the {@code catalogstudio.cache} system property (tests,
 * portable installs), the {@code CATALOG_STUDIO_CACHE} environment variable, then the platform's cache folder:
 * {@code $XDG_CACHE_HOME/catalog-studio/origins} or {@code ~/.cache/catalog-studio/origins} on Linux,
 * {@code ~/Library/Caches/Catalog Studio/origins} on macOS, {@code %LOCALAPPDATA%\Catalog Studio\origins} on Windows.
 */
public final class OriginCache {

    /** The file a finished snapshot holds, written last. */
    public static final String COMPLETE = ".catalog-studio-complete";

    /** The system property naming the cache folder, before every other setting ({@code fetch --cache} sets it). */
    public static final String PROPERTY = "catalogstudio.cache";

    private final Path folder;

    /** @param folder the cache folder; need not exist yet */
    public OriginCache(Path folder) {
        this.folder = folder.toAbsolutePath().normalize();
    }

    /** The cache this process uses: see the class comment for the order in which it is chosen. */
    public static OriginCache current() {
        return new OriginCache(folderFor(System.getProperty(PROPERTY), System.getenv(),
                System.getProperty("os.name", ""), Path.of(System.getProperty("user.home", "."))));
    }

    /**
     * The cache folder for a property value (or {@code null}), an environment, an OS name and a home folder: the rules
     * of {@link #current()}, as a function (tests).
     */
    static Path folderFor(String property, Map<String, String> env, String osName, Path home) {
        if (property != null && !property.isBlank()) {
            return Path.of(property);
        }
        String variable = env.get("CATALOG_STUDIO_CACHE");
        if (variable != null && !variable.isBlank()) {
            return Path.of(variable);
        }
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.contains("win")) {
            String local = env.get("LOCALAPPDATA");
            return (local != null && !local.isBlank() ? Path.of(local) : home.resolve("AppData/Local"))
                    .resolve("Catalog Studio").resolve("origins");
        }
        if (os.contains("mac")) {
            return home.resolve("Library/Caches/Catalog Studio/origins");
        }
        String xdg = env.get("XDG_CACHE_HOME");
        return (xdg != null && !xdg.isBlank() ? Path.of(xdg) : home.resolve(".cache"))
                .resolve("catalog-studio").resolve("origins");
    }

    /** The cache folder, absolute and normalised. */
    public Path folder() {
        return folder;
    }

    /**
     * Where the snapshot of {@code repository} at {@code commit} is (whether or not it was fetched).
     *
     * @param repository {@code host/owner/repo} as {@link LockFile#isRepository} reads it (no segment starts with a
     *                   dot)
     * @param commit     40 or 64 lowercase hex digits
     * @throws IllegalArgumentException if either is not of that form: a name such as {@code ..} could leave the cache
     */
    public Path snapshot(String repository, String commit) {
        if (!LockFile.isRepository(repository)) {
            throw new IllegalArgumentException("'" + repository + "' is not host/owner/repo");
        }
        var segments = repository.split("/");
        if (!LockFile.isCommit(commit)) {
            throw new IllegalArgumentException("'" + commit + "' is not a commit");
        }
        return folder.resolve("snapshots").resolve(segments[0]).resolve(segments[1]).resolve(segments[2])
                .resolve(commit);
    }

    /**
     * The snapshot folder of {@code repository} at {@code commit} if its fetch finished: a real folder (not a symbolic
     * link) inside the cache, holding {@value #COMPLETE}.
     */
    public Optional<Path> fetched(String repository, String commit) {
        Path snapshot;
        try {
            snapshot = snapshot(repository, commit);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        return Files.isDirectory(snapshot, LinkOption.NOFOLLOW_LINKS)
                && Files.isRegularFile(snapshot.resolve(COMPLETE), LinkOption.NOFOLLOW_LINKS)
                ? Optional.of(snapshot) : Optional.empty();
    }

    /**
     * The resolution layers {@code lock} gives on this machine: one per locked GitHub repository and ref whose
     * snapshot was fetched, standing for {@code https://github.com/<owner>/<repo>/tree/<ref>}, with the id
     * {@code <owner>/<repo>@<ref>}; repositories not fetched yet (or not on GitHub) give none, so their origins stay
     * unresolved. In the lock's order.
     */
    public List<Layer> layers(LockFile lock) {
        var layers = new ArrayList<Layer>();
        for (var repository : lock.repositories()) {
            var segments = repository.repository().split("/");
            if (segments.length != 3 || !segments[0].equalsIgnoreCase("github.com")) {
                continue;
            }
            String text = "https://github.com/" + segments[1] + "/" + segments[2] + "/tree/" + repository.ref();
            var origin = Origin.parse(text).filter(Origin.GitHub.class::isInstance).map(Origin.GitHub.class::cast);
            var snapshot = fetched(repository.repository(), repository.commit());
            if (origin.isPresent() && snapshot.isPresent()) {
                layers.add(new Layer(segments[1] + "/" + segments[2] + "@" + repository.ref(), origin, snapshot.get()));
            }
        }
        return layers;
    }
}
