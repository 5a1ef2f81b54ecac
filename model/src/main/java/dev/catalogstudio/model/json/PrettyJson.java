package dev.catalogstudio.model.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;

/**
 * A Jackson tree written as the project writes JSON for people (JSON Schemas, a dry run's responses file, its result's
 * envelope): the layout of {@code JSON.stringify(value, null, 2)}, as {@link JsonLayout} lays out a parsed file: two
 * spaces a level, one member or item a line, {@code "name": value}, {@code {}} and {@code []} when empty, LF line
 * ends, no final line end. Scalars as Jackson writes them (a number as its node holds it).
 *
 * <p>It uses Jackson's databind, whose start costs most of a tenth of a second: nothing on a check's path may use it.
 * Thread-safe.
 */
public final class PrettyJson {

    private static final ObjectWriter WRITER = new ObjectMapper().writer(new DefaultPrettyPrinter(
            Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                    .withObjectEmptySeparator("").withArrayEmptySeparator(""))
            .withObjectIndenter(new DefaultIndenter("  ", "\n"))
            .withArrayIndenter(new DefaultIndenter("  ", "\n")));

    private PrettyJson() {
    }

    /** The text of {@code value}, without a final line end. */
    public static String write(JsonNode value) {
        try {
            return WRITER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always serializes", e);
        }
    }
}
