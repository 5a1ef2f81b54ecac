package dev.catalogstudio.model.format;

import java.util.Set;
import java.util.function.Predicate;

/**
 * What the whole workspace says about its folders, computed from every parse product before any document is
 * classified: which folders are MetaAgents catalogs and which are OAF agent folders. A document's kind can depend on
 * it (a {@code skills/a/SKILL.md} is a MetaAgents skill only in a catalog).
 *
 * @param catalogRoots folders that are MetaAgents catalogs ({@code ""} for the root)
 * @param oafAgents    folders whose AGENTS.md is an OAF manifest
 * @param fileExists   whether a file exists at a workspace-relative path
 */
public record Structure(Set<String> catalogRoots, Set<String> oafAgents, Predicate<String> fileExists) {

    /**
     * A folder role one document declares.
     *
     * @param role   what the folder is
     * @param folder the folder, {@code /}-separated, {@code ""} for the root
     */
    public record FolderRole(Role role, String folder) {
    }

    /** The roles a folder can have. */
    public enum Role {
        /** A MetaAgents catalog root (metaagents.md § Directory Layout). */
        METAAGENTS_CATALOG,
        /** An OAF agent folder (open-agent-format.md § Directory Structure). */
        OAF_AGENT
    }
}
