package dev.catalogstudio.app.render;

import static dev.catalogstudio.app.render.SvgWriter.escape;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The preview's HTML page: the blocks of a {@link PreviewDocument.Preview}, each in a {@code div.cs-block}, styled in
 * the studio's light or dark theme, under a Content Security Policy that allows no script, no connection and no
 * remote image ({@code default-src 'none'}; images only from the page's own files and {@code data:}). The studio
 * loads the page once and then replaces changed blocks in place; {@code catalog-studio render} prints it whole.
 */
public final class PreviewPage {

    /** The policy: nothing but inline styles and local or embedded images. */
    public static final String CONTENT_SECURITY_POLICY =
            "default-src 'none'; img-src 'self' file: data:; style-src 'unsafe-inline'";

    private static final String CSS = resourceText(PreviewPage.class, "preview.css");

    private PreviewPage() {
    }

    /**
     * The whole page.
     *
     * @param preview what to show
     * @param dark    the dark theme's colours instead of the light one's
     * @return a complete HTML5 document, UTF-8
     */
    public static String html(PreviewDocument.Preview preview, boolean dark) {
        var html = new StringBuilder(4096);
        html.append("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">")
                .append("<meta http-equiv=\"Content-Security-Policy\" content=\"").append(CONTENT_SECURITY_POLICY)
                .append("\"><title>").append(escape(preview.title())).append("</title><style>").append(CSS)
                .append("</style></head>\n<body").append(dark ? " class=\"dark\"" : "").append(">\n<main id=\"cs-content\">\n");
        for (var block : preview.blocks()) {
            html.append(block(block)).append('\n');
        }
        return html.append("</main>\n</body></html>\n").toString();
    }

    /** One block as the page holds it: its HTML in a {@code div.cs-block}. */
    public static String block(MarkdownHtml.Block block) {
        return "<div class=\"cs-block\">" + block.html() + "</div>";
    }

    /**
     * The UTF-8 text of the resource {@code name} beside {@code owner}.
     *
     * @throws IllegalStateException when it is missing
     */
    public static String resourceText(Class<?> owner, String name) {
        try (InputStream in = owner.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
