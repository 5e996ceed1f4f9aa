package org.knightsarena.platform.game.state;

import java.util.ArrayDeque;
import org.knightsarena.api.board.EventDie;

/**
 * The dice of a game: each roll comes from the game's generator unless one was forced (tests,
 * positions played on with forced rolls, and the Alchemist, R-4.2.2). Forced rolls queue up in
 * order. The rules roll through this slice of the state, never through {@code Game}.
 *
 * <p>The queues exist only once something is forced, so copying the dice of a game that forces
 * nothing allocates nothing but this object. Not thread-safe.
 */
public final class Dice {
    /** The event die's faces by a draw of 0 to 5: three ships, then the science, trade and politics gates. */
    private static final EventDie[] EVENT_FACES = {
        EventDie.SHIP, EventDie.SHIP, EventDie.SHIP, EventDie.SCIENCE_GATE, EventDie.TRADE_GATE, EventDie.POLITICS_GATE
    };

    private ArrayDeque<int[]> forced;
    private ArrayDeque<EventDie> forcedEvents;

    public Dice() {}

    private Dice(Dice o) {
        if (o.forced != null) {
            forced = new ArrayDeque<>();
            for (int[] roll : o.forced) {
                forced.add(roll.clone());
            }
        }
        if (o.forcedEvents != null) {
            forcedEvents = new ArrayDeque<>(o.forcedEvents);
        }
    }

    /** @return an independent copy, forced rolls included */
    public Dice copy() {
        return new Dice(this);
    }

    /** Queues a production roll after those already forced. */
    public void force(int yellow, int red) {
        rolls().add(new int[] {yellow, red});
    }

    /** Makes the very next production roll show these values, before any roll already forced. */
    public void forceNext(int yellow, int red) {
        rolls().addFirst(new int[] {yellow, red});
    }

    /** Queues an event die face after those already forced. */
    public void forceEvent(EventDie face) {
        if (forcedEvents == null) {
            forcedEvents = new ArrayDeque<>();
        }
        forcedEvents.add(face);
    }

    /** @return the production dice, yellow then red: the next forced roll, else two draws */
    public int[] roll(GameRandom random) {
        int[] next = forced == null ? null : forced.poll();
        if (next != null) {
            return next;
        }
        int yellow = random.rollDie();
        return new int[] {yellow, random.rollDie()};
    }

    /** @return one die (Barbarian Attack's casualties, R-24.1.8): the yellow die of the next forced roll, else a draw */
    public int rollOne(GameRandom random) {
        int[] next = forced == null ? null : forced.poll();
        return next != null ? next[0] : random.rollDie();
    }

    /** @return the event die of a Cities &amp; Knights roll, drawn after the production dice */
    public EventDie rollEventDie(GameRandom random) {
        EventDie next = forcedEvents == null ? null : forcedEvents.poll();
        return next != null ? next : EVENT_FACES[random.nextInt(EVENT_FACES.length)];
    }

    private ArrayDeque<int[]> rolls() {
        if (forced == null) {
            forced = new ArrayDeque<>();
        }
        return forced;
    }
}
