package dev.catalogstudio.app.lsp;

import java.util.Collection;
import java.util.HashMap;
import java.util.Map;

/**
 * The documents the client holds open, by their URI as the client named them: for those files the editor's buffer,
 * not the disk, is the truth. {@link DocumentLifecycleHandler} opens, changes and closes them; the others only ask.
 * Used on the server's model thread only.
 */
final class ClientDocuments {

    private final Map<String, OpenDocument> open = new HashMap<>();

    /** The open document of {@code uri}; null when the client has not opened it. */
    OpenDocument get(String uri) {
        return open.get(uri);
    }

    boolean containsKey(String uri) {
        return open.containsKey(uri);
    }

    void put(String uri, OpenDocument doc) {
        open.put(uri, doc);
    }

    /** Forgets the document of {@code uri}; returns it, or null when it was not open. */
    OpenDocument remove(String uri) {
        return open.remove(uri);
    }

    /** Every open document (a live view). */
    Collection<OpenDocument> values() {
        return open.values();
    }

    /** Whether the file at {@code path} of {@code folder} is open. */
    boolean isOpen(Folder folder, String path) {
        return open.values().stream().anyMatch(d -> d.folder == folder && path.equals(d.path));
    }

    /** The version of the open document at {@code path} of {@code folder}; null when it is not open. */
    Integer openVersion(Folder folder, String path) {
        for (var d : open.values()) {
            if (d.folder == folder && path.equals(d.path)) {
                return d.version;
            }
        }
        return null;
    }
}
