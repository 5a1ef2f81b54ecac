package dev.catalogstudio.app.cli;

import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;
import java.util.stream.Collectors;
import picocli.CommandLine.Help.Ansi;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** The {@code --format} values of {@code catalog-studio check}. Parsed case-insensitively; shown in lower case. */
public enum OutputFormat {
    /** One line per diagnostic for people, grouped by file, then a summary line; coloured on a terminal. */
    TEXT,
    /** One JSON object: root, file count, diagnostics, summary (see {@link JsonReport}). */
    JSON,
    /** SARIF 2.1.0 for GitHub code scanning and other SARIF viewers (see {@link SarifReport}). */
    SARIF;

    /** The report that writes this format; {@code ansi} only matters for {@link #TEXT}. */
    Report report(Ansi ansi) {
        switch (this) {
            case JSON:
                return new JsonReport();
            case SARIF:
                return new SarifReport(ManifestVersion.version());
            default:
                return new TextReport(ansi);
        }
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses {@code --format} values (any case) and lists them in lower case. */
    public static final class Converter implements ITypeConverter<OutputFormat>, Iterable<String> {

        @Override
        public OutputFormat convert(String value) {
            for (var format : values()) {
                if (format.toString().equals(value.toLowerCase(Locale.ROOT))) {
                    return format;
                }
            }
            throw new TypeConversionException(
                    "expected one of " + String.join(", ", this) + " but was '" + value + "'");
        }

        /** The format names: the option's completion candidates. */
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(values()).map(OutputFormat::toString).collect(Collectors.toList()).iterator();
        }
    }
}
