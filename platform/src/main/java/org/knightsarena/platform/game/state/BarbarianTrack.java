package org.knightsarena.platform.game.state;

/**
 * A slice of the state: the barbarian ship's place on its track and whether it has
 * attacked yet (R-10.5: until then the robber waits and knights cannot chase it). It owns its
 * fields, its copy and its part of a position (the {@code barbarians} and {@code firstAttackDone}
 * fields of {@code citiesAndKnights}). Not thread-safe.
 */
public final class BarbarianTrack {
    /** The spaces of the track: the ship attacks on reaching the last. */
    static final int LENGTH = 7;

    private int position;
    private boolean attacked;

    BarbarianTrack() {}

    private BarbarianTrack(BarbarianTrack o) {
        position = o.position;
        attacked = o.attacked;
    }

    /** @return an independent copy */
    BarbarianTrack copy() {
        return new BarbarianTrack(this);
    }

    /** @return the ship's space, 0 (the start) to {@link #LENGTH} */
    public int position() {
        return position;
    }

    /** @return whether the barbarians have attacked at least once */
    public boolean hasAttacked() {
        return attacked;
    }

    /** Moves the ship one space; returns whether it has reached the end of the track. */
    public boolean advance() {
        return ++position == LENGTH;
    }

    /** after an attack the ship goes back to the start, and the first attack is done. */
    public void returnAfterAttack() {
        position = 0;
        attacked = true;
    }

    /** Puts the ship on a space (test situations and positions); nothing else changes. */
    public void moveTo(int space) {
        if (space < 0 || space > LENGTH) {
            throw new IllegalArgumentException("the barbarian track has spaces 0 to " + LENGTH + ", not " + space);
        }
        position = space;
    }

    /** Marks the first attack as done, or not (test situations). */
    public void setAttacked(boolean attacked) {
        this.attacked = attacked;
    }

    /** @return whether the track is as a game starts: the ship at the start, no attack yet */
    public boolean isAtStart() {
        return position == 0 && !attacked;
    }

    // ---------------------------------------------------------------- position

    /** Writes the track into the position's {@code citiesAndKnights} object. */
    public void write(PositionNode ck) {
        ck.put("barbarians", position);
        ck.put("firstAttackDone", attacked);
    }

    /** Reads the track from the position's {@code citiesAndKnights} object. */
    public void read(PositionFields ck) {
        position = ck.integer("barbarians", 0, LENGTH);
        attacked = ck.bool("firstAttackDone");
    }

    // equality compares states in tests (a loaded position against the saved game)

    @Override
    public boolean equals(Object other) {
        return other instanceof BarbarianTrack o && position == o.position && attacked == o.attacked;
    }

    @Override
    public int hashCode() {
        return 31 * position + (attacked ? 1 : 0);
    }
}
