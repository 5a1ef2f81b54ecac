package dev.catalogstudio.app.session;

import static java.nio.file.StandardWatchEventKinds.ENTRY_CREATE;
import static java.nio.file.StandardWatchEventKinds.ENTRY_DELETE;
import static java.nio.file.StandardWatchEventKinds.ENTRY_MODIFY;
import static java.nio.file.StandardWatchEventKinds.OVERFLOW;

import dev.catalogstudio.model.workspace.WorkspaceScanner;
import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Watches a workspace folder and its sub-folders (registered recursively, new folders included) on one daemon thread
 * and reports each changed file as a path relative to the root. The listener runs on the watcher thread: hand the
 * change to the background executor. Skips exactly the folders the model's scanner skips
 * ({@link WorkspaceScanner#skipped(Path)}: version control, dependencies, build output beside its build file).
 */
final class FolderWatcher implements AutoCloseable {

    /** What happened to a file. */
    enum Kind { CHANGED, DELETED }

    /** One file event: {@code path} is {@code /}-separated, relative to the root. */
    record Change(String path, Kind kind) {
    }

    private final Path root;
    private final WatchService service;
    private final Consumer<Change> listener;
    private final Map<WatchKey, Path> folders = new HashMap<>();
    private final Thread thread;

    private FolderWatcher(Path root, WatchService service, Consumer<Change> listener) {
        this.root = root;
        this.service = service;
        this.listener = listener;
        this.thread = new Thread(this::loop, "catalog-studio-watcher");
        thread.setDaemon(true);
    }

    /**
     * Starts watching {@code root}.
     *
     * @throws IOException if the platform offers no watch service for it
     */
    static FolderWatcher start(Path root, Consumer<Change> listener) throws IOException {
        var watcher = new FolderWatcher(root, root.getFileSystem().newWatchService(), listener);
        watcher.registerTree(root, false);
        watcher.thread.start();
        return watcher;
    }

    /** The folders registered so far (for tests: what is watched and what is skipped). */
    synchronized java.util.Set<Path> folders() {
        return java.util.Set.copyOf(folders.values());
    }

    @Override
    public void close() {
        try {
            service.close();
        } catch (IOException e) {
            // Closing a watch service that failed: nothing left to release.
        }
    }

    private void loop() {
        try {
            while (true) {
                WatchKey key = service.take();
                Path folder;
                synchronized (this) {
                    folder = folders.get(key);
                }
                for (var event : key.pollEvents()) {
                    if (event.kind() == OVERFLOW || folder == null) {
                        continue;
                    }
                    Path child = folder.resolve((Path) event.context());
                    if (event.kind() == ENTRY_CREATE && Files.isDirectory(child)) {
                        registerTree(child, true);
                    } else if (event.kind() == ENTRY_DELETE) {
                        listener.accept(new Change(relative(child), Kind.DELETED));
                    } else if (Files.isRegularFile(child)) {
                        listener.accept(new Change(relative(child), Kind.CHANGED));
                    }
                }
                if (!key.reset()) {
                    synchronized (this) {
                        folders.remove(key);
                    }
                }
            }
        } catch (InterruptedException | ClosedWatchServiceException e) {
            // Closed: the workspace was closed or another one opened.
        }
    }

    private void registerTree(Path start, boolean reportFiles) {
        try {
            Files.walkFileTree(start, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
                    if (!dir.equals(root) && WorkspaceScanner.skipped(dir)) {
                        return FileVisitResult.SKIP_SUBTREE;
                    }
                    var key = dir.register(service, ENTRY_CREATE, ENTRY_DELETE, ENTRY_MODIFY);
                    synchronized (FolderWatcher.this) {
                        folders.put(key, dir);
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    if (reportFiles && attrs.isRegularFile()) {
                        listener.accept(new Change(relative(file), Kind.CHANGED));
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            // A folder that vanished while being registered: its events are lost with it.
        }
    }

    private String relative(Path file) {
        return root.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/");
    }
}
