package org.knightsarena.tournaments.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.knightsarena.platform.cli.BenchCommand;
import org.knightsarena.platform.cli.CheckCommand;
import org.knightsarena.platform.cli.PlayCommand;
import org.knightsarena.platform.cli.RulesOption;
import org.knightsarena.platform.cli.RulesetsOption;
import org.knightsarena.platform.cli.SeedOption;
import org.knightsarena.platform.cli.ThreadsOption;
import org.knightsarena.platform.cli.TurnCapOption;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * The options that several commands share (issue 14) come from one picocli mixin each, in
 * platform's and tournaments' commands alike: the same name, the same help text and the same
 * words for a bad value everywhere.
 */
class SharedOptionsTest {

    /** Each command and, by option, the mixin it must take the option from. */
    private static final Map<String, Map<String, Class<?>>> OPTIONS = new LinkedHashMap<>();

    static {
        OPTIONS.put(
                "play",
                Map.of(
                        "--rules",
                        RulesOption.class,
                        "--seed",
                        SeedOption.class,
                        "--threads",
                        ThreadsOption.class,
                        "--turn-cap",
                        TurnCapOption.class));
        OPTIONS.put("bench", Map.of("--rules", RulesetsOption.class, "--threads", ThreadsOption.class));
        OPTIONS.put("check", Map.of("--rules", RulesetsOption.class, "--seed", SeedOption.class));
        OPTIONS.put(
                "tournament",
                Map.of(
                        "--rules",
                        RulesOption.class,
                        "--seed",
                        SeedOption.class,
                        "--threads",
                        ThreadsOption.class,
                        "--turn-cap",
                        TurnCapOption.class));
        OPTIONS.put("bench-tournament", Map.of("--rules", RulesOption.class, "--threads", ThreadsOption.class));
        OPTIONS.put("worker", Map.of("--threads", ThreadsOption.class));
    }

    private static CommandLine command(String name) {
        Object command = switch (name) {
            case "play" -> new PlayCommand();
            case "bench" -> new BenchCommand();
            case "check" -> new CheckCommand();
            case "tournament" -> new TournamentCommand();
            case "bench-tournament" -> new TournamentBenchCommand();
            case "worker" -> new WorkerCommand();
            default -> throw new AssertionError(name);
        };
        return new CommandLine(command);
    }

    @Test
    void eachSharedOptionComesFromItsMixinInEveryCommandThatOffersIt() {
        for (Map.Entry<String, Map<String, Class<?>>> command : OPTIONS.entrySet()) {
            CommandSpec spec = command(command.getKey()).getCommandSpec();
            for (String option : List.of("--rules", "--seed", "--threads", "--turn-cap")) {
                Class<?> expected = command.getValue().get(option);
                Set<Class<?>> from = new HashSet<>();
                for (CommandSpec mixin : spec.mixins().values()) {
                    if (mixin.findOption(option) != null) {
                        from.add(mixin.userObject().getClass());
                    }
                }
                if (expected == null) {
                    assertEquals(null, spec.findOption(option), command.getKey() + " has no " + option);
                } else {
                    assertEquals(Set.of(expected), from, command.getKey() + " " + option);
                }
            }
        }
    }

    @Test
    void aSharedOptionHasOneHelpTextWhereverItIsOffered() {
        Map<String, Set<String>> texts = new TreeMap<>();
        for (String command : OPTIONS.keySet()) {
            for (CommandLine.Model.OptionSpec o :
                    command(command).getCommandSpec().options()) {
                if (List.of("--seed", "--threads", "--turn-cap").contains(o.longestName())) {
                    texts.computeIfAbsent(o.longestName(), k -> new TreeSet<>())
                            .add(o.paramLabel() + " " + String.join(" ", o.description()));
                }
            }
        }
        assertEquals(Set.of("--seed", "--threads", "--turn-cap"), texts.keySet());
        texts.forEach((option, seen) -> assertEquals(1, seen.size(), option + ": " + seen));
    }

    @Test
    void aBadValueIsRefusedWithTheSameWordsByEveryCommand() {
        Map<String, String> refusals = Map.of(
                "--threads", "Invalid value for option '--threads': must be 1 or more, but was 0",
                "--turn-cap", "Invalid value for option '--turn-cap': must be 1 or more, but was 0",
                "--rules",
                        "Invalid value for option '--rules': unknown ruleset 'chess': use base or cities-and-knights");
        Map<String, String> bad = Map.of("--threads", "0", "--turn-cap", "0", "--rules", "chess", "--seed", "soon");
        int checked = 0;
        for (Map.Entry<String, Map<String, Class<?>>> command : OPTIONS.entrySet()) {
            for (String option : command.getValue().keySet()) {
                CommandLine line = command(command.getKey());
                ParameterException e = assertThrows(
                        ParameterException.class,
                        () -> line.parseArgs(option, bad.get(option)),
                        command.getKey() + " " + option);
                String expected =
                        refusals.getOrDefault(option, "Invalid value for option '--seed': 'soon' is not a long");
                assertEquals(expected, e.getMessage(), command.getKey() + " " + option);
                checked++;
            }
        }
        assertTrue(checked >= 14, "every shared option of every command: " + checked);
    }
}
