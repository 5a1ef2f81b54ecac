package dev.catalogstudio.model.format.threemd;

import dev.catalogstudio.model.text.SourceText;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds cross-plane links in a body (3md-base.md section 8) with the semantics of the spec's regular expression
 * {@code \[\[z=([^\]|]+)(?:\|([^\]]*))?\]\]} applied left to right: a match whose target is not a finite decimal is
 * not a link, and scanning resumes after it. Two forward-only cursors make the scan linear in the body length.
 */
final class LinkScanner {

    private static final String OPEN = "[[z=";

    /** Characters examined looking for links, ever (a work count for tests; never read by the product). */
    static final java.util.concurrent.atomic.LongAdder CHARS_SCANNED = new java.util.concurrent.atomic.LongAdder();

    private final String text;
    private final int end;
    private int stop = -1;  // the first ']' or '|' at or after the last query, or end
    private int close = -1; // the first ']' at or after the last query, or end

    LinkScanner(String text, int end) {
        this.text = text;
        this.end = end;
    }

    /** The links in {@code [start, end)}, the body of the plane at {@code sourceZ}; {@code planes} holds every z. */
    static List<PlaneLink> scan(SourceText source, int start, int end, double sourceZ, ZSet planes) {
        var links = new ArrayList<PlaneLink>(0);
        String text = source.text();
        ThreeMdLexer.links(text, start, end, new ThreeMdLexer.Sink() {
            private int targetStart;
            private int targetEnd;
            private int textStart = -1;
            private int textEnd;

            @Override
            public void token(ThreeMdLexer.Kind kind, int from, int to) {
                switch (kind) {
                    case LINK_TARGET -> {
                        targetStart = from;
                        targetEnd = to;
                        textStart = -1;
                    }
                    case LINK_TEXT -> {
                        textStart = from;
                        textEnd = to;
                    }
                    case LINK -> {
                        double z = Decimal.parse(text.subSequence(targetStart, targetEnd)).getAsDouble();
                        String label = textStart < 0 ? null
                                : text.substring(textStart, textEnd).replace("\r\n", "\n").replace('\r', '\n');
                        links.add(new PlaneLink(sourceZ, z, label, planes.contains(z), source, from, targetEnd, to));
                    }
                    default -> throw new IllegalStateException(kind.toString());
                }
            }
        });
        return links.isEmpty() ? List.of() : links;
    }

    /** Reports the links from {@code start} to the end to {@code sink} (see {@link ThreeMdLexer#links}). */
    void scan(int start, ThreeMdLexer.Sink sink) {
        int p = next(start);
        while (p >= 0) {
            p = matchAt(p, sink);
        }
    }

    /** Tries a match at {@code p}; returns where to look for the next one. */
    private int matchAt(int p, ThreeMdLexer.Sink sink) {
        int targetStart = p + OPEN.length();
        int t = nextStop(targetStart);
        int matchEnd = -1;
        int textStart = -1;
        int textEnd = -1;
        if (t > targetStart && t < end) {
            if (text.charAt(t) == '|') {
                int u = nextClose(t + 1);
                if (u + 1 < end && text.charAt(u + 1) == ']') {
                    textStart = t + 1;
                    textEnd = u;
                    matchEnd = u + 2;
                }
            } else if (t + 1 < end && text.charAt(t + 1) == ']') {
                matchEnd = t + 2;
            }
        }
        if (matchEnd < 0) {
            return next(p + 1);
        }
        if (Decimal.parse(text.subSequence(targetStart, t)).isPresent()) {
            sink.token(ThreeMdLexer.Kind.LINK_TARGET, targetStart, t);
            if (textStart >= 0) {
                sink.token(ThreeMdLexer.Kind.LINK_TEXT, textStart, textEnd);
            }
            sink.token(ThreeMdLexer.Kind.LINK, p, matchEnd);
        }
        return next(matchEnd);
    }

    /** The next {@code [[z=} at or after {@code from} that fits before the end of the body, or -1. */
    private int next(int from) {
        for (int p = from; p + OPEN.length() <= end; p++) {
            if (text.charAt(p) == '[' && text.startsWith(OPEN, p)) {
                CHARS_SCANNED.add(p + 1 - from);
                return p;
            }
        }
        CHARS_SCANNED.add(Math.max(0, end - from));
        return -1;
    }

    private int nextStop(int from) {
        if (stop < from) {
            stop = from;
            while (stop < end && text.charAt(stop) != ']' && text.charAt(stop) != '|') {
                stop++;
            }
            CHARS_SCANNED.add(stop - from);
        }
        return stop;
    }

    private int nextClose(int from) {
        if (close < from) {
            close = from;
            while (close < end && text.charAt(close) != ']') {
                close++;
            }
            CHARS_SCANNED.add(close - from);
        }
        return close;
    }
}
