package dev.catalogstudio.model.formats;

import static dev.catalogstudio.model.format.FieldSpec.field;
import static dev.catalogstudio.model.format.FieldType.MAP_OF_STRINGS;
import static dev.catalogstudio.model.format.FieldType.OBJECT_LIST;
import static dev.catalogstudio.model.format.FieldType.STRING;
import static dev.catalogstudio.model.format.FieldType.STRING_LIST;

import dev.catalogstudio.model.format.DocumentFormat;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.format.UnknownKeys;
import dev.catalogstudio.model.format.common.Patterns;
import java.util.List;
import java.util.Optional;

/** Catalog Studio's own {@code catalog-studio.yaml} at a workspace root (docs/DEPENDENCIES.md § Resolution layers). */
final class WorkspaceSpecs {

    private static final String SECTION = "docs/DEPENDENCIES.md § Resolution layers: catalog-studio.yaml";

    private WorkspaceSpecs() {
    }

    /** {@code catalog-studio-yaml}: the workspace's origin and further resolution layers. */
    static KindSpec settings() {
        var fields = List.of(
                field("origin", STRING).pattern(Patterns.GITHUB_ORIGIN).help("Where this catalog is published, "
                        + "https://github.com/<owner>/<repo>/tree/<ref>[/path]; overrides the git remote.")
                        .spec(SECTION).build(),
                field("layers", OBJECT_LIST).fields(
                        field("origin", STRING).required().pattern(Patterns.GITHUB_ORIGIN).help("The published "
                                + "catalog this folder stands for, a GitHub tree URL.").spec(SECTION).build(),
                        field("path", STRING).required().help("The folder holding a copy of it, relative to the "
                                + "workspace root or absolute; it must exist.").spec(SECTION).build())
                        .help("Further resolution layers, searched in this order after the workspace.")
                        .spec(SECTION).build(),
                field("catalogs", STRING_LIST).help("Folders that are MetaAgents catalogs even when no entry says so, "
                        + "relative to the workspace root ('.' for the root).").spec(SECTION).build(),
                field("hosts", STRING_LIST).allowed(dev.catalogstudio.model.hosts.Hosts.NAMES.toArray(String[]::new))
                        .help("The hosts to check skills, subagents and commands for; inferred from the host folders "
                                + "when absent.").spec("docs/CHECKS.md § Host profiles").build(),
                field("rules", MAP_OF_STRINGS).help("Diagnostic codes turned off or given another severity for the "
                        + "whole workspace: code: off | error | warning | info (catalog-studio rules lists the codes; "
                        + "internal-error, workspace-settings and diagnostics-truncated cannot be changed).")
                        .spec("docs/CHECKS.md § Diagnostic codes").build());
        return new KindSpec("catalog-studio-yaml", "Catalog Studio workspace settings (catalog-studio.yaml)", "Where "
                + "the workspace is published and which local copies of other catalogs resolve dependency origins.",
                SECTION, DocumentFormat.YAML_FILE, "catalog-studio.yaml", Optional.empty(), fields,
                UnknownKeys.REJECTED, List.of());
    }
}
