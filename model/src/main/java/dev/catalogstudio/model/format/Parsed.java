package dev.catalogstudio.model.format;

import dev.catalogstudio.model.format.mcp.McpConfig;
import dev.catalogstudio.model.format.mcp.McpFile;
import dev.catalogstudio.model.format.metaagents.Changelog;
import dev.catalogstudio.model.format.threemd.ThreeMdDocument;
import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.YamlParser;
import java.util.Objects;
import java.util.Optional;

/**
 * What a {@link Format} parsed a document into, once, in the parse step; every later rule run and graph contribution
 * reads this product instead of the text. Sealed: a {@code switch} over it is exhaustive, so a new product type makes
 * the compiler list every place that must handle it. All products are immutable and carry exact source ranges.
 */
public sealed interface Parsed {

    /** The frontmatter document of this product, when it is a Markdown document with frontmatter. */
    default Optional<FrontmatterDocument> frontmatter() {
        return this instanceof Markdown m ? Optional.of(m.document()) : Optional.empty();
    }

    /** A {@code SKILL.md} or {@code AGENTS.md}: YAML frontmatter and a Markdown body (agent-skills.md § Format). */
    record Markdown(FrontmatterDocument document) implements Parsed {
        public Markdown {
            Objects.requireNonNull(document);
        }
    }

    /** A {@code CHANGELOG.md} (metaagents.md § CHANGELOG). */
    record ChangelogFile(Changelog changelog) implements Parsed {
        public ChangelogFile {
            Objects.requireNonNull(changelog);
        }
    }

    /** A metaSKILL's {@code SKILL.star}: the parsed and resolved program (metaskills.md § 6). */
    record StarlarkProgram(dev.catalogstudio.model.starlark.Program program) implements Parsed {
        public StarlarkProgram {
            Objects.requireNonNull(program);
        }
    }

    /** A MetaAgents {@code mcps/*.json} server file (metaagents.md § MCP files). */
    record McpServerFile(McpFile file) implements Parsed {
        public McpServerFile {
            Objects.requireNonNull(file);
        }
    }

    /** A workspace {@code .mcp.json} (workspace-skills.md § MCP configuration). */
    record McpServers(McpConfig config) implements Parsed {
        public McpServers {
            Objects.requireNonNull(config);
        }
    }

    /** A JSON file read by a format's own rules, e.g. an OAF {@code ActiveMCP.json}. */
    record Json(SourceText text, JsonParser.Result result) implements Parsed {
        public Json {
            Objects.requireNonNull(text);
            Objects.requireNonNull(result);
        }
    }

    /** A YAML file read by a format's own rules, e.g. an OAF {@code config.yaml}. */
    record Yaml(SourceText text, YamlParser.Result result) implements Parsed {
        public Yaml {
            Objects.requireNonNull(text);
            Objects.requireNonNull(result);
        }
    }

    /** A {@code *.3md} document (3md-base.md). */
    record ThreeMd(ThreeMdDocument document) implements Parsed {
        public ThreeMd {
            Objects.requireNonNull(document);
        }
    }
}
