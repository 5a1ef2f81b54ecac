package dev.catalogstudio.app.export;

import dev.catalogstudio.model.export.ExportMode;
import dev.catalogstudio.model.export.ExportTarget;
import dev.catalogstudio.model.export.Exporter;
import dev.catalogstudio.model.format.CatalogLayout;
import dev.catalogstudio.model.hosts.HostDiscovery;
import dev.catalogstudio.model.text.SlashPath;
import dev.catalogstudio.model.workspace.HostCopies;
import dev.catalogstudio.model.workspace.Snapshot;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executor;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleStringProperty;

/**
 * "Update the other copy from this one…" on a {@code host-copy-mismatch} (docs/STUDIO.md § Export for Host): the author
 * picks the copy that wins, and the other is re-exported from it with {@link ExportMode#UPDATE}, the exporter's
 * {@code export --update} (docs/EXPORT.md). UPDATE only replaces a copy the exporter wrote: the losing copy must lie in
 * a folder holding the exporter's record ({@value Exporter#RECORD}, in its folder or a folder above it in the workspace), of
 * the same target, with no file changed by hand since. Then the winning copy's tree (its plugin or host folder; its
 * skill folder when the record's export was of one skill) is planned for the record's target, the loss report and the
 * files are shown, and Update writes. When the losing copy was not written by the exporter, this says so and changes
 * nothing: {@link #refusalProperty()} explains, and the author may export the winning tree into a new folder instead
 * ({@link #exportSource()}, {@link #exportTarget()}), explicitly.
 *
 * <p>Used on the FX thread; planning and writing run on {@code work} and come back through {@code fx}.
 */
public final class UpdateCopyViewModel extends ExportJobModel {

    /** The exporter's record of what it wrote, at the root of its output folder. */

    private final Snapshot snapshot;
    private final HostCopies.Pair pair;
    private final SimpleStringProperty winner = new SimpleStringProperty();
    private final SimpleStringProperty refusal = new SimpleStringProperty("");
    private Path out;

    /**
     * @param snapshot the workspace as the diagnostic was found
     * @param pair     the two copies: the one the diagnostic is on, and the one it was compared with
     */
    public UpdateCopyViewModel(Snapshot snapshot, HostCopies.Pair pair, Executor work, Executor fx) {
        super(work, fx);
        this.snapshot = Objects.requireNonNull(snapshot);
        this.pair = Objects.requireNonNull(pair);
    }

    /** The hosts that load the copy at {@code path}, for the choice ({@code Claude Code}); "no known host" if none. */
    public String hostsOf(String path) {
        var names = snapshot.hostsOf(path).loaders().stream()
                .map(h -> HostDiscovery.of(h).map(HostDiscovery::displayName).orElse(h)).toList();
        return names.isEmpty() ? "no known host" : String.join(", ", names);
    }

    /** The copy that wins, or null before the choice. */
    public ReadOnlyStringProperty winnerProperty() {
        return winner;
    }

    /** The copy that is updated: the other one. */
    public String loser() {
        return Objects.equals(winner.get(), pair.path()) ? pair.reference() : pair.path();
    }

    /** Why Update cannot apply to the losing copy; empty when it can (or before the choice). */
    public ReadOnlyStringProperty refusalProperty() {
        return refusal;
    }

    /** Whether Update can run: a plan is shown, nothing runs, nothing was refused or written yet. */
    public boolean canUpdate() {
        return job.plan.get() != null && !job.running.get() && refusal.get().isEmpty() && job.result.get() == null
                && job.error.get().isEmpty();
    }

    /**
     * Chooses the copy that wins ({@link HostCopies.Pair#path()} or {@link HostCopies.Pair#reference()}) and plans the
     * update of the other, off the FX thread; or says why it cannot be updated.
     */
    public void choose(String path) {
        if (!path.equals(pair.path()) && !path.equals(pair.reference())) {
            throw new IllegalArgumentException("not one of the copies: " + path);
        }
        job.reset();
        winner.set(path);
        out = null;
        String loser = loser();
        var record = recordAbove(loser);
        if (record.isEmpty()) {
            refusal.set(loser + " was not written by catalog-studio export: there is no " + Exporter.RECORD + " in its folder "
                    + "or in a folder above it in the workspace. Update re-exports only over a copy the exporter "
                    + "wrote (export --update), and never replaces files written by hand, so it will not change this "
                    + "copy. Nothing was changed. To keep the copies in step with the exporter, export the winning "
                    + "copy's tree for " + exportTarget().map(ExportTarget::id).orElse("the other host")
                    + " into a new folder (Export for Host\u2026) and put that folder in place of the hand-kept copy "
                    + "yourself.");
            return;
        }
        refusal.set("");
        out = record.get();
        Optional<ExportTarget> target = Exporter.recordedTarget(out);
        if (target.isEmpty()) {
            refusal.set(out.resolve(Exporter.RECORD) + " names no target this studio can export to, so the copy cannot be "
                    + "updated; nothing was changed.");
            return;
        }
        String inOut = SlashPath.relative(out, snapshot.root().resolve(loser));
        Path src = source(path, inOut.equals(CatalogLayout.fileName(loser)));
        if (src == null) {
            refusal.set(path + " lies in no plugin or host folder to export from; nothing was changed.");
            return;
        }
        ExportTarget to = target.get();
        // Over the earlier export: the vendor it recorded, if any, so the update keeps its vendorKey.
        job.plan(src, to, null, out, "Planning " + shown(src) + " for " + to.id() + "\u2026", planned -> {
            boolean writesIt = planned.files().stream().anyMatch(f -> f.path().equals(inOut));
            if (!writesIt) {
                job.status.set("");
                job.error.set("The export of " + src + " for " + to.id() + " writes no " + inOut + ", so it would "
                        + "not update " + loser + "; nothing was changed.");
                return;
            }
            int n = planned.losses().size();
            job.status.set("Update writes " + planned.files().size() + (planned.files().size() == 1 ? " file"
                    : " files") + " into " + shown(out) + " from " + shown(src) + " (" + n
                    + (n == 1 ? " loss" : " losses") + (n == 0 ? "" : ", listed above")
                    + "); files of the earlier export that this "
                    + "one no longer has are removed, and a file changed by hand since makes it refuse. Nothing "
                    + "is written until you press Update.");
        });
    }

    /** Writes the plan shown over the losing copy's export ({@link ExportMode#UPDATE}), off the FX thread. */
    public void update() {
        if (!canUpdate()) {
            return;
        }
        var shown = job.plan.get();
        job.write(shown, out, ExportMode.UPDATE, "Updating " + out + "\u2026",
                written -> ExportViewModel.describe(written, shown.target()).replaceFirst("^Exported", "Updated"));
    }

    /**
     * What Export for Host… would start from for the winning copy: its plugin or host folder, else its skill folder.
     */
    public Path exportSource() {
        String won = winner.get() == null ? pair.path() : winner.get();
        return source(won, false);
    }

    /** The target of the losing copy's host, for Export for Host…; empty when its host has no export layout. */
    public Optional<ExportTarget> exportTarget() {
        for (String host : snapshot.hostsOf(loser()).loaders()) {
            var target = ExportTarget.byId(host);
            if (target.isPresent()) {
                return target;
            }
        }
        return Optional.empty();
    }

    /** The folder to export the winning copy from: its skill folder, or its plugin or host folder. */
    private Path source(String won, boolean skillFolder) {
        String folder = CatalogLayout.folderOf(won);
        if (skillFolder && pair.kind() == dev.catalogstudio.model.resolve.NodeKind.SKILL) {
            return snapshot.root().resolve(folder);
        }
        String tree = snapshot.hostsOf(won).folder();
        if (tree != null) {
            return tree.isEmpty() ? snapshot.root() : snapshot.root().resolve(tree);
        }
        return pair.kind() == dev.catalogstudio.model.resolve.NodeKind.SKILL ? snapshot.root().resolve(folder) : null;
    }

    /** A folder as the dialog names it: relative to the workspace when inside it ({@code .} for the root). */
    private String shown(Path folder) {
        if (!folder.startsWith(snapshot.root())) {
            return folder.toString();
        }
        String relative = SlashPath.relative(snapshot.root(), folder);
        return relative.isEmpty() ? "." : relative + "/";
    }

    /** The nearest folder holding {@value Exporter#RECORD} from {@code path}'s folder up to the workspace root. */
    private Optional<Path> recordAbove(String path) {
        Path root = snapshot.root();
        for (String folder = CatalogLayout.folderOf(path); ; folder = CatalogLayout.folderOf(folder)) {
            Path at = folder.isEmpty() ? root : root.resolve(folder);
            if (Files.isRegularFile(at.resolve(Exporter.RECORD), java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                return Optional.of(at);
            }
            if (folder.isEmpty()) {
                return Optional.empty();
            }
        }
    }
}
