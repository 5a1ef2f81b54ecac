package dev.catalogstudio.model.export;

import dev.catalogstudio.model.format.FrontmatterFields;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * Exports one plugin, extension, skill folder or host folder (SRC) to another host's package layout, with every item
 * the target cannot carry as it is in the loss report (issue 43; docs/EXPORT.md). SRC is read whole and never
 * written; the facts come from {@code hosts/discovery/<host>.json} (where the source keeps each component),
 * {@code hosts/export/<host>.json} (where the target keeps it) and {@code hosts/<host>.json} (the frontmatter fields
 * the target reads).
 */
public final class Exporter {

    private Exporter() {
    }

    /**
     * Reads SRC, computes the target layout and every loss; writes nothing.
     *
     * @param source SRC: a folder holding a plugin manifest the hosts' discovery data lists (or a Claude Code
     *               plugin's default folders), a {@code SKILL.md} at its root, an {@code AGENTS.md} with a
     *               frontmatter (a MetaAgents agent entry), or named {@code .claude}, {@code .agents},
     *               {@code .github}, {@code .codex}, {@code .cursor} or {@code .gemini}
     * @param target the layout to write
     * @return the files (paths relative to OUT) and the losses (paths relative to SRC, 1-based lines)
     * @throws ExportException when SRC is none of those, holds a symbolic link, has a manifest path leaving it, cannot
     *                         be read, or the target has no export facts; the message names the path
     */
    public static ExportPlan plan(Path source, ExportTarget target) throws ExportException {
        return plan(source, target, (String) null);
    }

    /**
     * {@link #plan(Path, ExportTarget)} with the publisher namespace to write: OAF's {@code vendorKey} (and each MCP
     * server's {@code vendor}; shared/specs/open-agent-format-0.8.md § Identity Fields (Required)) and the namespace
     * of MetaAgents' MCP names ({@code <vendor>/<server>}; shared/specs/metaagents.md § MCP names). Without one the
     * export derives it (the author's name, or the plugin's, as kebab-case) and says so in a loss.
     *
     * @param vendor kebab-case ({@code [a-z0-9]+(-[a-z0-9]+)*}, at most 64 characters), or {@code null} to derive it
     * @throws ExportException as {@link #plan(Path, ExportTarget)}, and when {@code vendor} is not kebab-case or the
     *                         target has no publisher namespace
     */
    public static ExportPlan plan(Path source, ExportTarget target, String vendor) throws ExportException {
        return plan(source, target, vendor, host -> ExportFacts.of(host).orElse(null));
    }

    /** {@link #plan(Path, ExportTarget)} with the export facts of each host from {@code facts} (null: none). */
    static ExportPlan plan(Path source, ExportTarget target, Function<String, ExportFacts> facts)
            throws ExportException {
        return plan(source, target, null, facts);
    }

    static ExportPlan plan(Path source, ExportTarget target, String vendor, Function<String, ExportFacts> facts)
            throws ExportException {
        if (vendor != null && !target.takesVendor()) {
            throw new ExportException("vendor " + vendor + ": only oaf (vendorKey) and metaagents (the MCP names' "
                    + "namespace) write a publisher namespace, " + target.id() + " has none");
        }
        if (vendor != null && (vendor.length() > FrontmatterFields.NAME_MAX || !FrontmatterFields.isName(vendor))) {
            throw new ExportException("vendor " + vendor + ": a publisher namespace is kebab-case (lowercase letters "
                    + "and digits in runs joined by single hyphens, at most 64 characters), e.g. acme-tools");
        }
        var all = new LinkedHashMap<String, ExportFacts>();
        for (ExportTarget t : ExportTarget.values()) {
            var f = facts.apply(t.id());
            if (f != null) {
                all.put(t.id(), f);
            }
        }
        if (!all.containsKey(target.id())) {
            throw new ExportException(target.id() + ": no export facts for this target yet "
                    + "(hosts/export/" + target.id() + ".json is missing)");
        }
        var src = SourceReader.read(source);
        return new Planner(src, target, Map.copyOf(all), vendor).plan();
    }

    /**
     * Writes the plan into OUT, then checks OUT for the target host. Every file goes through
     * {@link dev.catalogstudio.model.text.ToolFileWriter} (atomic, no links, never outside OUT); OUT also gets
     * {@code .catalog-studio-export.json}, the target and each written path with its SHA-256.
     *
     * @param plan what to write
     * @param out  OUT: absent or empty for {@link ExportMode#NEW}; for {@link ExportMode#FORCE} and
     *             {@link ExportMode#UPDATE} also a folder an earlier export wrote (see those modes)
     * @return the files written and what the check found
     * @throws ExportException when OUT is refused (the message names the file and why) or a file cannot be written
     */
    public static ExportResult write(ExportPlan plan, Path out, ExportMode mode) throws ExportException {
        return ExportWriter.write(plan, out, mode);
    }

    /** The record an export leaves in OUT: the target, the vendor given and each written file with its SHA-256. */
    public static final String RECORD = SourceReader.RECORD;

    /**
     * The publisher namespace an earlier export recorded in {@code out}'s {@link #RECORD} (to export over it again
     * with the same one), if any: empty when there is no such record (or it is a link, not an export's JSON, or over
     * 1 MiB) or it names none.
     */
    public static java.util.Optional<String> recordedVendor(Path out) {
        return ExportWriter.readRecord(out).flatMap(r -> r.string("vendor"))
                .map(dev.catalogstudio.model.json.JsonValue.JsonString::value)
                .filter(dev.catalogstudio.model.format.FrontmatterFields::isName);
    }

    /** The target an earlier export recorded in {@code out}'s {@link #RECORD}, read as {@link #recordedVendor}. */
    public static java.util.Optional<ExportTarget> recordedTarget(Path out) {
        return ExportWriter.readRecord(out).flatMap(r -> r.string("target"))
                .flatMap(t -> ExportTarget.byId(t.value()));
    }
}
