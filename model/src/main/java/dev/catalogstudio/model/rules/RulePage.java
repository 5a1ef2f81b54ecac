package dev.catalogstudio.model.rules;

import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.hosts.Hosts;
import dev.catalogstudio.model.json.DataFiles;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * What a diagnostic code means for the people who meet it: the rule's {@link Rule#summary() summary}, severity and
 * spec section, with the hosts it concerns, why it matters, how to fix it and, for a rule with no shipped
 * {@link RuleExample}, why none can be shipped. Read from {@code rule-pages.json} beside this class; {@code
 * catalog-studio rules} lists the pages, {@code catalog-studio explain CODE} prints one, and {@code docs/rules/} is
 * generated from them.
 *
 * @param rule      the rule
 * @param hosts     the hosts whose loading the rule speaks for ({@link #HOST_NAMES}), in that order; empty for a rule
 *                  of a format no host loads by itself (MetaAgents, the Open Agent Format, 3md, metaSKILLs) or of the
 *                  files themselves (unreadable, binary, too large to check)
 * @param why       why it matters: what goes wrong where the file is used, one to three sentences
 * @param fix       how to make the diagnostic go away by fixing the cause, one to three sentences
 * @param noExample why the rule has no example catalog (it needs a git history, a symbolic link, a file the model
 *                  cannot read …); empty when it has one
 */
public record RulePage(Rule rule, List<String> hosts, String why, String fix, Optional<String> noExample) {

    /** The host names a page may name: the checker's hosts, then any Agent Plugins client. */
    public static final List<String> HOST_NAMES = hostNames();

    private static final String FILE = "rule-pages.json";
    private static final Set<String> KEYS = Set.of("hosts", "why", "fix", "noExample");

    public RulePage {
        hosts = List.copyOf(hosts);
        if (why.isBlank() || fix.isBlank()) {
            throw new IllegalArgumentException(rule.id() + ": a page needs why and fix");
        }
    }

    /** The rule's severity where nothing changes it. */
    public Severity severity() {
        return rule.defaultSeverity();
    }

    /** The page of {@code rule}. */
    public static RulePage of(Rule rule) {
        return Pages.BY_RULE.get(rule);
    }

    /**
     * Where this page is published: the build property {@code catalogstudio.rules.url} followed by
     * {@code <code>.md}; empty when the build names no published address (the default), so no link is ever made up.
     */
    public Optional<String> publishedAt() {
        return publishedAt(Published.BASE);
    }

    /**
     * Where this page is under {@code base} (an absolute {@code https} address ending in {@code /}), or empty when
     * {@code base} is empty or no such address.
     */
    public Optional<String> publishedAt(String base) {
        if (base == null || !base.startsWith("https://") || !base.endsWith("/") || base.contains("${")) {
            return Optional.empty();
        }
        return Optional.of(base + rule.id() + ".md");
    }

    /** Every page, in the order of the codes. */
    public static List<RulePage> all() {
        return Arrays.stream(Rule.values()).sorted(java.util.Comparator.comparing(Rule::id)).map(RulePage::of)
                .toList();
    }

    private static List<String> hostNames() {
        var names = new ArrayList<>(Hosts.NAMES);
        names.add("agent-plugins");
        return List.copyOf(names);
    }

    /** The published base address, read once from {@code published.properties} (written by the build). */
    private static final class Published {
        static final String BASE = read();

        private static String read() {
            var properties = new java.util.Properties();
            try (var in = RulePage.class.getResourceAsStream("published.properties")) {
                if (in != null) {
                    properties.load(in);
                }
            } catch (java.io.IOException e) {
                return "";
            }
            return properties.getProperty("rules.url", "").trim();
        }
    }

    /** The pages, read and checked once: a page missing, a key unknown or a host misspelt is a broken build. */
    private static final class Pages {
        static final Map<Rule, RulePage> BY_RULE = read();

        private static Map<Rule, RulePage> read() {
            JsonObject root = DataFiles.read(RulePage.class, FILE, "rule pages");
            var pages = new EnumMap<Rule, RulePage>(Rule.class);
            for (var member : root.members()) {
                var rule = Rule.byId(member.name()).orElseThrow(() -> new IllegalStateException(FILE + ": '"
                        + member.name() + "' is no diagnostic code"));
                if (!(member.value() instanceof JsonObject page)) {
                    throw new IllegalStateException(FILE + ": '" + member.name() + "' is not an object");
                }
                for (var key : page.members()) {
                    if (!KEYS.contains(key.name())) {
                        throw new IllegalStateException(FILE + ": '" + member.name() + "' has an unknown key '"
                                + key.name() + "'");
                    }
                }
                var hosts = DataFiles.strings(page, "hosts");
                var unknown = new TreeSet<>(hosts);
                unknown.removeAll(HOST_NAMES);
                if (!unknown.isEmpty()) {
                    throw new IllegalStateException(FILE + ": '" + member.name() + "' names unknown hosts "
                            + unknown);
                }
                var ordered = HOST_NAMES.stream().filter(hosts::contains).toList();
                pages.put(rule, new RulePage(rule, ordered, DataFiles.string(page, "why", FILE),
                        DataFiles.string(page, "fix", FILE),
                        Optional.ofNullable(DataFiles.optional(page, "noExample"))));
            }
            var missing = Arrays.stream(Rule.values()).filter(r -> !pages.containsKey(r)).map(Rule::id).toList();
            if (!missing.isEmpty()) {
                throw new IllegalStateException(FILE + " has no page for " + missing);
            }
            return pages;
        }
    }
}
