package org.knightsarena.platform.game.flow;

import java.util.ArrayList;
import java.util.List;
import org.knightsarena.api.action.AcceptOffer;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuyDevelopmentCard;
import org.knightsarena.api.action.CancelTrade;
import org.knightsarena.api.action.DeclineOffer;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.MovePirate;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.api.decision.ActionList;
import org.knightsarena.api.decision.BeforeRoll;
import org.knightsarena.api.decision.ChooseGoldResource;
import org.knightsarena.api.decision.ChooseTradePartner;
import org.knightsarena.api.decision.ChooseVictim;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.Discard;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.decision.PlaceFreeRoad;
import org.knightsarena.api.decision.PlaceRobber;
import org.knightsarena.api.decision.RespondToOffer;
import org.knightsarena.api.decision.Setup;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.rules.CachedActions;
import org.knightsarena.platform.game.rules.barbarianattack.ScenarioCards;
import org.knightsarena.platform.game.rules.base.Building;
import org.knightsarena.platform.game.rules.base.Costs;
import org.knightsarena.platform.game.rules.base.Robber;
import org.knightsarena.platform.game.rules.base.Trading;
import org.knightsarena.platform.game.rules.progress.ProgressCards;
import org.knightsarena.platform.game.rules.seafarers.GoldFields;
import org.knightsarena.platform.game.rules.seafarers.Pirate;
import org.knightsarena.platform.game.rules.seafarers.SeaRules;
import org.knightsarena.platform.game.rules.ships.Shipping;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.NodeSet;
import org.knightsarena.platform.game.state.OptionBuffer;
import org.knightsarena.platform.game.state.PathSet;
import org.knightsarena.platform.game.state.Phase;

/**
 * Builds the pending decision with its legal options from the state. This is the one place
 * that says what is legal: the engine accepts exactly the answers these decisions validate.
 */
public final class LegalActions {
    private LegalActions() {}

    public static Decision decision(GameState s) {
        int seat = decider(s);
        if (s.turn.phase().isQueued()) {
            return CitiesAndKnights.decision(s, seat);
        }
        switch (s.turn.phase()) {
            case SETUP_SETTLEMENT:
                // the second setup building is a city
                if ((s.isCitiesAndKnights() || s.isBarbarianAttack()) && CitiesAndKnights.isCityRound(s)) {
                    return CitiesAndKnights.setupCityDecision(s, seat);
                }
                return new Setup(seat, Piece.SETTLEMENT, setupSettlements(s));
            case SETUP_ROAD:
                return new Setup(seat, Piece.ROAD, setupRoads(s));
            case BEFORE_ROLL:
                return new BeforeRoll(seat, beforeRoll(s));
            case DISCARD:
                return new Discard(seat, s.turn.discardOwed[seat], s.cards.handOf(seat));
            case PLACE_ROBBER:
            case PLACE_ROBBER_OR_PIRATE:
            case PLACE_PIRATE:
                return new PlaceRobber(seat, figureHexes(s, s.turn.phase()));
            case CHOOSE_VICTIM:
                return new ChooseVictim(seat, victims(s, Robber.victims(s, s.turn.active)));
            case CHOOSE_PIRATE_VICTIM:
                return new ChooseVictim(seat, victims(s, Pirate.victims(s, s.turn.active)));
            case MAIN:
                return new MainTurn(
                        seat,
                        main(s),
                        s.cards.handOf(seat),
                        GameState.OFFERS_PER_TURN - s.turn.offersMade,
                        tradable(s));
            case RESPOND_TO_OFFER:
                return new RespondToOffer(
                        seat,
                        s.turn.active,
                        s.trade.give(),
                        s.trade.take(),
                        s.cards.holds(seat, s.trade.take()) ? ACCEPT_OR_DECLINE : DECLINE_ONLY);
            case CHOOSE_PARTNER:
                return choosePartner(s);
            case FREE_ROAD:
                return new PlaceFreeRoad(seat, roads(s, seat));
            case SPECIAL_BUILD:
                return SpecialBuildPhase.decision(s, seat);
            case GOLD:
                return new ChooseGoldResource(seat, s.islands.goldOwed[seat], CitiesAndKnights.resourceOptions(s));
            case NEUTRAL_SETTLEMENT:
            case NEUTRAL_ROAD:
            case NEUTRAL_KNIGHT:
            case NEUTRAL_PROMOTION:
            case FORCED_TRADE_GIVE:
                return CatanForTwo.decision(s, seat);
            case OVER:
                throw new IllegalStateException("the game is over");
            default: // Barbarian Attack's phases; it refuses any other
                return BarbarianAttack.decision(s, seat);
        }
    }

    // the two answers to an offer, made once: most decisions of a game with offers are these
    private static final List<Action> ACCEPT_OR_DECLINE =
            ActionList.copyOf(List.of(AcceptOffer.INSTANCE, DeclineOffer.INSTANCE));
    private static final List<Action> DECLINE_ONLY = ActionList.copyOf(List.of(DeclineOffer.INSTANCE));

    private static final List<Card> RESOURCES = List.of(Card.resources());
    private static final List<Card> ALL_CARDS = List.of(Card.all());

    /** the base game trades resources only; Cities &amp; Knights commodities too. */
    private static List<Card> tradable(GameState s) {
        return s.options.ruleset() == org.knightsarena.api.Ruleset.BASE ? RESOURCES : ALL_CARDS;
    }

    /** @return the seat that must answer the pending decision */
    public static int decider(GameState s) {
        if (s.turn.phase().isQueued()) {
            return s.turn.pendingSeat;
        }
        switch (s.turn.phase()) {
            case DISCARD:
                return Robber.nextDiscarder(s);
            case RESPOND_TO_OFFER:
                return s.trade.responder();
            case SPECIAL_BUILD:
                return s.turn.specialBuilder;
            case GOLD:
                return GoldFields.nextChooser(s);
            default: // a Barbarian Attack card bought in the special build phase is its builder's
                return s.turn.specialBuilder != BoardView.NOBODY ? s.turn.specialBuilder : s.turn.active;
        }
    }

    private static List<Action> setupSettlements(GameState s) {
        OptionBuffer options = s.optionBuffer.start();
        for (int node = 0; node < s.topology.intersectionCount(); node++) {
            if (Building.isSetupSpot(s, node)) {
                options.add(CachedActions.settlement(node));
            }
        }
        return options.toList();
    }

    private static List<Action> setupRoads(GameState s) {
        Topology t = s.topology;
        int node = s.turn.lastSetupSettlement;
        OptionBuffer options = s.optionBuffer.start();
        for (int k = 0, n = t.pathCountAt(node); k < n; k++) {
            int path = t.pathAt(node, k);
            if (s.pieces.roadOwner[path] == BoardView.NOBODY
                    && s.ships.ownerOf(path) == BoardView.NOBODY
                    && SeaRules.roadAllowed(s, path)) {
                options.add(CachedActions.road(path));
            }
        }
        Shipping.addSetupShips(s, s.turn.active, node, options);
        return options.toList();
    }

    private static final List<Action> ROLL_ONLY = ActionList.copyOf(List.of(RollDice.INSTANCE));

    private static List<Action> beforeRoll(GameState s) {
        if (s.isCitiesAndKnights()) {
            OptionBuffer options = s.optionBuffer.start();
            options.add(RollDice.INSTANCE);
            ProgressCards.addBeforeRollOptions(s, s.turn.active, options);
            return options.size() == 1 ? ROLL_ONLY : options.toList(); // no progress card to play: a list made once
        }
        if (s.turn.devPlayedThisTurn || s.devHands.total(s.turn.active) == 0) {
            return ROLL_ONLY;
        }
        OptionBuffer options = s.optionBuffer.start();
        options.add(RollDice.INSTANCE);
        addCardPlays(s, options);
        return options.toList();
    }

    private static List<Action> main(GameState s) {
        int seat = s.turn.active;
        OptionBuffer options = s.optionBuffer.start();
        addBuilds(s, seat, options);
        Shipping.addMoves(s, seat, options);
        addCardPlays(s, options);
        if (s.isCitiesAndKnights()) {
            CitiesAndKnights.addMainOptions(s, seat, options);
        }
        if (s.isCatanForTwo()) {
            CatanForTwo.addMainOptions(s, seat, options);
        }
        if (s.isBarbarianAttack()) { // also as Catan for Two
            BarbarianAttack.addMainOptions(s, seat, options);
        }
        addBankTrades(s, seat, options);
        options.add(EndTurn.INSTANCE);
        return options.toList();
    }

    /** The base game's builds and purchase the seat can pay for, in the main phase or the special build phase. */
    static void addBuilds(GameState s, int seat, OptionBuffer options) {
        if (s.pieces.roadsLeft[seat] > 0 && s.cards.holds(seat, Costs.ROAD)) {
            addRoads(s, seat, options);
        }
        if (s.cards.holds(seat, Costs.SHIP)) {
            Shipping.addShips(s, seat, options);
        }
        if (s.pieces.settlementsLeft[seat] > 0 && s.cards.holds(seat, Costs.SETTLEMENT)) {
            // only intersections the seat's roads (or ships) reach can take a settlement
            NodeSet reached = s.pieces.roadReach.get(seat);
            if (s.ships.inPlay()) {
                s.ships.reach.addTo(seat, reached);
            }
            for (int node = reached.next(0); node >= 0; node = reached.next(node + 1)) {
                if (Building.isFreeSpot(s, node)) {
                    options.add(CachedActions.settlement(node));
                }
            }
        }
        if (s.pieces.citiesLeft[seat] > 0 && s.cards.holds(seat, Costs.CITY)) {
            // the seat's own buildings, in intersection order as the scan of the board was
            for (int node = s.pieces.buildingNodes.next(seat, 0);
                    node >= 0;
                    node = s.pieces.buildingNodes.next(seat, node + 1)) {
                if (Building.canPlaceCity(s, seat, node)) {
                    options.add(CachedActions.city(node));
                }
            }
        }
        if (s.isBarbarianAttack()
                ? ScenarioCards.canBuy(s, seat)
                : !s.devDeck.isEmpty() && s.cards.holds(seat, Costs.DEVELOPMENT_CARD)) {
            options.add(BuyDevelopmentCard.INSTANCE); // the scenario's deck replaces the base one
        }
    }

    private static void addCardPlays(GameState s, OptionBuffer options) {
        int seat = s.turn.active;
        if (s.turn.devPlayedThisTurn) {
            return;
        }
        if (s.devHands.canPlay(seat, DevelopmentCard.KNIGHT)) {
            options.add(CachedActions.KNIGHT);
        }
        if (s.devHands.canPlay(seat, DevelopmentCard.ROAD_BUILDING) && Shipping.anyFreePiece(s, seat)) {
            options.add(CachedActions.ROAD_BUILDING);
        }
        if (s.devHands.canPlay(seat, DevelopmentCard.YEAR_OF_PLENTY)) {
            for (int a = 0; a < Card.RESOURCE_COUNT; a++) {
                for (int b = a; b < Card.RESOURCE_COUNT; b++) {
                    if (s.cards.bank[a] >= (a == b ? 2 : 1) && s.cards.bank[b] >= 1) {
                        options.add(CachedActions.yearOfPlenty(Card.of(a), Card.of(b)));
                    }
                }
            }
        }
        if (s.devHands.canPlay(seat, DevelopmentCard.MONOPOLY)) {
            for (int r = 0; r < Card.RESOURCE_COUNT; r++) {
                options.add(CachedActions.monopoly(Card.of(r)));
            }
        }
    }

    private static void addBankTrades(GameState s, int seat, OptionBuffer options) {
        for (int g = 0; g < Card.COUNT; g++) {
            Card give = Card.of(g);
            int held = s.cards.count(seat, give);
            if (held < Trading.BEST_RATE || held < Trading.rate(s, seat, give)) { // most kinds stop at the first test
                continue;
            }
            for (int t = 0; t < Card.COUNT; t++) {
                if (t != g && s.cards.bank[t] > 0) {
                    options.add(CachedActions.bankTrade(give, Card.of(t)));
                }
            }
        }
    }

    /** Adds the legal roads in path order; only paths at the seat's buildings or road ends can qualify. */
    private static void addRoads(GameState s, int seat, OptionBuffer options) {
        NodeSet nodes = s.pieces.roadReach.get(seat);
        s.pieces.buildingNodes.addTo(seat, nodes);
        PathSet paths = PathSet.around(s.topology, nodes);
        for (int path = paths.next(0); path >= 0; path = paths.next(path + 1)) {
            if (Building.canPlaceRoad(s, seat, path)) {
                options.add(CachedActions.road(path));
            }
        }
    }

    /** a free piece of Road Building, a road or (on a Seafarers map) a ship, each from the supply. */
    private static List<Action> roads(GameState s, int seat) {
        OptionBuffer options = s.optionBuffer.start();
        if (s.pieces.roadsLeft[seat] > 0) {
            addRoads(s, seat, options);
        }
        Shipping.addShips(s, seat, options);
        return options.toList();
    }

    /**
     * The robber's hexes, then the pirate's sea hexes (R-23.6.1: the player moves one), or only
     * one figure's: the robber's after its chase or Bishop, the pirate's after its chase.
     */
    private static List<Action> figureHexes(GameState s, Phase phase) {
        boolean robber = phase != Phase.PLACE_PIRATE;
        boolean pirate = phase != Phase.PLACE_ROBBER;
        OptionBuffer options = s.optionBuffer.start();
        for (int hex = 0; robber && hex < s.topology.hexCount(); hex++) {
            if (hex != s.figures.robber && SeaRules.robberAllowed(s, hex)) {
                options.add(CachedActions.robber(hex));
            }
        }
        for (int hex = 0; pirate && hex < s.topology.hexCount(); hex++) {
            if (Pirate.mayGoTo(s, hex)) {
                options.add(new MovePirate(hex));
            }
        }
        return options.toList();
    }

    private static List<Action> victims(GameState s, int set) {
        OptionBuffer options = s.optionBuffer.start();
        for (int p = 0; p < s.players; p++) {
            if ((set & (1 << p)) != 0) {
                options.add(CachedActions.steal(p));
            }
        }
        return options.toList();
    }

    private static Decision choosePartner(GameState s) {
        List<Integer> accepted = new ArrayList<>(3);
        OptionBuffer options = s.optionBuffer.start();
        for (int p = 0; p < s.players; p++) {
            if (s.trade.hasAccepted(p)) {
                accepted.add(p);
                options.add(CachedActions.confirm(p));
            }
        }
        options.add(CancelTrade.INSTANCE);
        return new ChooseTradePartner(s.turn.active, accepted, options.toList());
    }
}
