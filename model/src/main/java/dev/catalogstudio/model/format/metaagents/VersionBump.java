package dev.catalogstudio.model.format.metaagents;

import dev.catalogstudio.model.edit.EditRefusedException;
import dev.catalogstudio.model.edit.FieldPath;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.TextEdit;
import dev.catalogstudio.model.version.SemVer;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.FrontmatterEditor;
import java.time.LocalDate;
import java.util.Optional;

/**
 * A MetaAgents version bump (metaagents.md § CHANGELOG Conventions): the entry's frontmatter {@code version} raised by
 * one patch, minor or major step, and a {@code ## X.Y.Z (YYYY-MM-DD)} header added at the top of its CHANGELOG.md
 * (before the newest entry, or after the title when there is none), or a new CHANGELOG.md holding it. Both are edits
 * of text; nothing is written here.
 *
 * @param next          the new version (a pre-release or build suffix of the old one is dropped)
 * @param entryEdit     the edit of the AGENTS.md or SKILL.md text: its {@code version} set to {@code next}
 * @param changelogEdit the edit of the CHANGELOG.md text, or, when {@code newChangelog}, a whole new text (an
 *                      insertion at offset 0 of an empty text)
 * @param newChangelog  whether there was no CHANGELOG.md, so {@code changelogEdit} is the new file's content
 */
public record VersionBump(SemVer next, TextEdit entryEdit, TextEdit changelogEdit, boolean newChangelog) {

    /** A step of metaagents.md's bump guidance. */
    public enum Step {
        PATCH("Bug fixes, typos and small edits that change neither behaviour nor the public surface."),
        MINOR("New features, new behaviour, new optional dependencies."),
        MAJOR("Breaking changes: a rename, a dropped public dependency, a removed tool, or a workflow change that "
                + "downstream users rely on.");

        private final String guidance;

        Step(String guidance) {
            this.guidance = guidance;
        }

        /** When to take this step, one sentence (metaagents.md § CHANGELOG Conventions, "Bump guidance"). */
        public String guidance() {
            return guidance;
        }

        /** {@code version} raised by this step. */
        public SemVer apply(SemVer version) {
            return switch (this) {
                case PATCH -> new SemVer(version.major(), version.minor(), version.patch() + 1, "", "");
                case MINOR -> new SemVer(version.major(), version.minor() + 1, 0, "", "");
                case MAJOR -> new SemVer(version.major() + 1, 0, 0, "", "");
            };
        }
    }

    /**
     * The bump of {@code entry} by {@code step}, dated {@code date}.
     *
     * @param entry     the AGENTS.md or SKILL.md as it is now
     * @param changelog the CHANGELOG.md beside it as it is now, if there is one
     * @throws EditRefusedException when the frontmatter does not parse or its {@code version} is absent or not
     *                              {@code X.Y.Z}
     */
    public static VersionBump of(FrontmatterDocument entry, Optional<SourceText> changelog, Step step,
                                 LocalDate date) {
        var editor = FrontmatterEditor.of(entry);
        var version = entry.mapping().flatMap(m -> m.string("version"))
                .orElseThrow(() -> new EditRefusedException("There is no 'version' to bump; set one (e.g. 1.0.0)."));
        var current = SemVer.parse(version.value()).orElseThrow(() -> new EditRefusedException(
                "'" + version.value() + "' is not a version like 1.2.3; fix it before bumping."));
        var next = step.apply(current);
        var entryEdit = editor.set(FieldPath.of("version"), next.toString());
        String header = "## " + next + " (" + date + ")";
        if (changelog.isEmpty()) {
            var empty = SourceText.of("");
            return new VersionBump(next, entryEdit, new TextEdit(empty.range(0, 0),
                    "# Changelog\n\n" + header + "\n\n"), true);
        }
        var source = changelog.get();
        String eol = source.lineEnding().chars();
        var parsed = Changelog.parse(source);
        int at;
        String text;
        if (!parsed.headers().isEmpty()) {
            at = source.lineStart(parsed.headers().get(0).range().start().line());
            text = header + eol + eol;
        } else {
            int titleLine = 0;
            for (int line = 1; line <= source.lineCount(); line++) {
                if (source.lineText(line).startsWith("# ")) {
                    titleLine = line;
                    break;
                }
            }
            if (titleLine == 0) {
                at = 0;
                text = header + eol + eol;
            } else if (titleLine < source.lineCount()) {
                at = source.lineStart(titleLine + 1);
                text = eol + header + eol;
            } else {
                at = source.length();
                text = (source.text().endsWith("\n") || source.text().endsWith("\r") ? "" : eol) + eol + header + eol;
            }
        }
        return new VersionBump(next, entryEdit, new TextEdit(source.range(at, at), text), false);
    }
}
