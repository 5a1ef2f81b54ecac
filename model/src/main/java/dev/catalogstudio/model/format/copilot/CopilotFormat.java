package dev.catalogstudio.model.format.copilot;

import static dev.catalogstudio.model.format.CatalogLayout.fileName;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.EditorLanguage;
import dev.catalogstudio.model.format.Format;
import dev.catalogstudio.model.format.FormatContext;
import dev.catalogstudio.model.format.FormatDocument;
import dev.catalogstudio.model.format.FrontmatterLookups;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.format.Structure;
import dev.catalogstudio.model.resolve.ContributionBuilder;
import dev.catalogstudio.model.resolve.FormatName;
import dev.catalogstudio.model.resolve.NodeKind;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * GitHub Copilot's own documents: custom agents ({@code .github/agents/<id>.agent.md}, docs.github.com
 * custom-agents-configuration, and VS Code's custom agents page) and prompt files
 * ({@code .github/prompts/<id>.prompt.md}, VS Code's prompt files page). Both are YAML frontmatter over a Markdown
 * body; the file name without {@code .agent.md} or {@code .prompt.md} is the document's ID.
 *
 * <p>Copilot looks in {@code .github/agents/} and {@code .github/prompts/} themselves (hosts/discovery/copilot.json);
 * VS Code reads subfolders named in {@code chat.agentFilesLocations} and {@code chat.promptFilesLocations}, and the
 * CLI reads the {@code .github/} of parent folders too. So a file with the suffix is read below such a folder at any
 * depth, and such a folder at any depth of the workspace (a repository inside a monorepo). Other files there
 * ({@code README.md}) are no agents. A project's {@code .claude/agents/} and {@code .claude/commands/}, which Copilot
 * also reads, are Claude Code's format.
 */
public final class CopilotFormat implements Format {

    /** {@code .github/agents/**}{@code /*.agent.md}. */
    public static final DocumentKind AGENT = DocumentKind.of("copilot-agent", "Copilot custom agent", "A",
            EditorLanguage.MARKDOWN_FRONTMATTER, DocumentKind.Trait.SUBAGENT);
    /** {@code .github/prompts/**}{@code /*.prompt.md}. */
    public static final DocumentKind PROMPT = DocumentKind.of("copilot-prompt", "Copilot prompt file", "/",
            EditorLanguage.MARKDOWN_FRONTMATTER, DocumentKind.Trait.COMMAND);

    static final String AGENTS_FOLDER = ".github/agents/";
    static final String PROMPTS_FOLDER = ".github/prompts/";
    static final String AGENT_SUFFIX = ".agent.md";
    static final String PROMPT_SUFFIX = ".prompt.md";

    @Override
    public Set<DocumentKind> kinds() {
        return Set.of(AGENT, PROMPT);
    }

    @Override
    public List<KindSpec> specs() {
        return List.of(CopilotSpecs.AGENT, CopilotSpecs.PROMPT);
    }

    @Override
    public boolean reads(String path) {
        return isAgent(path) || isPrompt(path);
    }

    /** Whether {@code path} is a {@code *.agent.md} somewhere below a {@code .github/agents/} folder. */
    static boolean isAgent(String path) {
        return named(path, AGENT_SUFFIX) && below(path, AGENTS_FOLDER);
    }

    /** Whether {@code path} is a {@code *.prompt.md} somewhere below a {@code .github/prompts/} folder. */
    static boolean isPrompt(String path) {
        return named(path, PROMPT_SUFFIX) && below(path, PROMPTS_FOLDER);
    }

    /** Whether the file name ends in {@code suffix} and has something before it. */
    private static boolean named(String path, String suffix) {
        // Asked of every file of the workspace: the cheap test first.
        return path.endsWith(suffix) && fileName(path).length() > suffix.length();
    }

    private static boolean below(String path, String folder) {
        return path.startsWith(folder) || path.contains("/" + folder);
    }

    @Override
    public Parsed parse(String path, SourceText text) {
        return new Parsed.Markdown(FrontmatterDocument.parse(text));
    }

    @Override
    public Optional<DocumentKind> classify(String path, Parsed parsed, Structure structure) {
        if (isAgent(path)) {
            return Optional.of(AGENT);
        }
        return isPrompt(path) ? Optional.of(PROMPT) : Optional.empty();
    }

    @Override
    public void check(FormatDocument document, FormatContext context, Diagnostics out) {
        if (document.kind() != AGENT && document.kind() != PROMPT) {
            throw new IllegalArgumentException("not a Copilot document: " + document.kind());
        }
        CopilotRules.check(document, document.kind() == AGENT, out);
    }

    /**
     * A node per agent ({@link NodeKind#AGENT}) and per prompt file ({@link NodeKind#COMMAND}), named by its ID, the
     * file name without the suffix (Copilot tells agents apart by it: hosts/discovery/copilot.json); no edges.
     */
    @Override
    public void contribute(FormatDocument document, FormatContext context, ContributionBuilder graph) {
        var kind = document.kind();
        String path = document.path();
        var fm = document.frontmatter().orElseThrow();
        var name = FrontmatterLookups.string(fm.mapping().orElse(null), "name");
        graph.node(graph.id(path), kind == AGENT ? NodeKind.AGENT : NodeKind.COMMAND, FormatName.COPILOT, id(path),
                "", path, FrontmatterLookups.nameRange(fm, name), List.of(graph.layer().address(path)), false);
    }

    /** The ID of the agent or prompt file at {@code path}: its file name without {@code .agent.md}/{@code .prompt.md}. */
    static String id(String path) {
        String name = fileName(path);
        String suffix = name.endsWith(AGENT_SUFFIX) ? AGENT_SUFFIX : PROMPT_SUFFIX;
        return name.substring(0, name.length() - suffix.length());
    }
}
