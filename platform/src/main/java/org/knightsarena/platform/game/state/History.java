package org.knightsarena.platform.game.state;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.Objects;
import java.util.RandomAccess;
import org.knightsarena.api.action.Action;

/**
 * The actions a game has applied, oldest first, each with the seat that took it: a game's history
 * besides its chronicle, and what its replay stores.
 *
 * <p>Kept as an array of actions and an array of seats, not one {@link SeatedAction} per action:
 * that record was a tenth of what a game allocated (issue 15). Reading it hands out a new
 * {@code SeatedAction} per element. As a {@code List} it is unmodifiable and live: it grows as the
 * game records actions. A search copy's history records nothing ({@link #discarding()}). Not
 * thread-safe.
 */
public final class History extends AbstractList<SeatedAction> implements RandomAccess {
    private static final int FIRST_ROOM = 2048; // a whole base game mostly fits

    private final boolean keeps;
    private Action[] actions;
    private byte[] seats;
    private int size;

    private History(boolean keeps, Action[] actions, byte[] seats, int size) {
        this.keeps = keeps;
        this.actions = actions;
        this.seats = seats;
        this.size = size;
    }

    /** @return an empty history that keeps what it is told */
    public static History recording() {
        return new History(true, new Action[FIRST_ROOM], new byte[FIRST_ROOM], 0);
    }

    private static final Action[] NO_ACTIONS = {};
    private static final byte[] NO_SEATS = {};

    /** @return a history that keeps nothing: a search copy's, made at every step of a search */
    public static History discarding() {
        return new History(false, NO_ACTIONS, NO_SEATS, 0);
    }

    /**
     * Adds an applied action at the end (a discarding history forgets it).
     *
     * @throws NullPointerException if {@code action} is null
     */
    public void record(int seat, Action action) {
        Objects.requireNonNull(action, "action");
        if (!keeps) {
            return;
        }
        if (size == actions.length) {
            actions = Arrays.copyOf(actions, 2 * size);
            seats = Arrays.copyOf(seats, 2 * size);
        }
        actions[size] = action;
        seats[size++] = (byte) seat;
    }

    /**
     * @return an independent copy, with room for a few more actions (it grows as it records): a
     *     copy of a game is mostly read or played a little, and room for a whole game cost a
     *     {@code Game.copy} three quarters again (issue 15)
     */
    public History copy() {
        if (!keeps) {
            return discarding();
        }
        int room = size + 16;
        return new History(true, Arrays.copyOf(actions, room), Arrays.copyOf(seats, room), size);
    }

    @Override
    public SeatedAction get(int index) {
        Objects.checkIndex(index, size);
        return new SeatedAction(seats[index], actions[index]);
    }

    @Override
    public int size() {
        return size;
    }
}
