package dev.catalogstudio.model.format.skills;

import java.util.SortedMap;

/**
 * What the skill rules need to know beyond the SKILL.md text.
 *
 * @param host        the rule book
 * @param folderName  the name of the folder holding SKILL.md
 * @param fileBytes   the size of SKILL.md on disk, in bytes
 * @param truncated   whether only the head of the file was read (then the body is not checked)
 * @param folderFiles every file in the skill folder, by path relative to it ({@code /}-separated), with its size in
 *                    bytes; used to check body references
 */
public record SkillContext(SkillHost host, String folderName, long fileBytes, boolean truncated,
                           SortedMap<String, Long> folderFiles) {

    /** Whether {@code relative} is a file or a folder in the skill folder. */
    public boolean exists(String relative) {
        if (folderFiles.containsKey(relative)) {
            return true;
        }
        String prefix = relative.endsWith("/") ? relative : relative + "/";
        var tail = folderFiles.tailMap(prefix);
        return !tail.isEmpty() && tail.firstKey().startsWith(prefix);
    }
}
