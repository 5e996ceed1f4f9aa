package org.knightsarena.platform.game;

import java.util.ArrayList;
import java.util.List;
import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.board.ScenarioDealer;
import org.knightsarena.platform.board.SeaMap;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameRandom;
import org.knightsarena.platform.game.state.PositionFields;
import org.knightsarena.platform.game.state.PositionNode;

/**
 * The map of a position on a Seafarers scenario (docs/position-format.md): the terrains, harbours
 * and areas are dealt again from the seed and the scenario, as the game dealt them, so
 * only the tokens are written, which the Inventor may have swapped since.
 */
final class ScenarioPosition {

    private ScenarioPosition() {}

    /** Writes {@code "map": {"tokens": [...]}}, one token per hex of the scenario's board (0 on sea and desert). */
    static void writeMap(Board board, PositionNode map) {
        PositionNode tokens = map.putArray("tokens");
        for (int hex = 0; hex < board.topology().hexCount(); hex++) {
            tokens.add(PositionNode.of(board.token(hex)));
        }
    }

    /**
     * Deals the scenario's map from the seed and lays the position's tokens on it.
     *
     * @throws org.knightsarena.platform.game.state.PositionFormatException for an unknown scenario, a
     *         player count it is not for, or tokens that are not the dealt ones in another order
     */
    static SeaMap readMap(GameOptions options, long seed, PositionFields m, ScenarioDealer dealer) {
        SeaMap dealt;
        try {
            dealt = dealer.deal(options.scenario().orElseThrow(), options.playerCount(), new GameRandom(seed));
        } catch (IllegalArgumentException e) {
            throw PositionFields.fail("options.scenario", e.getMessage());
        }
        Board board = dealt.board();
        int hexes = board.topology().hexCount();
        List<PositionNode> read = m.arrayOf("tokens", hexes);
        List<Integer> tokens = new ArrayList<>(hexes);
        for (int i = 0; i < hexes; i++) {
            tokens.add(PositionFields.integer(read.get(i), "map.tokens[" + i + "]"));
        }
        m.done();
        for (int hex = 0; hex < hexes; hex++) {
            if (board.token(hex) != tokens.get(hex)) {
                int holder = holderOf(board, tokens.get(hex), hex, hexes);
                try {
                    board = board.withTokensSwapped(hex, holder);
                } catch (IllegalArgumentException e) { // a token on a hex the scenario deals none
                    throw PositionFields.fail("map.tokens[" + hex + "]", e.getMessage());
                }
            }
        }
        return new SeaMap(dealt.file(), board, dealt.areas(), dealt.robberHex(), dealt.pirateHex());
    }

    /** The first hex after {@code from} carrying {@code token}: where a swap brings it from. */
    private static int holderOf(Board board, int token, int from, int hexes) {
        for (int hex = from + 1; hex < hexes; hex++) {
            if (token != 0 && board.token(hex) == token) {
                return hex;
            }
        }
        throw PositionFields.fail(
                "map.tokens[" + from + "]",
                "must be one of the tokens the scenario dealt, each on a hex that carries one, not " + token);
    }
}
