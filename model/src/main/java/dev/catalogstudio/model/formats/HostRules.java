package dev.catalogstudio.model.formats;

import dev.catalogstudio.model.hosts.HostProfile;
import dev.catalogstudio.model.hosts.HostProfiles;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.MessageText;
import dev.catalogstudio.model.format.FieldSpec;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.FormatDocument;
import dev.catalogstudio.model.format.UnknownKeys;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlNode;
import dev.catalogstudio.model.yaml.YamlScalar;
import dev.catalogstudio.model.yaml.YamlSequence;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The host-profile rules of a skill, subagent or command's frontmatter (docs/CHECKS.md § Host profiles), for the hosts a
 * workspace is checked for:
 * <ul>
 *   <li>{@code host-field-unsupported}, as information: a field no host that loads the file reads, though another
 *       profiled host does (the Codex copy of a skill keeping Claude Code's {@code allowed-tools}): it has no effect
 *       there. Not for a key {@code field-unknown} already speaks of.</li>
 *   <li>{@code host-field-unsupported}: a field some chosen host reads and another chosen host ignores or rejects,
 *       naming the hosts that do not read it. A field no chosen host reads keeps its {@code field-unknown} advice
 *       instead; a field some chosen host reads loses it (it is a field, just not a portable one). The Agent Skills
 *       specification's descriptive fields ({@code license}, {@code compatibility}, {@code metadata}) change no
 *       behaviour and are never unsupported.</li>
 *   <li>{@code host-field-invalid}: a value of a shape, value set, pattern or length a chosen host that reads the
 *       field does not accept, unless the document's own rules already report a problem there.</li>
 * </ul>
 * O(fields × hosts) per document.
 */
public final class HostRules {

    /** Agent Skills fields that describe and never change what a host does. */
    private static final Set<String> DESCRIPTIVE = Set.of("license", "compatibility", "metadata");

    private HostRules() {
    }

    /**
     * Which part of a host profile speaks of documents of {@code kind}: the one place that maps a document kind to a
     * {@link HostProfile.Kind}, for the host rules here and for an editor that shows which hosts read a field. A skill
     * kind ({@link DocumentKind#isSkill}) is {@link HostProfile.Kind#SKILL}; else a kind with the
     * {@link DocumentKind.Trait#SUBAGENT} trait is {@link HostProfile.Kind#SUBAGENT}, one with
     * {@link DocumentKind.Trait#COMMAND} {@link HostProfile.Kind#COMMAND}, in that order.
     *
     * @param kind a document kind of any format; not {@code null}
     * @return the profile kind, or empty for a kind no host profile describes (an MCP config, a plugin manifest, …),
     *         of which the host rules say nothing
     */
    public static Optional<HostProfile.Kind> kindOf(DocumentKind kind) {
        if (kind.isSkill()) {
            return Optional.of(HostProfile.Kind.SKILL);
        }
        if (kind.has(DocumentKind.Trait.SUBAGENT)) {
            return Optional.of(HostProfile.Kind.SUBAGENT);
        }
        if (kind.has(DocumentKind.Trait.COMMAND)) {
            return Optional.of(HostProfile.Kind.COMMAND);
        }
        return Optional.empty();
    }

    /** The hosts that read a document's kind, and their profiles of it; empty when the host rules have no say. */
    private record Readers(HostProfile.Kind kind, YamlMapping frontmatter, List<HostProfile> profiles,
                           List<HostProfile.KindProfile> kinds) {

        static Optional<Readers> of(FormatDocument document, List<HostProfile> hosts) {
            var kind = kindOf(document.kind());
            var frontmatter = document.frontmatter().flatMap(f -> f.mapping());
            if (kind.isEmpty() || frontmatter.isEmpty() || hosts.isEmpty()) {
                return Optional.empty();
            }
            var profiles = new ArrayList<HostProfile>();
            var kinds = new ArrayList<HostProfile.KindProfile>();
            for (var host : hosts) {
                var profile = host.kind(kind.get());
                if (profile.isPresent()) {
                    profiles.add(host);
                    kinds.add(profile.get());
                }
            }
            return profiles.isEmpty() ? Optional.empty()
                    : Optional.of(new Readers(kind.get(), frontmatter.get(), profiles, kinds));
        }

        /** The chosen hosts that read {@code key}. */
        List<HostProfile> of(String key) {
            var readers = new ArrayList<HostProfile>(profiles.size());
            for (int i = 0; i < profiles.size(); i++) {
                if (kinds.get(i).fields().containsKey(key)) {
                    readers.add(profiles.get(i));
                }
            }
            return readers;
        }
    }

    /**
     * The key ranges of the frontmatter fields some chosen host reads: their {@code field-unknown} is taken back
     * (they are fields, just not portable ones). Report the document's own diagnostics into a collector that
     * {@link Diagnostics#ignore ignores} {@code field-unknown} there, then {@link #check} into it.
     */
    public static Set<Range> fieldsRead(FormatDocument document, List<HostProfile> hosts) {
        var readers = Readers.of(document, hosts);
        if (readers.isEmpty()) {
            return Set.of();
        }
        var known = new HashSet<Range>();
        for (var entry : readers.get().frontmatter().entries()) {
            String key = entry.keyText();
            if (!key.startsWith(UnknownKeys.EXTENSION_PREFIX) && !readers.get().of(key).isEmpty()) {
                known.add(entry.key().range());
            }
        }
        return known;
    }

    /**
     * Reports the host diagnostics of {@code document} into {@code out}, which holds the document's own:
     * {@code host-field-invalid} is not reported on a value the document's own rules already report a warning or an
     * error on.
     */
    public static void check(FormatDocument document, List<HostProfile> hosts, Diagnostics out) {
        var found = Readers.of(document, hosts);
        if (found.isEmpty()) {
            return;
        }
        var readersOf = found.get();
        var kind = readersOf.kind();
        Set<Range> problems = null; // the ranges the document's own rules speak of, gathered when first needed
        Set<Range> unknown = null; // the keys field-unknown speaks of, gathered when first needed
        var added = new ArrayList<Runnable>();
        for (var entry : readersOf.frontmatter().entries()) {
            String key = entry.keyText();
            if (key.startsWith(UnknownKeys.EXTENSION_PREFIX)) {
                continue;
            }
            var readers = readersOf.of(key);
            if (readers.isEmpty()) {
                // No host that loads this file reads the field, though another host would: it does nothing here
                // (the Codex copy of a skill keeping Claude Code's allowed-tools). Unless field-unknown says so.
                var elsewhere = elsewhere(key, kind, readersOf.profiles());
                if (!elsewhere.isEmpty() && !(kind == HostProfile.Kind.SKILL && DESCRIPTIVE.contains(key))) {
                    if (unknown == null) {
                        unknown = new HashSet<>();
                        for (var d : out.sorted()) {
                            if (d.rule() == Rule.FIELD_UNKNOWN) {
                                unknown.add(d.range());
                            }
                        }
                    }
                    if (!unknown.contains(entry.key().range())) {
                        String message = "'" + key + "' is read by " + MessageText.list(elsewhere.stream()
                                .map(HostProfile::displayName).toList()) + " but not by "
                                + names(readersOf.profiles()) + ", which alone " + (readersOf.profiles().size() == 1
                                ? "loads" : "load") + " this file: it has no effect here. Keep it for a copy "
                                + "another host loads, or drop it.";
                        added.add(() -> out.report(Rule.HOST_FIELD_UNSUPPORTED, Severity.INFO, entry.key().range(),
                                message));
                    }
                }
                continue;
            }
            var others = new ArrayList<>(readersOf.profiles());
            others.removeAll(readers);
            if (!others.isEmpty() && !(kind == HostProfile.Kind.SKILL && DESCRIPTIVE.contains(key))) {
                String message = unsupported(key, kind, readers, others);
                added.add(() -> out.report(Rule.HOST_FIELD_UNSUPPORTED, entry.key().range(), message));
            }
            for (var host : readers) {
                var field = host.kind(kind).orElseThrow().fields().get(key);
                var problem = problem(entry.value().resolved(), field);
                if (problem.isPresent() && problems == null) {
                    problems = new HashSet<>();
                    for (var d : out.sorted()) {
                        if (d.severity().atLeast(Severity.WARNING)) {
                            problems.add(d.range());
                        }
                    }
                }
                if (problem.isPresent() && !problems.contains(entry.value().range())) {
                    String message = host.displayName() + " reads '" + key + "' but " + problem.get() + " ("
                            + field.source() + ").";
                    added.add(() -> out.report(Rule.HOST_FIELD_INVALID, entry.value().range(), message));
                }
            }
        }
        added.forEach(Runnable::run); // after the own diagnostics were read, as they were before any was added
    }

    private static String unsupported(String key, HostProfile.Kind kind, List<HostProfile> readers,
                                      List<HostProfile> others) {
        var rejecting = others.stream().filter(h -> h.kind(kind).orElseThrow().rejectsUnknown()).toList();
        var ignoring = others.stream().filter(h -> !h.kind(kind).orElseThrow().rejectsUnknown()).toList();
        var message = new StringBuilder("'" + key + "' is read by " + names(readers) + " but not by "
                + names(others) + ":");
        if (!ignoring.isEmpty()) {
            message.append(" ").append(names(ignoring)).append(ignoring.size() == 1 ? " ignores" : " ignore")
                    .append(" it");
        }
        if (!rejecting.isEmpty()) {
            message.append(ignoring.isEmpty() ? " " : ", and ").append(names(rejecting))
                    .append(rejecting.size() == 1 ? " refuses" : " refuse").append(" the ").append(kind.key())
                    .append(" because of it");
        }
        return message.append(". Keep it if the other hosts do without it, or drop it.").toString();
    }

    /** The profiled hosts other than {@code loaders} that read {@code key} of {@code kind}, in profile order. */
    private static List<HostProfile> elsewhere(String key, HostProfile.Kind kind, List<HostProfile> loaders) {
        return HostProfiles.all().stream().filter(h -> !loaders.contains(h) && !h.name().equals("agent-skills"))
                .filter(h -> h.kind(kind).map(p -> p.fields().containsKey(key)).orElse(false)).toList();
    }

    private static String names(List<HostProfile> hosts) {
        return String.join(", ", hosts.stream().map(HostProfile::displayName).toList());
    }

    /** What is wrong with {@code value} for a host field, in words, or empty. */
    static Optional<String> problem(YamlNode value, HostProfile.Field field) {
        boolean string = value instanceof YamlScalar s && s.isString();
        boolean ok = switch (field.type()) {
            case "string" -> string;
            case "boolean" -> value instanceof YamlScalar s && s.type() == YamlScalar.Type.BOOLEAN;
            case "integer" -> value instanceof YamlScalar s && s.type() == YamlScalar.Type.INTEGER;
            case "number" -> value instanceof YamlScalar s && (s.type() == YamlScalar.Type.INTEGER
                    || s.type() == YamlScalar.Type.FLOAT);
            case "list" -> value instanceof YamlSequence;
            case "map" -> value instanceof YamlMapping;
            case "string-or-list" -> string || value instanceof YamlSequence;
            default -> true;
        };
        if (!ok) {
            return Optional.of("it is " + value.typeName() + " here, where it takes " + describe(field.type()));
        }
        if (!string) {
            return Optional.empty();
        }
        String text = ((YamlScalar) value).value();
        if (!field.values().isEmpty() && !field.values().contains(text)) {
            return Optional.of("takes only " + String.join(", ", field.values()) + ", not '" + shown(text) + "'");
        }
        if (field.pattern() != null && !FieldSpec.found(field.pattern(), text)) {
            return Optional.of("does not accept '" + shown(text) + "' (it must match " + field.pattern() + ")");
        }
        int length = text.codePointCount(0, text.length());
        if (field.maxLength() != null && length > field.maxLength()) {
            return Optional.of("takes at most " + field.maxLength() + " characters, not " + length);
        }
        return Optional.empty();
    }

    private static String describe(String type) {
        return switch (type) {
            case "string-or-list" -> "a string or a list";
            case "map" -> "a mapping";
            case "list" -> "a list";
            case "boolean" -> "true or false";
            case "integer" -> "a whole number";
            default -> "a " + type;
        };
    }

    private static String shown(String value) {
        return MessageText.shown(value, 60);
    }
}
