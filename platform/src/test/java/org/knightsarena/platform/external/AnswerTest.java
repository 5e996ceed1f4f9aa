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
        return assertThrows(Answer.MalformedAnswer.class, () -> Answer.read(line, ROLL, 7))
                .getMessage();
    }

    @Test
    void anOptionIndexNamesThatOption() {
        assertEquals(EndTurn.INSTANCE, Answer.read("{\"option\": 1}", ROLL, 7));
    }

    @Test
    void anActionIsReadInItsReplayForm() {
        assertEquals(
                new DiscardCards(Cards.fromCounts(new int[] {0, 0, 2, 0, 1, 0, 0, 0})),
                Answer.read(
                        "{\"action\": {\"type\": \"DiscardCards\", \"cards\": {\"wool\": 2, \"ore\": 1}}}", ROLL, 7));
    }

    @Test
    void garbageIsRefusedAsNotJson() {
        assertEquals(
                "the answer is not JSON (Unrecognized token 'roll': was expecting (JSON String, Number, Array,"
                        + " Object or token 'null', 'true' or 'false')): roll",
                refusal("roll"));
    }

    @Test
    void anOptionOutOfRangeNamesTheRange() {
        assertEquals(
                "\"option\" must be a whole number from 0 to 1 for this BeforeRoll, not 2", refusal("{\"option\": 2}"));
        assertEquals(
                "\"option\" must be a whole number from 0 to 1 for this BeforeRoll, not \"0\"",
                refusal("{\"option\": \"0\"}"));
    }

    @Test
    void twoFieldsOrAnUnknownFieldAreRefused() {
        assertEquals(
                "an answer is an object with one field, \"option\" or \"action\" (and the decide's \"id\" beside it): {\"option\": 0, \"action\": 1}",
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
        assertEquals(
                "malformed answer: an answer has \"option\" or \"action\", not \"move\"",
                assertThrows(Answer.MalformedAnswer.class, () -> Answer.read("{\"move\": 0}", ROLL, 7))
                        .toString());
    }

    @Test
    void theIdOfTheDecideItAnswersMayStandBesideTheAnswer() {
        assertEquals(EndTurn.INSTANCE, Answer.read("{\"id\": 7, \"option\": 1}", ROLL, 7));
        assertEquals(EndTurn.INSTANCE, Answer.read("{\"option\": 1, \"id\": 7}", ROLL, 7));
    }

    @Test
    void anIdThatIsNotTheOpenDecidesIsRefused() {
        assertEquals("\"id\" must be 7, the id of the decide it answers, not 8", refusal("{\"id\": 8, \"option\": 1}"));
        assertEquals(
                "\"id\" must be 7, the id of the decide it answers, not \"7\"",
                refusal("{\"id\": \"7\", \"option\": 1}"));
        assertEquals(
                "an answer is an object with one field, \"option\" or \"action\" (and the decide's \"id\" beside it):"
                        + " {\"id\": 7}",
                refusal("{\"id\": 7}"));
    }

    @Test
    void onlyALineCarryingAnEarlierIdIsKnownToBeLate() {
        assertEquals(true, Answer.isLate("{\"id\": 6, \"option\": 0}", 7));
        assertEquals(false, Answer.isLate("{\"id\": 7, \"option\": 0}", 7));
        assertEquals(false, Answer.isLate("{\"id\": 8, \"option\": 0}", 7)); // not late: wrong, which read() says
        assertEquals(false, Answer.isLate("{\"option\": 0}", 7));
        assertEquals(false, Answer.isLate("roll", 7));
        assertEquals(false, Answer.isLate("[6]", 7));
    }
}
