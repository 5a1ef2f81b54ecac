package dev.catalogstudio.app.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The renderers' palettes (the command line's module) against the studio's theme (AtlantaFX, only on the studio's
 * classpath): every colour a picture uses is a token of the theme, so the exported graph and the pane agree.
 */
class PaletteTokensTest {

    @Test
    void everyPaletteColourIsAnAtlantaFxToken() throws Exception {
        for (var theme : List.of("primer-light", "primer-dark")) {
            var palette = theme.endsWith("light") ? Palette.light() : Palette.dark();
            String css;
            try (var in = atlantafx.base.theme.PrimerLight.class.getResourceAsStream(
                    "/atlantafx/base/theme/" + theme + ".css")) {
                css = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            var tokens = new HashSet<String>();
            var m = Pattern.compile("-color-[a-z0-9-]+:\\s*(#[0-9a-fA-F]{6})\\s*;").matcher(css);
            while (m.find()) {
                tokens.add(m.group(1).toLowerCase(java.util.Locale.ROOT));
            }
            var used = new ArrayList<String>(List.of(palette.background(), palette.foreground(), palette.muted(),
                    palette.focus(), palette.highlight(), palette.errorBadge(), palette.warningBadge(),
                    palette.selection()));
            used.addAll(palette.nodeFill().values());
            used.addAll(palette.nodeStroke().values());
            used.addAll(palette.line().values());
            used.addAll(palette.problem().values());
            assertThat(tokens).as(theme).containsAll(used);
        }
    }

}
