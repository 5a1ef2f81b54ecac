package dev.catalogstudio.model.yaml;

import dev.catalogstudio.model.edit.EditRefusedException;
import dev.catalogstudio.model.edit.FieldPath;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.catalogstudio.model.text.SourceText;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The lossless frontmatter edits, case by case: what changes, and that nothing else does. */
class FrontmatterEditorTest {

    private static final String SKILL = """
            ---
            # The skill's identity.
            name: k8s-triage   # must match the folder
            description: 'Diagnoses pods. Use when a pod fails.'
            version: 1.3.0
            tags: [ops, k8s]
            dependencies:
              skills:
                - "https://github.com/acme/cat/tree/main/skills/base"   # the basics
                - https://github.com/acme/cat/tree/main/skills/util

              mcps:
              - https://github.com/acme/cat/tree/main/mcps/k.json
            notes: |
              First line.
              Second line.
            ---
            # Body
            """;

    private static String apply(String text, java.util.function.Function<FrontmatterEditor, dev.catalogstudio.model.text.TextEdit> op) {
        var doc = FrontmatterDocument.parse(SourceText.of(text));
        String after = op.apply(FrontmatterEditor.of(doc)).applyTo(text);
        var reparsed = FrontmatterDocument.parse(SourceText.of(after));
        assertThat(reparsed.diagnostics()).as(after).isEmpty();
        return after;
    }

    @Test
    void settingAScalarKeepsItsQuotesAndTheCommentOnItsLine() {
        String after = apply(SKILL, e -> e.set(FieldPath.of("description"), "Diagnoses pods. Use when it's down."));
        assertThat(after).isEqualTo(SKILL.replace("'Diagnoses pods. Use when a pod fails.'",
                "'Diagnoses pods. Use when it''s down.'"));

        after = apply(SKILL, e -> e.set(FieldPath.of("name"), "k8s-doctor"));
        assertThat(after).isEqualTo(SKILL.replace("name: k8s-triage   #", "name: k8s-doctor   #"));
    }

    @Test
    void aKeyLongerThanYamlReadsAsAnImplicitKeyIsRefusedNotWritten() {
        // YAML 1.2 § 7.4: an implicit key is at most 1024 characters; a longer one made frontmatter that no longer
        // parsed (issue 22).
        String longest = "k".repeat(1024);
        assertThat(apply(SKILL, e -> e.set(FieldPath.of(longest), "v"))).contains(longest + ": v");
        String tooLong = "k".repeat(1025);
        assertThatThrownBy(() -> apply(SKILL, e -> e.set(FieldPath.of(tooLong), "v")))
                .isInstanceOf(EditRefusedException.class).hasMessageContaining("1025 characters");
        assertThatThrownBy(() -> apply(SKILL, e -> e.rename(FieldPath.of("name"), tooLong)))
                .isInstanceOf(EditRefusedException.class).hasMessageContaining("most 1024");
    }

    @Test
    void aPlainValueYamlWouldRetypeOrMisreadIsQuoted() {
        for (String value : List.of("yes", "1.0", "null", "@home", "*star", "a: b", "true", "~", "0x1F", "- x",
                "#tag", " padded", "line\nbreak")) {
            String after = apply(SKILL, e -> e.set(FieldPath.of("version"), value));
            var doc = FrontmatterDocument.parse(SourceText.of(after));
            var scalar = doc.mapping().orElseThrow().string("version").orElseThrow();
            assertThat(scalar.value()).as(value).isEqualTo(value);
            assertThat(scalar.type()).isEqualTo(YamlScalar.Type.STRING);
        }
        assertThat(apply(SKILL, e -> e.set(FieldPath.of("version"), "2.0.0"))).contains("version: 2.0.0\n");
    }

    @Test
    void settingTheSameValueChangesNoByte() {
        for (String field : List.of("name", "description", "version", "notes")) {
            var doc = FrontmatterDocument.parse(SourceText.of(SKILL));
            String value = doc.mapping().orElseThrow().string(field).orElseThrow().value();
            assertThat(apply(SKILL, e -> e.set(FieldPath.of(field), value))).isEqualTo(SKILL);
        }
    }

    @Test
    void aBlockScalarStaysABlock() {
        String after = apply(SKILL, e -> e.set(FieldPath.of("notes"), "One.\nTwo.\nThree.\n"));
        assertThat(after).contains("notes: |\n  One.\n  Two.\n  Three.\n---\n");
    }

    @Test
    void aNewKeyGoesAfterItsSiblingsInTheSpecificationsOrderWhenTheDocumentFollowsIt() {
        var order = List.of("name", "description", "license", "version", "tags", "dependencies", "notes");
        String after = apply(SKILL, e -> e.withKeyOrder(p -> p.isRoot() ? order : List.of())
                .set(FieldPath.of("license"), "MIT"));
        assertThat(after).contains("description: 'Diagnoses pods. Use when a pod fails.'\nlicense: MIT\nversion:");

        // Not followed (version before name): at the end.
        String shuffled = SKILL.replace("# The skill's identity.\nname: k8s-triage   # must match the folder\n", "")
                .replace("notes: |", "name: k8s-triage\nnotes: |");
        after = apply(shuffled, e -> e.withKeyOrder(p -> p.isRoot() ? order : List.of())
                .set(FieldPath.of("license"), "MIT"));
        assertThat(after).endsWith("  Second line.\nlicense: MIT\n---\n# Body\n");
    }

    @Test
    void missingParentsAreCreatedWithTheDocumentsIndentation() {
        String after = apply(SKILL, e -> e.set(FieldPath.parse("metadata.owner.team"), "sre"));
        assertThat(after).contains("  Second line.\nmetadata:\n  owner:\n    team: sre\n---");
    }

    @Test
    void addingToABlockListCopiesThePreviousItemsDashAndToAFlowListItsSeparator() {
        String after = apply(SKILL, e -> e.add(FieldPath.parse("dependencies.skills"), "https://x.test/a"));
        assertThat(after).contains("skills/util\n    - https://x.test/a\n\n  mcps:");
        after = apply(SKILL, e -> e.add(FieldPath.parse("dependencies.mcps"), "m2"));
        assertThat(after).contains("mcps/k.json\n  - m2\nnotes:");
        after = apply(SKILL, e -> e.add(FieldPath.of("tags"), "on"));
        assertThat(after).contains("tags: [ops, k8s, \"on\"]\n");
        after = apply(SKILL, e -> e.add(FieldPath.of("keywords"), "triage"));
        assertThat(after).contains("  Second line.\nkeywords:\n  - triage\n---");
    }

    @Test
    void removingTakesTheWholeEntryAndAnEmptiedListBecomesEmptyBrackets() {
        String after = apply(SKILL, e -> e.remove(FieldPath.of("version")));
        assertThat(after).isEqualTo(SKILL.replace("version: 1.3.0\n", ""));
        after = apply(SKILL, e -> e.remove(FieldPath.parse("dependencies.skills.0")));
        assertThat(after).isEqualTo(SKILL.replace(
                "    - \"https://github.com/acme/cat/tree/main/skills/base\"   # the basics\n", ""));
        after = apply(SKILL, e -> e.remove(FieldPath.parse("dependencies.mcps.0")));
        assertThat(after).contains("\n  mcps: []\nnotes:");
        after = apply(SKILL, e -> e.remove(FieldPath.parse("tags.1")));
        assertThat(after).contains("tags: [ops]\n");
        after = apply(SKILL, e -> e.remove(FieldPath.of("notes")));
        assertThat(after).endsWith("mcps/k.json\n---\n# Body\n");
    }

    @Test
    void movingSwapsWholeItemsWithTheirComments() {
        String after = apply(SKILL, e -> e.move(FieldPath.parse("dependencies.skills.1"), -1));
        assertThat(after).contains("""
                  skills:
                    - https://github.com/acme/cat/tree/main/skills/util
                    - "https://github.com/acme/cat/tree/main/skills/base"   # the basics
                """);
        after = apply(SKILL, e -> e.move(FieldPath.of("tags"), 1));
        assertThat(after.indexOf("dependencies:")).isLessThan(after.indexOf("tags:"));
        assertThatThrownBy(() -> apply(SKILL, e -> e.move(FieldPath.of("notes"), 1)))
                .isInstanceOf(EditRefusedException.class).hasMessageContaining("last");
    }

    @Test
    void renamingChangesTheKeyOnly() {
        String after = apply(SKILL, e -> e.rename(FieldPath.of("notes"), "remarks"));
        assertThat(after).isEqualTo(SKILL.replace("notes: |", "remarks: |"));
        assertThatThrownBy(() -> apply(SKILL, e -> e.rename(FieldPath.of("notes"), "name")))
                .isInstanceOf(EditRefusedException.class);
    }

    @Test
    void crlfLineEndingsAreKept() {
        String crlf = SKILL.replace("\n", "\r\n");
        String after = apply(crlf, e -> e.add(FieldPath.of("keywords"), "x"));
        assertThat(after.replace("\r\n", "")).doesNotContain("\n");
        assertThat(after).contains("keywords:\r\n  - x\r\n");
    }

    @Test
    void brokenYamlIsNeverEdited() {
        String broken = "---\nname: [unclosed\n---\n";
        var doc = FrontmatterDocument.parse(SourceText.of(broken));
        assertThatThrownBy(() -> FrontmatterEditor.of(doc)).isInstanceOf(EditRefusedException.class)
                .hasMessageContaining("line 3");
    }

    @Test
    void aliasesAnchorsAndTypesThatDoNotFitAreRefusedWithAReason() {
        String anchored = "---\nbase: &b shared\nother: *b\nlist: [a]\n---\n";
        var doc = FrontmatterDocument.parse(SourceText.of(anchored));
        var editor = FrontmatterEditor.of(doc);
        assertThatThrownBy(() -> editor.set(FieldPath.of("other"), "x")).isInstanceOf(EditRefusedException.class)
                .hasMessageContaining("alias");
        assertThatThrownBy(() -> editor.set(FieldPath.of("base"), "x")).isInstanceOf(EditRefusedException.class)
                .hasMessageContaining("anchor");
        assertThatThrownBy(() -> editor.set(FieldPath.of("list"), "x")).isInstanceOf(EditRefusedException.class)
                .hasMessageContaining("items");
        assertThatThrownBy(() -> editor.add(FieldPath.of("base"), "x")).isInstanceOf(EditRefusedException.class);
        assertThat(editor.setLiteral(FieldPath.of("flag"), "true").applyTo(anchored)).contains("flag: true\n");
        assertThatThrownBy(() -> editor.setLiteral(FieldPath.of("flag"), "maybe"))
                .isInstanceOf(EditRefusedException.class);
    }

    @Test
    void noEditReachesThroughAnAnchorOrChangesWhatAnAliasNames() {
        // An anchored list or mapping is also each of its aliases: adding to it, setting, removing, moving or
        // renaming inside it would change them too; removing or moving an anchor would leave an alias naming nothing.
        String text = "---\nlist: &a\n  - x\nflow: &f [y]\ncopy: *a\nmeta: &m\n  owner: o\nmore: *m\n"
                + "first: &s one\nsecond: *s\nplain: [p, q]\n---\n";
        var editor = FrontmatterEditor.of(FrontmatterDocument.parse(SourceText.of(text)));
        List<java.util.function.Supplier<Object>> edits = List.of(
                () -> editor.add(FieldPath.of("list"), "z"),
                () -> editor.add(FieldPath.of("flow"), "z"),
                () -> editor.set(FieldPath.of("list", 0), "z"),
                () -> editor.remove(FieldPath.of("list", 0)),
                () -> editor.remove(FieldPath.of("flow", 0)),
                () -> editor.set(FieldPath.of("meta", "owner"), "z"),
                () -> editor.set(FieldPath.of("meta", "team"), "z"),
                () -> editor.remove(FieldPath.of("meta", "owner")),
                () -> editor.rename(FieldPath.of("meta", "owner"), "lead"),
                () -> editor.add(FieldPath.of("copy"), "z"),
                () -> editor.set(FieldPath.of("more", "owner"), "z"),
                () -> editor.remove(FieldPath.of("list")),
                () -> editor.remove(FieldPath.of("first")),
                () -> editor.move(FieldPath.of("first"), 1),
                () -> editor.move(FieldPath.of("second"), -1),
                () -> editor.move(FieldPath.of("copy"), -1));
        for (var edit : edits) {
            assertThatThrownBy(edit::get).isInstanceOf(EditRefusedException.class)
                    .satisfies(e -> assertThat(e.getMessage()).containsAnyOf("anchor", "alias"));
        }
        // What neither holds nor goes through an anchor is still edited; removing an alias leaves its anchor.
        assertThat(apply(text, e -> e.add(FieldPath.of("plain"), "r"))).contains("plain: [p, q, r]\n");
        assertThat(apply(text, e -> e.remove(FieldPath.of("second")))).doesNotContain("second");
        assertThat(apply(text, e -> e.move(FieldPath.of("plain"), -1))).contains("plain: [p, q]\nsecond: *s\n");
    }

    @Test
    void anEmptyFrontmatterGetsItsFirstKey() {
        assertThat(apply("---\n---\nBody\n", e -> e.set(FieldPath.of("name"), "x"))).isEqualTo("---\nname: x\n---\nBody\n");
    }
}
