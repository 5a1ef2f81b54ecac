package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.text.SlashPath;
import dev.catalogstudio.model.workspace.CheckResult;
import java.io.PrintWriter;

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
        var json = Json.object();
        json.put("root", rootText(result.root()));
        json.put("files", result.fileCount());
        diagnostics(json.putArray("diagnostics"), result.diagnostics());
        json.putObject("summary")
                .put("errors", result.count(Severity.ERROR))
                .put("warnings", result.count(Severity.WARNING))
                .put("infos", result.count(Severity.INFO));
        Json.print(json, out);
    }

    /** Adds one object per diagnostic to {@code array}, in the shape above (path, 1-based line and column …). */
    static void diagnostics(com.fasterxml.jackson.databind.node.ArrayNode array,
                            java.util.List<dev.catalogstudio.model.workspace.FileDiagnostic> diagnostics) {
        for (var fd : diagnostics) {
            var d = fd.diagnostic();
            var range = d.range();
            array.addObject()
                    .put("path", fd.path())
                    .put("line", range.start().line())
                    .put("column", range.start().column())
                    .put("endLine", range.end().line())
                    .put("endColumn", range.end().column())
                    .put("severity", d.severity().label())
                    .put("code", d.code())
                    .put("message", d.message());
        }
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
