package org.knightsarena.platform.game;

import java.util.Arrays;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.board.Topology;

/**
 * The whole mutable state of one game in primitive arrays, so that a copy for search is a
 * handful of {@code clone()} calls. Only the rules classes of this package mutate it.
 *
 * <p>Per-player arrays are indexed {@code seat * width + kind}. {@link BoardView#NOBODY} marks
 * an empty intersection or path. Not thread-safe.
 */
final class GameState {
    static final int SETTLEMENT = 1;
    static final int CITY = 2;
    static final int DEV_KINDS = 5;
    static final int SETTLEMENTS = 5;
    static final int CITIES = 4;
    static final int ROADS = 15;
    static final int BANK_PER_RESOURCE = 19;
    /** Trade offers a player may make per turn, so that two agents cannot haggle forever. */
    static final int OFFERS_PER_TURN = 3;

    final GameOptions options;
    final int players;
    final Topology topology;
    Board board;
    GameRandom random;

    // --- cards
    int[] hand;            // seat * 8 + card
    int[] bank;            // card
    int[] devDeck;         // ordinals of DevelopmentCard, drawn from the end
    int devDeckSize;
    int[] devHand;         // seat * 5 + kind: unplayed cards held
    int[] devBought;       // seat * 5 + kind: of those, bought this turn
    int[] knightsPlayed;   // seat

    // --- board
    byte[] buildingKind;   // intersection: 0, SETTLEMENT, CITY
    byte[] buildingOwner;  // intersection
    byte[] roadOwner;      // path
    int robber;
    int[] settlementsLeft;
    int[] citiesLeft;
    int[] roadsLeft;
    int[] harbours;        // seat: bit mask of Harbour ordinals owned
    long[] roadReach;      // seat: bit i set when one of the seat's roads ends at intersection i
    long[] buildingNodes;  // seat: bit i set when the seat has a building on intersection i
    final int[] hexResource; // hex: Card code of its resource, -1 for the desert

    // --- awards and points
    int[] publicPoints;    // seat: buildings and awards; hidden victory point cards excluded
    int[] roadLength;      // seat
    int longestRoad = BoardView.NOBODY;
    int largestArmy = BoardView.NOBODY;

    // --- turn
    Phase phase;
    int turn;              // 0 during setup
    int active;
    int setupIndex;        // 0 .. 2 * players - 1 during setup
    int lastSetupSettlement;
    boolean devPlayedThisTurn;
    int offersMade;
    Phase afterInterrupt;  // where a robber move or free roads return to
    int freeRoads;
    int[] discardOwed;     // seat
    int winner = BoardView.NOBODY;

    // --- domestic trade in progress
    Cards offerGive = Cards.NONE;
    Cards offerTake = Cards.NONE;
    int responder;
    boolean[] accepted;

    GameState(GameOptions options, Board board, GameRandom random) {
        this.options = options;
        this.players = options.playerCount();
        this.board = board;
        this.topology = board.topology();
        if (topology.intersectionCount() > Long.SIZE || topology.pathCount() > 2 * Long.SIZE) {
            throw new IllegalArgumentException("intersection sets are 64-bit and path sets 128-bit; this map has "
                    + topology.intersectionCount() + " intersections and " + topology.pathCount() + " paths");
        }
        this.random = random;
        hand = new int[players * Card.COUNT];
        bank = new int[Card.COUNT];
        for (int r = 0; r < Card.RESOURCE_COUNT; r++) {
            bank[r] = BANK_PER_RESOURCE;
        }
        devDeck = new int[25];
        devHand = new int[players * DEV_KINDS];
        devBought = new int[players * DEV_KINDS];
        knightsPlayed = new int[players];
        buildingKind = new byte[topology.intersectionCount()];
        buildingOwner = new byte[topology.intersectionCount()];
        roadOwner = new byte[topology.pathCount()];
        Arrays.fill(buildingOwner, (byte) BoardView.NOBODY);
        Arrays.fill(roadOwner, (byte) BoardView.NOBODY);
        robber = board.desert();
        settlementsLeft = filled(SETTLEMENTS);
        citiesLeft = filled(CITIES);
        roadsLeft = filled(ROADS);
        harbours = new int[players];
        roadReach = new long[players];
        buildingNodes = new long[players];
        hexResource = resourcesOf(board);
        publicPoints = new int[players];
        roadLength = new int[players];
        discardOwed = new int[players];
        accepted = new boolean[players];
        phase = Phase.SETUP_SETTLEMENT;
    }

    private GameState(GameState o) {
        options = o.options;
        players = o.players;
        topology = o.topology;
        board = o.board;
        random = o.random.copy();
        hand = o.hand.clone();
        bank = o.bank.clone();
        devDeck = o.devDeck.clone();
        devDeckSize = o.devDeckSize;
        devHand = o.devHand.clone();
        devBought = o.devBought.clone();
        knightsPlayed = o.knightsPlayed.clone();
        buildingKind = o.buildingKind.clone();
        buildingOwner = o.buildingOwner.clone();
        roadOwner = o.roadOwner.clone();
        robber = o.robber;
        settlementsLeft = o.settlementsLeft.clone();
        citiesLeft = o.citiesLeft.clone();
        roadsLeft = o.roadsLeft.clone();
        harbours = o.harbours.clone();
        roadReach = o.roadReach.clone();
        buildingNodes = o.buildingNodes.clone();
        hexResource = o.hexResource;
        publicPoints = o.publicPoints.clone();
        roadLength = o.roadLength.clone();
        longestRoad = o.longestRoad;
        largestArmy = o.largestArmy;
        phase = o.phase;
        turn = o.turn;
        active = o.active;
        setupIndex = o.setupIndex;
        lastSetupSettlement = o.lastSetupSettlement;
        devPlayedThisTurn = o.devPlayedThisTurn;
        offersMade = o.offersMade;
        afterInterrupt = o.afterInterrupt;
        freeRoads = o.freeRoads;
        discardOwed = o.discardOwed.clone();
        winner = o.winner;
        offerGive = o.offerGive;
        offerTake = o.offerTake;
        responder = o.responder;
        accepted = o.accepted.clone();
    }

    /** Production looks up each hex's resource on every roll: keep it as a plain array. */
    private static int[] resourcesOf(Board board) {
        int[] codes = new int[board.topology().hexCount()];
        for (int hex = 0; hex < codes.length; hex++) {
            codes[hex] = board.terrain(hex).resource().map(Card::code).orElse(-1);
        }
        return codes;
    }

    /** @return whether one of the seat's roads ends at {@code node} */
    boolean reaches(int seat, int node) {
        return (roadReach[seat] & (1L << node)) != 0;
    }

    /** @return the set of intersections holding the seat's buildings, as bits */
    long ownedNodes(int seat) {
        return buildingNodes[seat];
    }

    GameState copy() {
        return new GameState(this);
    }

    private int[] filled(int value) {
        int[] a = new int[players];
        Arrays.fill(a, value);
        return a;
    }

    // --- hands

    int count(int seat, Card card) {
        return hand[seat * Card.COUNT + card.ordinal()];
    }

    int handSize(int seat) {
        int total = 0;
        int base = seat * Card.COUNT;
        for (int c = 0; c < Card.COUNT; c++) {
            total += hand[base + c];
        }
        return total;
    }

    Cards handOf(int seat) {
        int b = seat * Card.COUNT;
        return new Cards(hand[b], hand[b + 1], hand[b + 2], hand[b + 3], hand[b + 4], hand[b + 5], hand[b + 6],
                hand[b + 7]);
    }

    boolean holds(int seat, Cards cards) {
        int b = seat * Card.COUNT;
        return hand[b] >= cards.brick() && hand[b + 1] >= cards.lumber() && hand[b + 2] >= cards.wool()
                && hand[b + 3] >= cards.grain() && hand[b + 4] >= cards.ore() && hand[b + 5] >= cards.paper()
                && hand[b + 6] >= cards.cloth() && hand[b + 7] >= cards.coin();
    }

    /** Moves cards from a hand to the bank. */
    void pay(int seat, Cards cards) {
        move(cards, hand, seat * Card.COUNT, bank, 0);
    }

    /** Moves cards from the bank to a hand. */
    void receive(int seat, Cards cards) {
        move(cards, bank, 0, hand, seat * Card.COUNT);
    }

    /** Moves cards from one hand to another. */
    void transfer(int from, int to, Cards cards) {
        move(cards, hand, from * Card.COUNT, hand, to * Card.COUNT);
    }

    void payOne(int seat, Card card, int n) {
        hand[seat * Card.COUNT + card.ordinal()] -= n;
        bank[card.ordinal()] += n;
    }

    void receiveOne(int seat, Card card, int n) {
        hand[seat * Card.COUNT + card.ordinal()] += n;
        bank[card.ordinal()] -= n;
    }

    private static void move(Cards cards, int[] from, int fromBase, int[] to, int toBase) {
        int[] c = {cards.brick(), cards.lumber(), cards.wool(), cards.grain(), cards.ore(), cards.paper(),
                cards.cloth(), cards.coin()};
        for (int k = 0; k < Card.COUNT; k++) {
            if (from[fromBase + k] < c[k]) {
                throw new IllegalStateException("not enough " + Card.of(k) + " to move " + cards);
            }
        }
        for (int k = 0; k < Card.COUNT; k++) {
            from[fromBase + k] -= c[k];
            to[toBase + k] += c[k];
        }
    }

    // --- development cards

    int devCount(int seat, DevelopmentCard card) {
        return devHand[seat * DEV_KINDS + card.ordinal()];
    }

    int devCards(int seat) {
        int total = 0;
        for (int k = 0; k < DEV_KINDS; k++) {
            total += devHand[seat * DEV_KINDS + k];
        }
        return total;
    }

    /** @return whether {@code seat} holds a card of that kind bought before this turn */
    boolean canPlay(int seat, DevelopmentCard card) {
        int i = seat * DEV_KINDS + card.ordinal();
        return devHand[i] - devBought[i] > 0;
    }

    // --- points

    int hiddenPoints(int seat) {
        return devHand[seat * DEV_KINDS + DevelopmentCard.VICTORY_POINT.ordinal()];
    }

    int totalPoints(int seat) {
        return publicPoints[seat] + hiddenPoints(seat);
    }

    boolean isOver() {
        return phase == Phase.OVER;
    }

    /** @return the seat after {@code seat} in clockwise order */
    int next(int seat) {
        return seat + 1 == players ? 0 : seat + 1;
    }
}
