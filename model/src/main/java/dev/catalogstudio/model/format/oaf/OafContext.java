package dev.catalogstudio.model.format.oaf;

import java.util.Optional;
import java.util.SortedMap;

/**
 * What the OAF manifest rules need beyond the AGENTS.md text.
 *
 * @param folderFiles every file in the agent folder, by path relative to it ({@code /}-separated, e.g.
 *                    {@code skills/search/SKILL.md}), with its size in bytes
 * @param truncated   whether only the head of AGENTS.md was read (then the body is not checked)
 * @param snapshot    set when this AGENTS.md is a {@code versions/<folder>/AGENTS.md} of an agent rather than the
 *                    agent's root manifest
 */
record OafContext(SortedMap<String, Long> folderFiles, boolean truncated, Optional<Snapshot> snapshot) {

    /**
     * A version snapshot (open-agent-format.md § Version History Support).
     *
     * @param folderName the name of its folder under {@code versions/}, e.g. {@code v1.0.0}
     * @param current    the agent's root AGENTS.md (the current version), when it is an OAF manifest
     */
    public record Snapshot(String folderName, Optional<OafAgent> current) {
    }

    /** The context of a root manifest. */
    public static OafContext root(SortedMap<String, Long> folderFiles, boolean truncated) {
        return new OafContext(folderFiles, truncated, Optional.empty());
    }

    /** Whether {@code relative} is a file in the agent folder. */
    public boolean hasFile(String relative) {
        return folderFiles.containsKey(relative);
    }

    /** Whether {@code relative} is a folder (holds a file) in the agent folder. */
    public boolean hasFolder(String relative) {
        String prefix = relative + "/";
        var tail = folderFiles.tailMap(prefix);
        return !tail.isEmpty() && tail.firstKey().startsWith(prefix);
    }
}
