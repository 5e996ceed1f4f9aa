package org.knightsarena.platform.game.rules;

import org.knightsarena.api.action.BuildCity;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.action.ConfirmTrade;
import org.knightsarena.api.action.MoveRobber;
import org.knightsarena.api.action.PlayDevelopmentCard;
import org.knightsarena.api.action.StealFrom;
import org.knightsarena.api.action.TradeWithBank;
import org.knightsarena.api.cards.Card;
import org.knightsarena.platform.game.state.PathSet;

/**
 * Shared instances of every action with a small argument range. Actions are immutable, so
 * option lists can hold these instead of allocating new records at every decision.
 */
public final class CachedActions {
    private static final int MAX_IDS = PathSet.CAPACITY; // paths are the most numerous ids
    private static final BuildRoad[] ROADS = new BuildRoad[MAX_IDS];
    private static final BuildSettlement[] SETTLEMENTS = new BuildSettlement[MAX_IDS];
    private static final BuildCity[] CITIES = new BuildCity[MAX_IDS];
    private static final MoveRobber[] ROBBER_MOVES = new MoveRobber[MAX_IDS];
    private static final StealFrom[] STEALS = new StealFrom[8];
    private static final ConfirmTrade[] CONFIRMS = new ConfirmTrade[8];
    private static final TradeWithBank[] BANK_TRADES = new TradeWithBank[Card.COUNT * Card.COUNT];
    private static final PlayDevelopmentCard[] MONOPOLIES = new PlayDevelopmentCard[Card.RESOURCE_COUNT];
    private static final PlayDevelopmentCard[] PLENTY =
            new PlayDevelopmentCard[Card.RESOURCE_COUNT * Card.RESOURCE_COUNT];
    public static final PlayDevelopmentCard KNIGHT = PlayDevelopmentCard.knight();
    public static final PlayDevelopmentCard ROAD_BUILDING = PlayDevelopmentCard.roadBuilding();

    static {
        for (int i = 0; i < MAX_IDS; i++) {
            ROADS[i] = new BuildRoad(i);
            SETTLEMENTS[i] = new BuildSettlement(i);
            CITIES[i] = new BuildCity(i);
            ROBBER_MOVES[i] = new MoveRobber(i);
        }
        for (int i = 0; i < 8; i++) {
            STEALS[i] = new StealFrom(i);
            CONFIRMS[i] = new ConfirmTrade(i);
        }
        for (Card give : Card.values()) {
            for (Card take : Card.values()) {
                if (give != take) {
                    BANK_TRADES[give.ordinal() * Card.COUNT + take.ordinal()] = new TradeWithBank(give, take);
                }
            }
        }
        for (int a = 0; a < Card.RESOURCE_COUNT; a++) {
            MONOPOLIES[a] = PlayDevelopmentCard.monopoly(Card.of(a));
            for (int b = 0; b < Card.RESOURCE_COUNT; b++) {
                PLENTY[a * Card.RESOURCE_COUNT + b] = PlayDevelopmentCard.yearOfPlenty(Card.of(a), Card.of(b));
            }
        }
    }

    private CachedActions() {}

    public static BuildRoad road(int path) {
        return ROADS[path];
    }

    public static BuildSettlement settlement(int intersection) {
        return SETTLEMENTS[intersection];
    }

    public static BuildCity city(int intersection) {
        return CITIES[intersection];
    }

    public static MoveRobber robber(int hex) {
        return ROBBER_MOVES[hex];
    }

    public static StealFrom steal(int victim) {
        return STEALS[victim];
    }

    public static ConfirmTrade confirm(int partner) {
        return CONFIRMS[partner];
    }

    public static TradeWithBank bankTrade(Card give, Card take) {
        return BANK_TRADES[give.ordinal() * Card.COUNT + take.ordinal()];
    }

    public static PlayDevelopmentCard monopoly(Card resource) {
        return MONOPOLIES[resource.ordinal()];
    }

    public static PlayDevelopmentCard yearOfPlenty(Card first, Card second) {
        return PLENTY[first.ordinal() * Card.RESOURCE_COUNT + second.ordinal()];
    }
}
