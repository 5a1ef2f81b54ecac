package dev.catalogstudio.model.format;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * One field of a document kind: its key, the shape of its value and the constraints a spec puts on it. Immutable;
 * build one with {@link #field(String, FieldType)}.
 *
 * <p>The constraints are those a document must meet to be free of errors: a spec's SHOULD (a warning of
 * {@code check}) is said in {@link #help()}, not enforced here.
 *
 * @param name         the key, exactly as written in the document
 * @param type         the shape of the value
 * @param required     whether the key must be present (in its mapping: the document, or the parent object)
 * @param allowed      the only values a string may take, in the order a person would choose from; empty for any
 * @param pattern      a regular expression a string must contain a match of (JSON Schema's {@code pattern}: not
 *                     anchored unless it says {@code ^…$}), valid both as a {@link Pattern} and in ECMA-262; or
 *                     {@code null}
 * @param minLength    the shortest string, in {@link #lengthUnit()}s, or {@code null}
 * @param maxLength    the longest string, in {@link #lengthUnit()}s, or {@code null}
 * @param lengthUnit   what the length limits count; {@code null} when there is none
 * @param minimum      the smallest number allowed (inclusive), or {@code null}
 * @param maximum      the largest number allowed (inclusive), or {@code null}
 * @param defaultValue the value a host assumes when the key is absent, as YAML would spell it, or {@code null}
 * @param help         one line of plain English for a form's tooltip and the schema's {@code description}
 * @param specSection  the spec section it comes from, e.g. {@code agent-skills.md § name field}
 * @param fields       the keys of the nested mappings, in writing order, when {@link FieldType#hasFields()}; else empty
 * @param unknownKeys  what the nested mappings may hold besides {@link #fields()} ({@link UnknownKeys#ALLOWED} when
 *                     there are none)
 * @param anyRequired  keys of the nested mapping of which at least one must be present (e.g. {@code command} or
 *                     {@code url}); empty for none
 * @param deprecated   whether a spec says the field is deprecated
 */
public record FieldSpec(String name, FieldType type, boolean required, List<String> allowed, String pattern,
                        Integer minLength, Integer maxLength, LengthUnit lengthUnit, BigDecimal minimum,
                        BigDecimal maximum, String defaultValue, String help, String specSection,
                        List<FieldSpec> fields, UnknownKeys unknownKeys, List<String> anyRequired,
                        boolean deprecated) {

    /**
     * Checks and freezes the description.
     *
     * @throws IllegalArgumentException when a part contradicts the type (nested fields on a string, a pattern on a
     *                                  number…), the pattern does not compile, a limit is negative or inverted, the
     *                                  help is blank or spans lines, or two nested fields share a name
     */
    public FieldSpec {
        requireText(name, "name");
        Objects.requireNonNull(type, "type");
        allowed = List.copyOf(allowed);
        fields = List.copyOf(fields);
        anyRequired = List.copyOf(anyRequired);
        Objects.requireNonNull(unknownKeys, "unknownKeys");
        requireText(help, "help of " + name);
        requireText(specSection, "specSection of " + name);
        if (help.contains("\n") || help.contains("\r")) {
            throw new IllegalArgumentException("The help of '" + name + "' must be one line");
        }
        boolean strings = type.hasStrings();
        if (!strings && (!allowed.isEmpty() || pattern != null || minLength != null || maxLength != null)) {
            throw new IllegalArgumentException("'" + name + "' is " + type + ": string constraints do not apply");
        }
        if (!type.isNumeric() && (minimum != null || maximum != null)) {
            throw new IllegalArgumentException("'" + name + "' is " + type + ": minimum and maximum do not apply");
        }
        if (!type.hasFields() && (!fields.isEmpty() || !anyRequired.isEmpty())) {
            throw new IllegalArgumentException("'" + name + "' is " + type + ": it has no nested fields");
        }
        if (pattern != null) {
            try {
                Pattern.compile(pattern);
            } catch (PatternSyntaxException e) {
                throw new IllegalArgumentException("The pattern of '" + name + "' does not compile: " + e.getMessage(),
                        e);
            }
        }
        if ((minLength != null || maxLength != null) == (lengthUnit == null)) {
            throw new IllegalArgumentException("'" + name + "': a length unit goes with a length limit, and only then");
        }
        if (minLength != null && minLength < 0 || maxLength != null && maxLength < 0
                || minLength != null && maxLength != null && minLength > maxLength
                || minimum != null && maximum != null && minimum.compareTo(maximum) > 0) {
            throw new IllegalArgumentException("'" + name + "': the limits are negative or inverted");
        }
        var names = new HashSet<String>();
        for (var field : fields) {
            if (!names.add(field.name())) {
                throw new IllegalArgumentException("'" + name + "' names the nested field '" + field.name()
                        + "' twice");
            }
        }
        if (!names.containsAll(anyRequired)) {
            throw new IllegalArgumentException("'" + name + "': anyRequired names a key it does not define");
        }
    }

    /** Compiled patterns by regular expression, each compiled once: fields are checked per document, per value. */
    private static final java.util.concurrent.ConcurrentHashMap<String, Pattern> COMPILED =
            new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * {@code regex} compiled, once per distinct expression for the life of the process (the expressions are the
     * specifications' and the host profiles', a bounded set).
     *
     * @throws java.util.regex.PatternSyntaxException if it does not compile
     */
    public static Pattern compiled(String regex) {
        return COMPILED.computeIfAbsent(regex, Pattern::compile);
    }

    /**
     * Whether {@code text} holds a match of {@code regex} ({@link java.util.regex.Matcher#find()}), the way a field's
     * {@link #pattern()} is checked. The whole-name expression of {@link FrontmatterFields#NAME}, which every skill's
     * {@code name} is checked by, is read by {@link FrontmatterFields#isName} instead, with its {@code $} matching
     * before a line terminator that ends the text too.
     *
     * @throws java.util.regex.PatternSyntaxException if {@code regex} does not compile
     */
    public static boolean found(String regex, String text) {
        if (regex.equals(WHOLE_NAME)) {
            int end = text.length();
            if (end > 0 && "\n\r\u0085\u2028\u2029".indexOf(text.charAt(end - 1)) >= 0) {
                end -= end > 1 && text.charAt(end - 1) == '\n' && text.charAt(end - 2) == '\r' ? 2 : 1;
            }
            return FrontmatterFields.isName(text) || end < text.length() && FrontmatterFields.isName(text.subSequence(0,
                    end));
        }
        return compiled(regex).matcher(text).find();
    }

    private static final String WHOLE_NAME = "^" + FrontmatterFields.NAME.pattern() + "$";

    /** Starts the description of the field {@code name} holding a {@code type}: optional, unconstrained. */
    public static Builder field(String name, FieldType type) {
        return new Builder(name, type);
    }

    /** The nested field called {@code key}, if this field's mappings define one. */
    public java.util.Optional<FieldSpec> field(String key) {
        return fields.stream().filter(f -> f.name().equals(key)).findFirst();
    }

    /**
     * Builds a {@link FieldSpec}. Each method sets one part and returns this builder; {@link #build()} checks the
     * whole. Not thread-safe; the spec it builds is.
     */
    public static final class Builder {
        private final String name;
        private final FieldType type;
        private boolean required;
        private List<String> allowed = List.of();
        private String pattern;
        private Integer minLength;
        private Integer maxLength;
        private LengthUnit lengthUnit;
        private BigDecimal minimum;
        private BigDecimal maximum;
        private String defaultValue;
        private String help;
        private String specSection;
        private final List<FieldSpec> fields = new ArrayList<>();
        private UnknownKeys unknownKeys = UnknownKeys.ALLOWED;
        private List<String> anyRequired = List.of();
        private boolean deprecated;

        private Builder(String name, FieldType type) {
            this.name = name;
            this.type = type;
        }

        /** The key must be present. */
        public Builder required() {
            this.required = true;
            return this;
        }

        /** The only values a string may take. */
        public Builder allowed(String... values) {
            this.allowed = List.of(values);
            return this;
        }

        /** A regular expression the string must contain a match of; anchor it with {@code ^…$} to match it whole. */
        public Builder pattern(String regex) {
            this.pattern = regex;
            return this;
        }

        /** The string is {@code min} to {@code max} units long ({@code null} for no bound). */
        public Builder length(Integer min, Integer max, LengthUnit unit) {
            this.minLength = min;
            this.maxLength = max;
            this.lengthUnit = unit;
            return this;
        }

        /** The number is from {@code min} to {@code max}, both inclusive ({@code null} for no bound). */
        public Builder range(String min, String max) {
            this.minimum = min == null ? null : new BigDecimal(min);
            this.maximum = max == null ? null : new BigDecimal(max);
            return this;
        }

        /** The value a host assumes when the key is absent, as YAML spells it. */
        public Builder defaultValue(String value) {
            this.defaultValue = value;
            return this;
        }

        /** One line of plain English saying what the field is for. */
        public Builder help(String text) {
            this.help = text;
            return this;
        }

        /** The spec section the field comes from. */
        public Builder spec(String section) {
            this.specSection = section;
            return this;
        }

        /** The keys of the nested mappings, in writing order. */
        public Builder fields(FieldSpec... nested) {
            this.fields.addAll(Arrays.asList(nested));
            return this;
        }

        /** What the nested mappings may hold besides {@link #fields}. */
        public Builder unknownKeys(UnknownKeys rule) {
            this.unknownKeys = rule;
            return this;
        }

        /** At least one of {@code keys} must be present in the nested mapping. */
        public Builder anyRequired(String... keys) {
            this.anyRequired = List.of(keys);
            return this;
        }

        /** A spec says the field is deprecated. */
        public Builder deprecated() {
            this.deprecated = true;
            return this;
        }

        /** The finished field. @throws IllegalArgumentException as {@link FieldSpec#FieldSpec} does */
        public FieldSpec build() {
            return new FieldSpec(name, type, required, allowed, pattern, minLength, maxLength, lengthUnit, minimum,
                    maximum, defaultValue, help, specSection, fields, unknownKeys, anyRequired, deprecated);
        }
    }

    private static void requireText(String value, String what) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("A field spec needs a " + what);
        }
    }
}
