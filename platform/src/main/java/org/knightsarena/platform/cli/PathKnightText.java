package org.knightsarena.platform.cli;

import java.util.Optional;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.KnightCasualty;
import org.knightsarena.api.event.PathKnightChanged;
import org.knightsarena.api.event.PathKnightMoved;
import org.knightsarena.api.event.PathKnightPlaced;

/**
 * The sentences of Barbarian Attack's knights on paths (docs/rules/traders-and-barbarians.md): their
 * entry and moves, casualties, with Cities &amp; Knights pieces their
 * activation, promotion and displacement with the strength and activity that follow (R-17.2,
 * ), the Foreign Knight of Catan for Two (R-24.3.1: the only knight of a neutral
 * colour) and a knight that moves at once because it was placed in a special build phase (R-24.4.5:
 * told by the seat, not the one whose turn it is). Immutable and thread-safe.
 *
 * @param names how the sentences name the seats
 */
record PathKnightText(SeatNames names) implements EventWords {

    private static final String FOREIGN = "the Foreign Knight";

    @Override
    public Optional<String> describe(GameEvent event) {
        return describe(event, NO_TURN);
    }

    @Override
    public Optional<String> describe(GameEvent event, int turnPlayer) {
        if (event instanceof PathKnightPlaced e) {
            return Optional.of(placed(e, turnPlayer));
        }
        if (event instanceof PathKnightMoved e) {
            return Optional.of(moved(e, turnPlayer));
        }
        if (event instanceof PathKnightChanged e) {
            return Optional.of(changed(e));
        }
        if (event instanceof KnightCasualty e) {
            return Optional.of(
                    seat(e.player()) + "'s knight on path " + e.path() + " fell and went back to its supply");
        }
        return Optional.empty();
    }

    private String placed(PathKnightPlaced e, int turnPlayer) {
        if (names.isNeutral(e.player())) {
            return FOREIGN + ", the neutral knight of " + seat(e.player()) + ", entered on path " + e.path();
        }
        return seat(e.player()) + " placed a knight on path " + e.path()
                + (isSpecialBuild(e.player(), turnPlayer) ? " in the special build phase" : "");
    }

    private String moved(PathKnightMoved e, int turnPlayer) {
        String route = " from path " + e.from() + " to path " + e.to();
        if (names.isNeutral(e.player())) {
            return (turnPlayer == NO_TURN ? FOREIGN + " moved" : seat(turnPlayer) + " moved " + FOREIGN) + route;
        }
        return seat(e.player()) + "'s knight moved" + route + (e.paidGrain() ? ", paying 1 grain" : "")
                + (isSpecialBuild(e.player(), turnPlayer)
                        ? ", at once, as a knight placed in the special build phase" + " must"
                        : "");
    }

    private String changed(PathKnightChanged e) {
        String knight = seat(e.player()) + "'s knight of strength " + e.strength();
        String state = e.active() ? "active" : "inactive";
        return switch (e.change()) {
            case ACTIVATED ->
                seat(e.player()) + " activated the knight on path " + e.to() + " (strength " + e.strength() + ")";
            case PROMOTED ->
                seat(e.player()) + " promoted the knight on path " + e.to() + " to strength " + e.strength() + " ("
                        + state + ")";
            case DISPLACED ->
                knight + " was displaced from path " + e.from()
                        + (e.to() >= 0 ? " to path " + e.to() + ", " + state : " and went back to its supply");
            case REMOVED -> knight + " was taken off path " + e.from();
            case PLACED, MOVED, CHASED_ROBBER, CHASED_PIRATE ->
                knight + " on path " + e.to() + " (" + state + "): " + PlainWords.name(e.change());
        };
    }

    /** only a knight placed in a special build phase moves outside its owner's turn. */
    private static boolean isSpecialBuild(int seat, int turnPlayer) {
        return turnPlayer != NO_TURN && seat != turnPlayer;
    }

    private String seat(int seat) {
        return names.seat(seat);
    }
}
