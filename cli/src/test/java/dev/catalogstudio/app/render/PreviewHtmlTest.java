package dev.catalogstudio.app.render;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Snapshot;
import dev.catalogstudio.model.workspace.Workspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The preview's HTML: what an untrusted document can and cannot put in it, links, and source lines for sync. */
public class PreviewHtmlTest {

    public static final String HOSTILE = "---\nname: evil\ndescription: Tries everything.\n---\n"
            + "# Title <script>alert(1)</script>\n\n"
            + "<script>document.title = 'pwned'</script>\n\n"
            + "<img src=x onerror=\"document.title='pwned'\">\n\n"
            + "Inline <b onmouseover=\"alert(1)\">bold</b> and <iframe src=\"https://evil.example/\"></iframe>.\n\n"
            + "[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [vb](VBScript:x)\n\n"
            + "![tracker](https://tracker.example/pixel.png) ![proto](//cdn.example/a.png)\n\n"
            + "[file](file:///etc/passwd) ![local](../../../../etc/hosts)\n\n"
            + "Control \u001b[31mred\u001b[0m text.\n";

    @TempDir
    Path dir;

    private Snapshot workspace(String path, String text) throws Exception {
        Path file = dir.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        return Workspace.open(dir, ProgressListener.NONE).snapshot();
    }

    private String page(Snapshot snapshot, String path, boolean fileUrls) {
        return PreviewPage.html(PreviewDocument.of(snapshot, path, fileUrls), false);
    }

    @Test
    void anUntrustedDocumentGetsNoScriptNoHandlerNoDangerousUrlAndNoRemoteResource() throws Exception {
        var snapshot = workspace("skills/evil/SKILL.md", HOSTILE);
        for (boolean fileUrls : new boolean[] {true, false}) {
            String html = page(snapshot, "skills/evil/SKILL.md", fileUrls);

            assertThat(html).doesNotContainIgnoringCase("<script").doesNotContainIgnoringCase("<iframe")
                    .doesNotContainIgnoringCase("<b onmouseover").doesNotContainIgnoringCase("javascript:")
                    .doesNotContainIgnoringCase("vbscript:").doesNotContain("data:text/html").doesNotContain("\u001b");
            assertThat(Pattern.compile("<[a-z][^>]*\\son[a-z]+\\s*=", Pattern.CASE_INSENSITIVE).matcher(html).find())
                    .as("an element with an event handler attribute").isFalse();
            assertThat(Pattern.compile("\\s(src|href)=\"(https?:)?//", Pattern.CASE_INSENSITIVE).matcher(html)
                    .results().map(m -> m.group()).toList())
                    .as("no src loads from the network (a remote href is a link the user clicks, opened outside)")
                    .allMatch(s -> s.startsWith(" href"));
            assertThat(html).doesNotContain(" src=\"https:").doesNotContain(" src=\"//").doesNotContain("/etc/passwd\"")
                    .doesNotContain(" src=\"file:///etc");
            // What was written is still shown, as text.
            assertThat(html).contains("&lt;script&gt;document.title = 'pwned'&lt;/script&gt;")
                    .contains("class=\"cs-remote\" data-src=\"https://tracker.example/pixel.png\"")
                    .contains("data-src=\"https://cdn.example/a.png\"").contains("class=\"cs-unsafe\"");
            assertThat(html).contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; ");
        }
    }

    @Test
    void aFileNameThatReadsAsASchemeNeverBecomesOneAndRootRelativeLinksStayInTheWorkspace() throws Exception {
        String doc = "skills/evil/SKILL.md";
        for (String name : new String[] {"skills/evil/javascript:alert(1)", "skills/evil/data:x.png",
                "skills/evil/https:/evil.example/x.png", "skills/evil/passwd", "docs/guide.md"}) {
            Path file = dir.resolve(name);
            Files.createDirectories(file.getParent());
            Files.writeString(file, "x");
        }
        var snapshot = workspace(doc, "---\nname: evil\ndescription: d\n---\n"
                + "[a](./javascript:alert(1)) [b](javascript%3Aalert(1)) ![c](./data:x.png)\n\n"
                + "![d](./https:/evil.example/x.png) [e](/docs) [f](/etc/passwd) [g](/docs/guide.md)\n");
        for (boolean fileUrls : new boolean[] {true, false}) {
            String html = page(snapshot, doc, fileUrls);
            assertThat(html).as("fileUrls=%s", fileUrls).doesNotContainIgnoringCase("href=\"javascript:")
                    .doesNotContainIgnoringCase("src=\"data:").doesNotContain("src=\"https:")
                    .doesNotContain("href=\"passwd\"");
            if (!fileUrls) {
                // The files beside the document open, with the colon escaped; the root-relative link reaches the
                // workspace's docs/, and /etc/passwd is no file of the workspace.
                assertThat(html).contains("href=\"javascript%3Aalert%281%29\"").contains("href=\"../../docs/guide.md\"");
            }
        }
        var links = new PreviewLinks(snapshot, doc, false, z -> false);
        assertThat(links.resolve("/docs", false).kind()).isEqualTo(PreviewLinks.Kind.BROKEN);
        assertThat(links.resolve("/etc/passwd", false).kind()).isEqualTo(PreviewLinks.Kind.BROKEN);
        assertThat(links.resolve("/docs/guide.md", false).path()).isEqualTo("docs/guide.md");
        assertThat(links.resolve("javascript%3Aalert(1)", false).url()).isEqualTo("javascript%3Aalert%281%29");
        assertThat(dev.catalogstudio.model.text.PercentEncoding.decode("a%20b%3A%zz%E2%82%AC%")).isEqualTo("a b:%zz\u20ac%");
    }

    @Test
    void thePreviewReadsAUrlAsTheCheckDoesADriveLetterIsAPathNotAScheme() throws Exception {
        String doc = "skills/a/SKILL.md";
        var snapshot = workspace(doc, "---\nname: a\ndescription: d\n---\n[c](C:/x.md) [ab](ab:x)\n");
        var links = new PreviewLinks(snapshot, doc, false, z -> false);
        for (String drive : new String[] {"C:\\x.md", "c:/x.md", "1a:x", ":x", "https://a\u2028b"}) {
            assertThat(links.resolve(drive, false).kind()).as(drive).isEqualTo(PreviewLinks.Kind.BROKEN);
        }
        assertThat(links.resolve("C:/x.md", false).message()).startsWith("skill-reference-escape: ");
        assertThat(links.resolve("ab:x", false).message()).isEqualTo("the preview follows no links of the 'ab' scheme");
        assertThat(links.resolve("A+b.C-d:x", false).message()).contains("'a+b.c-d' scheme");
        assertThat(links.resolve("HTTPS://x", true).kind()).isEqualTo(PreviewLinks.Kind.REMOTE_IMAGE);
    }

    @Test
    void everyBlockCarriesItsSourceLinesForHeadingsListsTablesAndFencesWithAnyLineEnding() throws Exception {
        String lf = "---\nname: sync\ndescription: Lines.\n---\n"   // 1-4
                + "# Heading\n"                                     // 5
                + "\n"                                              // 6
                + "- one\n"                                         // 7
                + "- two\n"                                         // 8
                + "  still two\n"                                   // 9
                + "\n"                                              // 10
                + "| a | b |\n"                                     // 11
                + "|---|---|\n"                                     // 12
                + "| 1 | 2 |\n"                                     // 13
                + "\n"                                              // 14
                + "```sh\n"                                         // 15
                + "echo hi\n"                                       // 16
                + "```\n"                                           // 17
                + "\n"                                              // 18
                + "- [x] done\n";                                   // 19
        for (String text : List.of(lf, lf.replace("\n", "\r\n"))) {
            var snapshot = workspace("skills/sync/SKILL.md", text);
            var preview = PreviewDocument.of(snapshot, "skills/sync/SKILL.md", true);
            String html = page(snapshot, "skills/sync/SKILL.md", true);

            assertThat(preview.blocks()).extracting(b -> b.line() + "-" + b.endLine())
                    .containsExactly("1-4", "5-5", "7-9", "11-13", "15-17", "19-19");
            assertThat(lines(html, "h1")).containsExactly("5-5");
            assertThat(lines(html, "li")).containsExactly("7-7", "8-9", "19-19");
            assertThat(lines(html, "tr")).containsExactly("11-11", "13-13");
            assertThat(lines(html, "pre")).containsExactly("15-17");
            assertThat(html).contains("type=\"checkbox\"");
            assertThat(preview.blockAt(6)).get().extracting(b -> b.line()).isEqualTo(5);
            assertThat(preview.blockAt(16)).get().extracting(b -> b.line()).isEqualTo(15);
            assertThat(preview.blockAt(1)).get().extracting(b -> b.line()).isEqualTo(1);
        }
    }

    @Test
    void linksOpenWorkspaceFilesAndMissingOrEscapingTargetsAreBrokenWithTheEditorsDiagnostic() throws Exception {
        Files.createDirectories(dir.resolve("skills/a/references"));
        Files.writeString(dir.resolve("skills/a/references/guide.md"), "# Guide\n");
        var snapshot = workspace("skills/a/SKILL.md", "---\nname: a\ndescription: Links.\n---\n"
                + "See [guide](references/guide.md#setup), [gone](references/gone.md), [up](../../../x.md)"
                + " and [site](https://example.com/a).\n");

        String studio = page(snapshot, "skills/a/SKILL.md", true);
        String standalone = page(snapshot, "skills/a/SKILL.md", false);

        assertThat(studio).contains("data-open=\"skills/a/references/guide.md\"")
                .contains("href=\"" + dir.resolve("skills/a/references/guide.md").toUri() + "#setup\"");
        assertThat(standalone).contains("href=\"references/guide.md#setup\"");
        assertThat(studio).containsPattern("class=\"cs-broken\" title=\"skill-reference-missing: [^\"]*gone.md");
        assertThat(studio).containsPattern("class=\"cs-broken\" title=\"skill-reference-escape: [^\"]*x.md");
        assertThat(studio).contains("data-external=\"https://example.com/a\"");
    }

    @Test
    void aLinkThroughASymbolicLinkInsideTheWorkspaceOpensTheRealFileAndOneLeavingItIsBroken() throws Exception {
        Files.createDirectories(dir.resolve("common"));
        Files.writeString(dir.resolve("common/guide.md"), "# Guide\n");
        Files.createDirectories(dir.resolve("skills/a"));
        Files.createSymbolicLink(dir.resolve("skills/a/shared"), Path.of("../../common"));
        Path outside = Files.createTempDirectory("outside");
        Files.writeString(outside.resolve("secret.md"), "# Secret\n");
        Files.createSymbolicLink(dir.resolve("skills/a/out"), outside);
        var snapshot = workspace("skills/a/SKILL.md", "---\nname: a\ndescription: Links.\n---\n"
                + "[in](shared/guide.md) [out](out/secret.md)\n");

        String html = page(snapshot, "skills/a/SKILL.md", true);

        assertThat(html).contains("data-open=\"common/guide.md\"").doesNotContain("secret.md\" data-open")
                .containsPattern("class=\"cs-broken\"[^>]*>out</a>");
    }

    @Test
    void aThreeMdAgentIsACardPerPlaneInZOrderWithItsSkillFactsAndPlaneLinks() throws Exception {
        String agent = "---\n3md: 1.0\naxis: skill\ntitle: Ops\ntools: kubectl\n---\n"
                + "@plane z=2 label=\"events\" kind=skill triggers=\"events, evicted\" inputs=\"namespace:string\" "
                + "tool=\"kubectl get events -n {namespace}\"\n# events\nAfter [[z=1|pods]]; see [[z=9]].\n\n"
                + "@plane z=0 label=\"ops\" kind=identity\n# ops\n\n"
                + "@plane z=1 label=\"pods\" kind=skill inputs=\"namespace:string\" tool=\"kubectl get pods -n "
                + "{namespace}\"\n# pods\n";
        var snapshot = workspace("agents3md/ops.3md", agent);

        var preview = PreviewDocument.of(snapshot, "agents3md/ops.3md", true);
        String html = page(snapshot, "agents3md/ops.3md", true);

        assertThat(preview.title()).isEqualTo("Ops");
        assertThat(preview.blocks()).hasSize(4);
        assertThat(html.indexOf("id=\"z-0\"")).isLessThan(html.indexOf("id=\"z-1\""));
        assertThat(html.indexOf("id=\"z-1\"")).isLessThan(html.indexOf("id=\"z-2\""));
        assertThat(html).contains(">identity</span>").contains("<mark class=\"cs-ph\">{namespace}</mark>")
                .contains("<span class=\"cs-chip\">evicted</span>").contains("data-plane=\"1\">pods</a>")
                .containsPattern("class=\"cs-broken\" title=\"no plane has z=9")
                .contains("never routed");
    }

    /**
     * Issue 24, defect 7: a soft line break (CommonMark 6.13) is rendered as a line ending inside the paragraph, which
     * a browser shows as a space; only a hard break (two spaces or a backslash before the line ending) is a
     * {@code <br>}. The preamble is Markdown too (3md-base.md § 4): it was escaped into a {@code white-space: pre-wrap}
     * box, so every source line break showed as a hard break and its Markdown as raw text.
     */
    @Test
    void aThreeMdPreambleAndPlaneBodiesRenderSoftBreaksAsSpacesAndOnlyHardBreaksAsBr() throws Exception {
        String doc = "---\n3md: 1.0\naxis: skill\ntitle: Ops\n---\n"
                + "The ops agent, as\none `3md` file.\n\n"
                + "@plane z=0 label=\"ops\" kind=identity\n# ops\n\nRead first,\nwrite later.  \nHard break above.\n";
        var snapshot = workspace("agents3md/ops.3md", doc);

        String html = page(snapshot, "agents3md/ops.3md", true);
        String header = html.substring(html.indexOf("<header"), html.indexOf("</header>"));
        String plane = html.substring(html.indexOf("id=\"z-0\""));

        assertThat(header).contains("<p data-line=\"6\" data-end=\"7\">The ops agent, as\none <code>3md</code> file."
                + "</p>").doesNotContain("<br").doesNotContain("`3md`");
        assertThat(html).doesNotContainPattern("\\.cs-preamble\\s*\\{[^}]*pre-wrap");
        assertThat(plane).contains("Read first,\nwrite later.<br />\nHard break above.");
        assertThat(plane.split("<br", -1)).hasSize(2);
    }

    /** Issue 24, defect 7: the identity plane says "identity" once, whether or not its kind attribute says it too. */
    @Test
    void theIdentityPlaneIsTaggedIdentityOnce() throws Exception {
        String doc = "---\n3md: 1.0\naxis: skill\ntitle: Ops\n---\n"
                + "@plane z=0 label=\"ops\" kind=identity\n# ops\n\n"
                + "@plane z=1 label=\"pods\" kind=skill triggers=\"pods\" inputs=\"namespace:string\" "
                + "tool=\"kubectl get pods -n {namespace}\"\n# pods\n";
        var snapshot = workspace("agents3md/ops.3md", doc);

        String html = page(snapshot, "agents3md/ops.3md", true);
        String identity = html.substring(html.indexOf("id=\"z-0\""), html.indexOf("id=\"z-1\""));

        assertThat(identity.split(">identity<", -1)).as("tags reading identity on plane z=0").hasSize(2);
        assertThat(html.substring(html.indexOf("id=\"z-1\""))).contains(">skill</span>");
    }

    /** The {@code line-end} source lines of every {@code tag} element of {@code html}, in order. */
    private static List<String> lines(String html, String tag) {
        var m = Pattern.compile("<" + tag + "\\b[^>]*data-line=\"(\\d+)\" data-end=\"(\\d+)\"").matcher(html);
        var out = new ArrayList<String>();
        while (m.find()) {
            out.add(m.group(1) + "-" + m.group(2));
        }
        return out;
    }
}
