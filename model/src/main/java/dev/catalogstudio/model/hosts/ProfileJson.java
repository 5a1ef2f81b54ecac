package dev.catalogstudio.model.hosts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the host profiles' own JSON files ({@code hosts/<name>.json}, shipped in the jar) into plain values: an object
 * is a {@link LinkedHashMap} in file order, an array a {@link List}, a string a {@link String}, an integer a
 * {@link Long}, another number a {@link Double}, {@code true}/{@code false} a {@link Boolean}, {@code null} null.
 *
 * <p>Only for these files, which the build ships and a test reads with the model's JSON parser too: no positions, no
 * limits against hostile input (user files go through {@link dev.catalogstudio.model.json.JsonParser}). A check reads
 * a profile once, in a JVM that has not compiled the YAML parser's flow-style paths: this one loop costs a fifth of
 * what that parser did (about 1 ms instead of 5 for {@code claude-code.json}, on the command line's C1 compiler).
 */
final class ProfileJson {

    private final String text;
    private int at;

    private ProfileJson(String text) {
        this.text = text;
    }

    /**
     * The value {@code text} holds.
     *
     * @throws IllegalStateException if it is not one JSON value (with the 0-based offset where it stops being one)
     */
    static Object read(String text) {
        var reader = new ProfileJson(text);
        reader.space();
        Object value = reader.value(0);
        reader.space();
        if (reader.at != text.length()) {
            throw reader.error("text after the value");
        }
        return value;
    }

    private Object value(int depth) {
        if (depth > 64) {
            throw error("nested too deep");
        }
        char c = peek();
        if (c == '{') {
            at++;
            var object = new LinkedHashMap<String, Object>();
            space();
            if (peek() == '}') {
                at++;
                return object;
            }
            while (true) {
                space();
                String key = string();
                space();
                expect(':');
                space();
                object.put(key, value(depth + 1));
                space();
                char next = next();
                if (next == '}') {
                    return object;
                }
                if (next != ',') {
                    throw error("',' or '}' expected");
                }
            }
        }
        if (c == '[') {
            at++;
            var array = new ArrayList<Object>();
            space();
            if (peek() == ']') {
                at++;
                return array;
            }
            while (true) {
                space();
                array.add(value(depth + 1));
                space();
                char next = next();
                if (next == ']') {
                    return array;
                }
                if (next != ',') {
                    throw error("',' or ']' expected");
                }
            }
        }
        if (c == '"') {
            return string();
        }
        int start = at;
        while (at < text.length() && "{}[],: \t\r\n\"".indexOf(text.charAt(at)) < 0) {
            at++;
        }
        String word = text.substring(start, at);
        switch (word) {
            case "true":
                return Boolean.TRUE;
            case "false":
                return Boolean.FALSE;
            case "null":
                return null;
            default:
                try {
                    return isInteger(word) ? (Object) Long.valueOf(word) : (Object) Double.valueOf(word);
                } catch (NumberFormatException e) {
                    at = start;
                    throw error("a value expected");
                }
        }
    }

    private static boolean isInteger(String word) {
        int start = word.startsWith("-") ? 1 : 0;
        if (word.length() == start) {
            return false;
        }
        for (int i = start; i < word.length(); i++) {
            if (word.charAt(i) < '0' || word.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    private String string() {
        expect('"');
        var out = new StringBuilder();
        while (true) {
            char c = next();
            if (c == '"') {
                return out.toString();
            }
            if (c != '\\') {
                out.append(c);
                continue;
            }
            char escaped = next();
            switch (escaped) {
                case 'n' -> out.append('\n');
                case 't' -> out.append('\t');
                case 'r' -> out.append('\r');
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'u' -> {
                    if (at + 4 > text.length()) {
                        throw error("four hex digits expected");
                    }
                    try {
                        out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                    } catch (NumberFormatException e) {
                        throw error("four hex digits expected");
                    }
                    at += 4;
                }
                case '"', '\\', '/' -> out.append(escaped);
                default -> throw error("unknown escape \\" + escaped);
            }
        }
    }

    private void space() {
        while (at < text.length()) {
            char c = text.charAt(at);
            if (c != ' ' && c != '\n' && c != '\r' && c != '\t') {
                return;
            }
            at++;
        }
    }

    private char peek() {
        if (at >= text.length()) {
            throw error("unexpected end");
        }
        return text.charAt(at);
    }

    private char next() {
        char c = peek();
        at++;
        return c;
    }

    private void expect(char c) {
        if (next() != c) {
            at--;
            throw error("'" + c + "' expected");
        }
    }

    private IllegalStateException error(String why) {
        return new IllegalStateException(why + " at offset " + at);
    }
}
