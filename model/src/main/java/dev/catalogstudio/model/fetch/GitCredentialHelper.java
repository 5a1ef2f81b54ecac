package dev.catalogstudio.model.fetch;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import org.eclipse.jgit.errors.UnsupportedCredentialItem;
import org.eclipse.jgit.lib.Config;
import org.eclipse.jgit.transport.CredentialItem;
import org.eclipse.jgit.transport.URIish;

/**
 * The user's git credential helpers ({@code credential.helper}: a keychain, {@code store}, {@code cache}, a manager),
 * asked through {@code git credential fill}, since JGit has none of git's helper support. Never interactive: git runs
 * with {@code GIT_TERMINAL_PROMPT=0} and an empty {@code GIT_ASKPASS}, so a helper with no answer makes git exit
 * non-zero, which means "no credentials".
 *
 * <p>What one {@link #get} does, for an {@code http} or {@code https} URL only:
 * <ol>
 *   <li>starts {@code <git> credential fill} (the {@code git} found on the environment's {@code PATH}) in exactly the
 *       environment given, plus the two variables above;</li>
 *   <li>writes {@code protocol=<scheme>}, {@code host=<host>[:<port>]}, {@code path=<path without leading />} and the
 *       URL's {@code username=} if it has one, then an empty line, UTF-8 (git drops the path unless
 *       {@code credential.useHttpPath} is set, as it does for its own requests);</li>
 *   <li>reads at most {@value #OUTPUT_LIMIT} bytes of standard output ({@code key=value} lines); more, or no exit
 *       within the timeout (20 s by default), destroys git and what it started and gives nothing; standard error is
 *       discarded (a helper may print anything there).</li>
 * </ol>
 * Exit status 0 with both {@code username} and {@code password} gives them; anything else gives nothing. Nothing is
 * printed or logged, and {@link #toString()} names only the executable.
 *
 * <p>It never runs {@code git credential approve} or {@code reject}: Catalog Studio never prompts, so there is no
 * new credential to store, and rejecting after a 401 would delete the user's stored credential when the token merely
 * lacks access to one repository.
 *
 * <p>Thread-safe: each call starts its own process.
 */
public final class GitCredentialHelper extends LoginCredentials {

    /** The most bytes of {@code git credential fill} output read: 64 KiB. */
    public static final int OUTPUT_LIMIT = 64 * 1024;
    /** How long {@code git credential fill} may run before it is destroyed. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(20);

    private final Path git;
    private final Map<String, String> environment;
    private final Duration timeout;

    /**
     * @param git         the {@code git} executable
     * @param environment the variables git runs with (its configuration, {@code HOME}, {@code PATH} for the helpers)
     * @param timeout     how long one {@code git credential fill} may take; positive
     */
    public GitCredentialHelper(Path git, Map<String, String> environment, Duration timeout) {
        this.git = Objects.requireNonNull(git, "git");
        this.environment = Map.copyOf(environment);
        this.timeout = Objects.requireNonNull(timeout, "timeout");
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout must be positive");
        }
    }

    /**
     * The helper as git would run it for a user in {@code environment}, or {@code null} when there is none to ask:
     * no {@code git} executable on {@code environment}'s {@code PATH}, or no {@code credential.helper} (nor
     * {@code credential.<url>.helper}) in {@code config} or its base configurations.
     *
     * @param environment the user's variables, usually {@code System.getenv()}
     * @param config      the user's git configuration, e.g. JGit's {@code SystemReader.getInstance().getUserConfig()}
     *                    once {@link GitEnvironment} is installed (its base holds the system configuration)
     */
    public static GitCredentialHelper find(Map<String, String> environment, Config config) {
        if (!helperConfigured(config)) {
            return null;
        }
        Path executable = onPath(environment.get("PATH"), "git");
        return executable == null ? null : new GitCredentialHelper(executable, environment, DEFAULT_TIMEOUT);
    }

    /** Whether {@code credential.helper} or {@code credential.<url>.helper} is set to something in {@code config}. */
    static boolean helperConfigured(Config config) {
        for (Config c = config; c != null; c = c.getBaseConfig()) {
            if (hasHelper(c, null)) {
                return true;
            }
            for (String url : c.getSubsections("credential")) {
                if (hasHelper(c, url)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean hasHelper(Config config, String subsection) {
        return Arrays.stream(config.getStringList("credential", subsection, "helper"))
                .anyMatch(value -> value != null && !value.isBlank());
    }

    /**
     * The first executable file named {@code name} (or {@code name.exe} on Windows) in the folders of {@code path}
     * (separated by {@link File#pathSeparator}); {@code null} when there is none or {@code path} is {@code null}.
     */
    static Path onPath(String path, String name) {
        if (path == null) {
            return null;
        }
        boolean windows = File.separatorChar == '\\';
        for (String folder : path.split(File.pathSeparator)) {
            if (folder.isEmpty()) {
                continue;
            }
            for (String file : windows ? List.of(name + ".exe", name) : List.of(name)) {
                try {
                    Path candidate = Path.of(folder, file);
                    if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                        return candidate.toAbsolutePath();
                    }
                } catch (RuntimeException e) {
                    // a folder name the file system cannot take: not on the path
                }
            }
        }
        return null;
    }

    @Override
    public boolean get(URIish uri, CredentialItem... items) throws UnsupportedCredentialItem {
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!supports(items) || uri.getHost() == null || !(scheme.equals("http") || scheme.equals("https"))) {
            return false;
        }
        var answer = fill(request(uri));
        if (answer == null) {
            return false;
        }
        return answer(items, answer.user(), answer.password());
    }

    /**
     * {@code git credential fill}'s standard input for {@code uri}: {@code key=value} lines and an empty one;
     * {@code null} when a value holds a line break or NUL (which would let a URL add keys; git refuses them too).
     */
    static String request(URIish uri) {
        var text = new StringBuilder();
        append(text, "protocol", uri.getScheme().toLowerCase(Locale.ROOT));
        append(text, "host", uri.getHost() + (uri.getPort() > 0 ? ":" + uri.getPort() : ""));
        String path = uri.getPath();
        if (path != null && !path.isEmpty() && !path.equals("/")) {
            append(text, "path", path.startsWith("/") ? path.substring(1) : path);
        }
        if (uri.getUser() != null && !uri.getUser().isEmpty()) {
            append(text, "username", uri.getUser());
        }
        return text.indexOf("\0") >= 0 ? null : text.append('\n').toString();
    }

    private static void append(StringBuilder text, String key, String value) {
        if (value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0 || value.indexOf('\0') >= 0) {
            text.append('\0'); // marks the request as refused
        }
        text.append(key).append('=').append(value).append('\n');
    }

    /** A user and password from the helper; the password is never printed. */
    record Answer(String user, char[] password) {
        @Override
        public String toString() {
            return "Answer[" + user + "]";
        }
    }

    /** Runs {@code git credential fill} with {@code request}; {@code null} for no credentials. */
    Answer fill(String request) {
        if (request == null) {
            return null;
        }
        var builder = new ProcessBuilder(git.toString(), "credential", "fill")
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        var variables = builder.environment();
        variables.clear();
        variables.putAll(environment);
        variables.put("GIT_TERMINAL_PROMPT", "0");
        variables.put("GIT_ASKPASS", "");
        variables.remove("SSH_ASKPASS");
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            return null; // git went away since it was found
        }
        var output = new BoundedReader(process.getInputStream());
        var reader = new Thread(output, "git credential fill output");
        reader.setDaemon(true);
        reader.start();
        try {
            try (var in = process.getOutputStream()) {
                in.write(request.getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                // git exited before reading: its exit status says what happened
            }
            boolean exited = process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
            if (!exited) {
                destroy(process);
                return null;
            }
            reader.join(timeout.toMillis()); // git has exited; a helper it left behind may still hold the pipe
            if (reader.isAlive() || output.overflowed() || process.exitValue() != 0) {
                destroy(process);
                return null;
            }
            return parse(output.text());
        } catch (InterruptedException e) {
            destroy(process);
            Thread.currentThread().interrupt();
            return null;
        }
    }

    private static void destroy(Process process) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }

    /** The user and password in {@code git credential fill}'s output; {@code null} when either is missing. */
    static Answer parse(String output) {
        String user = null;
        String password = null;
        for (String line : output.split("\n")) {
            line = line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
            if (line.startsWith("username=")) {
                user = line.substring("username=".length());
            } else if (line.startsWith("password=")) {
                password = line.substring("password=".length());
            }
        }
        return user == null || password == null ? null : new Answer(user, password.toCharArray());
    }

    /** Reads a stream to its end, keeping at most {@value #OUTPUT_LIMIT} bytes and noting when there were more. */
    private static final class BoundedReader implements Runnable {
        private final InputStream in;
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        private volatile boolean overflowed;

        BoundedReader(InputStream in) {
            this.in = in;
        }

        @Override
        public void run() {
            var buffer = new byte[8192];
            try (in) {
                for (int n; (n = in.read(buffer)) >= 0; ) {
                    synchronized (bytes) {
                        if (overflowed || bytes.size() + n > OUTPUT_LIMIT) {
                            overflowed = true; // read on to the end, keeping nothing, so that git can exit
                            bytes.reset();
                        } else {
                            bytes.write(buffer, 0, n);
                        }
                    }
                }
            } catch (IOException e) {
                // the process was destroyed: what was read is what there is
            }
        }

        boolean overflowed() {
            return overflowed;
        }

        String text() {
            synchronized (bytes) {
                return bytes.toString(StandardCharsets.UTF_8);
            }
        }
    }

    @Override
    public String toString() {
        return "GitCredentialHelper[" + git + " credential fill]";
    }
}
