package dev.catalogstudio.model.generate;

import java.util.SplittableRandom;

/**
 * Deterministic filler text for generated catalogs: words, kebab-case names, one-line descriptions, wrapped
 * paragraphs. Only plain words (no YAML or Markdown punctuation), so every result is a valid plain YAML scalar and
 * never looks like a local path.
 */
final class Prose {

    static final String[] VERBS = {"triage", "review", "deploy", "audit", "summarize", "draft", "migrate", "profile",
        "query", "validate", "render", "index", "translate", "classify", "monitor", "rotate", "package", "release",
        "archive", "benchmark", "refactor", "document", "lint", "test", "trace", "scan", "plan", "schedule", "format",
        "extract"};
    static final String[] NOUNS = {"pods", "invoices", "changelog", "incidents", "metrics", "dashboards", "schemas",
        "tickets", "contracts", "releases", "queries", "alerts", "certificates", "secrets", "pipelines", "notebooks",
        "slides", "spreadsheets", "reports", "docs", "logs", "traces", "budgets", "tests", "commits", "branches",
        "images", "fonts", "themes", "tables", "events", "payments", "orders", "accounts", "tokens", "workflows",
        "datasets", "models", "prompts", "emails"};
    static final String[] ADJECTIVES = {"failing", "slow", "stale", "new", "large", "nightly", "public", "internal",
        "weekly", "critical", "flaky", "noisy", "regional", "shared", "legacy", "draft", "pending", "archived"};
    static final String[] WORDS = {"the", "a", "service", "team", "owner", "cluster", "request", "response", "check",
        "result", "step", "value", "error", "warning", "file", "folder", "table", "column", "version", "branch",
        "review", "summary", "release", "window", "budget", "limit", "quota", "signal", "latency", "traffic",
        "before", "after", "when", "then", "only", "always", "never", "each", "every", "first", "last", "next",
        "with", "without", "from", "into", "across", "between", "and", "or", "but", "so", "is", "are", "runs",
        "reads", "writes", "compares", "reports", "confirms", "records", "lists", "names", "waits", "asks",
        "returns", "keeps", "drops", "opens", "closes", "short", "exact", "smallest", "safe", "clear", "stable",
        "current", "previous", "same", "other", "one", "two", "three", "of", "to", "in", "on", "for", "by", "at"};
    static final String[] TOOLS = {"kubectl", "helm", "gh", "jq", "rg", "curl", "git", "terraform", "psql", "aws"};
    static final String[] LANGUAGES = {"bash", "python", "json", "yaml", "sql", "text"};

    private final SplittableRandom random;

    Prose(SplittableRandom random) {
        this.random = random;
    }

    <T> T pick(T[] items) {
        return items[random.nextInt(items.length)];
    }

    int between(int min, int maxInclusive) {
        return min + random.nextInt(maxInclusive - min + 1);
    }

    boolean chance(double p) {
        return random.nextDouble() < p;
    }

    /** A log-normally distributed length around {@code median}, clamped to {@code [min, max]}. */
    int length(int median, double sigma, int min, int max) {
        double gaussian = gaussian();
        long value = Math.round(median * Math.exp(sigma * gaussian));
        return (int) Math.max(min, Math.min(max, value));
    }

    private double gaussian() {
        // Box-Muller: SplittableRandom has no nextGaussian in Java 17.
        double u1 = random.nextDouble();
        double u2 = random.nextDouble();
        return Math.sqrt(-2 * Math.log(1 - u1)) * Math.cos(2 * Math.PI * u2);
    }

    /** A kebab-case name, unique through {@code index}: e.g. {@code triage-failing-pods-42}. */
    String name(int index) {
        String base = chance(0.5) ? pick(VERBS) + "-" + pick(NOUNS) : pick(VERBS) + "-" + pick(ADJECTIVES) + "-"
                + pick(NOUNS);
        return base + "-" + index;
    }

    /** One sentence of roughly {@code length} characters, capitalized, ending with a full stop. */
    String sentence(int length) {
        var out = new StringBuilder(length + 16);
        out.append(capitalize(pick(VERBS))).append('s');
        while (out.length() < length) {
            out.append(' ').append(chance(0.2) ? pick(NOUNS) : pick(WORDS));
        }
        return out.append('.').toString();
    }

    /** A skill or agent description: what it does and when to use it, {@code length} characters or a little more. */
    String description(int length) {
        int first = Math.max(30, length * 2 / 3);
        String what = sentence(first);
        String when = "Use when " + pick(NOUNS) + " are " + pick(ADJECTIVES);
        var out = new StringBuilder(what).append(' ').append(when);
        while (out.length() < length) {
            out.append(' ').append(pick(WORDS));
        }
        return out.append('.').toString();
    }

    /** A paragraph of about {@code length} characters, wrapped at 80 columns, ending with a newline. */
    String paragraph(int length) {
        var text = new StringBuilder();
        while (text.length() < length) {
            if (text.length() > 0) {
                text.append(' ');
            }
            text.append(sentence(between(40, 140)));
        }
        return wrap(text.toString(), 80, "");
    }

    static String wrap(String text, int width, String indent) {
        var out = new StringBuilder(text.length() + text.length() / width + 2);
        int column = 0;
        boolean firstLine = true;
        for (String word : text.split(" ")) {
            if (column > 0 && column + 1 + word.length() > width) {
                out.append('\n');
                column = 0;
                firstLine = false;
            }
            if (column == 0) {
                if (!firstLine) {
                    out.append(indent);
                    column = indent.length();
                }
            } else {
                out.append(' ');
                column++;
            }
            out.append(word);
            column += word.length();
        }
        return out.append('\n').toString();
    }

    static String capitalize(String word) {
        return Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }
}
