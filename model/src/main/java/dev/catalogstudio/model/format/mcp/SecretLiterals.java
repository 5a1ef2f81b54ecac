package dev.catalogstudio.model.format.mcp;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.format.common.Credentials;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.text.SourceText;
import java.util.Locale;
import java.util.Set;

/**
 * The {@code secret-literal} detector (RULES.md § Workspace skills and .mcp.json), shared by MCP files and
 * {@code .mcp.json} servers. It looks at one server definition and reports a literal credential in:
 * <ul>
 *   <li>{@code headers}: a value {@code Bearer <x>}, {@code token <x>} or {@code Basic <x>} (scheme in any case);
 *       or any literal value of a header whose name looks secret (see below). The range is {@code <x>} itself.</li>
 *   <li>{@code env}: a literal value of an entry whose name contains TOKEN, SECRET, KEY, PASSWORD, PASSWD,
 *       CREDENTIAL or AUTH (any case), unless the name ends in {@code _FILE}, {@code _PATH}, {@code _DIR},
 *       {@code _URL}, {@code _URI}, {@code _ENDPOINT}, {@code _HOST}, {@code _PORT}, {@code _TYPE}, {@code _MODE}
 *       or {@code _METHOD}: such a name points at or configures a credential rather than holding one.</li>
 *   <li>{@code args}: the item after {@code --token}, {@code --api-key}, {@code --apikey}, {@code --api-token},
 *       {@code --access-token}, {@code --auth-token}, {@code --key}, {@code --password}, {@code --secret} or
 *       {@code --client-secret} (any case), or the part after {@code =} in {@code --token=<x>}.</li>
 * </ul>
 * A value is <em>not</em> literal when it holds a {@code ${…}} reference, or is wholly a {@code $NAME} or
 * {@code %NAME%} reference (other rules judge those). Obvious stand-ins are skipped: empty or blank; only
 * {@code x X * # . - _ …} characters ({@code ...}, {@code xxxx-xxxx}, {@code ***}); wholly in angle brackets
 * ({@code <your-token>}); starting with {@code your} ({@code YOUR_API_KEY}); and the words {@code changeme},
 * {@code change-me}, {@code change_me}, {@code replaceme}, {@code replace-me}, {@code redacted}, {@code placeholder},
 * {@code todo}, {@code tbd}, {@code none}, {@code null}, {@code true}, {@code false}, {@code yes}, {@code no},
 * {@code on}, {@code off} (any case). A range covers the credential's own characters inside the quotes (UTF-16
 * offsets, escapes decoded); messages never repeat the secret.
 *
 * <p>{@link #Credentials.isLiteral(String)} is public for the OAF {@code config.yaml} rules ({@code auth.token}).
 */
public final class SecretLiterals {

    /** What the author should do instead, which differs between hosts that expand {@code ${VAR}} and those that don't. */
    enum Remedy {
        /** A MetaAgents MCP file: only the two placeholders are substituted, so ship a stand-in. */
        STAND_IN,
        /** A {@code .mcp.json}: the host expands {@code ${VAR}} from its environment. */
        ENV_REFERENCE
    }

    private static final Set<String> SECRET_FLAGS = Set.of("--token", "--api-key", "--apikey", "--api-token",
            "--access-token", "--auth-token", "--key", "--password", "--secret", "--client-secret");

    private SecretLiterals() {
    }

    /** Reports every literal credential in {@code server} (an MCP file's root or a {@code .mcp.json} entry). */
    static void check(JsonObject server, SourceText text, Remedy remedy, Diagnostics out) {
        McpFields.stringEntries(server, "headers").forEach(m -> {
            var value = (JsonString) m.value();
            var scheme = Credentials.authorization(value.value());
            if (scheme.isPresent()) {
                if (Credentials.isLiteral(scheme.get().credential())) {
                    report(out, text, value, scheme.get().start(), scheme.get().end(), "headers." + m.name(),
                            scheme.get().scheme() + " ", remedy);
                }
            } else if (Credentials.isSecretName(m.name()) && Credentials.isLiteral(value.value())) {
                report(out, text, value, 0, value.value().length(), "headers." + m.name(), "", remedy);
            }
        });
        McpFields.stringEntries(server, "env").filter(m -> Credentials.isSecretName(m.name())).forEach(m -> {
            var value = (JsonString) m.value();
            if (Credentials.isLiteral(value.value())) {
                report(out, text, value, 0, value.value().length(), "env." + m.name(), "", remedy);
            }
        });
        var args = McpFields.args(server);
        for (int i = 0; i < args.size(); i++) {
            String item = args.get(i).value();
            int eq = item.indexOf('=');
            String flag = (eq < 0 ? item : item.substring(0, eq)).toLowerCase(Locale.ROOT);
            if (!SECRET_FLAGS.contains(flag)) {
                continue;
            }
            if (eq >= 0 && Credentials.isLiteral(item.substring(eq + 1))) {
                report(out, text, args.get(i), eq + 1, item.length(), "the \"args\" item " + flag, "", remedy);
            } else if (eq < 0 && i + 1 < args.size() && Credentials.isLiteral(args.get(i + 1).value())) {
                var next = args.get(i + 1);
                report(out, text, next, 0, next.value().length(), "the \"args\" item after " + flag, "", remedy);
            }
        }
    }

    private static void report(Diagnostics out, SourceText text, JsonString value, int from, int to, String where,
                               String prefix, Remedy remedy) {
        String fix = remedy == Remedy.ENV_REFERENCE
                ? "reference an environment variable instead, e.g. \"" + prefix + "${API_TOKEN}\", and set it outside "
                        + "the file"
                : "ship a stand-in such as \"" + prefix + "<your-token>\" (MCP files only substitute "
                        + Placeholders.allowedList() + ") and supply the real value when installing";
        out.report(Rule.SECRET_LITERAL, JsonText.range(text, value, from, to), where
                + " holds a literal credential, which leaks with every copy of this file; " + fix + ".");
    }
}
