package dev.catalogstudio.model.format.mcp;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.json.JsonRanges;
import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;

/**
 * Source ranges inside parsed JSON, shared by the MCP file and {@code .mcp.json} rules. Offsets are 0-based UTF-16
 * code units of {@link SourceText#text()}.
 */
final class JsonText {

    /** What to tell an author whose file does not parse. */
    static final String STRICT_JSON_ADVICE = "Write strict JSON: double-quoted names and strings, commas between "
            + "members and none after the last, no comments.";

    private JsonText() {
    }

    /**
     * Where characters {@code from} to {@code to} of a string's unescaped value are written in the source
     * ({@link dev.catalogstudio.model.json.JsonRanges#inString}).
     */
    static Range range(SourceText text, JsonString string, int from, int to) {
        return dev.catalogstudio.model.json.JsonRanges.inString(text, string, from, to);
    }

    /**
     * The range to point at when something is missing from a value: the opening bracket of an object or array (so a
     * squiggle does not cover the whole file), or the whole token of a scalar.
     */
    static Range opening(SourceText text, JsonValue value) {
        return JsonRanges.opening(text, value);
    }

    /** Reports {@code duplicate-key} on the name of every member that repeats an earlier name in its object. */
    static void reportDuplicates(JsonParser.Result result, Diagnostics out) {
        for (var member : result.duplicates()) {
            out.report(Rule.DUPLICATE_KEY, member.nameRange(), "The member \"" + member.name()
                    + "\" repeats a name already used in this object, and readers disagree on which one wins; "
                    + "keep one \"" + member.name() + "\" member and delete the other.");
        }
    }
}
