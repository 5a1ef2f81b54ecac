package dev.catalogstudio.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The bundled sample: copied whole (README.md files too) into the data folder, once, and the last workspace kept. */
class SampleCatalogTest {

    @Test
    void copyHoldsEveryFileOfTheRepositorySample(@TempDir Path home) throws Exception {
        var copy = new StudioHome(home).defaultWorkspace();

        var repository = Path.of("../resources/samples/catalog");
        assertThat(SampleCatalog.listing(copy)).isEqualTo(SampleCatalog.listing(repository))
                .contains("README.md", "oaf/acme/release-captain/README.md", ".mcp.json");
        assertThat(Files.readString(copy.resolve("README.md"))).isEqualTo(
                Files.readString(repository.resolve("README.md")));
    }

    @Test
    void theCopyIsMadeOnceAndEditsSurvive(@TempDir Path home) throws Exception {
        var studioHome = new StudioHome(home);
        var copy = studioHome.defaultWorkspace();
        Files.writeString(copy.resolve("README.md"), "edited");

        assertThat(studioHome.defaultWorkspace()).isEqualTo(copy);
        assertThat(Files.readString(copy.resolve("README.md"))).isEqualTo("edited");
    }

    @Test
    void theLastWorkspaceIsOpenedNext(@TempDir Path home, @TempDir Path workspace) throws Exception {
        var studioHome = new StudioHome(home);
        studioHome.rememberWorkspace(workspace);

        assertThat(new StudioHome(home).defaultWorkspace()).isEqualTo(workspace.toAbsolutePath().normalize());
    }

    @Test
    void dataFolderFollowsThePlatform() {
        var userHome = Path.of("/home/u");
        assertThat(StudioHome.platformFolder("Linux", java.util.Map.of(), userHome))
                .isEqualTo(Path.of("/home/u/.local/share/catalog-studio"));
        assertThat(StudioHome.platformFolder("Linux", java.util.Map.of("XDG_DATA_HOME", "/x"), userHome))
                .isEqualTo(Path.of("/x/catalog-studio"));
        assertThat(StudioHome.platformFolder("Mac OS X", java.util.Map.of(), userHome))
                .isEqualTo(Path.of("/home/u/Library/Application Support/Catalog Studio"));
        assertThat(StudioHome.platformFolder("Windows 11", java.util.Map.of("APPDATA", "/appdata"), userHome))
                .isEqualTo(Path.of("/appdata/Catalog Studio"));
    }

    @Test
    void darkThemeFromGtkHints(@TempDir Path home) {
        assertThat(Theme.detect(java.util.Map.of("GTK_THEME", "Adwaita:dark"), home)).isEqualTo(Theme.DARK);
        assertThat(Theme.detect(java.util.Map.of(), home)).isEqualTo(Theme.LIGHT);
    }
}
