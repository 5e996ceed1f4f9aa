package org.knightsarena.platform.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.action.DiscardCards;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.decision.BeforeRoll;
import org.knightsarena.api.decision.Decision;

class AnswerTest {

    private static final Decision ROLL = new BeforeRoll(0, List.of(RollDice.INSTANCE, EndTurn.INSTANCE));

    private static String refusal(String line) {
        return assertThrows(Answer.MalformedAnswer.class, () -> Answer.read(line, ROLL)).getMessage();
    }

    @Test
    void anOptionIndexNamesThatOption() {
        assertEquals(EndTurn.INSTANCE, Answer.read("{\"option\": 1}", ROLL));
    }

    @Test
    void anActionIsReadInItsReplayForm() {
        assertEquals(new DiscardCards(Cards.fromCounts(new int[] {0, 0, 2, 0, 1, 0, 0, 0})),
                Answer.read("{\"action\": {\"type\": \"DiscardCards\", \"cards\": {\"wool\": 2, \"ore\": 1}}}", ROLL));
    }

    @Test
    void garbageIsRefusedAsNotJson() {
        assertEquals("the answer is not JSON (Unrecognized token 'roll': was expecting (JSON String, Number, Array,"
                + " Object or token 'null', 'true' or 'false')): roll", refusal("roll"));
    }

    @Test
    void anOptionOutOfRangeNamesTheRange() {
        assertEquals("\"option\" must be a whole number from 0 to 1 for this BeforeRoll, not 2", refusal("{\"option\": 2}"));
        assertEquals("\"option\" must be a whole number from 0 to 1 for this BeforeRoll, not \"0\"",
                refusal("{\"option\": \"0\"}"));
    }

    @Test
    void twoFieldsOrAnUnknownFieldAreRefused() {
        assertEquals("an answer is an object with one field, \"option\" or \"action\": {\"option\": 0, \"action\": 1}",
                refusal("{\"option\": 0, \"action\": 1}"));
        assertEquals("an answer has \"option\" or \"action\", not \"move\"", refusal("{\"move\": 0}"));
    }

    @Test
    void anUnknownActionTypeIsRefusedWithTheReplayReadersReason() {
        String message = refusal("{\"action\": {\"type\": \"Teleport\"}}");
        assertEquals(true, message.startsWith("\"action\" is not a valid action: "), message);
        assertEquals(true, message.contains("Teleport"), message);
    }

    @Test
    void aFaultShowsNoJavaClassName() {
        assertEquals("malformed answer: an answer has \"option\" or \"action\", not \"move\"",
                assertThrows(Answer.MalformedAnswer.class, () -> Answer.read("{\"move\": 0}", ROLL)).toString());
    }
}
