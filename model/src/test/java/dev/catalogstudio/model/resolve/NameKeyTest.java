package dev.catalogstudio.model.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A name key compares and hashes by value exactly as the record's generated methods did. */
class NameKeyTest {

    private record Generated(NameKey.Scope scope, String layer, NodeKind kind, String name) {
    }

    @Test
    void equalByEveryComponentAndHashedAsTheRecordWas() {
        var kind = NodeKind.values()[0];
        var key = new NameKey(NameKey.Scope.SKILL_NAME, "plugins/a", kind, "review");
        assertThat(key).isEqualTo(new NameKey(NameKey.Scope.SKILL_NAME, "plugins/a", kind, "review"));
        assertThat(key).isNotEqualTo(new NameKey(NameKey.Scope.FQN_IN_LAYER, "plugins/a", kind, "review"))
                .isNotEqualTo(new NameKey(NameKey.Scope.SKILL_NAME, "plugins/b", kind, "review"))
                .isNotEqualTo(new NameKey(NameKey.Scope.SKILL_NAME, "plugins/a", kind, "other"))
                .isNotEqualTo(new NameKey(NameKey.Scope.SKILL_NAME, null, kind, "review")).isNotEqualTo(null);
        assertThat(new NameKey(NameKey.Scope.SKILL_NAME, null, kind, null))
                .isEqualTo(new NameKey(NameKey.Scope.SKILL_NAME, null, kind, null));
        assertThat(key.hashCode()).isEqualTo(new Generated(NameKey.Scope.SKILL_NAME, "plugins/a", kind, "review")
                .hashCode());
        assertThat(new NameKey(NameKey.Scope.SKILL_NAME, null, kind, null).hashCode())
                .isEqualTo(new Generated(NameKey.Scope.SKILL_NAME, null, kind, null).hashCode());
    }
}
