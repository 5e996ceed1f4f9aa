package org.knightsarena.tournaments.accounts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
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

/** V11's sign-up setting and invitations, on both databases. */
@ParameterizedClass
@EnumSource(StorageBackend.class)
class SignupRecordsTest {

    @Parameter
    StorageBackend backend;

    @TempDir
    Path data;

    private Database db;
    private SignupRecords signups;
    private AccountRecords.AccountRow admin;

    @BeforeEach
    void anAdmin() {
        db = Database.open(backend.location(data));
        signups = new SignupRecords(db);
        admin = new AccountRecords(db).insertAccount("admin", "hash-0", "admin", Fixtures.T0);
    }

    @AfterEach
    void close() {
        if (db != null) {
            db.close();
        }
    }

    @Test
    void theModeIsUnsetUntilStoredAndThenTheLastOneStoredWins() {
        assertEquals(Optional.empty(), signups.signupMode());
        signups.setSignupMode("open", Fixtures.T0);
        signups.setSignupMode("invite", Fixtures.T0.plusSeconds(1));
        assertEquals(Optional.of("invite"), signups.signupMode());
    }

    @Test
    void anInvitationMakesOneAccountAndIsThenUsed() {
        Instant expires = Fixtures.T0.plus(Duration.ofDays(7));
        SignupRecords.InvitationRow made =
                signups.insertInvitation("sha-1", "for Ada", admin.id(), Fixtures.T0, expires);
        assertEquals(Optional.of("admin"), made.createdBy());
        assertTrue(made.usedBy().isEmpty());

        AccountRecords.AccountRow ada = signups.insertAccountWithInvitation(
                        "sha-1", "ada", "hash-1", "participant", Fixtures.T0.plusSeconds(5))
                .orElseThrow();
        assertEquals("ada", ada.username());
        SignupRecords.InvitationRow used = signups.findInvitation(made.id()).orElseThrow();
        assertEquals(Optional.of("ada"), used.usedBy());
        assertEquals(Optional.of(Fixtures.T0.plusSeconds(5)), used.usedAt());
        assertEquals(
                Optional.empty(),
                signups.insertAccountWithInvitation(
                        "sha-1", "eve", "hash-2", "participant", Fixtures.T0.plusSeconds(6)),
                "a used code makes no second account");
        assertTrue(new AccountRecords(db).findAccount("eve").isEmpty());
    }

    @Test
    void anExpiredOrUnknownCodeMakesNoAccount() {
        signups.insertInvitation("sha-1", "", admin.id(), Fixtures.T0, Fixtures.T0.plusSeconds(60));
        assertEquals(
                Optional.empty(),
                signups.insertAccountWithInvitation("sha-1", "ada", "h", "participant", Fixtures.T0.plusSeconds(60)));
        assertEquals(
                Optional.empty(), signups.insertAccountWithInvitation("sha-x", "ada", "h", "participant", Fixtures.T0));
        assertEquals(1, new AccountRecords(db).countAccounts());
    }

    @Test
    void aNameTakenLeavesTheInvitationUnused() {
        SignupRecords.InvitationRow made =
                signups.insertInvitation("sha-1", "", admin.id(), Fixtures.T0, Fixtures.T0.plusSeconds(60));
        assertThrows(
                RuntimeException.class,
                () -> signups.insertAccountWithInvitation("sha-1", "ADMIN", "h", "participant", Fixtures.T0));
        assertTrue(signups.findInvitation(made.id()).orElseThrow().usedAt().isEmpty());
        assertTrue(signups.insertAccountWithInvitation("sha-1", "ada", "h", "participant", Fixtures.T0)
                .isPresent());
    }

    @Test
    void aDeletedInvitationIsGoneAndItsAccountStays() {
        SignupRecords.InvitationRow made =
                signups.insertInvitation("sha-1", "", admin.id(), Fixtures.T0, Fixtures.T0.plusSeconds(60));
        signups.insertAccountWithInvitation("sha-1", "ada", "h", "participant", Fixtures.T0)
                .orElseThrow();
        assertTrue(signups.deleteInvitation(made.id()));
        assertFalse(signups.deleteInvitation(made.id()));
        assertTrue(signups.listInvitations().isEmpty());
        assertTrue(new AccountRecords(db).findAccount("ada").isPresent());
    }
}
