package dev.catalogstudio.model.format.claudecode;

import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.text.SourceText;
import java.util.Objects;
import java.util.Optional;

/**
 * A parsed Claude Code plugin JSON file: a manifest, a marketplace or a hooks file. Immutable; parsing never throws (a
 * text that is not JSON keeps its {@link JsonParser.Error}); the reader bounds nesting at
 * {@link JsonParser#MAX_DEPTH}.
 *
 * @param text   the text
 * @param result the parse result
 */
record PluginJson(SourceText text, JsonParser.Result result) implements Parsed.Model {

    private static final JsonParser PARSER = new JsonParser();

    PluginJson {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(result, "result");
    }

    static PluginJson parse(SourceText text) {
        return new PluginJson(text, PARSER.parse(text));
    }

    /** The root object, when the text is JSON whose root is an object. */
    Optional<JsonObject> root() {
        return result.rootObject();
    }
}
