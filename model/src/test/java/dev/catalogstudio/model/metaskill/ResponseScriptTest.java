package dev.catalogstudio.model.metaskill;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A script read for an editor and written back: the form, the entries' fields, and what has no field, kept. */
class ResponseScriptTest {

    @Test
    void theObjectFormReadsAsksThenCommandsAndWritesBackWhatHasNoFieldInPlace() {
        var read = ResponseScript.read("{\"command\": [{\"argv\": [\"kubectl\", \"get pods\"], \"note\": {\"a\": 1.50},"
                + " \"ok\": false, \"result\": \"r\"}, {\"exit_code\": 3}], \"ask\": [{\"turns\": 2, \"purpose\": \"p\","
                + " \"answer\": \"A\"}, \"not an object\"]}");

        assertThat(read.array()).isFalse();
        assertThat(read.entries()).extracting(ResponseScript.Entry::isAsk).containsExactly(true, true, false, false);
        var ask = read.entries().get(0);
        assertThat(List.of(ask.match(), ask.text(), ask.exitCode())).containsExactly("p", "A", 0L);
        assertThat(read.entries().get(1).text()).isEmpty();
        var command = read.entries().get(2);
        assertThat(List.of(command.match(), command.text(), command.exitCode()))
                .containsExactly("kubectl get pods", "r", 1L);
        assertThat(read.entries().get(3).exitCode()).isEqualTo(3);

        var edited = List.of(ask.asAsk("  ", "B"), command.asCommand("kubectl get pods", "r2", 0),
                read.entries().get(3).asCommand("a  b", "", 3), ResponseScript.Entry.command("", "new", 2));
        assertThat(ResponseScript.write(edited, false, false)).isEqualTo("{\"ask\":[{\"turns\":2,\"answer\":\"B\"}],"
                + "\"command\":[{\"argv\":[\"kubectl\",\"get pods\"],\"note\":{\"a\":1.5},\"ok\":true,\"result\":\"r2\","
                + "\"exit_code\":0},{\"exit_code\":3,\"argv\":[\"a\",\"b\"],\"ok\":false,\"result\":\"\"},"
                + "{\"ok\":false,\"exit_code\":2,\"result\":\"new\"}]}");
        // An edit leaves the entry it was made from as it was.
        assertThat(ask.match()).isEqualTo("p");
    }

    @Test
    void theArrayFormKeepsItsOrderAndAnEntryWithAnAnswerIsAnAsk() {
        var read = ResponseScript.read("[{\"result\": \"ok\", \"exit_code\": 0}, {\"answer\": \"WAIT\", \"turns\": 2}]");

        assertThat(read.array()).isTrue();
        assertThat(read.entries()).extracting(ResponseScript.Entry::isAsk).containsExactly(false, true);
        var entries = List.of(read.entries().get(0), read.entries().get(1).asAsk("", "STOP"),
                ResponseScript.Entry.ask("why", "x"));
        assertThat(ResponseScript.write(entries, true, true)).isEqualTo("[\n  {\n    \"result\": \"ok\",\n"
                + "    \"exit_code\": 0\n  },\n  {\n    \"answer\": \"STOP\",\n    \"turns\": 2\n  },\n  {\n"
                + "    \"purpose\": \"why\",\n    \"answer\": \"x\"\n  }\n]\n");
        assertThat(ResponseScript.write(List.of(), false, true)).isEqualTo("{\n  \"ask\": [],\n  \"command\": []\n}\n");
    }

    @Test
    void whatIsWrittenRunsAsWritten() throws Exception {
        var entries = List.of(ResponseScript.Entry.ask("p", "A"), ResponseScript.Entry.command("git status", "clean", 0));
        var script = ResponseScript.parse(ResponseScript.write(entries, false, false));

        assertThat(script.ask(1, Map.of("purpose", "p"))).hasValueSatisfying(a -> assertThat(a).containsEntry("answer", "A"));
        assertThat(script.command(2, Map.of("argv", List.of("git", "status", "-s"))))
                .hasValueSatisfying(c -> assertThat(c).containsEntry("result", "clean").containsEntry("exit_code", 0L));
    }

    @Test
    void aTextThatIsNotJsonIsRefusedAndOneOfNeitherFormHasNoEntries() {
        assertThatThrownBy(() -> ResponseScript.read("{\"ask\": [")).isInstanceOf(IllegalArgumentException.class);
        assertThat(ResponseScript.read("5").entries()).isEmpty();
        assertThat(ResponseScript.read("").entries()).isEmpty();
        assertThatThrownBy(() -> ResponseScript.parse("{\"ask\": [1]}")).hasMessage(
                "every response must be a JSON object, got: 1");
    }
}
