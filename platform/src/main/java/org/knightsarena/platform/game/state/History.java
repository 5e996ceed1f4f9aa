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

    /** @return a history that keeps nothing: a search copy's */
    public static History discarding() {
        return new History(false, new Action[0], new byte[0], 0);
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

    /** @return an independent copy, with room for as many more actions as it holds */
    public History copy() {
        int room = Math.max(FIRST_ROOM, 2 * size);
        return new History(keeps, Arrays.copyOf(actions, room), Arrays.copyOf(seats, room), size);
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
