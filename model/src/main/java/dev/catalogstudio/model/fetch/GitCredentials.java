package dev.catalogstudio.model.fetch;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jgit.errors.ConfigInvalidException;
import org.eclipse.jgit.errors.UnsupportedCredentialItem;
import org.eclipse.jgit.lib.Config;
import org.eclipse.jgit.transport.CredentialItem;
import org.eclipse.jgit.transport.CredentialsProvider;
import org.eclipse.jgit.transport.NetRC;
import org.eclipse.jgit.transport.URIish;
import org.eclipse.jgit.util.SystemReader;

/**
 * The credentials a git user expects a fetch to find, asked in this order, the first that answers winning:
 * <ol>
 *   <li>a user and password in the URL itself (after {@code insteadOf}): {@code https://user:secret@host/...}; JGit
 *       sends these itself, percent-decoded, with the first request, and asks this chain only when they are refused
 *       or absent;</li>
 *   <li>{@code GITHUB_TOKEN} (else {@code GH_TOKEN}), for {@code github.com} and {@code $GH_HOST} only
 *       ({@link TokenCredentials#gitHub});</li>
 *   <li>git's credential helpers, through {@code git credential fill} ({@link GitCredentialHelper}), when a
 *       {@code git} is on {@code PATH} and {@code credential.helper} is configured;</li>
 *   <li>the netrc file: {@code $NETRC} when set, else {@code $HOME/.netrc}, else {@code $HOME/_netrc}; its
 *       {@code machine} entries match the host name (not the port), {@code default} any host.</li>
 * </ol>
 * When the server refuses what one source gave, JGit asks again (at most three times per connection, after
 * {@link #reset}); the next ask goes on from the source after the refused one, so a stale token does not hide a
 * good helper entry. A new connection starts from the first source again.
 *
 * <p>Never interactive, never prints a secret: {@link #toString()} and {@link #sources()} name the sources only.
 * Thread-safe.
 */
public final class GitCredentials extends LoginCredentials {

    private final List<CredentialsProvider> chain;
    /** Per URL (without user and password) refused once: the index of the source to ask next. */
    private final Map<String, Integer> resumeAt = new ConcurrentHashMap<>();
    /** Per URL: the index of the source that answered last. */
    private final Map<String, Integer> answeredBy = new ConcurrentHashMap<>();

    private GitCredentials(List<CredentialsProvider> chain) {
        this.chain = List.copyOf(chain);
    }

    /**
     * The chain for a user in {@code environment}, reading {@code credential.helper} from JGit's user configuration
     * ({@code SystemReader.getInstance().getUserConfig()}, so install {@link GitEnvironment} first). An unreadable or
     * invalid configuration leaves the helper out (the fetch itself will report the configuration).
     *
     * @param environment the user's variables, usually {@code System.getenv()}: {@code GITHUB_TOKEN},
     *                    {@code GH_TOKEN}, {@code GH_HOST}, {@code PATH}, {@code HOME}, {@code NETRC} and whatever
     *                    git and its helpers read
     */
    public static GitCredentials forUser(Map<String, String> environment) {
        Config config;
        try {
            config = SystemReader.getInstance().getUserConfig();
        } catch (IOException | ConfigInvalidException e) {
            config = new Config();
        }
        return forUser(environment, config);
    }

    /**
     * The chain for a user in {@code environment} whose git configuration is {@code config} (with its base
     * configurations).
     */
    public static GitCredentials forUser(Map<String, String> environment, Config config) {
        var chain = new ArrayList<CredentialsProvider>();
        var token = TokenCredentials.gitHub(environment);
        if (token != null) {
            chain.add(token);
        }
        var helper = GitCredentialHelper.find(environment, config);
        if (helper != null) {
            chain.add(helper);
        }
        var netrc = netrcFile(environment);
        if (netrc != null) {
            chain.add(new Netrc(netrc));
        }
        return new GitCredentials(chain);
    }

    /** The netrc file of {@code environment}, or {@code null} when there is none to read. */
    static File netrcFile(Map<String, String> environment) {
        String variable = environment.get("NETRC");
        if (variable != null && !variable.isEmpty()) {
            return new File(variable);
        }
        String home = environment.get("HOME");
        if (home == null || home.isEmpty()) {
            return null;
        }
        var dot = new File(home, ".netrc");
        var underscore = new File(home, "_netrc");
        return !dot.isFile() && underscore.isFile() ? underscore : dot;
    }

    /**
     * The sources asked after the URL's own, in order, without any secret: e.g.
     * {@code [TokenCredentials[github.com], GitCredentialHelper[/usr/bin/git credential fill], netrc /home/me/.netrc]}.
     */
    public List<String> sources() {
        return chain.stream().map(Object::toString).toList();
    }

    @Override
    public boolean get(URIish uri, CredentialItem... items) throws UnsupportedCredentialItem {
        if (!supports(items)) {
            return false;
        }
        String key = key(uri);
        Integer resume = resumeAt.remove(key);
        for (int i = resume == null ? 0 : resume; i < chain.size(); i++) {
            clear(items);
            if (chain.get(i).get(uri, items) && complete(items)) {
                answeredBy.put(key, i);
                return true;
            }
        }
        clear(items);
        answeredBy.remove(key);
        return false;
    }

    /** The server refused what the last source gave for {@code uri}: the next {@link #get} starts after it. */
    @Override
    public void reset(URIish uri) {
        String key = key(uri);
        Integer last = answeredBy.remove(key);
        resumeAt.put(key, last == null ? chain.size() : last + 1);
        for (var provider : chain) {
            provider.reset(uri);
        }
    }

    private static String key(URIish uri) {
        return uri.setUser(null).setPass(null).toString();
    }

    private static boolean complete(CredentialItem... items) {
        for (var item : items) {
            if (item instanceof CredentialItem.Username user && user.getValue() == null
                    || item instanceof CredentialItem.Password password && password.getValue() == null) {
                return false;
            }
        }
        return true;
    }

    private static void clear(CredentialItem... items) {
        for (var item : items) {
            item.clear();
        }
    }

    @Override
    public String toString() {
        return "GitCredentials" + sources();
    }

    /** The entry of a netrc file for the URL's host; a missing or unreadable file gives nothing. */
    private static final class Netrc extends LoginCredentials {
        private final File file;
        private NetRC netrc; // read on first use; JGit reads it again when it changes

        Netrc(File file) {
            this.file = file;
        }

        @Override
        public boolean get(URIish uri, CredentialItem... items) {
            var entry = entry(uri.getHost());
            if (entry == null || entry.login == null || entry.password == null) {
                return false;
            }
            return answer(items, entry.login, entry.password.clone());
        }

        private synchronized NetRC.NetRCEntry entry(String host) {
            if (host == null || !file.isFile()) {
                return null;
            }
            try {
                if (netrc == null) {
                    netrc = new NetRC(file);
                }
                return netrc.getEntry(host);
            } catch (RuntimeException e) {
                netrc = null; // JGit wraps the file's IOException: unreadable now, perhaps not next time
                return null;
            }
        }

        @Override
        public String toString() {
            return "netrc " + file;
        }
    }
}
