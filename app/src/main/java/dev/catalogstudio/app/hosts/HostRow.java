package dev.catalogstudio.app.hosts;

import java.util.Locale;

/**
 * One row of the Hosts view: an item one host drops, truncates or loads.
 *
 * @param status what the host does with it
 * @param kind   {@code skill}, {@code subagent} or {@code command}
 * @param name   the name it is listed under; empty for a dropped item (the host lists it under none)
 * @param path   {@code /}-separated, relative to the workspace root
 * @param line   1-based line to open it at: the line of the diagnostic that says why for a dropped item, else 1
 * @param code   the diagnostic code on the file that says why it is dropped; empty otherwise
 * @param detail why it is dropped, how much of its description the listing cuts, or how many description characters
 *               (code points) reach the listing
 */
public record HostRow(Status status, String kind, String name, String path, int line, String code, String detail) {

    /** What a host does with an item, in the order the rows are listed. */
    public enum Status {
        DROPPED, TRUNCATED, LOADED;

        /** {@code dropped}, {@code truncated} or {@code loaded}. */
        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** {@code path:line} for a dropped item (where the reason is), the path alone for the others. */
    public String location() {
        return status == Status.DROPPED ? path + ":" + line : path;
    }
}
