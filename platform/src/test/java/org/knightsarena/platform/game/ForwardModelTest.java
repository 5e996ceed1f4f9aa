package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Agent;
import org.knightsarena.api.AgentLog;
import org.knightsarena.api.GameView;
import org.knightsarena.api.MatchContext;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.Simulation;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.api.action.AcceptOffer;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildShip;
import org.knightsarena.api.action.MovePathKnight;
import org.knightsarena.api.action.MoveShip;
import org.knightsarena.api.action.PlacePathKnight;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.decision.ChooseTradePartner;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.RespondToOffer;
import org.knightsarena.api.event.TradeOffered;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.maps.Scenarios;
import org.knightsarena.platform.match.AgentCatalog;

/** The forward model agents search with: determinised copies consistent with what the viewer knows. */
class ForwardModelTest {

    @Test
    void aTradeOfferUnderWayKeepsTheCardsItShowsInEveryDeterminisedHand() {
        AgentCatalog catalog = AgentCatalog.builtIn();
        int responses = 0;
        int partners = 0;
        for (long seed = 1; seed <= 30 && (responses < 20 || partners < 5); seed++) {
            Game game = Game.create(GameOptions.standard(Ruleset.CITIES_AND_KNIGHTS, 4), seed);
            List<Agent> agents = List.of(
                    catalog.create("random"),
                    catalog.create("random"),
                    catalog.create("random"),
                    catalog.create("random"));
            Random random = new Random(seed);
            for (int p = 0; p < 4; p++) {
                agents.get(p)
                        .onMatchStart(new MatchContext(
                                p,
                                4,
                                Ruleset.CITIES_AND_KNIGHTS,
                                new Random(seed * 31 + p),
                                TimeBudget.DEFAULT,
                                AgentLog.DISCARD));
            }
            while (!game.isOver()) {
                Decision decision = game.decision();
                GameView view = game.view(decision.seat());
                if (decision instanceof RespondToOffer offer) {
                    responses++;
                    for (int i = 0; i < 5; i++) {
                        Simulation sim = view.simulate();
                        assertTrue(
                                sim.view(offer.offerer()).hand().covers(offer.give()),
                                "the offerer still holds what it offers, seed " + seed);
                        // accepting and completing the trade works in the copy as in the game
                        if (view.hand().covers(offer.take())) {
                            sim.apply(AcceptOffer.INSTANCE);
                        }
                    }
                } else if (decision instanceof ChooseTradePartner choose) {
                    partners++;
                    for (int i = 0; i < 5; i++) {
                        Simulation sim = view.simulate();
                        for (Integer p : choose.accepted()) {
                            assertTrue(
                                    sim.view(p).hand().covers(lastOfferTake(game)),
                                    "a seat that accepted still holds what it would give, seed " + seed);
                        }
                        sim.apply(choose.options()
                                .get(random.nextInt(choose.options().size())));
                    }
                }
                game.applyChecked(agents.get(decision.seat()).decide(view, decision));
            }
        }
        assertTrue(responses >= 20 && partners >= 5, "saw " + responses + " responses and " + partners + " choices");
    }

    private static Cards lastOfferTake(Game game) {
        for (int i = game.events().size() - 1; i >= 0; i--) {
            if (game.events().get(i) instanceof TradeOffered o) {
                return o.take();
            }
        }
        throw new AssertionError("no offer");
    }

    @Test
    @DisplayName(
            "R-23.2, R-23.3: BuildShip and MoveShip applied to a forward model's copy change the copy, never the game")
    void shipsBuiltAndMovedInACopyLeaveTheGameAlone() {
        int built = 0;
        int moved = 0;
        for (long seed = 1; seed <= 40 && (built < 20 || moved < 5); seed++) {
            Ruleset ruleset = seed % 2 == 0 ? Ruleset.BASE : Ruleset.CITIES_AND_KNIGHTS;
            Game game = Game.create(
                    GameOptions.standard(ruleset, 4).withScenario("heading-for-new-shores"), seed, Scenarios::deal);
            int[] counts = {0, 0};
            RandomPlay.toTheEnd(game, new Random(seed), played -> {
                if (!played.isOver()) {
                    checkShipOptionsInCopies(played, counts);
                }
            });
            built += counts[0];
            moved += counts[1];
        }
        assertTrue(built >= 20 && moved >= 5, "too few ship options met: " + built + " builds, " + moved + " moves");
    }

    /** Applies every ship build and move the pending decision offers to a fresh copy of it. */
    private static void checkShipOptionsInCopies(Game game, int[] counts) {
        Decision decision = game.decision();
        GameView view = game.view(decision.seat());
        for (Action option : decision.options()) {
            int from = option instanceof MoveShip m ? m.from() : -1;
            int to = option instanceof BuildShip b ? b.path() : option instanceof MoveShip m ? m.to() : -1;
            if (to < 0) {
                continue;
            }
            Simulation sim = view.simulate();
            sim.apply(option);
            assertEquals(decision.seat(), sim.view(decision.seat()).board().shipOwner(to), option + " in the copy");
            assertEquals(BoardView.NOBODY, view.board().shipOwner(to), option + " reached the game's view");
            assertEquals(BoardView.NOBODY, game.view(0).board().shipOwner(to), option + " reached the game");
            if (from >= 0) {
                assertEquals(BoardView.NOBODY, sim.view(decision.seat()).board().shipOwner(from));
                assertEquals(decision.seat(), game.view(0).board().shipOwner(from), "the game's ship stays");
                counts[1]++;
            } else {
                counts[0]++;
            }
        }
    }

    @Test
    @DisplayName(
            "R-24.1.5, R-24.1.6: PlacePathKnight and MovePathKnight applied to a forward model's copy change the copy,"
                    + " never the game")
    void pathKnightsPlacedAndMovedInACopyLeaveTheGameAlone() {
        int[] counts = {0, 0};
        for (long seed = 1; seed <= 40 && (counts[0] < 20 || counts[1] < 20); seed++) {
            Game game = Game.create(GameOptions.standard(Ruleset.BASE, 4).withBarbarianAttack(), seed);
            RandomPlay.toTheEnd(game, new Random(seed), played -> {
                if (!played.isOver()) {
                    checkPathKnightOptionsInCopies(played, counts);
                }
            });
        }
        assertTrue(
                counts[0] >= 20 && counts[1] >= 20,
                "too few knight options met: " + counts[0] + " placements, " + counts[1] + " moves");
    }

    /** Applies every path knight placement and move the pending decision offers to a fresh copy of it. */
    private static void checkPathKnightOptionsInCopies(Game game, int[] counts) {
        Decision decision = game.decision();
        int seat = decision.seat();
        GameView view = game.view(seat);
        for (Action option : decision.options()) {
            int from = option instanceof MovePathKnight m ? m.from() : -1;
            int to = option instanceof PlacePathKnight p ? p.path() : option instanceof MovePathKnight m ? m.to() : -1;
            if (to < 0) {
                continue;
            }
            int knightsLeft = view.piecesLeft(seat, Piece.KNIGHT);
            Simulation sim = view.simulate();
            sim.apply(option);
            assertEquals(seat, sim.view(seat).board().pathKnightOwner(to), option + " in the copy");
            assertEquals(BoardView.NOBODY, game.view(0).board().pathKnightOwner(to), option + " reached the game");
            if (from >= 0) {
                assertEquals(BoardView.NOBODY, sim.view(seat).board().pathKnightOwner(from), "the copy's knight left");
                assertEquals(seat, game.view(0).board().pathKnightOwner(from), "the game's knight stays");
                counts[1]++;
            } else {
                assertEquals(knightsLeft - 1, sim.view(seat).piecesLeft(seat, Piece.KNIGHT));
                counts[0]++;
            }
            assertEquals(knightsLeft, game.view(seat).piecesLeft(seat, Piece.KNIGHT));
        }
    }
}
