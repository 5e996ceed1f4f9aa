package org.knightsarena.platform.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.action.PlayInventor;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.api.event.BankTraded;
import org.knightsarena.api.event.Built;
import org.knightsarena.api.event.DevelopmentCardDrawn;
import org.knightsarena.api.event.DiceRolled;
import org.knightsarena.api.event.Fault;
import org.knightsarena.api.event.FaultRecorded;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.GameWon;
import org.knightsarena.api.event.Produced;
import org.knightsarena.api.event.StolenCardSeen;
import org.knightsarena.api.event.TokensSwapped;
import org.knightsarena.api.event.TurnStarted;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayJson;

class EventTextTest {

    private final EventText text = new EventText(List.of("random", "random#2", "heuristic"));

    @Test
    void diceReadAsBothDiceAndTheirSum() {
        assertEquals("Seat 2 (heuristic) rolled 3+4 = 7", text.describe(new DiceRolled(2, 3, 4)));
    }

    @Test
    void settlementsAndCitiesNameTheirIntersectionAndRoadsTheirPath() {
        assertEquals(
                "Seat 2 (heuristic) built a settlement at intersection 31",
                text.describe(new Built(2, Piece.SETTLEMENT, 31)));
        assertEquals("Seat 0 (random) built a city at intersection 4", text.describe(new Built(0, Piece.CITY, 4)));
        assertEquals("Seat 1 (random#2) built a road on path 17", text.describe(new Built(1, Piece.ROAD, 17)));
    }

    @Test
    void productionListsTheCardsReceived() {
        assertEquals(
                "Seat 1 (random#2) received 1 grain, 2 ore",
                text.describe(new Produced(1, Cards.of(Card.ORE, 2).with(Card.GRAIN, 1))));
    }

    @Test
    void bankTradeNamesBothSides() {
        assertEquals(
                "Seat 0 (random) traded 4 brick to the bank for 1 wool",
                text.describe(new BankTraded(0, Cards.of(Card.BRICK, 4), Cards.of(Card.WOOL, 1))));
    }

    @Test
    void privateEventsReadWithoutTheirAudience() {
        assertEquals(
                "Seat 0 (random) drew a year of plenty card",
                text.describe(new DevelopmentCardDrawn(0, DevelopmentCard.YEAR_OF_PLENTY)));
        assertEquals(
                "Seat 2 (heuristic) stole ore from Seat 0 (random)",
                text.describe(new StolenCardSeen(0, 2, 0, Card.ORE)));
    }

    @Test
    void turnsFaultsAndTheEndReadAsSentences() {
        assertEquals("turn 17 begins: Seat 2 (heuristic) to play", text.describe(new TurnStarted(17, 2)));
        assertEquals(
                "Seat 1 (random#2) was given a default move (illegal answer): answered null",
                text.describe(new FaultRecorded(1, Fault.ILLEGAL_ANSWER, "answered null")));
        assertEquals(
                "Seat 2 (heuristic) won the game; points by seat: 4, 6, 10",
                text.describe(new GameWon(2, List.of(4, 6, 10))));
    }

    @Test
    void everyEventOfRealCitiesAndKnightsGamesReadsAsASentenceNotARecord(@TempDir Path dir) {
        Pattern recordForm = Pattern.compile("\\[[^\\]]*=");
        Set<String> types = new TreeSet<>();
        for (int seed = 1; seed <= 6; seed++) {
            Path file = dir.resolve("game-" + seed + ".json");
            CommandRun play = CommandRun.of(
                    new PlayCommand(),
                    "--rules",
                    "cities-and-knights",
                    "--agents",
                    "heuristic,heuristic,random,mcts",
                    "--seed",
                    Integer.toString(seed),
                    "--threads",
                    "1",
                    "--replay",
                    file.toString());
            assertEquals(0, play.exitCode(), play.err());
            Replay replay = ReplayJson.read(file);
            EventText names = new EventText(replay.header().agents());
            for (GameEvent event : replay.events()) {
                types.add(event.getClass().getSimpleName());
                String line = names.describe(event);
                assertFalse(
                        recordForm.matcher(line).find()
                                || line.startsWith(event.getClass().getSimpleName()),
                        "printed as a record: " + line);
            }
        }
        assertTrue(
                types.containsAll(Set.of(
                        "EventDieRolled",
                        "BarbariansAdvanced",
                        "BarbariansAttacked",
                        "KnightChanged",
                        "ImprovementBuilt",
                        "ProgressCardDrawn",
                        "ProgressCardPlayed",
                        "Built")),
                "the games should hold the expansion's events, but held " + types);
    }

    @Test
    void aProgressCardsChoicesReadAsWords() {
        assertEquals("hex a 3, hex b 11", PlainWords.choices(new PlayInventor(3, 11)));
        assertEquals(
                "Seat 2 (heuristic) swapped the number tokens of hexes 3 and 11",
                text.describe(new TokensSwapped(2, 3, 11)));
    }

    @Test
    void seatsTheHeaderDoesNotNameAreShownByNumberOnly() {
        assertEquals("Seat 5 rolled 1+1 = 2", text.describe(new DiceRolled(5, 1, 1)));
    }
}
