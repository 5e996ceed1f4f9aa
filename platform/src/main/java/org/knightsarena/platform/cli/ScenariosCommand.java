package org.knightsarena.platform.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.knightsarena.platform.board.MapFile;
import org.knightsarena.platform.board.RandomSeaMap;
import org.knightsarena.platform.maps.Scenarios;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code arena scenarios}: the maps the engine knows (docs/map-format.md), one line per map file
 * with its player counts, target, islands and set-up areas, then the random New World. Reading
 * them also checks them, so a broken map file shows here with its error.
 */
@Command(name = "scenarios", description = "Lists the Seafarers scenarios and their map files.")
public final class ScenariosCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(
            names = {"-h", "--help"},
            usageHelp = true,
            description = "Shows this help and exits.")
    private boolean help;

    /** Creates the command; picocli fills in its fields. */
    public ScenariosCommand() {}

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        out.printf("%-28s %-8s %-7s %-8s %s%n", "map", "players", "target", "islands", "name (set-up areas)");
        for (MapFile map : Scenarios.files()) {
            String setup = String.join(
                    ", ",
                    map.areas().stream()
                            .filter(MapFile.Area::setup)
                            .map(MapFile.Area::id)
                            .toList());
            out.printf(
                    "%-28s %-8s %-7d %-8d %s (%s)%n",
                    map.id(),
                    join(map),
                    map.targetVictoryPoints(),
                    map.islands().size(),
                    map.name(),
                    setup);
        }
        out.printf(
                "%-28s %-8s %-7d %-8s %s%n",
                RandomSeaMap.ID, "3,4", RandomSeaMap.TARGET, "3+", "The New World, drawn from the seed (everywhere)");
        out.println("--scenario takes: " + String.join(", ", Scenarios.names()));
        out.flush();
        return 0;
    }

    private static String join(MapFile map) {
        return String.join(",", map.players().stream().map(String::valueOf).toList());
    }
}
