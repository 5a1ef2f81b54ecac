package dev.catalogstudio.model.format.oaf;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.QuickFix;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.TextEdit;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlNode;
import dev.catalogstudio.model.yaml.YamlScalar;
import dev.catalogstudio.model.yaml.YamlSequence;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Typed reads of OAF YAML (frontmatter or config.yaml) that report {@code field-type} on the way. */
final class OafYaml {

    /** Reports that {@code path} holds a {@code found} where {@code expected} belongs ({@code field-type}). */
    @FunctionalInterface
    interface TypeErrors {
        void report(String path, Range range, String found, String expected);
    }

    private final TypeErrors types;
    private final Diagnostics out;

    OafYaml(TypeErrors types, Diagnostics out) {
        this.types = types;
        this.out = out;
    }

    Diagnostics out() {
        return out;
    }

    /** Reports {@code field-type}: {@code path} holds {@code node} where {@code expected} belongs. */
    void typeError(String path, YamlNode node, String expected) {
        types.report(path, node.range(), node.typeName(), expected);
    }

    /** {@code map[key]} when it is a string; {@code field-type} when present and not one. */
    Optional<YamlScalar> string(YamlMapping map, String key, String path) {
        var value = map.get(key);
        if (value.isEmpty()) {
            return Optional.empty();
        }
        if (value.get() instanceof YamlScalar s && s.isString()) {
            return Optional.of(s);
        }
        types.report(path, value.get().range(), value.get().typeName(), "a string");
        return Optional.empty();
    }

    /** {@code map[key]} when it is a mapping; {@code field-type} when present and not one. */
    Optional<YamlMapping> mapping(YamlMapping map, String key, String path) {
        var value = map.get(key);
        if (value.isPresent() && !(value.get() instanceof YamlMapping)) {
            types.report(path, value.get().range(), value.get().typeName(), "a mapping");
        }
        return value.filter(YamlMapping.class::isInstance).map(YamlMapping.class::cast);
    }

    /** {@code map[key]} when it is a boolean; {@code field-type} when present and not one. */
    Optional<YamlScalar> bool(YamlMapping map, String key, String path) {
        var value = map.get(key);
        if (value.isEmpty()) {
            return Optional.empty();
        }
        if (value.get() instanceof YamlScalar s && s.type() == YamlScalar.Type.BOOLEAN) {
            return Optional.of(s);
        }
        types.report(path, value.get().range(), value.get().typeName(), "a boolean (true or false)");
        return Optional.empty();
    }

    /** The items of list {@code map[key]} that are mappings; {@code field-type} on anything else. */
    List<YamlMapping> mappings(YamlMapping map, String key, String path) {
        var result = new ArrayList<YamlMapping>();
        for (var item : items(map, key, path, "a list of mappings")) {
            if (item instanceof YamlMapping m) {
                result.add(m);
            } else {
                types.report(path + "[]", item.range(), item.typeName(), "a mapping");
            }
        }
        return result;
    }

    /** The items of list {@code map[key]} that are strings; {@code field-type} on anything else. */
    List<YamlScalar> strings(YamlMapping map, String key, String path) {
        var result = new ArrayList<YamlScalar>();
        for (var item : items(map, key, path, "a list of strings")) {
            if (item instanceof YamlScalar s && s.isString()) {
                result.add(s);
            } else {
                types.report(path + "[]", item.range(), item.typeName(), "a string");
            }
        }
        return result;
    }

    private List<YamlNode> items(YamlMapping map, String key, String path, String expected) {
        var value = map.get(key);
        if (value.isEmpty()) {
            return List.of();
        }
        if (!(value.get() instanceof YamlSequence seq)) {
            types.report(path, value.get().range(), value.get().typeName(), expected);
            return List.of();
        }
        return seq.items().stream().map(YamlNode::resolved).toList();
    }

    /**
     * {@code oaf-enum} unless {@code value} is one of {@code allowed} (exactly); a value that differs only in case
     * gets a quick fix to the right spelling.
     */
    void oneOf(SourceText source, YamlScalar value, String path, List<String> allowed) {
        if (allowed.contains(value.value())) {
            return;
        }
        var fixes = allowed.stream().filter(a -> a.equalsIgnoreCase(value.value())).map(a -> new QuickFix(
                "Change to '" + a + "'", List.of(new TextEdit(value.range(), requote(source, value, a))))).toList();
        out.report(Rule.OAF_ENUM, value.range(), "'" + path + "' is '" + value.value() + "'; it must be one of "
                + String.join(", ", allowed.stream().map(a -> "'" + a + "'").toList()) + ".",
                fixes.toArray(QuickFix[]::new));
    }

    /** {@code text} written in the quotes {@code replaced} used (none when it was plain). */
    static String requote(SourceText source, YamlScalar replaced, String text) {
        String written = source.slice(replaced.range());
        char quote = written.isEmpty() ? ' ' : written.charAt(0);
        return quote == '"' || quote == '\'' ? quote + text + quote : text;
    }

    /**
     * Where characters {@code from} to {@code to} of {@code scalar}'s value are written: exact for a plain scalar or a
     * quoted one without escapes, the whole scalar otherwise.
     */
    static Range inner(SourceText source, YamlScalar scalar, int from, int to) {
        String written = source.slice(scalar.range());
        String value = scalar.value();
        int start = scalar.range().startOffset();
        if (written.equals(value)) {
            return source.range(start + from, start + to);
        }
        if (written.length() == value.length() + 2 && written.substring(1, written.length() - 1).equals(value)) {
            return source.range(start + 1 + from, start + 1 + to);
        }
        return scalar.range();
    }
}
