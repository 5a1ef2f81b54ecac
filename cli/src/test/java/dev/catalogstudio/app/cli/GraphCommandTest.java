package dev.catalogstudio.app.cli;

import static dev.catalogstudio.app.cli.Cli.run;
import static dev.catalogstudio.app.cli.Cli.write;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code catalog-studio graph}: typed edges with their status and diagnostics, stable order, DOT quoting. */
class GraphCommandTest {

    @TempDir
    Path dir;

    private static JsonNode json(Cli.Run run) throws Exception {
        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isEqualTo(ExitCodes.OK);
        return new ObjectMapper().readTree(run.out());
    }

    /** The edges of {@code graph} by their written reference. */
    private static Map<String, JsonNode> edgesByWritten(JsonNode graph) {
        var map = new LinkedHashMap<String, JsonNode>();
        graph.get("edges").forEach(e -> map.put(e.get("written").asText(), e));
        return map;
    }

    @Test
    void edgesAreTypedAndCarryStatusPositionAndDiagnostics() throws Exception {
        Catalogs.settings(dir);
        Catalogs.agent(dir, "ops", List.of("skills/a", "skills/gone", "https://github.com/other/repo/tree/main/x"),
                List.of("mcps/com.acme_k8s.json", "skills/a"));
        Catalogs.skill(dir, "a", List.of(), List.of());
        Catalogs.mcp(dir, "k8s");

        var graph = json(run("graph", dir.toString()));

        assertThat(graph.get("root").asText()).isEqualTo(dir.toAbsolutePath().normalize().toString());
        var layer = graph.get("layers").get(0);
        assertThat(layer.get("id").asText()).isEqualTo("workspace");
        assertThat(layer.get("origin").asText()).isEqualTo(Catalogs.ORIGIN);

        var agent = graph.get("nodes").get(0);
        assertThat(agent.get("id").asText()).isEqualTo("agents/ops/AGENTS.md");
        assertThat(agent.get("kind").asText()).isEqualTo("agent");
        assertThat(agent.get("format").asText()).isEqualTo("metaagents");
        assertThat(agent.get("fqn").asText()).isEqualTo("acme/ops");
        assertThat(agent.get("version").asText()).isEqualTo("1.0.0");
        assertThat(agent.get("line").asInt()).isEqualTo(2);
        assertThat(agent.get("column").asInt()).isEqualTo(7);

        var edges = graph.get("edges");
        assertThat(edges).hasSize(5);
        var statuses = new ArrayList<String>();
        edges.forEach(e -> statuses.add(e.get("kind").asText() + " " + e.get("status").asText() + " "
                + e.get("line").asInt() + ":" + e.get("column").asInt() + " " + e.get("to").asText("null")
                + " " + codes(e)));
        assertThat(statuses).containsExactly(
                "skill-dependency resolved 8:7 skills/a/SKILL.md []",
                "skill-dependency missing 9:7 null [dependency-missing]",
                "skill-dependency unresolved 10:7 null [dependency-unresolved]",
                "mcp-dependency resolved 12:7 mcps/com.acme_k8s.json []",
                "mcp-dependency kind-mismatch 13:7 skills/a/SKILL.md [dependency-kind-mismatch]");
        var missing = edges.get(1);
        assertThat(missing.get("from").asText()).isEqualTo("agents/ops/AGENTS.md");
        assertThat(missing.get("written").asText()).isEqualTo(Catalogs.ORIGIN + "/skills/gone");
        assertThat(missing.get("path").asText()).isEqualTo("agents/ops/AGENTS.md");
        assertThat(missing.get("to").isNull()).isTrue();
        var diagnostic = missing.get("diagnostics").get(0);
        assertThat(diagnostic.get("severity").asText()).isEqualTo("error");
        assertThat(diagnostic.get("message").asText()).contains("skills/gone");
    }

    @Test
    void everyEdgeOfACycleCarriesTheLoop() throws Exception {
        Catalogs.settings(dir);
        Catalogs.skill(dir, "a", List.of("skills/b"), List.of());
        Catalogs.skill(dir, "b", List.of("skills/a"), List.of());

        var edges = edgesByWritten(json(run("graph", dir.toString())));

        for (var edge : edges.values()) {
            assertThat(edge.get("status").asText()).isEqualTo("resolved");
            assertThat(codes(edge)).isEqualTo("[dependency-cycle]");
        }
        assertThat(edges.get(Catalogs.ORIGIN + "/skills/b").get("diagnostics").get(0).get("message").asText())
                .contains("acme/a → acme/b → acme/a");
    }

    @Test
    void outputIsStableAndSorted() throws Exception {
        Catalogs.settings(dir);
        for (String name : List.of("c", "a", "b")) {
            Catalogs.skill(dir, name, List.of("skills/a"), List.of());
        }

        var first = run("graph", dir.toString());
        var second = run("graph", dir.toString());

        assertThat(second.out()).isEqualTo(first.out());
        var ids = new ArrayList<String>();
        json(first).get("nodes").forEach(n -> ids.add(n.get("id").asText()));
        assertThat(ids).containsExactly("skills/a/SKILL.md", "skills/b/SKILL.md", "skills/c/SKILL.md");
        var from = new ArrayList<String>();
        json(first).get("edges").forEach(e -> from.add(e.get("from").asText()));
        assertThat(from).containsExactly("skills/a/SKILL.md", "skills/b/SKILL.md", "skills/c/SKILL.md");
    }

    @Test
    void missingFolderIsAOneLineFailure() {
        var run = run("graph", dir.resolve("nope").toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("catalog-studio: no such folder: " + dir.resolve("nope") + "\n");
    }

    @Test
    void unknownFormatIsAUsageError() {
        var run = run("graph", dir.toString(), "--format", "gif");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).startsWith("catalog-studio: ").contains("gif");
    }

    @Test
    void dotHasOneNodePerNodeStyledEdgesAndRedPlaceholdersForMissingTargets() {
        Catalogs.settings(dir);
        Catalogs.agent(dir, "ops", List.of("skills/a", "skills/gone"), List.of("mcps/com.acme_k8s.json"));
        Catalogs.skill(dir, "a", List.of(), List.of());
        Catalogs.mcp(dir, "k8s");

        var run = run("graph", dir.toString(), "--format", "DOT");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.OK);
        var dot = Dot.parse(run.out());
        assertThat(dot.nodes().keySet()).containsExactlyInAnyOrder("agents/ops/AGENTS.md", "skills/a/SKILL.md",
                "mcps/com.acme_k8s.json", "missing:workspace:skills/gone");
        assertThat(dot.nodes().get("agents/ops/AGENTS.md")).containsEntry("label", "acme/ops")
                .containsEntry("shape", "box");
        assertThat(dot.nodes().get("missing:workspace:skills/gone"))
                .containsEntry("label", Catalogs.ORIGIN + "/skills/gone\n(missing)").containsEntry("color", "red");
        assertThat(dot.edges()).containsExactly(
                List.of("agents/ops/AGENTS.md", "skills/a/SKILL.md", "style=solid"),
                List.of("agents/ops/AGENTS.md", "missing:workspace:skills/gone", "style=dashed", "color=red"),
                List.of("agents/ops/AGENTS.md", "mcps/com.acme_k8s.json", "style=dashed"));
    }

    @Test
    void dotQuotesAndEscapesNamesWithQuotesAndBackslashes() {
        assumeTrue(File.separatorChar == '/', "file names with quotes need a POSIX file system");
        Catalogs.settings(dir);
        write(dir, "skills/a/SKILL.md", Catalogs.entry("say \"hi\" \\n \\", List.of("skills/x\"y\\",
                "skills/z\\"), List.of()));
        write(dir, "extra/skills/q\"uote/SKILL.md", "---\nname: q\"uote\ndescription: Quotes.\n---\nBody\n");

        var run = run("graph", dir.toString(), "--format", "dot");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.OK);
        var dot = Dot.parse(run.out());
        assertThat(dot.nodes()).containsOnlyKeys("skills/a/SKILL.md", "extra/skills/q\"uote/SKILL.md",
                "missing:workspace:skills/x\"y\\", "missing:workspace:skills/z\\");
        assertThat(dot.nodes().get("skills/a/SKILL.md")).containsEntry("label", "acme/say \"hi\" \\n \\");
        assertThat(dot.nodes().get("extra/skills/q\"uote/SKILL.md")).containsEntry("label", "q\"uote");
        assertThat(dot.nodes().get("missing:workspace:skills/z\\"))
                .containsEntry("label", Catalogs.ORIGIN + "/skills/z\\\n(missing)");
        assertThat(dot.edges()).extracting(e -> e.get(1))
                .containsExactly("missing:workspace:skills/x\"y\\", "missing:workspace:skills/z\\");
    }

    @Test
    void quoteEscapesEverythingDotWouldReadOtherwise() {
        assertThat(GraphDot.quote("a\"b\\c\nd\r\ne\tf")).isEqualTo("\"a\\\"b\\\\c\\nd\\ne f\"");
        assertThat(GraphDot.quote("\\")).isEqualTo("\"\\\\\"");
        assertThat(Dot.unquote(GraphDot.quote("end\\"))).isEqualTo("end\\");
        assertThat(Dot.unquote(GraphDot.quote("x\"\\\"y"))).isEqualTo("x\"\\\"y");
    }

    private static String codes(JsonNode edge) {
        var codes = new ArrayList<String>();
        edge.get("diagnostics").forEach(d -> codes.add(d.get("code").asText()));
        return codes.toString();
    }

    /**
     * A strict reader for the DOT subset {@code graph} writes, following Graphviz's scanner: quoted strings where
     * {@code \"} is a quote and {@code \\} a pair (so no backslash can escape the closing quote), attribute lists, node
     * and edge statements ending in {@code ;}. Ids and labels come back as the text they stand for ({@code \\} → one
     * backslash, {@code \n} → a line break), which is what {@code dot} shows.
     */
    record Dot(Map<String, Map<String, String>> nodes, List<List<String>> edges) {

        static Dot parse(String text) {
            var tokens = tokens(text);
            var nodes = new LinkedHashMap<String, Map<String, String>>();
            var edges = new ArrayList<List<String>>();
            int i = 0;
            assertThat(tokens.subList(0, 3)).containsExactly("digraph", "catalog", "{");
            i = 3;
            while (!tokens.get(i).equals("}")) {
                String first = tokens.get(i++);
                if (List.of("graph", "node", "edge").contains(first)) {
                    i = attributes(tokens, i, new HashMap<>());
                } else if (tokens.get(i).equals("->")) {
                    var edge = new ArrayList<>(List.of(unquote(first), unquote(tokens.get(i + 1))));
                    var attributes = new LinkedHashMap<String, String>();
                    i = attributes(tokens, i + 2, attributes);
                    attributes.forEach((k, v) -> {
                        if (k.equals("style") || k.equals("color")) {
                            edge.add(k + "=" + v);
                        }
                    });
                    edges.add(edge);
                } else {
                    var attributes = new LinkedHashMap<String, String>();
                    i = attributes(tokens, i, attributes);
                    assertThat(nodes.put(unquote(first), attributes)).as("node %s declared once", first).isNull();
                }
                assertThat(tokens.get(i++)).isEqualTo(";");
            }
            assertThat(tokens).hasSize(i + 1);
            for (var edge : edges) {
                assertThat(nodes).as("edge ends are declared nodes").containsKeys(edge.get(0), edge.get(1));
            }
            return new Dot(nodes, edges);
        }

        private static int attributes(List<String> tokens, int i, Map<String, String> into) {
            assertThat(tokens.get(i++)).isEqualTo("[");
            while (true) {
                String key = tokens.get(i++);
                assertThat(tokens.get(i++)).isEqualTo("=");
                into.put(key, unquote(tokens.get(i++)));
                String next = tokens.get(i++);
                if (next.equals("]")) {
                    return i;
                }
                assertThat(next).isEqualTo(",");
            }
        }

        /** Splits DOT into tokens, quoted strings kept with their quotes and escapes. */
        private static List<String> tokens(String text) {
            var tokens = new ArrayList<String>();
            int i = 0;
            while (i < text.length()) {
                char c = text.charAt(i);
                if (Character.isWhitespace(c)) {
                    i++;
                } else if (c == '"') {
                    int j = i + 1;
                    while (true) {
                        assertThat(j).as("unterminated string at %d", i).isLessThan(text.length());
                        char d = text.charAt(j);
                        if (d == '\\' && j + 1 < text.length()
                                && (text.charAt(j + 1) == '"' || text.charAt(j + 1) == '\\')) {
                            j += 2;
                        } else if (d == '"') {
                            break;
                        } else {
                            assertThat(d).as("no raw line break in a string").isNotEqualTo('\n');
                            j++;
                        }
                    }
                    tokens.add(text.substring(i, j + 1));
                    i = j + 1;
                } else if (text.startsWith("->", i)) {
                    tokens.add("->");
                    i += 2;
                } else if ("{}[]=,;".indexOf(c) >= 0) {
                    tokens.add(String.valueOf(c));
                    i++;
                } else {
                    int j = i;
                    while (j < text.length() && (Character.isLetterOrDigit(text.charAt(j))
                            || text.charAt(j) == '_' || text.charAt(j) == '.')) {
                        j++;
                    }
                    assertThat(j).as("unexpected character '%s' at %d", c, i).isGreaterThan(i);
                    tokens.add(text.substring(i, j));
                    i = j;
                }
            }
            return tokens;
        }

        /** The text a DOT id or label stands for. */
        static String unquote(String token) {
            if (!token.startsWith("\"")) {
                return token;
            }
            var b = new StringBuilder();
            for (int i = 1; i < token.length() - 1; i++) {
                char c = token.charAt(i);
                if (c == '\\') {
                    char next = token.charAt(++i);
                    b.append(next == 'n' ? '\n' : next);
                } else {
                    b.append(c);
                }
            }
            return b.toString();
        }
    }

    @Test
    void svgAroundAnEntryIsThePanesPictureWithTheMissingDependencyDrawn() throws Exception {
        Catalogs.settings(dir);
        Catalogs.agent(dir, "ops", List.of("skills/a", "skills/gone"), List.of("mcps/com.acme_k8s.json"));
        Catalogs.skill(dir, "a", List.of(), List.of());
        Catalogs.mcp(dir, "k8s");

        var run = run("graph", dir.toString(), "--format", "svg", "--focus", "agents/ops", "--depth", "1");

        assertThat(run.exitCode()).isZero();
        var svg = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new java.io.ByteArrayInputStream(run.out().getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        assertThat(svg.getDocumentElement().getTagName()).isEqualTo("svg");
        assertThat(run.out()).contains("data-id=\"agents/ops/AGENTS.md\"", ">ops<", ">a<", "class=\"node missing\"",
                "class=\"edge skill-dependency missing\"", "dependency-missing", "class=\"node mcp-server\"");
    }

    @Test
    void pngNeedsAnOutputFileAndWritesAnImage() throws Exception {
        Catalogs.settings(dir);
        Catalogs.skill(dir, "a", List.of(), List.of());

        var refused = run("graph", dir.toString(), "--format", "png");
        assertThat(refused.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(refused.err()).contains("--output");

        var file = dir.resolve("graph.png");
        var made = run("graph", dir.toString(), "--format", "png", "--output", file.toString());
        assertThat(made.exitCode()).isZero();
        assertThat(javax.imageio.ImageIO.read(file.toFile())).isNotNull();

        var badDepth = run("graph", dir.toString(), "--format", "svg", "--depth", "-2");
        assertThat(badDepth.exitCode()).isEqualTo(ExitCodes.USAGE);
    }

    /** Issue 38, class 1: an output file is written as the tool's own files are, never through a link. */
    @Test
    void anOutputThatIsASymbolicLinkIsRefusedAndWhatItNamesIsUntouched() throws Exception {
        Catalogs.settings(dir);
        Catalogs.skill(dir, "a", List.of(), List.of());
        var rc = java.nio.file.Files.writeString(dir.resolve("bashrc"), "keep\n");
        var link = java.nio.file.Files.createSymbolicLink(dir.resolve("graph.svg"), rc);

        for (String format : List.of("svg", "png", "json", "dot")) {
            var run = run("graph", dir.toString(), "--format", format, "--output", link.toString());

            assertThat(run.exitCode()).as(format).isEqualTo(ExitCodes.USAGE);
            assertThat(run.err()).contains("symbolic link");
            assertThat(rc).hasContent("keep");
        }
    }

    @Test
    void theSvgMarksFetchedEntriesRemoteAsThePaneDoes() {
        String commit = "0f1e2d3c4b5a69788796a5b4c3d2e1f001122334";
        Path cache = dir.resolve("cache");
        Path snapshot = new dev.catalogstudio.model.resolve.OriginCache(cache).snapshot("github.com/acme/dates", commit);
        write(snapshot, "skills/dates/SKILL.md", "---\nname: dates\ndescription: Dates. Use for dates.\n---\n# dates\n");
        write(snapshot, dev.catalogstudio.model.resolve.OriginCache.COMPLETE, "");
        Path work = dir.resolve("work");
        write(work, "skills/report/SKILL.md", "---\nname: report\nscope: me\ndescription: Reports. Use for reports.\n"
                + "version: 1.0.0\ndependencies:\n  skills:\n"
                + "    - \"https://github.com/acme/dates/tree/main/skills/dates\"\n---\n# r\n");
        System.setProperty(dev.catalogstudio.model.resolve.OriginCache.PROPERTY, cache.toString());
        try {
            String unfetched = run("graph", work.toString(), "--format", "svg").out();
            assertThat(unfetched).doesNotContain("class=\"remote\"");

            write(work, "catalog-studio.lock", "lock 1\nrepository github.com/acme/dates main " + commit + "\n");
            var overview = run("graph", work.toString(), "--format", "svg");
            assertThat(overview.exitCode()).as(overview.err()).isEqualTo(ExitCodes.OK);
            assertThat(overview.out().split("class=\"remote\"", -1)).as("one badge: the fetched skill").hasSize(2);
            var focused = run("graph", work.toString(), "--format", "svg", "--focus", "skills/report");
            assertThat(focused.out().split("class=\"remote\"", -1)).as("its dependency, fetched").hasSize(2);
        } finally {
            System.clearProperty(dev.catalogstudio.model.resolve.OriginCache.PROPERTY);
        }
    }
}
