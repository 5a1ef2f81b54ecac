package dev.catalogstudio.model.format.agentplugins;

import static dev.catalogstudio.model.format.agentplugins.ManifestJson.cite;
import static dev.catalogstudio.model.format.agentplugins.ManifestJson.quote;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.QuickFix;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.format.common.Credentials;
import dev.catalogstudio.model.format.common.Expansions;
import dev.catalogstudio.model.json.JsonRanges;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.TextEdit;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The rules of one {@code mcpServers} entry of a plugin's {@code mcp.json} (Agent Plugins 1.0 § 7.2.1, § 9.2,
 * § 4.1): exactly one closed variant ({@code stdio}: {@code command}, {@code args}, {@code env}, {@code cwd};
 * {@code streamable-http} and {@code sse}: {@code url}, {@code headers}) with its fields' types; a {@code command}
 * that is one token, bare or {@code ./…} inside the plugin; a {@code cwd} of one of the three forms that stays in its
 * root; no {@code PLUGIN_ROOT}/{@code PLUGIN_DATA} in {@code env}; an absolute http(s) {@code url} without user
 * information or fragment, https off loopback; header names that are tokens, once each in any case. What makes clients
 * skip the entry is an error; text that looks expanded but is not, a {@code ./} command naming no file and a literal
 * secret are warnings; the deprecated {@code sse} transport is information. {@code args} and {@code env} values are
 * opaque strings, never judged as paths (§ 4.1 rule 5). Stateless and thread-safe.
 */
final class ServerRules {

    /** The transport that launches a subprocess. */
    static final String STDIO = "stdio";
    /** The current remote transport. */
    static final String STREAMABLE_HTTP = "streamable-http";
    /** The deprecated remote transport (MCP 2024-11-05 HTTP+SSE). */
    static final String SSE = "sse";
    /** The fields of a {@code stdio} entry. */
    static final List<String> STDIO_FIELDS = List.of("type", "command", "args", "env", "cwd");
    /** The fields of a {@code streamable-http} or {@code sse} entry. */
    static final List<String> REMOTE_FIELDS = List.of("type", "url", "headers");

    private static final String SKIPPED = "clients skip this server and load the others";
    private static final String PLUGIN_ROOT = "PLUGIN_ROOT";
    private static final String PLUGIN_DATA = "PLUGIN_DATA";
    private static final Set<String> RESERVED = Set.of(PLUGIN_ROOT, PLUGIN_DATA);
    private static final String EXECUTABLE_SUFFIXES = ".exe .cmd .bat";
    /** The characters of an HTTP token besides letters and digits (RFC 9110 § 5.6.2). */
    private static final String TCHAR = "!#$%&'*+-.^_`|~";

    private ServerRules() {
    }

    /** Checks one entry. */
    static void check(PluginMcpConfig.Server server, SourceText text, McpRules.Plugin plugin, Diagnostics out) {
        String who = "The server " + quote(server.name());
        if (!(server.value() instanceof JsonObject entry)) {
            out.report(Rule.AGENT_PLUGIN_MCP_SERVER, JsonRanges.opening(text, server.value()), who + " is "
                    + ManifestJson.typed(server.value()) + " but must be an object with \"type\" and its transport's fields, "
                    + "e.g. {\"type\": \"stdio\", \"command\": \"./bin/server\"} " + cite("7.2.1") + "; " + SKIPPED
                    + ".");
            return;
        }
        String type = type(server, entry, who, out);
        List<String> fields = STDIO.equals(type) ? STDIO_FIELDS
                : STREAMABLE_HTTP.equals(type) || SSE.equals(type) ? REMOTE_FIELDS : null;
        for (var member : entry.members()) {
            String key = member.name();
            if (fields != null && !fields.contains(key) || fields == null && !STDIO_FIELDS.contains(key)
                    && !REMOTE_FIELDS.contains(key)) {
                foreign(who, type, member, out);
            }
        }
        if (fields == null || fields == STDIO_FIELDS) {
            stdio(server, entry, who, fields != null, text, plugin, out);
        }
        if (fields == null || fields == REMOTE_FIELDS) {
            remote(entry, who, fields != null, text, out);
        }
    }

    /** The entry's {@code type} when it is a string; reports a missing, mistyped or unknown one. */
    private static String type(PluginMcpConfig.Server server, JsonObject entry, String who, Diagnostics out) {
        var member = entry.member("type");
        String guess = entry.member("command").isPresent() ? STDIO : entry.member("url").isPresent()
                ? STREAMABLE_HTTP : null;
        if (member.isEmpty()) {
            out.report(Rule.AGENT_PLUGIN_MCP_SERVER, server.nameRange(), who + " has no \"type\"; every entry names its "
                    + "transport: \"stdio\" (with \"command\"), \"streamable-http\" or \"sse\" (with \"url\") "
                    + cite("7.2.1") + ", or " + SKIPPED + "." + (guess == null ? "" : " Add \"type\": " + quote(guess)
                    + "."));
            return null;
        }
        if (!(member.get().value() instanceof JsonString type)) {
            ManifestJson.wrongType(member.get().value(), "type", "a string", "\"stdio\"", SKIPPED + " " + cite("7.2.1"), out);
            return null;
        }
        String t = type.value();
        if (t.equals(STDIO) || t.equals(STREAMABLE_HTTP)) {
            return t;
        }
        if (t.equals(SSE)) {
            out.report(Rule.AGENT_PLUGIN_TRANSPORT_DEPRECATED, type.range(), "\"sse\" selects the deprecated HTTP+SSE "
                    + "transport of MCP 2024-11-05, which clients need not support, so some skip this server "
                    + cite("7.2.1", "11.3") + ". Use \"streamable-http\" if the server offers it.");
            return t;
        }
        String lower = t.toLowerCase(Locale.ROOT);
        String meant = lower.equals("http") || lower.equals("streamable_http") || lower.equals("streamablehttp")
                || lower.equals(STREAMABLE_HTTP) ? STREAMABLE_HTTP : lower.equals(STDIO) ? STDIO
                : lower.equals(SSE) ? SSE : null;
        String message = quote(t) + " is not an Agent Plugins transport: \"type\" is \"stdio\", \"streamable-http\" or "
                + "\"sse\" " + cite("7.2.1") + ", so " + SKIPPED + "." + (meant == null ? ""
                : " Write " + quote(meant) + ".");
        if (meant != null) {
            out.report(Rule.AGENT_PLUGIN_MCP_SERVER, type.range(), message, ManifestJson.replace(type, meant));
        } else {
            out.report(Rule.AGENT_PLUGIN_MCP_SERVER, type.range(), message);
        }
        return null;
    }

    private static void foreign(String who, String type, JsonValue.Member member, Diagnostics out) {
        String key = member.name();
        String message;
        if (type != null && (STDIO_FIELDS.contains(key) || REMOTE_FIELDS.contains(key))) {
            message = quote(key) + " belongs to " + (STDIO_FIELDS.contains(key) ? "the stdio variant"
                    : "the streamable-http and sse variants") + ", not to a " + quote(type) + " entry; an entry "
                    + "matches exactly one closed variant " + cite("7.2.1") + ", so " + SKIPPED + ". Remove it"
                    + (key.equals("url") || key.equals("command") ? " or change \"type\"." : ".");
        } else {
            message = who + " has " + quote(key) + ", which no variant defines (" + (type == null
                    ? "stdio: type, command, args, env, cwd; streamable-http and sse: type, url, headers"
                    : String.join(", ", STDIO.equals(type) ? STDIO_FIELDS : REMOTE_FIELDS)) + "); an unknown field "
                    + "makes the entry invalid " + cite("7.2.1") + ", so " + SKIPPED + ". Remove it.";
        }
        out.report(Rule.AGENT_PLUGIN_MCP_SERVER, member.nameRange(), message);
    }

    // stdio

    /**
     * The stdio fields' types and values.
     *
     * @param known whether the entry is a stdio entry (else its type is missing or unknown: only types are checked)
     */
    private static void stdio(PluginMcpConfig.Server server, JsonObject entry, String who, boolean known,
                              SourceText text, McpRules.Plugin plugin, Diagnostics out) {
        String consequence = SKIPPED + " " + cite("7.2.1");
        var command = ManifestJson.string(entry, "command", "command", "\"./bin/server\"", consequence, out);
        if (known && entry.member("command").isEmpty()) {
            out.report(Rule.AGENT_PLUGIN_MCP_SERVER, entry.member("type").orElseThrow().value().range(), who
                    + " is a stdio server without \"command\", which is required " + cite("7.2.1") + ", so " + SKIPPED
                    + ". Add the executable, e.g. \"command\": \"./bin/server\".");
        }
        var args = ManifestJson.strings(entry, "args", "args", "[\"--port\", \"8080\"]", consequence, out);
        var env = ManifestJson.stringMap(entry, "env", "env", "{\"LOG_LEVEL\": \"debug\"}", consequence, out);
        var cwd = ManifestJson.string(entry, "cwd", "cwd", "\"${PLUGIN_DATA}\"", consequence, out);
        if (!known) {
            return;
        }
        command.ifPresent(c -> command(c, text, plugin, out));
        cwd.ifPresent(c -> cwd(c, text, out));
        args.forEach(a -> expanded(a, "an \"args\" item", text, out));
        entry.get("env").filter(JsonObject.class::isInstance).map(JsonObject.class::cast)
                .ifPresent(map -> map.members().forEach(m -> envName(m, text, out)));
        for (var m : env) {
            var value = (JsonString) m.value();
            expanded(value, quote("env." + m.name()), text, out);
            if (Credentials.isSecretName(m.name()) && Credentials.isLiteral(value.value())) {
                secret(value, 0, value.value().length(), "env." + m.name(), text, out);
            }
        }
    }

    private static void command(JsonString command, SourceText text, McpRules.Plugin plugin, Diagnostics out) {
        String c = command.value();
        if (c.isBlank()) {
            out.report(Rule.AGENT_PLUGIN_MCP_COMMAND, command.range(), "\"command\" is empty; name the executable: a "
                    + "bare name such as \"node\", or \"./bin/server\" for one the plugin bundles " + cite("7.2.1")
                    + ". Until then " + SKIPPED + ".");
            return;
        }
        int brace = c.indexOf("${");
        if (brace >= 0) {
            String rest = c.startsWith("${PLUGIN_ROOT}/") ? c.substring("${PLUGIN_ROOT}/".length()) : null;
            String message = "\"command\" is never expanded " + cite("7.2.1", "9.2") + ", so " + quote(c) + " would "
                    + "be run as written; " + (rest != null ? "write the plugin-relative " + quote("./" + rest)
                    : "name the executable directly: a bare name, or \"./…\" inside the plugin") + ".";
            var range = JsonRanges.inString(text, command, brace, Math.min(c.length(), c.indexOf('}', brace) < 0
                    ? c.length() : c.indexOf('}', brace) + 1));
            if (rest != null) {
                out.report(Rule.AGENT_PLUGIN_MCP_COMMAND, range, message, ManifestJson.replace(command, "./" + rest));
            } else {
                out.report(Rule.AGENT_PLUGIN_MCP_COMMAND, range, message);
            }
            return;
        }
        boolean relative = c.startsWith("./");
        var resolved = relative ? RelativePaths.resolve(c.substring(2)) : Optional.<String>empty();
        boolean exists = resolved.map(plugin.isFile()::test).orElse(false);
        if (c.chars().anyMatch(Character::isWhitespace) && !exists) {
            String[] words = c.strip().split("\\s+");
            String program = words[0];
            String rest = String.join("\", \"", List.of(words).subList(1, words.length));
            out.report(Rule.AGENT_PLUGIN_MCP_COMMAND, command.range(), "\"command\" must be one executable token, "
                    + "not a shell command string " + cite("7.2.1") + ": " + quote(c) + " would be looked up as one "
                    + "program name. Put the arguments in \"args\": \"command\": " + quote(program) + ", \"args\": [\""
                    + rest + "\"].");
            return;
        }
        if (relative) {
            relativeCommand(command, resolved, plugin, out);
            return;
        }
        if (!RelativePaths.isPath(c)) {
            return;
        }
        String last = RelativePaths.lastSegment(c);
        String problem;
        String fix = null;
        if (RelativePaths.isAbsolute(c)) {
            problem = "is an absolute path, which exists on one machine only; name " + (last.isEmpty() ? "the program"
                    : quote(last)) + " bare (resolved by the platform's executable search), or ship it and write "
                    + "\"./…\"";
        } else if (c.startsWith("~")) {
            problem = "starts with '~', which is never expanded; name the program bare, or ship it and write \"./…\"";
        } else if (c.equals("..") || c.startsWith("../") || c.startsWith("..\\")) {
            problem = "leaves the plugin root; a plugin-relative command starts with \"./\" and stays inside the plugin";
        } else if (c.startsWith(".\\")) {
            fix = "./" + c.substring(2).replace('\\', '/');
            problem = "is written with backslashes; plugin-relative paths start with \"./\" and use '/': write "
                    + quote(fix);
        } else {
            fix = "./" + c.replace('\\', '/');
            problem = "is a path without \"./\"; a plugin-relative command must begin with \"./\": write " + quote(fix);
        }
        String message = "\"command\": " + quote(c) + " " + problem + " " + cite("4.1", "7.2.1") + ". As written, "
                + SKIPPED + ".";
        if (fix != null) {
            out.report(Rule.AGENT_PLUGIN_PATH, command.range(), message, ManifestJson.replace(command, fix));
        } else {
            out.report(Rule.AGENT_PLUGIN_PATH, command.range(), message);
        }
    }

    private static void relativeCommand(JsonString command, Optional<String> resolved, McpRules.Plugin plugin,
                                        Diagnostics out) {
        String c = command.value();
        if (resolved.isEmpty()) {
            out.report(Rule.AGENT_PLUGIN_PATH, command.range(), "\"command\": " + quote(c) + " leaves the plugin root "
                    + "once resolved; a plugin-relative path must stay inside the plugin " + cite("4.1", "7.2.1")
                    + ", so " + SKIPPED + ". Ship the executable in the plugin and name it \"./…\".");
            return;
        }
        String path = resolved.get();
        if (path.isEmpty()) {
            out.report(Rule.AGENT_PLUGIN_MCP_COMMAND, command.range(), "\"command\": " + quote(c) + " names the plugin "
                    + "root folder, not an executable " + cite("7.2.1") + "; name the file, e.g. \"./bin/server\".");
            return;
        }
        if (plugin.isFile().test(path)) {
            return;
        }
        for (String suffix : EXECUTABLE_SUFFIXES.split(" ")) {
            if (plugin.isFile().test(path + suffix)) {
                return; // a script or executable that Windows finds by its extension
            }
        }
        String what = plugin.isFolder().test(path) ? "names the folder " + path + "/, not an executable"
                : "names no file of the plugin (there is no " + path + ")";
        out.report(Rule.AGENT_PLUGIN_COMMAND_MISSING, command.range(), "\"command\": " + quote(c) + " " + what
                + "; clients resolve it against the plugin root, so the server fails to start " + cite("7.2.1",
                "7.2.2") + ". Add the executable to the plugin, or correct the path.");
    }

    private static void cwd(JsonString cwd, SourceText text, Diagnostics out) {
        String v = cwd.value();
        String rest;
        String base;
        if (v.startsWith("./")) {
            rest = v.substring(2);
            base = "the plugin root";
        } else if (v.equals("${" + PLUGIN_ROOT + "}") || v.startsWith("${" + PLUGIN_ROOT + "}/")) {
            rest = v.substring(("${" + PLUGIN_ROOT + "}").length());
            base = "the plugin root";
        } else if (v.equals("${" + PLUGIN_DATA + "}") || v.startsWith("${" + PLUGIN_DATA + "}/")) {
            rest = v.substring(("${" + PLUGIN_DATA + "}").length());
            base = "the plugin's data directory";
        } else {
            cwdForm(cwd, out);
            return;
        }
        if (RelativePaths.resolve(rest).isEmpty()) {
            out.report(Rule.AGENT_PLUGIN_PATH, cwd.range(), "\"cwd\": " + quote(v) + " leaves " + base + " once "
                    + "resolved; a working directory must stay inside it " + cite("7.2.1", "4.1") + ", so " + SKIPPED
                    + ".");
            return;
        }
        expanded(cwd, "\"cwd\"", text, out);
    }

    private static void cwdForm(JsonString cwd, Diagnostics out) {
        String v = cwd.value();
        String fix = null;
        String upper = v.toUpperCase(Locale.ROOT);
        for (String name : List.of(PLUGIN_ROOT, PLUGIN_DATA)) {
            for (String written : List.of("${" + name + "}", "$" + name, "%" + name + "%")) {
                if (upper.startsWith(written) && (v.length() == written.length() || v.charAt(written.length()) == '/'
                        || v.charAt(written.length()) == '\\')) {
                    fix = "${" + name + "}" + v.substring(written.length()).replace('\\', '/');
                }
            }
        }
        if (fix == null && !v.isEmpty() && !RelativePaths.isAbsolute(v) && !v.startsWith("~") && !v.contains("$")
                && !v.contains("%") && !v.startsWith("../") && !v.equals("..") && !v.startsWith("..\\")) {
            fix = v.equals(".") ? "./" : "./" + (v.startsWith(".\\") ? v.substring(2) : v).replace('\\', '/');
        }
        String message = "\"cwd\": " + quote(v) + " has none of the forms a working directory may take: \"./…\" "
                + "(inside the plugin), \"${PLUGIN_ROOT}\" or \"${PLUGIN_ROOT}/…\", \"${PLUGIN_DATA}\" or "
                + "\"${PLUGIN_DATA}/…\" " + cite("7.2.1", "4.1") + ", so " + SKIPPED + "."
                + (fix != null ? " Write " + quote(fix) + "." : RelativePaths.isAbsolute(v) || v.startsWith("~")
                ? " For writable state use \"${PLUGIN_DATA}/…\"." : "");
        if (fix != null) {
            out.report(Rule.AGENT_PLUGIN_PATH, cwd.range(), message, ManifestJson.replace(cwd, fix));
        } else {
            out.report(Rule.AGENT_PLUGIN_PATH, cwd.range(), message);
        }
    }

    private static void envName(JsonValue.Member member, SourceText text, Diagnostics out) {
        String name = member.name();
        if (RESERVED.contains(name)) {
            out.report(Rule.AGENT_PLUGIN_ENV_RESERVED, member.nameRange(), "\"env\" must not set " + name + ": the "
                    + "client sets PLUGIN_ROOT and PLUGIN_DATA itself, and an entry naming either makes the server "
                    + "configuration invalid " + cite("9.2") + ", so " + SKIPPED + ". Remove it; the server reads the "
                    + "client's value.");
        } else if (RESERVED.contains(name.toUpperCase(Locale.ROOT))) {
            out.report(Rule.AGENT_PLUGIN_ENV_RESERVED, Severity.WARNING, member.nameRange(), quote(name) + " differs "
                    + "from the reserved " + name.toUpperCase(Locale.ROOT) + " only in case; where environment names "
                    + "ignore case (Windows), the client replaces it with its own value " + cite("9.1", "9.2")
                    + ". Rename it.");
        } else if (name.contains("${") || name.startsWith("$")) {
            out.report(Rule.AGENT_PLUGIN_PLACEHOLDER, member.nameRange(), "The name " + quote(name) + " of an \"env\" "
                    + "entry is never expanded " + cite("9.2") + "; the variable is set under exactly this name. Write "
                    + "the plain name.");
        }
    }

    /**
     * Reports, in a string whose placeholders clients expand ({@code args} items, {@code env} values, {@code cwd}),
     * references that are not {@code ${PLUGIN_ROOT}} or {@code ${PLUGIN_DATA}}: other {@code ${…}} stays literal,
     * and {@code $NAME}, {@code %NAME%} and a leading {@code ~/} are shell syntax that no shell sees (§ 9.2).
     */
    private static void expanded(JsonString string, String where, SourceText text, Diagnostics out) {
        String value = string.value();
        if (value.indexOf('$') < 0 && value.indexOf('%') < 0 && !value.startsWith("~")) {
            return;
        }
        for (var ref : Expansions.scan(value)) {
            String written = value.substring(ref.start(), ref.end());
            var range = JsonRanges.inString(text, string, ref.start(), ref.end());
            if (ref.kind() == Expansions.Kind.BRACED) {
                boolean closed = value.charAt(ref.end() - 1) == '}';
                if (closed && RESERVED.contains(ref.name())) {
                    continue;
                }
                String meant = RESERVED.contains(ref.name().toUpperCase(Locale.ROOT)) ? ref.name()
                        .toUpperCase(Locale.ROOT) : ref.name().toUpperCase(Locale.ROOT).matches("PLUGIN_?(DIR|PATH|HOME)")
                        ? PLUGIN_ROOT : null;
                if (meant != null) {
                    String placeholder = "${" + meant + "}";
                    out.report(Rule.AGENT_PLUGIN_PLACEHOLDER, range, quote(written) + " in " + where + " is not a "
                            + "placeholder and stays as written; did you mean " + quote(placeholder) + "? Clients expand "
                            + "only ${PLUGIN_ROOT} and ${PLUGIN_DATA}, exactly so spelled " + cite("9.2") + ".",
                            new QuickFix("Replace with " + placeholder, List.of(new TextEdit(range, placeholder))));
                } else {
                    out.report(Rule.AGENT_PLUGIN_PLACEHOLDER, range, quote(written) + " in " + where + " is not "
                            + "expanded: clients replace only ${PLUGIN_ROOT} and ${PLUGIN_DATA} and leave any other "
                            + "${…} as written " + cite("9.2") + ", so the server receives the literal text. Write the "
                            + "value itself, or have the server read its own environment.");
                }
            } else {
                out.report(Rule.AGENT_PLUGIN_PLACEHOLDER, range, quote(written) + " in " + where + " is shell syntax, "
                        + "but clients start the server without a shell and expand only ${PLUGIN_ROOT} and "
                        + "${PLUGIN_DATA} " + cite("9.2") + ", so it is passed as written"
                        + (ref.kind() == Expansions.Kind.TILDE ? "; use ${PLUGIN_DATA}/… for the plugin's own files."
                        : "."));
            }
        }
    }

    // streamable-http and sse

    private static void remote(JsonObject entry, String who, boolean known, SourceText text, Diagnostics out) {
        String consequence = SKIPPED + " " + cite("7.2.1");
        var url = ManifestJson.string(entry, "url", "url", "\"https://mcp.example.com/mcp\"", consequence, out);
        if (known && entry.member("url").isEmpty()) {
            out.report(Rule.AGENT_PLUGIN_MCP_SERVER, entry.member("type").orElseThrow().value().range(), who + " is a "
                    + "remote server without \"url\", which is required " + cite("7.2.1") + ", so " + SKIPPED
                    + ". Add the endpoint, e.g. \"url\": \"https://mcp.example.com/mcp\".");
        }
        var headers = ManifestJson.stringMap(entry, "headers", "headers", "{\"X-Tenant\": \"public\"}", consequence, out);
        if (!known) {
            return;
        }
        url.ifPresent(u -> RemoteUrl.check(u, text, out));
        entry.get("headers").filter(JsonObject.class::isInstance).map(JsonObject.class::cast)
                .ifPresent(map -> headerNames(map, out));
        for (var m : headers) {
            headerValue(m, text, out);
        }
    }

    private static void headerNames(JsonObject headers, Diagnostics out) {
        var seen = new HashMap<String, String>();
        for (var member : headers.members()) {
            String name = member.name();
            if (!isToken(name)) {
                out.report(Rule.AGENT_PLUGIN_HEADER, member.nameRange(), quote(name) + " is not a valid header name: "
                        + "names are HTTP tokens (RFC 9110 § 5.6.2), letters, digits and " + TCHAR + " without spaces "
                        + "or ':' " + cite("7.2.1") + ", so " + SKIPPED + ".");
                continue;
            }
            String first = seen.putIfAbsent(name.toLowerCase(Locale.ROOT), name);
            if (first != null && !first.equals(name)) {
                out.report(Rule.AGENT_PLUGIN_HEADER, member.nameRange(), "The header " + quote(name) + " repeats "
                        + quote(first) + " in other case; header names ignore case, so an entry naming one twice is "
                        + "invalid " + cite("7.2.1") + " and " + SKIPPED + ". Keep one.");
            }
        }
    }

    private static void headerValue(JsonValue.Member member, SourceText text, Diagnostics out) {
        var value = (JsonString) member.value();
        String v = value.value();
        String where = quote("headers." + member.name());
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            if (c < 0x20 && c != '\t' || c == 0x7f) {
                out.report(Rule.AGENT_PLUGIN_HEADER, JsonRanges.inString(text, value, i, i + 1), where + " holds the "
                        + "control character " + String.format("U+%04X", (int) c) + ", which no HTTP field value "
                        + "(RFC 9110 § 5.5) may hold " + cite("7.2.1") + ", so " + SKIPPED + ".");
                return;
            }
        }
        if (!v.isEmpty() && (isBlank(v.charAt(0)) || isBlank(v.charAt(v.length() - 1)))) {
            out.report(Rule.AGENT_PLUGIN_HEADER, value.range(), where + " starts or ends with whitespace, which an HTTP "
                    + "field value (RFC 9110 § 5.5) may not " + cite("7.2.1") + ", so " + SKIPPED + ". Remove it.",
                    ManifestJson.replace(value, v.strip()));
            return;
        }
        int brace = v.indexOf("${");
        if (brace >= 0) {
            int close = v.indexOf('}', brace);
            out.report(Rule.AGENT_PLUGIN_PLACEHOLDER, JsonRanges.inString(text, value, brace, close < 0 ? v.length()
                    : close + 1), where + " is never expanded " + cite("7.2.1") + ": the server receives "
                    + quote(v.substring(brace, close < 0 ? v.length() : close + 1)) + " as written. Agent Plugins has "
                    + "no credential reference; clients manage authorization themselves.");
            return;
        }
        var authorization = Credentials.authorization(v);
        if (authorization.isPresent()) {
            if (Credentials.isLiteral(authorization.get().credential())) {
                secret(value, authorization.get().start(), authorization.get().end(), "headers." + member.name(), text,
                        out);
            }
        } else if (Credentials.isSecretName(member.name()) && Credentials.isLiteral(v)) {
            secret(value, 0, v.length(), "headers." + member.name(), text, out);
        }
    }

    private static void secret(JsonString value, int from, int to, String where, SourceText text, Diagnostics out) {
        boolean header = where.startsWith("headers.");
        out.report(Rule.SECRET_LITERAL, JsonRanges.inString(text, value, from, to), quote(where) + " holds a literal "
                + "credential, which ships with every copy of the plugin; plugins must not embed credentials or secrets "
                + "in " + (header ? "headers" : "env") + " " + cite(header ? "7.2.1" : "9.2") + ". Remove it: "
                + (header ? "clients manage authorization (discovery, user interaction, storage) themselves."
                : "have the server obtain it at run time, from the user or a file it keeps under ${PLUGIN_DATA}."));
    }

    private static boolean isToken(String name) {
        if (name.isEmpty()) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            boolean alnum = c < 0x80 && Character.isLetterOrDigit(c);
            if (!alnum && TCHAR.indexOf(c) < 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }
}
