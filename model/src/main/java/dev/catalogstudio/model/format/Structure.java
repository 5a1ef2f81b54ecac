package dev.catalogstudio.model.format;

import java.util.Collection;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * What the whole workspace says about its folders, computed from every parse product before any document is
 * classified: which folders are MetaAgents catalogs, OAF agent folders, Claude Code plugins and marketplaces, and
 * Agent Plugins. A document's kind can depend on it (a {@code skills/a/SKILL.md} is a MetaAgents skill only in a
 * catalog; an {@code agents/reviewer.md} is a subagent only in a plugin).
 *
 * @param folders    per role, the folders that have it ({@code /}-separated, {@code ""} for the root); roles no
 *                   folder has may be absent
 * @param fileExists whether a file exists at a workspace-relative path
 */
public record Structure(Map<Role, Set<String>> folders, Predicate<String> fileExists) {

    public Structure {
        var copy = new EnumMap<Role, Set<String>>(Role.class);
        folders.forEach((role, set) -> copy.put(role, Set.copyOf(set)));
        folders = java.util.Collections.unmodifiableMap(copy);
    }

    /** A structure with only MetaAgents catalogs and OAF agent folders (as before plugins had roles). */
    public Structure(Set<String> catalogRoots, Set<String> oafAgents, Predicate<String> fileExists) {
        this(Map.of(Role.METAAGENTS_CATALOG, catalogRoots, Role.OAF_AGENT, oafAgents), fileExists);
    }

    /** The structure the roles declare. */
    public static Structure of(Collection<FolderRole> roles, Predicate<String> fileExists) {
        var folders = new EnumMap<Role, Set<String>>(Role.class);
        for (var role : roles) {
            folders.computeIfAbsent(role.role(), r -> new HashSet<>()).add(role.folder());
        }
        return new Structure(folders, fileExists);
    }

    /** This structure's roles over other files, e.g. after a file was added. */
    public Structure withFiles(Predicate<String> files) {
        return new Structure(folders, files);
    }

    /** The folders that have {@code role}. */
    public Set<String> folders(Role role) {
        return folders.getOrDefault(role, Set.of());
    }

    /** Whether {@code folder} has {@code role}. */
    public boolean is(Role role, String folder) {
        return folders(role).contains(folder);
    }

    /** Folders that are MetaAgents catalogs ({@code ""} for the root). */
    public Set<String> catalogRoots() {
        return folders(Role.METAAGENTS_CATALOG);
    }

    /** Folders whose AGENTS.md is an OAF manifest. */
    public Set<String> oafAgents() {
        return folders(Role.OAF_AGENT);
    }

    /**
     * The nearest folder holding {@code path} (a file or folder path; the path itself counts) that has {@code role}:
     * for a plugin's {@code agents/a.md}, the plugin root. O(depth) set lookups.
     */
    public Optional<String> enclosing(Role role, String path) {
        var set = folders(role);
        if (set.isEmpty()) {
            return Optional.empty();
        }
        String folder = path;
        while (true) {
            if (set.contains(folder)) {
                return Optional.of(folder);
            }
            if (folder.isEmpty()) {
                return Optional.empty();
            }
            folder = CatalogLayout.folderOf(folder);
        }
    }

    /**
     * A folder role one document declares.
     *
     * @param role   what the folder is
     * @param folder the folder, {@code /}-separated, {@code ""} for the root
     */
    public record FolderRole(Role role, String folder) {

        // Written out: a record's generated equals and hashCode are bootstrapped on first use, which cost a fresh
        // check a few milliseconds for a value this simple.
        @Override
        public boolean equals(Object other) {
            return other instanceof FolderRole that && role == that.role && folder.equals(that.folder);
        }

        @Override
        public int hashCode() {
            return 31 * role.hashCode() + folder.hashCode();
        }
    }

    /** The roles a folder can have. */
    public enum Role {
        /** A MetaAgents catalog root (metaagents.md § Directory Layout). */
        METAAGENTS_CATALOG,
        /** An OAF agent folder (open-agent-format.md § Directory Structure). */
        OAF_AGENT,
        /**
         * A Claude Code plugin root: it holds {@code .claude-plugin/plugin.json}, or a marketplace lists it as a
         * plugin's relative {@code source}.
         */
        CLAUDE_PLUGIN,
        /** A Claude Code marketplace root: it holds {@code .claude-plugin/marketplace.json}. */
        MARKETPLACE,
        /** An Agent Plugins 1.0 plugin root: it holds a {@code plugin.json} that declares the standard's schema. */
        AGENT_PLUGIN,
        /**
         * A folder a manifest declares skills at, beyond the default {@code skills/}: a Claude Code
         * {@code plugin.json}'s {@code skills} path ({@code "."}: the plugin root is itself a skill) or a marketplace
         * entry's {@code skills} path (code.claude.com/docs/en/plugins-reference § Plugin manifest schema,
         * plugin-marketplaces § Plugin entries). It is a skill folder or a folder of skill folders: a host loads the
         * {@code SKILL.md} in it or one level below it.
         */
        DECLARED_SKILLS,
        /**
         * A subagent file a Claude Code {@code plugin.json}'s {@code agents} lists (beyond the default {@code agents/},
         * which the list replaces): the "folder" of this role is the file's own path.
         */
        DECLARED_AGENT,
        /**
         * A command file or folder a Claude Code {@code plugin.json}'s {@code commands} lists: a Markdown file there or
         * below it is one of the plugin's commands.
         */
        DECLARED_COMMANDS
    }
}
