package dev.catalogstudio.app.lsp;

import java.io.ByteArrayInputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStreamReader;
import org.eclipse.lsp4j.jsonrpc.JsonRpcException;
import org.eclipse.lsp4j.jsonrpc.MessageConsumer;
import org.eclipse.lsp4j.jsonrpc.MessageIssueException;
import org.eclipse.lsp4j.jsonrpc.MessageIssueHandler;
import org.eclipse.lsp4j.jsonrpc.MessageProducer;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;

/**
 * The server's reader of messages, in place of LSP4J's {@code StreamMessageProducer}: the frames come from
 * {@link Framing}, the one reader of the headers, whole; LSP4J parses each one's JSON-RPC content
 * ({@link MessageJsonHandler}) and handles it. Content that is no JSON, or JSON of the wrong shape, is LSP4J's issue
 * to answer ({@link MessageIssueHandler}: a JSON-RPC error response to a request whose id it read, a log line
 * otherwise); whatever its parse reads or leaves unread, the next message starts where the framing says.
 */
final class FramedMessageProducer implements MessageProducer, Closeable {

    private static final System.Logger LOG = System.getLogger(FramedMessageProducer.class.getName());

    private final Framing framing;
    private final MessageJsonHandler json;
    private final MessageIssueHandler issues;
    private volatile boolean running;

    FramedMessageProducer(Framing framing, MessageJsonHandler json, MessageIssueHandler issues) {
        this.framing = framing;
        this.json = json;
        this.issues = issues;
    }

    /** Hands each message to {@code callback} until the input ends, the stream fails or {@link #close} is called. */
    @Override
    public void listen(MessageConsumer callback) {
        running = true;
        try {
            while (running) {
                var message = framing.next();
                if (message == null) {
                    return;
                }
                deliver(message, callback);
            }
        } catch (IOException e) {
            if (!JsonRpcException.indicatesStreamClosed(e)) {
                throw new JsonRpcException(e);
            }
        } finally {
            running = false;
        }
    }

    private void deliver(Framing.Message message, MessageConsumer callback) {
        try (var content = new InputStreamReader(new ByteArrayInputStream(message.content()), message.charset())) {
            callback.consume(json.parseMessage(content));
        } catch (MessageIssueException e) {
            if (e.getRpcMessage() != null) {
                issues.handle(e.getRpcMessage(), e.getIssues());
            } else {
                LOG.log(System.Logger.Level.WARNING, "catalog-studio lsp: a message that is no JSON-RPC: " + e);
            }
        } catch (RuntimeException | IOException | StackOverflowError e) {
            // Unparseable content, or a consumer that failed: this message is lost, the next one is read.
            LOG.log(System.Logger.Level.WARNING, "catalog-studio lsp: a message could not be handled: " + e);
        }
    }

    @Override
    public void close() {
        running = false;
    }
}
