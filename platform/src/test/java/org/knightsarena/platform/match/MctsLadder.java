package org.knightsarena.platform.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.knightsarena.agents.HeuristicAgent;
import org.knightsarena.agents.MctsAgent;
import org.knightsarena.agents.RandomAgent;
import org.knightsarena.agents.SearchSettings;
import org.knightsarena.api.Agent;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.api.event.FaultRecorded;
import org.knightsarena.platform.game.state.GameOptions;

/**
 * The strength ladder of the search bot: four-player games of a line-up (by default mcts,
 * heuristic, random and random), rotated one seat every game so that each agent plays every
 * seat equally, for each ruleset. Prints each agent's win rate per seat it holds with a 95%
 * Wilson interval, the time per game and any faults. A benchmark to run by hand, not a test:
 *
 * <pre>
 * java -cp ... org.knightsarena.platform.match.MctsLadder [games per ruleset] [first seed]
 *     [iterationsPerCandidate maxIterations maxCandidates rolloutRounds exploration
 *      [ruleset id or all [line-up, comma-separated]]]
 * </pre>
 */
public final class MctsLadder {

    private static final String DEFAULT_LINEUP = "mcts,heuristic,random,random";

    private MctsLadder() {}

    public static void main(String[] args) {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        long firstSeed = args.length > 1 ? Long.parseLong(args[1]) : 1;
        SearchSettings settings = args.length > 6
                ? new SearchSettings(
                        Integer.parseInt(args[2]),
                        Integer.parseInt(args[3]),
                        Integer.parseInt(args[4]),
                        Integer.parseInt(args[5]),
                        Double.parseDouble(args[6]))
                : SearchSettings.DEFAULT;
        String rules = args.length > 7 ? args[7] : "all";
        String[] lineup = (args.length > 8 ? args[8] : DEFAULT_LINEUP).split(",");
        if (lineup.length != 4) {
            throw new IllegalArgumentException("the line-up needs 4 agents, not " + String.join(",", lineup));
        }
        System.out.println("settings " + settings + ", " + games + " games per ruleset from seed " + firstSeed
                + ", line-up " + String.join(",", lineup));
        for (Ruleset ruleset : Ruleset.values()) {
            if (rules.equals("all") || rules.equals(ruleset.id())) {
                ladder(ruleset, games, firstSeed, settings, lineup);
            }
        }
    }

    private static void ladder(Ruleset ruleset, int games, long firstSeed, SearchSettings settings, String[] lineup) {
        MatchRunner runner = new MatchRunner(GameOptions.standard(ruleset, 4), TimeBudget.DEFAULT);
        Map<String, Integer> wins = new TreeMap<>();
        Map<String, Integer> seats = new TreeMap<>();
        for (String name : lineup) {
            wins.put(name, 0);
            seats.merge(name, 1, Integer::sum);
        }
        int faults = 0;
        int noWinner = 0;
        long turns = 0;
        long start = System.nanoTime();
        for (int g = 0; g < games; g++) {
            List<Agent> agents = new ArrayList<>();
            List<String> names = new ArrayList<>();
            for (int seat = 0; seat < 4; seat++) {
                String name = lineup[Math.floorMod(seat - g, 4)];
                names.add(name);
                agents.add(create(name, settings));
            }
            MatchRecord match = runner.play(firstSeed + g, agents, names);
            faults += match.faults().stream().mapToInt(Integer::intValue).sum();
            long seed = firstSeed + g;
            match.game().events().stream()
                    .filter(e -> e instanceof FaultRecorded)
                    .limit(3)
                    .forEach(e -> System.out.println("  fault in game " + seed + ": " + e));
            turns += match.result().turns();
            if (match.result().winner().isPresent()) {
                wins.merge(names.get(match.result().winner().getAsInt()), 1, Integer::sum);
            } else {
                noWinner++;
            }
            if ((g + 1) % 20 == 0) {
                System.out.printf(
                        Locale.ROOT,
                        "  %s: %d games, wins %s, %.2f s/game%n",
                        ruleset,
                        g + 1,
                        wins,
                        (System.nanoTime() - start) / 1e9 / (g + 1));
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf(
                Locale.ROOT,
                "%s: %d games, %.2f s/game, %.1f turns/game, %d faults, %d without a winner%n",
                ruleset,
                games,
                seconds / games,
                (double) turns / games,
                faults,
                noWinner);
        for (Map.Entry<String, Integer> e : wins.entrySet()) {
            int n = games * seats.get(e.getKey());
            double[] ci = wilson(e.getValue(), n);
            System.out.printf(
                    Locale.ROOT,
                    "  %-10s won %4d of %d seat-games: %5.1f%%  (95%% CI %5.1f%% to %5.1f%%)%n",
                    e.getKey(),
                    e.getValue(),
                    n,
                    100.0 * e.getValue() / n,
                    100 * ci[0],
                    100 * ci[1]);
        }
    }

    private static Agent create(String name, SearchSettings settings) {
        switch (name) {
            case "mcts":
                return new MctsAgent(settings);
            case "heuristic":
                return new HeuristicAgent();
            case "random":
                return new RandomAgent();
            default:
                throw new IllegalArgumentException(
                        "unknown agent '" + name + "'; the ladder knows mcts, heuristic, random");
        }
    }

    /** @return the 95% Wilson score interval of {@code k} successes in {@code n} trials */
    static double[] wilson(int k, int n) {
        double z = 1.96;
        double p = (double) k / n;
        double denominator = 1 + z * z / n;
        double centre = (p + z * z / (2 * n)) / denominator;
        double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / denominator;
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }
}
