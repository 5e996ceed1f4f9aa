package org.knightsarena.platform.game.flow;

import java.util.List;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildCityWall;
import org.knightsarena.api.action.BuildImprovement;
import org.knightsarena.api.action.DiscardProgressCard;
import org.knightsarena.api.action.DrawProgressCard;
import org.knightsarena.api.action.LoseCity;
import org.knightsarena.api.action.PlaceMetropolis;
import org.knightsarena.api.action.TakeResource;
import org.knightsarena.api.board.EventDie;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.Track;
import org.knightsarena.api.decision.ChooseAqueductResource;
import org.knightsarena.api.decision.ChooseMetropolisCity;
import org.knightsarena.api.decision.ChooseProgressDeck;
import org.knightsarena.api.decision.ChooseProgressDiscard;
import org.knightsarena.api.decision.ChooseSackedCity;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.Setup;
import org.knightsarena.api.event.CardsTaken;
import org.knightsarena.api.event.DiceRolled;
import org.knightsarena.api.event.EventDieRolled;
import org.knightsarena.platform.game.rules.CachedActions;
import org.knightsarena.platform.game.rules.Continuation;
import org.knightsarena.platform.game.rules.barbarianattack.CitiesKnightsOnPaths;
import org.knightsarena.platform.game.rules.base.Building;
import org.knightsarena.platform.game.rules.base.Costs;
import org.knightsarena.platform.game.rules.base.Production;
import org.knightsarena.platform.game.rules.base.Robber;
import org.knightsarena.platform.game.rules.cities.Barbarians;
import org.knightsarena.platform.game.rules.cities.CityImprovements;
import org.knightsarena.platform.game.rules.cities.CityWalls;
import org.knightsarena.platform.game.rules.cities.EventDice;
import org.knightsarena.platform.game.rules.cities.ProgressDecks;
import org.knightsarena.platform.game.rules.knights.Knights;
import org.knightsarena.platform.game.rules.progress.ProgressCards;
import org.knightsarena.platform.game.rules.seafarers.GoldFields;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.NodeSet;
import org.knightsarena.platform.game.state.OptionBuffer;
import org.knightsarena.platform.game.state.Phase;

/**
 * The Cities &amp; Knights parts of the turn, called by {@link TurnFlow} and {@link LegalActions}
 * only when {@link GameState#isCitiesAndKnights()}: the setup city, the three-dice roll, the
 * pending decisions, the building options and the end of turn.
 *
 * <p>The roll's continuation: a roll records its total in {@code productionTotal} and sets
 * {@code productionPending}, then resolves the event die, which may queue decisions (tie draws,
 * sacked cities, progress discards). {@link #proceed} runs after the roll and after every
 * answer to a queued decision: while decisions are owed it moves to the next one; once none
 * is left it runs the production (or the seven) exactly once, which may queue Aqueduct picks;
 * then play resumes where {@code resume} says.
 */
public final class CitiesAndKnights {
    private static final TakeResource[] TAKES = new TakeResource[Card.RESOURCE_COUNT];
    private static final Chronicle UNRECORDED = Chronicle.discarding();

    static {
        for (int r = 0; r < Card.RESOURCE_COUNT; r++) {
            TAKES[r] = new TakeResource(Card.of(r));
        }
    }

    private CitiesAndKnights() {}

    // --- setup

    /** the second setup round places a city on any free spot. */
    static boolean isCityRound(GameState s) {
        return s.turn.setupIndex >= s.players;
    }

    static Decision setupCityDecision(GameState s, int seat) {
        OptionBuffer options = s.optionBuffer.start();
        for (int node = 0; node < s.topology.intersectionCount(); node++) {
            if (Building.isSetupSpot(s, node)) {
                options.add(CachedActions.city(node));
            }
        }
        return new Setup(seat, Piece.CITY, options.toList());
    }

    /** the setup city; it pays one resource per producing hex, no commodity. */
    static void placeSetupCity(GameState s, Chronicle c, int seat, int node) {
        Building.placeSettlement(s, UNRECORDED, seat, node);
        Building.placeCity(s, c, seat, node);
        Building.payStartingResources(s, c, seat, node);
        s.turn.lastSetupSettlement = node;
        TurnFlow.goldThen(s, GoldFields.oweForSetup(s, seat, node), Phase.SETUP_ROAD);
    }

    // --- the roll

    /**
     * production dice and the event die; the event die is resolved first. In
     * Catan for Two both rolls of a turn carry the event die, and only the production dice are
     * rolled again to make the second total differ.
     */
    static void roll(GameState s, Chronicle c) {
        boolean two = s.isCatanForTwo();
        int[] dice = two ? CatanForTwo.rollDice(s) : s.dice.roll(s.random);
        boolean eventDie = !isEasyStartTurn(s);
        EventDie face = eventDie ? s.dice.rollEventDie(s.random) : null;
        c.add(new DiceRolled(s.turn.active, dice[0], dice[1]));
        s.turn.productionTotal = dice[0] + dice[1];
        s.turn.productionPending = true;
        s.turn.resumeAt(two ? CatanForTwo.afterRoll(s, s.turn.productionTotal) : Phase.MAIN);
        if (eventDie) {
            c.add(new EventDieRolled(s.turn.active, face));
            EventDice.resolve(s, c, face, dice[1]);
        }
        proceed(s, c);
    }

    /** with the easy start, each player's first two turns roll no event die. */
    private static boolean isEasyStartTurn(GameState s) {
        return s.options.start() == GameOptions.Start.EASY && s.turn.number <= 2 * s.players;
    }

    /** Moves to the next owed decision; with none left, runs pending production or a pending end of turn. */
    public static void proceed(GameState s, Chronicle c) {
        if (!s.turn.hasPending() && s.turn.productionPending) {
            s.turn.productionPending = false;
            if (s.turn.productionTotal == 7) {
                seven(s);
                return;
            }
            if (produce(s, c)) {
                s.turn.enter(Phase.GOLD); // before the Aqueduct picks queued
                return;
            }
        }
        if (!s.turn.hasPending() && s.turn.endingTurn) {
            s.turn.endingTurn = false;
            TurnFlow.endTurn(s, c);
            return;
        }
        s.turn.nextPending(s.cards);
    }

    /**
     * production, then an Aqueduct pick for each science-3 player who got
     * nothing; a gold field's picks count as paid (ruling in docs/rulings.md).
     *
     * @return whether gold picks are owed, to be asked before the Aqueduct's
     */
    private static boolean produce(GameState s, Chronicle c) {
        int paid = Production.produce(s, c, s.turn.productionTotal);
        int gold = GoldFields.oweForRoll(s, s.turn.productionTotal);
        paid |= gold;
        if (!s.cards.anyResourceInBank()) {
            return gold != 0;
        }
        for (int i = 0, p = s.turn.active; i < s.players; i++, p = s.next(p)) {
            if ((paid & (1 << p)) == 0 && s.improvements.hasAbility(p, Track.SCIENCE)) {
                s.turn.owe(Phase.AQUEDUCT, p);
            }
        }
        return gold != 0;
    }

    /** discards with the wall limit; the robber only after the first attack. */
    private static void seven(GameState s) {
        // Catan for Two: after the first roll's seven the second roll is owed
        s.turn.willReturnTo(s.twoPlayer.firstRoll() != 0 ? Phase.BEFORE_ROLL : Phase.MAIN);
        if (Robber.assessDiscards(s)) {
            s.turn.enter(Phase.DISCARD);
        } else {
            s.turn.enter(afterDiscards(s));
        }
    }

    /**
     * @return where a seven goes after its discards: the robber (or on a Seafarers map the robber or
     *     the pirate), or nowhere before the first attack, which freezes both figures
     */
    static Phase afterDiscards(GameState s) {
        if (s.isBarbarianAttack()) {
            return s.turn.afterInterrupt(); // there is no robber
        }
        return !s.isCitiesAndKnights() || s.barbarians.hasAttacked()
                ? ShipFlow.robberPhase(s)
                : s.turn.afterInterrupt();
    }

    // --- decisions and actions

    /** @return the decision of a Cities &amp; Knights phase for the seat that owes it */
    static Decision decision(GameState s, int seat) {
        switch (s.turn.phase()) {
            case METROPOLIS_CITY:
                return new ChooseMetropolisCity(
                        seat, CityImprovements.waiting(s, seat), CityImprovements.cityOptions(s, seat));
            case DISPLACED_KNIGHT:
                return Knights.displacedKnightDecision(s, seat);
            case SACKED_CITY:
                return new ChooseSackedCity(seat, Barbarians.sackOptions(s, seat));
            case PROGRESS_DECK:
                return new ChooseProgressDeck(seat, ProgressDecks.deckOptions(s));
            case AQUEDUCT:
                return new ChooseAqueductResource(seat, resourceOptions(s));
            case PROGRESS_DISCARD:
                return new ChooseProgressDiscard(seat, ProgressDecks.discardOptions(s, seat));
            default:
                return ProgressCards.decision(s, seat);
        }
    }

    /** @return one {@code TakeResource} per resource the bank holds: an Aqueduct's or a gold field's pick */
    static List<Action> resourceOptions(GameState s) {
        OptionBuffer options = s.optionBuffer.start();
        for (int r = 0; r < Card.RESOURCE_COUNT; r++) {
            if (s.cards.bank[r] > 0) {
                options.add(TAKES[r]);
            }
        }
        return options.toList();
    }

    /** Applies a validated {@link BuildCityWall}; called by {@link ActionDispatch} only. */
    static Continuation apply(GameState s, Chronicle c, int seat, BuildCityWall action) {
        CityWalls.build(s, c, seat, action.intersection());
        return Continuation.NONE;
    }

    /** Applies a validated {@link BuildImprovement}; called by {@link ActionDispatch} only. */
    static Continuation apply(GameState s, Chronicle c, int seat, BuildImprovement action) {
        return CityImprovements.build(s, c, seat, action.track());
    }

    /** Applies a validated {@link PlaceMetropolis}; called by {@link ActionDispatch} only. */
    static Continuation apply(GameState s, Chronicle c, int seat, PlaceMetropolis action) {
        CityImprovements.place(s, c, seat, CityImprovements.waiting(s, seat), action.intersection());
        return Continuation.PROCEED;
    }

    /** Applies a validated {@link LoseCity}; called by {@link ActionDispatch} only. */
    static Continuation apply(GameState s, Chronicle c, int seat, LoseCity action) {
        Barbarians.sack(s, c, seat, action.intersection());
        return Continuation.PROCEED;
    }

    /** Applies a validated {@link DrawProgressCard}; called by {@link ActionDispatch} only. */
    static Continuation apply(GameState s, Chronicle c, int seat, DrawProgressCard action) {
        ProgressDecks.draw(s, c, seat, action.deck());
        return Continuation.PROCEED;
    }

    /** Applies a validated {@link TakeResource}; called by {@link ActionDispatch} only. */
    static Continuation apply(GameState s, Chronicle c, int seat, TakeResource action) {
        Card resource = action.resource();
        if (s.turn.phase() == Phase.GOLD) {
            return GoldFields.take(s, c, seat, resource);
        }
        s.cards.receiveOne(seat, resource, 1);
        c.add(new CardsTaken(seat, Cards.of(resource, 1)));
        return Continuation.PROCEED;
    }

    /** Applies a validated {@link DiscardProgressCard}; called by {@link ActionDispatch} only. */
    static Continuation apply(GameState s, Chronicle c, int seat, DiscardProgressCard action) {
        ProgressDecks.discard(s, c, seat, action.card());
        return Continuation.PROCEED;
    }

    /** The Cities &amp; Knights building options of a MainTurn: walls, improvements, knights. */
    static void addMainOptions(GameState s, int seat, OptionBuffer options) {
        if (s.pieces.citiesLeft[seat] == 0 && !s.pieces.tippedCities.isEmpty(seat) && s.cards.holds(seat, Costs.CITY)) {
            NodeSet tipped = s.pieces.tippedCities.get(seat);
            for (int node = tipped.next(0); node >= 0; node = tipped.next(node + 1)) {
                options.add(CachedActions.city(node));
            }
        }
        CityWalls.addOptions(s, seat, options);
        CityImprovements.addOptions(s, seat, options);
        if (s.isBarbarianAttack()) {
            CitiesKnightsOnPaths.addMainOptions(s, seat, options); // knights stand on paths
        } else {
            Knights.addMainOptions(s, seat, options);
        }
        ProgressCards.addMainOptions(s, seat, options);
    }

    // --- end of turn

    /**
     * the active player discards down to 4 progress cards before the turn
     * passes; returns false when discards are owed first (the turn then ends after them).
     */
    static boolean readyToEndTurn(GameState s, Chronicle c) {
        if (ProgressDecks.held(s, s.turn.active) > ProgressDecks.HAND_LIMIT) {
            s.turn.endingTurn = true;
            s.turn.owe(Phase.PROGRESS_DISCARD, s.turn.active);
            s.turn.nextPending(s.cards);
            return false;
        }
        s.knights.endTurn();
        s.effects.endTurn();
        return true;
    }
}
