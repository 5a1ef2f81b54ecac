package dev.catalogstudio.model.hosts;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What one host reads of the documents it loads: per document kind, the frontmatter fields it accepts, their shapes,
 * and what it does with the others. Loaded from the data file {@code hosts/<name>.json} beside this class, where every
 * fact names its source.
 *
 * @param name        the host's name as {@code check --host} takes it ({@code claude-code})
 * @param displayName the name shown in messages ({@code Claude Code})
 * @param about       one sentence on what the profile covers
 * @param folders     folders whose presence in a workspace says it is written for this host ({@code .claude})
 * @param kinds       by kind key ({@link Kind#SKILL} …), what the host reads of such a document; a kind the host
 *                    does not load in this form (Codex's TOML subagents) is absent
 */
public record HostProfile(String name, String displayName, String about, List<String> folders,
                          Map<Kind, KindProfile> kinds) {

    public HostProfile {
        Objects.requireNonNull(name);
        folders = List.copyOf(folders);
        kinds = Map.copyOf(kinds);
    }

    /** The document kinds a profile describes, by the key its data file uses. */
    public enum Kind {
        /** A SKILL.md. */
        SKILL("skill"),
        /** A Markdown subagent definition. */
        SUBAGENT("subagent"),
        /** A Markdown slash command or prompt file. */
        COMMAND("command");

        private final String key;

        Kind(String key) {
            this.key = key;
        }

        /** The key in the data file and the {@code schema --host} output ({@code skill}). */
        public String key() {
            return key;
        }
    }

    /**
     * What a host reads of one kind.
     *
     * @param rejectsUnknown whether a field the host does not read makes it refuse the document (else it is ignored)
     * @param source         where the facts come from
     * @param fields         the fields it reads, by name, in the data file's order
     */
    public record KindProfile(boolean rejectsUnknown, String source, Map<String, Field> fields) {
        public KindProfile {
            fields = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(fields));
        }
    }

    /**
     * One field a host reads.
     *
     * @param type      {@code string}, {@code boolean}, {@code integer}, {@code number}, {@code list}, {@code map}
     *                  or {@code string-or-list}
     * @param values    the values it accepts, or empty for any
     * @param pattern   a regular expression a string must match (found anywhere; anchor it), or {@code null}
     * @param maxLength the most characters (code points) a string may have, or {@code null}
     * @param source    where the fact comes from
     */
    public record Field(String type, List<String> values, String pattern, Integer maxLength, String source) {
        public Field {
            values = List.copyOf(values);
        }
    }

    /** What this host reads of documents of {@code kind}, if it loads such documents. */
    public Optional<KindProfile> kind(Kind kind) {
        return Optional.ofNullable(kinds.get(kind));
    }
}
