package dev.catalogstudio.app.shell;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import javafx.application.Application;

/** Light or dark: AtlantaFX Primer themes, set as the user-agent stylesheet, plus the studio's own stylesheet. */
public enum Theme {
    LIGHT,
    DARK;

    /** The studio's own stylesheet (colours only through AtlantaFX {@code -color-*} tokens). */
    public static final String STUDIO_CSS = "/dev/catalogstudio/app/shell/studio.css";

    /** Makes this theme the application's user-agent stylesheet. Call on the FX thread. */
    public void apply() {
        Application.setUserAgentStylesheet(this == DARK ? new PrimerDark().getUserAgentStylesheet()
                : new PrimerLight().getUserAgentStylesheet());
    }

    /** The other theme. */
    public Theme toggled() {
        return this == DARK ? LIGHT : DARK;
    }

    /**
     * The theme the OS seems to prefer: dark when {@code GTK_THEME} names a dark theme, or the GTK 3/4
     * {@code settings.ini} prefers dark or names a dark theme; otherwise light. Reads small files: call before the
     * toolkit starts or off the FX thread.
     */
    public static Theme detect() {
        return detect(System.getenv(), Path.of(System.getProperty("user.home", ".")));
    }

    static Theme detect(Map<String, String> env, Path home) {
        if (isDark(env.get("GTK_THEME")) || isDark(env.get("CATALOG_STUDIO_THEME"))) {
            return DARK;
        }
        String configHome = env.getOrDefault("XDG_CONFIG_HOME", home.resolve(".config").toString());
        for (String gtk : new String[] {"gtk-4.0", "gtk-3.0"}) {
            var settings = Path.of(configHome, gtk, "settings.ini");
            try {
                if (Files.isRegularFile(settings)) {
                    for (String line : Files.readAllLines(settings, StandardCharsets.UTF_8)) {
                        String l = line.replace(" ", "").toLowerCase(Locale.ROOT);
                        if (l.equals("gtk-application-prefer-dark-theme=1")
                                || l.equals("gtk-application-prefer-dark-theme=true")
                                || l.startsWith("gtk-theme-name=") && l.contains("dark")) {
                            return DARK;
                        }
                    }
                }
            } catch (IOException | RuntimeException e) {
                // Unreadable settings: fall back to light.
            }
        }
        return LIGHT;
    }

    private static boolean isDark(String value) {
        return value != null && value.toLowerCase(Locale.ROOT).contains("dark");
    }
}
