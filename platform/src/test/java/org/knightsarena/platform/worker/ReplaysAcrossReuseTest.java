package org.knightsarena.platform.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.platform.match.MatchExecutor;
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.sandbox.SandboxSettings;
import org.knightsarena.sandbox.TestJars;

/**
 * A bot's class loader is kept from match to match, in a worker JVM as in the host; a match's
 * replay is still the same, byte for byte, whether the JVM is fresh or has played other matches of
 * the same bot before. The bot keeps static counters, a static cache, a static array it writes,
 * and generators made with {@code new Random()}, and lets all of them steer its answers and its
 * log, so anything left over from an earlier match would change the replay.
 */
class ReplaysAcrossReuseTest {

    private static final long SEED = 42;

    @Test
    void aMatchReplaysByteForByteInAWorkerThatPlayedOtherMatchesBefore(@TempDir Path dir) throws Exception {
        try (MatchExecutor pool = new WorkerPool(WorkerSettings.defaults().withWorkers(1))) {
            assertSameReplayAfterOtherMatches(pool, seats(dir, "WorkerRememberer"));
        }
    }

    @Test
    void aMatchReplaysByteForByteInTheHostAfterOtherMatches(@TempDir Path dir) throws Exception {
        Path beaconFile = dir.resolve("beacon");
        Beacon.reader(beaconFile);
        try (MatchExecutor host = new InProcessExecutor(
                new WorkerSeats(AgentCatalog.builtIn(), SandboxSettings.defaults(), Beacon.writer(beaconFile)))) {
            assertSameReplayAfterOtherMatches(host, seats(dir, "HostRememberer"));
        }
    }

    private static void assertSameReplayAfterOtherMatches(MatchExecutor executor, List<String> seats) {
        MatchOutcome fresh = play(executor, SEED, seats);
        MatchOutcome other = play(executor, SEED + 1, seats);
        assertNotEquals(fresh.replay(), other.replay(), "another seed plays another game");
        play(executor, SEED + 2, seats);
        MatchOutcome again = play(executor, SEED, seats);
        assertEquals(fresh.seats(), again.seats(), "the same faults and logs");
        assertEquals(fresh.replay(), again.replay());
    }

    private static MatchOutcome play(MatchExecutor executor, long seed, List<String> seats) {
        MatchOutcome outcome =
                executor.play(new MatchSpec(seed, Ruleset.BASE.id(), 40, false, 1_000, 10_000, 10, seats));
        assertEquals(MatchOutcome.Status.COMPLETED, outcome.status(), outcome.detail());
        assertTrue(
                outcome.seats().get(0).log().size() > 1,
                "the bot logs what it keeps: " + outcome.seats().get(0));
        return outcome;
    }

    /** The bot in two seats (two loaders at once), against two built-in agents. */
    static List<String> seats(Path dir, String name) throws Exception {
        Path jar = TestJars.jar(
                Files.createDirectories(dir.resolve(name)), Map.of("bots." + name, """
                package bots;
                import java.util.*;
                import org.knightsarena.api.*;
                import org.knightsarena.api.action.Action;
                import org.knightsarena.api.decision.Decision;
                import org.knightsarena.api.event.GameEvent;
                public final class %s implements Agent {
                    static int decisions;
                    static int events;
                    static final Map<Integer, Integer> CACHE = new HashMap<>();
                    static final int[] TABLE = {7, 11, 13};
                    static final Random SHARED = new Random();
                    static final class Counter { static long total = 1_000; }
                    private final Random mine = new Random();
                    private AgentLog log;

                    public void onMatchStart(MatchContext context) {
                        log = context.log();
                        log.log("start " + decisions + " " + events + " " + CACHE.size() + " " + TABLE[0] + " "
                                + Counter.total + " " + SHARED.nextInt(100));
                    }

                    public Action decide(GameView view, Decision decision) {
                        decisions++;
                        Counter.total += decisions;
                        TABLE[decisions %% 3] += decisions;
                        int n = decision.options().size();
                        if (n == 0) {
                            return null;
                        }
                        int pick = CACHE.computeIfAbsent(n * 31 + (int) (Counter.total %% 17), k -> SHARED.nextInt(1 << 20));
                        if (decisions %% 25 == 0) {
                            log.log(decisions + " " + CACHE.size() + " " + Arrays.toString(TABLE) + " " + events);
                        }
                        return decision.options().get(Math.floorMod(pick + mine.nextInt(3) + TABLE[0], n));
                    }

                    public void onEvent(GameEvent event) {
                        events++;
                    }
                }
                """.formatted(name)), null);
        String seat = MatchSpec.JAR_PREFIX + jar.toAbsolutePath();
        return List.of(seat, seat, "random", "heuristic");
    }
}
