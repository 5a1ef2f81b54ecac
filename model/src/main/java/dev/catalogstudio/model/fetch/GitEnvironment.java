package dev.catalogstudio.model.fetch;

import java.io.File;
import java.util.Map;
import org.eclipse.jgit.lib.Config;
import org.eclipse.jgit.storage.file.FileBasedConfig;
import org.eclipse.jgit.storage.file.UserConfigFile;
import org.eclipse.jgit.util.FS;
import org.eclipse.jgit.util.SystemReader;

/**
 * Makes JGit read git's configuration files where git reads them, from an environment given as a map, and keeps JGit
 * from its own side effects. Without it JGit takes the home folder from the {@code user.home} property (not
 * {@code $HOME}), ignores {@code GIT_CONFIG_GLOBAL}, runs {@code git} twice to find the system configuration, and
 * writes {@code ~/.config/jgit/config}.
 *
 * <ul>
 *   <li>global: {@code $GIT_CONFIG_GLOBAL} when set, else {@code $XDG_CONFIG_HOME/git/config} (or
 *       {@code $HOME/.config/git/config}) overridden by {@code $HOME/.gitconfig}, git's order;</li>
 *   <li>system: {@code $GIT_CONFIG_SYSTEM} or {@code /etc/gitconfig}, read directly, none when
 *       {@code GIT_CONFIG_NOSYSTEM} is set;</li>
 *   <li>JGit's own configuration: in memory, never written.</li>
 * </ul>
 *
 * JGit keeps one reader per JVM, so {@link #install} is for start-up (the CLI) and for tests, which restore the
 * default with {@link #uninstall()}.
 */
public final class GitEnvironment extends SystemReader.Delegate {

    private final Map<String, String> environment;

    private GitEnvironment(Map<String, String> environment) {
        super(defaultReader());
        this.environment = Map.copyOf(environment);
    }

    /** JGit's default reader, never another of ours (installing twice must not stack them). */
    private static SystemReader defaultReader() {
        if (SystemReader.getInstance() instanceof GitEnvironment) {
            SystemReader.setInstance(null);
        }
        return SystemReader.getInstance();
    }

    /**
     * Makes JGit read configuration as git would in {@code environment} (usually {@code System.getenv()}).
     *
     * @param environment variables; {@code HOME} sets the home folder JGit uses ({@code ~/.gitconfig}, {@code .netrc})
     */
    public static void install(Map<String, String> environment) {
        var reader = new GitEnvironment(environment);
        SystemReader.setInstance(reader);
        String home = environment.get("HOME");
        if (home != null && !home.isEmpty()) {
            FS.DETECTED.setUserHome(new File(home));
        }
    }

    /** Restores JGit's default reader and the home folder of {@code user.home}. */
    public static void uninstall() {
        SystemReader.setInstance(null);
        FS.DETECTED.setUserHome(new File(System.getProperty("user.home")));
    }

    @Override
    public String getenv(String variable) {
        return environment.get(variable);
    }

    @Override
    public String getProperty(String key) {
        String home = environment.get("HOME");
        if (key.equals("user.home") && home != null && !home.isEmpty()) {
            return home;
        }
        return super.getProperty(key);
    }

    @Override
    public FileBasedConfig openUserConfig(Config parent, FS fs) {
        String global = environment.get("GIT_CONFIG_GLOBAL");
        if (global != null && !global.isEmpty()) {
            return new FileBasedConfig(parent, new File(global), fs);
        }
        String homeVariable = environment.get("HOME");
        File home = homeVariable != null && !homeVariable.isEmpty() ? new File(homeVariable) : fs.userHome();
        String xdg = environment.get("XDG_CONFIG_HOME");
        File xdgFolder = xdg != null && !xdg.isEmpty() ? new File(xdg) : new File(home, ".config");
        // the delegate would read the real process's XDG_CONFIG_HOME: build git's pair here
        return new UserConfigFile(parent, new File(home, ".gitconfig"), new File(xdgFolder, "git/config"), fs);
    }

    @Override
    public FileBasedConfig openSystemConfig(Config parent, FS fs) {
        if (environment.containsKey("GIT_CONFIG_NOSYSTEM")) {
            return inMemory(parent, fs);
        }
        String system = environment.get("GIT_CONFIG_SYSTEM");
        File file = new File(system != null && !system.isEmpty() ? system : "/etc/gitconfig");
        return file.isFile() ? new FileBasedConfig(parent, file, fs) : inMemory(parent, fs);
    }

    @Override
    public FileBasedConfig openJGitConfig(Config parent, FS fs) {
        return dev.catalogstudio.model.git.QuietJGit.jgitConfig(parent, fs);
    }

    /** A configuration with no file: loads nothing, saves nothing. */
    private static FileBasedConfig inMemory(Config parent, FS fs) {
        return new FileBasedConfig(parent, null, fs) {
            @Override
            public void load() {
                // nothing to read
            }

            @Override
            public void save() {
                // nothing to write
            }

            @Override
            public boolean isOutdated() {
                return false;
            }
        };
    }
}
