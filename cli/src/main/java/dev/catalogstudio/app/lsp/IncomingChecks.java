package dev.catalogstudio.app.lsp;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.lsp4j.jsonrpc.MessageConsumer;
import org.eclipse.lsp4j.jsonrpc.messages.MessageIssue;
import org.eclipse.lsp4j.jsonrpc.MessageIssueException;
import org.eclipse.lsp4j.jsonrpc.json.JsonRpcMethod;
import org.eclipse.lsp4j.jsonrpc.messages.Message;
import org.eclipse.lsp4j.jsonrpc.messages.NotificationMessage;
import org.eclipse.lsp4j.jsonrpc.messages.RequestMessage;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.eclipse.lsp4j.jsonrpc.validation.NonNull;
import org.eclipse.lsp4j.jsonrpc.validation.ReflectiveMessageValidator;

/**
 * What the transport checks of every request and notification from the client before a handler sees it, so that no
 * handler meets {@code null} where the protocol requires a value: the {@code params} of a method whose params type has
 * required properties must be present, and every property the protocol requires in them (LSP4J's {@link NonNull})
 * must be there, at any depth, lists holding no {@code null} ({@link ReflectiveMessageValidator}'s rules, applied to
 * the params only: the envelope stays LSP4J's, as lenient as before). A request that fails is answered with
 * InvalidParams (-32602) by LSP4J's issue handler; a notification that fails is dropped, and logged. Responses, and
 * messages the server sends, are not checked.
 */
final class IncomingChecks implements MessageConsumer {

    private final Map<String, JsonRpcMethod> methods;
    private final MessageConsumer next;
    private final ParamsValidator validator = new ParamsValidator();
    /** Whether a method's params are required, by method name. */
    private final Map<String, Boolean> required = new ConcurrentHashMap<>();

    /**
     * @param methods the JSON-RPC methods served, by name (LSP4J's {@code Launcher.Builder#getSupportedMethods})
     * @param next    where a message that passes goes
     */
    IncomingChecks(Map<String, JsonRpcMethod> methods, MessageConsumer next) {
        this.methods = Map.copyOf(methods);
        this.next = next;
    }

    /** LSP4J's reflective validation, of a params object rather than of a whole message. */
    private static final class ParamsValidator extends ReflectiveMessageValidator {
        List<MessageIssue> issues(Object params) {
            return validate(params);
        }
    }

    /**
     * Passes {@code message} on, or refuses it.
     *
     * @throws MessageIssueException (InvalidParams) when it lacks what the protocol requires
     */
    @Override
    public void consume(Message message) {
        String method = message instanceof RequestMessage r ? r.getMethod()
                : message instanceof NotificationMessage n ? n.getMethod() : null;
        Object params = message instanceof RequestMessage r ? r.getParams()
                : message instanceof NotificationMessage n ? n.getParams() : null;
        if (method != null && params == null && required.computeIfAbsent(method, this::paramsRequired)) {
            throw new MessageIssueException(message, new MessageIssue("The params of '" + method + "' are required.",
                    ResponseErrorCode.InvalidParams.getValue()));
        }
        if (method != null && params != null) {
            var issues = validator.issues(params);
            if (!issues.isEmpty() && dropInvalidListItems(params, issues)) {
                issues = validator.issues(params);
            }
            if (!issues.isEmpty()) {
                throw new MessageIssueException(message, issues);
            }
        }
        next.consume(message);
    }

    /**
     * Removes from the params' lists each item the protocol would reject (a required property missing at or below it),
     * as clients send such items where the server only reads along (Neovim sends {@code {}} for a diagnostic it holds
     * no protocol data of in a code action's context). A required property missing outside any list still refuses
     * the message.
     *
     * @param issues the validator's issues, whose messages end in {@code Path: $.a.b[2].c}
     * @return whether an item was removed
     */
    private static boolean dropInvalidListItems(Object params, List<MessageIssue> issues) {
        var doomed = new java.util.IdentityHashMap<List<?>, java.util.TreeSet<Integer>>();
        for (var issue : issues) {
            String text = issue.getText();
            int at = text == null ? -1 : text.lastIndexOf("Path: $");
            if (at < 0) {
                continue;
            }
            String path = text.substring(at + "Path: $".length());
            int open = path.lastIndexOf('[');
            int close = open < 0 ? -1 : path.indexOf(']', open);
            if (close < 0) {
                continue;
            }
            Object holder = navigate(params, path.substring(0, open));
            if (holder instanceof List<?> list) {
                try {
                    doomed.computeIfAbsent(list, l -> new java.util.TreeSet<>())
                            .add(Integer.parseInt(path.substring(open + 1, close)));
                } catch (NumberFormatException e) {
                    // not an index: leave the issue standing
                }
            }
        }
        boolean removed = false;
        for (var entry : doomed.entrySet()) {
            for (int index : entry.getValue().descendingSet()) {
                if (index < entry.getKey().size()) {
                    entry.getKey().remove(index);
                    removed = true;
                }
            }
        }
        return removed;
    }

    /** The value at a validator path ({@code .a.b[2].c}) below {@code root}, by its getters; {@code null} if none. */
    private static Object navigate(Object root, String path) {
        Object at = root;
        for (String part : path.split("\\.")) {
            if (part.isEmpty() || at == null) {
                continue;
            }
            String name = part;
            Integer index = null;
            int open = part.indexOf('[');
            if (open >= 0 && part.endsWith("]")) {
                name = part.substring(0, open);
                try {
                    index = Integer.parseInt(part.substring(open + 1, part.length() - 1));
                } catch (NumberFormatException e) {
                    return null;
                }
            }
            try {
                at = at.getClass().getMethod("get" + Character.toUpperCase(name.charAt(0)) + name.substring(1))
                        .invoke(at);
            } catch (ReflectiveOperationException | RuntimeException e) {
                return null;
            }
            if (index != null) {
                at = at instanceof List<?> list && index < list.size() ? list.get(index) : null;
            }
        }
        return at;
    }

    /** Whether {@code method} takes a params object with at least one required property. */
    private boolean paramsRequired(String method) {
        var rpc = methods.get(method);
        if (rpc == null || rpc.getParameterTypes().length != 1
                || !(rpc.getParameterTypes()[0] instanceof Class<?> type)) {
            return false;
        }
        return List.of(type.getMethods()).stream().anyMatch(IncomingChecks::isRequiredGetter);
    }

    private static boolean isRequiredGetter(Method m) {
        return m.getParameterCount() == 0 && m.getName().startsWith("get") && !Modifier.isStatic(m.getModifiers())
                && m.getAnnotation(NonNull.class) != null;
    }
}
