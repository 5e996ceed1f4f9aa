package org.knightsarena.web.replay;

import java.util.ArrayList;
import java.util.List;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.maps.Scenarios;

/**
 * The board a Seafarers scenario game was played on, dealt again as the engine deals it from the
 * scenario, the number of players and the seed (docs/rules/seafarers.md#R-23.11). A scenario's
 * replay names these instead of carrying its map (docs/replay-format.md), so the viewer asks for
 * the board here, and draws it as it draws a replay's map.
 *
 * @param geometry where the scenario frame's hexes, intersections, paths and harbours are
 * @param map      the dealt terrains and tokens by hex and the harbour in each harbour place, in
 *                 the shape of a standard replay's {@code header.map}
 * @param robber   the hex the robber starts on
 * @param pirate   the sea hex the pirate starts on, -1 on a map without sea
 */
public record ScenarioBoard(BoardGeometry geometry, MapView map, int robber, int pirate) {

    /** The dealt map, as a replay header's map reads. */
    public record MapView(List<Terrain> terrains, List<Integer> tokens, List<Harbour> harbours) {}

    /**
     * @throws IllegalArgumentException for an unknown scenario or a number of players it is not
     *     for, naming the scenarios
     */
    public static ScenarioBoard deal(String scenario, int players, long seed) {
        // the deal uses only the scenario, the players and the seed; the ruleset changes the target alone
        GameOptions options = GameOptions.standard(Ruleset.BASE, players).withScenario(scenario);
        Game game = Game.create(options, seed, Scenarios::deal);
        Board board = game.board();
        Topology topology = board.topology();
        List<Terrain> terrains = new ArrayList<>();
        List<Integer> tokens = new ArrayList<>();
        for (int h = 0; h < topology.hexCount(); h++) {
            terrains.add(board.terrain(h));
            tokens.add(board.token(h));
        }
        List<Harbour> harbours = new ArrayList<>();
        for (int slot = 0; slot < topology.harbourSlotCount(); slot++) {
            harbours.add(board.harbourOfSlot(slot));
        }
        return new ScenarioBoard(
                BoardGeometry.of(topology),
                new MapView(terrains, tokens, harbours),
                game.view(0).board().robber(),
                game.view(0).board().pirate());
    }
}
