package org.knightsarena.platform.chronicle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.game.state.GameOptions;

/** The replay header's options: the scenario is written only when there is one, and read as optional. */
class GameOptionsJsonTest {

    private static final JsonMapper MAPPER = ReplayMapper.create();
    private static final String STANDARD = "{\"ruleset\":\"BASE\",\"playerCount\":4,\"pointsToWin\":10,"
            + "\"turnCap\":500,\"map\":\"RANDOM_NO_ADJACENT_RED\",\"start\":\"STANDARD\"}";

    @Test
    @DisplayName("a standard game's options are written as before the scenario existed, and read back")
    void standardOptionsUnchanged() throws Exception {
        GameOptions options = GameOptions.standard(Ruleset.BASE, 4);
        assertEquals(STANDARD, MAPPER.writeValueAsString(options));
        assertEquals(options, MAPPER.readValue(STANDARD, GameOptions.class));
    }

    @Test
    @DisplayName("R-23.10: a scenario game's options carry the scenario last and read back equal")
    void scenarioRoundTrips() throws Exception {
        GameOptions options =
                GameOptions.standard(Ruleset.CITIES_AND_KNIGHTS, 3).withScenario("four-islands");
        String json = MAPPER.writeValueAsString(options);
        assertTrue(json.endsWith(",\"scenario\":\"four-islands\"}"), json);
        assertEquals(options, MAPPER.readValue(json, GameOptions.class));
    }

    @Test
    @DisplayName("bad options are refused with what is wrong")
    void badOptionsRefused() {
        String unknown = STANDARD.replace("}", ",\"colour\":\"red\"}");
        assertTrue(assertThrows(MismatchedInputException.class, () -> MAPPER.readValue(unknown, GameOptions.class))
                .getMessage()
                .contains("unknown option 'colour'"));
        String missing = STANDARD.replace(",\"turnCap\":500", "");
        assertTrue(assertThrows(MismatchedInputException.class, () -> MAPPER.readValue(missing, GameOptions.class))
                .getMessage()
                .contains("lack 'turnCap'"));
        String number = STANDARD.replace("}", ",\"scenario\":7}");
        assertFalse(assertThrows(MismatchedInputException.class, () -> MAPPER.readValue(number, GameOptions.class))
                .getMessage()
                .isEmpty());
        String blank = STANDARD.replace("}", ",\"scenario\":\" \"}");
        assertTrue(assertThrows(MismatchedInputException.class, () -> MAPPER.readValue(blank, GameOptions.class))
                .getMessage()
                .contains("blank"));
    }
}
