package dev.catalogstudio.model.fetch;

import dev.catalogstudio.model.resolve.OriginCache;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * What the fetch tests over HTTP share: JGit's HTTP server on 127.0.0.1 over a folder of repositories, an origin
 * cache, and a global git configuration that sends {@code https://github.com/} to the server ({@code insteadOf}),
 * named with {@code HOME} and {@code GIT_CONFIG_NOSYSTEM} in {@link #environment}, which {@link #install()} gives to
 * {@link GitEnvironment}. {@link #close()} undoes both.
 */
final class InsteadOfServer implements AutoCloseable {

    final GitRemotes remotes;
    final OriginCache cache;
    final GitHttpServer server;
    final Map<String, String> environment = new HashMap<>();
    private final Path config;

    /** Serves {@code temp/remotes}, caching in {@code temp/cache}, with {@code home} as {@code HOME}. */
    InsteadOfServer(Path temp, String token, Path home) throws Exception {
        Files.createDirectories(temp.resolve("remotes"));
        Files.createDirectories(home);
        remotes = new GitRemotes(temp.resolve("remotes"));
        cache = new OriginCache(temp.resolve("cache"));
        server = new GitHttpServer(temp.resolve("remotes"), token);
        config = temp.resolve("gitconfig");
        writeConfig("");
        environment.put("HOME", home.toString());
        environment.put("GIT_CONFIG_GLOBAL", config.toString());
        environment.put("GIT_CONFIG_NOSYSTEM", "1");
    }

    /** The global git configuration: {@code insteadOf} to the server, then {@code more}. */
    void writeConfig(String more) throws Exception {
        writeConfig(server.base(), more);
    }

    /** The global git configuration: {@code insteadOf} to {@code base}, then {@code more}. */
    void writeConfig(String base, String more) throws Exception {
        Files.writeString(config, "[url \"" + base + "\"]\n\tinsteadOf = https://github.com/\n" + more);
    }

    void install() {
        GitEnvironment.install(environment);
    }

    @Override
    public void close() throws Exception {
        GitEnvironment.uninstall();
        server.close();
    }
}
