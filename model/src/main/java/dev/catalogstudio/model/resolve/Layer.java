package dev.catalogstudio.model.resolve;

import java.nio.file.Path;
import java.util.Optional;

/**
 * A resolution layer: a folder on this machine standing for a published catalog, so that dependency origins pointing
 * at that catalog resolve to local files.
 *
 * @param id     {@link #WORKSPACE} for the open workspace; {@code layer1}, {@code layer2} … for the layers of
 *               {@code catalog-studio.yaml} in the order written
 * @param origin the published location this folder stands for, when known (from {@code catalog-studio.yaml}, or the
 *               workspace's git remote {@code origin} and current branch)
 * @param folder the folder, absolute and normalized
 */
public record Layer(String id, Optional<Origin.GitHub> origin, Path folder) {

    /** The id of the open workspace's own layer. */
    public static final String WORKSPACE = "workspace";

    /** The repository path of {@code relative} (a {@code /}-separated path below {@link #folder()}). */
    public String repositoryPath(String relative) {
        String base = origin.map(Origin.GitHub::path).orElse("");
        if (base.isEmpty()) {
            return relative;
        }
        return relative.isEmpty() ? base : base + "/" + relative;
    }

    /** The address of {@code relative} in this layer: {@code <id>:<repository path>}. */
    public String address(String relative) {
        return id + ":" + repositoryPath(relative);
    }
}
