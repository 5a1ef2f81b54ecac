package dev.catalogstudio.model.starlark;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A starlark-go "chunked" test file: chunks separated by {@code ---} lines, each padded with blank lines so that its
 * line numbers are the file's, with the error expectations written {@code ### "regexp"} or {@code ### `regexp`} on
 * the line where the error must be reported, and the dialect options named {@code option:NAME}.
 */
record ChunkedFile(String name, List<Chunk> chunks) {

    /** One chunk: its source (padded), its first line, its options and its expected errors by line. */
    record Chunk(int firstLine, String source, List<String> options, List<Expectation> expectations) {
    }

    /** An error expected on {@code line} whose message matches {@code pattern}. */
    record Expectation(int line, Pattern pattern, String text) {
    }

    private static final Pattern OPTION = Pattern.compile("option:(\\w+)");

    static ChunkedFile parse(String name, String text) {
        var chunks = new ArrayList<Chunk>();
        int line = 1;
        for (String part : text.split("\n---\n", -1)) {
            var options = new ArrayList<String>();
            Matcher m = OPTION.matcher(part);
            while (m.find()) {
                options.add(m.group(1));
            }
            var expectations = new ArrayList<Expectation>();
            String[] lines = part.split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                int at = lines[i].indexOf("###");
                String quoted = at >= 0 ? lines[i].substring(at + 3).trim() : "";
                if (quoted.startsWith("\"") || quoted.startsWith("`")) {
                    String pattern = unquote(quoted);
                    expectations.add(new Expectation(line + i, ConformanceRunner.goRegexp(pattern), pattern));
                }
            }
            chunks.add(new Chunk(line, "\n".repeat(line - 1) + part, options, expectations));
            line += lines.length + 1;
        }
        return new ChunkedFile(name, chunks);
    }

    /** A Go string literal: backquoted (raw) or double-quoted with escapes. */
    private static String unquote(String q) {
        if (q.startsWith("`") && q.endsWith("`") && q.length() >= 2) {
            return q.substring(1, q.length() - 1);
        }
        if (q.startsWith("\"") && q.endsWith("\"") && q.length() >= 2) {
            var out = new StringBuilder();
            String body = q.substring(1, q.length() - 1);
            for (int i = 0; i < body.length(); i++) {
                char c = body.charAt(i);
                if (c == '\\' && i + 1 < body.length()) {
                    char e = body.charAt(++i);
                    switch (e) {
                        case 'n' -> out.append('\n');
                        case 't' -> out.append('\t');
                        default -> out.append(e);
                    }
                } else {
                    out.append(c);
                }
            }
            return out.toString();
        }
        throw new IllegalArgumentException("not a Go string literal: " + q);
    }
}
