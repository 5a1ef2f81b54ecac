package dev.catalogstudio.model.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The one rule of what a written reference is: a URL by its scheme, a Windows drive path, or neither. */
class UriReferencesTest {

    @Test
    void aSchemeIsALetterThenAtLeastOneMoreSchemeCharacterThenAColon() {
        // "ab:": the rest may be empty. Not "1a:" (a scheme begins with a letter), "//host/x" (a network-path
        // reference has no scheme) nor a Kelvin sign (no letter of a scheme, though it lower-cases to 'k').
        for (String url : new String[] {"https://example.com/a", "HTTP://X", "mailto:a@b.c", "ab:", "a+b.c-d:x",
            "a1:x"}) {
            assertThat(UriReferences.hasScheme(url)).as(url).isTrue();
        }
        for (String other : new String[] {"1a:", ":x", "", "ab", "a_b:x", "./ab:x", "//host/x", "\u212Aa:x"}) {
            assertThat(UriReferences.hasScheme(other)).as(other).isFalse();
        }
    }

    @Test
    void aDriveLetterIsNoSchemeButADrivePath() {
        for (String drive : new String[] {"C:\\x", "c:/x", "C:", "c:x", "Z:\\"}) {
            assertThat(UriReferences.hasScheme(drive)).as(drive).isFalse();
        }
        for (String path : new String[] {"C:\\x", "c:/x", "c:/"}) {
            assertThat(UriReferences.isDrivePath(path)).as(path).isTrue();
        }
        // "c:x" is relative to the drive's current folder: no separator, no drive path.
        for (String other : new String[] {"c:x", "C:", "ab:/x", "1:/x"}) {
            assertThat(UriReferences.isDrivePath(other)).as(other).isFalse();
        }
    }

    @Test
    void aLineTerminatorAfterTheColonMakesNoUrlOrDrivePath() {
        for (String terminator : new String[] {"\n", "\r", "\u0085", "\u2028", "\u2029"}) {
            assertThat(UriReferences.hasScheme("https://a" + terminator + "b")).as("%h", terminator).isFalse();
            assertThat(UriReferences.hasScheme("ab:" + terminator)).as("%h", terminator).isFalse();
            assertThat(UriReferences.isDrivePath("C:\\a" + terminator)).as("%h", terminator).isFalse();
        }
        // Other blanks and controls are not line terminators.
        assertThat(UriReferences.hasScheme("ab:x y\tz\u000B\f")).isTrue();
        assertThat(UriReferences.isDrivePath("C:/x y\u000B")).isTrue();
    }

    private static final Pattern SCHEME = Pattern.compile("[a-zA-Z][a-zA-Z0-9+.-]+:.*");
    private static final Pattern DRIVE = Pattern.compile("[A-Za-z]:[/\\\\].*");
    private static final String[] PIECES = {"a", "Z", "9", "+", ".", "-", ":", "/", "\\", "_", " ", "\n", "\r",
        "\u0085", "\u2028", "\u2029", "\u212A", "é", "http", "C"};
    /** Heads that bring the strings near a match. */
    private static final String[] HEADS = {"", "", "https:", "ab:", "a+b.c-d:", "C:", "c:/", "C:\\", "1a:", ":"};

    /** Both answer exactly as the regular expressions they replace (the skill check's, before this class). */
    @Test
    void eachAnswersAsItsExpressionOnSeededRandomStrings() {
        var random = new Random(3986);
        int schemes = 0;
        int drives = 0;
        for (int i = 0; i < 100_000; i++) {
            var text = new StringBuilder(HEADS[random.nextInt(HEADS.length)]);
            int pieces = random.nextInt(7);
            for (int p = 0; p < pieces; p++) {
                text.append(PIECES[random.nextInt(PIECES.length)]);
            }
            String s = text.toString();
            boolean scheme = SCHEME.matcher(s).matches();
            boolean drive = DRIVE.matcher(s).matches();
            assertThat(UriReferences.hasScheme(s)).as("hasScheme(%s)", s).isEqualTo(scheme);
            assertThat(UriReferences.isDrivePath(s)).as("isDrivePath(%s)", s).isEqualTo(drive);
            assertThat(scheme && drive).as("both (%s)", s).isFalse();
            schemes += scheme ? 1 : 0;
            drives += drive ? 1 : 0;
        }
        assertThat(schemes).isGreaterThan(10_000);
        assertThat(drives).isGreaterThan(5_000);
    }
}
