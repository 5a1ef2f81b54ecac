package dev.catalogstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.text.SlashPath;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** The two ways of {@link JsonOutput} write the same bytes: the reports moved from the tree to the generator unchanged. */
class JsonOutputTest {

    @Test
    void theGeneratorWritesWhatTheTreeWrites() {
        // A file name whose byte 0xE9 is not UTF-8, as SlashPath holds it (U+DCE9), whatever this JVM's locale.
        String name = SlashPath.decode(new byte[] {'c', 'a', 'f', (byte) 0xE9, '.', 'm', 'd'});
        var tree = JsonOutput.object();
        tree.put("root", "/tmp/a \"quoted\" \\ path\twith\u0001control");
        tree.put("files", 12);
        tree.put("ancestor", true);
        tree.putNull("from");
        tree.putArray("empty");
        tree.putObject("nothing");
        var list = tree.putArray("diagnostics");
        list.addObject().put("path", name).put("line", 1).put("message", "\u65e5\u672c \ud83d\ude00 </script>");
        list.addObject().putArray("tags").add("a").add("b");
        String expected = written(out -> JsonOutput.print(tree, out));

        String actual = written(out -> JsonOutput.write(out, json -> {
            json.writeStartObject();
            json.writeStringField("root", "/tmp/a \"quoted\" \\ path\twith\u0001control");
            json.writeNumberField("files", 12);
            json.writeBooleanField("ancestor", true);
            JsonOutput.stringOrNull(json, "from", "");
            json.writeArrayFieldStart("empty");
            json.writeEndArray();
            json.writeObjectFieldStart("nothing");
            json.writeEndObject();
            json.writeArrayFieldStart("diagnostics");
            json.writeStartObject();
            json.writeStringField("path", name);
            json.writeNumberField("line", 1);
            json.writeStringField("message", "\u65e5\u672c \ud83d\ude00 </script>");
            json.writeEndObject();
            json.writeStartObject();
            json.writeArrayFieldStart("tags");
            for (String tag : List.of("a", "b")) {
                json.writeString(tag);
            }
            json.writeEndArray();
            json.writeEndObject();
            json.writeEndArray();
            json.writeEndObject();
        }));

        assertThat(actual).isEqualTo(expected);
        assertThat(actual).contains("\"from\" : null", "\"empty\" : [ ]", "\"nothing\" : { }", "\\u0001",
                "\"caf%E9.md\"");
    }

    @Test
    void aBodyThatLeavesAnObjectOpenIsAnErrorNotATruncatedReport() {
        var out = new PrintWriter(new StringWriter());
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> JsonOutput.write(out, json -> {
            json.writeStartObject();
            json.writeArrayFieldStart("diagnostics");
        })).isInstanceOf(IllegalStateException.class).hasMessageContaining("open");
    }

    private static String written(Consumer<PrintWriter> write) {
        var text = new StringWriter();
        try (var out = new PrintWriter(text)) {
            write.accept(out);
        }
        return text.toString();
    }
}
