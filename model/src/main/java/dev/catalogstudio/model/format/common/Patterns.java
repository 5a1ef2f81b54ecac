package dev.catalogstudio.model.format.common;

import dev.catalogstudio.model.format.FrontmatterFields;
import dev.catalogstudio.model.resolve.Origin;

/**
 * The regular expressions of the field specifications, each anchored ({@code ^…$}) and written in the subset that
 * {@link java.util.regex.Pattern} and ECMA-262 read alike: no possessive quantifiers, no {@code (?i)}, no
 * {@code \p{…}}, no {@code \A}/{@code \z}. Where the model's rules already hold a grammar, it is reused.
 */
public final class Patterns {

    /** metaagents.md § Naming Rules: a scope, kebab-case segments separated by dots (reverse-DNS allowed). */
    public static final java.util.regex.Pattern SCOPE_NAME =
            java.util.regex.Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*");
    /** Longest scope, in characters. */
    public static final int SCOPE_MAX = 64;

    /** agent-skills.md § name field; metaagents.md § Naming Rules: kebab-case, no {@code /}. */
    public static final String NAME = "^" + FrontmatterFields.NAME.pattern() + "$";

    /** metaagents.md § Naming Rules: kebab-case segments, dot-separated (reverse DNS). */
    public static final String SCOPE = "^" + SCOPE_NAME.pattern() + "$";

    /**
     * Semantic Versioning 2.0.0, MAJOR.MINOR.PATCH with optional pre-release and build (the grammar of
     * {@code dev.catalogstudio.model.version.SemVer}, numbers up to 18 digits).
     */
    public static final String SEMVER = "^(0|[1-9][0-9]{0,17})\\.(0|[1-9][0-9]{0,17})\\.(0|[1-9][0-9]{0,17})"
            + "(-(0|[1-9][0-9]*|[0-9]*[a-zA-Z-][0-9a-zA-Z-]*)(\\.(0|[1-9][0-9]*|[0-9]*[a-zA-Z-][0-9a-zA-Z-]*))*)?"
            + "(\\+[0-9a-zA-Z-]+(\\.[0-9a-zA-Z-]+)*)?$";

    /** metaagents.md § Origin URI Grammar: a GitHub tree URL or a {@code file:} absolute path. */
    public static final String ORIGIN = "^(?:" + Origin.GITHUB.pattern() + "|" + Origin.FILE.pattern() + ")$";

    /** A GitHub tree URL only (docs/DEPENDENCIES.md § Resolution layers: a layer stands for a published catalog). */
    public static final String GITHUB_ORIGIN = "^" + Origin.GITHUB.pattern() + "$";

    /**
     * metaagents.md § MCP names (the MCP registry's rules): {@code <namespace>/<name>}, each part starting and ending
     * with a letter or digit.
     */
    public static final String MCP_NAME = "^[a-zA-Z0-9][a-zA-Z0-9.-]*[a-zA-Z0-9]/[a-zA-Z0-9][a-zA-Z0-9._-]*[a-zA-Z0-9]$";

    /** metaagents.md § MCP cross-platform rules, rule 1: a bare executable name, no folder, no drive. */
    public static final String BARE_COMMAND = "^(?![A-Za-z]:)[^/\\\\]*$";

    /** metaskills.md § 3 Program file rules: a relative path (no leading slash or backslash, no drive letter). */
    public static final String RELATIVE_PATH = "^(?![/\\\\]|[A-Za-z]:)";

    /** OAF {@code skills[].source}: {@code registry}, {@code local} or a well-known skill URL. */
    public static final String OAF_SKILL_SOURCE = "^(registry|local|https?://\\S+)$";

    /** OAF {@code slug}: two kebab-case keys joined by {@code /}. */
    public static final String OAF_SLUG = "^" + FrontmatterFields.NAME.pattern() + "/" + FrontmatterFields.NAME.pattern()
            + "$";

    /** 3md-base.md § 4.1: a finite decimal, optional sign and exponent ({@code 0}, {@code -2.5}, {@code .5}, {@code 1e3}). */
    public static final String DECIMAL = "^[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?$";

    /** agent-3md.md § 5: {@code entry} is the {@code z} of a plane, an integer. */
    public static final String INTEGER_TEXT = "^\\s*-?[0-9]+\\s*$";

    /** Holds a character other than white space. */
    public static final String NOT_BLANK = "\\S";

    private Patterns() {
    }
}
