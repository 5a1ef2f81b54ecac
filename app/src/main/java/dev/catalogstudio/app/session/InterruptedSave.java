package dev.catalogstudio.app.session;

import java.time.Instant;

/**
 * A backup that an in-place save left behind when it never finished ({@link InterruptedSaves}); the studio asks the
 * user whether to restore it over its file or discard it.
 *
 * @param backup   the backup, {@code /}-separated, relative to the workspace root, e.g. {@code skills/a/.cs-….bak}
 * @param target   the file it is a copy of (as it was before the save), same form; {@code null} when that file is gone
 * @param modified when the backup was made
 */
public record InterruptedSave(String backup, String target, Instant modified) {
}
