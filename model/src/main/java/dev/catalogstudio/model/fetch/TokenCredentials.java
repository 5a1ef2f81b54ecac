package dev.catalogstudio.model.fetch;

import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.eclipse.jgit.errors.UnsupportedCredentialItem;
import org.eclipse.jgit.transport.CredentialItem;
import org.eclipse.jgit.transport.URIish;

/**
 * An access token as HTTP credentials (user {@code x-access-token}, the token as password), offered only to the hosts
 * named, so that a token for GitHub never goes to a mirror or another server. Never interactive.
 */
public final class TokenCredentials extends LoginCredentials {

    private final String token;
    private final Set<String> hosts;

    /**
     * @param token the token; never printed
     * @param hosts the host names (lowercase) it is offered to, e.g. {@code github.com}
     */
    public TokenCredentials(String token, Set<String> hosts) {
        this.token = Objects.requireNonNull(token, "token");
        this.hosts = Set.copyOf(hosts);
    }

    /**
     * {@code GITHUB_TOKEN} (else {@code GH_TOKEN}) of {@code environment} for {@code github.com} and {@code $GH_HOST};
     * {@code null} when neither is set.
     */
    public static TokenCredentials gitHub(Map<String, String> environment) {
        String token = environment.get("GITHUB_TOKEN");
        if (token == null || token.isBlank()) {
            token = environment.get("GH_TOKEN");
        }
        if (token == null || token.isBlank()) {
            return null;
        }
        String host = environment.get("GH_HOST");
        return new TokenCredentials(token.strip(), host == null || host.isBlank() ? Set.of("github.com")
                : Set.of("github.com", host.strip().toLowerCase(Locale.ROOT)));
    }

    @Override
    public boolean get(URIish uri, CredentialItem... items) throws UnsupportedCredentialItem {
        String host = uri.getHost();
        if (host == null || !hosts.contains(host.toLowerCase(Locale.ROOT)) || !supports(items)) {
            return false;
        }
        return answer(items, "x-access-token", token.toCharArray());
    }

    @Override
    public String toString() {
        return "TokenCredentials" + hosts; // never the token
    }
}
