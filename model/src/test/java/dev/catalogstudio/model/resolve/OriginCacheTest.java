package dev.catalogstudio.model.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where fetched origins live, which snapshots count, and the layers a lock gives. */
class OriginCacheTest {

    private static final String C1 = "0f1e2d3c4b5a69788796a5b4c3d2e1f001122334";
    private static final String C2 = "1111111111111111111111111111111111111111";
    private static final String H = "sha256:" + "a".repeat(64);

    @Test
    void theFolderFollowsThePropertyTheVariableThenThePlatform() {
        var home = Path.of("/home/u");
        assertThat(OriginCache.folderFor("/p", Map.of("CATALOG_STUDIO_CACHE", "/v"), "Linux", home))
                .isEqualTo(Path.of("/p"));
        assertThat(OriginCache.folderFor(null, Map.of("CATALOG_STUDIO_CACHE", "/v"), "Linux", home))
                .isEqualTo(Path.of("/v"));
        assertThat(OriginCache.folderFor(null, Map.of(), "Linux", home))
                .isEqualTo(Path.of("/home/u/.cache/catalog-studio/origins"));
        assertThat(OriginCache.folderFor(" ", Map.of("XDG_CACHE_HOME", "/x"), "Linux", home))
                .isEqualTo(Path.of("/x/catalog-studio/origins"));
        assertThat(OriginCache.folderFor(null, Map.of(), "Mac OS X", home))
                .isEqualTo(Path.of("/home/u/Library/Caches/Catalog Studio/origins"));
        assertThat(OriginCache.folderFor(null, Map.of("LOCALAPPDATA", "/l"), "Windows 11", home))
                .isEqualTo(Path.of("/l/Catalog Studio/origins"));
    }

    @Test
    void aSnapshotCountsOnlyOnceItsFetchFinished(@TempDir Path dir) throws Exception {
        var cache = new OriginCache(dir);
        var snapshot = cache.snapshot("github.com/acme/dates", C1);
        assertThat(snapshot).isEqualTo(dir.resolve("snapshots/github.com/acme/dates/" + C1));
        assertThat(cache.fetched("github.com/acme/dates", C1)).isEmpty();

        Files.createDirectories(snapshot.resolve("skills/dates"));
        assertThat(cache.fetched("github.com/acme/dates", C1)).as("interrupted: no marker").isEmpty();
        Files.writeString(snapshot.resolve(OriginCache.COMPLETE), "");
        assertThat(cache.fetched("github.com/acme/dates", C1)).contains(snapshot);
    }

    @Test
    void aSymbolicLinkInPlaceOfASnapshotIsNotFollowed(@TempDir Path dir) throws Exception {
        var cache = new OriginCache(dir.resolve("cache"));
        var elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
        Files.writeString(elsewhere.resolve(OriginCache.COMPLETE), "");
        var snapshot = cache.snapshot("github.com/acme/dates", C1);
        Files.createDirectories(snapshot.getParent());
        Files.createSymbolicLink(snapshot, elsewhere);

        assertThat(cache.fetched("github.com/acme/dates", C1)).isEmpty();
    }

    @Test
    void namesThatCouldLeaveTheCacheAreRefused(@TempDir Path dir) {
        var cache = new OriginCache(dir);
        assertThatThrownBy(() -> cache.snapshot("github.com/../etc", C1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> cache.snapshot("github.com/acme", C1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> cache.snapshot("github.com/acme/.git", C1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> cache.snapshot("github.com/acme/dates", "../../x"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(cache.fetched("github.com/../etc", C1)).isEmpty();
    }

    @Test
    void aLockGivesALayerPerFetchedRepositoryStandingForItsOrigin(@TempDir Path dir) throws Exception {
        var cache = new OriginCache(dir);
        var lock = LockFile.of(
                List.of(new LockFile.Repository("github.com/acme/dates", "main", C1),
                        new LockFile.Repository("github.com/acme/tools", "v2", C2)),
                List.of(new LockFile.Entry("github.com/acme/dates", "main", "skills/dates", "acme/dates", "1.2.0", H)));
        var snapshot = Files.createDirectories(cache.snapshot("github.com/acme/dates", C1));
        Files.writeString(snapshot.resolve(OriginCache.COMPLETE), "");

        var layers = cache.layers(lock);

        assertThat(layers).singleElement().satisfies(layer -> {
            assertThat(layer.id()).isEqualTo("acme/dates@main");
            assertThat(layer.folder()).isEqualTo(snapshot);
            assertThat(layer.origin()).get().extracting(Origin.GitHub::owner, Origin.GitHub::repo, Origin.GitHub::ref,
                    Origin.GitHub::path).containsExactly("acme", "dates", "main", "");
        });
        var location = new Layers(List.of(new Layer(Layer.WORKSPACE, java.util.Optional.empty(), dir.resolve("ws")),
                layers.get(0))).locate(Origin.parse("https://github.com/acme/dates/tree/main/skills/dates").orElseThrow());
        assertThat(location.address()).isEqualTo("acme/dates@main:skills/dates");
    }
}
