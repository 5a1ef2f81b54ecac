package dev.catalogstudio.model.format;

/** What a mapping may hold besides the keys its field specification names. */
public enum UnknownKeys {
    /** Any other key is allowed (the spec says hosts ignore or keep them, or the spec is silent). */
    ALLOWED,
    /**
     * Other keys are reported ({@code field-unknown}), except extension keys starting with {@code x_} (RULES.md § Shared,
     * metaskills.md § 3 "Extension fields SHOULD be prefixed").
     */
    EXTENSIONS_ONLY,
    /** No other key is allowed (e.g. {@code catalog-studio.yaml}, whose unknown keys are {@code workspace-settings}). */
    REJECTED;

    /** The prefix of an extension key, for {@link #EXTENSIONS_ONLY}. */
    public static final String EXTENSION_PREFIX = "x_";
}
