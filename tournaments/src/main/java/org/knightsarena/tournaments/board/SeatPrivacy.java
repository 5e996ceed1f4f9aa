package org.knightsarena.tournaments.board;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import org.knightsarena.tournaments.league.League;

/**
 * The one rule for a seat's private data (its faults' details and its captured log, which may
 * show a bot's inner workings): only the account that owns the bot that played the seat (by
 * account id), the organiser of the classroom a student's bot played in, and admins may read it.
 * A built-in bot's seat is owned by no account, so only admins read it. Every page and API answer
 * that shows such data asks {@link #mayRead}.
 */
public final class SeatPrivacy {
    private SeatPrivacy() {}

    /**
     * What the rule looks at about a seat.
     *
     * @param botOwner the id of the account owning the bot that played the seat; empty for a bot
     *                 no account owns (a built-in bot)
     * @param leagueId the league the match belongs to, when it belongs to one
     * @param classroom the match's league when it is private (a classroom assignment), whose
     *                  organiser (by account id, {@link League#isOwnedBy}) may read their students' seats
     */
    public record PlayedSeat(OptionalLong botOwner, OptionalLong leagueId, Optional<League> classroom) {
        /** @throws NullPointerException if a component is null */
        public PlayedSeat {
            Objects.requireNonNull(botOwner, "botOwner");
            Objects.requireNonNull(leagueId, "leagueId");
            Objects.requireNonNull(classroom, "classroom");
        }
    }

    /**
     * Tells whether the viewer may read a seat's private data.
     *
     * @param viewer who asks
     * @param seat   whose data it is
     * @return true for the bot's owner, for the organiser of the classroom a student's bot played
     *         in and for admins; false for everyone else, and for everyone but admins on a built-in
     *         bot's seat
     */
    public static boolean mayRead(Viewer viewer, PlayedSeat seat) {
        Objects.requireNonNull(viewer, "viewer");
        Objects.requireNonNull(seat, "seat");
        if (viewer.isAdmin()) {
            return true;
        }
        if (viewer.account().isEmpty() || seat.botOwner().isEmpty()) {
            return false;
        }
        long me = viewer.account().getAsLong();
        return seat.botOwner().getAsLong() == me
                || seat.classroom().filter(l -> l.isOwnedBy(me)).isPresent();
    }
}
