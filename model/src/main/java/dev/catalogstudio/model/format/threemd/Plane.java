package dev.catalogstudio.model.format.threemd;

import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One plane of a 3md document (3md-base.md section 4): its position, attributes and Markdown body. Immutable; source
 * ranges are computed on demand from the offsets kept (a document may hold 100,000 planes).
 */
public final class Plane {

    private final double z;
    private final Double x;
    private final Double y;
    private final String label;
    private final Map<String, String> attributes;
    private final String body;
    private final List<Attribute> tokens;
    private final List<PlaneLink> links;
    private final SourceText source;
    private final int directiveStart; // -1 for the implicit plane
    private final int directiveEnd;
    private final int bodyStart;
    private final int bodyEnd;

    /** Takes over {@code attributes}, {@code tokens} and {@code links}: the parser hands them over and forgets them. */
    Plane(double z, Double x, Double y, String label, Map<String, String> attributes, String body,
          List<Attribute> tokens, List<PlaneLink> links, SourceText source, int directiveStart, int directiveEnd,
          int bodyStart, int bodyEnd) {
        this.z = z;
        this.x = x;
        this.y = y;
        this.label = label;
        this.attributes = attributes.isEmpty() ? Map.of() : Collections.unmodifiableMap(attributes);
        this.body = body;
        this.tokens = Collections.unmodifiableList(tokens);
        this.links = links.isEmpty() ? List.of() : Collections.unmodifiableList(links);
        this.source = source;
        this.directiveStart = directiveStart;
        this.directiveEnd = directiveEnd;
        this.bodyStart = bodyStart;
        this.bodyEnd = bodyEnd;
    }

    /** The position on the Z axis (finite; {@code -0} is stored as {@code 0}). */
    public double z() {
        return z;
    }

    /** The in-plane x offset, or {@code null}. */
    public Double x() {
        return x;
    }

    /** The in-plane y offset, or {@code null}. */
    public Double y() {
        return y;
    }

    /** The label, or {@code null}. */
    public String label() {
        return label;
    }

    /** Every attribute other than z, x, y, label, by lowercased key, last occurrence winning, first-seen order. */
    public Map<String, String> attributes() {
        return attributes;
    }

    /** The body, line ends normalized to {@code \n}, surrounding blank lines trimmed. */
    public String body() {
        return body;
    }

    /** Every attribute token of the directive, in source order, repeats included. */
    public List<Attribute> tokens() {
        return tokens;
    }

    /** The cross-plane links of the body, left to right (section 8). */
    public List<PlaneLink> links() {
        return links;
    }

    /** Whether this is the implicit plane of a document without {@code @plane} directives (section 5). */
    public boolean implicit() {
        return directiveStart < 0;
    }

    /** The directive line through the end of the body. */
    public Range range() {
        return source.range(implicit() ? bodyStart : directiveStart, bodyEnd);
    }

    /** The directive line, or {@code null} for the implicit plane. */
    public Range directive() {
        return implicit() ? null : source.range(directiveStart, directiveEnd);
    }

    /** The {@code @plane} keyword, or the body for the implicit plane. */
    public Range keyword() {
        return implicit() ? bodyRange() : source.range(directiveStart, directiveStart + 6);
    }

    /** The trimmed body (an empty range at the end of the directive when the body is empty). */
    public Range bodyRange() {
        return source.range(bodyStart, bodyEnd);
    }

    /** The token that set attribute {@code key} (the last one when repeated). */
    public Optional<Attribute> attribute(String key) {
        for (int i = tokens.size() - 1; i >= 0; i--) {
            if (tokens.get(i).key().equals(key)) {
                return Optional.of(tokens.get(i));
            }
        }
        return Optional.empty();
    }

    @Override
    public String toString() {
        return "Plane[z=" + Decimal.format(z) + ", label=" + label + "]";
    }
}
