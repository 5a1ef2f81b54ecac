package dev.catalogstudio.model.generate;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.SortedMap;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Generates a realistic catalog of {@code entries} entries, deterministic by seed (same seed, same bytes), for tests
 * and benchmarks. Shapes follow the real corpora ({@code ../shared/corpus}) and the bundled sample catalog:
 *
 * <ul>
 *   <li>about 70% MetaAgents skills ({@code skills/<name>/SKILL.md}, 100-400 character descriptions, Markdown
 *   bodies of a few KiB with headings, numbered steps, code blocks and links to {@code references/} files that exist,
 *   optional {@code prereqs}, {@code license}, {@code metadata}, {@code scripts/}); each depends on 0-4 skills of a
 *   lower index (so there is never a cycle), preferring a few hub skills, and sometimes on an MCP;</li>
 *   <li>about 10% MetaAgents agents ({@code agents/<name>/AGENTS.md}) depending on 2-8 skills and 0-2 MCPs;</li>
 *   <li>about 10% MetaAgents MCPs ({@code mcps/<ns>_<short>.json}, 2-space pretty-printed, cross-platform);</li>
 *   <li>about 3% 3md agents ({@code agents3md/<name>.3md}, identity plane and 3-7 skill planes with triggers, typed
 *   inputs, tool templates and links to earlier planes);</li>
 *   <li>the rest workspace skills ({@code .agents/skills/<name>/SKILL.md}) and one {@code .mcp.json}.</li>
 * </ul>
 *
 * <p>Every agent and skill has a {@code CHANGELOG.md} whose newest entry is its version, and the root has a
 * {@code catalog-studio.yaml} naming {@link #ORIGIN}, so every dependency resolves locally. Skill #0,
 * {@link #HUB_SKILL}, has exactly {@link #HUB_DEPENDENTS} dependents (fewer only when the catalog has fewer agents
 * and skills). The catalog checks with no error and no warning.
 */
public final class CatalogGenerator {

    /** The scope of every agent and skill. */
    public static final String SCOPE = "acme";
    /** Where the catalog is published; written to {@code catalog-studio.yaml}. */
    public static final String ORIGIN = "https://github.com/acme-platform/agent-catalog/tree/main";
    /** The name of skill #0, the hub. */
    public static final String HUB_SKILL = "core-conventions";
    /** How many agents and skills depend on the hub. */
    public static final int HUB_DEPENDENTS = 50;

    private static final String[] MCP_NAMESPACES = {"com.acme", "io.example", "dev.tools", "org.opsdata",
        "io.github.acme"};

    /**
     * What was generated.
     *
     * @param root            the catalog folder
     * @param skills          MetaAgents skills, the hub included
     * @param agents          MetaAgents agents
     * @param mcps            MetaAgents MCP files
     * @param threeMdAgents   3md agents
     * @param workspaceSkills skills under {@code .agents/skills}
     * @param files           files written
     * @param bytes           bytes written
     * @param hubDependents   paths of the documents that depend on the hub, sorted
     */
    public record Generated(Path root, int skills, int agents, int mcps, int threeMdAgents, int workspaceSkills,
                            int files, long bytes, List<String> hubDependents) {
        public Generated {
            hubDependents = List.copyOf(hubDependents);
        }

        /** The path of the hub skill's SKILL.md, relative to {@link #root()}. */
        public String hubSkillPath() {
            return CatalogGenerator.hubSkillPath();
        }
    }

    /** Receives each generated file. */
    @FunctionalInterface
    public interface Sink {
        void file(String path, String text) throws IOException;
    }

    /** The hub skill's SKILL.md, relative to the catalog root. */
    public static String hubSkillPath() {
        return "skills/" + HUB_SKILL + "/SKILL.md";
    }

    /**
     * Writes a catalog of {@code entries} entries into {@code dir} (created if missing; existing files are
     * overwritten, others are left alone).
     */
    public static Generated generate(Path dir, int entries, long seed) throws IOException {
        Files.createDirectories(dir);
        var folders = new java.util.HashSet<Path>();
        return new CatalogGenerator(entries, seed).run(dir, (path, text) -> {
            Path file = dir.resolve(path);
            Path parent = file.getParent();
            if (folders.add(parent)) {
                Files.createDirectories(parent);
            }
            Files.write(file, text.getBytes(StandardCharsets.UTF_8));
        });
    }

    /** The files of the catalog {@link #generate} would write, by relative path, without touching the disk. */
    public static SortedMap<String, String> files(int entries, long seed) {
        var files = new TreeMap<String, String>();
        try {
            new CatalogGenerator(entries, seed).run(null, files::put);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files;
    }

    /** Streams the files of the catalog to {@code sink}, in a deterministic order. */
    public static Generated generate(int entries, long seed, Sink sink) throws IOException {
        return new CatalogGenerator(entries, seed).run(null, sink);
    }

    // Plan

    private final int entries;
    private final SplittableRandom random;
    private final Prose prose;
    private final MarkdownTexts texts;
    private final OtherDocuments others;
    private final int skillCount;
    private final int agentCount;
    private final int mcpCount;
    private final int threeMdCount;
    private final int workspaceCount;
    private final String[] skillNames;
    private final String[] mcpNames;
    private final BitSet hubDependentSkills = new BitSet();
    private final BitSet hubDependentAgents = new BitSet();
    private int files;
    private long bytes;

    private CatalogGenerator(int entries, long seed) {
        if (entries < 1) {
            throw new IllegalArgumentException("entries must be at least 1: " + entries);
        }
        this.entries = entries;
        this.random = new SplittableRandom(seed);
        this.prose = new Prose(random);
        agentCount = (int) Math.round(entries * 0.10);
        mcpCount = (int) Math.round(entries * 0.10);
        threeMdCount = (int) Math.round(entries * 0.03);
        workspaceCount = (int) Math.round(entries * 0.07);
        skillCount = Math.max(1, entries - agentCount - mcpCount - threeMdCount - workspaceCount);
        skillNames = new String[skillCount];
        skillNames[0] = HUB_SKILL;
        int index = 1;
        for (int i = 1; i < skillCount; i++) {
            skillNames[i] = prose.name(index++);
        }
        mcpNames = new String[mcpCount];
        for (int i = 0; i < mcpCount; i++) {
            mcpNames[i] = prose.pick(MCP_NAMESPACES) + "/" + prose.pick(Prose.NOUNS) + "-" + (index++);
        }
        texts = new MarkdownTexts(random, prose, skillNames);
        others = new OtherDocuments(random, prose, texts, mcpNames);
        chooseHubDependents();
    }

    /** Picks exactly {@link #HUB_DEPENDENTS} of the skills 1.. and agents (all of them when there are fewer). */
    private void chooseHubDependents() {
        int candidates = (skillCount - 1) + agentCount;
        int[] order = new int[candidates];
        for (int i = 0; i < candidates; i++) {
            order[i] = i;
        }
        int take = Math.min(HUB_DEPENDENTS, candidates);
        for (int i = 0; i < take; i++) {
            int j = i + random.nextInt(candidates - i);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
            int chosen = order[i];
            if (chosen < skillCount - 1) {
                hubDependentSkills.set(chosen + 1);
            } else {
                hubDependentAgents.set(chosen - (skillCount - 1));
            }
        }
    }

    private Generated run(Path root, Sink sink) throws IOException {
        Sink counting = (path, text) -> {
            files++;
            bytes += text.getBytes(StandardCharsets.UTF_8).length;
            sink.file(path, text);
        };
        counting.file("catalog-studio.yaml", "# Catalog Studio workspace settings: dependency origins under this origin"
                + " resolve to this folder.\norigin: " + ORIGIN + "\n");
        counting.file("README.md", "# Generated catalog\n\n" + entries + " entries generated by Catalog Studio's"
                + " CatalogGenerator for tests and benchmarks.\n");
        var hubDependents = new TreeSet<String>();
        for (int i = 0; i < skillCount; i++) {
            writeSkill(counting, i);
            if (hubDependentSkills.get(i)) {
                hubDependents.add("skills/" + skillNames[i] + "/SKILL.md");
            }
        }
        for (int i = 0; i < agentCount; i++) {
            String name = writeAgent(counting, i);
            if (hubDependentAgents.get(i)) {
                hubDependents.add("agents/" + name + "/AGENTS.md");
            }
        }
        for (int i = 0; i < mcpCount; i++) {
            others.writeMcp(counting, mcpNames[i]);
        }
        int index = skillCount + mcpCount + agentCount;
        for (int i = 0; i < threeMdCount; i++) {
            others.writeThreeMd(counting, "ops-" + prose.pick(Prose.NOUNS) + "-" + (index++));
        }
        for (int i = 0; i < workspaceCount; i++) {
            others.writeWorkspaceSkill(counting, "ws-" + prose.name(index++));
        }
        others.writeMcpJson(counting);
        return new Generated(root, skillCount, agentCount, mcpCount, threeMdCount, workspaceCount, files, bytes,
                new ArrayList<>(hubDependents));
    }

    // Skills and agents

    private void writeSkill(Sink sink, int i) throws IOException {
        String name = skillNames[i];
        String folder = "skills/" + name + "/";
        var deps = new TreeSet<Integer>();
        if (i > 1) {
            int count = dependencyCount();
            int hubs = Math.max(1, skillCount / 100);
            for (int tries = 0; deps.size() < Math.min(count, i - 1) && tries < 20; tries++) {
                int target = prose.chance(0.3) ? 1 + random.nextInt(Math.min(hubs, i - 1)) : 1 + random.nextInt(i - 1);
                deps.add(target);
            }
        }
        if (hubDependentSkills.get(i)) {
            deps.add(0);
        }
        var mcps = new TreeSet<Integer>();
        if (mcpCount > 0 && prose.chance(0.2)) {
            mcps.add(random.nextInt(mcpCount));
        }
        String version = texts.version();
        var fm = new StringBuilder("---\n");
        fm.append("name: ").append(name).append('\n');
        fm.append("scope: ").append(SCOPE).append('\n');
        fm.append("description: ").append(prose.description(prose.length(220, 0.4, 90, 900))).append('\n');
        fm.append("version: ").append(prose.chance(0.3) ? '"' + version + '"' : version).append('\n');
        boolean setup = prose.chance(0.2);
        if (setup) {
            fm.append("prereqs: |\n  Requires: ").append(prose.pick(Prose.TOOLS)).append(" on the PATH and read access"
                    + " to the ").append(prose.pick(Prose.NOUNS)).append(". See `references/SETUP.md` for step-by-step"
                    + " setup.\n");
        }
        boolean license = prose.chance(0.3);
        if (license) {
            fm.append("license: Apache-2.0\n");
        }
        if (prose.chance(0.2)) {
            fm.append("metadata:\n  author: platform-team\n  category: ").append(prose.pick(Prose.NOUNS)).append('\n');
        }
        dependencies(fm, deps, mcps);
        fm.append("---\n");
        var references = new ArrayList<String>();
        if (setup) {
            references.add("references/SETUP.md");
        }
        int extra = prose.between(0, 3);
        for (int r = 0; r < extra; r++) {
            String ref = "references/" + Prose.capitalize(prose.pick(Prose.NOUNS)).toUpperCase() + "-" + r + ".md";
            references.add(ref);
        }
        var scripts = new ArrayList<String>();
        if (prose.chance(0.3)) {
            scripts.add("scripts/" + prose.pick(Prose.VERBS) + "-" + prose.pick(Prose.NOUNS) + ".sh");
        }
        String body = texts.body(name, prose.length(3500, 0.8, 600, 18_000), references, scripts, deps);
        sink.file(folder + "SKILL.md", fm + body);
        for (String ref : references) {
            sink.file(folder + ref, "# " + ref.substring(ref.indexOf('/') + 1, ref.length() - 3) + "\n\n"
                    + texts.paragraphs(prose.length(2500, 0.7, 300, 30_000)));
        }
        for (String script : scripts) {
            sink.file(folder + script, "#!/usr/bin/env bash\nset -euo pipefail\n# " + prose.sentence(60) + "\n"
                    + prose.pick(Prose.TOOLS) + " --help\n");
        }
        if (license) {
            sink.file(folder + "LICENSE.txt", "Apache License, Version 2.0\n\n" + texts.paragraphs(800));
        }
        sink.file(folder + "CHANGELOG.md", texts.changelog(version));
    }

    private String writeAgent(Sink sink, int i) throws IOException {
        String name = prose.name(skillCount + mcpCount + i) + "-agent";
        String folder = "agents/" + name + "/";
        var deps = new TreeSet<Integer>();
        int count = Math.min(prose.between(2, 8), skillCount - 1);
        for (int tries = 0; deps.size() < count && tries < 40; tries++) {
            deps.add(1 + random.nextInt(skillCount - 1));
        }
        if (hubDependentAgents.get(i)) {
            deps.add(0);
        }
        var mcps = new TreeSet<Integer>();
        int mcpDeps = Math.min(prose.between(0, 2), mcpCount);
        for (int tries = 0; mcps.size() < mcpDeps && tries < 10; tries++) {
            mcps.add(random.nextInt(mcpCount));
        }
        String version = texts.version();
        var fm = new StringBuilder("---\n");
        fm.append("name: ").append(name).append('\n');
        fm.append("scope: ").append(SCOPE).append('\n');
        fm.append("description: ").append(prose.description(prose.length(160, 0.4, 60, 600))).append('\n');
        fm.append("version: ").append(version).append('\n');
        dependencies(fm, deps, mcps);
        fm.append("---\n");
        String body = texts.body(name, prose.length(2500, 0.7, 500, 15_000), List.of(), List.of(), deps);
        sink.file(folder + "AGENTS.md", fm + body);
        sink.file(folder + "CHANGELOG.md", texts.changelog(version));
        return name;
    }

    private int dependencyCount() {
        double p = random.nextDouble();
        return p < 0.3 ? 0 : p < 0.55 ? 1 : p < 0.75 ? 2 : p < 0.9 ? 3 : 4;
    }

    private void dependencies(StringBuilder fm, TreeSet<Integer> skills, TreeSet<Integer> mcps) {
        if (skills.isEmpty() && mcps.isEmpty()) {
            return;
        }
        fm.append("dependencies:\n");
        if (!skills.isEmpty()) {
            fm.append("  skills:\n");
            for (int s : skills) {
                fm.append("    - \"").append(ORIGIN).append("/skills/").append(skillNames[s]).append("\"\n");
            }
        }
        if (!mcps.isEmpty()) {
            fm.append("  mcps:\n");
            for (int m : mcps) {
                fm.append("    - \"").append(ORIGIN).append("/mcps/").append(mcpFileName(mcpNames[m])).append("\"\n");
            }
        }
    }

    static String mcpFileName(String fqn) {
        return fqn.replace('/', '_') + ".json";
    }
}
