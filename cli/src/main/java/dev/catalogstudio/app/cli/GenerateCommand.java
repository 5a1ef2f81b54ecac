package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.generate.CatalogGenerator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code catalog-studio generate DIR --entries N --seed S}: writes a realistic generated catalog (for tests and
 * benchmarks) into {@code DIR}; the same seed always writes the same bytes. Prints one summary line.
 */
@Command(name = "generate",
        description = "Writes a generated, realistic catalog of N entries (deterministic by seed) into DIR.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:written", "2:bad arguments, DIR not empty (without --force), or DIR not writable"})
public final class GenerateCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "DIR", description = "The folder to write (created if missing).")
    private Path dir;

    @Option(names = "--entries", paramLabel = "N", defaultValue = "1000",
            description = "Agents, skills, MCPs and 3md agents to generate (default: ${DEFAULT-VALUE}).")
    private int entries;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "Random seed; the same seed writes the same files (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--force",
            description = "Write into DIR even when it is not empty, replacing files of the same names.")
    private boolean force;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        if (entries < 1) {
            throw new ParameterException(spec.commandLine(), "--entries must be at least 1, not " + entries);
        }
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new ParameterException(spec.commandLine(), dir + " is a file, not a folder");
        }
        if (!force && Files.isDirectory(dir)) {
            try (var listing = Files.list(dir)) {
                var first = listing.findFirst();
                if (first.isPresent()) {
                    throw new ParameterException(spec.commandLine(), dir + " is not empty (it holds "
                            + first.get().getFileName() + "); generate writes README.md, catalog-studio.yaml and "
                            + "catalog folders there, so choose an empty or new folder, or pass --force to replace "
                            + "files of the same names");
                }
            }
        }
        var generated = CatalogGenerator.generate(dir, entries, seed);
        var out = spec.commandLine().getOut();
        out.println(TerminalText.safe(dir.toString()) + ": " + generated.skills() + " skills, " + generated.agents() + " agents, "
                + generated.mcps() + " MCPs, " + generated.threeMdAgents() + " 3md agents, "
                + generated.workspaceSkills() + " workspace skills; " + generated.files() + " files, "
                + generated.bytes() + " bytes; hub " + generated.hubSkillPath() + " with "
                + generated.hubDependents().size() + " dependents");
        out.flush();
        return ExitCodes.OK;
    }
}
