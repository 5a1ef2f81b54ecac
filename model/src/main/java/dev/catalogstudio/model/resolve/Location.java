package dev.catalogstudio.model.resolve;

/**
 * Where an origin leads: an address in some layer, or the reason it leads nowhere on this machine.
 *
 * @param address    {@code <layer>:<repository path>}, or {@code null} when unresolved
 * @param unresolved  why no layer holds the origin, or {@code null} when resolved
 * @param unreachable whether the last {@code catalog-studio fetch} tried the origin's repository and ref and could not
 *                    reach them ({@code dependency-unreachable}); then {@code unresolved} gives its reason
 */
public record Location(String address, String unresolved, boolean unreachable) {

    static Location at(String address) {
        return new Location(address, null, false);
    }

    static Location nowhere(String reason) {
        return new Location(null, reason, false);
    }

    static Location unreachable(String reason) {
        return new Location(null, reason, true);
    }
}
