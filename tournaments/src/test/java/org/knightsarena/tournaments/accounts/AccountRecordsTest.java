package org.knightsarena.tournaments.accounts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.knightsarena.tournaments.Fixtures;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.StorageBackend;

/** The accounts' rows, sessions and tokens, on both databases. */
@ParameterizedClass
@EnumSource(StorageBackend.class)
class AccountRecordsTest {

    @Parameter
    StorageBackend backend;

    @TempDir
    Path data;

    private Database db;
    private AccountRecords records;
    private AccountRecords.AccountRow alice;

    @BeforeEach
    void anAccount() {
        db = Database.open(backend.location(data));
        records = new AccountRecords(db);
        alice = records.insertAccount("Alice", "hash-1", "participant", Fixtures.T0);
    }

    @AfterEach
    void close() {
        if (db != null) { // null when the backend was skipped
            db.close();
        }
    }

    @Test
    void anAccountIsFoundByItsNameIgnoringCase() {
        assertEquals(Optional.of(alice), records.findAccount("alice"));
        assertEquals("hash-1", records.findCredentials("ALICE").orElseThrow().passwordHash());
        assertEquals(List.of(alice), records.listAccounts());
        assertEquals(1, records.countAccounts());
        assertTrue(records.findAccount("bob").isEmpty());
    }

    @Test
    void aNewPasswordEndsEverySessionButTheOneKept() {
        records.insertSession("kept", alice.id(), "csrf-1", Fixtures.T0, Fixtures.T0.plus(Duration.ofDays(1)));
        records.insertSession("other", alice.id(), "csrf-2", Fixtures.T0, Fixtures.T0.plus(Duration.ofDays(1)));
        records.updatePassword(alice.id(), "hash-2", Optional.of("kept"));
        assertEquals(
                "csrf-1", records.findSession("kept", Fixtures.T0).orElseThrow().csrfToken());
        assertTrue(records.findSession("other", Fixtures.T0).isEmpty());
        records.updatePassword(alice.id(), "hash-3", Optional.empty());
        assertTrue(records.findSession("kept", Fixtures.T0).isEmpty(), "no session kept");
        assertEquals("hash-3", records.findCredentials("alice").orElseThrow().passwordHash());
    }

    @Test
    void aDisabledAccountsSessionsAndTokensStopWorking() {
        records.insertSession("s", alice.id(), "csrf", Fixtures.T0, Fixtures.T0.plus(Duration.ofDays(1)));
        AccountRecords.TokenRow token = records.insertToken(alice.id(), "ci", "token-hash", Fixtures.T0);
        assertEquals(Optional.of(alice), records.useToken("token-hash", Fixtures.T0.plusSeconds(5)));
        assertEquals(
                Optional.of(Fixtures.T0.plusSeconds(5)),
                records.listTokens(alice.id()).get(0).lastUsedAt());
        records.setDisabled(alice.id(), Optional.of(Fixtures.T0.plusSeconds(10)));
        assertTrue(records.findAccount("alice").orElseThrow().disabled());
        assertTrue(records.findSession("s", Fixtures.T0).isEmpty());
        assertTrue(records.useToken("token-hash", Fixtures.T0).isEmpty());
        records.setDisabled(alice.id(), Optional.empty());
        assertFalse(records.findAccount("alice").orElseThrow().disabled());
        assertTrue(records.deleteToken(alice.id(), token.id()));
        assertFalse(records.deleteToken(alice.id(), token.id()), "deleted once");
    }

    @Test
    void expiredSessionsAreDeleted() {
        records.insertSession("old", alice.id(), "c", Fixtures.T0, Fixtures.T0.plusSeconds(1));
        assertTrue(records.findSession("old", Fixtures.T0.plusSeconds(2)).isEmpty(), "expired is not live");
        assertEquals(1, records.deleteExpiredSessions(Fixtures.T0.plusSeconds(2)));
    }
}
