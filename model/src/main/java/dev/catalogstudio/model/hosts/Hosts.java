package dev.catalogstudio.model.hosts;

import java.util.List;

/** The hosts Catalog Studio has a profile of, by the names {@code check --host} and {@code hosts:} take. */
public final class Hosts {

    /** Every host name, in the order profiles are listed. */
    public static final List<String> NAMES = List.of("claude-code", "codex", "copilot", "cursor", "gemini",
            "agent-skills");

    private Hosts() {
    }
}
