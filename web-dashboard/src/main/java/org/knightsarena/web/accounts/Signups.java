package org.knightsarena.web.accounts;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.knightsarena.tournaments.accounts.SignupRecords;
import org.knightsarena.tournaments.storage.Database;

/**
 * Sign-up: the mode an admin sets (open, by invitation, closed), the invitations, and the
 * accounts people make for themselves, always participants. Thread-safe.
 */
public final class Signups {
    /** The longest an invitation may stay valid. */
    public static final Duration LONGEST_VALIDITY = Duration.ofDays(90);

    private static final int MAX_NOTE = 200;

    private final SignupRecords records;
    private final Accounts accounts;
    private final Clock clock;

    /** @param accounts where the accounts are made; never null */
    public Signups(Database database, Accounts accounts, Clock clock) {
        this.records = new SignupRecords(Objects.requireNonNull(database, "database"));
        this.accounts = Objects.requireNonNull(accounts, "accounts");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /** Sign-up refused for a reason other than the name or password: the mode, or the code. */
    public static final class SignupRefused extends IllegalStateException {
        SignupRefused(String message) {
            super(message);
        }
    }

    /** A freshly made invitation: {@code code} is shown this once. */
    public record NewInvitation(String code, Invitation invitation) {}

    /** @return the mode; {@link #settle} stores one at the first start, and until then sign-up is closed */
    public SignupMode mode() {
        return records.signupMode().map(SignupMode::fromCode).orElse(SignupMode.CLOSED);
    }

    /** Stores a mode when none is stored yet (the first start). @return the mode in force */
    public SignupMode settle(SignupMode firstMode) {
        if (records.signupMode().isEmpty()) {
            records.setSignupMode(firstMode.code(), clock.instant());
        }
        return mode();
    }

    /** Sets whether games at people's tables are rated in the People league (issue 21). */
    public void setPeopleLeagueRated(boolean rated) {
        records.setPeopleLeagueRated(rated, clock.instant());
    }

    /** @return whether games at people's tables are rated in the People league (off by default) */
    public boolean peopleLeagueRated() {
        return records.peopleLeagueRated();
    }

    /** Sets the mode; invitations already made stay valid until used or expired. */
    public void setMode(SignupMode mode) {
        records.setSignupMode(Objects.requireNonNull(mode, "mode").code(), clock.instant());
    }

    /**
     * Makes an account for oneself, a participant.
     *
     * @param invitation the code; needed in {@link SignupMode#INVITE} mode, ignored when sign-up is open
     * @throws SignupRefused when sign-up is closed, or the code is missing, unknown, used or expired
     * @throws IllegalArgumentException when the name or password is not allowed, or the name is taken
     */
    public Account signUp(String username, String password, Optional<String> invitation) {
        SignupMode mode = mode();
        if (mode == SignupMode.CLOSED) {
            throw new SignupRefused("sign-up is closed on this dashboard; ask an admin to create your account");
        }
        if (mode == SignupMode.OPEN) {
            return accounts.create(username, password, Role.PARTICIPANT);
        }
        String code = invitation
                .map(String::strip)
                .filter(c -> !c.isEmpty())
                .orElseThrow(() -> new SignupRefused(
                        "sign-up here is by invitation: enter the invitation code an admin" + " gave you"));
        return accounts.createWithInvitation(username, password, Secrets.sha256(code))
                .orElseThrow(() -> new SignupRefused("this invitation code is unknown, used already or expired;"
                        + " check it, or ask an admin for a new one"));
    }

    /**
     * Makes an invitation.
     *
     * @param note     what the admin wants to remember it by (whom it is for), at most 200 characters
     * @param validity how long it may be used, up to {@link #LONGEST_VALIDITY}
     * @throws IllegalArgumentException when the note or validity is out of range
     */
    public NewInvitation invite(Account admin, String note, Duration validity) {
        String trimmed = note == null ? "" : note.strip();
        if (trimmed.length() > MAX_NOTE || trimmed.chars().anyMatch(Character::isISOControl)) {
            throw new IllegalArgumentException(
                    "an invitation's note has at most " + MAX_NOTE + " printable characters");
        }
        if (validity.isNegative() || validity.isZero() || validity.compareTo(LONGEST_VALIDITY) > 0) {
            throw new IllegalArgumentException(
                    "an invitation is valid for 1 to " + LONGEST_VALIDITY.toDays() + " days");
        }
        String code = Secrets.random().substring(0, 16);
        Instant now = clock.instant();
        SignupRecords.InvitationRow row =
                records.insertInvitation(Secrets.sha256(code), trimmed, admin.id(), now, now.plus(validity));
        return new NewInvitation(code, invitation(row, now));
    }

    /** @return every invitation, newest first */
    public List<Invitation> invitations() {
        Instant now = clock.instant();
        return records.listInvitations().stream()
                .map(row -> invitation(row, now))
                .toList();
    }

    /** Deletes an invitation: unused, it can no longer be used. @return false when there is none */
    public boolean deleteInvitation(long id) {
        return records.deleteInvitation(id);
    }

    private static Invitation invitation(SignupRecords.InvitationRow row, Instant now) {
        String status = row.usedAt().isPresent() ? "used" : now.isBefore(row.expiresAt()) ? "unused" : "expired";
        return new Invitation(
                row.id(),
                row.note(),
                status,
                row.createdBy(),
                row.createdAt(),
                row.expiresAt(),
                row.usedBy(),
                row.usedAt());
    }
}
