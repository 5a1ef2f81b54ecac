package dev.catalogstudio.model.format.threemd;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The portable shape of a parsed document, as the shared conformance vectors write it: plain maps, lists, strings,
 * numbers ({@link Long} for whole values under 10^15, {@link Double} otherwise) and {@code null}, ready for any JSON
 * writer. Document: {@code version, axis, title, metadata, preamble, planes}; plane: {@code z, label, x, y, attributes,
 * body}; link: {@code sourceZ, targetZ, text, targetExists}.
 */
public final class ThreeMdProjection {

    private ThreeMdProjection() {
    }

    /** The {@code expected} object of a valid vector. */
    public static Map<String, Object> document(ThreeMdDocument document) {
        var map = new LinkedHashMap<String, Object>();
        map.put("version", document.version());
        map.put("axis", document.axis());
        map.put("title", document.title());
        map.put("metadata", new LinkedHashMap<>(document.metadata()));
        map.put("preamble", document.preamble());
        var planes = new ArrayList<Object>();
        for (var plane : document.planes()) {
            var p = new LinkedHashMap<String, Object>();
            p.put("z", number(plane.z()));
            p.put("label", plane.label());
            p.put("x", plane.x() == null ? null : number(plane.x()));
            p.put("y", plane.y() == null ? null : number(plane.y()));
            p.put("attributes", new LinkedHashMap<>(plane.attributes()));
            p.put("body", plane.body());
            planes.add(p);
        }
        map.put("planes", planes);
        return map;
    }

    /** The {@code links} array of a link vector. */
    public static List<Object> links(ThreeMdDocument document) {
        var links = new ArrayList<Object>();
        for (var link : document.links()) {
            var l = new LinkedHashMap<String, Object>();
            l.put("sourceZ", number(link.sourceZ()));
            l.put("targetZ", number(link.targetZ()));
            l.put("text", link.text());
            l.put("targetExists", link.targetExists());
            links.add(l);
        }
        return links;
    }

    /** {@code value} as a {@link Long} when whole and under 10^15 in magnitude, else as a {@link Double}. */
    public static Number number(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? (Number) (long) value : (Number) value;
    }
}
