package org.knightsarena.web.matches;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import org.knightsarena.web.accounts.Caller;
import org.knightsarena.web.accounts.Role;

/**
 * The one rule for a seat's private data (its faults' details and its captured log, which may
 * show a bot's inner workings): only the owner of the bot that played the seat and admins may
 * read it. Every page and API answer that shows such data asks {@link #mayRead}.
 */
public final class SeatPrivacy {
    private SeatPrivacy() {
    }

    /**
     * What the rule looks at about a seat.
     *
     * @param botOwner the username owning the bot that played the seat
     * @param leagueId the league the match belongs to, when it belongs to one
     * @param classroomOwner the organiser who runs the match's league when it is private (a
     *                       classroom assignment), who may read their students' seats
     */
    public record PlayedSeat(String botOwner, OptionalLong leagueId, Optional<String> classroomOwner) {
        /** @throws NullPointerException if a component is null */
        public PlayedSeat {
            Objects.requireNonNull(botOwner, "botOwner");
            Objects.requireNonNull(leagueId, "leagueId");
            Objects.requireNonNull(classroomOwner, "classroomOwner");
        }
    }

    /**
     * Tells whether the caller may read a seat's private data.
     *
     * @param caller who asks; empty for an anonymous visitor
     * @param seat   whose data it is
     * @return true for the bot's owner, for the organiser of the classroom it played in and for
     *         admins; false for everyone else
     */
    public static boolean mayRead(Optional<Caller> caller, PlayedSeat seat) {
        Objects.requireNonNull(seat, "seat");
        return caller.map(c -> c.account().role() == Role.ADMIN || c.account().username().equals(seat.botOwner())
                || seat.classroomOwner().filter(c.account().username()::equals).isPresent()).orElse(false);
    }
}
