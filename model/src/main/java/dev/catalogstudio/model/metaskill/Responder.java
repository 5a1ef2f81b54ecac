package dev.catalogstudio.model.metaskill;

import java.util.Map;
import java.util.Optional;

/**
 * Plays the host's model and command runner in a dry run: answers the program's {@code ask} and {@code command}
 * calls. It may block (the studio waits for the author); it is called on the run's thread. An empty answer makes
 * the dry run use its marked default.
 */
public interface Responder {

    /**
     * The answer to an {@code ask}: a map with {@code answer} (string) and optionally {@code turns} (int) and
     * {@code exhausted} (bool).
     *
     * @param request {@code prompt}, {@code purpose} (may be absent), {@code max_turns} (the granted cap)
     */
    Optional<Map<String, Object>> ask(int number, Map<String, Object> request) throws InterruptedException;

    /**
     * The result of a {@code command}: a map with {@code ok} (bool), {@code exit_code} (int) and {@code result}
     * (string).
     *
     * @param request {@code argv} (list of strings), {@code timeout} (seconds, clamped)
     */
    Optional<Map<String, Object>> command(int number, Map<String, Object> request) throws InterruptedException;

    /** Answers nothing: every call gets the marked default. */
    Responder NONE = new Responder() {
        @Override
        public Optional<Map<String, Object>> ask(int number, Map<String, Object> request) {
            return Optional.empty();
        }

        @Override
        public Optional<Map<String, Object>> command(int number, Map<String, Object> request) {
            return Optional.empty();
        }
    };
}
