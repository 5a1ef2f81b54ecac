package dev.catalogstudio.app.session;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Test workspaces of a chosen size, for counting what one edit costs the panes. */
public final class Workspaces {

    private Workspaces() {
    }

    /** The path of skill {@code i}'s SKILL.md. */
    public static String skill(int i) {
        return "skills/s" + i + "/SKILL.md";
    }

    /** A SKILL.md whose name breaks the naming rule (one error at least). */
    public static String badSkill(String name) {
        return "---\nname: " + name + "\ndescription: Checks one thing.\n---\nBody\n";
    }

    /** {@code skills} skill folders under {@code root}, each SKILL.md with a diagnostic, returned for chaining. */
    public static Path withBadSkills(Path root, int skills) throws IOException {
        for (int i = 0; i < skills; i++) {
            Path file = root.resolve(skill(i));
            Files.createDirectories(file.getParent());
            Files.writeString(file, badSkill("Bad_" + i));
        }
        return root;
    }
}
