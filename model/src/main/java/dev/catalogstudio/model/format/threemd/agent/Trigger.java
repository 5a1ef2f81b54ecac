package dev.catalogstudio.model.format.threemd.agent;

import dev.catalogstudio.model.text.Range;
import java.util.List;

/**
 * One comma-separated trigger phrase of a skill (agent-3md.md section 3). It matches a request when every one of its
 * {@link #words()} is a word of the request.
 *
 * @param phrase the trimmed phrase as written
 * @param words  its words ({@link Words#of}); empty for a phrase of punctuation only, which never matches
 * @param range  the phrase in the source
 */
public record Trigger(String phrase, List<String> words, Range range) {

    public Trigger {
        words = List.copyOf(words);
    }
}
