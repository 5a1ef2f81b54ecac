package dev.catalogstudio.model.fetch;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.resolve.LockFile;
import dev.catalogstudio.model.resolve.OriginCache;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 38, class 9: ten repositories that never answer were fetched one after another, 60 s each. Now up to
 * {@link DependencyFetch#PARALLEL_FETCHES} are asked at once and each gives up after its stall timeout. Work is
 * counted, not timed: a loopback server that accepts every connection and never answers counts how many are open at
 * once. The timeouts are one and two seconds here; their defaults (10 s to connect, 30 s of silence) are asserted as values.
 */
class StalledRemotesTest {

    @TempDir
    Path temp;
    private ServerSocketChannel server;
    private Selector selector;
    private Thread loop;
    private int openNow;
    private final AtomicInteger peak = new AtomicInteger();
    private final AtomicInteger accepted = new AtomicInteger();

    @AfterEach
    void tearDown() throws Exception {
        GitEnvironment.uninstall();
        System.clearProperty(OriginCache.PROPERTY);
        if (loop != null) {
            loop.interrupt();
            selector.wakeup();
            loop.join(5_000);
        }
        if (selector != null) {
            for (var key : selector.keys()) {
                key.channel().close();
            }
            selector.close();
        }
    }

    /**
     * Accepts on 127.0.0.1 and never answers; counts the connections open at once until the client closes each. One
     * thread selects over the listening socket and every connection, and in each round takes the closes before the
     * new connections: a fetch worker closes a connection that timed out before it opens the next, and loopback
     * delivers them in that order, so the count never holds a connection its client already closed (a thread per
     * connection, scheduled late on a loaded machine, did).
     */
    private int silentServer() throws IOException {
        selector = Selector.open();
        server = ServerSocketChannel.open();
        server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 50);
        server.configureBlocking(false);
        server.register(selector, SelectionKey.OP_ACCEPT);
        var buffer = ByteBuffer.allocate(8192);
        loop = new Thread(() -> {
            try {
                while (!Thread.currentThread().isInterrupted()) {
                    selector.select();
                    var ready = new java.util.ArrayList<>(selector.selectedKeys());
                    selector.selectedKeys().clear();
                    for (var key : ready) {
                        if (key.isValid() && key.isReadable()) {
                            var channel = (SocketChannel) key.channel();
                            buffer.clear();
                            int read;
                            try {
                                read = channel.read(buffer); // the request, never answered
                            } catch (IOException e) {
                                read = -1; // reset by the client
                            }
                            if (read < 0) {
                                key.cancel();
                                channel.close();
                                openNow--;
                            }
                        }
                    }
                    for (var key : ready) {
                        if (key.isValid() && key.isAcceptable()) {
                            SocketChannel channel;
                            while ((channel = server.accept()) != null) {
                                channel.configureBlocking(false);
                                channel.register(selector, SelectionKey.OP_READ);
                                accepted.incrementAndGet();
                                openNow++;
                                peak.accumulateAndGet(openNow, Math::max);
                            }
                        }
                    }
                }
            } catch (IOException | java.nio.channels.ClosedSelectorException e) {
                // closed by tearDown
            }
        }, "silent-server");
        loop.setDaemon(true);
        loop.start();
        return ((InetSocketAddress) server.getLocalAddress()).getPort();
    }

    @Test
    void theDefaultsConnectWithinTenSecondsAndGiveUpAfterThirtySecondsOfSilence() {
        var defaults = OriginFetcher.Options.defaults();
        assertThat(defaults.connectSeconds()).isEqualTo(10);
        assertThat(defaults.stallSeconds()).isEqualTo(30);
        assertThat(DependencyFetch.PARALLEL_FETCHES).isEqualTo(4);
    }

    @Test
    @Timeout(120) // a hang guard, not a budget
    void tenSilentRepositoriesAreAskedFourAtATimeAndEachFailsAlone() throws IOException {
        int port = silentServer();
        Path config = temp.resolve("gitconfig");
        Files.writeString(config, "[url \"http://127.0.0.1:" + port + "/\"]\n\tinsteadOf = https://github.com/\n",
                StandardCharsets.UTF_8);
        GitEnvironment.install(Map.of("HOME", Files.createDirectories(temp.resolve("home")).toString(),
                "GIT_CONFIG_GLOBAL", config.toString(), "GIT_CONFIG_NOSYSTEM", "1"));
        var cache = new OriginCache(temp.resolve("cache"));
        System.setProperty(OriginCache.PROPERTY, cache.folder().toString());
        Path work = Files.createDirectories(temp.resolve("work/skills/report"));
        Files.writeString(work.resolve("SKILL.md"), "---\nname: report\nscope: me\ndescription: Reports. Use for "
                + "reports.\nversion: 1.0.0\ndependencies:\n  skills:\n" + IntStream.range(0, 10)
                .mapToObj(i -> "    - \"https://github.com/acme/r" + i + "/tree/main/skills/x\"\n")
                .collect(Collectors.joining()) + "---\n# report\n");

        var workspace = Workspace.open(temp.resolve("work"), ProgressListener.NONE);
        var outcome = new DependencyFetch(new OriginFetcher(cache, OriginFetcher.Options.defaults()
                .withTimeouts(1, 2)), cache, DependencyFetch.DEFAULT_MAX_REPOSITORIES, DependencyFetch.Listener.NONE)
                .run(workspace, LockFile.empty(), false, false, () -> false);

        assertThat(outcome.status()).isEqualTo(DependencyFetch.Status.COMPLETE);
        assertThat(outcome.unreachable()).hasSize(10);
        assertThat(outcome.unreachable().values()).allSatisfy(m -> assertThat(m).contains("no answer within 2 s"));
        assertThat(accepted.get()).isGreaterThanOrEqualTo(10);
        // Sequential fetching (before) never had two open; more than four would break the bound. Four is what an idle
        // machine shows; a loaded one may start a thread after another's two seconds ran out.
        assertThat(peak.get()).as("connections open at once").isBetween(2, DependencyFetch.PARALLEL_FETCHES);
    }
}
