package dev.catalogstudio.model.fetch;

import org.eclipse.jgit.transport.CredentialItem;
import org.eclipse.jgit.transport.CredentialsProvider;

/**
 * What every credential source of a fetch shares ({@link GitCredentials}, its netrc, {@link GitCredentialHelper},
 * {@link TokenCredentials}): it never asks anyone (a fetch runs in CI and in the studio's background), it answers only
 * a user name and a password, and it fills them in the same way.
 */
abstract class LoginCredentials extends CredentialsProvider {

    @Override
    public final boolean isInteractive() {
        return false;
    }

    /** Whether {@code items} are only a user name and a password, the one kind of question answered here. */
    @Override
    public final boolean supports(CredentialItem... items) {
        for (var item : items) {
            if (!(item instanceof CredentialItem.Username) && !(item instanceof CredentialItem.Password)) {
                return false;
            }
        }
        return true;
    }

    /** Answers {@code items} with {@code user} and {@code password} (the caller's array, not copied); {@code true}. */
    static boolean answer(CredentialItem[] items, String user, char[] password) {
        for (var item : items) {
            if (item instanceof CredentialItem.Username username) {
                username.setValue(user);
            } else if (item instanceof CredentialItem.Password secret) {
                secret.setValue(password);
            }
        }
        return true;
    }
}
