package dev.catalogstudio.model.format.skills;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.format.CatalogLayout;
import dev.catalogstudio.model.format.FieldSpec;
import dev.catalogstudio.model.format.FrontmatterFields;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The matchers read by hand on the hot path of a check ({@link ReferencePaths#codePath}, {@code pathWithExtension},
 * {@link FrontmatterFields#isName}, {@link FieldSpec#found} with the name expression, {@link CatalogLayout#isMcpFile})
 * answer exactly as the regular expressions and the split they replace, on seeded random strings drawn from the
 * characters each expression turns on. The URL and drive-path matchers have theirs in {@code UriReferencesTest}.
 */
class HandReadPatternsTest {

    private static final Pattern CODE_PATH = Pattern.compile(
            "(?:\\./)?(?:scripts|references|assets|resources|templates)/[^\\s*?<>{}$|`'\"]*[^/\\s.]\\.[A-Za-z0-9]{1,8}");
    private static final Pattern PATH_WITH_EXTENSION = Pattern.compile(
            "[^\\s*?<>{}$|`'\"]*[^/\\s.]\\.[A-Za-z0-9]{1,8}");

    /** Pieces the strings are made of: the expressions' own characters and words, and some that are none of them. */
    private static final String[] PIECES = {"scripts", "references", "assets", "resources", "templates", "script",
        "./", "/", "\\", ".", "..", "a", "Z", "9", "x-y", "md", "py", "abcdefghi", ":", "+", "-", " ", "\t", "\n", "\r",
        "\u000B", "\f", "\u0085", "\u2028", "\u2029", "*", "?", "<", ">", "{", "}", "$", "|", "`", "'", "\"", "é", "_",
        "http", "C", "mcps", ".json", "json", "--", "0"};

    /** Heads and tails that bring the strings near a match: a folder, a scheme, a drive, a file name. */
    private static final String[] HEADS = {"", "", "scripts/", "./references/", "assets/a", "templates/", "https:",
        "C:", "a-b", "mcps/"};
    private static final String[] TAILS = {"", "", ".py", ".md", "x.json", "a.abcdefgh", "a.abcdefghi", ".", "/x.sh",
        "-1", "x.json/", ".json//"};

    private static String random(Random random) {
        var text = new StringBuilder(HEADS[random.nextInt(HEADS.length)]);
        int pieces = random.nextInt(6);
        for (int i = 0; i < pieces; i++) {
            text.append(PIECES[random.nextInt(PIECES.length)]);
        }
        return text.append(TAILS[random.nextInt(TAILS.length)]).toString();
    }

    @Test
    void eachAnswersAsItsExpression() {
        var random = new Random(2611);
        int codePaths = 0;
        int names = 0;
        int mcps = 0;
        for (int i = 0; i < 200_000; i++) {
            String text = random(random);
            boolean codePath = CODE_PATH.matcher(text).matches();
            assertThat(ReferencePaths.codePath(text)).as("codePath(%s)", text).isEqualTo(codePath);
            assertThat(ReferencePaths.pathWithExtension(text, 0)).as("pathWithExtension(%s)", text)
                    .isEqualTo(PATH_WITH_EXTENSION.matcher(text).matches());
            boolean name = FrontmatterFields.NAME.matcher(text).matches();
            assertThat(FrontmatterFields.isName(text)).as("isName(%s)", text).isEqualTo(name);
            String whole = "^" + FrontmatterFields.NAME.pattern() + "$";
            assertThat(FieldSpec.found(whole, text)).as("found(%s)", text)
                    .isEqualTo(Pattern.compile(whole).matcher(text).find());
            String[] parts = text.split("/");
            boolean mcp = parts.length >= 2 && parts[parts.length - 2].equals("mcps")
                    && parts[parts.length - 1].endsWith(".json");
            assertThat(CatalogLayout.isMcpFile(text)).as("isMcpFile(%s)", text).isEqualTo(mcp);
            codePaths += codePath ? 1 : 0;
            names += name ? 1 : 0;
            mcps += mcp ? 1 : 0;
        }
        // The strings reach both answers of each.
        assertThat(codePaths).isGreaterThan(1_000);
        assertThat(names).isGreaterThan(1_000);
        assertThat(mcps).isGreaterThan(100);
    }

    @Test
    void theNameExpressionsDollarMatchesBeforeAFinalLineTerminator() {
        String whole = "^" + FrontmatterFields.NAME.pattern() + "$";
        for (String text : new String[] {"abc\n", "abc\r\n", "abc\r", "abc\u2028", "abc\n\n", "abc\r\r\n", "\n"}) {
            assertThat(FieldSpec.found(whole, text)).as(text).isEqualTo(Pattern.compile(whole).matcher(text).find());
        }
        assertThat(FieldSpec.found(whole, "abc\n")).isTrue();
        assertThat(FieldSpec.found("^b", "abc")).isFalse();
        assertThat(FieldSpec.found("b", "abc")).isTrue();
    }
}
