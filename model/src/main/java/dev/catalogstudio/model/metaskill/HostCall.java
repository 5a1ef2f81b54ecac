package dev.catalogstudio.model.metaskill;

import java.util.List;
import java.util.Map;

/**
 * One call the program made to its host (metaskills.md § 7), as the dry run shows it in its timeline.
 *
 * @param kind     {@code ask}, {@code command} or {@code trace}
 * @param number   1-based count of calls of this kind so far
 * @param line     1-based line of the call in SKILL.star
 * @param column   1-based UTF-16 column of the call
 * @param request  what the program asked: for ask {@code prompt}, {@code purpose}, {@code max_turns}; for command
 *                 {@code argv}, {@code timeout}; for trace {@code kind}, {@code data} (JSON-like Java values)
 * @param response what the program got back (JSON-like), or {@code null} for trace
 * @param source   where the response came from
 */
public record HostCall(String kind, int number, int line, int column, Map<String, Object> request,
                       Map<String, Object> response, Source source) {

    /** Where a response came from. */
    public enum Source {
        /** The responses script. */
        SCRIPTED,
        /** The author, answering while the run waited. */
        INTERACTIVE,
        /** Nobody: the dry run's marked default answer. */
        UNSCRIPTED,
        /** Not a request (trace). */
        NONE
    }

    /** The argv of a command call. */
    @SuppressWarnings("unchecked")
    public List<String> argv() {
        return (List<String>) request.get("argv");
    }
}
