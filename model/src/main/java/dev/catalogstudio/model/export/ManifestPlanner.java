package dev.catalogstudio.model.export;

import dev.catalogstudio.model.format.FrontmatterFields;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import java.nio.charset.StandardCharsets;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Writes the target's manifest: each source manifest field through its neutral name (the source host's
 * {@link ExportFacts.Manifest#fields()} read backwards; a host without facts names its fields as the neutral ones) to
 * the target's field of that neutral name, the value the same text as in SRC. A field with no target field is a
 * {@link Loss} ({@code dropped}), one under another name is {@code renamed}. The fields that declared component paths
 * are carried as the components. A required field the source lacks is filled: {@code name} from the package's name
 * (lower-cased, other characters as hyphens), {@code version} {@code 0.0.0}.
 */
final class ManifestPlanner {

    private final SourcePackage src;
    private final ExportFacts facts;
    private final ExportFacts sourceFacts;
    private final List<Loss> losses;

    ManifestPlanner(SourcePackage src, ExportFacts facts, ExportFacts sourceFacts, List<Loss> losses) {
        this.src = src;
        this.facts = facts;
        this.sourceFacts = sourceFacts;
        this.losses = losses;
    }

    /** Adds the manifest to {@code out}, with {@code extra} members (MCP servers, hooks the target keeps in it). */
    void write(Map<String, byte[]> out, List<Map.Entry<String, String>> extra) {
        var members = new ArrayList<Map.Entry<String, String>>();
        var seen = new HashSet<String>();
        if (src.manifest() != null) {
            for (var member : src.manifest().members()) {
                if (!seen.add(member.name()) || src.consumed().contains(member.name())) {
                    continue;
                }
                int line = member.nameRange().start().line();
                if (facts.manifest() == null || unwritable()) {
                    losses.add(new Loss(src.manifestPath(), line, member.name(), LossAction.DROPPED,
                            facts.manifest() == null ? facts.host() + " has no package manifest (" + Optional
                            .ofNullable(facts.doesNotMap().get("manifest")).orElse(facts.source()) + ")"
                            : "this exporter writes no " + facts.manifest().format() + " (" + facts.source() + ")"));
                    continue;
                }
                String neutral = neutral(member.name());
                var field = facts.manifest().fieldFrom(neutral);
                if (field.isEmpty()) {
                    losses.add(new Loss(src.manifestPath(), line, member.name(), LossAction.DROPPED, facts.host()
                            + "'s manifest " + facts.manifest().path() + " has no field for " + quoted(neutral)
                            + " (" + facts.source() + ")"));
                    continue;
                }
                if (!field.get().equals(member.name())) {
                    losses.add(new Loss(src.manifestPath(), line, member.name(), LossAction.RENAMED, "written as "
                            + quoted(field.get()) + " in " + facts.manifest().path() + " ("
                            + facts.manifest().fields().get(field.get()).source() + ")"));
                }
                String value = shaped(member, field.get(), facts.manifest().fields().get(field.get()));
                if (value != null) {
                    members.add(new AbstractMap.SimpleEntry<>(field.get(), value));
                }
            }
        }
        if (facts.manifest() == null || unwritable()) {
            return;
        }
        for (String required : facts.manifest().required()) {
            if (members.stream().noneMatch(m -> m.getKey().equals(required))) {
                String from = facts.manifest().fields().containsKey(required)
                        ? facts.manifest().fields().get(required).from() : required;
                String value = switch (from) {
                    case "name" -> JsonText.quote(name());
                    case "version" -> JsonText.quote("0.0.0");
                    case "description" -> JsonText.quote(description());
                    default -> null;
                };
                if (value != null) {
                    members.add(Math.min(members.size(), from.equals("name") ? 0 : members.size()),
                            new AbstractMap.SimpleEntry<>(required, value));
                }
            }
        }
        String schema = facts.manifest().schema();
        if (schema != null) {
            members.removeIf(m -> m.getKey().equals("$schema"));
            members.add(0, new AbstractMap.SimpleEntry<>("$schema", JsonText.quote(schema)));
        }
        for (var e : extra) {
            if (members.stream().noneMatch(m -> m.getKey().equals(e.getKey()))) {
                members.add(e);
            }
        }
        out.put(facts.manifest().path(), JsonText.object(nested(members), 0).getBytes(StandardCharsets.UTF_8));
    }

    /**
     * The value text of {@code member} as the target's field {@code name} takes it (its shape facts): an object whose
     * members the target closes keeps only those ({@code author.url} dropped for Cursor, a loss each); a value that
     * is no string where the target takes a string is dropped whole. {@code null} when nothing is written.
     */
    private String shaped(dev.catalogstudio.model.json.JsonValue.Member member, String name,
                          ExportFacts.Field field) {
        var value = member.value();
        int line = member.nameRange().start().line();
        if (field != null && "string".equals(field.shape()) && !(value instanceof JsonString)) {
            losses.add(new Loss(src.manifestPath(), line, member.name(), LossAction.DROPPED, facts.host() + " takes '"
                    + name + "' as a string only, and this one is not (" + field.source() + ")"));
            return null;
        }
        if (field == null || field.members() == null
                || !(value instanceof dev.catalogstudio.model.json.JsonValue.JsonObject object)) {
            return JsonText.slice(src.manifestText(), value);
        }
        if (object.members().stream().allMatch(m -> field.members().contains(m.name()))) {
            return JsonText.slice(src.manifestText(), value);
        }
        var kept = new ArrayList<Map.Entry<String, String>>();
        for (var m : object.members()) {
            if (field.members().contains(m.name())) {
                kept.add(new AbstractMap.SimpleEntry<>(m.name(), JsonText.slice(src.manifestText(), m.value())));
            } else {
                losses.add(new Loss(src.manifestPath(), m.nameRange().start().line(), member.name() + "." + m.name(),
                        LossAction.DROPPED, facts.host() + "'s '" + name + "' has only " + String.join(", ",
                        field.members()) + ", any other member makes the manifest invalid (" + field.source() + ")"));
            }
        }
        return JsonText.object(kept, 1);
    }

    /** Whether the target's manifest is in a format this exporter does not write (3md frontmatter). */
    private boolean unwritable() {
        return facts.manifest().format() != null && !facts.manifest().format().startsWith("json");
    }

    /** {@code members} with dotted keys ({@code interface.displayName}) as members of nested objects. */
    private static List<Map.Entry<String, String>> nested(List<Map.Entry<String, String>> members) {
        if (members.stream().noneMatch(m -> m.getKey().contains(".") && !m.getKey().startsWith("$"))) {
            return members;
        }
        var groups = new java.util.LinkedHashMap<String, List<Map.Entry<String, String>>>();
        var result = new ArrayList<Map.Entry<String, String>>();
        for (var m : members) {
            int dot = m.getKey().indexOf('.');
            if (dot <= 0) {
                result.add(m);
                continue;
            }
            String head = m.getKey().substring(0, dot);
            if (!groups.containsKey(head)) {
                groups.put(head, new ArrayList<>());
                result.add(new AbstractMap.SimpleEntry<>(head, null));
            }
            groups.get(head).add(new AbstractMap.SimpleEntry<>(m.getKey().substring(dot + 1), m.getValue()));
        }
        return result.stream().map(m -> m.getValue() != null ? m : new AbstractMap.SimpleEntry<>(m.getKey(),
                JsonText.object(groups.get(m.getKey()), 1))).toList();
    }

    /** The neutral name of the source field {@code field}. */
    private String neutral(String field) {
        if (sourceFacts != null && sourceFacts.manifest() != null) {
            var f = sourceFacts.manifest().fields().get(field);
            if (f != null) {
                return f.from();
            }
        }
        return field;
    }

    /** The package's name as a plugin name: lower case, runs of other characters as one hyphen. */
    private String name() {
        String name = FrontmatterFields.toName(src.name());
        return name.isEmpty() ? "exported" : name.length() > 64 ? name.substring(0, 64) : name;
    }

    private String description() {
        return src.manifest() == null ? "Exported from " + src.name()
                : src.manifest().string("description").map(JsonString::value).orElse("Exported from " + src.name());
    }

    private static String quoted(String field) {
        return "'" + field + "'";
    }
}
