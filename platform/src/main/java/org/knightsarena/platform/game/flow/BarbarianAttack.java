package org.knightsarena.platform.game.flow;

import org.knightsarena.api.action.ActivatePathKnight;
import org.knightsarena.api.action.BuyWithGold;
import org.knightsarena.api.action.DisplacePathKnight;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.MoveBarbarian;
import org.knightsarena.api.action.MovePathKnight;
import org.knightsarena.api.action.PlacePathKnight;
import org.knightsarena.api.action.PromotePathKnight;
import org.knightsarena.api.action.TakePrisoner;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.decision.ChooseBarbarianPrisoner;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.MoveBarbarians;
import org.knightsarena.api.decision.MoveKnightsOnPaths;
import org.knightsarena.api.decision.PlaceKnightOnPath;
import org.knightsarena.platform.game.rules.Continuation;
import org.knightsarena.platform.game.rules.barbarianattack.Capture;
import org.knightsarena.platform.game.rules.barbarianattack.CitiesKnightsOnPaths;
import org.knightsarena.platform.game.rules.barbarianattack.ForeignKnight;
import org.knightsarena.platform.game.rules.barbarianattack.Landing;
import org.knightsarena.platform.game.rules.barbarianattack.NeutralPathKnights;
import org.knightsarena.platform.game.rules.barbarianattack.PathKnights;
import org.knightsarena.platform.game.rules.barbarianattack.ScenarioCards;
import org.knightsarena.platform.game.rules.fortwo.TradeTokens;
import org.knightsarena.platform.game.state.CastleAndBarbarians;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.OptionBuffer;
import org.knightsarena.platform.game.state.Phase;

/**
 * The turn of Barbarian Attack (docs/rules/traders-and-barbarians.md#R-24.1) where it differs from
 * the base turn: barbarians landing after a building, the scenario's cards and the knights they
 * place, gold purchases, and the movement phase with its captures before the turn ends; as Catan for
 * Two, the Foreign Knight; at 5–6, the scenario's cards bought in the special build phase
 * and the knight they place moving at once; with C&amp;K pieces, their recruiting,
 * activating, promoting and displacing.
 * {@link TurnFlow} hands over to it at those points; {@link ActionDispatch} sends it the actions
 * only this variant has.
 */
final class BarbarianAttack {
    private BarbarianAttack() {}

    static Decision decision(GameState s, int seat) {
        OptionBuffer options = s.optionBuffer.start();
        switch (s.turn.phase()) {
            case PLACE_CASTLE_KNIGHT:
            case PLACE_BLACK_KNIGHT:
                boolean castleOnly = s.turn.phase() == Phase.PLACE_CASTLE_KNIGHT;
                PathKnights.addPlacements(s, castleOnly, options);
                return new PlaceKnightOnPath(seat, castleOnly, options.toList());
            case TAKE_PRISONER:
                ScenarioCards.addPrisoners(s, options);
                return new ChooseBarbarianPrisoner(seat, options.toList());
            case MOVE_BARBARIAN:
                ScenarioCards.addBarbarianMoves(s, options);
                return new MoveBarbarians(seat, s.castle.treasonMoves, options.toList());
            case MOVE_PATH_KNIGHTS:
                options.add(EndTurn.INSTANCE);
                if (!ForeignKnight.movedThisPhase(s)) { // the Foreign Knight moves after one's own
                    PathKnights.addMoves(s, seat, options);
                }
                ForeignKnight.addMoves(s, options);
                return new MoveKnightsOnPaths(seat, options.toList());
            case PLACE_FOREIGN_KNIGHT:
                ForeignKnight.addEntries(s, options);
                return new PlaceKnightOnPath(seat, true, options.toList());
            case MOVE_NEW_KNIGHT:
                int path = s.castle.mustMovePath;
                PathKnights.addMovesOf(s, path, PathKnights.reachOf(s, seat, path), options);
                return new MoveKnightsOnPaths(seat, options.toList());
            default:
                throw new AssertionError(s.turn.phase());
        }
    }

    /** the gold purchases of the main phase. */
    static void addMainOptions(GameState s, int seat, OptionBuffer options) {
        ScenarioCards.addGoldBuys(s, seat, options);
    }

    /** a settlement built or a city made brings three barbarians. */
    static void afterBuilding(GameState s, Chronicle c) {
        Landing.land(s, c);
    }

    /** a card bought is played at once; a knight to place or a prisoner to take comes next. */
    static void buyCard(GameState s, Chronicle c, int seat) {
        switch (ScenarioCards.buy(s, c, seat)) {
            case CASTLE_KNIGHT -> s.turn.enter(Phase.PLACE_CASTLE_KNIGHT);
            case ANY_KNIGHT -> s.turn.enter(Phase.PLACE_BLACK_KNIGHT);
            case PRISONER -> s.turn.enter(Phase.TAKE_PRISONER);
            case MOVE_BARBARIANS -> s.turn.enter(Phase.MOVE_BARBARIAN);
            case NOTHING -> {}
        }
    }

    /**
     * ending the main phase opens the movement phase while the player has a knight on the
     * board; ending that one makes the captures and ends the turn.
     *
     * @return whether the turn is to end now
     */
    static boolean endPhase(GameState s, Chronicle c) {
        int seat = s.turn.active;
        if (s.turn.phase() == Phase.MAIN && (PathKnights.anyToMove(s, seat) || ForeignKnight.canMove(s))) {
            s.turn.enter(Phase.MOVE_PATH_KNIGHTS);
            return false;
        }
        Capture.afterMovement(s, c, seat);
        return true;
    }

    // --- applying, called by ActionDispatch only

    /**
     * A knight a card placed, or with C&amp;K rules one recruited in the main or the special build phase
     * the Foreign Knight entering, or the neutral knight a recruit forces; a
     * card's knight earns a trade token as a Knight card would (R-24.2.4, a ruling). What follows a
     * player's knight is {@link #afterKnight}.
     */
    static Continuation apply(GameState s, Chronicle c, int seat, PlacePathKnight action) {
        switch (s.turn.phase()) {
            case MAIN, SPECIAL_BUILD -> {
                CitiesKnightsOnPaths.recruit(s, c, seat, action.path());
                afterKnight(s, seat, action.path(), s.turn.phase());
            }
            case PLACE_FOREIGN_KNIGHT -> {
                ForeignKnight.enter(s, c, action.path());
                s.turn.enter(Phase.MAIN);
                if (s.castle.ranked) { // the recruit that brought it in forces a neutral knight too
                    CatanForTwo.afterKnight(s);
                }
            }
            case NEUTRAL_KNIGHT -> {
                NeutralPathKnights.place(s, c, action);
                s.turn.enter(Phase.MAIN);
            }
            default -> {
                PathKnights.place(s, c, seat, action.path());
                TradeTokens.earnForKnight(s, c, seat);
                afterKnight(s, seat, action.path(), back(s));
            }
        }
        return Continuation.NONE;
    }

    /**
     * After a player's knight is placed: the Foreign Knight's entry after the first, with
     * C&amp;K pieces at 2 the neutral knight it forces, in a special build phase its move at
     * once; else play goes on in {@code then}.
     */
    private static void afterKnight(GameState s, int seat, int path, Phase then) {
        if (ForeignKnight.waiting(s)) {
            s.turn.enter(Phase.PLACE_FOREIGN_KNIGHT);
            return;
        }
        s.turn.enter(then);
        if (NeutralPathKnights.inGame(s)) {
            CatanForTwo.afterKnight(s);
        } else if (inSpecialBuild(s) && PathKnights.canMoveFrom(s, path, PathKnights.reachOf(s, seat, path))) {
            s.castle.mustMovePath = path;
            s.turn.enter(Phase.MOVE_NEW_KNIGHT);
        }
    }

    /** @return whether play is in a special build phase, or in a card bought there */
    private static boolean inSpecialBuild(GameState s) {
        return s.turn.specialBuilder != BoardView.NOBODY;
    }

    /** @return where play goes back to after a card's knight, prisoner or barbarian moves: the main or the special build phase */
    private static Phase back(GameState s) {
        return inSpecialBuild(s) ? Phase.SPECIAL_BUILD : Phase.MAIN;
    }

    static Continuation apply(GameState s, Chronicle c, int seat, ActivatePathKnight action) {
        CitiesKnightsOnPaths.activate(s, c, seat, action);
        return Continuation.NONE;
    }

    /** A player's promotion, then at 2 players the neutral one it forces; or that neutral promotion. */
    static Continuation apply(GameState s, Chronicle c, int seat, PromotePathKnight action) {
        if (s.turn.phase() == Phase.NEUTRAL_PROMOTION) {
            NeutralPathKnights.promote(s, c, action);
            s.turn.enter(Phase.MAIN);
            return Continuation.NONE;
        }
        CitiesKnightsOnPaths.promote(s, c, seat, action);
        if (NeutralPathKnights.inGame(s)) {
            CatanForTwo.afterPromotion(s);
        }
        return Continuation.NONE;
    }

    static Continuation apply(GameState s, Chronicle c, int seat, DisplacePathKnight action) {
        CitiesKnightsOnPaths.displace(s, c, seat, action);
        return Continuation.NONE;
    }

    /** with C&amp;K rules: a city made by Medicine brings barbarians as a city built does. */
    static Continuation afterMedicine(GameState s, Chronicle c, Continuation next) {
        if (s.isBarbarianAttack()) {
            Landing.land(s, c);
        }
        return next;
    }

    /** recounts what the conquered hexes cost each seat. */
    static void refreshConquest(GameState s) {
        Landing.refreshConquest(s);
    }

    static Continuation apply(GameState s, Chronicle c, int seat, TakePrisoner action) {
        ScenarioCards.takePrisoner(s, c, seat, action.hex());
        s.turn.enter(back(s));
        return Continuation.NONE;
    }

    /**
     * A knight moves in the movement phase: the mover's own, or the Foreign Knight; or the
     * knight just placed in a special build phase, whose move is its entry, not a movement phase's,
     * and is followed by the captures it makes (R-24.4.5, R-24.1.7, a ruling).
     */
    static Continuation apply(GameState s, Chronicle c, int seat, MovePathKnight action) {
        if (ForeignKnight.isForeign(s, s.castle.knightOwner[action.from()])) {
            ForeignKnight.move(s, c, action);
        } else {
            PathKnights.move(s, c, seat, action);
        }
        if (s.turn.phase() == Phase.MOVE_NEW_KNIGHT) {
            s.castle.knightFlags[action.to()] &= ~CastleAndBarbarians.MOVED;
            s.castle.mustMovePath = -1;
            Capture.afterMovement(s, c, seat);
            s.turn.enter(Phase.SPECIAL_BUILD);
        }
        return Continuation.NONE;
    }

    /** Treason's second move follows its first while one is possible. */
    static Continuation apply(GameState s, Chronicle c, int seat, MoveBarbarian action) {
        ScenarioCards.moveBarbarian(s, c, seat, action);
        if (!ScenarioCards.canMoveBarbarian(s)) {
            s.turn.enter(back(s));
        }
        return Continuation.NONE;
    }

    static Continuation apply(GameState s, Chronicle c, int seat, BuyWithGold action) {
        ScenarioCards.buyWithGold(s, c, seat, action.resource());
        return Continuation.NONE;
    }
}
