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

    Written write(Handle h, Season season) {
        long seasonId = nextId(h, "seasons");
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
        List<String> labels = new ArrayList<>(season.entrants().keySet());
        long[] entrantIds = insertEntrants(h, tournamentId, season);
        double[] strength = new double[labels.size()];
        for (int i = 0; i < strength.length; i++) {
            strength[i] = random.nextGaussian();
        }
        Tables schedule = new Tables(labels.size(), season.tableSize());
        Batches batches = new Batches(h);
        double[] ratings = new double[labels.size()];
        Arrays.fill(ratings, EloSettings.STANDARD.start());
        int[] games = new int[labels.size()];
        long matchId = nextId(h, "matches");
        int ordinal = 0;
        for (int j = 0; j < season.finished() + season.queued(); j++) {
            long at = season.startMillis()
                    + (season.endMillis() - season.startMillis()) * (j + 1) / (season.finished() + 1);
            int[] table = schedule.next();
            if (j < season.finished() && isGivenUp(j)) {
                addMatch(batches, matchId, tournamentId, ordinal, schedule.round(), season, "aborted", at)
                        .add();
                batches.aborts(matchId, season.entrants().get(labels.get(table[0])), at);
                for (int seat = 0; seat < table.length; seat++) {
                    batches.seat(
                            matchId,
                            seat,
                            entrantIds[table[seat]],
                            season.entrants().get(labels.get(table[seat])),
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
                addMatch(batches, matchId, tournamentId, ordinal, schedule.round(), season, "finished", at);
                addResult(batches, matchId, j, season, labels, entrantIds, table, strength, ratings, games, at);
                finished++;
            } else {
                addMatch(batches, matchId, tournamentId, ordinal, schedule.round(), season, "queued", at)
                        .add();
                for (int seat = 0; seat < table.length; seat++) {
                    batches.seat(matchId, seat, entrantIds[table[seat]], null, null, null, 0);
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

    private static PreparedBatch addMatch(
            Batches batches,
            long id,
            long tournamentId,
            int ordinal,
            int round,
            Season season,
            String status,
            long at) {
        MatchLimits limits = MatchLimits.DEFAULT;
        boolean done = !status.equals("queued");
        return batches.matches
                .bind("id", id)
                .bind("t", tournamentId)
                .bind("ordinal", ordinal)
                .bind("round", round)
                .bind("seed", season.number() + ordinal)
                .bind("ruleset", season.ruleset().id())
                .bind("turnCap", limits.turnCap())
                .bind("perDecision", limits.perDecisionMs())
                .bind("bank", limits.bankMs())
                .bind("strikes", limits.strikeLimit())
                .bind("status", status)
                .bind("attempts", status.equals("aborted") ? 3 : done ? 1 : 0)
                .bind(
                        "detail",
                        status.equals("aborted")
                                ? "given up after 3 aborts; last: the worker JVM exited while playing"
                                : null)
                .bind("resultSeq", (Integer) null)
                .bind("ending", (String) null)
                .bind("turns", (Integer) null)
                .bind("decisions", (Long) null)
                .bind("created", season.startMillis())
                .bind("started", done ? Long.valueOf(at - 2_000) : null)
                .bind("finished", done ? Long.valueOf(at) : null)
                .bind("elapsed", done ? Long.valueOf(2_000) : null);
    }

    /** Places by strength plus noise, points, faults, the rating changes and perhaps the replay. */
    private void addResult(
            Batches batches,
            long matchId,
            int j,
            Season season,
            List<String> labels,
            long[] entrantIds,
            int[] table,
            double[] strength,
            double[] ratings,
            int[] games,
            long at) {
        int k = table.length;
        Integer[] order = new Integer[k];
        double[] score = new double[k];
        for (int seat = 0; seat < k; seat++) {
            order[seat] = seat;
            score[seat] = strength[table[seat]] - Math.log(-Math.log(random.nextDouble() * 0.999998 + 0.000001));
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
        int faultSeat = j % BenchDatabase.FAULT_EVERY == 0 ? j % k : -1;
        List<Finish> finishes = new ArrayList<>(k);
        Map<String, Double> before = new LinkedHashMap<>();
        for (int seat = 0; seat < k; seat++) {
            String label = labels.get(table[seat]);
            int seatFaults = seat == faultSeat ? 1 + j % 3 : 0;
            batches.seat(
                    matchId,
                    seat,
                    entrantIds[table[seat]],
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
            finishes.add(new Finish(label, place[seat]));
            before.put(label, ratings[table[seat]]);
        }
        Map<String, Double> changes = Elo.changes(before, new GameResult(finishes), EloSettings.STANDARD);
        for (int seat = 0; seat < k; seat++) {
            int e = table[seat];
            double old = ratings[e];
            // the same expression as the result recorder, so a recomputation gives identical doubles
            ratings[e] = old + changes.get(labels.get(e));
            games[e]++;
            batches.changes
                    .bind("match", matchId)
                    .bind("entrant", entrantIds[e])
                    .bind("before", old)
                    .bind("after", ratings[e])
                    .add();
            ratingChanges++;
        }
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

    /** Whether a given-up match comes before the j-th finished one of a season. */
    private static boolean isGivenUp(int j) {
        return j % BenchDatabase.ABORT_EVERY == GIVEN_UP_FIRST;
    }

    private static long nextId(Handle h, String table) {
        return h.createQuery("SELECT COALESCE(MAX(id), 0) + 1 FROM " + table)
                .mapTo(Long.class)
                .one();
    }

    /**
     * The prepared batches of one season. Matches are added before their seats and results, and
     * executed first, so every foreign key holds when a row is written.
     */
    private final class Batches {
        final PreparedBatch matches;
        final PreparedBatch seatRows;
        final PreparedBatch changes;
        final PreparedBatch faults;
        final PreparedBatch aborts;
        final PreparedBatch replays;

        Batches(Handle h) {
            matches = h.prepareBatch("INSERT INTO matches (id, tournament_id, ordinal, round, seed, ruleset, turn_cap,"
                    + " easy_start, per_decision_ms, bank_ms, strike_limit, status, attempts, ending, turns, decisions,"
                    + " detail, result_seq, created_at, started_at, finished_at, elapsed_ms) VALUES (:id, :t, :ordinal,"
                    + " :round, :seed, :ruleset, :turnCap, 0, :perDecision, :bank, :strikes, :status, :attempts,"
                    + " :ending, :turns, :decisions, :detail, :resultSeq, :created, :started, :finished, :elapsed)");
            seatRows = h.prepareBatch(
                    "INSERT INTO match_seats (match_id, seat, entrant_id, agent_version_id, place,"
                            + " points, faults, ejected) VALUES (:match, :seat, :entrant, :version, :place, :points, :faults, 0)");
            changes = h.prepareBatch("INSERT INTO rating_changes (match_id, entrant_id, rating_before, rating_after)"
                    + " VALUES (:match, :entrant, :before, :after)");
            faults = h.prepareBatch("INSERT INTO match_faults (match_id, seat, ordinal, kind, detail)"
                    + " VALUES (:match, :seat, :ordinal, :kind, :detail)");
            aborts = h.prepareBatch("INSERT INTO match_aborts (match_id, attempt, detail, blamed_seat,"
                    + " blamed_agent_version_id, occurred_at) VALUES (:match, :attempt, :detail, 0, :version, :at)");
            replays = h.prepareBatch("INSERT INTO replays (match_id, encoding, size_bytes, data)"
                    + " VALUES (:match, :encoding, :size, :data)");
        }

        void seat(long match, int seat, long entrant, Long version, Integer place, Integer points, int seatFaults) {
            seatRows.bind("match", match)
                    .bind("seat", seat)
                    .bind("entrant", entrant)
                    .bind("version", version)
                    .bind("place", place)
                    .bind("points", points)
                    .bind("faults", seatFaults)
                    .add();
            seats++;
        }

        void aborts(long match, long blamedVersion, long at) {
            for (int attempt = 1; attempt <= 3; attempt++) {
                aborts.bind("match", match)
                        .bind("attempt", attempt)
                        .bind("detail", "the worker JVM exited while playing (seeded for the benchmark)")
                        .bind("version", blamedVersion)
                        .bind("at", at - (3 - attempt) * 60_000L)
                        .add();
            }
        }

        /** Sends the rows collected so far, parents first. */
        void execute() {
            for (PreparedBatch batch : List.of(matches, seatRows, changes, faults, aborts, replays)) {
                if (batch.size() > 0) {
                    batch.execute();
                }
            }
        }
    }

    /**
     * Balanced rounds like the round-robin's large-league design: each round is a fresh shuffle
     * of the entrants cut into disjoint tables, with the seats in shuffled order.
     */
    private final class Tables {
        private final int[] entrants;
        private final int size;
        private int next;
        private int round;

        Tables(int entrantCount, int size) {
            this.entrants = new int[entrantCount];
            for (int i = 0; i < entrantCount; i++) {
                entrants[i] = i;
            }
            this.size = size;
            this.next = entrantCount;
        }

        int[] next() {
            if (next + size > entrants.length) {
                for (int i = entrants.length - 1; i > 0; i--) {
                    int j = random.nextInt(i + 1);
                    int t = entrants[i];
                    entrants[i] = entrants[j];
                    entrants[j] = t;
                }
                next = 0;
                round++;
            }
            int[] table = Arrays.copyOfRange(entrants, next, next + size);
            next += size;
            return table;
        }

        int round() {
            return round;
        }
    }
}
