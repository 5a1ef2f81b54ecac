package dev.catalogstudio.model.format.agentplugins;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The plugin name grammar (Agent Plugins 1.0 § 5.5): 1 to 64 characters of {@code a-z}, {@code 0-9}, {@code -} and
 * {@code .}; alphanumeric first and last; no {@code --} and no {@code ..}. {@code a.-b} is valid; {@code a.} is not.
 * Stateless.
 */
final class PluginName {

    /** The grammar as the official schema writes it; it matches whole names only ({@link java.util.regex.Matcher#matches}). */
    static final String PATTERN = "^(?!.*(?:--|\\.\\.))[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$";
    /** The longest name, in characters. */
    static final int MAX_LENGTH = 64;

    private static final Pattern GRAMMAR = Pattern.compile(PATTERN);

    private PluginName() {
    }

    /** Whether {@code name} is a valid plugin name. */
    static boolean isValid(String name) {
        return name.length() <= MAX_LENGTH && GRAMMAR.matcher(name).matches();
    }

    /**
     * What is wrong with {@code name}, one clause per problem ("is empty", "has uppercase letters", "has '--'"), in the
     * order of § 5.5's table; empty when the name is valid.
     */
    static List<String> problems(String name) {
        var problems = new ArrayList<String>();
        if (isValid(name)) {
            return problems;
        }
        if (name.isEmpty()) {
            problems.add("is empty");
            return problems;
        }
        if (name.length() > MAX_LENGTH) {
            problems.add("is " + name.length() + " characters, over the limit of " + MAX_LENGTH);
        }
        if (name.chars().anyMatch(c -> c >= 'A' && c <= 'Z')) {
            problems.add("has uppercase letters");
        }
        name.codePoints().filter(c -> !allowed(c) && !(c >= 'A' && c <= 'Z')).findFirst().ifPresent(c ->
                problems.add("has " + describe(c) + ", which is not a-z, 0-9, '-' or '.'"));
        char first = name.charAt(0);
        char last = name.charAt(name.length() - 1);
        if (first == '-' || first == '.') {
            problems.add("starts with '" + first + "'");
        }
        if (last == '-' || last == '.') {
            problems.add("ends with '" + last + "'");
        }
        if (name.contains("--")) {
            problems.add("has '--'");
        }
        if (name.contains("..")) {
            problems.add("has '..'");
        }
        if (problems.isEmpty()) {
            problems.add("breaks the name grammar");
        }
        return problems;
    }

    /**
     * A valid name close to {@code written}: lowercased, each run of other characters turned into one {@code -},
     * repeated {@code -} and {@code .} collapsed, trimmed to alphanumeric ends and to 64 characters; empty when
     * nothing alphanumeric is left.
     */
    static Optional<String> suggestion(String written) {
        String s = written.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9.-]+", "-").replaceAll("-{2,}", "-")
                .replaceAll("\\.{2,}", ".");
        s = trim(s);
        if (s.length() > MAX_LENGTH) {
            s = trim(s.substring(0, MAX_LENGTH));
        }
        return isValid(s) ? Optional.of(s) : Optional.empty();
    }

    private static String trim(String s) {
        return s.replaceAll("^[.-]+", "").replaceAll("[.-]+$", "");
    }

    private static boolean allowed(int c) {
        return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '.';
    }

    private static String describe(int c) {
        if (c == ' ') {
            return "a space";
        }
        if (Character.isISOControl(c) || Character.isWhitespace(c)) {
            return String.format("the character U+%04X", c);
        }
        return "'" + new String(Character.toChars(c)) + "'";
    }
}
