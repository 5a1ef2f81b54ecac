package dev.catalogstudio.model.format.mcp;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * {@code mcp-command-absolute} and {@code mcp-shell-wrapper}: metaagents.md § MCP cross-platform rules 1 and 2. Both
 * report on the {@code command} string.
 */
final class McpCommandRules {

    private static final Set<String> POSIX_SHELLS = Set.of("bash", "sh", "zsh");
    private static final Set<String> POWERSHELLS = Set.of("powershell", "pwsh");
    /** A POSIX short-option cluster that includes {@code c}: {@code -c}, {@code -lc}, {@code -ec}. */
    private static final Pattern POSIX_COMMAND_FLAG = Pattern.compile("-[A-Za-z]*c[A-Za-z]*");
    private static final Set<String> CMD_FLAGS = Set.of("/c", "/k");
    private static final Set<String> POWERSHELL_FLAGS =
            Set.of("-c", "-command", "-ec", "-encodedcommand", "-cwa", "-commandwithargs", "/c", "/command");

    private McpCommandRules() {
    }

    /** Reports both rules for one server definition; nothing when {@code command} is absent or not a string. */
    static void check(JsonObject server, Diagnostics out) {
        server.string("command").ifPresent(command -> {
            checkAbsolute(command, out);
            checkWrapper(command, McpFields.args(server), out);
        });
    }

    /** Whether {@code command} is a path rather than a bare executable name. */
    static boolean isPath(String command) {
        return command.indexOf('/') >= 0 || command.indexOf('\\') >= 0
                || command.length() >= 2 && command.charAt(1) == ':' && Character.isLetter(command.charAt(0));
    }

    /** The executable's name: the last path segment, lower-cased, without a trailing {@code .exe}. */
    static String basename(String command) {
        String lower = lastSegment(command).toLowerCase(Locale.ROOT);
        return lower.endsWith(".exe") ? lower.substring(0, lower.length() - 4) : lower;
    }

    private static String lastSegment(String path) {
        return path.substring(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
    }

    private static void checkAbsolute(JsonString command, Diagnostics out) {
        if (!isPath(command.value())) {
            return;
        }
        String bare = lastSegment(command.value());
        out.report(Rule.MCP_COMMAND_ABSOLUTE, command.range(), "\"command\" is a path (\"" + command.value()
                + "\"), which exists on one machine only; write a bare executable name"
                + (bare.isEmpty() ? "" : " such as \"" + bare + "\"") + " and let PATH resolve it on every host.");
    }

    private static void checkWrapper(JsonString command, List<JsonString> args, Diagnostics out) {
        String shell = basename(command.value());
        for (int i = 0; i < args.size(); i++) {
            if (isCommandFlag(shell, args.get(i).value())) {
                String script = i + 1 < args.size() ? args.get(i + 1).value().strip() : "";
                String program = script.isEmpty() ? "" : script.split("\\s+", 2)[0];
                out.report(Rule.MCP_SHELL_WRAPPER, command.range(), "\"command\" runs the shell \"" + shell
                        + "\" as a wrapper (" + args.get(i).value() + "), which is missing on other platforms; "
                        + "call the program directly" + (program.isEmpty() ? "" : " (\"command\": \"" + program
                        + "\" with its arguments in \"args\")") + ", or put the composition in a small node script.");
                return;
            }
        }
    }

    private static boolean isCommandFlag(String shell, String arg) {
        if (POSIX_SHELLS.contains(shell)) {
            return POSIX_COMMAND_FLAG.matcher(arg).matches();
        }
        String lower = arg.toLowerCase(Locale.ROOT);
        if (shell.equals("cmd")) {
            return CMD_FLAGS.contains(lower);
        }
        return POWERSHELLS.contains(shell) && POWERSHELL_FLAGS.contains(lower);
    }
}
