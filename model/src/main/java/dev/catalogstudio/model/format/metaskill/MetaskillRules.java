package dev.catalogstudio.model.format.metaskill;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.format.CatalogLayout;
import dev.catalogstudio.model.format.FormatContext;
import dev.catalogstudio.model.format.FormatDocument;
import dev.catalogstudio.model.starlark.Dialect;
import dev.catalogstudio.model.starlark.Problem;
import dev.catalogstudio.model.starlark.Program;
import dev.catalogstudio.model.starlark.Syntax;
import dev.catalogstudio.model.starlark.TokenKind;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.YamlScalar;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.regex.Pattern;

/**
 * The metaSKILL rules of RULES.md ("metaSKILLs"): the {@code metaskill} and {@code metaskill_language} fields of
 * SKILL.md ({@link #checkFields}), and the program itself ({@link #checkProgram}): size, encoding, frontmatter,
 * Starlark syntax and names, {@code def run(input)}, the input keys it reads against the SKILL.md body, and the
 * shape of its host calls and return values where the program text makes them certain.
 */
public final class MetaskillRules {

    /** The host functions every metaSKILL host predeclares (metaskills.md § 7). */
    public static final Set<String> HOST_FUNCTIONS = Set.of("ask", "command", "trace");

    /** metaskills.md § 3: "The program file SHOULD NOT exceed 64 KiB." */
    public static final long MAX_PROGRAM_BYTES = 64 * 1024;

    private MetaskillRules() {
    }

    /** Parses and resolves a program in the dialect metaSKILL hosts run, with the host functions predeclared. */
    public static Program compile(String source) {
        return Program.compile(MetaskillFormat.FILE_NAME, source, Dialect.STANDARD, HOST_FUNCTIONS);
    }

    // ---- SKILL.md fields

    /**
     * Checks {@code metaskill} and {@code metaskill_language} of a skill's SKILL.md (metaskills.md § 3 "Program file
     * rules") when its frontmatter is usable; a value that is no string is the skill rules' {@code field-type}.
     */
    static void checkFields(FormatDocument document, FormatContext context, Diagnostics out) {
        var fm = document.frontmatter().filter(FrontmatterDocument::hasUsableFrontmatter);
        var map = fm.flatMap(FrontmatterDocument::mapping);
        if (map.isEmpty()) {
            return;
        }
        checkFields(map.get().string("metaskill"), map.get().string("metaskill_language"),
                context.filesUnder(CatalogLayout.folderOf(document.path())), out);
    }

    /**
     * Checks {@code metaskill} and {@code metaskill_language} of a SKILL.md (metaskills.md § 3 "Program file rules").
     *
     * @param path        the SKILL.md's value of {@code metaskill}, if any
     * @param language    its value of {@code metaskill_language}, if any
     * @param folderFiles the files of the skill folder, relative to it
     */
    public static void checkFields(Optional<YamlScalar> path, Optional<YamlScalar> language,
            SortedMap<String, Long> folderFiles, Diagnostics out) {
        language.ifPresent(l -> {
            if (!l.value().equals("starlark")) {
                out.report(Rule.METASKILL_LANGUAGE_UNSUPPORTED, l.range(), "metaskill_language is '" + l.value()
                        + "'; this version of metaSKILLs defines only 'starlark', so hosts will not run it.");
            }
        });
        if (path.isEmpty()) {
            return;
        }
        YamlScalar p = path.get();
        String value = p.value();
        if (value.startsWith("/") || value.startsWith("\\") || value.matches("^[A-Za-z]:.*")) {
            out.report(Rule.METASKILL_PATH_ABSOLUTE, p.range(), "'" + value + "' is an absolute path; 'metaskill' "
                    + "must be relative to the skill folder, e.g. SKILL.star.");
            return;
        }
        String normal = normalize(value.replace('\\', '/'));
        if (normal == null) {
            out.report(Rule.METASKILL_PATH_ESCAPE, p.range(), "'" + value + "' leaves the skill folder; hosts reject "
                    + "program paths outside it.");
            return;
        }
        if (!folderFiles.containsKey(normal)) {
            out.report(Rule.METASKILL_FILE_MISSING, p.range(), "There is no file '" + normal + "' in the skill "
                    + "folder.");
        }
    }

    /** The path with {@code .} and {@code ..} resolved, or {@code null} when it leaves its start. */
    static String normalize(String path) {
        var parts = new ArrayList<String>();
        for (String part : path.split("/")) {
            if (part.isEmpty() || part.equals(".")) {
                continue;
            }
            if (part.equals("..")) {
                if (parts.isEmpty()) {
                    return null;
                }
                parts.remove(parts.size() - 1);
            } else {
                parts.add(part);
            }
        }
        return parts.isEmpty() ? null : String.join("/", parts);
    }

    // ---- the program

    /** Runs every program rule on one {@code SKILL.star}. */
    public static void checkProgram(FormatDocument document, Program program, FormatContext context,
            Diagnostics out) {
        SourceText text = document.text();
        if (document.size() > MAX_PROGRAM_BYTES) {
            out.report(Rule.METASKILL_FILE_TOO_LARGE, text.lineRange(1), "The program is " + document.size() / 1024
                    + " KiB; metaSKILL programs should stay under 64 KiB (metaskills.md § 3).");
        }
        if (text.lineText(1).strip().equals("---")) {
            out.report(Rule.METASKILL_FRONTMATTER, text.lineRange(1), "A program file must not start with "
                    + "frontmatter; the metadata belongs in SKILL.md.");
            return;
        }
        for (Problem problem : program.problems()) {
            Rule rule = problem.kind() == Problem.Kind.UNDEFINED ? Rule.STARLARK_UNDEFINED : Rule.STARLARK_SYNTAX;
            String message = problem.message();
            if (rule == Rule.STARLARK_UNDEFINED) {
                message += "; a metaSKILL program can use the Starlark built-ins and ask, command and trace only.";
            }
            out.report(rule, range(text, problem.start(), problem.end()), message);
        }
        boolean syntaxOk = program.problems().stream().noneMatch(p -> p.kind() == Problem.Kind.SYNTAX);
        for (Syntax.Stmt s : program.file().stmts) {
            if (s instanceof Syntax.Load l) {
                out.report(Rule.METASKILL_LOAD, range(text, l.start, l.end), "load is not available: metaSKILL "
                        + "hosts offer no module loading (metaskills.md § 6), so this program cannot run.");
            }
        }
        Syntax.Def run = runDefinition(program);
        if (run == null) {
            if (syntaxOk) {
                out.report(Rule.METASKILL_NO_RUN, text.lineRange(1), "The program defines no top-level "
                        + "'def run(input):'; hosts call run(input) exactly once.");
            }
            return;
        }
        List<Syntax.Param> params = run.function.params;
        if (params.size() != 1 || params.get(0).kind != Syntax.Param.Kind.PLAIN) {
            out.report(Rule.METASKILL_NO_RUN, range(text, run.name.start, run.name.end), "run takes "
                    + params.size() + " parameter" + (params.size() == 1 ? "" : "s") + " here; hosts call run(input) "
                    + "with exactly one positional argument.");
            return;
        }
        String inputName = params.get(0).name.name;
        var calls = new ProgramWalk(inputName);
        calls.stmts(run.function.body, true);
        for (int i = 0; i < calls.nestedDefs.size(); i++) {
            calls.stmts(calls.nestedDefs.get(i).function.body, false);
        }
        body(document, context).ifPresent(body -> {
            for (ProgramWalk.InputKey key : calls.inputKeys) {
                if (!mentions(body, key.name())) {
                    out.report(Rule.METASKILL_INPUT_UNDOCUMENTED, range(text, key.start(), key.end()), "The program "
                            + "reads input key '" + key.name() + "', which the SKILL.md body never mentions; "
                            + "document it under 'Input keys:' so callers know to pass it.");
                }
            }
        });
        for (ProgramWalk.Finding f : calls.findings) {
            out.report(f.rule(), range(text, f.start(), f.end()), f.message());
        }
    }

    /**
     * The input keys the program reads with {@code input["k"]} or {@code input.get("k")} in {@code run} and the
     * functions defined in it, in order of first appearance; empty when there is no {@code def run(input)}.
     */
    public static List<String> inputKeys(Program program) {
        Syntax.Def run = runDefinition(program);
        if (run == null || run.function.params.size() != 1 || run.function.params.get(0).name == null) {
            return List.of();
        }
        var walk = new ProgramWalk(run.function.params.get(0).name.name);
        walk.stmts(run.function.body, true);
        for (int i = 0; i < walk.nestedDefs.size(); i++) {
            walk.stmts(walk.nestedDefs.get(i).function.body, false);
        }
        return walk.inputKeys.stream().map(ProgramWalk.InputKey::name).distinct().toList();
    }

    /**
     * The input keys a SKILL.md body documents: the names in backquotes that start the items of the list after an
     * "Input keys:" line (metaskills.md § 3 "Input documentation").
     */
    public static List<String> documentedInputKeys(String body) {
        var keys = new java.util.LinkedHashSet<String>();
        boolean inList = false;
        for (String line : body.split("\\R")) {
            String t = line.strip();
            if (t.toLowerCase(java.util.Locale.ROOT).startsWith("input keys")) {
                inList = true;
                continue;
            }
            if (!inList) {
                continue;
            }
            var m = Pattern.compile("^[-*+]\\s+`([^`]+)`").matcher(t);
            if (m.find()) {
                keys.add(m.group(1));
            } else if (!t.isEmpty() && !line.startsWith(" ") && !line.startsWith("\t")) {
                inList = false;
            }
        }
        return List.copyOf(keys);
    }

    /** The top-level {@code def run}, or {@code null}. */
    static Syntax.Def runDefinition(Program program) {
        for (Syntax.Stmt s : program.file().stmts) {
            if (s instanceof Syntax.Def d && d.name.name.equals("run")) {
                return d;
            }
        }
        return null;
    }

    private static Optional<String> body(FormatDocument document, FormatContext context) {
        String folder = CatalogLayout.folderOf(document.path());
        String skillMd = folder.isEmpty() ? "SKILL.md" : folder + "/SKILL.md";
        return context.document(skillMd).flatMap(FormatDocument::frontmatter).map(fm -> fm.body());
    }

    private static boolean mentions(String body, String key) {
        return Pattern.compile("(?<![A-Za-z0-9_])" + Pattern.quote(key) + "(?![A-Za-z0-9_])").matcher(body).find();
    }

    private static dev.catalogstudio.model.text.Range range(SourceText text, int start, int end) {
        int s = Math.max(0, Math.min(start, text.length()));
        int e = Math.max(s, Math.min(end, text.length()));
        return text.range(s, e);
    }

    /** The host call shapes metaskills.md § 7 requires, checked where the program writes a literal. */
    static String hostCallProblem(String fn, Syntax.Call call) {
        List<Syntax.Arg> args = call.args;
        long positional = args.stream().filter(a -> a.kind == Syntax.Arg.Kind.POSITIONAL).count();
        for (Syntax.Arg a : args) {
            if (a.kind == Syntax.Arg.Kind.NAMED && !a.name.equals(fn.equals("ask") ? "prompt"
                    : fn.equals("command") ? "argv" : "kind") && !a.name.equals(fn.equals("trace") ? "data" : "opts")) {
                return fn + " has no parameter '" + a.name + "'; its signature is " + signature(fn) + ".";
            }
        }
        if (positional > 2) {
            return fn + " takes at most 2 arguments; its signature is " + signature(fn) + ".";
        }
        if (positional == 0 && args.stream().noneMatch(a -> a.kind != Syntax.Arg.Kind.POSITIONAL)) {
            return fn + " needs its first argument; its signature is " + signature(fn) + ".";
        }
        Syntax.Expr first = args.isEmpty() || args.get(0).kind != Syntax.Arg.Kind.POSITIONAL ? null
                : args.get(0).value;
        Syntax.Expr second = positional >= 2 ? args.get(1).value : null;
        String firstType = literalType(first);
        if (firstType != null) {
            switch (fn) {
                case "command" -> {
                    if (firstType.equals("string")) {
                        return "command takes an argv list such as [\"ls\", \"-l\"], not a shell string "
                                + "(metaskills.md § 7: shell strings are not part of the portable API).";
                    }
                    if (!firstType.equals("list") && !firstType.equals("tuple")) {
                        return "command takes a non-empty list of strings as argv, not " + firstType + ".";
                    }
                    if (first instanceof Syntax.ListExpr l && l.elems.isEmpty()) {
                        return "command's argv must not be empty (metaskills.md § 7).";
                    }
                }
                case "ask", "trace" -> {
                    if (!firstType.equals("string")) {
                        return fn + "'s " + (fn.equals("ask") ? "prompt" : "kind") + " must be a string, not "
                                + firstType + ".";
                    }
                }
                default -> {
                }
            }
        }
        String secondType = literalType(second);
        if (secondType != null && !secondType.equals("dict")) {
            return fn + "'s " + (fn.equals("trace") ? "data" : "opts") + " must be a dict, not " + secondType + ".";
        }
        return null;
    }

    private static String signature(String fn) {
        return switch (fn) {
            case "ask" -> "ask(prompt, opts={})";
            case "command" -> "command(argv, opts={})";
            default -> "trace(kind, data={})";
        };
    }

    /** The type of a literal expression, or {@code null} when the text does not make it certain. */
    static String literalType(Syntax.Expr e) {
        if (e instanceof Syntax.Literal l) {
            return l.kind == TokenKind.STRING ? "string" : l.kind == TokenKind.INT ? "int"
                    : l.kind == TokenKind.FLOAT ? "float" : "bytes";
        }
        if (e instanceof Syntax.ListExpr || (e instanceof Syntax.Comprehension c && !c.dict)) {
            return "list";
        }
        if (e instanceof Syntax.TupleExpr) {
            return "tuple";
        }
        if (e instanceof Syntax.DictExpr || (e instanceof Syntax.Comprehension c2 && c2.dict)) {
            return "dict";
        }
        if (e instanceof Syntax.Binary b && b.ops.length > 0 && b.ops[0] == TokenKind.PERCENT
                && literalType(b.operands[0]) != null && literalType(b.operands[0]).equals("string")) {
            return "string";
        }
        if (e instanceof Syntax.Binary b && allPlus(b) && java.util.Arrays.stream(b.operands)
                .anyMatch(o -> "string".equals(literalType(o)))) {
            return "string";
        }
        if (e instanceof Syntax.Ident id && (id.name.equals("True") || id.name.equals("False"))
                && id.scope == Syntax.Scope.UNIVERSAL) {
            return "bool";
        }
        return null;
    }

    private static boolean allPlus(Syntax.Binary b) {
        for (TokenKind op : b.ops) {
            if (op != TokenKind.PLUS) {
                return false;
            }
        }
        return true;
    }
}
