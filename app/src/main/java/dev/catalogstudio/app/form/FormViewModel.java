package dev.catalogstudio.app.form;

import dev.catalogstudio.app.session.LayerFiles;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.model.diag.QuickFix;
import dev.catalogstudio.model.edit.DocumentEditor;
import dev.catalogstudio.model.edit.EditRefusedException;
import dev.catalogstudio.model.edit.FieldPath;
import dev.catalogstudio.model.format.EditorLanguage;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.format.metaagents.Changelog;
import dev.catalogstudio.model.format.metaagents.MetaAgentsFormat;
import dev.catalogstudio.model.format.metaagents.VersionBump;
import dev.catalogstudio.model.formats.Specs;
import dev.catalogstudio.model.graph.DependencyChoices;
import dev.catalogstudio.model.json.JsonEditor;
import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.resolve.NodeKind;
import dev.catalogstudio.model.resolve.Origin;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.TextEdit;
import dev.catalogstudio.model.workspace.Snapshot;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.FrontmatterEditor;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The frontmatter form's state and commands, for the document of the current editor tab. Its fields come from the
 * session's snapshot after every keystroke ({@link FormField#of}); each command turns into one minimal
 * {@link TextEdit} ({@link FrontmatterEditor}) applied like a quick fix: one undo step in the editor, reaching the
 * model like a keystroke, so the form, the text and the problems panel never disagree. A document whose frontmatter
 * does not parse has no fields and a {@link #problemProperty() problem}: the form never writes over text it could not
 * read. FX thread only.
 */
public final class FormViewModel {

    private final WorkspaceSession session;
    private final Function<String, Optional<String>> openText;
    private final ReadOnlyObjectWrapper<List<FormField>> fields = new ReadOnlyObjectWrapper<>(List.of());
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper();
    private final ReadOnlyObjectWrapper<Range> problemRange = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final javafx.beans.property.ReadOnlyBooleanWrapper versioned =
            new javafx.beans.property.ReadOnlyBooleanWrapper();
    private final ReadOnlyObjectWrapper<List<Version>> history = new ReadOnlyObjectWrapper<>(List.of());
    private final javafx.beans.property.ReadOnlyBooleanWrapper applicable =
            new javafx.beans.property.ReadOnlyBooleanWrapper(true);
    private final javafx.beans.property.ReadOnlyBooleanWrapper dependencies =
            new javafx.beans.property.ReadOnlyBooleanWrapper();
    private final javafx.beans.property.BooleanProperty changelogShown =
            new javafx.beans.property.SimpleBooleanProperty();
    private final ReadOnlyObjectWrapper<java.util.Map<FieldPath, String>> baseValues =
            new ReadOnlyObjectWrapper<>(java.util.Map.of());
    private final ReadOnlyStringWrapper baseNote = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper shownDocument = new ReadOnlyStringWrapper();
    private String path;
    /** The AGENTS.md or SKILL.md a version bump edits: the document shown, or the entry beside a CHANGELOG shown. */
    private String entryPath;
    private KindSpec spec;

    /**
     * One version header of the CHANGELOG shown, newest first.
     *
     * @param text      the header's text after {@code ## }, e.g. {@code 2.0.1 (2026-09-30)}
     * @param range     where it is in the CHANGELOG
     * @param wellFormed whether it is {@code X.Y.Z (YYYY-MM-DD)}
     */
    public record Version(String text, Range range, boolean wellFormed) {
    }

    /**
     * @param session  the workspace session (snapshot, navigation, quick fixes)
     * @param openText the current text of an open editor tab by path (what an edit is computed against), empty when
     *                 no tab shows it
     */
    public FormViewModel(WorkspaceSession session, Function<String, Optional<String>> openText) {
        this.session = session;
        this.openText = openText;
        dependencies.bind(versioned.and(changelogShown.not()));
        session.snapshotProperty().addListener((o, old, now) -> refresh());
        session.navigation().currentPathProperty().addListener((o, old, now) -> refresh());
        session.comparison().changeSetProperty().addListener((o, old, now) -> refresh());
        refresh();
    }

    /**
     * While comparing with a git revision (Compare With…): the base side's value of each field shown whose value
     * differs from the current one, as the form shows it ({@code 1.0.0}; a list's items joined by {@code , };
     * {@code not set} for a field the base did not have), by field path. Empty when not comparing, for a document the
     * base did not have, and when nothing differs.
     */
    public ReadOnlyObjectProperty<java.util.Map<FieldPath, String>> baseValuesProperty() {
        return baseValues.getReadOnlyProperty();
    }

    /**
     * While comparing: one line about the document at the base ({@code New since HEAD~1.}, {@code Renamed from
     * skills/a/SKILL.md since HEAD~1.}); empty otherwise.
     */
    public ReadOnlyStringProperty baseNoteProperty() {
        return baseNote.getReadOnlyProperty();
    }

    /** The revision compared with ({@code HEAD~1}), or empty when not comparing. */
    public String baseRevision() {
        return session.comparison().baseProperty().get();
    }

    /** What the form shows as a base value of a field the base did not have. */
    public static final String NOT_SET = "not set";

    /** The fields of the current document, in document order; empty for a document without frontmatter fields. */
    public ReadOnlyObjectProperty<List<FormField>> fieldsProperty() {
        return fields.getReadOnlyProperty();
    }

    /** The current document's kind and file name, or a hint when the form has nothing to show. */
    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    /** Why the form is read-only (the frontmatter does not parse), one sentence; {@code null} when it is not. */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    /** Where {@link #problemProperty()} is in the text, for the jump link; {@code null} when there is none. */
    public ReadOnlyObjectProperty<Range> problemRangeProperty() {
        return problemRange.getReadOnlyProperty();
    }

    /** The last command's outcome when it could not be done (the reason), else empty. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** Whether the document is a MetaAgents agent or skill, whose version is bumped with its CHANGELOG. */
    public javafx.beans.property.ReadOnlyBooleanProperty versionedProperty() {
        return versioned.getReadOnlyProperty();
    }

    /**
     * For a CHANGELOG.md beside a MetaAgents entry, its version headers, newest first (the form then shows the
     * entry's history, and Bump acts on the entry); empty otherwise.
     */
    public ReadOnlyObjectProperty<List<Version>> historyProperty() {
        return history.getReadOnlyProperty();
    }

    /**
     * Whether the form has anything to show for the current document: its fields, why they cannot be read, a
     * CHANGELOG's history, or the hint shown when no document is open. False for a document no form reads (a README,
     * a YAML or binary file), so that the window can give the form's room to the editor.
     */
    public javafx.beans.property.ReadOnlyBooleanProperty applicableProperty() {
        return applicable.getReadOnlyProperty();
    }

    /** Whether the document shown is a MetaAgents entry whose dependencies the picker can add to. */
    public javafx.beans.property.ReadOnlyBooleanProperty dependenciesProperty() {
        return dependencies.getReadOnlyProperty();
    }

    /** Shows the CHANGELOG header {@code version} in the editor. */
    public void goTo(Version version) {
        if (path != null && version != null) {
            session.navigation().open(path, version.range(), "form");
        }
    }

    /**
     * Bumps the version by {@code step} (metaagents.md § CHANGELOG Conventions): sets {@code version} in the document,
     * then adds the dated {@code ## X.Y.Z (YYYY-MM-DD)} section at the top of the CHANGELOG.md beside it, or creates
     * CHANGELOG.md with it ({@link VersionBump}). The CHANGELOG opens with the caret in the new section's empty list
     * item, where the entry's text is typed. Each file takes one undoable change.
     */
    public void bump(VersionBump.Step step) {
        String path = entryPath;
        if (path == null || !versioned.get()) {
            return;
        }
        var text = currentText(path);
        if (text.isEmpty()) {
            return;
        }
        String changelogPath = (path.contains("/") ? path.substring(0, path.lastIndexOf('/') + 1) : "")
                + "CHANGELOG.md";
        var snapshot = session.getSnapshot();
        boolean exists = snapshot != null && snapshot.files().containsKey(changelogPath);
        var changelog = exists ? currentText(changelogPath).map(SourceText::of) : Optional.<SourceText>empty();
        try {
            var bump = VersionBump.of(FrontmatterDocument.parse(SourceText.of(text.get())), changelog, step,
                    java.time.LocalDate.now());
            status.set("");
            String entryPath = path;
            session.applyFix(entryPath, new QuickFix("Bump to " + bump.next(), List.of(bump.entryEdit())));
            // The caret goes where the entry's text is typed, in the new section's empty list item: a place in the
            // CHANGELOG as the fix leaves it, so it is asked for after the fix.
            var caret = new Range(bump.caret(), bump.caret());
            if (bump.newChangelog()) {
                session.create(java.util.Map.of(changelogPath, bump.changelogEdit().newText()), caret);
            } else {
                session.applyFix(changelogPath, new QuickFix("Add " + bump.next(), List.of(bump.changelogEdit())));
                session.navigation().open(changelogPath, caret, "form");
            }
        } catch (EditRefusedException e) {
            status.set(e.getMessage());
        }
    }

    /**
     * Whether {@code choice} is an entry of a repository {@code catalog-studio fetch} fetched (its origin is that
     * repository's tree URL): the picker marks it remote.
     */
    public boolean isRemote(DependencyChoices.Choice choice) {
        var snapshot = session.getSnapshot();
        return snapshot != null && snapshot.layers().layers().stream()
                .filter(l -> l.id().equals(choice.node().layer())).findFirst()
                .flatMap(LayerFiles::fetched).isPresent();
    }

    /** The skills and MCP servers the current entry can depend on, with the origin to write for each. */
    public List<DependencyChoices.Choice> dependencyChoices() {
        var snapshot = session.getSnapshot();
        if (snapshot == null || !versioned.get()) {
            return List.of();
        }
        var all = new java.util.ArrayList<>(DependencyChoices.of(snapshot, NodeKind.SKILL));
        all.addAll(DependencyChoices.of(snapshot, NodeKind.MCP_SERVER));
        all.removeIf(c -> c.node().path().equals(path)); // not itself
        return all;
    }

    /** Adds {@code choice}'s origin to {@code dependencies.skills} or {@code dependencies.mcps}, created if absent. */
    public void addDependency(DependencyChoices.Choice choice) {
        var list = FieldPath.parse(choice.node().kind() == NodeKind.SKILL ? "dependencies.skills" : "dependencies.mcps");
        add(list, choice.origin());
        if (!choice.warning().isEmpty()) {
            status.set("Added " + choice.origin() + ": " + choice.warning() + ".");
        }
    }

    /** Opens the entry that the origin {@code origin} resolves to, if it resolves. */
    public void openTarget(String origin) {
        var snapshot = session.getSnapshot();
        if (snapshot == null) {
            return;
        }
        var address = Origin.parse(origin).map(o -> snapshot.layers().locate(o).address()).orElse(null);
        var node = address == null ? null : snapshot.graph().nodes().values().stream()
                .filter(n -> n.addresses().contains(address)).findFirst().orElse(null);
        if (node == null || node.path().isEmpty()) {
            status.set("'" + origin + "' resolves to no entry here.");
            return;
        }
        if (!node.layer().equals(dev.catalogstudio.model.resolve.Layer.WORKSPACE)) {
            // An entry of a fetched repository (or another layer): shown read-only from its folder.
            status.set("");
            session.navigation().open(LayerFiles.pathOf(node), node.range(), "form");
            return;
        }
        status.set("");
        session.navigation().open(node.path(), node.range(), "form");
    }

    private static boolean isJson(String file) {
        return file.endsWith(".json");
    }

    private Optional<String> currentText(String file) {
        return openText.apply(file).or(() -> Optional.ofNullable(session.getSnapshot())
                .flatMap(s -> s.text(file)).map(t -> dev.catalogstudio.model.text.LineEnding.toLf(t.text())));
    }

    /** The document the form shows, or {@code null}. */
    /**
     * Which of the hosts the workspace is checked for read the top-level field {@code field} of the document shown
     * (docs/CHECKS.md § Host profiles), e.g. "Read by Claude Code · not by OpenAI Codex"; empty for a nested field, a document
     * no host profile describes, a field no chosen host reads, or when only one chosen host loads such documents.
     */
    public String hostReaders(FieldPath field) {
        var snapshot = session.getSnapshot();
        String shown = path();
        if (snapshot == null || shown == null || field.segments().size() != 1) {
            return "";
        }
        var document = snapshot.document(shown).orElse(null);
        var kind = document == null ? java.util.Optional.<dev.catalogstudio.model.hosts.HostProfile.Kind>empty()
                : dev.catalogstudio.model.formats.HostRules.kindOf(document.kind());
        if (kind.isEmpty()) {
            return "";
        }
        String key = field.segments().get(0).toString();
        var readers = new java.util.ArrayList<String>();
        var others = new java.util.ArrayList<String>();
        for (var host : snapshot.hostsOf(shown).hosts()) {
            host.kind(kind.get()).ifPresent(profile -> (profile.fields().containsKey(key) ? readers : others)
                    .add(host.displayName()));
        }
        if (readers.isEmpty() || readers.size() + others.size() < 2) {
            return ""; // no host reads it, or one host alone: nothing to compare
        }
        return "Read by " + String.join(", ", readers) + (others.isEmpty() ? "" : " · not by "
                + String.join(", ", others));
    }

    public String path() {
        return path;
    }

    /**
     * The workspace path of the document the form shows ({@link #path()}), or {@code null}. It changes before the
     * fields do, so that a value typed for the previous document can still be written to it.
     */
    public ReadOnlyStringProperty documentProperty() {
        return shownDocument.getReadOnlyProperty();
    }

    // Commands: each one edit, or a status saying why not.

    /** Sets the text field {@code field} to {@code value}. */
    public void set(FieldPath field, String value) {
        status.set(set(path, field, value).orElse(""));
    }

    /** Sets the boolean, number or null field {@code field} to the YAML literal {@code literal}. */
    public void setLiteral(FieldPath field, String literal) {
        status.set(setLiteral(path, field, literal).orElse(""));
    }

    /** Appends {@code value} to the list {@code field}. */
    public void add(FieldPath field, String value) {
        status.set(add(path, field, value).orElse(""));
    }

    /**
     * Sets the text field {@code field} of {@code document} (a workspace path, not necessarily the document shown: a
     * value typed before the current file switched goes to the file it was typed for) to {@code value}, as one undo
     * step of that document's editor.
     *
     * @return why it was not written (one or more sentences, the document untouched), or empty when it was written
     *         or already had that value
     */
    public Optional<String> set(String document, FieldPath field, String value) {
        return apply(document, "Set " + field, e -> e.set(field, value));
    }

    /**
     * Sets the boolean, number or null field {@code field} of {@code document} to the YAML (or JSON) literal
     * {@code literal} as written; as {@link #set(String, FieldPath, String)}, refused for text that is no such
     * literal.
     */
    public Optional<String> setLiteral(String document, FieldPath field, String literal) {
        return apply(document, "Set " + field, e -> e.setLiteral(field, literal));
    }

    /** Appends {@code value} to the list {@code field} of {@code document}; as {@link #set(String, FieldPath, String)}. */
    public Optional<String> add(String document, FieldPath field, String value) {
        return apply(document, "Add to " + field, e -> e.add(field, value));
    }

    /**
     * Shows {@code message} where the form says why a command was not done (the form's status line), e.g. that a
     * value typed for a document no longer shown could not be written; empty clears it.
     */
    public void report(String message) {
        status.set(java.util.Objects.requireNonNull(message));
    }

    /** Removes the field or list item {@code field}. */
    public void remove(FieldPath field) {
        status.set(apply(path, "Remove " + field, e -> e.remove(field)).orElse(""));
    }

    /** Moves the field or list item {@code field} up ({@code -1}) or down ({@code +1}). */
    public void move(FieldPath field, int delta) {
        status.set(apply(path, "Move " + field, e -> e.move(field, delta)).orElse(""));
    }

    /** Renames the key of {@code field}. */
    public void rename(FieldPath field, String key) {
        status.set(apply(path, "Rename " + field, e -> e.rename(field, key)).orElse(""));
    }

    /** Shows the frontmatter's problem in the editor. */
    public void goToProblem() {
        if (path != null && problemRange.get() != null) {
            session.navigation().open(path, problemRange.get(), "form");
        }
    }

    /**
     * Applies {@code command} to {@code document}'s current text (its editor tab's, else the snapshot's) as one quick
     * fix; returns why not, or empty when it was applied or changed nothing.
     */
    private Optional<String> apply(String document, String title, Function<DocumentEditor, TextEdit> command) {
        if (document == null) {
            return Optional.of("No document is shown.");
        }
        var text = currentText(document);
        if (text.isEmpty()) {
            return Optional.of(document + " is no longer in the workspace.");
        }
        try {
            var source = SourceText.of(text.get());
            var kindSpec = document.equals(path) ? spec : specOf(document);
            DocumentEditor editor = isJson(document) ? JsonEditor.of(source)
                    : FrontmatterEditor.of(FrontmatterDocument.parse(source))
                            .withKeyOrder(p -> kindSpec == null ? List.of() : kindSpec.keyOrder(p));
            var edit = command.apply(editor);
            if (edit.range().length() > 0 || !edit.newText().isEmpty()) {
                session.applyFix(document, new QuickFix(title, List.of(edit)));
            }
            return Optional.empty();
        } catch (EditRefusedException e) {
            return Optional.of(e.getMessage());
        }
    }

    /** The specification of {@code document}'s kind in the snapshot, or null. */
    private KindSpec specOf(String document) {
        var snapshot = session.getSnapshot();
        var loaded = snapshot == null ? null : snapshot.document(document).orElse(null);
        return loaded == null ? null : Specs.forDocument(loaded.kind(), loaded.fileName()).orElse(null);
    }

    /**
     * A CHANGELOG.md beside a MetaAgents entry: no fields (it has no frontmatter) but the entry's version history, and
     * Bump, which edits the entry and adds the section here.
     */
    private void showHistory(Snapshot snapshot, Changelog changelog) {
        String folder = path.contains("/") ? path.substring(0, path.lastIndexOf('/') + 1) : "";
        entryPath = java.util.stream.Stream.of(folder + "SKILL.md", folder + "AGENTS.md")
                .filter(p -> snapshot.document(p).map(d -> d.kind() == MetaAgentsFormat.SKILL
                        || d.kind() == MetaAgentsFormat.AGENT).orElse(false))
                .findFirst().orElse(null);
        String version = entryPath == null ? null : snapshot.document(entryPath)
                .flatMap(d -> d.frontmatter()).flatMap(d -> d.mapping()).flatMap(m -> m.string("version"))
                .map(v -> v.value()).orElse(null);
        String entryName = entryPath == null ? null : entryPath.substring(entryPath.lastIndexOf('/') + 1);
        title.set("CHANGELOG · " + (entryName == null ? "no AGENTS.md or SKILL.md beside it"
                : "version history of " + entryName + (version == null ? "" : " (version " + version + ")")));
        versioned.set(entryPath != null);
        problem.set(null);
        problemRange.set(null);
        fields.set(List.of());
        var versions = changelog.headers().stream()
                .map(h -> new Version(h.text(), h.range(), h.wellFormed())).toList();
        if (!versions.equals(history.get())) {
            history.set(versions);
        }
    }

    private void refresh() {
        show();
        compareWithBase();
    }

    /** Sets {@link #baseValuesProperty()} and {@link #baseNoteProperty()} for the fields shown. */
    private void compareWithBase() {
        var set = session.comparison().getChangeSet();
        var snapshot = session.getSnapshot();
        java.util.Map<FieldPath, String> values = java.util.Map.of();
        String note = "";
        if (set != null && path != null && snapshot != null && !fields.get().isEmpty()) {
            String base = session.comparison().baseProperty().get();
            String basePath = BaseValues.basePath(set, path);
            var baseDocument = set.baseSnapshot().document(basePath).orElse(null);
            if (baseDocument == null) {
                note = "New since " + base + ".";
            } else {
                values = BaseValues.differing(fields.get(), BaseValues.rows(baseDocument));
                note = basePath.equals(path) ? "" : "Renamed from " + basePath + " since " + base + ".";
            }
        }
        if (!values.equals(baseValues.get())) {
            baseValues.set(values);
        }
        baseNote.set(note);
    }

    private void show() {
        path = session.navigation().currentPathProperty().get();
        shownDocument.set(path);
        entryPath = path;
        spec = null;
        Snapshot snapshot = session.getSnapshot();
        var document = snapshot == null || path == null ? null : snapshot.document(path).orElse(null);
        var language = document == null ? null : document.kind().language(document.fileName());
        var changelog = document == null || document.kind() != MetaAgentsFormat.CHANGELOG ? null
                : document.parsed().model(Changelog.class).orElse(null);
        applicable.set(path == null || changelog != null || language == EditorLanguage.JSON
                || language == EditorLanguage.MARKDOWN_FRONTMATTER && document.kind() != MetaAgentsFormat.CHANGELOG
                || language == EditorLanguage.THREEMD);
        changelogShown.set(changelog != null);
        if (changelog != null) {
            showHistory(snapshot, changelog);
            return;
        }
        history.set(List.of());
        if (document != null && language == EditorLanguage.JSON) {
            versioned.set(false);
            title.set(document.kind().displayName() + " · " + document.fileName());
            // The snapshot's parse of the JSON (the one the rules read); a JSON file no format reads as JSON is read
            // here, once per refresh.
            var parsed = document.parsed() instanceof Parsed.Json json ? json.result()
                    : new JsonParser().parse(document.text());
            if (parsed.error() != null || parsed.rootObject().isEmpty()) {
                problem.set(parsed.error() != null ? "The JSON does not parse: " + parsed.error().message()
                        : "The JSON is not an object.");
                problemRange.set(parsed.error() != null ? parsed.error().range() : null);
                fields.set(List.of());
                return;
            }
            problem.set(null);
            problemRange.set(null);
            var rows = FormField.ofJson(parsed.rootObject().get(), document.text().text(), snapshot.diagnostics(path));
            spec = Specs.forDocument(document.kind(), document.fileName()).orElse(null);
            var next = spec == null ? rows : FormField.withSpec(rows, spec);
            if (!next.equals(fields.get())) {
                fields.set(next);
            }
            return;
        }
        if (language != EditorLanguage.MARKDOWN_FRONTMATTER && language != EditorLanguage.THREEMD) {
            versioned.set(false);
            title.set(path == null ? "Open a SKILL.md, AGENTS.md, .3md or MCP JSON file to edit its fields here."
                    : "This file has no frontmatter form.");
            fields.set(List.of());
            problem.set(null);
            problemRange.set(null);
            return;
        }
        title.set(document.kind().displayName() + " · " + document.fileName());
        versioned.set(document.kind() == MetaAgentsFormat.AGENT
                || document.kind() == MetaAgentsFormat.SKILL);
        // The snapshot's frontmatter (the parse the rules read); a 3md document's frontmatter is its own syntax, read
        // here as YAML for the form.
        var doc = document.frontmatter().orElseGet(() -> FrontmatterDocument.parse(document.text()));
        if (doc.frontmatter().status() == dev.catalogstudio.model.yaml.Frontmatter.Status.MISSING) {
            title.set(title.get() + " · no frontmatter");
            problem.set(null);
            problemRange.set(null);
            fields.set(List.of());
            return;
        }
        if (!doc.hasUsableFrontmatter()) {
            var first = doc.diagnostics().stream().findFirst();
            problem.set(first.map(d -> "The frontmatter does not parse: " + d.message())
                    .orElse("This document has no frontmatter block ('---' lines)."));
            problemRange.set(first.map(d -> d.range()).orElse(null));
            fields.set(List.of());
            return;
        }
        problem.set(null);
        problemRange.set(null);
        var rows = FormField.of(doc, snapshot.diagnostics(path));
        spec = Specs.forDocument(document.kind(), document.fileName()).orElse(null);
        var next = spec == null ? rows : FormField.withSpec(rows, spec);
        if (!next.equals(fields.get())) {
            fields.set(next);
        }
    }
}
