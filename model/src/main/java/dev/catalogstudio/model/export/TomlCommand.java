package dev.catalogstudio.model.export;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * A Markdown command written as a Gemini CLI TOML command (the target's {@code command} component with
 * {@code "format": "toml"}): {@code description} from the frontmatter, the body as {@code prompt} with its
 * placeholders respelled and Claude Code's shell injections and file references in Gemini's spelling; every other
 * frontmatter field, and the conversion itself, a {@link Loss}.
 */
final class TomlCommand {

    private final String path;
    private final ExportFacts facts;
    private final ExportFacts.Component component;
    private final List<Loss> losses;

    /**
     * @param path      the command's file, relative to SRC (for the losses)
     * @param component the target's command component
     */
    TomlCommand(String path, ExportFacts facts, ExportFacts.Component component, List<Loss> losses) {
        this.path = path;
        this.facts = facts;
        this.component = component;
        this.losses = losses;
    }

    /** The TOML file's bytes (UTF-8) for the command {@code doc}, named {@code item} in the losses. */
    byte[] write(Frontmatters.Doc doc, String item, Placeholders placeholders) {
        var toml = new StringBuilder();
        for (var entry : doc.entries()) {
            var description = entry.keyText().equals("description") ? doc.string("description")
                    : Optional.<String>empty();
            if (description.isPresent()) {
                toml.append("description = ").append(JsonText.quote(description.get())).append('\n');
            } else {
                losses.add(new Loss(path, entry.key().range().start().line(), entry.keyText(), LossAction.DROPPED,
                        facts.host() + " commands are TOML with description and prompt only ("
                                + facts.sourceOf(component) + ")"));
            }
        }
        String body = placeholders.rewrite(doc.body(), path, doc.bodyLineOffset(), "command body", losses);
        body = geminiInjections(body, doc.bodyLineOffset());
        losses.add(new Loss(path, 0, item, LossAction.REWRITTEN, "written as TOML, the body as "
                + "its prompt (" + facts.sourceOf(component) + ")"));
        toml.append("prompt = ").append(tomlString(body)).append('\n');
        return toml.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static final java.util.regex.Pattern SHELL = java.util.regex.Pattern.compile("!`([^`\\n]+)`");
    private static final java.util.regex.Pattern FILE = java.util.regex.Pattern.compile(
            "(?<=^|[\\s(])@((?:[A-Za-z0-9_.~-]+/)*[A-Za-z0-9_-]*[A-Za-z0-9_][.][A-Za-z0-9]+|(?:[A-Za-z0-9_.~-]+/)+"
            + "[A-Za-z0-9_.-]*[A-Za-z0-9_])");

    /**
     * A Claude Code command body's shell injections ({@code !`cmd`}) and file references ({@code @path}, a path with
     * a {@code /} or an extension) in Gemini CLI's spelling ({@code !{cmd}}, {@code @{path}}), each a
     * {@code rewritten} loss with its line; a command whose braces do not balance is left as written and reported
     * {@code dropped} (Gemini parses up to the matching brace). Fenced code blocks are left alone. Linear in the body.
     */
    private String geminiInjections(String body, int lineOffset) {
        var lines = body.split("(?<=\n)", -1);
        var out = new StringBuilder(body.length());
        boolean fenced = false;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.stripLeading().startsWith("```")) {
                fenced = !fenced;
                out.append(line);
                continue;
            }
            if (fenced) {
                out.append(line);
                continue;
            }
            int number = i + 1 + lineOffset;
            var shell = SHELL.matcher(line);
            var sb = new StringBuilder();
            while (shell.find()) {
                String cmd = shell.group(1);
                String replacement = shell.group();
                if (cmd.chars().filter(ch -> ch == '{').count() == cmd.chars().filter(ch -> ch == '}').count()) {
                    replacement = "!{" + cmd + "}";
                    losses.add(new Loss(path, number, "!`" + cmd + "`", LossAction.REWRITTEN, "written " + replacement
                            + ", Gemini CLI's shell injection (" + facts.sourceOf(component) + ")"));
                } else {
                    losses.add(new Loss(path, number, "!`" + cmd + "`", LossAction.DROPPED, "its braces do not "
                            + "balance, so it cannot be written as Gemini CLI's !{...}; it stays as text, not run ("
                            + facts.sourceOf(component) + ")"));
                }
                shell.appendReplacement(sb, java.util.regex.Matcher.quoteReplacement(replacement));
            }
            shell.appendTail(sb);
            var file = FILE.matcher(sb.toString());
            var sb2 = new StringBuilder();
            while (file.find()) {
                String replacement = "@{" + file.group(1) + "}";
                losses.add(new Loss(path, number, file.group(), LossAction.REWRITTEN, "written " + replacement
                        + ", Gemini CLI's file reference (" + facts.sourceOf(component) + ")"));
                file.appendReplacement(sb2, java.util.regex.Matcher.quoteReplacement(replacement));
            }
            file.appendTail(sb2);
            out.append(sb2);
        }
        return out.toString();
    }

    /** A TOML multi-line string holding {@code text} exactly: literal when it can be, else basic and escaped. */
    static String tomlString(String text) {
        if (!text.contains("'''") && text.chars().noneMatch(ch -> ch < 0x20 && ch != '\n' && ch != '\t' || ch == 0x7f)
                && !text.endsWith("'") && !text.contains("\r")) {
            return "'''\n" + text + "'''";
        }
        return JsonText.quote(text);
    }
}
