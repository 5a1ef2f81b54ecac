package dev.catalogstudio.model.format.threemd;

import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;

/**
 * A cross-plane link {@code [[z=N]]} or {@code [[z=N|text]]} in a plane body (3md-base.md section 8). Immutable;
 * ranges are computed on demand.
 */
public final class PlaneLink {

    private final double sourceZ;
    private final double targetZ;
    private final String text;
    private final boolean targetExists;
    private final SourceText source;
    private final int start;
    private final int targetEnd;
    private final int end;

    PlaneLink(double sourceZ, double targetZ, String text, boolean targetExists, SourceText source, int start,
              int targetEnd, int end) {
        this.sourceZ = sourceZ;
        this.targetZ = targetZ;
        this.text = text;
        this.targetExists = targetExists;
        this.source = source;
        this.start = start;
        this.targetEnd = targetEnd;
        this.end = end;
    }

    /** The {@code z} of the plane whose body holds the link. */
    public double sourceZ() {
        return sourceZ;
    }

    /** The {@code z} the link names. */
    public double targetZ() {
        return targetZ;
    }

    /** The link text ({@code ""} for {@code [[z=N|]]}), or {@code null} when absent. */
    public String text() {
        return text;
    }

    /** Whether the document has a plane at {@link #targetZ()} (numeric equality, as for duplicates). */
    public boolean targetExists() {
        return targetExists;
    }

    /** The whole link, brackets included. */
    public Range range() {
        return source.range(start, end);
    }

    /** The target number. */
    public Range targetRange() {
        return source.range(start + 4, targetEnd);
    }

    @Override
    public String toString() {
        return "[[z=" + Decimal.format(targetZ) + (text == null ? "" : "|" + text) + "]] in z="
                + Decimal.format(sourceZ);
    }
}
