package dev.catalogstudio.app.lsp;

import dev.catalogstudio.model.edit.EditRefusedException;
import dev.catalogstudio.model.edit.FieldPath;
import dev.catalogstudio.model.format.FrontmatterFields;
import dev.catalogstudio.model.resolve.Edge;
import dev.catalogstudio.model.resolve.Layer;
import dev.catalogstudio.model.resolve.Node;
import dev.catalogstudio.model.resolve.NodeKind;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.workspace.Snapshot;
import dev.catalogstudio.model.yaml.FrontmatterEditor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PrepareRenameResult;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.RenameFile;
import org.eclipse.lsp4j.ResourceOperation;
import org.eclipse.lsp4j.TextDocumentEdit;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;

/**
 * {@code textDocument/prepareRename} and {@code textDocument/rename} of a skill: on its {@code name} value, or on a
 * reference that resolves to it (a dependency origin, an OAF skill reference). The rename is one {@link WorkspaceEdit}:
 * the {@code name} value, the last path segment of every reference in the workspace that names the skill's folder
 * (origins, OAF references, relative Markdown links into the folder), then the folder itself ({@link RenameFile}, last,
 * so the text edits name the documents as they are before it). A skill is a {@code SKILL.md} of the workspace (not of a
 * fetched or mapped layer); its folder and its name both become the new name, which must be a valid skill name.
 *
 * <p>Text edits of open documents carry the version the client gave; those of files it has not opened carry none.
 * Mentions of the name in prose are not references and are left alone.
 */
final class Renames {

    private Renames() {
    }

    /**
     * A skill found at a place of a document.
     *
     * @param skill the skill's node
     * @param range where the rename was asked: the {@code name} value, or the folder segment of a reference
     */
    record SkillAt(Node skill, Range range) {
    }

    /** The skill whose name value or reference covers {@code position}; empty elsewhere. */
    static Optional<SkillAt> skillAt(RequestTarget target, Position position) {
        var text = target.text();
        if (text.isEmpty()) {
            return Optional.empty();
        }
        var snapshot = target.snapshot();
        var graph = snapshot.graph();
        int offset = LspText.offset(text.get(), position);
        var edge = ReferencedEntries.edgeAt(target, offset);
        if (edge.isPresent()) {
            var node = graph.target(edge.get()).filter(Renames::isSkill);
            if (node.isEmpty()) {
                return Optional.empty();
            }
            var segment = segment(text.get(), edge.get(), folderName(node.get()));
            return Optional.of(new SkillAt(node.get(), segment.map(s -> LspText.range(text.get(), s[0], s[1]))
                    .orElse(LspText.range(edge.get().range()))));
        }
        return graph.contribution(target.path()).nodes().stream()
                .filter(n -> isSkill(n) && n.path().equals(target.path()) && n.range() != null
                        && offset >= n.range().startOffset() && offset <= n.range().endOffset())
                .findFirst().map(n -> new SkillAt(n, LspText.range(n.range())));
    }

    /** A skill's main entry: a {@code SKILL.md} node with a path. */
    private static boolean isSkill(Node node) {
        return node.kind() == NodeKind.SKILL && !node.external() && node.path() != null
                && (node.path().equals("SKILL.md") || node.path().endsWith("/SKILL.md"));
    }

    /**
     * {@code prepareRename}: the range to rename and the skill's current name as the placeholder; {@code null} where
     * there is no skill to rename.
     *
     * @throws ResponseErrorException (RequestFailed) for a skill of another layer than the workspace
     */
    static PrepareRenameResult prepare(RequestTarget target, Position position) {
        var at = skillAt(target, position);
        if (at.isEmpty()) {
            return null;
        }
        refuseOtherLayers(at.get().skill());
        return new PrepareRenameResult(at.get().range(), currentName(target.snapshot(), at.get().skill()));
    }

    /**
     * {@code rename}: the workspace edit renaming the skill at {@code position} to {@code newName}; {@code null} where
     * there is no skill.
     *
     * @param renameFolders whether the client announced {@code workspace.workspaceEdit.resourceOperations} with
     *                      {@code rename} (and {@code documentChanges}); without it a rename that must move the folder
     *                      is refused
     * @param versionOf     the version of an open document by its path, or {@code null} for a file not open
     * @throws ResponseErrorException (InvalidParams) for a name that is not a valid skill name or one whose folder is
     *                                taken; (RequestFailed) for a skill of another layer, or a folder rename the client
     *                                cannot apply
     */
    static WorkspaceEdit rename(RequestTarget target, Position position, String newName,
                                boolean renameFolders, Function<String, Integer> versionOf) {
        var at = skillAt(target, position);
        if (at.isEmpty()) {
            return null;
        }
        var skill = at.get().skill();
        refuseOtherLayers(skill);
        if (newName == null || !FrontmatterFields.NAME.matcher(newName).matches()
                || newName.length() > FrontmatterFields.NAME_MAX) {
            throw error(ResponseErrorCode.InvalidParams, "'" + newName + "' is not a valid skill name: use lowercase"
                    + " letters, digits and single hyphens, not at the start or end, at most "
                    + FrontmatterFields.NAME_MAX + " characters.");
        }
        var snapshot = target.snapshot();
        var folder = target.folder();
        String oldFolder = skillFolder(skill);
        if (oldFolder.isEmpty()) {
            throw error(ResponseErrorCode.RequestFailed, "The skill '" + skill.path() + "' is the workspace's own"
                    + " folder, which its editor names: rename it there.");
        }
        String oldFolderName = folderName(skill);
        String parent = oldFolder.contains("/") ? oldFolder.substring(0, oldFolder.lastIndexOf('/') + 1) : "";
        String newFolder = parent + newName;
        boolean moves = !oldFolderName.equals(newName);
        if (moves && (!snapshot.filesUnder(newFolder).isEmpty() || snapshot.files().containsKey(newFolder)
                || RenameTargets.taken(folder.absolute(newFolder)))) {
            throw error(ResponseErrorCode.InvalidParams, "There is already a '" + newFolder + "'; choose another name.");
        }
        if (moves && !renameFolders) {
            throw error(ResponseErrorCode.RequestFailed, "Renaming the skill '" + oldFolderName + "' renames its"
                    + " folder, and this editor does not announce that it can rename files in a workspace edit"
                    + " (workspace.workspaceEdit.resourceOperations: rename). Rename the folder '" + oldFolder
                    + "' yourself, then use the quick fix on 'name'.");
        }
        var edits = new TreeMap<String, List<TextEdit>>();
        // The name value.
        snapshot.frontmatter(skill.path()).ifPresent(doc -> {
            String current = doc.mapping().flatMap(m -> m.string("name")).map(s -> s.value()).orElse(null);
            if (!newName.equals(current)) {
                try {
                    var edit = FrontmatterEditor.of(doc).set(FieldPath.of("name"), newName);
                    edits.computeIfAbsent(skill.path(), p -> new ArrayList<>())
                            .add(new TextEdit(LspText.range(edit.range()), edit.newText()));
                } catch (EditRefusedException e) {
                    throw error(ResponseErrorCode.RequestFailed, "The name of '" + skill.path() + "' cannot be set: "
                            + e.getMessage());
                }
            }
        });
        if (moves) {
            references(snapshot, skill, oldFolderName, newName, edits);
            links(target, oldFolder, oldFolderName, newName, edits);
        }
        List<Either<TextDocumentEdit, ResourceOperation>> changes = new ArrayList<>();
        edits.forEach((path, list) -> {
            list.sort((a, b) -> LspText.compare(a.getRange().getStart(), b.getRange().getStart()));
            changes.add(Either.forLeft(new TextDocumentEdit(new VersionedTextDocumentIdentifier(folder.uri(path),
                    versionOf.apply(path)), list.stream()
                    .map(Either::<TextEdit, org.eclipse.lsp4j.SnippetTextEdit>forLeft).toList())));
        });
        if (moves) {
            changes.add(Either.forRight(new RenameFile(folderUri(folder, oldFolder), folderUri(folder, newFolder))));
        }
        if (!renameFolders) {
            // a client without documentChanges may still read 'changes' (no folder moves here)
            var byUri = new java.util.LinkedHashMap<String, List<TextEdit>>();
            edits.forEach((path, list) -> byUri.put(folder.uri(path), list));
            return new WorkspaceEdit(byUri);
        }
        return new WorkspaceEdit(changes);
    }

    /** The last path segment of every reference in the workspace's documents that resolves to {@code skill}. */
    private static void references(Snapshot snapshot, Node skill, String oldName, String newName,
                                   Map<String, List<TextEdit>> edits) {
        var graph = snapshot.graph();
        for (String address : skill.addresses()) {
            for (String owner : new java.util.TreeSet<>(graph.referrers(address))) {
                for (Edge edge : graph.contribution(owner).edges()) {
                    if (!address.equals(edge.target()) || edge.path() == null
                            || !snapshot.files().containsKey(edge.path())) {
                        continue;
                    }
                    var text = snapshot.text(edge.path()).map(SourceText::text);
                    var segment = text.flatMap(t -> segment(t, edge, oldName));
                    if (segment.isPresent()) {
                        int[] s = segment.get();
                        edits.computeIfAbsent(edge.path(), p -> new ArrayList<>())
                                .add(new TextEdit(LspText.range(text.get(), s[0], s[1]), newName));
                    }
                }
            }
        }
    }

    /**
     * Where, in {@code text}, the reference {@code edge} writes the folder name {@code name} as its last path segment
     * (an origin's {@code …/skills/NAME}, an OAF reference {@code NAME}): the offsets of that segment. Empty when the
     * reference is not written in its range (an implied one, such as a plugin's skills) or does not end with the name.
     */
    static Optional<int[]> segment(String text, Edge edge, String name) {
        int start = Math.min(edge.range().startOffset(), text.length());
        int end = Math.min(edge.range().endOffset(), text.length());
        int at = text.substring(start, end).indexOf(edge.written());
        if (at < 0) {
            return Optional.empty();
        }
        String written = edge.written();
        int last = written.length();
        while (last > 0 && written.charAt(last - 1) == '/') {
            last--;
        }
        int first = written.lastIndexOf('/', last - 1) + 1;
        if (!written.substring(first, last).equals(name)) {
            return Optional.empty();
        }
        return Optional.of(new int[] {start + at + first, start + at + last});
    }

    /**
     * The relative links of the workspace's Markdown documents whose destination passes through the folder
     * {@code oldFolder} by its name (e.g. {@code ../k8s-triage/SKILL.md}): that segment of the destination.
     */
    private static void links(RequestTarget target, String oldFolder, String oldName, String newName,
                              Map<String, List<TextEdit>> edits) {
        var snapshot = target.snapshot();
        for (var entry : snapshot.documents().entrySet()) {
            String path = entry.getKey();
            if (!path.endsWith(".md") || entry.getValue().text() == null) {
                continue;
            }
            var text = entry.getValue().text();
            var other = new RequestTarget(target.folder(), path, target.folder().uri(path), snapshot);
            for (var link : DocumentLinks.destinations(other, text)) {
                String directory = path.contains("/") ? path.substring(0, path.lastIndexOf('/')) : "";
                var segments = link.destination().split("/", -1);
                int offset = link.start();
                String at = directory;
                for (String segment : segments) {
                    if (segment.equals("..")) {
                        at = at.contains("/") ? at.substring(0, at.lastIndexOf('/')) : "";
                    } else if (!segment.isEmpty() && !segment.equals(".")) {
                        at = at.isEmpty() ? segment : at + "/" + segment;
                        if (at.equals(oldFolder) && segment.equals(oldName)) {
                            edits.computeIfAbsent(path, p -> new ArrayList<>()).add(new TextEdit(
                                    LspText.range(text.text(), offset, offset + segment.length()), newName));
                            break;
                        }
                    }
                    offset += segment.length() + 1;
                }
            }
        }
    }

    private static void refuseOtherLayers(Node skill) {
        if (!Layer.WORKSPACE.equals(skill.layer())) {
            throw error(ResponseErrorCode.RequestFailed, "'" + LspDiagnostics.label(skill) + "' belongs to the layer '"
                    + skill.layer() + "', not to this workspace: rename it where it is written.");
        }
    }

    private static String currentName(Snapshot snapshot, Node skill) {
        return snapshot.frontmatter(skill.path()).flatMap(d -> d.mapping()).flatMap(m -> m.string("name"))
                .map(s -> s.value()).orElse(folderName(skill));
    }

    /** The folder holding the skill's SKILL.md, relative to its layer ({@code skills/k8s-triage}). */
    private static String skillFolder(Node skill) {
        String path = skill.path();
        return path.contains("/") ? path.substring(0, path.lastIndexOf('/')) : "";
    }

    private static String folderName(Node skill) {
        String folder = skillFolder(skill);
        return folder.substring(folder.lastIndexOf('/') + 1);
    }

    /** The URI of a folder, without the trailing slash {@link java.nio.file.Path#toUri()} gives an existing one. */
    private static String folderUri(Folder folder, String path) {
        String uri = folder.uri(path);
        return uri.endsWith("/") ? uri.substring(0, uri.length() - 1) : uri;
    }

    private static ResponseErrorException error(ResponseErrorCode code, String message) {
        return new ResponseErrorException(new ResponseError(code, message, null));
    }
}
