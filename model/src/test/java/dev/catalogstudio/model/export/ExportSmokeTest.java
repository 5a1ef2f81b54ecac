package dev.catalogstudio.model.export;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExportSmokeTest {
    @TempDir
    Path temp;

    @Test
    void prints() throws Exception {
        for (String name : ExportFixtures.NAMES) {
            Path src = ExportFixtures.copy(name, temp);
            for (ExportTarget t : ExportTarget.values()) {
                var plan = Exporter.plan(src, t, ExportFixtures.facts(false));
                System.out.println("== " + name + " -> " + t.id());
                plan.files().forEach(f -> System.out.println("  W " + f.path()));
                plan.losses().forEach(l -> System.out.println("  L " + l));
                var result = Exporter.write(plan, temp.resolve("out-" + name.replace('/', '_') + "-" + t.id()),
                        ExportMode.NEW);
                result.diagnostics().forEach(d -> System.out.println("  D " + d.path() + " " + d.diagnostic()));
            }
        }
    }
}
