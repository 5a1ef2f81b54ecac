package dev.catalogstudio.model.format.threemd;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.text.SourceText;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * Reads the lines after the frontmatter into a preamble and planes (3md-base.md sections 4 and 5). A directive is a
 * {@code @plane} line at column 1 outside a {@code ```} or {@code ~~~} fence. Planes with an invalid directive or a
 * {@code z} already taken are reported and left out. One pass over the lines, then one over the bodies for links.
 */
final class PlaneReader {

    /** The preamble (or {@code null}) and the planes. */
    record Body(String preamble, List<Plane> planes) {
    }

    private final SourceText source;
    private final Diagnostics out;
    private final ZSet taken = new ZSet();

    private PlaneReader(SourceText source, Diagnostics out) {
        this.source = source;
        this.out = out;
    }

    static Body read(SourceText source, int firstLine, Diagnostics out) {
        return new PlaneReader(source, out).read(firstLine);
    }

    private Body read(int firstLine) {
        var directives = directiveLines(firstLine);
        int last = source.lineCount();
        int preambleEnd = directives.isEmpty() ? last : directives.get(0) - 1;
        int[] preambleRange = trimmed(firstLine, preambleEnd);
        String preamble = preambleRange == null ? null : join(preambleRange);
        if (directives.isEmpty()) {
            return preamble == null ? new Body(null, List.of()) : new Body(null, List.of(new Plane(0, null, null, null,
                    Map.of(), preamble, List.of(), List.of(), source, -1, -1, preambleRange[0], preambleRange[1])));
        }
        var drafts = new ArrayList<Draft>(directives.size());
        for (int k = 0; k < directives.size(); k++) {
            int line = directives.get(k);
            int bodyEnd = k + 1 < directives.size() ? directives.get(k + 1) - 1 : last;
            Draft draft = draft(line, bodyEnd);
            if (draft != null) {
                drafts.add(draft);
            }
        }
        var planes = new ArrayList<Plane>(drafts.size());
        for (var d : drafts) {
            var links = LinkScanner.scan(source, d.bodyStart(), d.bodyEnd(), d.z(), taken);
            planes.add(new Plane(d.z(), d.x(), d.y(), d.label(), d.extras(), d.body(), d.tokens(), links, source,
                    d.directiveStart(), d.directiveEnd(), d.bodyStart(), d.bodyEnd()));
        }
        return new Body(preamble, planes);
    }

    /** A plane read before every {@code z} is known (links need them all). */
    private record Draft(double z, Double x, Double y, String label, Map<String, String> extras, String body,
                         List<Attribute> tokens, int directiveStart, int directiveEnd, int bodyStart, int bodyEnd) {
    }

    private List<Integer> directiveLines(int firstLine) {
        var lines = new ArrayList<Integer>();
        String text = source.text();
        var body = new ThreeMdLexer.BodyLines();
        for (int line = firstLine; line <= source.lineCount(); line++) {
            if (body.next(text, source.lineStart(line), source.lineEnd(line))) {
                lines.add(line);
            }
        }
        return lines;
    }

    private Draft draft(int line, int bodyEnd) {
        var tokens = DirectiveReader.read(source, line, out);
        if (tokens == null) {
            return null;
        }
        Attribute z = null;
        Attribute x = null;
        Attribute y = null;
        Attribute label = null;
        Map<String, String> extras = Map.of();
        for (var token : tokens) {
            switch (token.key()) {
                case "z" -> z = token;
                case "x" -> x = token;
                case "y" -> y = token;
                case "label" -> label = token;
                default -> {
                    extras = extras.isEmpty() ? new LinkedHashMap<>() : extras;
                    extras.put(token.key(), token.value());
                }
            }
        }
        int directiveStart = source.lineStart(line);
        if (z == null) {
            out.report(Rule.MISSING_PLANE_POSITION, source.range(directiveStart, directiveStart + 6),
                    "This @plane has no z; add z=<number>, e.g. z=0.");
            return null;
        }
        var zValue = number(z);
        var xValue = x == null ? OptionalDouble.empty() : number(x);
        var yValue = y == null ? OptionalDouble.empty() : number(y);
        if (zValue == null || xValue == null || yValue == null) {
            return null;
        }
        Integer first = taken.add(zValue.getAsDouble(), line);
        if (first != null) {
            out.report(Rule.DUPLICATE_PLANE, z.valueRange(), "z=" + Decimal.format(zValue.getAsDouble())
                    + " is already the plane on line " + first + "; every plane needs its own z.");
            return null;
        }
        int[] body = trimmed(line + 1, bodyEnd);
        int directiveEnd = source.lineEnd(line);
        return new Draft(zValue.getAsDouble(), boxed(xValue), boxed(yValue), label == null ? null : label.value(),
                extras, body == null ? "" : join(body), tokens, directiveStart, directiveEnd,
                body == null ? directiveEnd : body[0], body == null ? directiveEnd : body[1]);
    }

    /** The attribute's number; {@code null} after reporting {@code invalid-plane-directive}. */
    private OptionalDouble number(Attribute attribute) {
        var value = Decimal.parse(attribute.value());
        if (value.isEmpty()) {
            out.report(Rule.INVALID_PLANE_DIRECTIVE, attribute.value().isEmpty() ? attribute.range()
                    : attribute.valueRange(), attribute.key() + " must be a finite decimal number such as 0, -2.5 "
                    + "or 1e3, not '" + DirectiveReader.clip(attribute.value(), 0, attribute.value().length()) + "'.");
            return null;
        }
        return value;
    }

    private static Double boxed(OptionalDouble value) {
        return value.isPresent() ? value.getAsDouble() : null;
    }

    /** Offsets of lines {@code from..to} without leading and trailing blank lines, or {@code null} if all blank. */
    private int[] trimmed(int from, int to) {
        String text = source.text();
        int first = from;
        while (first <= to && Blanks.allBlank(text, source.lineStart(first), source.lineEnd(first))) {
            first++;
        }
        int last = to;
        while (last >= first && Blanks.allBlank(text, source.lineStart(last), source.lineEnd(last))) {
            last--;
        }
        return first > last ? null : new int[] {source.lineStart(first), source.lineEnd(last)};
    }

    /** The text of {@code [start, end)} with CRLF and CR line ends normalized to {@code \n}. */
    private String join(int[] range) {
        String raw = source.text().substring(range[0], range[1]);
        return raw.indexOf('\r') < 0 ? raw : raw.replace("\r\n", "\n").replace('\r', '\n');
    }
}
