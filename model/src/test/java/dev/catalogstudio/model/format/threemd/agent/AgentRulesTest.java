package dev.catalogstudio.model.format.threemd.agent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.format.threemd.ThreeMdParser;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The agent3md/1 rules, one test per code, named after it; independent of ../shared. */
class AgentRulesTest {

    static final String HEAD = "---\n3md: 1.0\nagent: t\ntools: rg\n---\n@plane z=0 label=\"t\" kind=identity\nI.\n";

    /** {@code code@line:column} of every diagnostic of {@code text}. */
    static List<String> check(String text) {
        var out = new Diagnostics();
        AgentRules.check(ThreeMdParser.parse(text), out);
        return out.sorted().stream().map(d -> d.code() + "@" + d.range().start()).toList();
    }

    static String skill(String attributes) {
        return "@plane z=1 label=\"s\" kind=skill triggers=\"go\" " + attributes + "\nBody.\n";
    }

    @Test
    void aConformingAgentIsClean() {
        assertThat(check(HEAD + skill("inputs=\"p, n:number?\" tool=\"rg {p} -m {n}\""))).isEmpty();
    }

    @Test
    void anAgentThatIsNotValid3mdGetsItsBaseErrorOnly() {
        // One problem, one diagnostic: no agent rule, and no 'parse' error beside the base error at the same place.
        assertThat(check("---\nagent: t\n---\n")).containsExactly("missing-version@1:1");
        assertThat(check(HEAD + "@plane z=0\n")).containsExactly("duplicate-plane@8:10");
        assertThat(check(HEAD + "@plane z=0 label=\"u\" kind=identity\n@plane z=2 label=dup\n@plane z=2\n"))
                .as("a base error hides the agent rules (identity) it may have caused")
                .containsExactly("duplicate-plane@8:10", "duplicate-plane@10:10");
    }

    @Test
    void frontmatterNeedsAName() {
        assertThat(check("---\n3md: 1.0\nmodel: m\n---\n@plane z=0 kind=identity\n")).containsExactly(
                "frontmatter@1:1");
        assertThat(check("---\n3md: 1.0\ntitle: T\n---\n@plane z=0\n")).as("title names it").isEmpty();
        assertThat(check("---\n3md: 1.0\nagent: \" \"\n---\n@plane z=0\n")).containsExactly("frontmatter@1:1");
    }

    @Test
    void identityIsExactlyOne() {
        assertThat(check(HEAD + "@plane z=1 label=\"u\" kind=identity\n")).containsExactly("identity@8:22");
        assertThat(check("---\n3md: 1.0\nagent: t\n---\n")).as("no plane at all").containsExactly("identity@1:1");
        var agent = Agent.of(ThreeMdParser.parse("---\n3md: 1\nagent: t\n---\n@plane z=3 label=a\n@plane z=-1 "
                + "label=b\n"));
        assertThat(agent.identity().label()).as("fallback: the lowest z").isEqualTo("b");
        assertThat(agent.skills()).extracting(Skill::name).containsExactly("a");
    }

    @Test
    void missingLabel() {
        assertThat(check(HEAD + "@plane z=1 kind=skill triggers=go\n")).containsExactly("missing-label@8:1");
    }

    @Test
    void uniqueSkill() {
        assertThat(check(HEAD + skill("") + "@plane z=2 label=s triggers=x\n")).containsExactly("unique-skill@10:18");
    }

    @Test
    void deadLink() {
        assertThat(check(HEAD + skill("") + "See [[z=9|x]] and [[z=0]].\n")).containsExactly("dead-link@10:5");
    }

    @Test
    void entry() {
        String agent = "---\n3md: 1.0\nagent: t\nentry: %s\n---\n@plane z=0\n";
        assertThat(check(agent.formatted("0"))).isEmpty();
        assertThat(check(agent.formatted("2"))).containsExactly("entry@4:8");
        assertThat(check(agent.formatted("0.5"))).as("an integer").containsExactly("entry@4:8");
    }

    @Test
    void cycle() {
        assertThat(check(HEAD + skill("") + "[[z=2]]\n@plane z=2 label=b triggers=b\n[[z=1]]\n"
                + "@plane z=3 label=c triggers=c\n[[z=3]] [[z=1]]\n")).containsExactly(
                "cycle@10:1", "cycle@12:1", "cycle@14:1");
    }

    @Test
    void dupInput() {
        assertThat(check(HEAD + skill("inputs=\"a, b, a:number\""))).containsExactly("dup-input@8:61");
    }

    @Test
    void inputType() {
        assertThat(check(HEAD + skill("inputs=\"a:int, b:Number?, c:\""))).containsExactly("input-type@8:57");
    }

    @Test
    void toolInput() {
        assertThat(check(HEAD + skill("inputs=p tool=\"rg {p} {q} {1} {p q}\""))).containsExactly(
                "tool-input@8:69");
    }

    @Test
    void triggersWarnWhenAbsentOrBlank() {
        assertThat(check(HEAD + "@plane z=1 label=s\n@plane z=2 label=u triggers=\",\"\n")).containsExactly(
                "triggers@8:1", "triggers@9:29");
    }

    @Test
    void toolMustNotBeEmpty() {
        assertThat(check(HEAD + skill("tool=\"  \""))).containsExactly("tool@8:52");
        assertThat(Agent.of(ThreeMdParser.parse(HEAD + skill("tool=''"))).skills().get(0).guidanceOnly()).isTrue();
    }

    @Test
    void unusedInput() {
        assertThat(check(HEAD + skill("inputs=\"p, q\" tool=\"rg {p}\""))).containsExactly("unused-input@8:58");
        assertThat(check(HEAD + skill("inputs=\"p, q\""))).as("guidance-only skills may take inputs").isEmpty();
    }

    @Test
    void undeclaredTool() {
        assertThat(check(HEAD + skill("tool=\" grep -r x\""))).containsExactly("undeclared-tool@8:54");
        assertThat(check(HEAD.replace("tools: rg\n", "") + skill("tool=grep"))).as("no tools: nothing declared")
                .isEmpty();
    }
}
