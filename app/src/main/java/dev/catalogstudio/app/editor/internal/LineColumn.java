package dev.catalogstudio.app.editor.internal;

import java.util.Optional;

/**
 * What the go-to-line bar accepts: {@code line} or {@code line:column}, both 1-based.
 *
 * @param line   1-based line
 * @param column 1-based column in UTF-16 code units (1 when not given)
 */
public record LineColumn(int line, int column) {

    /** Parses {@code "12"} or {@code "12:5"} (blanks allowed around the parts); empty for anything else. */
    public static Optional<LineColumn> parse(String input) {
        String[] parts = input.strip().split("\\s*:\\s*", -1);
        if (parts.length > 2) {
            return Optional.empty();
        }
        try {
            int line = Integer.parseInt(parts[0]);
            int column = parts.length == 2 ? Integer.parseInt(parts[1]) : 1;
            return line >= 1 && column >= 1 ? Optional.of(new LineColumn(line, column)) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
