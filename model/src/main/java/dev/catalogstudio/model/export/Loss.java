package dev.catalogstudio.model.export;

import java.util.Objects;

/**
 * One item of the source the target cannot carry as it is.
 *
 * @param path   the source file (or component folder) relative to SRC, {@code /}-separated
 * @param line   1-based line of the item in that file, 0 for a whole file or component
 * @param item   what is lost: a frontmatter or manifest field's name, {@code mcpServers.<name>}, a placeholder
 *               ({@code ${CLAUDE_PLUGIN_ROOT}}), a component ({@code subagent reviewer}) or a file
 * @param action what the export does with it
 * @param reason the fact that decides it, with its source
 */
public record Loss(String path, int line, String item, LossAction action, String reason) {
    public Loss {
        Objects.requireNonNull(path);
        Objects.requireNonNull(item);
        Objects.requireNonNull(action);
        Objects.requireNonNull(reason);
        if (line < 0) {
            throw new IllegalArgumentException("line " + line);
        }
    }

    /** {@code path:line}, or the path alone for a whole file or component (line 0), as compilers name a place. */
    public String where() {
        return line > 0 ? path + ":" + line : path;
    }
}
