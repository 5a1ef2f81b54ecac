package dev.catalogstudio.app.lsp;

/**
 * A document the client holds open. {@code folder} is null for a file outside every workspace folder. Made, changed
 * and read on the server's model thread only.
 */
final class OpenDocument {
    final String uri;
    final Folder folder;
    final String path;
    int version;
    String text;
    /** Whether {@link #text} is newer than the model's (changes not yet checked). */
    boolean dirty;

    OpenDocument(String uri, Folder folder, String path, int version, String text) {
        this.uri = uri;
        this.folder = folder;
        this.path = path;
        this.version = version;
        this.text = text;
    }
}
