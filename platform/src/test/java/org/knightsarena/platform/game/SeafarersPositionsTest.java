package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.ChronicleAssertions.assertSameItems;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.chronicle.Rerun;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.PositionFormatException;
import org.knightsarena.platform.maps.Scenarios;
import org.knightsarena.platform.position.Positions;

/** Positions of Seafarers scenario games: the scenario written and read, the board dealt again from the seed. */
class SeafarersPositionsTest {

    private static final Pattern TOKENS = Pattern.compile("\"tokens\": \\[([^\\]]*)\\]");

    private static Game played(Ruleset ruleset, String scenario, long seed, int steps) {
        Game game = Game.create(GameOptions.standard(ruleset, 4).withScenario(scenario), seed, Scenarios::deal);
        RandomPlay.steps(game, new Random(seed), steps);
        return game;
    }

    @Test
    @DisplayName("R-23.11 every scenario, both rulesets: a position reads back to the same text and plays on the same")
    void scenarioPositionsRoundTripAndPlayOn() {
        long seed = 0;
        int ships = 0;
        for (String scenario : Scenarios.names()) {
            for (Ruleset ruleset : List.of(Ruleset.BASE, Ruleset.CITIES_AND_KNIGHTS)) {
                seed++;
                Game game = played(ruleset, scenario, seed, 300);
                String position = Positions.write(game);
                assertTrue(position.contains("\"scenario\": \"" + scenario + "\""), position.substring(0, 300));
                assertTrue(position.contains("\"shipsLeft\""), "R-23.2.1 the ship supply is written");
                ships += position.contains("\"builtTurn\"") ? 1 : 0;
                Game loaded = Positions.read(position);
                assertEquals(position, Positions.write(loaded), scenario + " " + ruleset);
                assertEquals(
                        game.state().ships, loaded.state().ships, scenario + " " + ruleset + ": the ships read back");
                assertSameBoard(game.board(), loaded.board(), scenario + " " + ruleset);

                int before = game.events().size();
                RandomPlay.steps(game, new Random(seed * 7), 200);
                RandomPlay.steps(loaded, new Random(seed * 7), 200);
                assertSameItems(
                        game.events().subList(before, game.events().size()),
                        loaded.events(),
                        scenario + " " + ruleset + ": played on");
            }
        }
        assertTrue(ships > 0, "R-23.2: positions with ships on the board were written and read");
    }

    @Test
    @DisplayName("R-23.2.2 a position with a ship on a path that holds a road is refused, naming the field")
    void shipOnRoadIsRefused() {
        Game game = played(Ruleset.BASE, "four-islands", 5, 50);
        int road = 0;
        while (game.state().pieces.roadOwner[road] == BoardView.NOBODY) {
            road++;
        }
        String position = Positions.write(game);
        String ship = "{\"path\": " + road + ", \"owner\": 0, \"builtTurn\": 0}";
        String bad = position.replaceFirst(
                "\"ships\": \\[", "\"ships\": [" + ship + (position.contains("\"ships\": []") ? "" : ", "));
        PositionFormatException e = assertThrows(PositionFormatException.class, () -> Positions.read(bad));
        assertTrue(e.getMessage().startsWith("ships[0].path: path " + road + " already holds"), e.getMessage());
    }

    @Test
    @DisplayName("R-23.11 the position after a scenario replay's re-run is the played game's")
    void rerunReplayGivesTheSamePosition() {
        Game game = played(Ruleset.CITIES_AND_KNIGHTS, "four-islands", 3, 500);
        String replay = ReplayJson.write(Replay.of(game, Collections.nCopies(4, "uniform"), "test"));
        assertEquals(Positions.write(game), Positions.write(Rerun.game(ReplayJson.read(replay))));
    }

    @Test
    @DisplayName("R-23.11 tokens moved since the deal (as the Inventor does) are laid on the dealt board")
    void swappedTokensAreKept() {
        String position = Positions.write(played(Ruleset.BASE, "heading-for-new-shores", 4, 100));
        List<String> tokens = tokens(position);
        int a = tokens.indexOf("6");
        int b = tokens.indexOf("11");
        Collections.swap(tokens, a, b);
        String swapped = withTokens(position, tokens);

        Game loaded = Positions.read(swapped);
        assertEquals(11, loaded.board().token(a));
        assertEquals(6, loaded.board().token(b));
        assertEquals(swapped, Positions.write(loaded));
    }

    @Test
    @DisplayName("R-23.10 a scenario position with an unknown scenario or a token at sea is refused, naming the field")
    void badScenarioPositionsAreRefused() {
        String position = Positions.write(played(Ruleset.BASE, "four-islands", 5, 50));
        PositionFormatException unknown = assertThrows(
                PositionFormatException.class, () -> Positions.read(position.replace("four-islands", "atlantis")));
        assertTrue(unknown.getMessage().startsWith("options.scenario: no scenario atlantis"), unknown.getMessage());

        List<String> tokens = tokens(position);
        int sea = tokens.indexOf("0");
        int land = tokens.indexOf("8");
        Collections.swap(tokens, sea, land);
        PositionFormatException atSea =
                assertThrows(PositionFormatException.class, () -> Positions.read(withTokens(position, tokens)));
        assertTrue(atSea.getMessage().startsWith("map.tokens["), atSea.getMessage());

        PositionFormatException noDealer = assertThrows(
                PositionFormatException.class,
                () -> Game.fromPosition(Game.create(
                                GameOptions.standard(Ruleset.BASE, 4).withScenario("four-islands"), 1, Scenarios::deal)
                        .position()));
        assertTrue(noDealer.getMessage().contains("needs its map files"), noDealer.getMessage());
    }

    /** Hex by hex: the New World's topology is generated again, a new object equal in shape. */
    private static void assertSameBoard(Board expected, Board actual, String what) {
        assertEquals(expected.topology().hexCount(), actual.topology().hexCount(), what);
        for (int hex = 0; hex < expected.topology().hexCount(); hex++) {
            assertEquals(expected.terrain(hex), actual.terrain(hex), what + ": hex " + hex);
            assertEquals(expected.token(hex), actual.token(hex), what + ": token of hex " + hex);
        }
        for (int node = 0; node < expected.topology().intersectionCount(); node++) {
            assertEquals(expected.harbour(node), actual.harbour(node), what + ": harbour at " + node);
        }
    }

    private static List<String> tokens(String position) {
        Matcher m = TOKENS.matcher(position);
        assertTrue(m.find(), position);
        return new ArrayList<>(List.of(m.group(1).split(", ")));
    }

    private static String withTokens(String position, List<String> tokens) {
        return TOKENS.matcher(position).replaceFirst("\"tokens\": [" + String.join(", ", tokens) + "]");
    }
}
