package org.knightsarena.web.browser;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.knightsarena.agents.RandomAgent;
import org.knightsarena.api.Agent;
import org.knightsarena.api.MatchContext;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.OfferTrade;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.match.SeatRandom;

/**
 * Plays in process the game a seeded table of the dashboard deals (Cities &amp; Knights, {@code
 * random} bots with the generators the table gives them) with the person's seat answered by
 * {@link PagePolicy}, as the page player would answer it by clicking; it tells which decisions the
 * person meets. A test-side search for seeds (not shipped): {@code PagePolicyRehearsalTest} checks
 * it against the games the browser plays, and {@code PagePolicySeedSearch} uses it to find them.
 */
final class PagePolicyRehearsal {
    private static final ObjectMapper JSON = new ObjectMapper();

    private PagePolicyRehearsal() {}

    /** What one rehearsed game gave: the person's decision types in the order first met, and the game. */
    record Rehearsed(List<String> met, Game game) {
        Set<String> metSet() {
            return new TreeSet<>(met);
        }
    }

    /**
     * @param seed     the table's seed
     * @param players  seats at the table, the person's included
     * @param seat     the person's seat
     * @param turnCap  the table's turn cap
     */
    static Rehearsed play(long seed, int players, int seat, int turnCap) {
        GameOptions options =
                GameOptions.standard(Ruleset.CITIES_AND_KNIGHTS, players).withTurnCap(turnCap);
        Game game = Game.create(options, seed);
        Agent[] bots = new Agent[players];
        for (int p = 0; p < players; p++) {
            if (p != seat) {
                bots[p] = new RandomAgent();
                // the generator BotSeat.start gives a table's bot
                bots[p].onMatchStart(new MatchContext(
                        p,
                        players,
                        Ruleset.CITIES_AND_KNIGHTS,
                        SeatRandom.forSeat(seed, p),
                        TimeBudget.DEFAULT,
                        line -> {}));
            }
        }
        List<String> met = new ArrayList<>();
        while (!game.isOver()) {
            Decision decision = game.decision();
            int decider = game.decider();
            Action answer;
            if (decider == seat) {
                String type = decision.getClass().getSimpleName();
                if (!met.contains(type)) {
                    met.add(type);
                }
                answer = personsAnswer(game.actions().size(), decision);
            } else {
                answer = bots[decider].decide(game.view(decider), decision);
                if (answer == null || decision.validate(answer).isPresent()) {
                    answer = decision.defaultAnswer();
                }
            }
            if (decision.validate(answer).isPresent()) {
                throw new AssertionError("the policy played " + answer + " for " + decision);
            }
            game.applyChecked(answer);
        }
        return new Rehearsed(met, game);
    }

    private static Action personsAnswer(int number, Decision decision) {
        if (decision instanceof MainTurn turn) {
            OfferTrade offer = PagePolicy.offer(number, turn.offersLeft(), turn.hand(), turn.tradable());
            if (offer != null) {
                return offer;
            }
        }
        List<Action> options = decision.options();
        if (options.isEmpty()) {
            return decision.defaultAnswer(); // the card form filled in with the first cards
        }
        List<String> types = new ArrayList<>();
        for (Action option : options) {
            types.add(typeOf(option));
        }
        return options.get(PagePolicy.pick(number, types));
    }

    /** @return the action's type as the replay format, and so the page's option buttons, name it */
    static String typeOf(Action action) {
        try {
            return JSON.readTree(ReplayJson.writeAction(action)).get("type").asText();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
