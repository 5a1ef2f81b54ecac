package dev.catalogstudio.model.format;

import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A kind of document a workspace holds (RULES.md "Document kinds and how they are recognised"). A file has one kind,
 * decided by the first {@link Format} of the registry that claims it. Each format declares its own kinds as constants
 * of its package (e.g. {@code MetaAgentsFormat.SKILL}); this package declares only {@link #OTHER}. Kinds are compared
 * by identity: each is one constant.
 *
 * <p>What another format may need to know of a kind it does not own is a {@link Trait} (a MetaAgents skill is a
 * {@linkplain Trait#SKILL skill}, so the Agent Skills rules read it too), never its identity.
 */
public final class DocumentKind {

    /** What formats other than the owner may know of a kind. */
    public enum Trait {
        /** A {@code SKILL.md} of some flavour: the Agent Skills rules and the metaSKILL field rules read it. */
        SKILL,
        /** A MetaAgents entry: versioned, with dependencies and a CHANGELOG (metaagents.md § Versioning). */
        METAAGENTS_ENTRY,
        /** A workspace skill under {@code .agents/skills/} (workspace-skills.md): its size and path limits are hard. */
        WORKSPACE,
        /** A subagent definition ({@code agents/*.md}): host profiles list the fields each host reads of one. */
        SUBAGENT,
        /** A slash command ({@code commands/*.md}): host profiles list the fields each host reads of one. */
        COMMAND
    }

    private static final Pattern ID = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

    /** Anything no format claims: a supporting file. */
    public static final DocumentKind OTHER = new DocumentKind("other", "Supporting file", "\u2022", null);

    private final String id;
    private final String displayName;
    private final String glyph;
    private final EditorLanguage language;
    private final Set<Trait> traits;

    private DocumentKind(String id, String displayName, String glyph, EditorLanguage language, Trait... traits) {
        if (!ID.matcher(id).matches()) {
            throw new IllegalArgumentException("A kind id is kebab-case: '" + id + "'");
        }
        this.id = id;
        this.displayName = Objects.requireNonNull(displayName);
        this.glyph = Objects.requireNonNull(glyph);
        this.language = language;
        this.traits = traits.length == 0 ? Set.of() : Set.copyOf(EnumSet.of(traits[0], traits));
    }

    /**
     * Declares a kind; a format calls this once per kind, for a constant of its own.
     *
     * @param id          a kebab-case id, unique across the registry (e.g. {@code metaagents-skill}); the file tree
     *                    styles the kind's glyph as {@code kind-<id>}
     * @param displayName a short human name, e.g. {@code Workspace skill}
     * @param glyph       the one-character badge the file tree shows
     * @param language    the editor language, or {@code null} to follow the file name's extension
     * @param traits      what other formats may know of it
     * @throws IllegalArgumentException when {@code id} is not kebab-case
     */
    public static DocumentKind of(String id, String displayName, String glyph, EditorLanguage language,
                                  Trait... traits) {
        return new DocumentKind(id, displayName, glyph, language, traits);
    }

    /** The kebab-case id, unique across the registry, e.g. {@code metaagents-skill}. */
    public String id() {
        return id;
    }

    /** A short human name, e.g. {@code Workspace skill}, for tooltips and headers. */
    public String displayName() {
        return displayName;
    }

    /** The one-character badge the file tree shows before a document of this kind. */
    public String glyph() {
        return glyph;
    }

    /**
     * The editor language of a file of this kind named {@code fileName}: fixed for most kinds; for kinds declared
     * without one (OAF MCP configs, supporting files) it follows the file name's extension.
     */
    public EditorLanguage language(String fileName) {
        return language != null ? language : EditorLanguage.ofFileName(fileName);
    }

    /** Whether this kind has {@code trait}. */
    public boolean has(Trait trait) {
        return traits.contains(trait);
    }

    /** Whether documents of this kind are skills. */
    public boolean isSkill() {
        return has(Trait.SKILL);
    }

    /** Whether documents of this kind are MetaAgents entries (versioned, with dependencies and a CHANGELOG). */
    public boolean isMetaAgentsEntry() {
        return has(Trait.METAAGENTS_ENTRY);
    }

    /** The id. */
    @Override
    public String toString() {
        return id;
    }
}
