package dev.catalogstudio.app.lsp;

import static dev.catalogstudio.app.lsp.RawLsp.exit;
import static dev.catalogstudio.app.lsp.RawLsp.frame;
import static dev.catalogstudio.app.lsp.RawLsp.hover;
import static dev.catalogstudio.app.lsp.RawLsp.initialize;
import static dev.catalogstudio.app.lsp.RawLsp.notification;
import static dev.catalogstudio.app.lsp.RawLsp.request;
import static dev.catalogstudio.app.lsp.RawLsp.shutdown;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.jsonrpc.services.JsonNotification;
import org.eclipse.lsp4j.jsonrpc.services.JsonRequest;
import org.eclipse.lsp4j.jsonrpc.services.JsonSegment;
import org.eclipse.lsp4j.services.LanguageServer;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.eclipse.lsp4j.services.WorkspaceService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Params that are absent, {@code null}, empty or of the wrong shape, and documents outside every workspace folder,
 * sent to every method the server implements: each is a clean no-op (a notification) or a proper error response (a
 * request), never an internal error (issue 38, class 14). The timeout is a hang guard, never a budget.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class AbsentParamsTest {

    @TempDir
    Path dir;

    /** Asserts the session had no internal error and answered everything it was asked. */
    private static void assertClean(RawLsp.Session session, List<Integer> ids) {
        assertThat(session.errorsLogged()).as("internal errors told to the client").isEmpty();
        assertThat(session.internalErrors()).as("requests answered with InternalError").isEmpty();
        for (int id : ids) {
            assertThat(session.response(id)).as("the answer to request " + id).isPresent();
        }
        assertThat(session.exitCode()).isZero();
    }

    private static RawLsp.Session serve(List<String> messages) {
        var frames = new ArrayList<byte[]>();
        messages.forEach(m -> frames.add(frame(m)));
        try {
            return RawLsp.serve(new ByteArrayInputStream(RawLsp.concatBytes(frames)));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aDocumentAtTheRootOfTheFileSystemWithoutAFolderIsServedEmpty() {
        var session = serve(List.of(initialize(1, null), notification("initialized", "{}"),
                notification("textDocument/didOpen", "{\"textDocument\":{\"uri\":\"file:///SKILL.md\","
                        + "\"languageId\":\"markdown\",\"version\":1,\"text\":\"---\\nname: Not A Name\\n---\\n\"}}"),
                hover(2, "file:///SKILL.md"), shutdown(3), exit()));
        assertClean(session, List.of(1, 2, 3));
    }

    @Test
    void didOpenWithoutATextDocumentIsANoOp() {
        var session = serve(List.of(initialize(1, null), notification("initialized", "{}"),
                notification("textDocument/didOpen", "{\"textDocument\":null}"),
                notification("textDocument/didOpen", "{}"), notification("textDocument/didOpen", null),
                notification("textDocument/didOpen", "{\"textDocument\":{\"uri\":null,\"text\":null}}"),
                hover(2, "file:///elsewhere/SKILL.md"), shutdown(3), exit()));
        assertClean(session, List.of(1, 2, 3));
    }

    /**
     * A list item the protocol would reject is dropped, not the request: Neovim sends {@code {}} for a diagnostic of
     * a code action's context it holds no protocol data of, and the code action is still answered (the Neovim test
     * failed on that when the whole request was refused). A required property missing outside a list still refuses.
     */
    @Test
    void anInvalidItemOfAListIsDroppedAndTheRequestAnswered() throws java.io.IOException {
        Path root = LspHarness.sample(dir.resolve("catalog"));
        String uri = root.resolve("skills/incident-response/SKILL.md").toUri().toString();
        String range = "{\"start\":{\"line\":1,\"character\":8},\"end\":{\"line\":1,\"character\":8}}";
        var session = serve(List.of(initialize(1, root), notification("initialized", "{}"),
                request(2, "textDocument/codeAction", "{\"textDocument\":{\"uri\":\"" + uri + "\"},\"range\":" + range
                        + ",\"context\":{\"diagnostics\":[{}],\"only\":[\"quickfix\"]}}"),
                request(3, "textDocument/codeAction", "{\"textDocument\":{\"uri\":\"" + uri + "\"},\"range\":null,"
                        + "\"context\":{\"diagnostics\":[]}}"),
                shutdown(4), exit()));

        assertClean(session, List.of(1, 2, 3, 4));
        assertThat(session.response(2).orElseThrow().has("error")).as(session.response(2).toString()).isFalse();
        assertThat(session.response(3).orElseThrow().getAsJsonObject("error").get("code").getAsInt())
                .isEqualTo(-32602);
    }

    /** Every JSON-RPC method the server implements itself (not LSP4J's defaults), by name. */
    private static TreeMap<String, Boolean> implementedMethods() {
        var server = new CatalogLanguageServer("test");
        var methods = new TreeMap<String, Boolean>(); // name -> is a request
        collect(LanguageServer.class, server.getClass(), methods);
        collect(TextDocumentService.class, server.getTextDocumentService().getClass(), methods);
        collect(WorkspaceService.class, server.getWorkspaceService().getClass(), methods);
        server.stop();
        return methods;
    }

    private static void collect(Class<?> api, Class<?> implementation, TreeMap<String, Boolean> into) {
        var segment = api.getAnnotation(JsonSegment.class);
        for (Method m : api.getMethods()) {
            var request = m.getAnnotation(JsonRequest.class);
            var notification = m.getAnnotation(JsonNotification.class);
            if (request == null && notification == null) {
                continue;
            }
            try {
                if (implementation.getMethod(m.getName(), m.getParameterTypes()).getDeclaringClass() == api) {
                    continue; // LSP4J's default: not the server's
                }
            } catch (NoSuchMethodException e) {
                continue;
            }
            String value = request != null ? request.value() : notification.value();
            boolean useSegment = request != null ? request.useSegment() : notification.useSegment();
            String name = (useSegment && segment != null ? segment.value() + "/" : "")
                    + (value.isEmpty() ? m.getName() : value);
            into.put(name, request != null);
        }
    }

    @Test
    void everyMethodTakesAbsentNullEmptyAndMisshapenParamsWithoutAnInternalError() throws Exception {
        Path root = LspHarness.sample(dir.resolve("catalog"));
        var methods = implementedMethods();
        methods.remove("shutdown");
        methods.remove("exit");
        assertThat(methods).containsKeys("textDocument/didOpen", "textDocument/hover", "workspace/didRenameFiles",
                "initialize", "initialized");
        var messages = new ArrayList<String>(List.of(initialize(1, root), notification("initialized", "{}")));
        var requests = new ArrayList<Integer>(List.of(1));
        int id = 100;
        String outside = LspHarness.uri(dir.resolve("elsewhere/SKILL.md"));
        for (var method : methods.entrySet()) {
            for (String params : new String[] {null, "null", "{}", "[]", "[null]", "{\"textDocument\":null}",
                    "{\"textDocument\":{\"uri\":null}}", "{\"textDocument\":{\"uri\":\"" + outside + "\"},"
                    + "\"position\":{\"line\":0,\"character\":0}}", "{\"textDocument\":{\"uri\":\"file:///SKILL.md\"}}",
                    "{\"changes\":[null]}", "{\"files\":[null]}", "{\"event\":null}"}) {
                if (method.getValue()) {
                    messages.add(request(++id, method.getKey(), params));
                    requests.add(id);
                } else {
                    messages.add(notification(method.getKey(), params));
                }
                messages.add(hover(++id, outside)); // answered, whatever came before
                requests.add(id);
            }
        }
        messages.add(shutdown(2));
        messages.add(exit());
        requests.add(2);
        assertClean(serve(messages), requests);
    }
}
