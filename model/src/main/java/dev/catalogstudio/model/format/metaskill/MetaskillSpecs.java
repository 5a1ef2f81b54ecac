package dev.catalogstudio.model.format.metaskill;

import static dev.catalogstudio.model.format.FieldSpec.field;
import static dev.catalogstudio.model.format.FieldType.STRING;
import static dev.catalogstudio.model.format.common.SkillFields.metaskillLanguage;
import static dev.catalogstudio.model.format.common.SkillFields.metaskillPath;
import static dev.catalogstudio.model.format.common.SkillFields.name;

import dev.catalogstudio.model.format.DocumentFormat;
import dev.catalogstudio.model.format.FrontmatterFields;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.format.LengthUnit;
import dev.catalogstudio.model.format.UnknownKeys;
import dev.catalogstudio.model.format.common.Patterns;
import java.util.List;
import java.util.Optional;

/** The SKILL.md frontmatter fields metaSKILLs define (metaskills.md § 3 Package format). */
final class MetaskillSpecs {

    /** {@code metaskill}. */
    static final KindSpec METASKILL = metaskill();

    private MetaskillSpecs() {
    }

    /** {@code metaskill}: the frontmatter fields metaSKILLs define; the skill's own kind adds the rest. */
    private static KindSpec metaskill() {
        var fields = List.of(
                name("Stable skill identifier: lowercase ASCII letters, digits and single hyphens, the same as the "
                        + "skill folder's name.", "metaskills.md § 3 Package format"),
                field("description", STRING).required().length(1, FrontmatterFields.DESCRIPTION_MAX,
                        LengthUnit.CHARACTERS).pattern(Patterns.NOT_BLANK).help("Short catalog description for users "
                        + "and routing models; say when to use the skill (metaSKILLs say SHOULD stay within 1,024 "
                        + "characters, Agent Skills say must).").spec("metaskills.md § 3 Package format").build(),
                metaskillPath(true),
                metaskillLanguage());
        return new KindSpec("metaskill", "metaSKILL (SKILL.md frontmatter)", "The frontmatter fields of a metaskill: "
                + "a skill whose folder holds a Starlark program that the host runs with ask, command and trace.",
                "metaskills.md § 3 Package format", DocumentFormat.YAML_FRONTMATTER, "SKILL.md", Optional.empty(),
                fields, UnknownKeys.ALLOWED, List.of());
    }

}
