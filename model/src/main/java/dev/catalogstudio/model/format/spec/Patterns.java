package dev.catalogstudio.model.format.spec;

import dev.catalogstudio.model.format.FrontmatterFields;
import dev.catalogstudio.model.format.metaagents.MetaAgentsRules;
import dev.catalogstudio.model.resolve.Origin;

/**
 * The regular expressions of the field specifications, each anchored ({@code ^…$}) and written in the subset that
 * {@link java.util.regex.Pattern} and ECMA-262 read alike: no possessive quantifiers, no {@code (?i)}, no
 * {@code \p{…}}, no {@code \A}/{@code \z}. Where the model's rules already hold a grammar, it is reused.
 */
final class Patterns {

    /** agent-skills.md § name field; metaagents.md § Naming Rules: kebab-case, no {@code /}. */
    static final String NAME = "^" + FrontmatterFields.NAME.pattern() + "$";

    /** metaagents.md § Naming Rules: kebab-case segments, dot-separated (reverse DNS). */
    static final String SCOPE = "^" + MetaAgentsRules.SCOPE.pattern() + "$";

    /**
     * Semantic Versioning 2.0.0, MAJOR.MINOR.PATCH with optional pre-release and build (the grammar of
     * {@code dev.catalogstudio.model.version.SemVer}, numbers up to 18 digits).
     */
    static final String SEMVER = "^(0|[1-9][0-9]{0,17})\\.(0|[1-9][0-9]{0,17})\\.(0|[1-9][0-9]{0,17})"
            + "(-(0|[1-9][0-9]*|[0-9]*[a-zA-Z-][0-9a-zA-Z-]*)(\\.(0|[1-9][0-9]*|[0-9]*[a-zA-Z-][0-9a-zA-Z-]*))*)?"
            + "(\\+[0-9a-zA-Z-]+(\\.[0-9a-zA-Z-]+)*)?$";

    /** metaagents.md § Origin URI Grammar: a GitHub tree URL or a {@code file:} absolute path. */
    static final String ORIGIN = "^(?:" + Origin.GITHUB.pattern() + "|" + Origin.FILE.pattern() + ")$";

    /** A GitHub tree URL only (README § Resolution layers: a layer stands for a published catalog). */
    static final String GITHUB_ORIGIN = "^" + Origin.GITHUB.pattern() + "$";

    /**
     * metaagents.md § MCP names (the MCP registry's rules): {@code <namespace>/<name>}, each part starting and ending
     * with a letter or digit.
     */
    static final String MCP_NAME = "^[a-zA-Z0-9][a-zA-Z0-9.-]*[a-zA-Z0-9]/[a-zA-Z0-9][a-zA-Z0-9._-]*[a-zA-Z0-9]$";

    /** metaagents.md § MCP cross-platform rules, rule 1: a bare executable name, no folder, no drive. */
    static final String BARE_COMMAND = "^(?![A-Za-z]:)[^/\\\\]*$";

    /** metaskills.md § 3 Program file rules: a relative path (no leading slash or backslash, no drive letter). */
    static final String RELATIVE_PATH = "^(?![/\\\\]|[A-Za-z]:)";

    /** OAF {@code skills[].source}: {@code registry}, {@code local} or a well-known skill URL. */
    static final String OAF_SKILL_SOURCE = "^(registry|local|https?://\\S+)$";

    /** OAF {@code slug}: two kebab-case keys joined by {@code /}. */
    static final String OAF_SLUG = "^" + FrontmatterFields.NAME.pattern() + "/" + FrontmatterFields.NAME.pattern()
            + "$";

    /** 3md-base.md § 4.1: a finite decimal, optional sign and exponent ({@code 0}, {@code -2.5}, {@code .5}, {@code 1e3}). */
    static final String DECIMAL = "^[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?$";

    /** agent-3md.md § 5: {@code entry} is the {@code z} of a plane, an integer. */
    static final String INTEGER_TEXT = "^\\s*-?[0-9]+\\s*$";

    /** Holds a character other than white space. */
    static final String NOT_BLANK = "\\S";

    private Patterns() {
    }
}
