package org.knightsarena.web.accounts;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.knightsarena.tournaments.accounts.AccountRecords;
import org.knightsarena.tournaments.accounts.AccountRecords.AccountRow;
import org.knightsarena.tournaments.accounts.AccountRecords.TokenRow;
import org.knightsarena.tournaments.accounts.SignupRecords;
import org.knightsarena.tournaments.storage.Database;

/**
 * The stored accounts, sessions and API tokens ({@link AccountRecords}) as the web module's
 * {@link Account} and {@link ApiToken}: it only turns stored rows into them. Thread-safe.
 */
final class AccountStore {
    private final AccountRecords records;
    private final SignupRecords signups;

    AccountStore(Database database) {
        this.records = new AccountRecords(Objects.requireNonNull(database, "database"));
        this.signups = new SignupRecords(database);
    }

    /** An account with its password hash, for logging in. */
    record Credentials(Account account, String passwordHash) {}

    /** A live session. */
    record SessionRow(Account account, String csrfToken) {}

    Account insertAccount(String username, String passwordHash, Role role, Instant now) {
        return account(records.insertAccount(username, passwordHash, role.code(), now));
    }

    /** Inserts an account and uses up the invitation, in one transaction; empty when the code is not valid. */
    Optional<Account> insertAccountWithInvitation(
            String codeHash, String username, String passwordHash, Role role, Instant now) {
        return signups.insertAccountWithInvitation(codeHash, username, passwordHash, role.code(), now)
                .map(AccountStore::account);
    }

    int countAccounts() {
        return records.countAccounts();
    }

    Optional<Credentials> findCredentials(String username) {
        return records.findCredentials(username).map(c -> new Credentials(account(c.account()), c.passwordHash()));
    }

    Optional<Account> findAccount(String username) {
        return records.findAccount(username).map(AccountStore::account);
    }

    List<Account> listAccounts() {
        return records.listAccounts().stream().map(AccountStore::account).toList();
    }

    void insertSession(String idHash, long accountId, String csrf, Instant now, Instant expires) {
        records.insertSession(idHash, accountId, csrf, now, expires);
    }

    Optional<SessionRow> findSession(String idHash, Instant now) {
        return records.findSession(idHash, now).map(s -> new SessionRow(account(s.account()), s.csrfToken()));
    }

    void deleteSession(String idHash) {
        records.deleteSession(idHash);
    }

    /** Sets or clears the account's disabled time; disabling also deletes its sessions. */
    void setDisabled(long accountId, Optional<Instant> since) {
        records.setDisabled(accountId, since);
    }

    /** Stores a new password hash and deletes the account's sessions but {@code keptSession}, if any. */
    void updatePassword(long accountId, String passwordHash, Optional<String> keptSession) {
        records.updatePassword(accountId, passwordHash, keptSession);
    }

    int deleteExpiredSessions(Instant now) {
        return records.deleteExpiredSessions(now);
    }

    ApiToken insertToken(long accountId, String name, String tokenHash, Instant now) {
        return token(records.insertToken(accountId, name, tokenHash, now));
    }

    /** Records the token's use and finds its account, when it is a live account's token. */
    Optional<Account> useToken(String tokenHash, Instant now) {
        return records.useToken(tokenHash, now).map(AccountStore::account);
    }

    List<ApiToken> listTokens(long accountId) {
        return records.listTokens(accountId).stream().map(AccountStore::token).toList();
    }

    boolean deleteToken(long accountId, long tokenId) {
        return records.deleteToken(accountId, tokenId);
    }

    private static Account account(AccountRow row) {
        return new Account(row.id(), row.username(), Role.fromCode(row.role()), row.createdAt(), row.disabled());
    }

    private static ApiToken token(TokenRow row) {
        return new ApiToken(row.id(), row.name(), row.createdAt(), row.lastUsedAt());
    }
}
