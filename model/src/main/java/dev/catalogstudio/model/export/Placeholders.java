package dev.catalogstudio.model.export;

import dev.catalogstudio.model.text.SourceText;
import java.util.List;
import java.util.Map;

/**
 * Rewrites the placeholders a host expands in what it loads ({@code ${CLAUDE_PLUGIN_ROOT}}) to the target's spelling,
 * per the target's {@link ExportFacts#placeholders()}, reporting each rewrite (and each placeholder the target has no
 * spelling for, which stays as written) as a {@link Loss}. Linear in the text per placeholder.
 */
final class Placeholders {

    private final ExportFacts target;
    private final ExportFacts sourceFacts;
    private final String sourceHost;
    /** Every placeholder any host's facts name, longest first (so a longer one is not cut by a shorter prefix). */
    private final List<String> known;

    Placeholders(ExportFacts target, ExportFacts sourceFacts, String sourceHost, List<String> known) {
        this.target = target;
        this.sourceFacts = sourceFacts;
        this.sourceHost = sourceHost;
        this.known = known.stream().distinct()
                .sorted(java.util.Comparator.comparingInt(String::length).reversed()).toList();
    }

    /**
     * {@code text} with each known placeholder rewritten; losses added to {@code losses} with {@code path} and the
     * 1-based line of the occurrence in {@code text} plus {@code lineOffset}. {@code place} says where the text is
     * ({@code skill body}, {@code mcp args}, {@code hooks command} …): a placeholder the target expands only
     * elsewhere is left as written, and reported.
     */
    String rewrite(String text, String path, int lineOffset, String place, List<Loss> losses) {
        if (known.stream().noneMatch(text::contains)) {
            return text;
        }
        var source = SourceText.of(text);
        var out = new StringBuilder(text.length());
        int at = 0;
        int bom = source.hasBom() ? 1 : 0;
        while (at < text.length()) {
            String found = null;
            for (String p : known) {
                if (text.startsWith(p, at)) {
                    found = p;
                    break;
                }
            }
            if (found == null) {
                out.append(text.charAt(at++));
                continue;
            }
            int line = source.positionAt(Math.max(0, at - bom)).line() + lineOffset;
            var spelling = spelling(found);
            if (spelling != null && spelling.to() != null && !spelling.in().isEmpty()
                    && !spelling.in().contains(place) && !isOwn(found)) {
                out.append(found);
                losses.add(new Loss(path, line, found, LossAction.DROPPED, target.host() + " expands "
                        + spelling.to() + " only in " + String.join(", ", spelling.in()) + ", not in a " + place
                        + ", so it stays as written, unexpanded there (" + orFile(spelling.source()) + ")"));
            } else if (spelling != null && spelling.to() != null) {
                out.append(spelling.to());
                if (!spelling.to().equals(found)) {
                    losses.add(new Loss(path, line, found, LossAction.REWRITTEN, "written " + spelling.to() + " for "
                            + target.host() + " (" + orFile(spelling.source()) + ")"));
                }
            } else {
                out.append(found);
                if (!isOwn(found)) {
                    losses.add(new Loss(path, line, found, LossAction.DROPPED, target.host() + " expands no "
                            + found + ", so it stays as written, unexpanded ("
                            + (spelling == null ? "no spelling in " + target.host() + "'s export facts, "
                            + orFile("") : orFile(spelling.source())) + ")"));
                }
            }
            at += found.length();
        }
        return out.toString();
    }

    /** The source host's facts, or {@code null}. */
    ExportFacts sourceFacts() {
        return sourceFacts;
    }

    /** Whether {@code text} is a placeholder some host's facts name ({@code ${CLAUDE_PLUGIN_ROOT}}). */
    boolean isKnown(String text) {
        return known.contains(text);
    }

    /** The target's facts. */
    ExportFacts facts() {
        return target;
    }

    /** The source host. */
    String sourceHost() {
        return sourceHost;
    }

    /**
     * The target's spelling of {@code placeholder}: its own entry, else the entry of the placeholder the source host
     * writes it for ({@code ${extensionPath}} in a Gemini CLI extension stands for {@code ${CLAUDE_PLUGIN_ROOT}}).
     */
    private ExportFacts.Placeholder spelling(String placeholder) {
        var own = target.placeholders().get(placeholder);
        if (own != null || sourceFacts == null) {
            return own;
        }
        return sourceFacts.placeholders().entrySet().stream()
                .filter(e -> placeholder.equals(e.getValue().to()) && target.placeholders().containsKey(e.getKey()))
                .map(e -> target.placeholders().get(e.getKey())).findFirst().orElse(null);
    }

    /** Whether {@code placeholder} is one the target itself writes (the source is the target's own host). */
    private boolean isOwn(String placeholder) {
        return sourceHost.equals(target.host()) || target.placeholders().values().stream()
                .anyMatch(p -> placeholder.equals(p.to()));
    }

    private String orFile(String source) {
        return source == null || source.isEmpty() ? target.source() : source;
    }

    /** Every placeholder the facts of {@code facts} name, as a source writes it or as a target does. */
    static List<String> known(Map<String, ExportFacts> facts) {
        var known = new java.util.LinkedHashSet<String>();
        for (var f : facts.values()) {
            for (var p : f.placeholders().entrySet()) {
                known.add(p.getKey());
                if (p.getValue().to() != null && p.getValue().to().length() > 1) {
                    known.add(p.getValue().to());
                }
            }
        }
        return List.copyOf(known);
    }
}
