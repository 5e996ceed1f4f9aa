package org.knightsarena.platform.game.rules.progress;

import java.util.List;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.GiveCards;
import org.knightsarena.api.action.PlayBishop;
import org.knightsarena.api.action.PlayDiplomat;
import org.knightsarena.api.action.PlaySaboteur;
import org.knightsarena.api.action.PlaySpy;
import org.knightsarena.api.action.PlayWedding;
import org.knightsarena.api.action.SkipPlacement;
import org.knightsarena.api.action.TakeProgressCard;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.decision.ChooseGift;
import org.knightsarena.api.decision.ChooseProgressCardToTake;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.Discard;
import org.knightsarena.api.decision.RebuildRoad;
import org.knightsarena.api.event.CardsGiven;
import org.knightsarena.api.event.ProgressCardStolen;
import org.knightsarena.api.event.ProgressCardTaken;
import org.knightsarena.api.event.RoadRemoved;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.rules.CachedActions;
import org.knightsarena.platform.game.rules.Continuation;
import org.knightsarena.platform.game.rules.base.Building;
import org.knightsarena.platform.game.rules.base.LongestRoad;
import org.knightsarena.platform.game.rules.base.Robber;
import org.knightsarena.platform.game.rules.cities.ProgressDecks;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.OptionBuffer;
import org.knightsarena.platform.game.state.PathSet;
import org.knightsarena.platform.game.state.Phase;
import org.knightsarena.platform.game.state.ProgressPiles;

/**
 * The politics progress cards (RULES.md §13.7): their options in a MainTurn, their effects and
 * the decisions they queue.
 *
 * <p>Every card is offered only while held, on the owner's turn after the roll, and only when its
 * effect can happen; each play first goes through {@link ProgressCards#play}. Cards that
 * need other players' answers queue them on the state's pending queue ({@link TurnState#owe}),
 * resuming the MainTurn when the last is answered ({@link Continuation#PROCEED}).
 *
 * <p>Three answers reuse actions the turn flow handles itself — the robber move after Bishop, the
 * road rebuilt after Diplomat and the discards of Saboteur — so {@link TurnFlow#apply} calls
 * {@link #bishopRobs}, {@link #rebuildRoad} and {@link #sabotagedDiscard} for them by phase.
 * Option lists hold shared instances only. The cards that act on knights (Deserter, Intrigue,
 * Warlord) are {@link KnightPoliticsCards}; this class offers them in their place among the others.
 */
public final class PoliticsCards {
    private static final int MAX_SEATS = 8;
    private static final int MAX_PATHS = PathSet.CAPACITY;
    private static final PlaySpy[] SPIES = new PlaySpy[MAX_SEATS];
    private static final PlayDiplomat[] DIPLOMATS = new PlayDiplomat[MAX_PATHS];
    private static final ProgressCard[] KINDS = ProgressCard.values();
    private static final TakeProgressCard[] TAKES = new TakeProgressCard[KINDS.length];

    static {
        for (int i = 0; i < MAX_SEATS; i++) {
            SPIES[i] = new PlaySpy(i);
        }
        for (int i = 0; i < MAX_PATHS; i++) {
            DIPLOMATS[i] = new PlayDiplomat(i);
        }
        for (ProgressCard card : KINDS) {
            TAKES[card.ordinal()] = new TakeProgressCard(card);
        }
    }

    private PoliticsCards() {}

    static void addBeforeRollOptions(GameState s, int seat, OptionBuffer options) {
        // no politics card is played before the roll
    }

    // --- options

    /** Adds every legal politics play of the seat (its own MainTurn, after the roll). */
    static void addMainOptions(GameState s, int seat, OptionBuffer options) {
        if (ProgressCards.holds(s, seat, ProgressCard.BISHOP)
                && s.barbarians.hasAttacked()
                && !s.isBarbarianAttack()) { // no robber to move
            options.add(PlayBishop.INSTANCE);
        }
        KnightPoliticsCards.addDeserters(s, seat, options);
        if (ProgressCards.holds(s, seat, ProgressCard.DIPLOMAT)) {
            for (int path = 0; path < s.topology.pathCount(); path++) {
                if (isOpen(s, path)) {
                    options.add(DIPLOMATS[path]);
                }
            }
        }
        KnightPoliticsCards.addIntrigues(s, seat, options);
        if (ProgressCards.holds(s, seat, ProgressCard.SABOTEUR) && anySabotageable(s, seat)) {
            options.add(PlaySaboteur.INSTANCE);
        }
        if (ProgressCards.holds(s, seat, ProgressCard.SPY)) {
            for (int p = 0; p < s.players; p++) {
                if (p != seat && ProgressDecks.held(s, p) > 0) {
                    options.add(SPIES[p]);
                }
            }
        }
        KnightPoliticsCards.addWarlord(s, seat, options);
        if (ProgressCards.holds(s, seat, ProgressCard.WEDDING) && anyWeddingGiver(s, seat)) {
            options.add(PlayWedding.INSTANCE);
        }
    }

    /**
     * a road is open when at least one of its ends touches none of its owner's other
     * roads, buildings or knights (other players' pieces do not close it).
     */
    static boolean isOpen(GameState s, int path) {
        int owner = s.pieces.roadOwner[path];
        if (owner == BoardView.NOBODY) {
            return false;
        }
        Topology t = s.topology;
        for (int e = 0; e < 2; e++) {
            int node = t.end(path, e);
            if (s.pieces.buildingOwner[node] != owner
                    && s.knights.owner[node] != owner
                    && !otherRoadAt(s, owner, node, path)) {
                return true;
            }
        }
        return false;
    }

    private static boolean otherRoadAt(GameState s, int owner, int node, int path) {
        Topology t = s.topology;
        for (int k = 0, n = t.pathCountAt(node); k < n; k++) {
            int other = t.pathAt(node, k);
            if (other != path && s.pieces.roadOwner[other] == owner) {
                return true;
            }
        }
        return false;
    }

    /** an opponent with as many or more points who would discard at least one card. */
    private static boolean anySabotageable(GameState s, int seat) {
        int mine = s.totalPoints(seat);
        for (int p = 0; p < s.players; p++) {
            if (p != seat && s.totalPoints(p) >= mine && s.cards.handSize(p) >= 2) {
                return true;
            }
        }
        return false;
    }

    /** an opponent with more points who holds a card. */
    private static boolean anyWeddingGiver(GameState s, int seat) {
        int mine = s.totalPoints(seat);
        for (int p = 0; p < s.players; p++) {
            if (p != seat && s.totalPoints(p) > mine && s.cards.handSize(p) > 0) {
                return true;
            }
        }
        return false;
    }

    // --- actions

    /** Applies a validated {@link PlayBishop}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, PlayBishop action) {
        return playBishop(s, c, seat, action);
    }

    /** Applies a validated {@link PlayDiplomat}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, PlayDiplomat action) {
        return playDiplomat(s, c, seat, action);
    }

    /** Applies a validated {@link SkipPlacement}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, SkipPlacement action) {
        s.effects.diplomatPath = BoardView.NOBODY;
        KnightPoliticsCards.noDeserterToPlace(s);
        return Continuation.PROCEED;
    }

    /** Applies a validated {@link PlaySaboteur}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, PlaySaboteur action) {
        return playSaboteur(s, c, seat, action);
    }

    /** Applies a validated {@link PlaySpy}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, PlaySpy action) {
        ProgressCards.play(s, c, seat, ProgressCard.SPY, action);
        s.effects.cardOpponent = action.opponent();
        return queue(s, Phase.SPY_TAKE, seat);
    }

    /** Applies a validated {@link TakeProgressCard}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, TakeProgressCard action) {
        spy(s, c, seat, action.card());
        return Continuation.PROCEED;
    }

    /** Applies a validated {@link PlayWedding}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, PlayWedding action) {
        return playWedding(s, c, seat, action);
    }

    /** Applies a validated {@link GiveCards}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, GiveCards action) {
        Cards gift = action.cards();
        s.cards.transfer(seat, s.turn.active, gift);
        c.add(new CardsGiven(seat, s.turn.active, gift));
        return Continuation.PROCEED;
    }

    /**
     * the player's own road removed by Diplomat is rebuilt free elsewhere; the caller
     * then proceeds to the next decision owed.
     */
    public static void rebuildRoad(GameState s, Chronicle c, int seat, int path) {
        s.effects.diplomatPath = BoardView.NOBODY;
        Building.placeRoad(s, c, seat, path);
    }

    /** one opponent's discard under Saboteur; the next one owed, or back to the turn. */
    public static Continuation sabotagedDiscard(GameState s, Chronicle c, int seat, Cards cards) {
        Robber.discard(s, c, seat, cards);
        return Continuation.PROCEED;
    }

    /** Starts a one-entry queue of decisions that returns to the MainTurn; the flow serves it. */
    static Continuation queue(GameState s, Phase phase, int seat) {
        s.turn.owe(phase, seat);
        return Continuation.OWED_THEN_MAIN;
    }

    // --- Bishop

    private static Continuation playBishop(GameState s, Chronicle c, int seat, Action play) {
        ProgressCards.play(s, c, seat, ProgressCard.BISHOP, play);
        s.effects.bishopPlayed = true;
        return Continuation.ROBBER_THEN_MAIN;
    }

    /**
     * The robber moves, then one random card from each opponent next to it with a card, clockwise;
     * then the robber's interruption ends ({@link Continuation#END_INTERRUPT}).
     */
    public static Continuation bishopRobs(GameState s, Chronicle c, int seat) {
        s.effects.bishopPlayed = false;
        int victims = Robber.victims(s, seat);
        for (int i = 1, p = s.next(seat); i < s.players; i++, p = s.next(p)) {
            if ((victims & (1 << p)) != 0) {
                Robber.steal(s, c, seat, p);
            }
        }
        return Continuation.END_INTERRUPT;
    }

    // --- Diplomat

    private static Continuation playDiplomat(GameState s, Chronicle c, int seat, PlayDiplomat play) {
        ProgressCards.play(s, c, seat, ProgressCard.DIPLOMAT, play);
        int path = play.path();
        int owner = s.pieces.roadOwner[path];
        s.pieces.roadOwner[path] = (byte) BoardView.NOBODY;
        s.pieces.roadsLeft[owner]++;
        Topology t = s.topology;
        for (int e = 0; e < 2; e++) {
            int node = t.end(path, e);
            if (!otherRoadAt(s, owner, node, path)) {
                s.pieces.roadReach.remove(owner, node);
            }
        }
        c.add(new RoadRemoved(seat, owner, path));
        LongestRoad.update(s, c, owner); // a road taken away shortens no one else's trails
        if (owner == seat) {
            s.effects.diplomatPath = path;
            if (anyRebuild(s, seat)) {
                return queue(s, Phase.DIPLOMAT_REBUILD, seat);
            }
            s.effects.diplomatPath = BoardView.NOBODY;
        }
        return Continuation.NONE;
    }

    private static boolean anyRebuild(GameState s, int seat) {
        for (int path = 0; path < s.topology.pathCount(); path++) {
            if (path != s.effects.diplomatPath && Building.canPlaceRoad(s, seat, path)) {
                return true;
            }
        }
        return false;
    }

    // --- Saboteur

    private static Continuation playSaboteur(GameState s, Chronicle c, int seat, Action play) {
        ProgressCards.play(s, c, seat, ProgressCard.SABOTEUR, play);
        int points = s.totalPoints(seat);
        for (int i = 1, p = s.next(seat); i < s.players; i++, p = s.next(p)) {
            int owed = s.totalPoints(p) >= points ? s.cards.handSize(p) / 2 : 0;
            s.turn.discardOwed[p] = owed;
            if (owed > 0) {
                s.turn.owe(Phase.SABOTEUR_DISCARD, p);
            }
        }
        return Continuation.OWED_THEN_MAIN;
    }

    // --- Spy

    /** The card changes hands; it may be played this turn, the limit applies at the end of it. */
    private static void spy(GameState s, Chronicle c, int seat, ProgressCard card) {
        int victim = s.effects.cardOpponent;
        s.progress.hand[victim * ProgressPiles.KINDS + card.ordinal()]--;
        s.progress.hand[seat * ProgressPiles.KINDS + card.ordinal()]++;
        c.add(new ProgressCardStolen(seat, victim));
        c.add(new ProgressCardTaken(seat, seat, victim, card));
        c.add(new ProgressCardTaken(victim, seat, victim, card));
        s.effects.cardOpponent = BoardView.NOBODY;
    }

    // --- Wedding

    private static Continuation playWedding(GameState s, Chronicle c, int seat, Action play) {
        ProgressCards.play(s, c, seat, ProgressCard.WEDDING, play);
        int points = s.totalPoints(seat);
        for (int i = 1, p = s.next(seat); i < s.players; i++, p = s.next(p)) {
            if (s.totalPoints(p) > points && s.cards.handSize(p) > 0) {
                s.turn.owe(Phase.WEDDING_GIFT, p);
            }
        }
        return Continuation.OWED_THEN_MAIN;
    }

    // --- decisions

    /** @return the decision of a politics phase for the seat that owes it */
    static Decision decision(GameState s, int seat) {
        switch (s.turn.phase()) {
            case WEDDING_GIFT:
                return new ChooseGift(seat, s.turn.active, Math.min(2, s.cards.handSize(seat)), s.cards.handOf(seat));
            case DESERTER_LOSE:
            case DESERTER_PLACE:
                return KnightPoliticsCards.decision(s, seat);
            case SPY_TAKE:
                return new ChooseProgressCardToTake(seat, s.effects.cardOpponent, spyOptions(s));
            case DIPLOMAT_REBUILD:
                return new RebuildRoad(seat, rebuildOptions(s, seat));
            case SABOTEUR_DISCARD:
                return new Discard(seat, s.turn.discardOwed[seat], s.cards.handOf(seat));
            default:
                throw new AssertionError(s.turn.phase());
        }
    }

    private static List<Action> spyOptions(GameState s) {
        OptionBuffer options = s.optionBuffer.start();
        int base = s.effects.cardOpponent * ProgressPiles.KINDS;
        for (int k = 0; k < ProgressPiles.KINDS; k++) {
            if (s.progress.hand[base + k] > 0) {
                options.add(TAKES[k]);
            }
        }
        return options.toList();
    }

    private static List<Action> rebuildOptions(GameState s, int seat) {
        OptionBuffer options = s.optionBuffer.start();
        for (int path = 0; path < s.topology.pathCount(); path++) {
            if (path != s.effects.diplomatPath && Building.canPlaceRoad(s, seat, path)) {
                options.add(CachedActions.road(path));
            }
        }
        options.add(SkipPlacement.INSTANCE);
        return options.toList();
    }
}
