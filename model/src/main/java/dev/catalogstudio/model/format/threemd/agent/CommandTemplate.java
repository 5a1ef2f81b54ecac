package dev.catalogstudio.model.format.threemd.agent;

import dev.catalogstudio.model.format.threemd.Attribute;
import dev.catalogstudio.model.text.Range;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A skill's {@code tool} command template (agent-3md.md section 3): the first white-space-separated token is the
 * binary; {@code {name}} slots ({@code name} an identifier: a letter or {@code _}, then letters, digits, {@code _})
 * are filled from the skill's inputs, each value shell-quoted.
 */
public final class CommandTemplate {

    /**
     * One {@code {name}} slot.
     *
     * @param name   the input it is filled from
     * @param range  where it is written, braces included
     * @param quoted whether the template already puts it inside shell quotes ({@code '{msg}'}, {@code "…{msg}…"}):
     *               the value is single-quoted when filled, so surrounding quotes would let a value end them and run
     *               code; such a template is unsafe to fill
     */
    public record Placeholder(String name, Range range, boolean quoted) {
    }

    private final String text;
    private final List<Placeholder> placeholders;
    private final String binary;
    private final Range binaryRange;

    private CommandTemplate(String text, List<Placeholder> placeholders, String binary, Range binaryRange) {
        this.text = text;
        this.placeholders = List.copyOf(placeholders);
        this.binary = binary;
        this.binaryRange = binaryRange;
    }

    /** The template of a {@code tool} attribute, or {@code null} when its value is blank. */
    static CommandTemplate of(Attribute tool) {
        String value = tool.value();
        var span = tool.span();
        int start = 0;
        while (start < value.length() && Character.isWhitespace(value.charAt(start))) {
            start++;
        }
        if (start == value.length()) {
            return null;
        }
        int end = start;
        while (end < value.length() && !Character.isWhitespace(value.charAt(end))) {
            end++;
        }
        var slots = new ArrayList<Placeholder>();
        boolean[] quoted = quotedCharacters(value);
        for (int i = value.indexOf('{'); i >= 0; i = value.indexOf('{', i + 1)) {
            int j = slotEnd(value, i);
            if (j > 0) {
                slots.add(new Placeholder(value.substring(i + 1, j - 1), span.range(i, j), quoted[i]));
            }
        }
        return new CommandTemplate(value.strip(), slots, value.substring(start, end), span.range(start, end));
    }

    /** The template, trimmed. */
    public String text() {
        return text;
    }

    /** The slots, left to right, repeats included. */
    public List<Placeholder> placeholders() {
        return placeholders;
    }

    /** The binary: the first token, e.g. {@code rg}. */
    public String binary() {
        return binary;
    }

    /** Where the binary is written. */
    public Range binaryRange() {
        return binaryRange;
    }

    /**
     * The command with every slot that has a value in {@code values} replaced by the shell-quoted value; a slot
     * without a value stays visible as {@code {name}}.
     */
    public String fill(Map<String, String> values) {
        var out = new StringBuilder(text.length());
        int i = 0;
        while (i < text.length()) {
            int end = text.charAt(i) == '{' ? slotEnd(text, i) : -1;
            String name = end < 0 ? null : text.substring(i + 1, end - 1);
            if (name != null && values.containsKey(name)) {
                out.append(shellQuote(values.get(name)));
                i = end;
            } else {
                out.append(text.charAt(i++));
            }
        }
        return out.toString();
    }

    /**
     * For each character of {@code command}, whether POSIX shell quoting puts it inside single or double quotes (or
     * escapes it with a backslash). One pass; a backslash escapes the next character outside single quotes.
     */
    private static boolean[] quotedCharacters(String command) {
        boolean[] quoted = new boolean[command.length()];
        char open = 0;
        for (int i = 0; i < command.length(); i++) {
            char c = command.charAt(i);
            if (open == '\'') {
                quoted[i] = true;
                if (c == '\'') {
                    open = 0;
                }
            } else if (c == '\\' && i + 1 < command.length()) {
                quoted[i] = open != 0;
                quoted[++i] = true;
            } else if (open == '"') {
                quoted[i] = true;
                if (c == '"') {
                    open = 0;
                }
            } else if (c == '\'' || c == '"') {
                quoted[i] = true;
                open = c;
            }
        }
        return quoted;
    }

    /** The end (after the brace) of an identifier slot opening at {@code open}, or -1. */
    private static int slotEnd(String s, int open) {
        int j = open + 1;
        while (j < s.length() && (s.charAt(j) < 128 && Character.isLetterOrDigit(s.charAt(j)) || s.charAt(j) == '_')) {
            j++;
        }
        boolean identifier = j > open + 1 && !Character.isDigit(s.charAt(open + 1));
        return identifier && j < s.length() && s.charAt(j) == '}' ? j + 1 : -1;
    }

    /** {@code value} in POSIX single quotes: {@code it's} becomes {@code 'it'\''s'}; empty becomes {@code ''}. */
    public static String shellQuote(String value) {
        return "'" + value.replace("'", "'\\''") + "'";
    }
}
