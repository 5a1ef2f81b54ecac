package dev.catalogstudio.app.editor.internal;

import java.util.HashSet;
import java.util.List;
import javafx.scene.text.Font;

/**
 * Picks the editor's font: the first installed of a list of good programming fonts, else JavaFX's logical
 * {@code Monospaced}. (CSS cannot list fallback families in JavaFX, so the choice is made here once.)
 */
public final class MonospaceFont {

    /** In order of preference; each platform usually has at least one. */
    static final List<String> PREFERRED = List.of("JetBrains Mono", "Cascadia Mono", "Cascadia Code", "SF Mono",
            "Menlo", "Consolas", "Ubuntu Mono", "DejaVu Sans Mono", "Liberation Mono", "Noto Sans Mono");

    private static String family;

    private MonospaceFont() {
    }

    /** The family name to use (computed once; call on the FX thread or after the toolkit started). */
    public static synchronized String family() {
        if (family == null) {
            var installed = new HashSet<>(Font.getFamilies());
            family = PREFERRED.stream().filter(installed::contains).findFirst().orElse("Monospaced");
        }
        return family;
    }
}
