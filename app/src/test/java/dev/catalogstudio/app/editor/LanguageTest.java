package dev.catalogstudio.app.editor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LanguageTest {

    @Test
    void forPathLooksAtTheLastSegmentsExtension() {
        assertThat(Language.forPath("skills/pdf/SKILL.md")).isEqualTo(Language.MARKDOWN_FRONTMATTER);
        assertThat(Language.forPath("AGENTS.md")).isEqualTo(Language.MARKDOWN_FRONTMATTER);
        assertThat(Language.forPath("CHANGELOG.MD")).isEqualTo(Language.MARKDOWN_FRONTMATTER);
        assertThat(Language.forPath("agents\\devops.3md")).isEqualTo(Language.THREEMD);
        assertThat(Language.forPath(".mcp.json")).isEqualTo(Language.JSON);
        assertThat(Language.forPath("mcp-configs/x/ActiveMCP.json")).isEqualTo(Language.JSON);
        assertThat(Language.forPath("config.yaml")).isEqualTo(Language.YAML);
        assertThat(Language.forPath("a.yml")).isEqualTo(Language.YAML);
        assertThat(Language.forPath("metaskill/run.star")).isEqualTo(Language.STARLARK);
        assertThat(Language.forPath("LICENSE")).isEqualTo(Language.PLAIN);
        assertThat(Language.forPath("folder.md/notes.txt")).isEqualTo(Language.PLAIN);
    }
}
