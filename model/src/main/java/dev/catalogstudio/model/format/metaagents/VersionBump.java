package dev.catalogstudio.model.format.metaagents;

import dev.catalogstudio.model.edit.EditRefusedException;
import dev.catalogstudio.model.edit.FieldPath;
import dev.catalogstudio.model.text.Position;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.TextEdit;
import dev.catalogstudio.model.version.SemVer;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.FrontmatterEditor;
import java.time.LocalDate;
import java.util.Optional;

/**
 * A MetaAgents version bump (metaagents.md § CHANGELOG Conventions): the entry's frontmatter {@code version} raised by
 * one patch, minor or major step, and a new section at the top of its CHANGELOG.md (before the newest entry, or after
 * the title when there is none), or a new CHANGELOG.md holding it. Both are edits of text; nothing is written here.
 *
 * <p>The new section is the spec's {@code ## X.Y.Z (YYYY-MM-DD)} header as a Markdown block of its own (a blank line
 * before and after it), then an empty list item for the entry's first line (marked like the file's newest entry's
 * items, {@code - } by default), then a blank line before whatever follows. {@link #caret()} is where that line's
 * text goes, so typing there can never run into the header below.
 *
 * @param next          the new version (a pre-release or build suffix of the old one is dropped)
 * @param entryEdit     the edit of the AGENTS.md or SKILL.md text: its {@code version} set to {@code next}
 * @param changelogEdit the edit of the CHANGELOG.md text, or, when {@code newChangelog}, a whole new text (an
 *                      insertion at offset 0 of an empty text)
 * @param newChangelog  whether there was no CHANGELOG.md, so {@code changelogEdit} is the new file's content
 * @param caret         where to type the entry's text in the CHANGELOG.md once {@code changelogEdit} is applied: just
 *                      after the new list item's marker (1-based line and UTF-16 column, 0-based offset, all in the
 *                      edited text)
 */
public record VersionBump(SemVer next, TextEdit entryEdit, TextEdit changelogEdit, boolean newChangelog,
                          Position caret) {

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
            String text = "# Changelog\n\n" + header + "\n\n" + DEFAULT_MARKER + "\n";
            return new VersionBump(next, entryEdit, new TextEdit(empty.range(0, 0), text), true,
                    SourceText.of(text).positionAt(text.length() - 1));
        }
        var source = changelog.get();
        var parsed = Changelog.parse(source);
        int at;
        if (!parsed.headers().isEmpty()) {
            at = source.lineStart(parsed.headers().get(0).range().start().line());
        } else {
            int titleLine = 0;
            for (int line = 1; line <= source.lineCount(); line++) {
                if (source.lineText(line).startsWith("# ")) {
                    titleLine = line;
                    break;
                }
            }
            at = titleLine == 0 ? 0 : titleLine < source.lineCount() ? source.lineStart(titleLine + 1)
                    : source.length();
        }
        String eol = source.lineEnding().chars();
        String all = source.text();
        String lead = at == 0 || endsWithBlankLine(all, at) ? "" : endsWithLineBreak(all, at) ? eol : eol + eol;
        String marker = marker(source, parsed);
        int typed = at + lead.length() + header.length() + 2 * eol.length() + marker.length();
        String rest = all.substring(at);
        String trail = rest.isEmpty() || startsWithBlankLine(rest) ? eol : eol + eol;
        String text = lead + header + eol + eol + marker + trail;
        var edit = new TextEdit(source.range(at, at), text);
        return new VersionBump(next, entryEdit, edit, false, SourceText.of(edit.applyTo(all)).positionAt(typed));
    }

    /** The list marker of a new entry when the file's newest section has no list to copy. */
    private static final String DEFAULT_MARKER = "- ";

    /** The marker ({@code - }, {@code * } or {@code + }) of the first list item under the newest header. */
    private static String marker(SourceText source, Changelog parsed) {
        if (parsed.headers().isEmpty()) {
            return DEFAULT_MARKER;
        }
        for (int line = parsed.headers().get(0).range().start().line() + 1; line <= source.lineCount(); line++) {
            String text = source.lineText(line);
            if (text.startsWith("#")) {
                break;
            }
            if (text.startsWith("- ") || text.startsWith("* ") || text.startsWith("+ ")) {
                return text.substring(0, 2);
            }
        }
        return DEFAULT_MARKER;
    }

    private static boolean endsWithLineBreak(String text, int at) {
        char c = text.charAt(at - 1);
        return c == '\n' || c == '\r';
    }

    /** Whether the text before {@code at} ends with an empty line (two line breaks in a row). */
    private static boolean endsWithBlankLine(String text, int at) {
        String before = text.substring(0, at).replace("\r\n", "\n").replace('\r', '\n');
        return before.endsWith("\n\n");
    }

    /** Whether {@code text} starts with a line of nothing but spaces and tabs. */
    private static boolean startsWithBlankLine(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                return true;
            }
            if (c != ' ' && c != '\t') {
                return false;
            }
        }
        return true;
    }
}
