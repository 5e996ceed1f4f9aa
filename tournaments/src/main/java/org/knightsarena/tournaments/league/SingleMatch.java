package org.knightsarena.tournaments.league;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import org.jdbi.v3.core.Handle;
import org.knightsarena.tournaments.tournament.EntrantSpec;
import org.knightsarena.tournaments.tournament.Tournament;
import org.knightsarena.tournaments.tournament.TournamentPurpose;
import org.knightsarena.tournaments.tournament.TournamentSettings;
import org.knightsarena.tournaments.tournament.Tournaments;

/**
 * Schedules one match as a tournament of its own: the test match after an upload, a student's
 * practice match. It is queued with its purpose's priority and plays like any other match; its
 * result, replay and faults are stored the same way, so the match pages show it.
 */
public final class SingleMatch {

    private SingleMatch() {}

    /**
     * Queues one match with a league's ruleset, limits, variants and scenario.
     *
     * @param purpose {@link TournamentPurpose#TEST_MATCH} or {@link TournamentPurpose#PRACTICE}
     * @param rules the ruleset, table size and limits to play with
     * @param seats exactly {@code rules.tableSize()} entrants with distinct labels, first seat first
     * @param leagueId the league it is played for
     * @param requestedBy the id of the account that asked for it
     * @return the queued match's id
     * @throws IllegalArgumentException if the seats do not fill one table
     */
    public static long schedule(
            Handle h,
            TournamentPurpose purpose,
            String name,
            LeagueRules rules,
            List<EntrantSpec> seats,
            OptionalLong leagueId,
            long requestedBy,
            Instant now) {
        Objects.requireNonNull(purpose, "purpose");
        if (seats.size() != rules.tableSize()) {
            throw new IllegalArgumentException("a table of " + rules.tableSize() + " needs " + rules.tableSize()
                    + " players, was given " + seats.size());
        }
        // Seeds differ from match to match but follow from the stored history, not from the clock.
        long seed = h.createQuery("SELECT COALESCE(MAX(id), 0) + 1 FROM tournaments")
                .mapTo(Long.class)
                .one();
        TournamentSettings settings = rules.tournamentSettings(1, seed);
        Tournament t = Tournaments.create(
                h,
                name,
                settings,
                seats,
                Optional.empty(),
                OptionalLong.empty(),
                purpose,
                leagueId,
                OptionalLong.of(requestedBy),
                now);
        return h.createQuery("SELECT id FROM matches WHERE tournament_id = :t")
                .bind("t", t.id())
                .mapTo(Long.class)
                .one();
    }

    /**
     * Seats one entrant against opponents: the subject first, then {@code tableSize - 1}
     * opponents taken in turn from {@code offset}, repeating opponents when there are too few
     * (the repeat labelled {@code name#2}, as for a built-in agent entered twice).
     *
     * @param offset where to start in the opponents, so that successive matches meet them all
     */
    public static List<EntrantSpec> seatAgainst(
            EntrantSpec subject, List<EntrantSpec> opponents, int tableSize, long offset) {
        if (opponents.isEmpty()) {
            throw new IllegalArgumentException("there is nobody to play against");
        }
        List<EntrantSpec> seats = new ArrayList<>(List.of(subject));
        Map<String, Integer> uses = new HashMap<>();
        uses.put(subject.label(), 1);
        for (int i = 0; seats.size() < tableSize; i++) {
            EntrantSpec next = opponents.get((int) Math.floorMod(offset + i, (long) opponents.size()));
            int n = uses.merge(next.label(), 1, Integer::sum);
            seats.add(n == 1 ? next : new EntrantSpec(next.label() + "#" + n, next.version()));
        }
        return List.copyOf(seats);
    }
}
