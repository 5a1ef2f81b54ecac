package dev.catalogstudio.app.lsp;

import java.util.concurrent.Executors;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.RemoteEndpoint;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.services.LanguageClient;

/**
 * LSP4J's launcher for the server with the transport's limits and checks in place: the input is read by
 * {@link Framing} (one reader of the headers, the size limit) through a {@link FramedMessageProducer} instead of
 * LSP4J's own stream reader, and each message from the client passes {@link IncomingChecks} (required params and
 * properties) before a handler sees it. Everything else (JSON-RPC, the endpoints, the threads) is LSP4J's, built by
 * its own builder's steps.
 */
final class ServerLauncher extends Launcher.Builder<LanguageClient> {

    private final long maxContentLength;

    /** @param maxContentLength the largest message content accepted, in bytes ({@link Framing#MAX_CONTENT_LENGTH}) */
    ServerLauncher(long maxContentLength) {
        this.maxContentLength = maxContentLength;
        setRemoteInterface(LanguageClient.class);
    }

    @Override
    public Launcher<LanguageClient> create() {
        if (input == null || output == null || localServices == null) {
            throw new IllegalStateException("input, output and the local service must be configured");
        }
        MessageJsonHandler json = createJsonHandler();
        RemoteEndpoint endpoint = createRemoteEndpoint(json);
        LanguageClient client = createProxy(endpoint);
        var reader = new FramedMessageProducer(new Framing(input, maxContentLength), json, endpoint);
        var incoming = new IncomingChecks(getSupportedMethods(), wrapMessageConsumer(endpoint));
        var processor = createMessageProcessor(reader, incoming, client);
        return createLauncher(executorService != null ? executorService : Executors.newCachedThreadPool(), client,
                endpoint, processor);
    }
}
