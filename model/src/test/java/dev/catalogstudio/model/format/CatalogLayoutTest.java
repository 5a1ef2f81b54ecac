package dev.catalogstudio.model.format;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The layout patterns every format classifies by. */
class CatalogLayoutTest {

    @Test
    void catalogOfIsTheFolderAboveTheBucket() {
        assertThat(CatalogLayout.catalogOf("skills/a/SKILL.md", "skills", "SKILL.md")).contains("");
        assertThat(CatalogLayout.catalogOf("x/y/skills/a/SKILL.md", "skills", "SKILL.md")).contains("x/y");
        assertThat(CatalogLayout.catalogOf("agents/a/AGENTS.md", "agents", "AGENTS.md")).contains("");
        assertThat(CatalogLayout.catalogOf("x/myskills/a/SKILL.md", "skills", "SKILL.md")).isEmpty();
        assertThat(CatalogLayout.catalogOf("x/skills/a/b/SKILL.md", "skills", "SKILL.md")).isEmpty();
        assertThat(CatalogLayout.catalogOf("a/SKILL.md", "skills", "SKILL.md")).isEmpty();
        assertThat(CatalogLayout.catalogOf("SKILL.md", "skills", "SKILL.md")).isEmpty();
        assertThat(CatalogLayout.catalogOf("skills/a/XSKILL.md", "skills", "SKILL.md")).isEmpty();
        assertThat(CatalogLayout.catalogOf("skills/a/SKILL.md.bak", "skills", "SKILL.md")).isEmpty();
        assertThat(CatalogLayout.catalogOf(".agents/skills/a/SKILL.md", "skills", "SKILL.md")).contains(".agents");
    }

    @Test
    void isWorkspaceSkillOnlyUnderAgentsSkills() {
        assertThat(CatalogLayout.isWorkspaceSkill(".agents/skills/a/SKILL.md")).isTrue();
        assertThat(CatalogLayout.isWorkspaceSkill("p/.agents/skills/a/SKILL.md")).isTrue();
        assertThat(CatalogLayout.isWorkspaceSkill("x.agents/skills/a/SKILL.md")).isFalse();
        assertThat(CatalogLayout.isWorkspaceSkill("skills/a/SKILL.md")).isFalse();
    }
}
