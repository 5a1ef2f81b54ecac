package dev.catalogstudio.model.format.claudecode;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Claude Code's hook events and handler types (code.claude.com/docs/en/hooks, "Hook events" and "Hook handler
 * fields", Claude Code 2.1.2xx; the SchemaStore plugin schema lists the same events but MessageDisplay and
 * DirectoryAdded). Event names are case-sensitive.
 */
public final class HookEvents {

    /** Events whose hooks a matcher filters (by tool name, source, reason, type, agent type, …). */
    static final Set<String> WITH_MATCHER = Set.of("PreToolUse", "PostToolUse", "PostToolUseFailure",
            "PermissionRequest", "PermissionDenied", "SessionStart", "Setup", "SessionEnd", "Notification",
            "SubagentStart", "SubagentStop", "PreCompact", "PostCompact", "ConfigChange", "DirectoryAdded",
            "FileChanged", "StopFailure", "InstructionsLoaded", "UserPromptExpansion", "Elicitation",
            "ElicitationResult");

    /** Events that take no matcher: one written there is ignored. */
    static final Set<String> WITHOUT_MATCHER = Set.of("UserPromptSubmit", "PostToolBatch", "Stop", "TeammateIdle",
            "TaskCreated", "TaskCompleted", "WorktreeCreate", "WorktreeRemove", "MessageDisplay", "CwdChanged");

    /** The handler types. */
    static final List<String> TYPES = List.of("command", "http", "mcp_tool", "prompt", "agent");

    private HookEvents() {
    }

    /** Every event name, sorted: what an editor offers where an event goes (the language server's completion). */
    public static List<String> names() {
        var all = new java.util.TreeSet<String>(WITH_MATCHER);
        all.addAll(WITHOUT_MATCHER);
        return List.copyOf(all);
    }

    /** Whether the hooks of event {@code name} take a {@code matcher}. */
    public static boolean takesMatcher(String name) {
        return WITH_MATCHER.contains(name);
    }

    /** Whether {@code name} is an event. */
    static boolean known(String name) {
        return WITH_MATCHER.contains(name) || WITHOUT_MATCHER.contains(name);
    }

    /** The event {@code name} was likely meant to be: the same letters in another case, if any. */
    static Optional<String> suggestion(String name) {
        String lower = name.toLowerCase(Locale.ROOT).replace("_", "").replace("-", "");
        return java.util.stream.Stream.concat(WITH_MATCHER.stream(), WITHOUT_MATCHER.stream())
                .filter(e -> e.toLowerCase(Locale.ROOT).equals(lower)).findFirst();
    }
}
