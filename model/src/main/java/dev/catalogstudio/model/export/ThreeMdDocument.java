package dev.catalogstudio.model.export;

import dev.catalogstudio.model.format.FrontmatterFields;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A plugin as one 3md agent document ({@code agent.3md}; shared/specs/agent-3md.md): the manifest's name, version and
 * description as the 3md frontmatter's {@code agent}, {@code version} and {@code persona}; the first subagent's body
 * as the identity plane ({@code z=0}); each skill's body as a skill plane labelled with its name. Everything else of
 * those components (frontmatter fields, supporting files, a second subagent) is a {@link Loss} with the 3md facts'
 * reason ({@code doesNotMap}).
 */
final class ThreeMdDocument {

    private final SourcePackage src;
    private final ExportFacts facts;
    private final Placeholders placeholders;
    private final List<Loss> losses;
    private String identity;
    private final List<String> skills = new ArrayList<>();
    /** The skill labels given, each once (a 3md label names one plane). */
    private final Set<String> labels = new java.util.HashSet<>();

    ThreeMdDocument(SourcePackage src, ExportFacts facts, Placeholders placeholders, List<Loss> losses) {
        this.src = src;
        this.facts = facts;
        this.placeholders = placeholders;
        this.losses = losses;
    }

    /** Adds a skill plane from {@code c}; {@code files} are its folder's files (all but SKILL.md lost). */
    void skill(SourcePackage.Component c, String name, Set<String> files) {
        var doc = Frontmatters.Doc.of(src.files().get(c.path()));
        lostFields(c.path(), doc, "skill");
        for (String file : files) {
            if (!file.equals(c.path())) {
                losses.add(new Loss(file, 0, "file", LossAction.DROPPED, reason("skill supporting files")));
            }
        }
        String body = placeholders.rewrite(doc.body(), c.path(), doc.bodyLineOffset(), "skill body", losses);
        String label = labels.add(name) ? name : c.folder().replaceFirst("^skills/", "").replace('/', '-');
        labels.add(label);
        skills.add("@plane z=" + (skills.size() + 1) + " label=" + quote(label) + " kind=skill\n" + body.strip()
                + "\n");
    }

    /** The first subagent becomes the identity plane; a second is lost. */
    void subagent(SourcePackage.Component c) {
        if (identity != null) {
            losses.add(new Loss(c.path(), 0, "subagent " + c.name(), LossAction.DROPPED, reason("second subagent")));
            return;
        }
        var doc = Frontmatters.Doc.of(src.files().get(c.path()));
        lostFields(c.path(), doc, "subagent");
        identity = placeholders.rewrite(doc.body(), c.path(), doc.bodyLineOffset(), "subagent body", losses);
    }

    private void lostFields(String path, Frontmatters.Doc doc, String kind) {
        for (var entry : doc.entries()) {
            String key = entry.keyText();
            if (key.equals("name")) {
                losses.add(new Loss(path, entry.key().range().start().line(), key, kind.equals("skill")
                        ? LossAction.RENAMED : LossAction.DROPPED, (kind.equals("skill") ? "written as the skill "
                        + "plane's label" : "the identity plane is labelled with the agent's name") + " ("
                        + facts.source() + ")"));
                continue;
            }
            losses.add(new Loss(path, entry.key().range().start().line(), key, LossAction.DROPPED,
                    key.equals("description") && kind.equals("skill") ? reason("skill description")
                            : "a 3md " + (kind.equals("skill") ? "skill plane" : "identity plane") + " has no '"
                            + key + "' attribute (" + facts.source() + ")"));
        }
    }

    /** Whether a skill or subagent was added (else there is nothing to write). */
    boolean isEmpty() {
        return identity == null && skills.isEmpty();
    }

    /** {@code agent.3md}: the frontmatter, the identity plane and the skill planes; manifest fields lost. */
    byte[] write() {
        String name = null;
        String version = null;
        String persona = null;
        if (src.manifest() != null) {
            for (var member : src.manifest().members()) {
                String key = member.name();
                boolean string = member.value() instanceof JsonString;
                int line = member.nameRange().start().line();
                if (key.equals("name") && string) {
                    name = ((JsonString) member.value()).value();
                    losses.add(new Loss(src.manifestPath(), line, key, LossAction.RENAMED, "written as the 3md "
                            + "frontmatter's agent (" + facts.source() + ")"));
                } else if (key.equals("version") && string) {
                    version = ((JsonString) member.value()).value();
                } else if (key.equals("description") && string) {
                    persona = ((JsonString) member.value()).value().replaceAll("\\s+", " ").strip();
                    losses.add(new Loss(src.manifestPath(), line, key, LossAction.RENAMED, "written as the 3md "
                            + "frontmatter's persona, on one line (" + facts.source() + ")"));
                } else if (!src.consumed().contains(key)) {
                    losses.add(new Loss(src.manifestPath(), line, key, LossAction.DROPPED, reason("manifest")));
                }
            }
        }
        if (name == null) {
            name = FrontmatterFields.toName(src.name());
        }
        var out = new StringBuilder("---\n3md: 1.0\naxis: skill\nagent: ").append(quote(name)).append('\n');
        if (version != null) {
            out.append("version: ").append(quote(version)).append('\n');
        }
        if (persona != null) {
            out.append("persona: ").append(quote(persona)).append('\n');
        }
        out.append("---\n\n@plane z=0 label=").append(quote(name)).append(" kind=identity\n");
        out.append(identity != null ? identity.strip() : "# " + name + "\n\n" + (persona != null ? persona
                : "Route each request to the skill plane whose name matches it.")).append("\n\n");
        out.append(String.join("\n", skills));
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }

    private String reason(String key) {
        String fact = facts.doesNotMap().get(key);
        return fact != null ? fact : "3md has no place for it (" + facts.source() + ")";
    }

    /** A 3md value in double quotes, {@code \} and {@code "} escaped (3md-base § 3.1, § 4). */
    private static String quote(String value) {
        return "\"" + value.replace("\\", "\\\\").replace("\"", "\\\"").replaceAll("[\\r\\n]+", " ") + "\"";
    }
}
