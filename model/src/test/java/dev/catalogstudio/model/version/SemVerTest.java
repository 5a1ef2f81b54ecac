package dev.catalogstudio.model.version;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class SemVerTest {

    @Test
    void parsesThreeSegmentVersionsOnly() {
        assertThat(SemVer.parse("1.2.3")).isPresent();
        assertThat(SemVer.parse("1.2.3-rc.1+build.5")).hasValueSatisfying(v -> {
            assertThat(v.prerelease()).isEqualTo("rc.1");
            assertThat(v.build()).isEqualTo("build.5");
        });
        for (String bad : List.of("1.2", "v1.2.3", "01.2.3", "1.2.3.4", "1.2.3-", " 1.2.3", "1.2.x")) {
            assertThat(SemVer.parse(bad)).as(bad).isEmpty();
        }
    }

    @Test
    void ordersByPrecedence() {
        var sorted = Stream.of("1.0.0", "1.0.0-alpha.1", "1.0.0-alpha", "1.0.0-beta.11", "1.0.0-beta.2", "0.9.9",
                        "1.0.0-rc.1", "1.0.0-alpha.beta", "10.0.0", "2.0.0")
                .map(s -> SemVer.parse(s).orElseThrow()).sorted().map(SemVer::toString).toList();

        assertThat(sorted).containsExactly("0.9.9", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta",
                "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0", "2.0.0", "10.0.0");
    }
}
