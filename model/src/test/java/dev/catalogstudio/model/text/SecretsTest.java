package dev.catalogstudio.model.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

class SecretsTest {

    @Test
    void userInformationOfAUrlIsMaskedWhateverItHolds() {
        assertThat(Secrets.redact("no repository at https://user:pass@example.org/a.git."))
                .isEqualTo("no repository at https://***@example.org/a.git.");
        assertThat(Secrets.redact("from https://user:pa/ss@127.0.0.1:9/acme/dates.git: refused"))
                .isEqualTo("from https://***@127.0.0.1:9/acme/dates.git: refused");
        assertThat(Secrets.redact("URI not supported: https:///user:pa/ss@127.0.0.1:9/a.git"))
                .isEqualTo("URI not supported: https:///***@127.0.0.1:9/a.git");
        assertThat(Secrets.redact("file://user:secret@/tmp/x/acme/dates.git")).isEqualTo("file://***@/tmp/x/acme/dates.git");
        assertThat(Secrets.redact("'https://ghtoken@github.com/a/b' and \"ssh://git@host/x\""))
                .isEqualTo("'https://***@github.com/a/b' and \"ssh://***@host/x\"");
    }

    @Test
    void whatIsNotUserInformationStays() {
        for (String text : new String[] {"https://github.com/acme/dates/tree/main/skills/dates",
            "https://host:8443/path@ref", "see github.com/acme/dates@main", "mailto:a@b.org", "a://b",
            "name-format: the name 'Metrics_Query' is not kebab-case", ""}) {
            assertThat(Secrets.redact(text)).as(text).isSameAs(text);
        }
    }

    @Test
    void tokensAndCredentialsAreMasked() {
        String ghp = "ghp_" + "a1B2".repeat(9);
        assertThat(Secrets.redact("token " + ghp + " refused")).isEqualTo("token *** refused");
        assertThat(Secrets.redact("github_pat_11ABCDEFG0123456789_abcdefghijklmnop")).isEqualTo("***");
        assertThat(Secrets.redact("Authorization: Bearer abc.def.ghi")).isEqualTo("Authorization: Bearer ***");
        assertThat(Secrets.redact("header authorization: token t0k3n, next")).isEqualTo("header authorization: token ***, next");
        assertThat(Secrets.redact("key sk-ant-" + "x".repeat(30))).isEqualTo("key ***");
        String placeholder = "use \"Bearer ${API_TOKEN}\" or Authorization: $TOKEN";
        assertThat(Secrets.redact(placeholder)).isSameAs(placeholder);
    }

    /** Random text around a URL with a password: the password never survives, and the scan is linear. */
    @Test
    void aPasswordAnywhereInRandomTextIsNeverKept() {
        var random = new Random(38);
        String alphabet = "ab:/@ .\"'\n_-";
        for (int round = 0; round < 2_000; round++) {
            var text = new StringBuilder();
            for (int i = random.nextInt(40); i > 0; i--) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            text.append(" https://u:S3CRETpw@h/x ");
            for (int i = random.nextInt(40); i > 0; i--) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            assertThat(Secrets.redact(text.toString())).doesNotContain("S3CRETpw");
        }
    }
}
