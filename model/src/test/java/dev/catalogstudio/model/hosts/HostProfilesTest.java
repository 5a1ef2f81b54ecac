package dev.catalogstudio.model.hosts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The profile data files: one per host name, every fact sourced, every type and pattern one the rules understand. */
class HostProfilesTest {

    private static final Set<String> TYPES = Set.of("string", "boolean", "integer", "number", "list", "map",
            "string-or-list");

    @Test
    void everyHostNameHasItsProfileInOrder() {
        assertThat(HostProfiles.all()).extracting(HostProfile::name).containsExactlyElementsOf(Hosts.NAMES);
        assertThat(HostProfiles.byName("codex")).get().extracting(HostProfile::displayName).isEqualTo("OpenAI Codex");
        assertThat(HostProfiles.byName("vim")).isEmpty();
    }

    @Test
    void everyFieldHasAKnownTypeACompilingPatternAndASource() {
        for (var host : HostProfiles.all()) {
            assertThat(host.about()).as(host.name()).endsWith(".");
            assertThat(host.kinds()).as(host.name()).containsKey(HostProfile.Kind.SKILL);
            host.kinds().forEach((kind, profile) -> {
                assertThat(profile.source()).as(host.name() + " " + kind).isNotBlank();
                assertThat(profile.fields()).as(host.name() + " " + kind).containsKeys("description");
                profile.fields().forEach((name, field) -> {
                    String where = host.name() + " " + kind.key() + "." + name;
                    assertThat(TYPES).as(where).contains(field.type());
                    assertThat(field.source()).as(where).isNotBlank();
                    if (field.pattern() != null) {
                        Pattern.compile(field.pattern());
                    }
                });
            });
        }
    }

    @Test
    void theSpecProfileIsTheSpecsSixFieldsAndRefusesOthers() {
        var spec = HostProfiles.byName("agent-skills").orElseThrow().kind(HostProfile.Kind.SKILL).orElseThrow();
        assertThat(spec.fields().keySet()).containsExactly("name", "description", "license", "compatibility",
                "metadata", "allowed-tools");
        assertThat(spec.rejectsUnknown()).isTrue();
        assertThat(HostProfiles.byName("claude-code").orElseThrow().kind(HostProfile.Kind.SKILL).orElseThrow()
                .rejectsUnknown()).isFalse();
    }

    @Test
    void theRecordsHoldWhatTheFilesSay() {
        var name = HostProfiles.byName("agent-skills").orElseThrow().kind(HostProfile.Kind.SKILL).orElseThrow()
                .fields().get("name");
        assertThat(name).isEqualTo(new HostProfile.Field("string", List.of(), "^[a-z0-9]+(-[a-z0-9]+)*$", 64,
                "agentskills/agentskills docs/specification.mdx (https://agentskills.io/specification) § name"));
        var claude = HostProfiles.byName("claude-code").orElseThrow();
        assertThat(claude.folders()).containsExactly(".claude", ".claude-plugin");
        assertThat(claude.kinds()).containsOnlyKeys(HostProfile.Kind.values());
        assertThat(claude.kind(HostProfile.Kind.SKILL).orElseThrow().fields().get("description").maxLength()).isNull();
    }

    @Test
    void hostsThatReadNoMarkdownSubagentHaveNoSubagentKind() {
        assertThat(HostProfiles.byName("codex").orElseThrow().kind(HostProfile.Kind.SUBAGENT)).isEmpty();
        assertThat(HostProfiles.byName("gemini").orElseThrow().kind(HostProfile.Kind.COMMAND)).isEmpty();
    }

    @Test
    void namingAnUnknownHostIsRefused() {
        assertThatThrownBy(() -> HostChoice.named(List.of("claude-code", "vim"), "test"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'vim' is not a host");
    }
}
