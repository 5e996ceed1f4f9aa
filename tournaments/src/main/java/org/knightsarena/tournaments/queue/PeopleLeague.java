package org.knightsarena.tournaments.queue;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.jdbi.v3.core.Handle;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.match.VariantChoice;
import org.knightsarena.tournaments.league.LeagueRules;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.league.VersionPolicy;
import org.knightsarena.tournaments.league.Visibility;
import org.knightsarena.tournaments.tournament.EntrantSpec;
import org.knightsarena.tournaments.tournament.TournamentPurpose;
import org.knightsarena.tournaments.tournament.TournamentSettings;
import org.knightsarena.tournaments.tournament.Tournaments;

/**
 * Where a rated table game goes: one more match of the running season of the public "People"
 * league of its ruleset, table size, variants and scenario, created on first need (with those
 * variants, so its page shows them). The season's tournament gains an
 * entrant per new label (the person under their user name, each bot under its label), so a
 * rating carries from game to game and the league's leaderboard is the season's, like any
 * league's. Works in the caller's transaction.
 */
final class PeopleLeague {

    /** The name of the league of base-ruleset games of four. */
    static final String NAME = "People";

    private PeopleLeague() {}

    /** @return the league's name for games of this ruleset and size: one league each, names being unique */
    static String name(Ruleset ruleset, int seats) {
        return name(ruleset, seats, VariantChoice.NONE);
    }

    /**
     * @return the league's name for games of this ruleset, size and choice of variants, such as
     *     {@code People (base, 3 players, seafarers on four-islands)}: one league each, names being unique
     */
    static String name(Ruleset ruleset, int seats, VariantChoice variants) {
        if (variants.isNone()) {
            return ruleset == Ruleset.BASE && seats == 4
                    ? NAME
                    : NAME + " (" + ruleset.id() + ", " + seats + " players)";
        }
        String chosen = variants.ids().isEmpty() ? "seafarers" : variants.ids();
        return NAME + " (" + ruleset.id() + ", " + seats + " players, " + chosen
                + variants.scenario().map(s -> " on " + s).orElse("") + ")";
    }

    /** Adds the game's match, queued, to the league's running season; @return the match's id */
    static long queueMatch(Handle h, PersonGames.Game game, Instant now) {
        TournamentSettings settings = game.settings();
        long tournament = seasonTournament(h, settings, game.seats(), now);
        int ordinal = h.createQuery("SELECT COUNT(*) FROM matches WHERE tournament_id = :t")
                .bind("t", tournament)
                .mapTo(Integer.class)
                .one();
        long matchId = h.createUpdate("INSERT INTO matches (tournament_id, ordinal, round, seed, ruleset, turn_cap,"
                        + " easy_start, per_decision_ms, bank_ms, strike_limit, status, created_at, person_table, variants,"
                        + " scenario) VALUES (:t, :ordinal, 1, :seed, :ruleset, :turnCap, :easy, :perDecision, :bank,"
                        + " :strikes, 'queued', :now, :table, :variants, :scenario)")
                .bind("t", tournament)
                .bind("ordinal", ordinal)
                .bind("seed", settings.seed())
                .bind("ruleset", settings.ruleset().id())
                .bind("turnCap", settings.limits().turnCap())
                .bind("easy", settings.start() == TournamentSettings.Start.EASY ? 1 : 0)
                .bind("perDecision", settings.limits().perDecisionMs())
                .bind("bank", settings.limits().bankMs())
                .bind("strikes", settings.limits().strikeLimit())
                .bind("now", now.toEpochMilli())
                .bind("table", game.table())
                .bind("variants", settings.variants().ids())
                .bind("scenario", settings.variants().scenario().orElse(null))
                .executeAndReturnGeneratedKeys("id")
                .mapTo(Long.class)
                .one();
        for (int seat = 0; seat < game.seats().size(); seat++) {
            h.createUpdate("INSERT INTO match_seats (match_id, seat, entrant_id) VALUES (:m, :s, :e)")
                    .bind("m", matchId)
                    .bind("s", seat)
                    .bind("e", entrant(h, tournament, game.seats().get(seat), settings))
                    .execute();
        }
        return matchId;
    }

    /** @return the tournament of the league's running season, the league and season made when missing */
    private static long seasonTournament(Handle h, TournamentSettings settings, List<EntrantSpec> seats, Instant now) {
        String name = name(settings.ruleset(), settings.tableSize(), settings.variants());
        long league = h.createQuery("SELECT id FROM leagues WHERE name = :n")
                .bind("n", name)
                .mapTo(Long.class)
                .findOne()
                .orElseGet(() -> Leagues.create(
                                h,
                                name,
                                new LeagueRules(
                                        settings.ruleset(),
                                        settings.tableSize(),
                                        1,
                                        settings.limits(),
                                        VersionPolicy.REPLACE,
                                        settings.variants()),
                                Visibility.PUBLIC,
                                OptionalLong.empty(),
                                false,
                                now)
                        .id());
        Optional<Long> running = h.createQuery("SELECT t.id FROM tournaments t JOIN seasons s ON s.id = t.season_id"
                        + " WHERE s.league_id = :l AND s.status = 'running' ORDER BY t.id DESC")
                .bind("l", league)
                .mapTo(Long.class)
                .findFirst();
        if (running.isPresent()) {
            return running.get();
        }
        int number = h.createQuery("SELECT COUNT(*) FROM seasons WHERE league_id = :l")
                        .bind("l", league)
                        .mapTo(Integer.class)
                        .one()
                + 1;
        long season = h.createUpdate("INSERT INTO seasons (league_id, number, status, created_at, started_at, kind)"
                        + " VALUES (:l, :n, 'running', :now, :now, 'regular')")
                .bind("l", league)
                .bind("n", number)
                .bind("now", now.toEpochMilli())
                .executeAndReturnGeneratedKeys("id")
                .mapTo(Long.class)
                .one();
        // Its first entrants are the first game's seats; later games add theirs (entrant below).
        return Tournaments.createUnqueued(
                        h,
                        name + " season " + number,
                        settings,
                        seats,
                        Optional.empty(),
                        OptionalLong.of(season),
                        TournamentPurpose.SEASON,
                        OptionalLong.of(league),
                        OptionalLong.empty(),
                        now)
                .id();
    }

    /** @return the season's entrant of this label, entered now at the starting rating when new */
    private static long entrant(Handle h, long tournament, EntrantSpec seat, TournamentSettings settings) {
        Optional<Long> known = h.createQuery("SELECT id FROM entrants WHERE tournament_id = :t AND label = :l")
                .bind("t", tournament)
                .bind("l", seat.label())
                .mapTo(Long.class)
                .findOne();
        if (known.isPresent()) {
            // The label's latest version plays for it, as a league's 'replace' policy does.
            h.createUpdate("UPDATE entrants SET agent_version_id = :v WHERE id = :id")
                    .bind("v", seat.version().id())
                    .bind("id", known.get())
                    .execute();
            return known.get();
        }
        int position = h.createQuery("SELECT COUNT(*) FROM entrants WHERE tournament_id = :t")
                .bind("t", tournament)
                .mapTo(Integer.class)
                .one();
        return h.createUpdate("INSERT INTO entrants (tournament_id, position, label, agent_version_id, rating, games)"
                        + " VALUES (:t, :p, :l, :v, :r, 0)")
                .bind("t", tournament)
                .bind("p", position)
                .bind("l", seat.label())
                .bind("v", seat.version().id())
                .bind("r", settings.elo().start())
                .executeAndReturnGeneratedKeys("id")
                .mapTo(Long.class)
                .one();
    }
}
