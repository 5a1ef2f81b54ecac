package dev.catalogstudio.model.format.oaf;

import dev.catalogstudio.model.version.SemVer;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlSequence;
import java.util.List;
import java.util.Optional;

/**
 * An OAF agent manifest: an AGENTS.md whose frontmatter has {@code vendorKey}, {@code agentKey} or {@code slug}
 * (open-agent-format.md § AGENTS.md Format; RULES.md "Document kinds"), with the format of its body. Immutable.
 */
public final class OafAgent {

    /** The frontmatter keys that make an AGENTS.md an OAF manifest. */
    public static final List<String> MARKER_KEYS = List.of("vendorKey", "agentKey", "slug");

    private final FrontmatterDocument document;
    private final OafBodyFormat bodyFormat;

    private OafAgent(FrontmatterDocument document) {
        this.document = document;
        this.bodyFormat = OafBodyFormat.of(document.body());
    }

    /** Views {@code document} (any AGENTS.md; see {@link #isOaf}) as an OAF manifest. */
    public static OafAgent of(FrontmatterDocument document) {
        return new OafAgent(document);
    }

    /** A marker key at the start of a line of YAML that did not parse ({@code vendorKey: acme}). */
    private static final java.util.regex.Pattern MARKER_LINE = java.util.regex.Pattern.compile(
            "(?m)^(" + String.join("|", MARKER_KEYS) + ")[ \\t]*:");

    /**
     * Whether {@code document}'s frontmatter is a mapping holding one of {@link #MARKER_KEYS}, or a closed block that
     * does not parse as one but starts a line with a marker key: an OAF manifest with a YAML error, whose error the
     * OAF rules report (a plain AGENTS.md has no rules, so it would go unsaid).
     */
    public static boolean isOaf(FrontmatterDocument document) {
        var mapping = document.mapping();
        if (mapping.isPresent()) {
            return MARKER_KEYS.stream().anyMatch(k -> mapping.get().entry(k).isPresent());
        }
        return document.frontmatter().status() == dev.catalogstudio.model.yaml.Frontmatter.Status.PRESENT
                && !document.diagnostics().isEmpty()
                && MARKER_LINE.matcher(document.source().slice(document.frontmatter().yaml())).find();
    }

    /** The parsed AGENTS.md. */
    public FrontmatterDocument document() {
        return document;
    }

    /** How the body is written: structured Markdown sections or a direct system prompt. */
    public OafBodyFormat bodyFormat() {
        return bodyFormat;
    }

    /** The frontmatter {@code version} when it is a string holding a semantic version. */
    public Optional<SemVer> version() {
        return document.mapping().flatMap(m -> m.string("version")).flatMap(s -> SemVer.parse(s.value()));
    }

    /**
     * The first {@code mcpServers} entry whose {@code configDir} names {@code configDir} (a {@code /}-separated path
     * relative to the agent folder; {@code ./} prefixes and trailing slashes are ignored on both sides).
     */
    public Optional<YamlMapping> mcpServer(String configDir) {
        String wanted = normalizeDir(configDir);
        return document.mapping().flatMap(m -> m.get("mcpServers")).filter(YamlSequence.class::isInstance)
                .flatMap(seq -> ((YamlSequence) seq).items().stream().map(i -> i.resolved())
                        .filter(YamlMapping.class::isInstance).map(YamlMapping.class::cast)
                        .filter(e -> e.string("configDir").map(d -> normalizeDir(d.value()).equals(wanted))
                                .orElse(false))
                        .findFirst());
    }

    /** {@code dir} (a {@code configDir} value) without leading {@code ./} and trailing {@code /}. */
    public static String normalizeDir(String dir) {
        String d = dir.strip();
        while (d.startsWith("./")) {
            d = d.substring(2);
        }
        while (d.endsWith("/")) {
            d = d.substring(0, d.length() - 1);
        }
        return d;
    }
}
