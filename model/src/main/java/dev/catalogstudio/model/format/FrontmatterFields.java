package dev.catalogstudio.model.format;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.QuickFix;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.TextEdit;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlScalar;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Frontmatter field checks shared by every frontmatter kind (RULES.md § Shared): required fields, types, unknown
 * fields, and the {@code name} and {@code description} rules of agent-skills.md § Frontmatter.
 */
public final class FrontmatterFields {

    /** agent-skills.md § name field: lowercase alphanumerics and single hyphens, not at either end. */
    public static final Pattern NAME = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");
    /** Longest {@code name}, in characters. */
    public static final int NAME_MAX = 64;
    /** Longest {@code description}, in characters (code points). */
    public static final int DESCRIPTION_MAX = 1024;

    private static final Pattern HTML_COMMENT = Pattern.compile("<!--.*?-->", Pattern.DOTALL);

    private final FrontmatterDocument doc;
    private final YamlMapping fields;
    private final Diagnostics out;

    /** Checks the fields of {@code doc}, which must have {@link FrontmatterDocument#hasUsableFrontmatter()}. */
    public FrontmatterFields(FrontmatterDocument doc, Diagnostics out) {
        this.doc = doc;
        this.fields = doc.mapping().orElse(new YamlMapping(java.util.List.of(), doc.frontmatter().open()));
        this.out = out;
    }

    /** The frontmatter mapping (empty for an empty block). */
    public YamlMapping fields() {
        return fields;
    }

    /** A required string field: {@code field-required} when absent, {@code field-type} when not a string. */
    public Optional<YamlScalar> requiredString(String key) {
        if (fields.entry(key).isEmpty()) {
            out.report(Rule.FIELD_REQUIRED, doc.frontmatter().open(), "The frontmatter has no '" + key
                    + "'; add '" + key + ": …'.");
            return Optional.empty();
        }
        return optionalString(key);
    }

    /** An optional string field: {@code field-type} when present and not a string. */
    public Optional<YamlScalar> optionalString(String key) {
        var value = fields.get(key);
        if (value.isEmpty()) {
            return Optional.empty();
        }
        if (value.get() instanceof YamlScalar s && s.isString()) {
            return Optional.of(s);
        }
        typeError(key, value.get().range(), value.get().typeName(), "a string");
        return Optional.empty();
    }

    /** Reports {@code field-type}: {@code key} holds a {@code found} where {@code expected} belongs. */
    public void typeError(String key, Range range, String found, String expected) {
        out.report(Rule.FIELD_TYPE, range, "'" + key + "' is " + article(found) + " " + found + "; it must be "
                + expected + (expected.equals("a string") ? " (quote it if YAML reads it as another type)." : "."));
    }

    /** {@code field-unknown} for every key outside {@code known}; {@code x_*} extension keys never fire. */
    public void unknownFields(Set<String> known, String kindLabel) {
        var reported = new java.util.HashSet<String>();
        for (var entry : fields.entries()) {
            String key = entry.keyText();
            // A repeated key is one problem per repeat (duplicate-key), not also one field-unknown per repeat.
            if (!known.contains(key) && !key.startsWith("x_") && reported.add(key)) {
                out.report(Rule.FIELD_UNKNOWN, entry.key().range(), "'" + key + "' is not a field of " + kindLabel
                        + "; hosts ignore it. Known fields: " + String.join(", ", known.stream().sorted().toList())
                        + " (or prefix it with x_).");
            }
        }
    }

    /**
     * The {@code name} rules: {@code name-format}, {@code name-too-long} and {@code name-directory-mismatch} (with a
     * rename quick fix when the folder name is itself a valid name).
     *
     * @param folderName the name of the folder holding the document
     * @param scoped     whether {@code <scope>/<name>} is reported as {@code name-contains-scope} (MetaAgents)
     */
    public void name(YamlScalar name, String folderName, boolean scoped) {
        String value = name.value();
        if (scoped && value.contains("/")) {
            out.report(Rule.NAME_CONTAINS_SCOPE, name.range(), "Write the scope in its own field: 'scope: "
                    + value.substring(0, value.indexOf('/')) + "' and 'name: " + value.substring(value.indexOf('/') + 1)
                    + "'.");
            return;
        }
        if (value.codePointCount(0, value.length()) > NAME_MAX) {
            out.report(Rule.NAME_TOO_LONG, name.range(), "'name' is " + value.codePointCount(0, value.length())
                    + " characters; the limit is " + NAME_MAX + ".");
        } else if (!NAME.matcher(value).matches()) {
            out.report(Rule.NAME_FORMAT, name.range(), "'" + value + "' is not a valid name: use lowercase letters,"
                    + " digits and single hyphens, not at the start or end (e.g. '" + suggestName(value) + "').");
        }
        if (!value.equals(folderName)) {
            QuickFix[] fixes = NAME.matcher(folderName).matches() && folderName.length() <= NAME_MAX
                    ? new QuickFix[] {new QuickFix("Rename to '" + folderName + "'",
                            java.util.List.of(new TextEdit(name.range(), Yaml.scalarText(folderName, name))))}
                    : new QuickFix[0];
            out.report(Rule.NAME_DIRECTORY_MISMATCH, name.range(), "'name' is '" + value + "' but the folder is '"
                    + folderName + "'; they must be the same.", fixes);
        }
    }

    /** {@code description-empty} and {@code description-too-long}. */
    public void description(YamlScalar description) {
        String value = description.value();
        if (HTML_COMMENT.matcher(value).replaceAll("").isBlank()) {
            out.report(Rule.DESCRIPTION_EMPTY, description.range(), "'description' is empty; say what this does"
                    + " and when to use it.");
        } else if (value.codePointCount(0, value.length()) > DESCRIPTION_MAX) {
            out.report(Rule.DESCRIPTION_TOO_LONG, description.range(), "'description' is "
                    + value.codePointCount(0, value.length()) + " characters; the limit is " + DESCRIPTION_MAX
                    + ". Move detail into the body.");
        }
    }

    private static String suggestName(String value) {
        String s = value.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        return s.isEmpty() ? "my-skill" : s;
    }

    private static String article(String word) {
        return "aeiou".indexOf(word.charAt(0)) >= 0 ? "an" : "a";
    }
}
