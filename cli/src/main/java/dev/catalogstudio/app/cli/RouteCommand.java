package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.format.threemd.Decimal;
import dev.catalogstudio.model.format.threemd.agent.Agent;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code catalog-studio route FILE.3md "request"}: the skills whose triggers the request satisfies, best first
 * (agent-3md.md section 4), one per line: {@code name<TAB>z=N<TAB>score<TAB>matched phrases}.
 *
 * <p>Exit code 0 when a skill matches, 1 when none does or the file is not valid 3md, 2 when it cannot be read.
 */
@Command(name = "route",
        description = "Routes a request to the skills of a 3md agent, best match first.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:at least one skill matches", "1:no skill matches, or FILE is not valid 3md",
            "2:bad arguments, or FILE unreadable"})
public final class RouteCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "FILE", description = "The agent's .3md file.")
    private Path file;

    @Parameters(index = "1", paramLabel = "REQUEST", description = "The request text, e.g. \"find every TODO\".")
    private String request;

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
        var routes = Agent.of(document).route(request);
        if (routes.isEmpty()) {
            cli.getErr().println(CliErrors.PREFIX + "no skill's triggers match the request");
            cli.getErr().flush();
            return ExitCodes.ERRORS;
        }
        var out = cli.getOut();
        for (var route : routes) {
            out.println(TerminalText.safe(route.skill().displayName()) + "\tz=" + Decimal.format(route.skill().z())
                    + "\t" + route.score() + "\t" + TerminalText.safe(String.join(", ", route.matched())));
        }
        out.flush();
        return ExitCodes.OK;
    }
}
