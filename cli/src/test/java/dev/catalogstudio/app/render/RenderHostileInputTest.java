package dev.catalogstudio.app.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Inputs that made the preview quadratic (issue 22): a line of unclosed plane links and an origin of slashes. The
 * scanners are linear; the timeout is a hang guard only (the old code took minutes on these sizes), never a budget.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class RenderHostileInputTest {

    @Test
    void planeLinksAreRewrittenAsTheParserReadsThemAndUnclosedOnesCostALinearScan() {
        assertThat(MarkdownHtml.rewritePlaneLinks("Go [[z=2|next]] or [[z=-1.5]]; [[z=x]] and [[z=3|]] stay.\n"))
                .isEqualTo("Go [next](cs-plane:2) or [z=-1.5](cs-plane:-1.5); [[z=x]] and [z=3](cs-plane:3) stay.\n");
        assertThat(MarkdownHtml.rewritePlaneLinks("[[z=1|a]b]]")).isEqualTo("[[z=1|a]b]]");
        String hostile = "[[z=1|".repeat(80_000) + "\n";
        assertThat(MarkdownHtml.rewritePlaneLinks(hostile)).isEqualTo(hostile);
    }

    @Test
    void anOriginOfSlashesIsLabelledByItsLastSegmentInLinearTime() {
        assertThat(PreviewDocument.lastSegment("https://github.com/acme/c/tree/main/skills/pdf/"))
                .isEqualTo("pdf/");
        assertThat(PreviewDocument.lastSegment("pdf")).isEqualTo("pdf");
        assertThat(PreviewDocument.lastSegment("///")).isEqualTo("///");
        String slashes = "/".repeat(1_000_000) + "x" + "/".repeat(1_000_000) + "y";
        assertThat(PreviewDocument.lastSegment(slashes)).isEqualTo("y");
    }
}
