package org.knightsarena.platform.game.state;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.knightsarena.api.board.BoardView;

/**
 * A slice of the state: where play stands: the turn and the active seat, the phase and
 * where an interruption returns to, the setup order, what the active player has used up this
 * turn, the discards owed after a seven, the winner, and in Cities &amp; Knights the roll being
 * resolved and the queue of decisions owed before play goes on. It owns its fields, their copy
 * and their part of a position (the turn fields at the top, each seat's {@code discardOwed}, and
 * {@code productionTotal} to {@code resume} in {@code citiesAndKnights}). The fields stay plain,
 * like the rest of the state, except the three that say where play goes next ({@link #phase},
 * where an interruption returns to, where play resumes once the owed decisions are served): this
 * class alone writes them, through the named moves below, so every change of phase reads as one
 * of them. Not thread-safe.
 */
public final class TurnState {
    private Phase phase = Phase.SETUP_SETTLEMENT;
    /** The turn's number, 0 during setup. */
    public int number;

    public int active;
    /** 0 .. 2 * players - 1 during setup. */
    public int setupIndex;

    public int lastSetupSettlement;
    public boolean devPlayedThisTurn;
    public int offersMade;
    /** Where a robber move or free roads return to. */
    private Phase afterInterrupt;

    public int freeRoads;
    public final int[] discardOwed; // seat
    public int winner = BoardView.NOBODY;
    /** The roll being resolved, for production after the event die. */
    public int productionTotal;
    /** Set by a roll whose production (or seven) waits for the event die's decisions. */
    public boolean productionPending;
    /** Set when EndTurn waits for the active player's progress discards. */
    public boolean endingTurn;
    /** Decisions owed before play goes on, in order. */
    public final PendingQueue pending;
    /** The phase play returns to when nothing is pending. */
    private Phase resume;
    /** The seat that owes the current queued decision. */
    public int pendingSeat;
    /** The seat building in the special build phase of 5–6 players, else nobody. */
    public int specialBuilder = BoardView.NOBODY;

    TurnState(int players) {
        discardOwed = new int[players];
        pending = new PendingQueue();
    }

    private TurnState(TurnState o) {
        phase = o.phase;
        number = o.number;
        active = o.active;
        setupIndex = o.setupIndex;
        lastSetupSettlement = o.lastSetupSettlement;
        devPlayedThisTurn = o.devPlayedThisTurn;
        offersMade = o.offersMade;
        afterInterrupt = o.afterInterrupt;
        freeRoads = o.freeRoads;
        discardOwed = o.discardOwed.clone();
        winner = o.winner;
        productionTotal = o.productionTotal;
        productionPending = o.productionPending;
        endingTurn = o.endingTurn;
        pending = o.pending.copy();
        resume = o.resume;
        pendingSeat = o.pendingSeat;
        specialBuilder = o.specialBuilder;
    }

    /** @return an independent copy */
    TurnState copy() {
        return new TurnState(this);
    }

    // ---------------------------------------------------------------- where play goes

    /** @return the phase play is in: whose decision comes next, and of what kind */
    public Phase phase() {
        return phase;
    }

    /** @return where a robber move or free roads return to, or null */
    public Phase afterInterrupt() {
        return afterInterrupt;
    }

    /** @return the phase play returns to when no decision is owed, or null */
    Phase resume() {
        return resume;
    }

    /** Play moves on to {@code next}. */
    public void enter(Phase next) {
        phase = next;
    }

    /** Play moves to {@code next} (a robber move, free roads) and afterwards returns to {@code back}. */
    public void interrupt(Phase next, Phase back) {
        afterInterrupt = back;
        phase = next;
    }

    /** Sets where the interruption now starting returns to, before its first phase is known. */
    public void willReturnTo(Phase back) {
        afterInterrupt = back;
    }

    /** The interruption is over: play returns where it was interrupted. */
    public void endInterrupt() {
        phase = afterInterrupt;
    }

    /** Sets the phase play resumes at once the decisions owed are served. */
    public void resumeAt(Phase back) {
        resume = back;
    }

    // ---------------------------------------------------------------- decisions owed

    /** Queues a decision owed by {@code seat} in {@code phase}. */
    public void owe(Phase phase, int seat) {
        pending.add(phase, seat);
    }

    /** Queues a decision owed by {@code seat} in {@code phase} ahead of everything else owed. */
    public void oweFirst(Phase phase, int seat) {
        pending.addFirst(phase, seat);
    }

    public boolean hasPending() {
        return !pending.isEmpty();
    }

    /**
     * Moves to the next owed decision, or back to {@link #resume} when none is left. An Aqueduct
     * pick owed when the bank has no resource left is dropped: an earlier pick of the same roll
     * took the last one (ruling in docs/rulings.md).
     */
    public void nextPending(HandsAndBank cards) {
        do {
            if (pending.isEmpty()) {
                phase = resume;
                return;
            }
            int entry = pending.poll();
            phase = PendingQueue.phaseOf(entry);
            pendingSeat = PendingQueue.seatOf(entry);
        } while (phase == Phase.AQUEDUCT && !cards.anyResourceInBank());
    }

    /** @return whether nothing of Cities &amp; Knights is under way, as in every base game */
    public boolean noCitiesAndKnightsStep() {
        return productionTotal == 0
                && !productionPending
                && !endingTurn
                && pending.isEmpty()
                && pendingSeat == 0
                && resume == null;
    }

    // ---------------------------------------------------------------- position

    /** Writes the turn fields at the top of the position. */
    public void write(PositionNode root) {
        root.put("turn", number);
        root.put("phase", phase.name());
        root.put("active", active);
        root.put("setupIndex", setupIndex);
        root.put("lastSetupSettlement", lastSetupSettlement);
        root.put("devPlayedThisTurn", devPlayedThisTurn);
        root.put("offersMade", offersMade);
        root.put("afterInterrupt", afterInterrupt == null ? null : afterInterrupt.name());
        root.put("freeRoads", freeRoads);
        root.put("winner", winner);
        if (TableComponents.isExtension(discardOwed.length)) {
            root.put("specialBuilder", specialBuilder);
        }
    }

    /** Reads the turn fields at the top of the position. */
    public void read(PositionFields root, int intersections) {
        int players = discardOwed.length;
        number = root.integer("turn", 0, Integer.MAX_VALUE);
        phase = root.enumValue("phase", Phase.class);
        active = root.integer("active", 0, players - 1);
        setupIndex = root.integer("setupIndex", 0, 2 * players);
        lastSetupSettlement = root.integer("lastSetupSettlement", BoardView.NOBODY, intersections - 1);
        devPlayedThisTurn = root.bool("devPlayedThisTurn");
        offersMade = root.integer("offersMade", 0, Integer.MAX_VALUE);
        afterInterrupt = root.enumOrNull("afterInterrupt", Phase.class);
        freeRoads = root.integer("freeRoads", 0, Pieces.ROADS);
        winner = root.integer("winner", BoardView.NOBODY, players - 1);
        if (TableComponents.isExtension(players)) {
            specialBuilder = root.integer("specialBuilder", BoardView.NOBODY, players - 1);
        }
    }

    /** Writes the seat's {@code discardOwed}. */
    public void writeSeat(int p, PositionNode seat) {
        seat.put("discardOwed", discardOwed[p]);
    }

    /** Reads the seat's {@code discardOwed}. */
    public void readSeat(int p, PositionFields seat) {
        discardOwed[p] = seat.integer("discardOwed", 0, Integer.MAX_VALUE);
    }

    /** Writes the roll being resolved and the decisions owed into the position's {@code citiesAndKnights}. */
    public void writeCitiesAndKnights(PositionNode ck) {
        ck.put("productionTotal", productionTotal);
        ck.put("productionPending", productionPending);
        ck.put("endingTurn", endingTurn);
        PositionNode owed = ck.putArray("pending");
        for (int i = 0; i < pending.size(); i++) {
            int entry = pending.peek(i);
            PositionNode e = owed.addObject();
            e.put("phase", PendingQueue.phaseOf(entry).name());
            e.put("seat", PendingQueue.seatOf(entry));
        }
        ck.put("pendingSeat", pendingSeat);
        ck.put("resume", resume == null ? null : resume.name());
    }

    /** Reads the roll being resolved and the decisions owed from the position's {@code citiesAndKnights}. */
    public void readCitiesAndKnights(PositionFields ck) {
        int players = discardOwed.length;
        productionTotal = ck.integer("productionTotal", 0, 12);
        productionPending = ck.bool("productionPending");
        endingTurn = ck.bool("endingTurn");
        List<PositionNode> owed = ck.array("pending", PendingQueue.CAPACITY);
        for (int i = 0; i < owed.size(); i++) {
            PositionFields e = PositionFields.of(owed.get(i), ck.at("pending") + "[" + i + "]");
            owe(e.enumValue("phase", Phase.class), e.integer("seat", 0, players - 1));
            e.done();
        }
        pendingSeat = ck.integer("pendingSeat", 0, players - 1);
        resume = ck.enumOrNull("resume", Phase.class);
    }

    // equality compares states in tests (a loaded position against the saved game)

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof TurnState o) || pending.size() != o.pending.size()) {
            return false;
        }
        for (int i = 0; i < pending.size(); i++) {
            if (pending.peek(i) != o.pending.peek(i)) {
                return false;
            }
        }
        return phase == o.phase
                && number == o.number
                && active == o.active
                && setupIndex == o.setupIndex
                && lastSetupSettlement == o.lastSetupSettlement
                && devPlayedThisTurn == o.devPlayedThisTurn
                && offersMade == o.offersMade
                && afterInterrupt == o.afterInterrupt
                && freeRoads == o.freeRoads
                && Arrays.equals(discardOwed, o.discardOwed)
                && winner == o.winner
                && productionTotal == o.productionTotal
                && productionPending == o.productionPending
                && endingTurn == o.endingTurn
                && resume == o.resume
                && pendingSeat == o.pendingSeat
                && specialBuilder == o.specialBuilder;
    }

    @Override
    public int hashCode() {
        return Objects.hash(phase, number, active, pending.size(), Arrays.hashCode(discardOwed));
    }
}
