package org.knightsarena.web.table;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.platform.match.VariantChoice;
import org.knightsarena.tournaments.schedule.TableSize;
import org.knightsarena.tournaments.source.AgentSource;
import org.knightsarena.web.accounts.Caller;
import org.knightsarena.web.http.VariantFields;

/**
 * What a person asks for when starting a game: the ruleset, the bots at the table in seat order
 * (the person's seat left out), which seat the person takes, and optionally a turn cap, the
 * easy start variant, and variants or a Seafarers scenario. {@link #check} turns it into the game's settings or says what is wrong.
 *
 * @param ruleset   a ruleset id, {@code base} or {@code cities-and-knights}
 * @param bots      the other players, 2 or 3: built-in bots or uploaded bots the person may see
 * @param seat      the person's seat, 0 to the number of bots; null means 0
 * @param turnCap   turns after which the game ends by points; null means the default
 * @param easyStart whether the Cities &amp; Knights easy start variant is played; null means no
 * @param moveSeconds the person's clock: seconds for each decision, after which the table plays
 *                  the default move for them with a timeout fault; null means no clock
 * @param watchable whether anyone may watch the game (as a spectator, who sees what every seat
 *                  sees and no hand); null means no, only its person sees it
 * @param seed      the game's seed (board, dice, decks and the bots' generators), so a game can be
 *                  dealt again or a test can set up a position; null means a fresh random one
 * @param variants  the variants to play, comma-separated ({@code seafarers}, {@code catan-for-two},
 *                  {@code barbarian-attack}); null or empty means none
 * @param scenario  the Seafarers scenario to play on (a name {@code arena scenarios} lists); null or
 *                  empty means the standard island
 */
public record NewTable(
        String ruleset,
        List<String> bots,
        Integer seat,
        Integer turnCap,
        Boolean easyStart,
        Integer moveSeconds,
        Boolean watchable,
        Long seed,
        String variants,
        String scenario) {
    /** The shortest and longest clock a person may set, in seconds per decision. */
    static final int MIN_MOVE_SECONDS = 5;

    static final int MAX_MOVE_SECONDS = 3600;

    /** A sample body, for error messages. */
    public static final String EXAMPLE =
            "{\"ruleset\": \"cities-and-knights\", \"bots\": [\"random\", \"heuristic\"]," + " \"seat\": 0}";

    /**
     * The settings of a checked request.
     *
     * @param bots    the bots' names in seat order, the person's seat left out
     * @param sources where each bot's code comes from, as an agent version names it
     * @param clock   the person's time per decision, if they set one
     * @param watchable whether anyone may watch the game
     * @param seed    the seed asked for, empty for a random one
     */
    record Settings(
            GameOptions options,
            List<String> bots,
            List<String> sources,
            int seat,
            Optional<Duration> clock,
            boolean watchable,
            Optional<Long> seed) {
        /** @return the number of seats */
        int players() {
            return bots.size() + 1;
        }
    }

    /**
     * @param seatable the bots that may be seated
     * @param caller    who asks, for the bots they may see
     * @return the game's settings
     * @throws IllegalArgumentException saying what is wrong
     */
    Settings check(TableBots seatable, Optional<Caller> caller) {
        if (ruleset == null) {
            throw new IllegalArgumentException(
                    "say which ruleset to play: \"ruleset\": \"cities-and-knights\" or \"base\"");
        }
        Ruleset rules = Ruleset.fromId(ruleset);
        if (bots == null || bots.size() < TableSize.MIN - 1 || bots.size() > TableSize.MAX - 1) {
            throw new IllegalArgumentException("a game has " + TableSize.RANGE + " players: name "
                    + (TableSize.MIN - 1) + " to " + (TableSize.MAX - 1) + " bots in \"bots\", not "
                    + (bots == null ? "none" : bots.size()));
        }
        TableSize.require(rules, bots.size() + 1); // 2 seats: Catan for Two
        List<String> names = new ArrayList<>();
        List<String> sources = new ArrayList<>();
        for (String bot : bots) {
            Optional<String> source = bot == null ? Optional.empty() : seatable.source(caller, bot);
            if (source.isEmpty()) {
                throw new IllegalArgumentException("there is no bot '" + bot + "'; the bots you may play against: "
                        + String.join(", ", seatable.names(caller)));
            }
            boolean process = MatchSpec.isProcess(source.get());
            if (process && seatable.processBotRefusal().isPresent()) {
                throw new IllegalArgumentException("'" + bot.strip() + "' is a process bot (an uploaded zip), which"
                        + " cannot play here: " + seatable.processBotRefusal().get());
            }
            // an uploaded bot is called by its name, a built-in one by its catalogue name
            names.add(
                    process || AgentSource.parse(source.get()) instanceof AgentSource.Stored
                            ? bot.strip()
                            : source.get());
            sources.add(source.get());
        }
        int mine = seat == null ? 0 : seat;
        if (mine < 0 || mine > names.size()) {
            throw new IllegalArgumentException(
                    "your seat is 0 to " + names.size() + " at a table of " + (names.size() + 1) + ", not " + mine);
        }
        int cap = turnCap == null ? GameOptions.DEFAULT_TURN_CAP : turnCap;
        if (cap < 1 || cap > GameOptions.DEFAULT_TURN_CAP) {
            throw new IllegalArgumentException("the turn cap is 1 to " + GameOptions.DEFAULT_TURN_CAP + ", not " + cap);
        }
        GameOptions options = GameOptions.standard(rules, names.size() + 1).withTurnCap(cap);
        if (Boolean.TRUE.equals(easyStart)) {
            if (rules != Ruleset.CITIES_AND_KNIGHTS) {
                throw new IllegalArgumentException(
                        "the easy start is a Cities & Knights variant; the base game has none");
            }
            options = options.withStart(GameOptions.Start.EASY);
        }
        try {
            options = VariantChoice.parse(variants, scenario).applyTo(options);
        } catch (VariantChoice.Refusal e) {
            throw new IllegalArgumentException(VariantFields.message(e), e);
        }
        if (moveSeconds != null && (moveSeconds < MIN_MOVE_SECONDS || moveSeconds > MAX_MOVE_SECONDS)) {
            throw new IllegalArgumentException("the clock is " + MIN_MOVE_SECONDS + " to " + MAX_MOVE_SECONDS
                    + " seconds per decision, not " + moveSeconds + "; leave moveSeconds out to play without one");
        }
        return new Settings(
                options,
                List.copyOf(names),
                List.copyOf(sources),
                mine,
                Optional.ofNullable(moveSeconds).map(Duration::ofSeconds),
                Boolean.TRUE.equals(watchable),
                Optional.ofNullable(seed));
    }
}
