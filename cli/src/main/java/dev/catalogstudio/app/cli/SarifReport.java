package dev.catalogstudio.app.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.catalogstudio.model.text.PercentEncoding;
import dev.catalogstudio.model.text.SlashPath;
import dev.catalogstudio.model.workspace.CheckResult;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The {@code sarif} format: SARIF 2.1.0 as GitHub code scanning accepts it (upload with
 * {@code github/codeql-action/upload-sarif}). One run whose driver is {@code catalog-studio}; its {@code rules} are
 * the rules that appear in the results ({@link SarifRules}). Each result has {@code ruleId}, {@code ruleIndex},
 * {@code level} ({@code error}, {@code warning}, {@code note}), {@code message.text}, one physical location relative
 * to {@code %SRCROOT%} (the checked folder, given in {@code originalUriBaseIds}) with a 1-based region whose end
 * column is exclusive, and a {@link #FINGERPRINT} in {@code partialFingerprints}. Columns are UTF-16 code units
 * ({@code columnKind}).
 *
 * <p>{@code review} lists a subset ({@link #write(CheckResult, Predicate, Function, PrintWriter)}): the change set's new
 * results by default, each with a {@code baselineState}; the fingerprints' occurrence numbers still count every
 * result, so a result keeps its fingerprint whichever subset lists it.
 */
final class SarifReport implements Report {

    /** The {@code partialFingerprints} key: SHA-256 of rule id, path and message, plus the occurrence number. */
    static final String FINGERPRINT = "catalogStudioResult/v1";

    static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

    static final String SRCROOT = "%SRCROOT%";

    private final String version;

    /** @param version the tool version to report, e.g. {@code 0.1.0-SNAPSHOT} */
    SarifReport(String version) {
        this.version = version;
    }

    @Override
    public void write(CheckResult result, PrintWriter out) {
        write(result, d -> true, d -> null, out);
    }

    /**
     * Writes the results of {@code result} that {@code listed} accepts, each with the {@code baselineState}
     * {@code baselineState} gives ({@code new}, {@code unchanged}, {@code updated}, or {@code null} for none).
     */
    void write(CheckResult result, Predicate<FileDiagnostic> listed, Function<FileDiagnostic, String> baselineState,
               PrintWriter out) {
        var rules = new SarifRules(result.diagnostics().stream().filter(listed).toList());
        JsonOutput.write(out, json -> {
            json.writeStartObject();
            json.writeStringField("$schema", SCHEMA);
            json.writeStringField("version", "2.1.0");
            json.writeArrayFieldStart("runs");
            json.writeStartObject();
            json.writeObjectFieldStart("tool");
            json.writeObjectFieldStart("driver");
            json.writeStringField("name", "catalog-studio");
            json.writeStringField("version", version);
            json.writeFieldName("rules");
            rules.write(json);
            json.writeEndObject();
            json.writeEndObject();
            json.writeObjectFieldStart("originalUriBaseIds");
            json.writeObjectFieldStart(SRCROOT);
            json.writeStringField("uri", rootUri(result));
            json.writeEndObject();
            json.writeEndObject();
            json.writeStringField("columnKind", "utf16CodeUnits");
            json.writeFieldName("results");
            results(result, listed, baselineState, rules, json);
            json.writeEndObject();
            json.writeEndArray();
            json.writeEndObject();
        });
    }

    private static void results(CheckResult result, Predicate<FileDiagnostic> listed,
                                Function<FileDiagnostic, String> baselineState, SarifRules rules, JsonGenerator json)
            throws IOException {
        Map<String, Integer> seen = new HashMap<>();
        var digest = sha256(); // one for all results: digest() resets it
        json.writeStartArray();
        for (var fd : result.diagnostics()) {
            var hash = hash(fd, digest);
            int occurrence = seen.merge(hash, 1, Integer::sum);
            if (!listed.test(fd)) {
                continue;
            }
            var d = fd.diagnostic();
            json.writeStartObject();
            json.writeStringField("ruleId", d.code());
            json.writeNumberField("ruleIndex", rules.index(d.rule()));
            json.writeStringField("level", SarifRules.level(d.severity()));
            json.writeObjectFieldStart("message");
            json.writeStringField("text", d.message());
            json.writeEndObject();
            json.writeArrayFieldStart("locations");
            json.writeStartObject();
            json.writeObjectFieldStart("physicalLocation");
            json.writeObjectFieldStart("artifactLocation");
            json.writeStringField("uri", uri(fd.path()));
            json.writeStringField("uriBaseId", SRCROOT);
            json.writeEndObject();
            json.writeObjectFieldStart("region");
            json.writeNumberField("startLine", d.range().start().line());
            json.writeNumberField("startColumn", d.range().start().column());
            json.writeNumberField("endLine", d.range().end().line());
            json.writeNumberField("endColumn", d.range().end().column());
            json.writeEndObject();
            json.writeEndObject();
            json.writeEndObject();
            json.writeEndArray();
            json.writeObjectFieldStart("partialFingerprints");
            json.writeStringField(FINGERPRINT, hash + ":" + occurrence);
            json.writeEndObject();
            String state = baselineState.apply(fd);
            if (state != null) {
                json.writeStringField("baselineState", state);
            }
            json.writeEndObject();
        }
        json.writeEndArray();
    }

    /**
     * A stable fingerprint: hex SHA-256 of rule id, path and message (not the line, so an alert survives edits above
     * it). Results with equal hashes in one file are told apart by the occurrence number appended by the caller.
     */
    static String hash(FileDiagnostic fd) {
        return hash(fd, sha256());
    }

    private static String hash(FileDiagnostic fd, MessageDigest digest) {
        var key = fd.diagnostic().code() + '\0' + fd.path() + '\0' + fd.diagnostic().message();
        return HexFormat.of().formatHex(digest.digest(key.getBytes(StandardCharsets.UTF_8)));
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    /**
     * A relative, {@code /}-separated path as a relative URI reference: UTF-8 bytes outside RFC 3986's unreserved
     * characters, sub-delimiters and {@code @} are percent-encoded, and so are {@code :} (which would read as a
     * scheme), {@code %}, {@code ?}, {@code #} and spaces. {@code skills/my skill/SKILL.md} →
     * {@code skills/my%20skill/SKILL.md}. A name's byte that is not UTF-8 ({@link SlashPath}) is encoded as itself
     * ({@code caf%E9.md}), so the URI names the file whatever its bytes (SARIF 2.1.0 § 3.4.3, RFC 3986).
     */
    static String uri(String relativePath) {
        return PercentEncoding.encode(SlashPath.bytes(relativePath), "!$&'()*+,;=@/");
    }

    /** The checked folder as a {@code file:} URI ending in {@code /}, as SARIF requires of a base. */
    private static String rootUri(CheckResult result) {
        var uri = result.root().toAbsolutePath().normalize().toUri().toString();
        return uri.endsWith("/") ? uri : uri + "/";
    }
}
