package dev.catalogstudio.app.hosts;

import dev.catalogstudio.model.loads.HostLoads;
import java.util.ArrayList;
import java.util.List;

/**
 * One host's part of the Hosts view, made from its {@link HostLoads.HostReport}: the summary line the command line
 * prints for it ({@code catalog-studio hosts}) and its rows, dropped first, then truncated, then loaded, each group in
 * the report's (path) order.
 *
 * @param host        the host's name, e.g. {@code claude-code}
 * @param displayName its name in messages, e.g. {@code Claude Code}
 * @param summary     e.g. {@code loads 2 skills, 1 subagent; drops 1; truncates 0}
 * @param dropped     how many items it drops
 * @param rows        dropped, truncated, then loaded
 */
public record HostTable(String host, String displayName, String summary, int dropped, List<HostRow> rows) {

    public HostTable {
        rows = List.copyOf(rows);
    }

    /** The table of {@code report}. */
    public static HostTable of(HostLoads.HostReport report) {
        var rows = new ArrayList<HostRow>();
        for (var d : report.dropped()) {
            rows.add(new HostRow(HostRow.Status.DROPPED, d.kind(), "", d.path(), d.line(), d.code(), d.reason()));
        }
        for (var t : report.truncated()) {
            rows.add(new HostRow(HostRow.Status.TRUNCATED, t.kind(), t.name(), t.path(), 1, "", t.counted() + " "
                    + t.chars() + " characters, the listing keeps " + t.limit() + " (" + t.source() + ")"));
        }
        for (var l : report.loaded()) {
            rows.add(new HostRow(HostRow.Status.LOADED, l.kind(), l.name(), l.path(), 1, "",
                    l.listed() ? l.descriptionChars() + " description character"
                            + (l.descriptionChars() == 1 ? "" : "s") : ""));
        }
        return new HostTable(report.host(), report.displayName(), report.summary(), report.dropped().size(), rows);
    }
}
