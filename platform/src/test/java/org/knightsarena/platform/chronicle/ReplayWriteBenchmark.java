package org.knightsarena.platform.chronicle;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.knightsarena.agents.RandomAgent;
import org.knightsarena.api.Agent;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.platform.game.CpuTimedBenchmark;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.match.MatchRecord;
import org.knightsarena.platform.match.MatchRunner;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * What a stored match's replay costs against playing the match: one operation is one match of
 * four {@code random} agents through the {@link MatchRunner} (as a tournament plays it, without
 * the replay), or one such match's replay written in the full format 1 ({@link ReplayJson#write})
 * or the compact format 2 ({@link ReplayJson#writeCompact}) or the binary format 3 ({@link
 * ReplayData#compact}, what a match stores), or read back from a compact format (what the viewer
 * pays, events re-derived). The ratio of a write's score
 * to {@code playMatch}'s is the figure issue 15 asks for (at most 20 %); docs/benchmarks.md says
 * how to run it. The matches come from fixed seeds, so every run measures the same replays. JMH's
 * scores are wall clock; the {@code [cpu]} line at the end of each trial gives the thread's CPU
 * time per operation ({@link CpuTimedBenchmark}), which the machine's load moves far less.
 */
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ReplayWriteBenchmark extends CpuTimedBenchmark {

    private static final int MATCHES = 16;
    private static final List<String> NAMES = List.of("random", "random#2", "random#3", "random#4");

    @Param({"BASE", "CITIES_AND_KNIGHTS"})
    public Ruleset ruleset;

    private MatchRunner runner;
    private final List<Replay> replays = new ArrayList<>();
    private final List<String> compact = new ArrayList<>();
    private final List<ReplayData> binary = new ArrayList<>();
    private int next;
    private long seed = MATCHES + 1;

    @Setup(Level.Trial)
    public void playMatches() {
        runner = new MatchRunner(GameOptions.standard(ruleset, 4), TimeBudget.DEFAULT);
        for (long s = 1; s <= MATCHES; s++) {
            Replay replay = runner.play(s, randomAgents(), NAMES).replay();
            replays.add(replay);
            compact.add(ReplayJson.writeCompact(replay));
            binary.add(ReplayData.compact(replay));
        }
    }

    private static List<Agent> randomAgents() {
        List<Agent> agents = new ArrayList<>(4);
        for (int p = 0; p < 4; p++) {
            agents.add(new RandomAgent());
        }
        return agents;
    }

    private int nextMatch() {
        int i = next;
        next = i + 1 == MATCHES ? 0 : i + 1;
        return i;
    }

    /** Plays one match, a new seed each time, as the tournament worker does before it stores it. */
    @Benchmark
    public MatchRecord playMatch() {
        counted();
        return runner.play(seed++, randomAgents(), NAMES);
    }

    /** Writes one match's replay in format 1, every event and action as JSON: what matches stored before. */
    @Benchmark
    public String writeFull() {
        counted();
        return ReplayJson.write(replays.get(nextMatch()));
    }

    /** Writes one match's replay in the compact format 2: what a match stored until format 3. */
    @Benchmark
    public String writeCompact() {
        counted();
        return ReplayJson.writeCompact(replays.get(nextMatch()));
    }

    /** Writes one match's replay in the binary compact format 3: what a match stores now. */
    @Benchmark
    public ReplayData writeBinary() {
        counted();
        return ReplayData.compact(replays.get(nextMatch()));
    }

    /** Reads one binary replay back whole, re-running its actions. */
    @Benchmark
    public Replay readBinary() {
        counted();
        return binary.get(nextMatch()).read();
    }

    /** Reads one compact replay back whole, re-running its actions: what the viewer and the API pay. */
    @Benchmark
    public Replay readCompact() {
        counted();
        return ReplayJson.read(compact.get(nextMatch()));
    }
}
