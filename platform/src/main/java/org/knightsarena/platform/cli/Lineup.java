package org.knightsarena.platform.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.knightsarena.api.Agent;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.external.Containment;
import org.knightsarena.platform.external.ExternalBot;
import org.knightsarena.platform.external.ProcessAgent;
import org.knightsarena.platform.external.UncontainedBots;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.TableComponents;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.BotJars;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.sandbox.HardStop;
import org.knightsarena.sandbox.SandboxSettings;
import org.knightsarena.sandbox.SandboxedBot;

/**
 * The agents entered in a run of games, in the order given on the command line, the ruleset
 * they play, and how they are seated in each game.
 *
 * <p>Game {@code i} seats the entries rotated by {@code i}: seat {@code s} gets entry
 * {@code (s + i) mod n}, so over {@code n} consecutive games every entry plays every seat once.
 * Each entry has a label that is unique in the lineup: the name as given, or, for a name given
 * more than once, the name with the next free {@code #n} suffix ({@code random}, {@code random#2}).
 * An entry ending in {@code .jar} is a bot JAR: it is checked by the sandbox when the lineup is
 * made, labelled with its file name without {@code .jar}, and plays in the sandbox (instrumented,
 * in its own class loaders) in this JVM, on a thread of its own that is abandoned, and the bot
 * ejected, if a call outlives its hard limit ({@link HardStop#ABANDON_THREAD}). An entry
 * {@code python:path/to/bot.py} is a process bot ({@link ExternalBot}), labelled with its file name
 * without {@code .py}, started afresh for each game as a {@link ProcessAgent}, under bubblewrap
 * when it is installed ({@link Containment#available()}). Immutable and
 * thread-safe.
 */
final class Lineup {

    private final Ruleset ruleset;
    private final List<String> labels;
    private final List<Source> sources;
    private final List<String> workerNames;
    private final boolean processBots;

    /** Makes an entry's fresh agent for each game. */
    @FunctionalInterface
    private interface Source {
        Agent newAgent(long seed);
    }

    private Lineup(
            Ruleset ruleset, List<String> labels, List<Source> sources, List<String> workerNames, boolean processBots) {
        this.ruleset = ruleset;
        this.labels = List.copyOf(labels);
        this.sources = List.copyOf(sources);
        this.workerNames = List.copyOf(workerNames);
        this.processBots = processBots;
    }

    /**
     * Checks and labels the agents given on the command line, for games of one ruleset.
     *
     * @param ruleset the ruleset, never null
     * @param names   2 to 6 built-in names, each optionally with a {@code #n} suffix, or paths of
     *                bot JARs, never null
     * @param catalog where the names are looked up, never null
     * @return the lineup
     * @throws IllegalArgumentException if there are not 2 to 6 names (2 is Catan for Two), a name is unknown, or the
     *                                  sandbox refuses a JAR; the message names the offending value
     *                                  (with the sandbox's report)
     */
    static Lineup of(Ruleset ruleset, List<String> names, AgentCatalog catalog) {
        Objects.requireNonNull(ruleset, "ruleset");
        Objects.requireNonNull(names, "names");
        Objects.requireNonNull(catalog, "catalog");
        try {
            TableComponents.checkTable(ruleset, names.size(), "a game");
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                    e.getMessage() + ": one agent per seat, got " + String.join(",", names), e);
        }
        Set<String> used = new HashSet<>();
        List<String> labels = new ArrayList<>(names.size());
        List<Source> sources = new ArrayList<>(names.size());
        List<String> workerNames = new ArrayList<>(names.size());
        BotJars jars = new BotJars(SandboxSettings.defaults());
        Containment containment = Containment.available();
        boolean processBots = false;
        for (String raw : names) {
            String name = raw.trim();
            if (ExternalBot.isExternal(name)) {
                processBots = true;
                ExternalBot bot = ExternalBot.parse(name);
                sources.add(seed -> new ProcessAgent(bot, containment));
                labels.add(unique(bot.label(), used));
                workerNames.add(labels.get(labels.size() - 1));
                continue;
            }
            if (name.toLowerCase(Locale.ROOT).endsWith(".jar")) {
                Path jar = Path.of(name);
                SandboxedBot bot = jars.load(jar);
                sources.add(seed -> bot.newAgent(seed, HardStop.ABANDON_THREAD));
                labels.add(unique(BotJars.nameOf(jar), used));
                workerNames.add(MatchSpec.JAR_PREFIX + jar.toAbsolutePath().normalize());
                continue;
            }
            if (name.isEmpty() || !catalog.contains(name)) {
                throw new IllegalArgumentException(
                        "unknown agent '" + name + "'; built-in agents: " + String.join(", ", catalog.names()));
            }
            String label = name;
            for (int n = 2; !used.add(label); n++) {
                label = AgentCatalog.baseName(name) + "#" + n;
            }
            labels.add(label);
            workerNames.add(label);
            String builtIn = label;
            sources.add(seed -> catalog.create(builtIn));
        }
        return new Lineup(ruleset, labels, sources, workerNames, processBots);
    }

    /** @return {@code label}, or with the next free {@code #n} suffix when it is taken; marks it taken */
    private static String unique(String label, Set<String> used) {
        String free = label;
        for (int n = 2; !used.add(free); n++) {
            free = label + "#" + n;
        }
        return free;
    }

    /** @return the warning to print before the games when a process bot would run uncontained */
    Optional<String> uncontainedWarning() {
        return processBots ? UncontainedBots.RUN_WITH_WARNING.warning(Containment.available()) : Optional.empty();
    }

    /** @return the ruleset the games are played by */
    Ruleset ruleset() {
        return ruleset;
    }

    /** @return the standard options of the ruleset for this many players */
    GameOptions options() {
        return GameOptions.standard(ruleset, labels.size());
    }

    /** @return the number of entries, which is also the number of seats: 2 to 6 */
    int size() {
        return labels.size();
    }

    /** @return the entries' labels in the order given, unique */
    List<String> labels() {
        return labels;
    }

    /**
     * Returns which entry sits in a seat of a game.
     *
     * @param game the game's index, 0 or more
     * @param seat 0 to {@code size() - 1}
     * @return the entry's index in {@link #labels()}
     */
    int entryAt(long game, int seat) {
        return (int) ((seat + game) % labels.size());
    }

    /** @return the labels of a game's entries by seat */
    List<String> seatedLabels(long game) {
        List<String> seated = new ArrayList<>(labels.size());
        for (int s = 0; s < labels.size(); s++) {
            seated.add(labels.get(entryAt(game, s)));
        }
        return seated;
    }

    /**
     * @return a game's seats as a worker JVM resolves them: {@code jar:} and the JAR's absolute
     *         path for a bot JAR (played sandboxed there), the label otherwise
     */
    List<String> seatedWorkerNames(long game) {
        List<String> seated = new ArrayList<>(labels.size());
        for (int s = 0; s < labels.size(); s++) {
            seated.add(workerNames.get(entryAt(game, s)));
        }
        return seated;
    }

    /**
     * @param game the game's index, which fixes the seating
     * @param seed the game's seed, for the sandbox's determinism rewrites in bot JARs
     * @return fresh agents for a game, by seat
     */
    List<Agent> seatedAgents(long game, long seed) {
        List<Agent> seated = new ArrayList<>(labels.size());
        for (int s = 0; s < labels.size(); s++) {
            seated.add(sources.get(entryAt(game, s)).newAgent(seed));
        }
        return seated;
    }
}
