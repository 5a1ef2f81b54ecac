package dev.catalogstudio.model.fetch;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;

/**
 * Keeps JGit's in-process server side of a {@code file://} remote (a repository on this machine, as
 * {@code url.<base>.insteadOf} may name one) off standard error. JGit serves such a remote on a thread of its own,
 * {@code JGit-Upload-Pack}, which prints the stack trace of any failure there (a locked commit the remote no longer
 * has, a fetch cancelled mid-transfer) to {@link System#err}, while the fetching side gets the same failure as an
 * exception and reports it as a diagnostic. This filter drops what that thread writes; every other thread's output
 * passes unchanged.
 */
final class QuietLocalTransport extends FilterOutputStream {

    /** The names of the threads JGit runs a local remote's server side on. */
    private static final String[] SERVER_THREADS = {"JGit-Upload-Pack", "JGit-Receive-Pack"};

    private QuietLocalTransport(OutputStream out) {
        super(out);
    }

    /** Wraps {@link System#err} once per process (a second call finds it wrapped and does nothing). */
    static synchronized void install() {
        if (System.err instanceof Quiet) {
            return;
        }
        System.setErr(new Quiet(System.err));
    }

    /** Whether the current thread is one of JGit's local server threads. */
    static boolean onServerThread() {
        String name = Thread.currentThread().getName();
        for (String server : SERVER_THREADS) {
            if (name.startsWith(server)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void write(int b) throws IOException {
        if (!onServerThread()) {
            out.write(b);
        }
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
        if (!onServerThread()) {
            out.write(bytes, offset, length);
        }
    }

    /** The standard error stream with the server threads' output dropped. */
    private static final class Quiet extends PrintStream {
        Quiet(PrintStream original) {
            super(new QuietLocalTransport(original), true, encoding());
        }

        /** The encoding Java 17 gave {@code System.err}: {@code sun.stderr.encoding}, else the default. */
        private static Charset encoding() {
            String name = System.getProperty("sun.stderr.encoding");
            try {
                return name != null && Charset.isSupported(name) ? Charset.forName(name) : Charset.defaultCharset();
            } catch (IllegalArgumentException e) {
                return Charset.defaultCharset();
            }
        }
    }
}
