package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.format.threemd.Decimal;
import dev.catalogstudio.model.format.threemd.agent.Agent;
import dev.catalogstudio.model.format.threemd.agent.Skill;
import dev.catalogstudio.model.format.threemd.agent.SkillInput;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code catalog-studio command FILE.3md SKILL key=value...}: the skill's {@code tool} command with its
 * {@code {placeholder}} slots filled, each value shell-quoted (agent-3md.md section 3). {@code SKILL} is a skill name,
 * or a plane {@code z}.
 *
 * <p>Exit code 0 with the command on standard output; 1 when there is no such skill, the skill is guidance only, or
 * the file is not valid 3md; 2 for a value that is not {@code key=value}, an unknown or missing required input, or an
 * unreadable file.
 */
@Command(name = "command",
        description = "Prints a 3md skill's command with its inputs filled in and shell-quoted.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the command was printed", "1:no such skill, a guidance-only skill, or FILE not valid 3md",
            "2:bad arguments or inputs, or FILE unreadable"})
public final class CommandCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "FILE", description = "The agent's .3md file.")
    private Path file;

    @Parameters(index = "1", paramLabel = "SKILL", description = "The skill's name (or its plane z).")
    private String skillName;

    @Parameters(index = "2..*", paramLabel = "key=value", description = "The input values, e.g. pattern=TODO.")
    private List<String> values = new ArrayList<>();

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        var document = ThreeMdFiles.read(file);
        var cli = spec.commandLine();
        if (!document.isValid()) {
            ThreeMdFiles.printErrors(file, document, cli.getErr());
            return ExitCodes.ERRORS;
        }
        var agent = Agent.of(document);
        var skill = find(agent, skillName);
        if (skill.isEmpty()) {
            return fail("no skill '" + skillName + "' in " + file + " (skills: " + String.join(", ",
                    agent.skills().stream().map(Skill::displayName).toList()) + ")");
        }
        if (skill.get().guidanceOnly()) {
            return fail("skill '" + skill.get().displayName() + "' is guidance only: it has no command");
        }
        var quoted = skill.get().tool().placeholders().stream().filter(p -> p.quoted()).findFirst();
        if (quoted.isPresent()) {
            var at = quoted.get().range().start();
            return fail("skill '" + skill.get().displayName() + "': {" + quoted.get().name() + "} is inside quotes in"
                    + " its tool template (" + file + ":" + at.line() + ":" + at.column() + "); a filled value could"
                    + " end them and run code, so no command is printed. Write {" + quoted.get().name() + "} bare.");
        }
        var filled = inputs(skill.get());
        String command = agent.command(skill.get(), filled);
        int control = TerminalText.firstUnsafe(command);
        if (control >= 0) {
            // What a terminal shows of such a command is not what a shell runs: print nothing rather than a lie.
            return fail("the command holds the control character U+" + String.format("%04X", (int) command
                    .charAt(control)) + " (from the template or a value), so it is not printed: "
                    + TerminalText.safe(command));
        }
        cli.getOut().println(command);
        cli.getOut().flush();
        return ExitCodes.OK;
    }

    private static Optional<Skill> find(Agent agent, String name) {
        return agent.skill(name).or(() -> Decimal.parse(name).isPresent()
                ? agent.skill(Decimal.parse(name).getAsDouble()) : Optional.empty());
    }

    /** The {@code key=value} arguments, checked against the skill's inputs (usage errors otherwise). */
    private LinkedHashMap<String, String> inputs(Skill skill) {
        var names = skill.inputs().stream().map(SkillInput::name).toList();
        var filled = new LinkedHashMap<String, String>();
        for (String value : values) {
            int eq = value.indexOf('=');
            if (eq <= 0) {
                throw new ParameterException(spec.commandLine(), "'" + value + "' is not key=value");
            }
            String key = value.substring(0, eq);
            if (!names.contains(key)) {
                throw new ParameterException(spec.commandLine(), "'" + key + "' is not an input of "
                        + skill.displayName() + " (inputs: " + String.join(", ", names) + ")");
            }
            filled.put(key, value.substring(eq + 1));
        }
        var missing = skill.inputs().stream().filter(i -> i.required() && !filled.containsKey(i.name()))
                .map(SkillInput::name).toList();
        if (!missing.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "missing required input(s) of " + skill.displayName()
                    + ": " + String.join(", ", missing));
        }
        return filled;
    }

    private int fail(String reason) {
        var err = spec.commandLine().getErr();
        err.println(CliErrors.PREFIX + CliErrors.oneLine(reason));
        err.flush();
        return ExitCodes.ERRORS;
    }
}
