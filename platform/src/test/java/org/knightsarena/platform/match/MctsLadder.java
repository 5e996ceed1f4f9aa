package org.knightsarena.platform.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.knightsarena.agents.HeuristicAgent;
import org.knightsarena.agents.MctsAgent;
import org.knightsarena.agents.RandomAgent;
import org.knightsarena.agents.SearchSettings;
import org.knightsarena.api.Agent;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.api.event.FaultRecorded;
import org.knightsarena.platform.game.GameOptions;

/**
 * The strength ladder of the search bot: four-player games of mcts, heuristic, random and
 * random, the line-up rotated one seat every game so that each agent plays every seat equally,
 * for each ruleset. Prints each agent's win rate with a 95% Wilson interval, and the time per
 * game. A benchmark to run by hand, not a test:
 *
 * <pre>
 * java -cp ... org.knightsarena.platform.match.MctsLadder [games per ruleset] [first seed]
 *     [iterationsPerCandidate maxIterations maxCandidates rolloutRounds exploration [ruleset id]]
 * </pre>
 */
public final class MctsLadder {

    private static final String[] LINEUP = {"mcts", "heuristic", "random", "random"};

    private MctsLadder() {
    }

    public static void main(String[] args) {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        long firstSeed = args.length > 1 ? Long.parseLong(args[1]) : 1;
        SearchSettings settings = args.length > 6
                ? new SearchSettings(Integer.parseInt(args[2]), Integer.parseInt(args[3]), Integer.parseInt(args[4]),
                        Integer.parseInt(args[5]), Double.parseDouble(args[6]))
                : SearchSettings.DEFAULT;
        System.out.println("settings " + settings + ", " + games + " games per ruleset from seed " + firstSeed);
        for (Ruleset ruleset : Ruleset.values()) {
            if (args.length > 7 && !args[7].equals(ruleset.id())) {
                continue;
            }
            ladder(ruleset, games, firstSeed, settings);
        }
    }

    private static void ladder(Ruleset ruleset, int games, long firstSeed, SearchSettings settings) {
        MatchRunner runner = new MatchRunner(GameOptions.standard(ruleset, 4), TimeBudget.DEFAULT);
        int[] wins = new int[LINEUP.length];
        int faults = 0;
        int noWinner = 0;
        long turns = 0;
        long start = System.nanoTime();
        for (int g = 0; g < games; g++) {
            List<Agent> agents = new ArrayList<>();
            List<String> names = new ArrayList<>();
            int[] roleOfSeat = new int[4];
            for (int seat = 0; seat < 4; seat++) {
                int role = Math.floorMod(seat - g, 4);
                roleOfSeat[seat] = role;
                names.add(LINEUP[role]);
                agents.add(create(LINEUP[role], settings));
            }
            MatchRecord match = runner.play(firstSeed + g, agents, names);
            faults += match.faults().stream().mapToInt(Integer::intValue).sum();
            final int game = g;
            match.game().events().stream().filter(e -> e instanceof FaultRecorded).limit(3)
                    .forEach(e -> System.out.println("  fault in game " + (firstSeed + game) + ": " + e));
            turns += match.result().turns();
            if (match.result().winner().isPresent()) {
                wins[roleOfSeat[match.result().winner().getAsInt()]]++;
            } else {
                noWinner++;
            }
            if ((g + 1) % 20 == 0) {
                System.out.printf(Locale.ROOT, "  %s: %d games, mcts %d heuristic %d random %d+%d, %.2f s/game%n",
                        ruleset, g + 1, wins[0], wins[1], wins[2], wins[3], (System.nanoTime() - start) / 1e9 / (g + 1));
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf(Locale.ROOT, "%s: %d games, %.2f s/game, %.1f turns/game, %d faults, %d without a winner%n",
                ruleset, games, seconds / games, (double) turns / games, faults, noWinner);
        String[] labels = {"mcts", "heuristic", "random (2 seats)"};
        int[] counts = {wins[0], wins[1], wins[2] + wins[3]};
        int[] seatsPerGame = {1, 1, 2};
        for (int i = 0; i < labels.length; i++) {
            int n = games * seatsPerGame[i];
            double[] ci = wilson(counts[i], n);
            System.out.printf(Locale.ROOT, "  %-17s won %4d of %d seat-games: %5.1f%%  (95%% CI %5.1f%% to %5.1f%%)%n",
                    labels[i], counts[i], n, 100.0 * counts[i] / n, 100 * ci[0], 100 * ci[1]);
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
                throw new AssertionError(name);
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
