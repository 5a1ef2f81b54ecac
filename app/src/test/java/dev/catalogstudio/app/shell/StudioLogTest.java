package dev.catalogstudio.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A failure logged anywhere in the studio (System.Logger) lands in catalog-studio.log in the user data folder. */
class StudioLogTest {

    @AfterEach
    void detach() {
        var logger = Logger.getLogger("dev.catalogstudio");
        for (var handler : logger.getHandlers()) {
            logger.removeHandler(handler);
            handler.close();
        }
    }

    @Test
    void aLoggedFailureWithItsStackTraceGoesToTheLogFile(@TempDir Path home) throws Exception {
        Path file = StudioLog.configure(home);

        System.getLogger("dev.catalogstudio.app.session.WorkspaceSession").log(System.Logger.Level.WARNING,
                "cannot save skills/a/SKILL.md", new java.io.IOException("disk full"));
        for (var handler : Logger.getLogger("dev.catalogstudio").getHandlers()) {
            handler.flush();
        }

        assertThat(file.getFileName().toString()).startsWith(StudioLog.FILE_NAME);
        assertThat(file.getParent()).isEqualTo(home);
        assertThat(Files.readString(file)).contains("cannot save skills/a/SKILL.md")
                .contains("java.io.IOException: disk full");
    }
}
