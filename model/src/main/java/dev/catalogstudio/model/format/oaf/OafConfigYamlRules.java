package dev.catalogstudio.model.format.oaf;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.format.common.Credentials;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlNode;
import dev.catalogstudio.model.yaml.YamlParser;
import dev.catalogstudio.model.yaml.YamlScalar;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The rules for an OAF {@code mcp-configs/<server>/config.yaml} (open-agent-format.md § config.yaml Format): the YAML
 * rules ({@code yaml-syntax}, {@code yaml-limit}, {@code duplicate-key}), {@code field-type}, {@code oaf-enum}
 * ({@code connection.type}, {@code auth.type}), {@code secret-literal} (a literal {@code auth.token} rather than a
 * {@code ${VAR}} reference) and {@code oaf-activemcp-mismatch}. Stateless and thread-safe.
 */
final class OafConfigYamlRules {

    /** {@code connection.type} values. */
    public static final List<String> CONNECTION_TYPES = List.of("sse", "http", "stdio");
    /** {@code auth.type} values. */
    public static final List<String> AUTH_TYPES = List.of("bearer", "api-key", "oauth");

    private static final YamlParser PARSER = new YamlParser();
    private static final Pattern SCHEME = Pattern.compile("(?i)(bearer|token|basic)\\s+");

    private OafConfigYamlRules() {
    }

    /** Parses one config.yaml: the product its rules read (the parse step of {@link OafFormat}). */
    public static YamlParser.Result parse(SourceText text) {
        return PARSER.parse(text, text.range(0, text.length()));
    }

    /** Parses and checks one config.yaml (tests; the workspace parses once and calls the other overload). */
    public static void check(SourceText text, OafMcpConfigContext context, Diagnostics out) {
        check(text, parse(text), context, out);
    }

    /** Checks one parsed config.yaml whose text is {@code text}. */
    public static void check(SourceText text, YamlParser.Result result, OafMcpConfigContext context,
                             Diagnostics out) {
        out.addAll(result.diagnostics());
        if (result.root() == null || result.diagnostics().stream().anyMatch(d -> d.rule() != Rule.DUPLICATE_KEY
                && d.rule() != Rule.DIAGNOSTICS_TRUNCATED)) {
            return;
        }
        var yaml = new OafYaml((path, range, found, expected) -> out.report(Rule.FIELD_TYPE, range, "'" + path
                + "' is " + ("aeiou".indexOf(found.charAt(0)) >= 0 ? "an " : "a ") + found + "; it must be "
                + expected + "."), out);
        YamlNode root = result.root().resolved();
        if (!(root instanceof YamlMapping fields)) {
            if (!(root instanceof YamlScalar s && s.type() == YamlScalar.Type.NULL)) {
                yaml.typeError("config.yaml", root, "a mapping of 'key: value' lines");
            }
            return;
        }
        var entry = context.agent().flatMap(a -> a.mcpServer(context.configDir()));
        for (String key : List.of("vendor", "server", "version")) {
            yaml.string(fields, key, key).ifPresent(v -> entry.ifPresent(e ->
                    OafActiveMcpRules.mismatch(key, v.value(), v.range(), e, "config.yaml", out)));
        }
        yaml.mapping(fields, "connection", "connection").ifPresent(c -> {
            yaml.string(c, "type", "connection.type").ifPresent(t -> yaml.oneOf(text, t, "connection.type",
                    CONNECTION_TYPES));
            yaml.string(c, "url", "connection.url");
            c.get("timeout").filter(t -> !(t instanceof YamlScalar s && (s.type() == YamlScalar.Type.INTEGER
                    || s.type() == YamlScalar.Type.FLOAT))).ifPresent(t -> yaml.typeError("connection.timeout", t,
                    "a number of seconds"));
        });
        yaml.mapping(fields, "auth", "auth").ifPresent(auth -> {
            yaml.string(auth, "type", "auth.type").ifPresent(t -> yaml.oneOf(text, t, "auth.type", AUTH_TYPES));
            yaml.string(auth, "token", "auth.token").ifPresent(token -> secret(text, token, out));
        });
        yaml.mapping(fields, "permissions", "permissions");
        yaml.mapping(fields, "rate_limit", "rate_limit");
    }

    /** {@code secret-literal} for a token that is a credential itself, with or without a {@code Bearer } scheme. */
    private static void secret(SourceText text, YamlScalar token, Diagnostics out) {
        String value = token.value();
        var scheme = SCHEME.matcher(value);
        int from = scheme.lookingAt() ? scheme.end() : 0;
        String credential = value.substring(from).strip();
        if (Credentials.isLiteral(credential)) {
            int to = from + value.substring(from).stripTrailing().length();
            out.report(Rule.SECRET_LITERAL, OafYaml.inner(text, token, from, to), "auth.token holds a literal "
                    + "credential, which leaks with every copy of this file; reference an environment variable "
                    + "instead, e.g. \"${API_TOKEN}\", and set it outside the file.");
        }
    }
}
