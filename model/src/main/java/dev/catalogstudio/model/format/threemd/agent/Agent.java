package dev.catalogstudio.model.format.threemd.agent;

import dev.catalogstudio.model.format.threemd.Plane;
import dev.catalogstudio.model.format.threemd.ThreeMdDocument;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An {@code agent.3md} agent (agent3md/1, agent-3md.md) read from a parsed document, with the loader operations of
 * section 4: {@link #manifest()}, {@link #route}, {@link #skill}, {@link #resolve}, {@link #command}. Immutable and
 * thread-safe. Reading never fails; what does not conform is reported by {@link AgentRules}.
 *
 * <p>The identity plane is the first plane marked {@code kind=identity}, or, when none is, the plane with the lowest
 * {@code z} (section 2.2). Every other plane, except further {@code kind=identity} planes, is a skill.
 */
public final class Agent {

    private final ThreeMdDocument document;
    private final List<Plane> identities;
    private final Plane identity;
    private final List<Skill> skills;
    private final Map<String, Skill> byName = new HashMap<>();
    private final Map<Double, Skill> byZ = new HashMap<>();

    private Agent(ThreeMdDocument document) {
        this.document = document;
        this.identities = document.planes().stream().filter(p -> "identity".equals(kind(p))).toList();
        this.identity = identities.isEmpty()
                ? document.planes().stream().min(Comparator.comparingDouble(Plane::z)).orElse(null)
                : identities.get(0);
        var list = new ArrayList<Skill>();
        var notSkills = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<Plane, Boolean>());
        notSkills.addAll(identities);
        for (var plane : document.planes()) {
            if (plane != identity && !notSkills.contains(plane)) {
                var skill = SkillReader.read(plane);
                list.add(skill);
                byZ.put(skill.z(), skill);
                if (skill.name() != null) {
                    byName.putIfAbsent(skill.name(), skill);
                }
            }
        }
        this.skills = List.copyOf(list);
    }

    /**
     * Whether {@code document} declares itself an agent3md/1 agent. 3md-base.md allows any document (flipbooks,
     * timelines, decks), and agent-3md.md defines an agent file by its manifest and planes; a document is an agent when
     * its frontmatter names one ({@code agent:}, agent-3md.md § 2.1), or says the Z axis enumerates skills
     * ({@code axis: skill}), or a plane is marked {@code kind=identity} or {@code kind=skill} (§ 2.2). A
     * {@code title} alone does not make an agent: every 3md document may have one.
     */
    public static boolean isAgent(ThreeMdDocument document) {
        if (document.entry("agent").isPresent() || "skill".equals(document.axis() == null ? null
                : document.axis().strip())) {
            return true;
        }
        for (var plane : document.planes()) {
            String kind = kind(plane);
            if ("identity".equals(kind) || "skill".equals(kind)) {
                return true;
            }
        }
        return false;
    }

    /** The agent of {@code document} (a rejected document gives an agent of whatever planes were read). */
    public static Agent of(ThreeMdDocument document) {
        return new Agent(document);
    }

    /** The document. */
    public ThreeMdDocument document() {
        return document;
    }

    /** The name: {@code title}, else {@code agent}, else {@code null}. */
    public String name() {
        String title = document.title();
        if (title != null && !title.isBlank()) {
            return title.strip();
        }
        String agent = document.metadata().get("agent");
        return agent == null || agent.isBlank() ? null : agent.strip();
    }

    /** The identity plane, or {@code null} for a document without planes. */
    public Plane identity() {
        return identity;
    }

    /** Every plane marked {@code kind=identity}, in source order (exactly one is expected). */
    public List<Plane> explicitIdentities() {
        return identities;
    }

    /** The skills, in source order. */
    public List<Skill> skills() {
        return skills;
    }

    /** The comma-separated {@code tools} binaries, trimmed; empty when undeclared. */
    public List<String> tools() {
        String tools = document.metadata().get("tools");
        return tools == null ? List.of() : Arrays.stream(tools.split(",")).map(String::strip)
                .filter(s -> !s.isEmpty()).toList();
    }

    /** The skill named {@code name} (the first, if two share it). */
    public Optional<Skill> skill(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    /** The skill at plane {@code z}. */
    public Optional<Skill> skill(double z) {
        return Optional.ofNullable(byZ.get(z + 0.0));
    }

    /** The body-less catalog: name, model, tools, persona, identity body and skills (section 4). */
    public Manifest manifest() {
        var md = document.metadata();
        return new Manifest(name(), md.get("model"), tools(), md.get("persona"),
                identity == null ? null : identity.body(), skills.stream().map(Manifest.Entry::of).toList());
    }

    /** The skills whose triggers {@code request} satisfies, best first; see {@link Router}. */
    public List<Route> route(String request) {
        return Router.route(skills, request);
    }

    /** {@code skill} and its transitive dependencies, each once, dependencies first; see {@link Resolver}. */
    public List<Skill> resolve(Skill skill) {
        return Resolver.resolve(this, skill);
    }

    /**
     * The command of {@code skill} with its slots filled, shell-quoted, from {@code values}; slots without a value
     * stay visible as {@code {name}}.
     *
     * @return the command, or {@code null} for a guidance-only skill
     */
    public String command(Skill skill, Map<String, String> values) {
        return skill.guidanceOnly() ? null : skill.tool().fill(values);
    }

    private static String kind(Plane plane) {
        String kind = plane.attributes().get("kind");
        return kind == null ? null : kind.strip();
    }
}
