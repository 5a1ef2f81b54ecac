package dev.catalogstudio.model.resolve;

/**
 * Where an origin leads: an address in some layer, or the reason it leads nowhere on this machine.
 *
 * @param address    {@code <layer>:<repository path>}, or {@code null} when unresolved
 * @param unresolved why no layer holds the origin, or {@code null} when resolved
 */
public record Location(String address, String unresolved) {

    static Location at(String address) {
        return new Location(address, null);
    }

    static Location nowhere(String reason) {
        return new Location(null, reason);
    }
}
