package dev.catalogstudio.model.workspace;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.MessageText;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.formats.Formats;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.formats.HostRules;
import dev.catalogstudio.model.hosts.HostDiscovery;
import dev.catalogstudio.model.hosts.HostProfile;
import dev.catalogstudio.model.hosts.PackageHosts;
import java.util.ArrayList;
import java.util.Optional;
import java.util.List;

/**
 * Runs a document's per-document rules: its read problems, the rules of every format that checks its kind, then the
 * host-profile rules for the hosts that would load it (its package's, else the workspace's); all into one
 * {@link Diagnostics}, so a document reports its first {@link Diagnostics#MAX_PER_FILE} diagnostics by position
 * whatever rule found them. A {@code SKILL.md} nothing would load ({@link SkillDiscovery}) gets that one information
 * and nothing else.
 */
final class DocumentRules {

    private DocumentRules() {
    }

    static List<Diagnostic> check(LoadedDocument doc, WorkspaceDocuments.Loaded workspace) {
        var notLoaded = SkillDiscovery.notLoaded(doc.file().path(), doc.kind(), workspace.structure());
        if (notLoaded.isPresent()) {
            return List.of(notLoaded.get()); // judged as no skill: nothing else is said of it
        }
        String path = doc.file().path();
        var scope = workspace.hosts().of(path);
        var kind = HostRules.kindOf(doc.kind());
        // The hosts of its package or host folder that look for its kind where it lies (once, for both steps below).
        var looking = scope.folder() == null || kind.isEmpty() ? List.<String>of() : scope.loaders().stream()
                .filter(h -> SkillDiscovery.looksThere(h, kind.get().key(), path, scope, workspace.structure()))
                .toList();
        var out = new Diagnostics();
        out.addAll(doc.source().diagnostics());
        if (doc.source().readable()) {
            var hosts = hostsThatLook(scope, kind.isPresent(), looking);
            var read = HostRules.fieldsRead(doc, hosts);
            if (!read.isEmpty()) {
                out.ignore(Rule.FIELD_UNKNOWN, read::contains);
            }
            Formats.checkers(doc.kind()).forEach(format -> format.check(doc, workspace, out));
            HostRules.check(doc, hosts, out);
        }
        return kind.isEmpty() ? out.sorted() : asTheLoadersDo(out.sorted(), kind.get(), looking);
    }

    /**
     * The hosts whose field rules apply to {@code doc}: those of its package or host folder ({@link PackageHosts})
     * that look for its kind where it lies ({@link SkillDiscovery#looksThere}): in a package for Claude Code, Codex and
     * Cursor, Codex takes no commands and Cursor no subagent a Claude Code manifest lists elsewhere. A file in neither
     * keeps the workspace's hosts.
     */
    private static List<HostProfile> hostsThatLook(PackageHosts.Scope scope, boolean profiled,
                                                   List<String> looking) {
        if (scope.folder() == null || !profiled) {
            return scope.hosts();
        }
        return scope.hosts().stream().filter(h -> {
            String loader = PackageHosts.loaderOf(h);
            return !scope.loaders().contains(loader) || looking.contains(loader);
        }).toList();
    }

    /**
     * The document's diagnostics, with each error that every host loading it takes anyway lowered to a warning: when
     * the specification and the loader disagree, the loader decides whether the file works (a SKILL.md without
     * frontmatter in a Claude Code plugin is loaded, and {@code claude plugin validate} only warns). Only for a file
     * whose hosts its package or host folder names: elsewhere the workspace's hosts are a guess, and the
     * specification's severity stands.
     */
    private static List<Diagnostic> asTheLoadersDo(List<Diagnostic> found, HostProfile.Kind kind,
                                                   List<String> loaders) {
        if (loaders.isEmpty()) {
            return found;
        }
        List<Diagnostic> result = null;
        for (int i = 0; i < found.size(); i++) {
            var d = found.get(i);
            var reason = d.severity() == Severity.ERROR ? HostDiscovery.reasonOf(d) : Optional.<String>empty();
            if (reason.isEmpty()) {
                continue;
            }
            var loads = new ArrayList<HostDiscovery.Skip>();
            for (String host : loaders) {
                var skip = HostDiscovery.of(host).flatMap(h -> h.skip(kind.key(), reason.get()))
                        .filter(s -> s.effect().equals("loaded"));
                if (skip.isEmpty()) {
                    break;
                }
                loads.add(skip.get());
            }
            if (loads.size() == loaders.size()) {
                if (result == null) {
                    result = new ArrayList<>(found);
                }
                var names = loaders.stream().map(h -> HostDiscovery.of(h).orElseThrow().displayName()).toList();
                result.set(i, new Diagnostic(d.rule(), Severity.WARNING, d.range(), d.message() + " "
                        + MessageText.list(names) + (names.size() == 1 ? " loads" : " load") + " it anyway ("
                        + loads.get(0).source() + "), so this is a warning here.", d.fixes()));
            }
        }
        return result == null ? found : result;
    }
}
