package dev.catalogstudio.model.format.threemd.agent;

import dev.catalogstudio.model.format.threemd.Attribute;
import dev.catalogstudio.model.format.threemd.Plane;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Reads a plane's skill attributes: {@code triggers} and {@code inputs} lists, {@code tool}, {@code cost}. */
final class SkillReader {

    private SkillReader() {
    }

    static Skill read(Plane plane) {
        String label = plane.label() == null || plane.label().isBlank() ? null : plane.label().strip();
        var triggers = plane.attribute("triggers").map(SkillReader::triggers).orElse(List.of());
        var inputs = plane.attribute("inputs").map(SkillReader::inputs).orElse(List.of());
        var tool = plane.attribute("tool").map(CommandTemplate::of).orElse(null);
        return new Skill(plane, label, triggers, inputs, tool, plane.attributes().get("cost"), plane.links());
    }

    private static List<Trigger> triggers(Attribute attribute) {
        var out = new ArrayList<Trigger>();
        var span = attribute.span();
        String value = attribute.value();
        items(value, (start, end) -> {
            String phrase = value.substring(start, end);
            out.add(new Trigger(phrase, Words.of(phrase), span.range(start, end)));
        });
        return out;
    }

    private static List<SkillInput> inputs(Attribute attribute) {
        var out = new ArrayList<SkillInput>();
        String value = attribute.value();
        var span = attribute.span();
        items(value, (start, end) -> {
            boolean required = value.charAt(end - 1) != '?';
            int itemEnd = required ? end : trimEnd(value, start, end - 1);
            int colon = value.indexOf(':', start);
            int nameEnd = colon < 0 || colon >= itemEnd ? itemEnd : trimEnd(value, start, colon);
            if (nameEnd == start) {
                return;
            }
            String type = "string";
            var typeRange = (dev.catalogstudio.model.text.Range) null;
            if (colon >= 0 && colon < itemEnd) {
                int typeStart = trimStart(value, colon + 1, itemEnd);
                if (typeStart < itemEnd) {
                    type = value.substring(typeStart, itemEnd).toLowerCase(Locale.ROOT);
                    typeRange = span.range(typeStart, itemEnd);
                }
            }
            out.add(new SkillInput(value.substring(start, nameEnd), type, required, span.range(start, end),
                    span.range(start, nameEnd), typeRange));
        });
        return out;
    }

    /** Calls {@code item} with the trimmed, non-empty comma-separated items of {@code value}. */
    private static void items(String value, ItemConsumer item) {
        int start = 0;
        while (start <= value.length()) {
            int comma = value.indexOf(',', start);
            int end = comma < 0 ? value.length() : comma;
            int s = trimStart(value, start, end);
            int e = trimEnd(value, s, end);
            if (e > s) {
                item.accept(s, e);
            }
            start = end + 1;
        }
    }

    private interface ItemConsumer {
        void accept(int start, int end);
    }

    private static int trimStart(String s, int from, int to) {
        while (from < to && Character.isWhitespace(s.charAt(from))) {
            from++;
        }
        return from;
    }

    private static int trimEnd(String s, int from, int to) {
        while (to > from && Character.isWhitespace(s.charAt(to - 1))) {
            to--;
        }
        return to;
    }
}
