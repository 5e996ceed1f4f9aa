package org.knightsarena.platform.game.rules.barbarianattack;

import org.knightsarena.api.action.PlacePathKnight;
import org.knightsarena.api.action.PromotePathKnight;
import org.knightsarena.api.event.KnightChange;
import org.knightsarena.api.event.PathKnightChanged;
import org.knightsarena.platform.game.rules.knights.Knights;
import org.knightsarena.platform.game.state.CastleAndBarbarians;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.OptionBuffer;

/**
 * The neutral knights of Catan for Two with C&amp;K pieces on Barbarian Attack's paths
 * (docs/rules/variants.md#R-17.3.1–, rulings in docs/rulings.md): a player's recruit places a
 * basic knight of the second neutral colour on a free castle path, a player's promotion makes one
 * of them strong; they are never active, so never defend against C&amp;K's barbarians, never move,
 * take no part in captures and are never casualties: they only block the paths they stand on.
 */
public final class NeutralPathKnights {
    private NeutralPathKnights() {}

    /** @return whether the table has them: Barbarian Attack with C&amp;K pieces at 2 players */
    public static boolean inGame(GameState s) {
        return s.castle.neutralColour >= 0;
    }

    /** @return whether a colour is the neutral knights' */
    public static boolean isNeutral(GameState s, int colour) {
        return inGame(s) && colour == s.castle.neutralColour;
    }

    /** a {@code PlacePathKnight} per free castle path, while a basic neutral piece is left. */
    public static void addPlacementOptions(GameState s, OptionBuffer options) {
        CastleAndBarbarians castle = s.castle;
        int colour = castle.neutralColour;
        if (castle.knightsLeft[colour] > 0
                && castle.onBoard(colour, Knights.BASIC) < CitiesKnightsOnPaths.PIECES_PER_STRENGTH) {
            PathKnights.addPlacements(s, true, options);
        }
    }

    /** a {@code PromotePathKnight} per basic neutral knight, while a strong neutral piece is left. */
    public static void addPromotionOptions(GameState s, OptionBuffer options) {
        CastleAndBarbarians castle = s.castle;
        int colour = castle.neutralColour;
        if (castle.onBoard(colour, Knights.STRONG) >= CitiesKnightsOnPaths.PIECES_PER_STRENGTH) {
            return;
        }
        for (int path = 0; path < castle.knightOwner.length; path++) {
            if (castle.knightOwner[path] == colour && castle.knightStrength[path] == Knights.BASIC) {
                options.add(new PromotePathKnight(path));
            }
        }
    }

    /** a basic inactive neutral knight on the castle path, free. */
    public static void place(GameState s, Chronicle c, PlacePathKnight action) {
        PathKnights.place(s, c, s.castle.neutralColour, action.path());
    }

    /** basic to strong, free; it stays inactive. */
    public static void promote(GameState s, Chronicle c, PromotePathKnight action) {
        int path = action.path();
        s.castle.knightStrength[path] = (byte) Knights.STRONG;
        c.add(new PathKnightChanged(s.castle.neutralColour, KnightChange.PROMOTED, path, path, Knights.STRONG, false));
    }
}
