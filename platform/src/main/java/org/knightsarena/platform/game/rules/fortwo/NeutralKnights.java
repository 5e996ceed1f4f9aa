package org.knightsarena.platform.game.rules.fortwo;

import org.knightsarena.api.action.BuildNeutralKnight;
import org.knightsarena.api.action.PromoteNeutralKnight;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.event.Built;
import org.knightsarena.api.event.KnightChange;
import org.knightsarena.api.event.KnightChanged;
import org.knightsarena.platform.game.rules.base.LongestRoad;
import org.knightsarena.platform.game.rules.knights.Knights;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.KnightBoard;
import org.knightsarena.platform.game.state.KnightFlags;
import org.knightsarena.platform.game.state.OptionBuffer;

/**
 * The neutral knights of Catan for Two with Cities &amp; Knights (docs/rules/variants.md#R-17.3):
 * placed and promoted when a player places or promotes their own, never active, never defending,
 * never stronger than strong. They block like any knight: they stand on intersections, break roads
 * and may be displaced.
 */
public final class NeutralKnights {
    private NeutralKnights() {}

    /**
     * after a player recruits a knight, a basic knight for a neutral colour on an empty
     * intersection its roads reach; when no neutral can place one (no piece or no spot), a neutral
     * road instead, never a settlement.
     */
    public static void addPlacementOptions(GameState s, OptionBuffer options) {
        for (int colour = s.players; colour < s.colours; colour++) {
            if (s.knights.left[KnightBoard.supplyIndex(colour, Knights.BASIC)] == 0) {
                continue;
            }
            for (int node = s.pieces.roadReach.next(colour, 0);
                    node >= 0;
                    node = s.pieces.roadReach.next(colour, node + 1)) {
                if (Knights.isEmpty(s, node)) {
                    options.add(new BuildNeutralKnight(colour, node));
                }
            }
        }
        if (options.size() == 0) {
            NeutralBuilding.addOptions(s, false, options);
        }
    }

    /**
     * after a player promotes a knight, the promotion of a neutral basic knight to strong
     * while a strong piece of its colour is in supply; neutral knights go no higher, and when none
     * can be promoted nothing happens (no options).
     */
    public static void addPromotionOptions(GameState s, OptionBuffer options) {
        for (int node = 0; node < s.knights.owner.length; node++) {
            int colour = s.knights.owner[node];
            if (colour >= s.players
                    && s.knights.strength[node] == Knights.BASIC
                    && s.knights.left[KnightBoard.supplyIndex(colour, Knights.STRONG)] > 0) {
                options.add(new PromoteNeutralKnight(colour, node));
            }
        }
    }

    /** the neutral's basic knight, inactive, free; it may split a road. */
    public static void build(GameState s, Chronicle c, BuildNeutralKnight knight) {
        int colour = knight.colour();
        s.knights.left[KnightBoard.supplyIndex(colour, Knights.BASIC)]--;
        s.knights.put(colour, knight.intersection(), Knights.BASIC, KnightFlags.NONE);
        c.add(new Built(colour, Piece.KNIGHT, knight.intersection()));
        LongestRoad.updateAt(s, c, knight.intersection(), BoardView.NOBODY);
    }

    /** basic to strong, free; the knight stays inactive. */
    public static void promote(GameState s, Chronicle c, PromoteNeutralKnight promotion) {
        int colour = promotion.colour();
        int node = promotion.intersection();
        s.knights.left[KnightBoard.supplyIndex(colour, Knights.BASIC)]++;
        s.knights.left[KnightBoard.supplyIndex(colour, Knights.STRONG)]--;
        s.knights.strength[node] = (byte) Knights.STRONG;
        c.add(new KnightChanged(colour, KnightChange.PROMOTED, node, node, Knights.STRONG, false));
    }

    /**
     * the knight a Deserter aimed at a neutral colour takes away: its weakest, the lowest
     * intersection among equals (a ruling, docs/rulings.md).
     *
     * @return the intersection, or -1 when the colour has no knight
     */
    public static int weakest(GameState s, int colour) {
        int found = -1;
        for (int node = 0; node < s.knights.owner.length; node++) {
            if (s.knights.owner[node] == colour
                    && (found < 0 || s.knights.strength[node] < s.knights.strength[found])) {
                found = node;
            }
        }
        return found;
    }
}
