package dev.catalogstudio.app.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

/** Compact JSON of JSON-like values, for timeline lines. */
final class DryRunText {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private DryRunText() {
    }

    static String json(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            return String.valueOf(value);
        }
    }
}
