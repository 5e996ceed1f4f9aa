package org.knightsarena.platform.cli;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.knightsarena.api.Agent;
import org.knightsarena.api.AgentLog;
import org.knightsarena.api.GameView;
import org.knightsarena.api.MatchContext;
import org.knightsarena.api.MatchResult;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.BotJars;
import org.knightsarena.platform.match.MatchRunner;
import org.knightsarena.sandbox.SandboxSettings;
import org.knightsarena.sandbox.SandboxedBot;
import org.knightsarena.sandbox.Watched;

/**
 * {@code arena bench --sandbox BOT.jar --agents NAME,...}: what the sandbox costs an agent per
 * decision. Games are played in pairs with the same seed: once with the first built-in agent of
 * the lineup plain in seat 0, once with the JAR (the same agent, built as an upload) sandboxed
 * there — instrumented, in fresh class loaders each game; the other seats are the rest of the
 * lineup, plain. Only seat 0's {@code decide} calls are timed. Each run gives the mean time per
 * decision of both, over all decisions and over the "warm" ones (after a game's first 100); the
 * medians over runs and their ratios are printed. Each game's sandboxed agent has fresh classes,
 * which the JVM interprets and compiles anew, so a last line measures the steady state apart.
 */
final class SandboxBench {

    private static final int COLD_DECISIONS = 100;
    private static final int STEADY_CALLS = 5_000;

    private final GameOptions options;
    private final List<String> names;
    private final SandboxedBot bot;
    /** The same bot without a match budget: the steady state asks one agent far more than a match does. */
    private final SandboxedBot unbounded;

    SandboxBench(GameOptions options, List<String> names, Path jar) {
        this.options = options;
        this.names = List.copyOf(names);
        this.bot = new BotJars(SandboxSettings.defaults()).load(jar);
        this.unbounded = new BotJars(
                        SandboxSettings.defaults().withWork(SandboxSettings.DEFAULT_WORK_PER_DECISION, Long.MAX_VALUE))
                .load(jar);
    }

    int run(PrintWriter out, int runs, double seconds, double warmup) {
        out.printf(
                Locale.ROOT,
                "bench --sandbox: %s plain vs %s sandboxed in seat 0 against %s, %s rules, %d runs of"
                        + " %s s after %s s of warm-up%n",
                names.get(0),
                bot.agentClass(),
                String.join(", ", names.subList(1, names.size())),
                options.ruleset().id(),
                runs,
                BenchCommand.number(seconds),
                BenchCommand.number(warmup));
        long seed = 1;
        seed = measure(seed, warmup, new double[6]);
        List<double[]> results = new ArrayList<>();
        for (int r = 0; r < runs; r++) {
            double[] perDecision = new double[6];
            seed = measure(seed, seconds, perDecision);
            results.add(perDecision);
            out.printf(
                    Locale.ROOT,
                    "  run %d: plain %.1f µs, sandboxed %.1f µs per decision (warm: %.1f vs %.1f µs);"
                            + " CPU of whole games per seat-0 decision: %.1f vs %.1f µs%n",
                    r + 1,
                    perDecision[0],
                    perDecision[1],
                    perDecision[2],
                    perDecision[3],
                    perDecision[4],
                    perDecision[5]);
            out.flush();
        }
        double plain = median(results, 0);
        double boxed = median(results, 1);
        double warmPlain = median(results, 2);
        double warmBoxed = median(results, 3);
        out.printf(
                Locale.ROOT,
                "median per decision: plain %.1f µs, sandboxed %.1f µs, ratio %.2f; warm decisions"
                        + " (after each game's first %d): %.1f vs %.1f µs, ratio %.2f%n",
                plain,
                boxed,
                boxed / plain,
                COLD_DECISIONS,
                warmPlain,
                warmBoxed,
                warmBoxed / warmPlain);
        out.printf(
                Locale.ROOT,
                "median CPU of whole games (all seats and the engine) per seat-0 decision: plain %.1f µs,"
                        + " sandboxed %.1f µs: the sandbox adds %.1f µs of CPU per decision%n",
                median(results, 4),
                median(results, 5),
                median(results, 5) - median(results, 4));
        steadyState(out, runs);
        out.flush();
        return 0;
    }

    /**
     * The cost once the JIT has compiled the bot's fresh classes: one agent of each kind answers
     * the same main-turn decision over and over; the medians over runs of µs per call.
     */
    private void steadyState(PrintWriter out, int runs) {
        Game game = Game.create(options, 1);
        while (!(game.decision() instanceof MainTurn)
                || game.decision().options().size() < 3) {
            Decision d = game.decision();
            game.applyChecked(
                    d.options().isEmpty()
                            ? d.defaultAnswer()
                            : d.options().get(d.options().size() - 1));
        }
        Decision decision = game.decision();
        GameView view = game.view(decision.seat());
        MatchContext context = new MatchContext(
                decision.seat(),
                options.playerCount(),
                options.ruleset(),
                new java.util.Random(1),
                TimeBudget.DEFAULT,
                AgentLog.DISCARD);
        Agent plain = AgentCatalog.builtIn().create(names.get(0));
        Agent boxed = unbounded.newAgent(1);
        plain.onMatchStart(context);
        boxed.onMatchStart(context);
        List<double[]> results = new ArrayList<>();
        for (int r = 0; r < runs + 2; r++) {
            double[] micros = new double[2];
            for (int k = 0; k < 2; k++) {
                Agent agent = k == 0 ? plain : boxed;
                long start = System.nanoTime();
                for (int i = 0; i < STEADY_CALLS; i++) {
                    agent.decide(view, decision);
                }
                micros[k] = (System.nanoTime() - start) / 1e3 / STEADY_CALLS;
            }
            if (r >= 2) { // the first two rounds warm both up
                results.add(micros);
            }
        }
        double p = median(results, 0);
        double b = median(results, 1);
        out.printf(
                Locale.ROOT,
                "steady state (one agent, the same main-turn decision %d times a run): plain %.2f µs,"
                        + " sandboxed %.2f µs per call, ratio %.2f%n",
                STEADY_CALLS,
                p,
                b,
                b / p);
    }

    /**
     * Plays pairs of games for the given time; fills the four per-decision means in µs, then the
     * CPU time of this thread over the plain and the sandboxed games per seat-0 decision: unlike
     * wall time it does not grow while the machine's other processes hold the cores.
     */
    private long measure(long seed, double seconds, double[] perDecision) {
        long end = System.nanoTime() + (long) (seconds * 1e9);
        Timed[] totals = {new Timed(null), new Timed(null)};
        long[] cpu = new long[2];
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        do {
            for (int variant = 0; variant < 2; variant++) {
                AgentCatalog catalog = AgentCatalog.builtIn();
                Timed timed = new Timed(variant == 0 ? catalog.create(names.get(0)) : bot.newAgent(seed));
                List<Agent> agents = new ArrayList<>(List.of(timed));
                for (String name : names.subList(1, names.size())) {
                    agents.add(catalog.create(name));
                }
                long cpuStart = threads.getCurrentThreadCpuTime();
                new MatchRunner(options, TimeBudget.DEFAULT).play(seed, agents, names);
                cpu[variant] += threads.getCurrentThreadCpuTime() - cpuStart;
                totals[variant].add(timed);
            }
            seed++;
        } while (System.nanoTime() < end);
        for (int variant = 0; variant < 2; variant++) {
            perDecision[variant] = totals[variant].nanos / 1e3 / Math.max(1, totals[variant].calls);
            perDecision[2 + variant] = totals[variant].warmNanos / 1e3 / Math.max(1, totals[variant].warmCalls);
            perDecision[4 + variant] = cpu[variant] / 1e3 / Math.max(1, totals[variant].calls);
        }
        return seed;
    }

    private static double median(List<double[]> results, int column) {
        double[] values = results.stream().mapToDouble(r -> r[column]).sorted().toArray();
        int n = values.length;
        return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
    }

    /** Times an agent's decisions; passes the clock allowance on to a sandboxed agent. */
    private static final class Timed implements Watched {
        private final Agent agent;
        long nanos;
        long calls;
        long warmNanos;
        long warmCalls;

        Timed(Agent agent) {
            this.agent = agent;
        }

        void add(Timed other) {
            nanos += other.nanos;
            calls += other.calls;
            warmNanos += other.warmNanos;
            warmCalls += other.warmCalls;
        }

        @Override
        public void allow(Duration wallClock) {
            if (agent instanceof Watched watched) {
                watched.allow(wallClock);
            }
        }

        @Override
        public boolean listensToEvents() {
            return Watched.listens(agent);
        }

        @Override
        public void onMatchStart(MatchContext context) {
            agent.onMatchStart(context);
        }

        @Override
        public Action decide(GameView view, Decision decision) {
            long start = System.nanoTime();
            Action answer = agent.decide(view, decision);
            long took = System.nanoTime() - start;
            nanos += took;
            if (++calls > COLD_DECISIONS) {
                warmNanos += took;
                warmCalls++;
            }
            return answer;
        }

        @Override
        public void onEvent(GameEvent event) {
            agent.onEvent(event);
        }

        @Override
        public void onMatchEnd(MatchResult result) {
            agent.onMatchEnd(result);
        }
    }
}
