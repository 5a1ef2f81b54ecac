package dev.catalogstudio.model.text;

import java.nio.file.Path;

/** Relative paths as the model writes them: name elements joined by {@code /}, whatever the platform. */
public final class SlashPath {

    private SlashPath() {
    }

    /**
     * {@code relative}'s name elements joined by {@code /}; empty for an empty path. A {@code \} inside a file name
     * (legal on Linux and macOS) is kept as it is, unlike a text replacement of the separator would.
     */
    public static String of(Path relative) {
        var text = new StringBuilder();
        for (Path name : relative) {
            if (text.length() > 0) {
                text.append('/');
            }
            text.append(name);
        }
        return text.toString();
    }
}
