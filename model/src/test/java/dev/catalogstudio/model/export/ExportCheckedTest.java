package dev.catalogstudio.model.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Severity;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every input exported to every target checks without an error for that target (an error there is an exporter bug):
 * with the test facts, and with the project's own facts for the targets that have them.
 */
class ExportCheckedTest {

    @TempDir
    Path temp;

    private List<Path> inputs() throws Exception {
        var inputs = new ArrayList<Path>();
        for (String name : ExportFixtures.NAMES) {
            inputs.add(ExportFixtures.copy(name, temp));
        }
        for (Path sample : ExportFixtures.SAMPLES) {
            inputs.add(ExportFixtures.copyTree(sample, temp.resolve("sample-" + inputs.size())
                    .resolve(sample.getFileName())));
        }
        return inputs;
    }

    private void exportAll(boolean realFacts) throws Exception {
        var errors = new ArrayList<String>();
        int exports = 0;
        for (Path src : inputs()) {
            for (ExportTarget target : ExportTarget.values()) {
                var facts = ExportFixtures.facts(realFacts);
                if (facts.apply(target.id()) == null) {
                    continue;
                }
                var plan = Exporter.plan(src, target, facts);
                Path out = temp.resolve("out-" + realFacts + "-" + exports++);
                var result = Exporter.write(plan, out, ExportMode.NEW);
                result.diagnostics().stream().filter(d -> d.diagnostic().severity() == Severity.ERROR).forEach(d ->
                        errors.add(src.getFileName() + " -> " + target.id() + ": " + d.path() + ":"
                                + d.diagnostic().range().start().line() + " " + d.diagnostic().code() + " "
                                + d.diagnostic().message()));
            }
        }
        Assumptions.assumeTrue(exports > 0, "no export facts yet");
        assertThat(errors).isEmpty();
    }

    @Test
    void everyFixtureToEveryTargetChecksCleanWithTheTestFacts() throws Exception {
        exportAll(false);
    }

    @Test
    void everyFixtureToEveryTargetChecksCleanWithTheProjectFacts() throws Exception {
        exportAll(true);
    }
}
