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
import java.util.regex.Pattern;

/**
 * Frontmatter field checks shared by every frontmatter kind (RULES.md § Shared): required fields, types, unknown
 * fields, and the {@code name} and {@code description} rules of agent-skills.md § Frontmatter. Which fields are
 * required and which are known comes from the kind's {@link KindSpec}, the specification the form and the JSON
 * Schemas are drawn from, so the three cannot disagree.
 */
public final class FrontmatterFields {

    /** agent-skills.md § name field: lowercase alphanumerics and single hyphens, not at either end. */
    public static final Pattern NAME = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");
    /** Longest {@code name}, in characters. */
    public static final int NAME_MAX = 64;
    /** Longest {@code description}, in characters (code points). */
    public static final int DESCRIPTION_MAX = 1024;

    private static final Pattern HTML_COMMENT = Pattern.compile("<!--.*?-->", Pattern.DOTALL);

    /**
     * Whether {@code value} is a whole {@link #NAME}, read without the regular expression (a name is checked in every
     * skill's frontmatter, by the format's rules and by the host profile's; the matchers were a hundredth of a warm
     * check): one or more runs of {@code a-z} and {@code 0-9}, joined by single hyphens.
     */
    public static boolean isName(CharSequence value) {
        int length = value.length();
        if (length == 0 || value.charAt(0) == '-' || value.charAt(length - 1) == '-') {
            return false;
        }
        for (int i = 0; i < length; i++) {
            char c = value.charAt(i);
            if (c == '-' ? value.charAt(i - 1) == '-' : !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9')) {
                return false;
            }
        }
        return true;
    }

    /**
     * {@code value} made a {@link #NAME} as far as its characters allow: lower-cased, each run of other characters a
     * hyphen, hyphens at either end removed; empty when no letter or digit is left. Not cut to {@link #NAME_MAX}.
     */
    public static String toName(String value) {
        return value.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
    }

    private final FrontmatterDocument doc;
    private final KindSpec spec;
    private final YamlMapping fields;
    private final Diagnostics out;

    /**
     * Checks the fields of {@code doc}, which must have {@link FrontmatterDocument#hasUsableFrontmatter()}, as a
     * document of {@code spec}'s kind.
     */
    public FrontmatterFields(FrontmatterDocument doc, KindSpec spec, Diagnostics out) {
        this.doc = doc;
        this.spec = spec;
        this.fields = doc.mapping().orElse(new YamlMapping(java.util.List.of(), doc.frontmatter().open()));
        this.out = out;
    }

    /** The frontmatter mapping (empty for an empty block). */
    public YamlMapping fields() {
        return fields;
    }

    /**
     * {@code field-required} for each key the specification requires that the frontmatter lacks, in the
     * specification's order, on the opening {@code ---} line.
     */
    public void requiredFields() {
        for (String key : spec.requiredKeys()) {
            if (fields.entry(key).isEmpty()) {
                out.report(Rule.FIELD_REQUIRED, doc.frontmatter().open(), "The frontmatter has no '" + key
                        + "'; add '" + key + ": …'.");
            }
        }
    }

    /**
     * A string field of the specification: {@code field-type} when present and not a string; empty when absent
     * (whether that is an error is {@link #requiredFields()}'s to say).
     *
     * @throws IllegalArgumentException when the specification does not define {@code key} as a string: a rule and the
     *                                  specification disagree
     */
    public Optional<YamlScalar> string(String key) {
        var field = spec.field(key).orElseThrow(() -> new IllegalArgumentException("The " + spec.id()
                + " specification has no field '" + key + "'"));
        if (field.type() != FieldType.STRING) {
            throw new IllegalArgumentException("The " + spec.id() + " specification says '" + key + "' is "
                    + field.type() + ", not a string");
        }
        return optionalString(key);
    }

    /** An optional string field: {@code field-type} when present and not a string. */
    private Optional<YamlScalar> optionalString(String key) {
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

    /**
     * {@code field-unknown} for every key the specification does not name, unless it allows any key; {@code x_*}
     * extension keys never fire. Keys the specification forbids have their own rule and fire here too.
     *
     * @param kindLabel the kind for the message, with its article ("an Agent Skill")
     */
    public void unknownFields(String kindLabel) {
        if (spec.unknownKeys() == UnknownKeys.ALLOWED) {
            return;
        }
        var known = spec.knownKeys();
        var reported = new java.util.HashSet<String>();
        for (var entry : fields.entries()) {
            String key = entry.keyText();
            // A repeated key is one problem per repeat (duplicate-key), not also one field-unknown per repeat.
            if (!known.contains(key) && !key.startsWith(UnknownKeys.EXTENSION_PREFIX) && reported.add(key)) {
                out.report(Rule.FIELD_UNKNOWN, entry.key().range(), () -> "'" + key + "' is not a field of "
                        + kindLabel + "; hosts ignore it. Known fields: " + String.join(", ", known.stream().sorted()
                        .toList()) + " (or prefix it with " + UnknownKeys.EXTENSION_PREFIX + ").");
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
        } else if (!isName(value)) {
            out.report(Rule.NAME_FORMAT, name.range(), "'" + value + "' is not a valid name: use lowercase letters,"
                    + " digits and single hyphens, not at the start or end (e.g. '" + suggestName(value) + "').");
        }
        if (!value.equals(folderName)) {
            QuickFix[] fixes = isName(folderName) && folderName.length() <= NAME_MAX
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
        // Only a description holding a comment is read by the expression: it is blank when its comments are all.
        if ((value.contains("<!--") ? HTML_COMMENT.matcher(value).replaceAll("") : value).isBlank()) {
            out.report(Rule.DESCRIPTION_EMPTY, description.range(), "'description' is empty; say what this does"
                    + " and when to use it.");
        } else if (value.codePointCount(0, value.length()) > DESCRIPTION_MAX) {
            out.report(Rule.DESCRIPTION_TOO_LONG, description.range(), "'description' is "
                    + value.codePointCount(0, value.length()) + " characters; the limit is " + DESCRIPTION_MAX
                    + ". Move detail into the body.");
        }
    }

    private static String suggestName(String value) {
        String s = toName(value);
        return s.isEmpty() ? "my-skill" : s;
    }

    private static String article(String word) {
        return "aeiou".indexOf(word.charAt(0)) >= 0 ? "an" : "a";
    }
}
