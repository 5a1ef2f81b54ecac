package dev.catalogstudio.model.yaml;

import java.util.Locale;
import java.util.Set;
import org.snakeyaml.engine.v2.nodes.Tag;
import org.snakeyaml.engine.v2.resolver.ScalarResolver;
import org.snakeyaml.engine.v2.schema.CoreSchema;

/**
 * Writes strings as YAML scalars that read back as the same string (YAML 1.2, core schema): plain when that is safe,
 * else quoted in the style asked for. Plain is unsafe when a reader would retype or misread the text: values the
 * core schema resolves to another type ({@code null}, {@code true}, {@code 1.0}, {@code 0x1F}), YAML 1.1 booleans
 * that older readers still retype ({@code yes}, {@code off}), a leading indicator ({@code @ * & ! | > ' " % - ? : #}
 * and others), {@code ": "} or {@code " #"} inside, leading or trailing spaces, line breaks and control characters,
 * and, inside a flow collection, {@code , [ ] { }}.
 */
public final class YamlScalars {

    /** How a scalar is written. */
    public enum Style {
        PLAIN, SINGLE_QUOTED, DOUBLE_QUOTED, LITERAL, FOLDED;

        /** The style of the scalar written at the start of {@code text} ({@code '}, {@code "}, {@code |}, {@code >}). */
        public static Style of(String text) {
            if (text.isEmpty()) {
                return PLAIN;
            }
            return switch (text.charAt(0)) {
                case '\'' -> SINGLE_QUOTED;
                case '"' -> DOUBLE_QUOTED;
                case '|' -> LITERAL;
                case '>' -> FOLDED;
                default -> PLAIN;
            };
        }
    }

    private static final ScalarResolver RESOLVER = new CoreSchema().getScalarResolver();
    private static final Set<String> YAML11_BOOLEANS = Set.of("y", "n", "yes", "no", "on", "off", "true", "false");
    private static final String INDICATORS = "-?:,[]{}#&*!|>'\"%@`";

    private YamlScalars() {
    }

    /**
     * Whether {@code value} may be written plain and read back as the same string.
     *
     * @param flow whether the scalar sits inside a flow collection ({@code [a, b]}), where {@code , [ ] { }} end it
     */
    public static boolean plainIsSafe(String value, boolean flow) {
        if (value.isEmpty() || value.isBlank() || !value.strip().equals(value)) {
            return false;
        }
        if (INDICATORS.indexOf(value.charAt(0)) >= 0 || value.startsWith("<<")) {
            return false;
        }
        if (value.contains(": ") || value.contains(" #") || value.endsWith(":") || value.contains("\t")) {
            return false;
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c < 0x20 || c == 0x7F || (c >= 0x80 && c <= 0x9F) || c == 0xFEFF || Character.isSurrogate(c)
                    || c == 0x2028 || c == 0x2029) {
                return false;
            }
            if (flow && ",[]{}".indexOf(c) >= 0) {
                return false;
            }
        }
        if (YAML11_BOOLEANS.contains(value.toLowerCase(Locale.ROOT))) {
            return false;
        }
        return Tag.STR.equals(RESOLVER.resolve(value, true));
    }

    /**
     * {@code value} as a one-line scalar: plain when {@link #plainIsSafe}, else quoted; {@code preferred}
     * {@link Style#SINGLE_QUOTED} or {@link Style#DOUBLE_QUOTED} is kept (single only when the value has no line break
     * or control character), and a value that may be plain is written plain only when {@code preferred} is
     * {@link Style#PLAIN} (or a block style, which one line cannot keep).
     */
    public static String inline(String value, Style preferred, boolean flow) {
        return switch (preferred) {
            case DOUBLE_QUOTED -> doubleQuoted(value);
            case SINGLE_QUOTED -> singleQuotable(value) ? singleQuoted(value) : doubleQuoted(value);
            default -> plainIsSafe(value, flow) ? value : doubleQuoted(value);
        };
    }

    /** {@code value} in double quotes, with {@code \\}, {@code \"} and escapes for every control character. */
    public static String doubleQuoted(String value) {
        var out = new StringBuilder(value.length() + 2).append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\t' -> out.append("\\t");
                case '\r' -> out.append("\\r");
                case 0 -> out.append("\\0");
                default -> {
                    if (c < 0x20 || c == 0x7F || (c >= 0x80 && c <= 0x9F) || c == 0xFEFF || c == 0x2028
                            || c == 0x2029 || Character.isSurrogate(c) && !validPair(value, i)) {
                        out.append(String.format("\\u%04X", (int) c));
                    } else {
                        out.append(c);
                        if (Character.isHighSurrogate(c)) {
                            out.append(value.charAt(++i));
                        }
                    }
                }
            }
        }
        return out.append('"').toString();
    }

    /** {@code value} in single quotes ({@code '} doubled); only for values {@link #singleQuotable}. */
    public static String singleQuoted(String value) {
        return "'" + value.replace("'", "''") + "'";
    }

    /** Whether single quotes can hold {@code value}: no line break, no control or unpaired surrogate character. */
    public static boolean singleQuotable(String value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c < 0x20 || c == 0x7F || (c >= 0x80 && c <= 0x9F) || c == 0xFEFF || c == 0x2028 || c == 0x2029
                    || Character.isSurrogate(c) && !validPair(value, i)) {
                return false;
            }
            if (Character.isHighSurrogate(c)) {
                i++;
            }
        }
        return true;
    }

    /**
     * {@code value} as a literal block scalar ({@code |}, {@code |-} or {@code |+} after its trailing line breaks),
     * each line indented by {@code indent} spaces, lines joined by {@code eol}, ending with {@code eol}; empty when a
     * literal cannot hold it (a control character, or a first line starting with a space, which would need an
     * indentation indicator).
     */
    public static java.util.Optional<String> literal(String value, int indent, String eol) {
        if (value.isEmpty() || value.startsWith(" ") || value.startsWith("\n") || !singleQuotable(value.replace("\n",
                " "))) {
            return java.util.Optional.empty();
        }
        int trailing = 0;
        while (trailing < value.length() && value.charAt(value.length() - 1 - trailing) == '\n') {
            trailing++;
        }
        String chomp = trailing == 0 ? "-" : trailing == 1 ? "" : "+";
        String content = value.substring(0, value.length() - trailing);
        var out = new StringBuilder("|").append(chomp).append(eol);
        String pad = " ".repeat(indent);
        for (String line : content.split("\n", -1)) {
            if (!line.isEmpty()) {
                out.append(pad).append(line);
            }
            out.append(eol);
        }
        for (int i = 1; i < trailing; i++) {
            out.append(eol);
        }
        return java.util.Optional.of(out.toString());
    }

    private static boolean validPair(String s, int i) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c)) {
            return i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
        }
        return i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
    }
}
