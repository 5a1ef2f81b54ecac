package dev.catalogstudio.model.export;

import dev.catalogstudio.model.json.JsonValue.JsonString;
import java.nio.charset.StandardCharsets;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;

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
                if (facts.manifest() == null) {
                    losses.add(new Loss(src.manifestPath(), line, member.name(), LossAction.DROPPED, facts.host()
                            + " has no package manifest (" + facts.source() + ")"));
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
                members.add(new AbstractMap.SimpleEntry<>(field.get(),
                        JsonText.slice(src.manifestText(), member.value())));
            }
        }
        if (facts.manifest() == null) {
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
        out.put(facts.manifest().path(), JsonText.object(members, 0).getBytes(StandardCharsets.UTF_8));
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
        String name = src.name().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
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
