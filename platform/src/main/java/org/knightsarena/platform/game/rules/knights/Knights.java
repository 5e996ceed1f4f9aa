package org.knightsarena.platform.game.rules.knights;

import org.knightsarena.api.action.ActivateKnight;
import org.knightsarena.api.action.DisplaceKnight;
import org.knightsarena.api.action.MoveDisplacedKnight;
import org.knightsarena.api.action.MoveKnight;
import org.knightsarena.api.action.PromoteKnight;
import org.knightsarena.api.action.RecruitKnight;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.Track;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.PlaceDisplacedKnight;
import org.knightsarena.api.event.Built;
import org.knightsarena.api.event.KnightChange;
import org.knightsarena.api.event.KnightChanged;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.rules.Continuation;
import org.knightsarena.platform.game.rules.base.Building;
import org.knightsarena.platform.game.rules.base.LongestRoad;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.KnightBoard;
import org.knightsarena.platform.game.state.KnightFlags;
import org.knightsarena.platform.game.state.NodeSet;
import org.knightsarena.platform.game.state.OptionBuffer;
import org.knightsarena.platform.game.state.Phase;

/**
 * Knights of Cities &amp; Knights (RULES.md §9, R-2.3.2, R-15 with knights): their options in a
 * main turn, the knight actions, and the displaced knight's relocation.
 *
 * <p>Knights live in the {@code knight*} arrays of {@link GameState}, indexed by intersection.
 * Intersection sets are {@link NodeSet}s, walked with {@code next(from)}.
 * The option lists hold shared action instances, so building them does not allocate per option.
 */
public final class Knights {
    /** recruiting a basic knight. */
    public static final Cards RECRUIT = new Cards(0, 0, 1, 0, 1, 0, 0, 0);
    /** activating a knight. */
    public static final Cards ACTIVATE = new Cards(0, 0, 0, 1, 0, 0, 0, 0);
    /** promoting a knight one step. */
    public static final Cards PROMOTE = new Cards(0, 0, 1, 0, 1, 0, 0, 0);

    public static final int BASIC = 1;
    public static final int STRONG = 2;
    public static final int MIGHTY = 3;
    /** politics level of the Fortress, needed to promote a strong knight. */
    public static final int FORTRESS_LEVEL = 3;

    private static final int MAX_NODES = NodeSet.CAPACITY;
    private static final RecruitKnight[] RECRUITS = new RecruitKnight[MAX_NODES];
    private static final ActivateKnight[] ACTIVATIONS = new ActivateKnight[MAX_NODES];
    private static final PromoteKnight[] PROMOTIONS = new PromoteKnight[MAX_NODES];
    private static final MoveDisplacedKnight[] RELOCATIONS = new MoveDisplacedKnight[MAX_NODES];
    private static final MoveKnight[] MOVES = new MoveKnight[MAX_NODES * MAX_NODES];
    private static final DisplaceKnight[] DISPLACEMENTS = new DisplaceKnight[MAX_NODES * MAX_NODES];

    static {
        for (int a = 0; a < MAX_NODES; a++) {
            RECRUITS[a] = new RecruitKnight(a);
            ACTIVATIONS[a] = new ActivateKnight(a);
            PROMOTIONS[a] = new PromoteKnight(a);
            RELOCATIONS[a] = new MoveDisplacedKnight(a);
            for (int b = 0; b < MAX_NODES; b++) {
                MOVES[a * MAX_NODES + b] = new MoveKnight(a, b);
                DISPLACEMENTS[a * MAX_NODES + b] = new DisplaceKnight(a, b);
            }
        }
    }

    private Knights() {}

    // --- options

    /** Adds the seat's legal knight actions to a MainTurn's options (after the roll, own turn). */
    public static void addMainOptions(GameState s, int seat, OptionBuffer options) {
        if (s.knights.owner.length == 0) {
            return;
        }
        if (s.knights.left[KnightBoard.supplyIndex(seat, BASIC)] > 0 && s.cards.holds(seat, RECRUIT)) {
            NodeSet reached = reach(s, seat);
            for (int node = reached.next(0); node >= 0; node = reached.next(node + 1)) {
                if (isEmpty(s, node)) {
                    options.add(RECRUITS[node]);
                }
            }
        }
        // a local copy of the kept set, so its two words stay in registers through the walks
        NodeSet mine = s.knights.placed.get(seat);
        if (mine.isEmpty()) {
            return;
        }
        boolean grain = s.cards.holds(seat, ACTIVATE);
        boolean promote = s.cards.holds(seat, PROMOTE);
        if (grain || promote) {
            for (int node = mine.next(0); node >= 0; node = mine.next(node + 1)) {
                int flags = s.knights.flags[node];
                if (grain && !KnightFlags.active(flags)) {
                    options.add(ACTIVATIONS[node]);
                }
                if (promote && canPromote(s, seat, node)) {
                    options.add(PROMOTIONS[node]);
                }
            }
        }
        for (int node = mine.next(0); node >= 0; node = mine.next(node + 1)) {
            if (!canAct(s, node)) {
                continue;
            }
            NodeSet reached = reachable(s, seat, node);
            int strength = s.knights.strength[node];
            for (int to = reached.next(0); to >= 0; to = reached.next(to + 1)) {
                int other = s.knights.owner[to];
                if (other == BoardView.NOBODY) {
                    if (s.pieces.buildingKind[to] == 0) {
                        options.add(MOVES[node * MAX_NODES + to]);
                    }
                } else if (other != seat && s.knights.strength[to] < strength) {
                    options.add(DISPLACEMENTS[node * MAX_NODES + to]);
                }
            }
            KnightChases.addOptions(s, node, options);
        }
    }

    /** no building and no knight on the intersection. */
    public static boolean isEmpty(GameState s, int node) {
        return s.pieces.buildingKind[node] == 0 && s.knights.owner[node] == BoardView.NOBODY;
    }

    /** the promotion is allowed, costs aside. */
    static boolean canPromote(GameState s, int seat, int node) {
        int strength = s.knights.strength[node];
        if (strength >= MIGHTY || KnightFlags.promotedThisTurn(s.knights.flags[node])) {
            return false;
        }
        if (strength == STRONG && s.improvements.level(seat, Track.POLITICS) < FORTRESS_LEVEL) {
            return false;
        }
        return s.knights.left[KnightBoard.supplyIndex(seat, strength + 1)] > 0;
    }

    /** §9.4: active, and not activated during this turn. */
    public static boolean canAct(GameState s, int node) {
        return KnightFlags.canAct(s.knights.flags[node]);
    }

    /**
     * the intersections the seat's roads and, on a Seafarers map, its ships touch, where
     * a knight is recruited (and Deserter places one, and Intrigue finds an opponent's), even
     * where only sea meets.
     *
     * @return a new set
     */
    public static NodeSet reach(GameState s, int seat) {
        NodeSet reached = s.pieces.roadReach.get(seat);
        if (s.ships.inPlay()) {
            s.ships.reach.addTo(seat, reached);
        }
        return reached;
    }

    /**
     * Returns the intersections reachable from {@code start} along the seat's roads and, on a
     * Seafarers map, its ships (R-9.4.1, R-17.1.5: a road may lead on to a ship anywhere, a
     * ruling). The walk passes through empty intersections and the seat's own buildings and knights; an
     * intersection holding an opponent's building or knight is reached but not passed. The start
     * itself is never in the result.
     *
     * @return a new set of intersections
     */
    static NodeSet reachable(GameState s, int seat, int start) {
        Topology t = s.topology;
        NodeSet seen = NodeSet.of(start);
        NodeSet frontier = NodeSet.of(start);
        NodeSet reached = new NodeSet();
        for (int node = frontier.next(0); node >= 0; node = frontier.next(0)) {
            frontier.remove(node);
            for (int k = 0, n = t.pathCountAt(node); k < n; k++) {
                int path = t.pathAt(node, k);
                if (s.pieces.roadOwner[path] != seat && s.ships.ownerOf(path) != seat) {
                    continue;
                }
                int next = t.neighbour(node, k);
                if (seen.contains(next)) {
                    continue;
                }
                seen.add(next);
                reached.add(next);
                int building = s.pieces.buildingOwner[next];
                int knight = s.knights.owner[next];
                boolean foreign = (building != BoardView.NOBODY && building != seat)
                        || (knight != BoardView.NOBODY && knight != seat);
                if (!foreign) {
                    frontier.add(next);
                }
            }
        }
        return reached;
    }

    /** @return the empty intersections reachable from {@code start} along the seat's roads and ships */
    static NodeSet destinations(GameState s, int seat, int start) {
        NodeSet empty = new NodeSet();
        NodeSet reached = reachable(s, seat, start);
        for (int node = reached.next(0); node >= 0; node = reached.next(node + 1)) {
            if (isEmpty(s, node)) {
                empty.add(node);
            }
        }
        return empty;
    }

    // --- actions

    /** Applies a validated {@link RecruitKnight}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, RecruitKnight action) {
        recruit(s, c, seat, action.intersection());
        return Continuation.NONE;
    }

    /** Applies a validated {@link ActivateKnight}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, ActivateKnight action) {
        activate(s, c, seat, action.intersection());
        return Continuation.NONE;
    }

    /** Applies a validated {@link PromoteKnight}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, PromoteKnight action) {
        promote(s, c, seat, action.intersection());
        return Continuation.NONE;
    }

    /** Applies a validated {@link MoveKnight}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, MoveKnight action) {
        MoveKnight m = action;
        move(s, c, seat, m.from(), m.to());
        return Continuation.NONE;
    }

    /** Applies a validated {@link DisplaceKnight}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, DisplaceKnight action) {
        DisplaceKnight d = action;
        return displace(s, c, seat, d.from(), d.to());
    }

    /** Applies a validated {@link MoveDisplacedKnight}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, MoveDisplacedKnight action) {
        relocate(s, c, seat, action.to());
        return Continuation.PROCEED;
    }

    /** a basic, inactive knight; it may split an opponent's road. */
    private static void recruit(GameState s, Chronicle c, int seat, int node) {
        s.cards.pay(seat, RECRUIT);
        s.knights.left[KnightBoard.supplyIndex(seat, BASIC)]--;
        s.knights.put(seat, node, BASIC, KnightFlags.NONE);
        c.add(new Built(seat, Piece.KNIGHT, node));
        updateRoadsIfSplit(s, c, seat, node, BoardView.NOBODY);
    }

    /** the knight may not act this turn. */
    private static void activate(GameState s, Chronicle c, int seat, int node) {
        s.cards.pay(seat, ACTIVATE);
        s.knights.flags[node] = KnightFlags.activated(s.knights.flags[node]);
        c.add(new KnightChanged(seat, KnightChange.ACTIVATED, node, node, s.knights.strength[node], true));
    }

    /** a piece swap keeping position and flags. */
    private static void promote(GameState s, Chronicle c, int seat, int node) {
        s.cards.pay(seat, PROMOTE);
        int strength = s.knights.strength[node];
        s.knights.left[KnightBoard.supplyIndex(seat, strength)]++;
        s.knights.left[KnightBoard.supplyIndex(seat, strength + 1)]--;
        s.knights.strength[node] = (byte) (strength + 1);
        s.knights.flags[node] = KnightFlags.promoted(s.knights.flags[node]);
        c.add(new KnightChanged(seat, KnightChange.PROMOTED, node, node, strength + 1, s.knights.isActive(node)));
    }

    /** the knight moves and becomes inactive. */
    private static void move(GameState s, Chronicle c, int seat, int from, int to) {
        int strength = s.knights.strength[from];
        int flags = KnightFlags.deactivated(s.knights.flags[from]);
        s.knights.lift(from);
        s.knights.put(seat, to, strength, flags);
        c.add(new KnightChanged(seat, KnightChange.MOVED, from, to, strength, false));
        updateRoadsIfSplit(s, c, seat, from, to);
    }

    /** the moving knight takes the weaker knight's place and becomes inactive. */
    private static Continuation displace(GameState s, Chronicle c, int seat, int from, int to) {
        int victim = s.knights.owner[to];
        int victimStrength = s.knights.strength[to];
        boolean victimActive = s.knights.isActive(to);
        int strength = s.knights.strength[from];
        int flags = KnightFlags.deactivated(s.knights.flags[from]);
        s.knights.lift(to);
        s.knights.lift(from);
        s.knights.put(seat, to, strength, flags);
        c.add(new KnightChanged(seat, KnightChange.MOVED, from, to, strength, false));
        return relocateOrRemove(s, c, victim, to, victimStrength, victimActive);
    }

    /**
     * a knight of {@code owner} was lifted off {@code node}. If an empty
     * intersection is reachable from there along the owner's roads, the owner owes a
     * DISPLACED_KNIGHT decision and play resumes in the current phase afterwards
     * ({@link Continuation#serveOwed}); otherwise the knight returns to the owner's supply at its
     * strength ({@link Continuation#NONE}). Also for cards that displace a knight.
     */
    public static Continuation relocateOrRemove(
            GameState s, Chronicle c, int owner, int node, int strength, boolean active) {
        // a neutral colour of Catan for Two takes no decision: its displaced knight goes back to
        // its supply (R-17.3.2, a ruling in docs/rulings.md)
        if (owner >= s.players || destinations(s, owner, node).isEmpty()) {
            s.knights.left[KnightBoard.supplyIndex(owner, strength)]++;
            c.add(new KnightChanged(owner, KnightChange.REMOVED, node, node, strength, false));
            LongestRoad.updateAll(s, c);
            return Continuation.NONE;
        }
        // Longest Road is reassigned once the knight is put down: the displacement is one change
        // and the active player cannot win while a knight is lifted
        s.knights.displacedFrom = node;
        s.knights.displacedStrength = strength;
        s.knights.displacedActive = active;
        s.turn.owe(Phase.DISPLACED_KNIGHT, owner);
        return Continuation.serveOwed(s.turn.phase());
    }

    /** the displaced knight's owner puts it down, keeping its strength and state. */
    private static void relocate(GameState s, Chronicle c, int seat, int to) {
        int from = s.knights.displacedFrom;
        s.knights.put(seat, to, s.knights.displacedStrength, KnightFlags.of(s.knights.displacedActive, false, false));
        c.add(new KnightChanged(
                seat, KnightChange.DISPLACED, from, to, s.knights.displacedStrength, s.knights.displacedActive));
        s.knights.displacedFrom = BoardView.NOBODY;
        s.knights.displacedStrength = 0;
        s.knights.displacedActive = false;
        LongestRoad.updateAll(s, c);
    }

    /** The decision of phase DISPLACED_KNIGHT for its seat. */
    public static Decision displacedKnightDecision(GameState s, int seat) {
        OptionBuffer options = s.optionBuffer.start();
        NodeSet destinations = destinations(s, seat, s.knights.displacedFrom);
        for (int node = destinations.next(0); node >= 0; node = destinations.next(node + 1)) {
            options.add(RELOCATIONS[node]);
        }
        return new PlaceDisplacedKnight(seat, s.knights.displacedFrom, options.toList());
    }

    /** recomputes Longest Road when a knight came to or left an opponent's road. */
    private static void updateRoadsIfSplit(GameState s, Chronicle c, int seat, int a, int b) {
        if (Building.touchesOpponentRoad(s, seat, a)
                || (b != BoardView.NOBODY && Building.touchesOpponentRoad(s, seat, b))) {
            LongestRoad.updateAt(s, c, a, b);
        }
    }
}
