package org.knightsarena.tournaments.synthetic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.PreparedBatch;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.event.Fault;
import org.knightsarena.tournaments.queue.ReplayCodec;
import org.knightsarena.tournaments.rating.Elo;
import org.knightsarena.tournaments.rating.EloSettings;
import org.knightsarena.tournaments.rating.Finish;
import org.knightsarena.tournaments.rating.GameResult;
import org.knightsarena.tournaments.tournament.MatchLimits;

/**
 * Writes one season's tournament, entrants and matches with batch inserts, for
 * {@link BenchDatabase}. Every season is written as running; the caller closes the closed ones.
 * Confined to one seeding thread: it keeps the random source and the row counts.
 */
final class SeasonWriter {
    /** Matches whose rows are sent to SQLite at once. */
    private static final int BATCH_MATCHES = 5000;

    /** The first given-up match of a season comes early, so that small seedings have some too. */
    private static final int GIVEN_UP_FIRST = 20;

    private static final Fault[] FAULT_KINDS = {Fault.TIMEOUT, Fault.ILLEGAL_ANSWER, Fault.EXCEPTION};

    private final BenchDatabase.StoredReplay replay;
    private final Random random;
    private int entrants;
    private int finished;
    private int aborted;
    private int queued;
    private int seats;
    private int ratingChanges;
    private int faults;
    private int replays;

    SeasonWriter(BenchDatabase.StoredReplay replay, Random random) {
        this.replay = replay;
        this.random = random;
    }

    /**
     * A season to write.
     *
     * @param entrants agent name (the entrant's label) to the version that plays the season
     * @param finished finished matches; one in {@link BenchDatabase#ABORT_EVERY} more is given up
     * @param queued matches still queued after them
     */
    record Season(
            long leagueId,
            String leagueName,
            int number,
            Ruleset ruleset,
            int tableSize,
            Map<String, Long> entrants,
            int finished,
            int queued,
            long startMillis,
            long endMillis) {}

    /** What was written for a season. */
    record Written(long seasonId, long tournamentId, int finished, long endMillis) {}

    BenchDatabase.Counts counts(int leagues, int closedSeasons, int seasons) {
        return new BenchDatabase.Counts(
                leagues,
                seasons,
                closedSeasons,
                entrants,
                finished,
                aborted,
                queued,
                seats,
                ratingChanges,
                faults,
                replays);
    }

    /** The season's entrants as the matches see them: labels, row ids, hidden strength, and running ratings and games. */
    private record Entrants(List<String> labels, long[] ids, double[] strength, double[] ratings, int[] games) {}

    Written write(Handle h, Season season) {
        long seasonId = nextId(h, "seasons");
        long tournamentId = insertSeasonAndTournament(h, seasonId, season);
        List<String> labels = new ArrayList<>(season.entrants().keySet());
        long[] entrantIds = insertEntrants(h, tournamentId, season);
        double[] strength = new double[labels.size()];
        for (int i = 0; i < strength.length; i++) {
            strength[i] = random.nextGaussian();
        }
        double[] ratings = new double[labels.size()];
        Arrays.fill(ratings, EloSettings.STANDARD.start());
        int[] games = new int[labels.size()];
        writeMatches(h, tournamentId, season, new Entrants(labels, entrantIds, strength, ratings, games));
        PreparedBatch update = h.prepareBatch("UPDATE entrants SET rating = :rating, games = :games WHERE id = :id");
        for (int i = 0; i < entrantIds.length; i++) {
            update.bind("rating", ratings[i])
                    .bind("games", games[i])
                    .bind("id", entrantIds[i])
                    .add();
        }
        update.execute();
        return new Written(seasonId, tournamentId, season.finished(), season.endMillis());
    }

    private long insertSeasonAndTournament(Handle h, long seasonId, Season season) {
        h.createUpdate("INSERT INTO seasons (id, league_id, number, status, created_at, started_at)"
                        + " VALUES (:id, :league, :number, 'running', :at, :at)")
                .bind("id", seasonId)
                .bind("league", season.leagueId())
                .bind("number", season.number())
                .bind("at", season.startMillis())
                .execute();
        long tournamentId = nextId(h, "tournaments");
        MatchLimits limits = MatchLimits.DEFAULT;
        int tables = season.entrants().size() / season.tableSize();
        int givenUp = season.finished() > GIVEN_UP_FIRST
                ? (season.finished() - GIVEN_UP_FIRST - 1) / BenchDatabase.ABORT_EVERY + 1
                : 0;
        int total = season.finished() + givenUp + season.queued();
        h.createUpdate("INSERT INTO tournaments (id, name, season_id, ruleset, table_size, rounds, seed, turn_cap,"
                        + " easy_start, per_decision_ms, bank_ms, strike_limit, elo_k, elo_start, status, created_at)"
                        + " VALUES (:id, :name, :season, :ruleset, :size, :rounds, :seed, :turnCap, 0, :perDecision,"
                        + " :bank, :strikes, :k, :start, 'running', :at)")
                .bind("id", tournamentId)
                .bind("name", season.leagueName() + " season " + season.number())
                .bind("season", seasonId)
                .bind("ruleset", season.ruleset().id())
                .bind("size", season.tableSize())
                .bind("rounds", (total + tables - 1) / tables)
                .bind("seed", season.number())
                .bind("turnCap", limits.turnCap())
                .bind("perDecision", limits.perDecisionMs())
                .bind("bank", limits.bankMs())
                .bind("strikes", limits.strikeLimit())
                .bind("k", EloSettings.STANDARD.k())
                .bind("start", EloSettings.STANDARD.start())
                .bind("at", season.startMillis())
                .execute();
        return tournamentId;
    }

    /** Finished matches (with one given up every so often), then the queued ones, in batches. */
    private void writeMatches(Handle h, long tournamentId, Season season, Entrants entrants) {
        ShuffledTables schedule = new ShuffledTables(random, entrants.labels().size(), season.tableSize());
        SeasonBatches batches = new SeasonBatches(h);
        long matchId = nextId(h, "matches");
        int ordinal = 0;
        for (int j = 0; j < season.finished() + season.queued(); j++) {
            long at = season.startMillis()
                    + (season.endMillis() - season.startMillis()) * (j + 1) / (season.finished() + 1);
            int[] table = schedule.next();
            if (j < season.finished() && isGivenUp(j)) {
                batches.match(matchId, tournamentId, ordinal, schedule.round(), season, "aborted", at)
                        .add();
                batches.aborts(matchId, season.entrants().get(entrants.labels().get(table[0])), at);
                for (int seat = 0; seat < table.length; seat++) {
                    batches.seat(
                            matchId,
                            seat,
                            entrants.ids()[table[seat]],
                            season.entrants().get(entrants.labels().get(table[seat])),
                            null,
                            null,
                            0);
                }
                aborted++;
                matchId++;
                ordinal++;
                table = schedule.next();
            }
            if (j < season.finished()) {
                batches.match(matchId, tournamentId, ordinal, schedule.round(), season, "finished", at);
                addResult(batches, matchId, j, season, entrants, table, at);
                finished++;
            } else {
                batches.match(matchId, tournamentId, ordinal, schedule.round(), season, "queued", at)
                        .add();
                for (int seat = 0; seat < table.length; seat++) {
                    batches.seat(matchId, seat, entrants.ids()[table[seat]], null, null, null, 0);
                }
                queued++;
            }
            matchId++;
            ordinal++;
            if (ordinal % BATCH_MATCHES == 0) {
                batches.execute();
            }
        }
        batches.execute();
        seats += batches.seats();
    }

    private long[] insertEntrants(Handle h, long tournamentId, Season season) {
        long first = nextId(h, "entrants");
        PreparedBatch batch = h.prepareBatch("INSERT INTO entrants (id, tournament_id, position, label,"
                + " agent_version_id, rating, games) VALUES (:id, :t, :position, :label, :version, :rating, 0)");
        long[] ids = new long[season.entrants().size()];
        int position = 0;
        for (Map.Entry<String, Long> e : season.entrants().entrySet()) {
            ids[position] = first + position;
            batch.bind("id", ids[position])
                    .bind("t", tournamentId)
                    .bind("position", position)
                    .bind("label", e.getKey())
                    .bind("version", e.getValue())
                    .bind("rating", EloSettings.STANDARD.start())
                    .add();
            position++;
        }
        batch.execute();
        entrants += ids.length;
        return ids;
    }

    /** Places by strength plus noise, points, faults, the rating changes and perhaps the replay. */
    private void addResult(
            SeasonBatches batches, long matchId, int j, Season season, Entrants entrants, int[] table, long at) {
        int k = table.length;
        Integer[] order = new Integer[k];
        double[] score = new double[k];
        for (int seat = 0; seat < k; seat++) {
            order[seat] = seat;
            score[seat] =
                    entrants.strength()[table[seat]] - Math.log(-Math.log(random.nextDouble() * 0.999998 + 0.000001));
        }
        Arrays.sort(order, (a, b) -> Double.compare(score[b], score[a]));
        int target = season.ruleset() == Ruleset.BASE ? 10 : 13;
        boolean turnCap = random.nextInt(100) < 3;
        List<Integer> others = new ArrayList<>();
        for (int i = 1; i < k; i++) {
            others.add(3 + random.nextInt(target - 3));
        }
        others.sort(Collections.reverseOrder());
        int[] place = new int[k];
        int[] points = new int[k];
        for (int p = 0; p < k; p++) {
            place[order[p]] = p + 1;
            points[order[p]] = p == 0 ? (turnCap ? Math.max(others.get(0), target - 2) : target) : others.get(p - 1);
        }
        int turns = 40 + random.nextInt(100);
        batches.matches
                .bind("resultSeq", j + 1)
                .bind("ending", turnCap ? "turn-cap" : "won")
                .bind("turns", turns)
                .bind("decisions", (long) turns * 14);
        batches.matches.add();
        Map<String, Double> before = addSeats(batches, matchId, j, season, entrants, table, place, points);
        updateRatings(batches, matchId, entrants, table, place, before);
        if (j % BenchDatabase.REPLAY_EVERY == 0) {
            batches.replays
                    .bind("match", matchId)
                    .bind("encoding", ReplayCodec.ENCODING)
                    .bind("size", replay.jsonBytes())
                    .bind("data", replay.gzip())
                    .add();
            replays++;
        }
    }

    /** The seats and their faults. @return each entrant's rating before the match, by label, in seat order */
    private Map<String, Double> addSeats(
            SeasonBatches batches,
            long matchId,
            int j,
            Season season,
            Entrants entrants,
            int[] table,
            int[] place,
            int[] points) {
        int k = table.length;
        int faultSeat = j % BenchDatabase.FAULT_EVERY == 0 ? j % k : -1;
        Map<String, Double> before = new LinkedHashMap<>();
        for (int seat = 0; seat < k; seat++) {
            String label = entrants.labels().get(table[seat]);
            int seatFaults = seat == faultSeat ? 1 + j % 3 : 0;
            batches.seat(
                    matchId,
                    seat,
                    entrants.ids()[table[seat]],
                    season.entrants().get(label),
                    place[seat],
                    points[seat],
                    seatFaults);
            for (int f = 1; f <= seatFaults; f++) {
                Fault kind = FAULT_KINDS[(j + f) % FAULT_KINDS.length];
                batches.faults
                        .bind("match", matchId)
                        .bind("seat", seat)
                        .bind("ordinal", f)
                        .bind("kind", kind.id())
                        .bind("detail", "decision " + (7 * j % 400) + ": " + kind.id() + " (seeded for the benchmark)")
                        .add();
                faults++;
            }
            before.put(label, entrants.ratings()[table[seat]]);
        }
        return before;
    }

    /** The rating changes, from the ratings before the match, the same way the result recorder computes them. */
    private void updateRatings(
            SeasonBatches batches,
            long matchId,
            Entrants entrants,
            int[] table,
            int[] place,
            Map<String, Double> before) {
        List<Finish> finishes = new ArrayList<>(table.length);
        for (int seat = 0; seat < table.length; seat++) {
            finishes.add(new Finish(entrants.labels().get(table[seat]), place[seat]));
        }
        Map<String, Double> changes = Elo.changes(before, new GameResult(finishes), EloSettings.STANDARD);
        for (int seat = 0; seat < table.length; seat++) {
            int e = table[seat];
            double old = entrants.ratings()[e];
            // the same expression as the result recorder, so a recomputation gives identical doubles
            entrants.ratings()[e] = old + changes.get(entrants.labels().get(e));
            entrants.games()[e]++;
            batches.changes
                    .bind("match", matchId)
                    .bind("entrant", entrants.ids()[e])
                    .bind("before", old)
                    .bind("after", entrants.ratings()[e])
                    .add();
            ratingChanges++;
        }
    }

    /** Whether a given-up match comes before the j-th finished one of a season. */
    private static boolean isGivenUp(int j) {
        return j % BenchDatabase.ABORT_EVERY == GIVEN_UP_FIRST;
    }

    private static long nextId(Handle h, String table) {
        return h.createQuery("SELECT COALESCE(MAX(id), 0) + 1 FROM " + table)
                .mapTo(Long.class)
                .one();
    }
}
