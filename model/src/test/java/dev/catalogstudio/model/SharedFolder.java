package dev.catalogstudio.model;

import java.nio.file.Path;

/** Where {@code ../shared} is: the build passes it as the {@code catalogstudio.shared} system property. */
public final class SharedFolder {

    private SharedFolder() {
    }

    /** The shared folder beside the repository (it may be absent; tests then skip, saying why). */
    public static Path path() {
        return Path.of(System.getProperty("catalogstudio.shared", "../../shared")).toAbsolutePath().normalize();
    }
}
