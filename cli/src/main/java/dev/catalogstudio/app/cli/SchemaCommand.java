package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.formats.JsonSchemas;
import dev.catalogstudio.model.hosts.HostProfile;
import dev.catalogstudio.model.hosts.HostProfiles;
import dev.catalogstudio.model.hosts.Hosts;
import dev.catalogstudio.model.formats.Specs;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code catalog-studio schema KIND}: prints the JSON Schema (draft 2020-12) of one kind of document, the text of
 * {@code resources/schemas/<KIND>.schema.json}; {@code schema --list} prints every kind id and its title, one per
 * line.
 */
@Command(name = "schema",
        description = "Prints the JSON Schema (draft 2020-12) of one kind of document, or lists the kinds.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:printed", "2:no KIND, an unknown KIND, or KIND with --list"})
public final class SchemaCommand implements Callable<Integer> {

    @Parameters(index = "0", arity = "0..1", paramLabel = "KIND",
            description = "A kind id, e.g. agent-skill or mcp-json (see --list).")
    private String kind;

    @Option(names = "--list", description = "Print every kind id and its title, one per line.")
    private boolean list;

    @Option(names = "--host", paramLabel = "NAME", description = "Print what host NAME reads of KIND (skill, "
            + "subagent or command) as a JSON Schema: claude-code, codex, copilot, cursor, gemini, agent-skills.")
    private String host;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        var out = spec.commandLine().getOut();
        if (list) {
            if (kind != null) {
                throw new ParameterException(spec.commandLine(), "give either KIND or --list, not both");
            }
            int width = Specs.ids().stream().mapToInt(String::length).max().orElse(0);
            for (var each : Specs.all()) {
                out.println(each.id() + " ".repeat(width - each.id().length() + 2) + each.title());
            }
        } else {
            if (kind == null) {
                throw new ParameterException(spec.commandLine(), "missing KIND; valid kinds: " + validKinds());
            }
            if (host != null) {
                out.print(hostSchema());
                out.flush();
                return ExitCodes.OK;
            }
            KindSpec found = Specs.byId(kind).orElseThrow(() -> new ParameterException(spec.commandLine(),
                    "unknown kind '" + kind + "'; valid kinds: " + validKinds()));
            out.print(JsonSchemas.write(found));
        }
        out.flush();
        return ExitCodes.OK;
    }

    private String hostSchema() {
        var profile = HostProfiles.byName(host).orElseThrow(() -> new ParameterException(spec.commandLine(),
                "unknown host '" + TerminalText.safe(host) + "'; the hosts are " + String.join(", ", Hosts.NAMES)));
        var profileKind = java.util.Arrays.stream(HostProfile.Kind.values()).filter(k -> k.key().equals(kind))
                .findFirst().orElseThrow(() -> new ParameterException(spec.commandLine(), "with --host, KIND is one of "
                        + "skill, subagent, command, not '" + TerminalText.safe(kind) + "'"));
        if (profile.kind(profileKind).isEmpty()) {
            throw new ParameterException(spec.commandLine(), profile.displayName() + " loads no Markdown " + kind
                    + "; its profile has " + String.join(", ", profile.kinds().keySet().stream().sorted()
                    .map(HostProfile.Kind::key).toList()));
        }
        return JsonSchemas.write(profile, profileKind);
    }

    private static String validKinds() {
        return String.join(", ", Specs.ids());
    }
}
