package dev.catalogstudio.model.format.oaf;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.QuickFix;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.TextEdit;
import dev.catalogstudio.model.version.SemVer;
import dev.catalogstudio.model.yaml.Frontmatter;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlScalar;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The rules about an OAF agent's folder and body: {@code oaf-generated-file} (README.md or LICENSE absent;
 * open-agent-format.md § File Generation Guidelines), {@code oaf-version-dir} (a {@code versions/} snapshot whose
 * folder is not {@code v<semver>}, whose version differs from its folder, or which is newer than the root manifest;
 * § Version History Support) and {@code oaf-heading} (a structured body without a {@code ##} section; § Validation).
 *
 * <p>{@code oaf-generated-file} has no quick fix: a quick fix edits the document it belongs to and cannot create
 * README.md or LICENSE. Stateless and thread-safe.
 */
final class OafFolderRules {

    /** Names accepted as the agent's README. */
    static final List<String> README_NAMES = List.of("README.md", "README");
    /** Names accepted as the agent's license file. */
    static final List<String> LICENSE_NAMES = List.of("LICENSE", "LICENSE.md", "LICENSE.txt", "COPYING");

    private static final Pattern LEVEL_TWO = Pattern.compile(" {0,3}##(?!#)([ \\t].*)?");
    private static final Pattern FENCE = Pattern.compile(" {0,3}(```|~~~).*");

    private OafFolderRules() {
    }

    static void check(OafAgent agent, OafContext context, Diagnostics out) {
        var doc = agent.document();
        var fields = doc.hasUsableFrontmatter() ? doc.mapping() : Optional.<YamlMapping>empty();
        Range open = doc.frontmatter().status() == Frontmatter.Status.MISSING
                ? doc.source().lineRange(1) : doc.frontmatter().open();
        if (context.snapshot().isPresent()) {
            var version = fields.flatMap(m -> m.string("version"));
            versionDir(context.snapshot().get(), version, version.map(YamlScalar::range).orElse(open), agent, out);
        } else {
            if (README_NAMES.stream().noneMatch(context::hasFile)) {
                out.report(Rule.OAF_GENERATED_FILE, open, "README.md is absent, so harnesses generate it from this "
                        + "frontmatter; add a README.md to the agent folder to say yourself how to use the agent.");
            }
            if (LICENSE_NAMES.stream().noneMatch(context::hasFile)) {
                var license = fields.flatMap(m -> m.string("license"));
                out.report(Rule.OAF_GENERATED_FILE, license.map(YamlScalar::range).orElse(open), "LICENSE is absent, "
                        + "so harnesses generate it from 'license'; add the license text as LICENSE in the agent "
                        + "folder.");
            }
        }
        if (!context.truncated() && agent.bodyFormat() == OafBodyFormat.STRUCTURED) {
            heading(agent, out);
        }
    }

    private static void versionDir(OafContext.Snapshot snapshot, Optional<YamlScalar> version, Range at,
                                   OafAgent agent, Diagnostics out) {
        String folder = snapshot.folderName();
        var folderVersion = folder.startsWith("v") ? SemVer.parse(folder.substring(1)) : Optional.<SemVer>empty();
        var own = version.flatMap(v -> SemVer.parse(v.value()));
        if (folderVersion.isEmpty()) {
            out.report(Rule.OAF_VERSION_DIR, at, "The snapshot folder versions/" + folder + "/ is not named "
                    + "v<semantic version>; rename it to " + own.map(v -> "v" + v).orElse("e.g. v1.0.0") + ".");
            return;
        }
        if (version.isPresent() && own.isPresent() && own.get().compareTo(folderVersion.get()) != 0) {
            String expected = folderVersion.get().toString();
            out.report(Rule.OAF_VERSION_DIR, at, "'version' is '" + version.get().value() + "' but the snapshot "
                    + "folder is " + folder + "; make them the same.", new QuickFix("Change to '" + expected + "'",
                    List.of(new TextEdit(version.get().range(), OafYaml.requote(agent.document().source(),
                            version.get(), expected)))));
            return;
        }
        var current = snapshot.current().flatMap(OafAgent::version);
        if (current.isPresent() && folderVersion.get().compareTo(current.get()) > 0) {
            out.report(Rule.OAF_VERSION_DIR, at, "The snapshot " + folder + " is newer than the root AGENTS.md ("
                    + current.get() + "), which must be the current, latest version; raise the root version or "
                    + "rename the snapshot.");
        }
    }

    /** {@code oaf-heading}: a body that starts with {@code #} needs at least one {@code ## } section. */
    private static void heading(OafAgent agent, Diagnostics out) {
        var source = agent.document().source();
        int first = -1;
        boolean fenced = false;
        for (int line = agent.document().bodyRange().start().line(); line <= source.lineCount(); line++) {
            String text = source.lineText(line);
            if (FENCE.matcher(text).matches()) {
                fenced = !fenced;
            } else if (!fenced && LEVEL_TWO.matcher(text).matches()) {
                return;
            }
            if (first < 0 && !text.isBlank()) {
                first = line;
            }
        }
        if (first > 0) {
            out.report(Rule.OAF_HEADING, source.lineRange(first), "The body starts with a heading, so it is the "
                    + "structured format, but it has no '## ' section; add sections such as '## Core "
                    + "Responsibilities', or drop the heading to write a direct system prompt.");
        }
    }
}
