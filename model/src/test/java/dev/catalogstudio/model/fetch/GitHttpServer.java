package dev.catalogstudio.model.fetch;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.Filter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Base64;
import java.util.EnumSet;
import org.eclipse.jetty.ee10.servlet.FilterHolder;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jgit.http.server.GitServlet;
import org.eclipse.jgit.transport.resolver.FileResolver;

/**
 * JGit's smart-HTTP server on 127.0.0.1 (a free port): the bare repositories under a folder at
 * {@code http://127.0.0.1:<port>/git/<owner>/<repo>.git}. Those of the owner {@code private} answer 401 unless the
 * request carries HTTP Basic credentials whose password is the token.
 */
final class GitHttpServer implements AutoCloseable {

    private final Server server;
    private final int port;

    GitHttpServer(Path repositories, String token) throws Exception {
        var threads = new QueuedThreadPool();
        threads.setDaemon(true); // a stop given up on (close) leaves no thread that keeps the test JVM alive
        threads.setName("git-http");
        server = new Server(threads);
        var connector = new ServerConnector(server);
        connector.setHost("127.0.0.1");
        connector.setPort(0);
        server.addConnector(connector);
        var context = new ServletContextHandler("/");
        var git = new GitServlet();
        git.setRepositoryResolver(new FileResolver<HttpServletRequest>(repositories.toFile(), true));
        context.addServlet(new ServletHolder(git), "/git/*");
        Filter authentication = (request, response, chain) -> {
            var http = (HttpServletRequest) request;
            if (http.getRequestURI().startsWith("/git/private/") && !authorized(http.getHeader("Authorization"),
                    token)) {
                var answer = (HttpServletResponse) response;
                answer.setHeader("WWW-Authenticate", "Basic realm=\"test\"");
                answer.sendError(401);
                return;
            }
            chain.doFilter(request, response);
        };
        context.addFilter(new FilterHolder(authentication), "/*", EnumSet.of(DispatcherType.REQUEST));
        server.setHandler(context);
        server.start();
        port = connector.getLocalPort();
    }

    private static boolean authorized(String header, String token) {
        if (header == null || !header.startsWith("Basic ")) {
            return false;
        }
        String pair = new String(Base64.getDecoder().decode(header.substring(6)), StandardCharsets.UTF_8);
        return pair.substring(pair.indexOf(':') + 1).equals(token);
    }

    /** {@code http://127.0.0.1:<port>/git/}: the base the repositories' paths follow. */
    String base() {
        return "http://127.0.0.1:" + port + "/git/";
    }

    /**
     * Stops the server, waiting {@link #STOP_WAIT_MILLIS} at most. Jetty 12 can deadlock stopping a connection whose
     * response the client abandoned mid-send (the selector waits on a send that only the selector could fail): seen
     * once in a loaded run, where it hung the build in a test's clean-up. The port is the loopback's and the next
     * server takes another.
     */
    @Override
    public void close() throws Exception {
        var stop = new Thread(() -> {
            try {
                server.stop();
            } catch (Exception e) {
                // Only clean-up: the test has its result.
            }
        }, "git-http-stop");
        stop.setDaemon(true);
        stop.start();
        stop.join(STOP_WAIT_MILLIS);
    }

    private static final long STOP_WAIT_MILLIS = 10_000;
}
