package org.knightsarena.web.accounts;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.knightsarena.tournaments.storage.Database;

/**
 * Accounts, logins and API tokens, independent of HTTP. Secrets handed out (session ids, API
 * tokens) are returned once and stored only as SHA-256 digests; passwords are stored as bcrypt
 * hashes. Thread-safe.
 */
public final class Accounts {
    private static final Pattern USERNAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]{2,31}");
    private static final int MAX_TOKEN_NAME = 64;
    /**
     * Account names that would pass for the platform itself (the built-in bots' old owner, the
     * command line's, a system account), compared ignoring case. Nobody may sign up with one.
     */
    public static final Set<String> RESERVED_USERNAMES =
            Set.of("arena", "system", "builtin", "built-in", "local", "root", "anonymous", "nobody");

    private final AccountStore store;
    private final Passwords passwords;
    private final Clock clock;
    private final Duration sessionLifetime;

    /**
     * @param database        the arena database
     * @param bcryptCost      4 to 31
     * @param sessionLifetime how long a login lasts
     * @param clock           the time source
     */
    public Accounts(Database database, int bcryptCost, Duration sessionLifetime, Clock clock) {
        this.store = new AccountStore(Objects.requireNonNull(database, "database"));
        this.passwords = new Passwords(bcryptCost);
        this.sessionLifetime = Objects.requireNonNull(sessionLifetime, "sessionLifetime");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /** A login: the cookie value to hand to the browser (once) and the session's CSRF token. */
    public record NewSession(String cookieValue, String csrfToken, Account account, Instant expiresAt) {}

    /** A freshly created API token: {@code secret} is shown to its owner this once. */
    public record NewToken(String secret, ApiToken token) {}

    /** A caller resolved from a session cookie. */
    public record SessionCaller(Account account, String csrfToken) {}

    /**
     * @throws IllegalArgumentException with a message a person can act on when the name is not allowed
     */
    public static void checkUsername(String username) {
        if (username == null || !USERNAME.matcher(username).matches()) {
            throw new IllegalArgumentException("a user name has 3 to 32 characters: letters, digits, '_', '.' or '-',"
                    + " starting with a letter or digit");
        }
        if (RESERVED_USERNAMES.contains(username.toLowerCase(Locale.ROOT))) {
            throw new IllegalArgumentException(
                    "the user name '" + username + "' is reserved for the platform;" + " choose another");
        }
    }

    /**
     * Creates an account.
     *
     * @throws IllegalArgumentException when the name or password is not allowed, or the name is taken
     */
    public Account create(String username, String password, Role role) {
        checkUsername(username);
        Objects.requireNonNull(role, "role");
        String hash = passwords.hash(password);
        if (store.findAccount(username).isPresent()) {
            throw taken(username);
        }
        try {
            return store.insertAccount(username, hash, role, clock.instant());
        } catch (RuntimeException raced) {
            if (store.findAccount(username).isPresent()) {
                throw taken(username);
            }
            throw raced;
        }
    }

    /**
     * Creates a participant with an invitation, which it uses up (both or neither).
     *
     * @param codeHash the SHA-256 of the invitation code
     * @return the account; empty when the code is unknown, used or expired
     * @throws IllegalArgumentException when the name or password is not allowed, or the name is taken
     */
    Optional<Account> createWithInvitation(String username, String password, String codeHash) {
        checkUsername(username);
        String hash = passwords.hash(password);
        if (store.findAccount(username).isPresent()) {
            throw taken(username);
        }
        try {
            return store.insertAccountWithInvitation(codeHash, username, hash, Role.PARTICIPANT, clock.instant());
        } catch (RuntimeException raced) {
            if (store.findAccount(username).isPresent()) {
                throw taken(username);
            }
            throw raced;
        }
    }

    private static IllegalArgumentException taken(String username) {
        return new IllegalArgumentException("the user name '" + username + "' is taken; choose another");
    }

    /**
     * Creates the first admin when there is no account yet.
     *
     * @return the generated password, to be shown once; empty when accounts exist
     */
    public Optional<String> createFirstAdmin(String username) {
        if (store.countAccounts() > 0) {
            return Optional.empty();
        }
        String password = Secrets.random().substring(0, 20);
        create(username, password, Role.ADMIN);
        return Optional.of(password);
    }

    /** @return every account, oldest first */
    public List<Account> list() {
        return store.listAccounts();
    }

    /** @return the account with that name */
    public Optional<Account> find(String username) {
        return store.findAccount(username);
    }

    /** Refuses a login with the right password to a disabled account; wrong passwords never learn of it. */
    public static final class DisabledAccountException extends IllegalStateException {
        DisabledAccountException(Account account) {
            super("the account '" + account.username() + "' is disabled; an admin can enable it again");
        }
    }

    /**
     * Checks a user name and password and opens a session.
     *
     * @return the session, or empty when the name is unknown or the password wrong (the two are
     *     not told apart, and take the same time)
     * @throws DisabledAccountException when the password is right but the account is disabled
     */
    public Optional<NewSession> login(String username, String password) {
        Optional<AccountStore.Credentials> found =
                username == null ? Optional.empty() : store.findCredentials(username);
        if (found.isEmpty()) {
            passwords.verifyDecoy(password);
            return Optional.empty();
        }
        if (!passwords.verify(password, found.get().passwordHash())) {
            return Optional.empty();
        }
        if (found.get().account().disabled()) {
            throw new DisabledAccountException(found.get().account());
        }
        Instant now = clock.instant();
        store.deleteExpiredSessions(now);
        String cookie = Secrets.random();
        String csrf = Secrets.random();
        Instant expires = now.plus(sessionLifetime);
        store.insertSession(Secrets.sha256(cookie), found.get().account().id(), csrf, now, expires);
        return Optional.of(new NewSession(cookie, csrf, found.get().account(), expires));
    }

    /**
     * Disables an account or enables it again. Disabling ends its sessions at once, and its API
     * tokens are refused while it stays disabled; its bots keep playing.
     *
     * @return the account as it is now; empty when there is no such account
     */
    public Optional<Account> setDisabled(String username, boolean disabled) {
        Optional<Account> found = store.findAccount(Objects.requireNonNull(username, "username"));
        if (found.isEmpty()) {
            return found;
        }
        store.setDisabled(found.get().id(), disabled ? Optional.of(clock.instant()) : Optional.empty());
        return store.findAccount(username);
    }

    /**
     * Changes one's own password, given the current one, and ends the account's other sessions.
     *
     * @param keptSession the cookie of the session making the change, which stays logged in; empty
     *                    when the change comes with an API token (then every session ends)
     * @return false, changing nothing, when {@code current} is not the account's password
     * @throws IllegalArgumentException when the new password is too short or too long
     */
    public boolean changePassword(Account account, String current, String newPassword, Optional<String> keptSession) {
        String hash = passwords.hash(newPassword);
        AccountStore.Credentials credentials =
                store.findCredentials(account.username()).orElseThrow();
        if (!passwords.verify(current, credentials.passwordHash())) {
            return false;
        }
        store.updatePassword(account.id(), hash, keptSession.map(Secrets::sha256));
        return true;
    }

    /**
     * Sets an account's password (an admin's reset) and ends all its sessions.
     *
     * @return the account; empty when there is no such account
     * @throws IllegalArgumentException when the password is too short or too long
     */
    public Optional<Account> resetPassword(String username, String newPassword) {
        String hash = passwords.hash(newPassword);
        Optional<Account> found = store.findAccount(Objects.requireNonNull(username, "username"));
        found.ifPresent(a -> store.updatePassword(a.id(), hash, Optional.empty()));
        return found;
    }

    /** @return the session's caller, when the cookie names a live session */
    public Optional<SessionCaller> session(String cookieValue) {
        if (cookieValue == null || cookieValue.isEmpty()) {
            return Optional.empty();
        }
        return store.findSession(Secrets.sha256(cookieValue), clock.instant())
                .map(row -> new SessionCaller(row.account(), row.csrfToken()));
    }

    /** Ends a session; an unknown cookie is ignored. */
    public void logout(String cookieValue) {
        if (cookieValue != null) {
            store.deleteSession(Secrets.sha256(cookieValue));
        }
    }

    /**
     * Creates an API token for an account.
     *
     * @param name 1 to 64 characters, what the owner calls it
     * @throws IllegalArgumentException when the name is blank or too long
     */
    public NewToken createToken(Account owner, String name) {
        Objects.requireNonNull(owner, "owner");
        String trimmed = name == null ? "" : name.strip();
        if (trimmed.isEmpty()
                || trimmed.length() > MAX_TOKEN_NAME
                || trimmed.chars().anyMatch(Character::isISOControl)) {
            throw new IllegalArgumentException(
                    "a token needs a name of 1 to " + MAX_TOKEN_NAME + " printable characters, such as 'ci'");
        }
        String secret = "ka_" + Secrets.random();
        ApiToken token = store.insertToken(owner.id(), trimmed, Secrets.sha256(secret), clock.instant());
        return new NewToken(secret, token);
    }

    /** @return the token's owner, when the secret names a live token */
    public Optional<Account> tokenOwner(String secret) {
        if (secret == null || secret.isEmpty()) {
            return Optional.empty();
        }
        return store.useToken(Secrets.sha256(secret), clock.instant());
    }

    /** @return the account's tokens, oldest first */
    public List<ApiToken> tokens(Account owner) {
        return store.listTokens(owner.id());
    }

    /** @return true when the token existed, belonged to the owner and is now revoked */
    public boolean revokeToken(Account owner, long tokenId) {
        return store.deleteToken(owner.id(), tokenId);
    }

    /** Compares a presented CSRF token with the session's, in constant time. */
    public static boolean isSameToken(String expected, String presented) {
        return Secrets.same(expected, presented);
    }

    /** @return a fresh random value for a one-off CSRF cookie (the login form) */
    public static String newFormToken() {
        return Secrets.random();
    }
}
