package org.knightsarena.web.table;

import java.time.Clock;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.Variant;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.platform.match.VariantChoice;
import org.knightsarena.tournaments.accounts.SignupRecords;
import org.knightsarena.tournaments.board.BuiltInBots;
import org.knightsarena.tournaments.queue.PersonGames;
import org.knightsarena.tournaments.source.AgentSource;
import org.knightsarena.tournaments.storage.AgentVersion;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.tournament.EntrantSpec;
import org.knightsarena.tournaments.tournament.MatchLimits;

/**
 * Stores a finished table as a match, through the one store path of finished matches
 * ({@link PersonGames}, then {@code ResultRecorder}): unrated, requested by the person, with its
 * replay; or, when an admin turned the People league on, rated as a match of that league. Each seat is entered as the agent version that played it: the person's seat as the
 * built-in {@link PersonGames#PERSON_AGENT} agent, a built-in bot as its built-in version, an
 * uploaded bot as the version its JAR or zip was stored as. Thread-safe.
 */
final class TableMatches {
    private final BuiltInBots builtIns;
    private final Clock clock;
    private final PersonGames games;
    private final SignupRecords settings;

    TableMatches(Database database, Clock clock) {
        this.builtIns = new BuiltInBots(Objects.requireNonNull(database, "database"));
        this.clock = Objects.requireNonNull(clock, "clock");
        this.games = new PersonGames(database, clock);
        this.settings = new SignupRecords(database);
    }

    /** @return the highest table id stored as a match, 0 when none */
    long lastTable() {
        return games.lastTable();
    }

    /** @return the id of the match the table was stored as, when it was */
    Optional<Long> match(long table) {
        return games.match(table);
    }

    /** Stores the game, once, rated in the People league when the admin said so (issue 21); @return its match's id */
    long store(Table.Played played) {
        List<EntrantSpec> seats = new ArrayList<>();
        for (int p = 0; p < played.players().size(); p++) {
            seats.add(new EntrantSpec(played.players().get(p), version(played, p)));
        }
        GameOptions options = played.options();
        MatchLimits limits = new MatchLimits(options.turnCap(), TimeBudget.DEFAULT, MatchSpec.DEFAULT_STRIKE_LIMIT);
        return games.store(
                new PersonGames.Game(
                        played.id(),
                        played.ownerId(),
                        PersonGames.settings(
                                options.ruleset(),
                                played.players().size(),
                                played.seed(),
                                options.start() == GameOptions.Start.EASY,
                                limits,
                                variants(options)),
                        seats,
                        played.outcome()),
                settings.peopleLeagueRated());
    }

    /**
     * @return the variants and scenario the game was played with, as a league stores them: Catan
     *     for Two is left implied by the table of two, so such games keep the People league they
     *     had before variants were named
     */
    private static VariantChoice variants(GameOptions options) {
        Set<Variant> named = EnumSet.noneOf(Variant.class);
        named.addAll(options.variants());
        named.remove(Variant.CATAN_FOR_TWO);
        return new VariantChoice(named, options.scenario());
    }

    private AgentVersion version(Table.Played played, int seat) {
        if (seat == played.seat()) {
            return builtIns.version(PersonGames.PERSON_AGENT, clock.instant());
        }
        String source = played.sources().get(seat);
        if (MatchSpec.isProcess(source)) { // an uploaded zip's version is stored with its entry as its source
            return builtIns.bySource(source)
                    .orElseThrow(() -> new IllegalStateException("the bot at seat " + seat + " of game " + played.id()
                            + " (" + source + ") is no longer stored"));
        }
        AgentSource parsed = AgentSource.parse(source);
        if (parsed instanceof AgentSource.BuiltIn builtIn) {
            return builtIns.version(builtIn.name(), clock.instant());
        }
        // By the source's code: a game saved with a JAR's path before digests finds the version by its digest.
        return builtIns.bySource(parsed.code())
                .orElseThrow(() -> new IllegalStateException("the bot at seat " + seat + " of game " + played.id()
                        + " (" + source + ") is no longer stored"));
    }
}
