package dev.catalogstudio.model.generate;

import dev.catalogstudio.model.format.metaagents.Changelog;
import java.time.LocalDate;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;

/** The Markdown of generated documents: skill and agent bodies, paragraphs, versions and CHANGELOGs. */
final class MarkdownTexts {

    /** The date of the newest CHANGELOG entries. */
    private static final LocalDate LATEST = LocalDate.of(2026, 11, 30);

    private final SplittableRandom random;
    private final Prose prose;
    private final String[] skillNames;

    /** Texts drawn from {@code random}; {@code skillNames} are the names bodies may mention, by skill index. */
    MarkdownTexts(SplittableRandom random, Prose prose, String[] skillNames) {
        this.random = random;
        this.prose = prose;
        this.skillNames = skillNames;
    }

    /** A Markdown body of about {@code length} characters that links only to files that exist. */
    String body(String name, int length, List<String> references, List<String> scripts,
                        TreeSet<Integer> deps) {
        var out = new StringBuilder(length + 512);
        out.append("# ").append(Prose.capitalize(name.replace('-', ' '))).append("\n\n");
        out.append(prose.paragraph(prose.between(150, 400))).append('\n');
        out.append("## Steps\n\n");
        int steps = prose.between(3, 7);
        for (int s = 1; s <= steps; s++) {
            String item = s + ". **" + Prose.capitalize(prose.pick(Prose.VERBS)) + ".** " + prose.sentence(
                    prose.between(60, 200));
            if (s == 1 && !scripts.isEmpty()) {
                item += " Run `" + scripts.get(0) + "` first.";
            }
            if (s == 2 && !deps.isEmpty()) {
                item += " Use the " + skillNames[deps.first()] + " skill for this.";
            }
            out.append(Prose.wrap(item, 80, "   "));
        }
        out.append('\n');
        if (!references.isEmpty()) {
            out.append("## References\n\n");
            for (String ref : references) {
                out.append("- [").append(ref.substring(ref.indexOf('/') + 1)).append("](").append(ref).append("): ")
                        .append(prose.sentence(prose.between(30, 80))).append('\n');
            }
            out.append('\n');
        }
        int section = 0;
        while (out.length() < length) {
            out.append("## ").append(Prose.capitalize(prose.pick(Prose.ADJECTIVES))).append(' ')
                    .append(prose.pick(Prose.NOUNS)).append(' ').append(++section).append("\n\n");
            out.append(prose.paragraph(prose.between(200, 700))).append('\n');
            double kind = random.nextDouble();
            if (kind < 0.35) {
                String language = prose.pick(Prose.LANGUAGES);
                out.append("```").append(language).append('\n');
                int lines = prose.between(2, 12);
                for (int l = 0; l < lines; l++) {
                    out.append(prose.pick(Prose.TOOLS)).append(' ').append(prose.pick(Prose.VERBS)).append(" --")
                            .append(prose.pick(Prose.NOUNS)).append(' ').append(prose.pick(Prose.WORDS)).append('\n');
                }
                out.append("```\n\n");
            } else if (kind < 0.7) {
                int items = prose.between(2, 6);
                for (int l = 0; l < items; l++) {
                    out.append(Prose.wrap("- " + prose.sentence(prose.between(40, 160)), 80, "  "));
                }
                out.append('\n');
            } else if (kind < 0.8) {
                out.append("| ").append(prose.pick(Prose.NOUNS)).append(" | ").append(prose.pick(Prose.NOUNS))
                        .append(" |\n|---|---|\n");
                int rows = prose.between(2, 6);
                for (int l = 0; l < rows; l++) {
                    out.append("| `").append(prose.pick(Prose.VERBS)).append("` | ")
                            .append(prose.sentence(prose.between(20, 60))).append(" |\n");
                }
                out.append('\n');
            } else if (!references.isEmpty()) {
                String ref = references.get(random.nextInt(references.size()));
                out.append("See [").append(prose.pick(Prose.NOUNS)).append("](").append(ref).append(") and ")
                        .append("[the MetaAgents format](https://agentskills.io/specification).\n\n");
            }
        }
        return out.toString();
    }

    String paragraphs(int length) {
        var out = new StringBuilder(length + 256);
        while (out.length() < length) {
            if (out.length() > 0 && prose.chance(0.25)) {
                out.append("## ").append(Prose.capitalize(prose.pick(Prose.NOUNS))).append("\n\n");
            }
            out.append(prose.paragraph(prose.between(200, 900))).append('\n');
        }
        return out.toString();
    }

    private int[] versionParts;

    String version() {
        int major = prose.chance(0.25) ? 0 : prose.between(1, 4);
        int minor = prose.between(0, 9);
        int patch = prose.chance(0.5) ? 0 : prose.between(1, 6);
        if (major == 0 && minor == 0 && patch == 0) {
            minor = 1;
        }
        versionParts = new int[] {major, minor, patch};
        return major + "." + minor + "." + patch;
    }

    /** A CHANGELOG whose newest entry is the version last returned by {@link #version()}, newest first. */
    String changelog(String latest) {
        int major = versionParts[0];
        int minor = versionParts[1];
        int patch = versionParts[2];
        var out = new StringBuilder("# Changelog\n\n");
        LocalDate date = LATEST.minusDays(random.nextInt(200));
        int entries = prose.between(1, 6);
        for (int e = 0; e < entries; e++) {
            out.append("## ").append(major).append('.').append(minor).append('.').append(patch).append(" (")
                    .append(date).append(")\n\n");
            int items = prose.between(1, 3);
            for (int l = 0; l < items; l++) {
                out.append(Prose.wrap("- " + prose.sentence(prose.between(30, 110)), 80, "  "));
            }
            out.append('\n');
            if (patch > 0) {
                patch--;
            } else if (minor > 0) {
                minor--;
            } else if (major > 1) {
                major--;
                minor = prose.between(0, 5);
            } else {
                break;
            }
            date = date.minusDays(prose.between(3, 90));
        }
        return out.toString();
    }

    // MCPs
}
