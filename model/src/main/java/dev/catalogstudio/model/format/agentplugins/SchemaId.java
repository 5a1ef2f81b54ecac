package dev.catalogstudio.model.format.agentplugins;

import java.util.Optional;

/**
 * A canonical Agent Plugins schema identifier, {@code https://agent-plugins.org/schemas/<version>/<file>}, as the
 * {@code $schema} of {@code plugin.json} and {@code mcp.json} declares it (Agent Plugins 1.0 § 5.2, § 7.2.1, § 10.1).
 * The identifier names the specification version a document targets; clients never fetch it.
 *
 * @param version the specification version, e.g. {@code 1.0.0}: the path segment after {@code /schemas/}, unchecked
 * @param file    the schema's file name, e.g. {@code plugin.schema.json}: everything after the version's {@code /}
 */
record SchemaId(String version, String file) {

    /** What every Agent Plugins schema identifier starts with; a {@code plugin.json} declaring it is a manifest. */
    static final String PREFIX = "https://agent-plugins.org/schemas/";
    /** The specification version these rules implement. */
    static final String SUPPORTED = "1.0.0";
    /** The file name of the manifest schema. */
    static final String MANIFEST_FILE = "plugin.schema.json";
    /** The file name of the MCP configuration schema. */
    static final String MCP_FILE = "mcp.schema.json";
    /** The only {@code $schema} of a 1.0.0 {@code plugin.json} (§ 5.2). */
    static final String MANIFEST = of(SUPPORTED, MANIFEST_FILE);
    /** The only {@code $schema} of a 1.0.0 {@code mcp.json} (§ 7.2.1). */
    static final String MCP = of(SUPPORTED, MCP_FILE);

    /** The identifier of {@code file} of specification {@code version}. */
    static String of(String version, String file) {
        return PREFIX + version + "/" + file;
    }

    /**
     * Reads {@code value} as {@code PREFIX<version>/<file>} with a non-empty version and a non-empty file that holds
     * no further {@code /}; empty for anything else (another host, a missing part, a query or a trailing slash).
     */
    static Optional<SchemaId> parse(String value) {
        if (!value.startsWith(PREFIX)) {
            return Optional.empty();
        }
        String rest = value.substring(PREFIX.length());
        int slash = rest.indexOf('/');
        if (slash <= 0 || slash == rest.length() - 1 || rest.indexOf('/', slash + 1) >= 0) {
            return Optional.empty();
        }
        String file = rest.substring(slash + 1);
        if (file.indexOf('?') >= 0 || file.indexOf('#') >= 0) {
            return Optional.empty();
        }
        return Optional.of(new SchemaId(rest.substring(0, slash), file));
    }

    /** This identifier as written canonically. */
    String text() {
        return of(version, file);
    }
}
