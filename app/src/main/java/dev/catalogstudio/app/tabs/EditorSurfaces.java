package dev.catalogstudio.app.tabs;

/** Makes the editor for a file. */
public final class EditorSurfaces {

    private EditorSurfaces() {
    }

    /** The editor for the file at {@code path} (its language follows the file name). */
    public static EditorSurface forPath(String path) {
        return new CodeEditorSurface(path);
    }
}
