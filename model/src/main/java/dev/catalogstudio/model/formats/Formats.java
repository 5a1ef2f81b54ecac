package dev.catalogstudio.model.formats;

import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.Format;
import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.format.Structure;
import dev.catalogstudio.model.format.agentplugins.AgentPluginsFormat;
import dev.catalogstudio.model.format.markdown.AgentsMdFormat;
import dev.catalogstudio.model.format.claudecode.ClaudeCodeFormat;
import dev.catalogstudio.model.format.copilot.CopilotFormat;
import dev.catalogstudio.model.format.mcp.McpFormat;
import dev.catalogstudio.model.format.metaagents.MetaAgentsFormat;
import dev.catalogstudio.model.format.metaskill.MetaskillFormat;
import dev.catalogstudio.model.format.oaf.OafFormat;
import dev.catalogstudio.model.format.skills.SkillsFormat;
import dev.catalogstudio.model.format.threemd.agent.ThreeMdFormat;
import dev.catalogstudio.model.text.SourceText;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

/**
 * The registry of {@link Format}s: the one place a format is added (one line in {@link #ALL}). Order matters where
 * two formats can claim one file: the first that {@linkplain Format#reads reads} a path parses it, the first that
 * declares {@linkplain Format#roles folder roles} for it is heard, the first that {@linkplain Format#classify
 * classifies} it owns it (an OAF {@code AGENTS.md} before a MetaAgents one before a plain one; a MetaAgents skill
 * before an Agent Skill), and the formats that {@linkplain Format#checks check} its kind run in this order. A document
 * no format claims is {@link DocumentKind#OTHER}.
 */
public final class Formats {

    /** Every format, in precedence order. */
    public static final List<Format> ALL = List.of(
            new OafFormat(),
            new MetaAgentsFormat(),
            new SkillsFormat(),
            new McpFormat(),
            // After McpFormat, which reads every mcps/*.json of a catalog, an mcps/mcp.json included; before nothing
            // else that reads plugin.json or mcp.json. It claims only files that a plugin.json's $schema declares.
            new AgentPluginsFormat(),
            new ThreeMdFormat(),
            new MetaskillFormat(),
            new ClaudeCodeFormat(),
            // After ClaudeCodeFormat, which reads every Markdown file under a folder named agents/ (a project's
            // .claude/agents/ ones are its own); it claims only *.agent.md and *.prompt.md below .github/.
            new CopilotFormat(),
            new AgentsMdFormat());

    private static final Map<DocumentKind, Format> OWNERS = owners();
    private static final Map<DocumentKind, List<Format>> CHECKERS = new ConcurrentHashMap<>();

    private Formats() {
    }

    private static Map<DocumentKind, Format> owners() {
        var owners = new LinkedHashMap<DocumentKind, Format>();
        var ids = new HashSet<String>();
        for (var format : ALL) {
            for (var kind : format.kinds()) {
                if (owners.put(kind, format) != null || !ids.add(kind.id()) || kind == DocumentKind.OTHER) {
                    throw new IllegalStateException(kind + " is claimed by two formats");
                }
            }
        }
        return Collections.unmodifiableMap(owners);
    }

    /** The format that parses the file at {@code path}, if any: then the file is a document. */
    public static Optional<Format> reader(String path) {
        for (var format : ALL) {
            if (format.reads(path)) {
                return Optional.of(format);
            }
        }
        return Optional.empty();
    }

    /** Whether the file at {@code path} is a document (some format reads it), as opposed to a supporting file. */
    public static boolean isDocument(String path) {
        return reader(path).isPresent();
    }

    /**
     * Parses a document's text with its {@linkplain #reader reader}.
     *
     * @throws IllegalArgumentException if no format reads {@code path}
     */
    public static Parsed parse(String path, SourceText text) {
        return reader(path).orElseThrow(() -> new IllegalArgumentException("not a document: " + path))
                .parse(path, text);
    }

    /** The folder roles every format reading {@code path} sees in {@code parsed} ({@code null}: unreadable). */
    public static Set<Structure.FolderRole> roles(String path, Parsed parsed) {
        if (parsed == null) {
            return Set.of();
        }
        for (var format : ALL) {
            if (format.reads(path)) {
                var roles = format.roles(path, parsed);
                if (!roles.isEmpty()) {
                    return roles;
                }
            }
        }
        return Set.of();
    }

    /** The kind of the document at {@code path}: the first format's that claims it, else {@link DocumentKind#OTHER}. */
    public static DocumentKind classify(String path, Parsed parsed, Structure structure) {
        for (var format : ALL) {
            var kind = format.classify(path, parsed, structure);
            if (kind.isPresent()) {
                return kind.get();
            }
        }
        return DocumentKind.OTHER;
    }

    /**
     * The kind of one document judged without a workspace scan, from the folder roles it declares itself and the
     * files that exist beside it: what {@code catalog-studio set} uses to pick a kind's key order. A workspace can
     * give a different kind when another document declares a role for this one's folder.
     *
     * @param path       the document's path, {@code /}-separated (relative to any folder above its catalog)
     * @param parsed     its parse product
     * @param fileExists whether a file exists at a path in the same form as {@code path}
     */
    public static DocumentKind classifyAlone(String path, Parsed parsed, Predicate<String> fileExists) {
        return classify(path, parsed, Structure.of(roles(path, parsed), fileExists));
    }

    /**
     * The formats whose rules read documents of {@code kind} ({@link Format#checks}), in precedence order: the owner
     * and the formats that embed it; none for {@link DocumentKind#OTHER}.
     */
    public static List<Format> checkers(DocumentKind kind) {
        return CHECKERS.computeIfAbsent(kind, k -> k == DocumentKind.OTHER ? List.of()
                : ALL.stream().filter(f -> f.checks(k)).toList());
    }

    /** Every kind the registry's formats declare, in precedence order (without {@link DocumentKind#OTHER}). */
    public static Set<DocumentKind> kinds() {
        return OWNERS.keySet();
    }

    /** The format owning documents of {@code kind}; empty for {@link DocumentKind#OTHER}. */
    public static Optional<Format> owner(DocumentKind kind) {
        return Optional.ofNullable(OWNERS.get(kind));
    }
}
