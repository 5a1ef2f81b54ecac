package dev.catalogstudio.app.lsp;

import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;
import org.eclipse.lsp4j.services.LanguageClient;

/**
 * The server's end of the connection to the client: the client's proxy, which {@code connect} sets before LSP4J's
 * reader starts, and the log messages the server sends through it (redacted).
 *
 * <p>Threads: the proxy is a volatile field, set on the thread that starts the server and read on the model thread,
 * where every message and every diagnostic is sent from.
 */
final class ClientConnection {

    private volatile LanguageClient client;

    void connect(LanguageClient client) {
        this.client = client;
    }

    /** The client's proxy; null until {@link #connect}. */
    LanguageClient client() {
        return client;
    }

    /** Tells the client {@code text} ({@code window/logMessage}), with secrets redacted; nothing before connect. */
    void message(MessageType type, String text) {
        var c = client;
        if (c != null) {
            c.logMessage(new MessageParams(type, dev.catalogstudio.model.text.Secrets.redact(text)));
        }
    }
}
