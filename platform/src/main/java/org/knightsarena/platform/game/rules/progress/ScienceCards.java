package org.knightsarena.platform.game.rules.progress;

import java.util.List;
import org.knightsarena.api.action.PlayAlchemist;
import org.knightsarena.api.action.PlayCrane;
import org.knightsarena.api.action.PlayEngineer;
import org.knightsarena.api.action.PlayInventor;
import org.knightsarena.api.action.PlayIrrigation;
import org.knightsarena.api.action.PlayMedicine;
import org.knightsarena.api.action.PlayMining;
import org.knightsarena.api.action.PlayRoadBuilding;
import org.knightsarena.api.action.PlaySmith;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.cards.Track;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.event.Built;
import org.knightsarena.api.event.CardsTaken;
import org.knightsarena.api.event.KnightChange;
import org.knightsarena.api.event.KnightChanged;
import org.knightsarena.api.event.TokensSwapped;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.rules.Continuation;
import org.knightsarena.platform.game.rules.base.Building;
import org.knightsarena.platform.game.rules.cities.Barbarians;
import org.knightsarena.platform.game.rules.cities.CityImprovements;
import org.knightsarena.platform.game.rules.cities.CityWalls;
import org.knightsarena.platform.game.rules.knights.Knights;
import org.knightsarena.platform.game.rules.ships.Shipping;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.KnightBoard;
import org.knightsarena.platform.game.state.KnightFlags;
import org.knightsarena.platform.game.state.NodeSet;
import org.knightsarena.platform.game.state.OptionBuffer;
import org.knightsarena.platform.game.state.Phase;
import org.knightsarena.platform.game.state.ProgressPiles;

/**
 * The science progress cards (RULES.md §13.5). Each card is offered only on its owner's turn,
 * after the roll (Alchemist before it, R-13.2.1), and only with the plays its effect allows
 * every play starts with {@link ProgressCards#play}. Printer is never played: it is
 * revealed when drawn. Science has no phase of its own: Road Building uses the
 * base game's FREE_ROAD, Crane a metropolis choice when one is owed, Alchemist the roll's.
 *
 * <p>Option lists hold shared action instances, so listing them does not allocate per option.
 */
public final class ScienceCards {
    /** Medicine's price of a city. */
    static final Cards MEDICINE_COST = new Cards(0, 0, 0, 1, 2, 0, 0, 0);
    /** cards taken per fields or mountains hex. */
    static final int HARVEST_PER_HEX = 2;

    private static final int MAX_NODES = NodeSet.CAPACITY;
    private static final int MAX_HEXES = 64;
    private static final Track[] TRACKS = Track.values();
    private static final PlayAlchemist[] ALCHEMISTS = new PlayAlchemist[36];
    private static final PlayCrane[] CRANES = new PlayCrane[TRACKS.length];
    private static final PlayEngineer[] ENGINEERS = new PlayEngineer[MAX_NODES];
    private static final PlayMedicine[] MEDICINES = new PlayMedicine[MAX_NODES];
    private static final PlaySmith[] SMITHS = new PlaySmith[MAX_NODES];
    /** Index {@code a * MAX_NODES + b} with {@code a < b}; null elsewhere. */
    private static final PlaySmith[] SMITH_PAIRS = new PlaySmith[MAX_NODES * MAX_NODES];
    /** Index {@code a * MAX_HEXES + b} with {@code a < b}; null elsewhere. */
    private static final PlayInventor[] INVENTORS = new PlayInventor[MAX_HEXES * MAX_HEXES];

    static {
        for (int y = 1; y <= 6; y++) {
            for (int r = 1; r <= 6; r++) {
                ALCHEMISTS[(y - 1) * 6 + r - 1] = new PlayAlchemist(y, r);
            }
        }
        for (Track track : TRACKS) {
            CRANES[track.ordinal()] = new PlayCrane(track);
        }
        for (int a = 0; a < MAX_NODES; a++) {
            ENGINEERS[a] = new PlayEngineer(a);
            MEDICINES[a] = new PlayMedicine(a);
            SMITHS[a] = new PlaySmith(List.of(a));
            for (int b = a + 1; b < MAX_NODES; b++) {
                SMITH_PAIRS[a * MAX_NODES + b] = new PlaySmith(List.of(a, b));
            }
        }
        for (int a = 0; a < MAX_HEXES; a++) {
            for (int b = a + 1; b < MAX_HEXES; b++) {
                INVENTORS[a * MAX_HEXES + b] = new PlayInventor(a, b);
            }
        }
    }

    private ScienceCards() {}

    // --- options

    /** before the roll, Alchemist with every pair of production dice. */
    static void addBeforeRollOptions(GameState s, int seat, OptionBuffer options) {
        if (s.turn.phase() != Phase.BEFORE_ROLL
                || seat != s.turn.active
                || !ProgressCards.holds(s, seat, ProgressCard.ALCHEMIST)) {
            return;
        }
        // Catan for Two's second total differs from the first's, the Alchemist's too (a ruling)
        int first = s.twoPlayer.firstRoll();
        for (PlayAlchemist play : ALCHEMISTS) {
            if (first == 0 || play.yellow() + play.red() != first) {
                options.add(play);
            }
        }
    }

    /** after the roll, every science play whose effect can happen. */
    public static void addMainOptions(GameState s, int seat, OptionBuffer options) {
        if (s.turn.phase() != Phase.MAIN || seat != s.turn.active) {
            return;
        }
        int base = seat * ProgressPiles.KINDS;
        int[] hand = s.progress.hand;
        if (hand[base + ProgressCard.CRANE.ordinal()] > 0) {
            for (Track track : TRACKS) {
                if (canCrane(s, seat, track)) {
                    options.add(CRANES[track.ordinal()]);
                }
            }
        }
        if (hand[base + ProgressCard.ENGINEER.ordinal()] > 0 && s.improvements.wallsLeft[seat] > 0) {
            for (int node = s.pieces.cityNodes.next(seat, 0);
                    node >= 0;
                    node = s.pieces.cityNodes.next(seat, node + 1)) {
                if (CityWalls.canPlace(s, seat, node)) {
                    options.add(ENGINEERS[node]);
                }
            }
        }
        if (hand[base + ProgressCard.INVENTOR.ordinal()] > 0) {
            addInventorOptions(s, options);
        }
        if (hand[base + ProgressCard.IRRIGATION.ordinal()] > 0 && harvest(s, seat, Card.GRAIN) > 0) {
            options.add(PlayIrrigation.INSTANCE);
        }
        if (hand[base + ProgressCard.MEDICINE.ordinal()] > 0 && s.cards.holds(seat, MEDICINE_COST)) {
            for (int node = s.pieces.buildingNodes.next(seat, 0);
                    node >= 0;
                    node = s.pieces.buildingNodes.next(seat, node + 1)) {
                if (canMedicine(s, seat, node)) {
                    options.add(MEDICINES[node]);
                }
            }
        }
        if (hand[base + ProgressCard.MINING.ordinal()] > 0 && harvest(s, seat, Card.ORE) > 0) {
            options.add(PlayMining.INSTANCE);
        }
        if (hand[base + ProgressCard.ROAD_BUILDING.ordinal()] > 0 && Shipping.anyFreePiece(s, seat)) {
            options.add(PlayRoadBuilding.INSTANCE);
        }
        if (hand[base + ProgressCard.SMITH.ordinal()] > 0) {
            addSmithOptions(s, seat, options);
        }
    }

    /**
     * with: {@link CityImprovements#canBuild} with the next level
     * costing one commodity fewer.
     */
    static boolean canCrane(GameState s, int seat, Track track) {
        int next = CityImprovements.level(s, seat, track) + 1;
        if (next > Track.MAX_LEVEL || s.cards.count(seat, track.commodity()) < next - 1) {
            return false;
        }
        if (next < CityImprovements.METROPOLIS_LEVEL) {
            return CityImprovements.hasCity(s, seat);
        }
        return s.improvements.metropolisOwner[track.ordinal()] == seat
                || !CityImprovements.ordinaryCities(s, seat).isEmpty();
    }

    /** a token Inventor may move; also excludes the desert and any hex without a token. */
    static boolean isSwappable(int token) {
        return token >= 3 && token <= 11 && token != 6 && token != 8 && token != 7;
    }

    private static void addInventorOptions(GameState s, OptionBuffer options) {
        int hexes = Math.min(s.topology.hexCount(), MAX_HEXES);
        for (int a = 0; a < hexes; a++) {
            if (!isSwappable(s.board.token(a)) || s.castle.landsOn(a, s.board.token(a))) {
                continue;
            }
            for (int b = a + 1; b < hexes; b++) {
                if (isSwappable(s.board.token(b)) && !s.castle.landsOn(b, s.board.token(b))) {
                    options.add(INVENTORS[a * MAX_HEXES + b]);
                }
            }
        }
    }

    /** an own settlement, with a city piece (a tipped city keeps its own). */
    static boolean canMedicine(GameState s, int seat, int node) {
        return Building.canPlaceCity(s, seat, node)
                && (s.pieces.citiesLeft[seat] > 0 || s.pieces.tippedCities.contains(seat, node));
    }

    /**
     * the cards Irrigation (grain) or Mining (ore) would give: 2 per hex of
     * that resource touching at least one of the seat's buildings, each hex once, robber
     * ignored, at most what the bank has.
     */
    static int harvest(GameState s, int seat, Card resource) {
        Topology t = s.topology;
        int code = resource.code();
        int hexes = 0;
        for (int hex = 0, n = t.hexCount(); hex < n; hex++) {
            if (s.figures.hexResource[hex] != code) {
                continue;
            }
            for (int k = 0; k < 6; k++) {
                if (s.pieces.buildingOwner[t.corner(hex, k)] == seat) {
                    hexes++;
                    break;
                }
            }
        }
        return Math.min(HARVEST_PER_HEX * hexes, s.cards.bank[code]);
    }

    /**
     * the knights Smith may promote, alone and in pairs. Promotions are made
     * one after the other, the stronger knight first, so a strong knight becoming mighty frees
     * the strong piece a basic knight then takes.
     */
    private static void addSmithOptions(GameState s, int seat, OptionBuffer options) {
        NodeSet knights = eligible(s, seat);
        for (int node = knights.next(0); node >= 0; node = knights.next(node + 1)) {
            if (s.knights.left[KnightBoard.supplyIndex(seat, s.knights.strength[node] + 1)] > 0) {
                options.add(SMITHS[node]);
            }
        }
        for (int first = knights.next(0); first >= 0; first = knights.next(first + 1)) {
            for (int second = knights.next(first + 1); second >= 0; second = knights.next(second + 1)) {
                if (canPromoteBoth(s, seat, first, second)) {
                    options.add(SMITH_PAIRS[first * MAX_NODES + second]);
                }
            }
        }
    }

    /**
     * the seat's knights below mighty, not promoted this turn, and strong ones
     * only with the Fortress; pieces aside.
     */
    private static NodeSet eligible(GameState s, int seat) {
        boolean fortress = CityImprovements.level(s, seat, Track.POLITICS) >= Knights.FORTRESS_LEVEL;
        NodeSet set = new NodeSet();
        for (int node = s.knights.placed.next(seat, 0); node >= 0; node = s.knights.placed.next(seat, node + 1)) {
            if (KnightFlags.promotedThisTurn(s.knights.flags[node])) {
                continue;
            }
            int strength = s.knights.strength[node];
            if (strength == Knights.BASIC || (strength == Knights.STRONG && fortress)) {
                set.add(node);
            }
        }
        return set;
    }

    /** the pieces for both promotions, the stronger knight promoted first. */
    private static boolean canPromoteBoth(GameState s, int seat, int a, int b) {
        int hi = Math.max(s.knights.strength[a], s.knights.strength[b]);
        int lo = Math.min(s.knights.strength[a], s.knights.strength[b]);
        int[] left = s.knights.left;
        if (left[KnightBoard.supplyIndex(seat, hi + 1)] == 0) {
            return false;
        }
        // the first promotion takes a piece of strength hi + 1 and returns one of strength hi
        int after = left[KnightBoard.supplyIndex(seat, lo + 1)] - (lo == hi ? 1 : 0) + (lo + 1 == hi ? 1 : 0);
        return after > 0;
    }

    // --- plays

    /**
     * plays Alchemist and rolls at once with the chosen production dice; only
     * the event die is drawn, then the roll goes on as any other.
     */
    public static Continuation apply(GameState s, Chronicle c, int seat, PlayAlchemist play) {
        ProgressCards.play(s, c, seat, ProgressCard.ALCHEMIST, play);
        s.dice.forceNext(play.yellow(), play.red());
        return Continuation.ROLL;
    }

    /** Applies a validated {@link PlayCrane}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, PlayCrane action) {
        ProgressCards.play(s, c, seat, ProgressCard.CRANE, action);
        return crane(s, c, seat, action.track());
    }

    /** Applies a validated {@link PlayEngineer}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, PlayEngineer action) {
        ProgressCards.play(s, c, seat, ProgressCard.ENGINEER, action);
        engineer(s, c, seat, action.intersection());
        return Continuation.NONE;
    }

    /** Applies a validated {@link PlayInventor}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, PlayInventor action) {
        ProgressCards.play(s, c, seat, ProgressCard.INVENTOR, action);
        PlayInventor p = action;
        s.board = s.board.withTokensSwapped(p.hexA(), p.hexB());
        c.add(new TokensSwapped(seat, p.hexA(), p.hexB()));
        return Continuation.NONE;
    }

    /** Applies a validated {@link PlayIrrigation}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, PlayIrrigation action) {
        ProgressCards.play(s, c, seat, ProgressCard.IRRIGATION, action);
        take(s, c, seat, Card.GRAIN);
        return Continuation.NONE;
    }

    /** Applies a validated {@link PlayMedicine}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, PlayMedicine action) {
        ProgressCards.play(s, c, seat, ProgressCard.MEDICINE, action);
        s.cards.pay(seat, MEDICINE_COST);
        Barbarians.upgrade(s, c, seat, action.intersection());
        return Continuation.NONE;
    }

    /** Applies a validated {@link PlayMining}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, PlayMining action) {
        ProgressCards.play(s, c, seat, ProgressCard.MINING, action);
        take(s, c, seat, Card.ORE);
        return Continuation.NONE;
    }

    /** Applies a validated {@link PlayRoadBuilding}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, PlayRoadBuilding action) {
        ProgressCards.play(s, c, seat, ProgressCard.ROAD_BUILDING, action);
        s.turn.freeRoads = 2;
        return Continuation.interrupt(Phase.FREE_ROAD, s.turn.phase());
    }

    /** Applies a validated {@link PlaySmith}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, PlaySmith action) {
        ProgressCards.play(s, c, seat, ProgressCard.SMITH, action);
        smith(s, c, seat, action.knights());
        return Continuation.NONE;
    }

    /** Science has no phase of its own. */
    static Decision decision(GameState s, int seat) {
        throw new AssertionError(s.turn.phase());
    }

    /**
     * the next level for one commodity fewer. The bank lends the missing commodity and
     * {@link CityImprovements#build} takes it back with the rest, so the level, the metropolis
     * and its choice of city follow the ordinary rules.
     */
    private static Continuation crane(GameState s, Chronicle c, int seat, Track track) {
        s.cards.receiveOne(seat, track.commodity(), 1);
        return CityImprovements.build(s, c, seat, track);
    }

    /** a wall under an own city without one, free. */
    private static void engineer(GameState s, Chronicle c, int seat, int node) {
        s.improvements.wall[node] = 1;
        s.improvements.wallsLeft[seat]--;
        c.add(new Built(seat, Piece.CITY_WALL, node));
    }

    /** Irrigation's grain or Mining's ore from the bank. */
    private static void take(GameState s, Chronicle c, int seat, Card resource) {
        int n = harvest(s, seat, resource);
        s.cards.receiveOne(seat, resource, n);
        c.add(new CardsTaken(seat, Cards.of(resource, n)));
    }

    /** free promotions, the stronger knight first (see {@link #addSmithOptions}). */
    private static void smith(GameState s, Chronicle c, int seat, List<Integer> knights) {
        int first = knights.get(0);
        if (knights.size() == 2 && s.knights.strength[knights.get(1)] > s.knights.strength[first]) {
            promote(s, c, seat, knights.get(1));
            promote(s, c, seat, first);
            return;
        }
        for (int node : knights) {
            promote(s, c, seat, node);
        }
    }

    /** as {@code Knights.promote}, without the price (R-9.3.4: position and flags kept). */
    private static void promote(GameState s, Chronicle c, int seat, int node) {
        int strength = s.knights.strength[node];
        s.knights.left[KnightBoard.supplyIndex(seat, strength)]++;
        s.knights.left[KnightBoard.supplyIndex(seat, strength + 1)]--;
        s.knights.strength[node] = (byte) (strength + 1);
        s.knights.flags[node] = KnightFlags.promoted(s.knights.flags[node]);
        c.add(new KnightChanged(seat, KnightChange.PROMOTED, node, node, strength + 1, s.knights.isActive(node)));
    }
}
