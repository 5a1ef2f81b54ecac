package dev.catalogstudio.app.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.text.SlashPath;
import dev.catalogstudio.model.workspace.CheckResult;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;

/**
 * The {@code json} format, for scripts. One pretty-printed UTF-8 object:
 *
 * <pre>{@code
 * {"root": "/abs/path", "files": 12,
 *  "diagnostics": [{"path": "skills/x/SKILL.md", "line": 2, "column": 7, "endLine": 2, "endColumn": 8,
 *                   "severity": "error", "code": "yaml-syntax", "message": "..."}],
 *  "summary": {"errors": 1, "warnings": 0, "infos": 0}}
 * }</pre>
 *
 * <p>{@code root} is the absolute checked folder; {@code files} the number of files scanned; {@code path} is relative
 * to {@code root} with {@code /} separators, each byte of a name that is not UTF-8 written {@code %XX} (a name that is
 * UTF-8 is written as it is, so the report's shape and its bytes for UTF-8 names are what they always were; SARIF's
 * {@code artifactLocation.uri} is the exact form, {@code %} included); lines and columns are 1-based, columns in UTF-16 code units, and the end
 * is exclusive (the position just after the range). {@code summary} counts the diagnostics listed.
 */
final class JsonReport implements Report {

    @Override
    public void write(CheckResult result, PrintWriter out) {
        JsonOutput.write(out, json -> {
            json.writeStartObject();
            json.writeStringField("root", rootText(result.root()));
            json.writeNumberField("files", result.fileCount());
            json.writeFieldName("diagnostics");
            diagnostics(json, result.diagnostics());
            json.writeObjectFieldStart("summary");
            json.writeNumberField("errors", result.count(Severity.ERROR));
            json.writeNumberField("warnings", result.count(Severity.WARNING));
            json.writeNumberField("infos", result.count(Severity.INFO));
            json.writeEndObject();
            json.writeEndObject();
        });
    }

    /** Writes the array of diagnostics, one object each in the shape above (path, 1-based line and column …). */
    static void diagnostics(JsonGenerator json, List<FileDiagnostic> diagnostics) throws IOException {
        diagnostics(json, diagnostics, null, d -> "");
    }

    /**
     * Writes the array of diagnostics as {@link #diagnostics(JsonGenerator, List)} does, each with one more string
     * field {@code field} valued {@code value} ({@code "finding": "new"} in {@code review}'s JSON); none when
     * {@code field} is {@code null}.
     */
    static void diagnostics(JsonGenerator json, List<FileDiagnostic> diagnostics, String field,
                            java.util.function.Function<FileDiagnostic, String> value) throws IOException {
        json.writeStartArray();
        for (var fd : diagnostics) {
            var d = fd.diagnostic();
            var range = d.range();
            json.writeStartObject();
            json.writeStringField("path", fd.path());
            json.writeNumberField("line", range.start().line());
            json.writeNumberField("column", range.start().column());
            json.writeNumberField("endLine", range.end().line());
            json.writeNumberField("endColumn", range.end().column());
            json.writeStringField("severity", d.severity().label());
            json.writeStringField("code", d.code());
            json.writeStringField("message", d.message());
            if (field != null) {
                json.writeStringField(field, value.apply(fd));
            }
            json.writeEndObject();
        }
        json.writeEndArray();
    }

    /** The absolute checked folder, each name read as UTF-8 whatever the locale ({@link SlashPath#of}). */
    static String rootText(java.nio.file.Path root) {
        var absolute = root.toAbsolutePath().normalize();
        var top = absolute.getRoot();
        if (top == null || !"/".equals(top.toString())) {
            return absolute.toString(); // Windows: names are UTF-16 already
        }
        return "/" + SlashPath.of(top.relativize(absolute));
    }
}
