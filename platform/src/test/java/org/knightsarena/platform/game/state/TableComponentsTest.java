package org.knightsarena.platform.game.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.DevelopmentCard;

class TableComponentsTest {

    @Test
    @DisplayName("R-24.4.2 five and six players start with 24 of each resource and, with C&K, 18 of each commodity")
    void theExtensionsBankHoldsMore() {
        for (int players = 3; players <= 6; players++) {
            HandsAndBank cards = new HandsAndBank(players);
            cards.stockCommodities();
            int resources = players >= 5 ? 24 : 19;
            int commodities = players >= 5 ? 18 : 12;
            for (Card card : Card.values()) {
                int expected = card.ordinal() < Card.RESOURCE_COUNT ? resources : commodities;
                assertEquals(expected, cards.bank[card.ordinal()], players + " players, " + card);
            }
            assertEquals(resources, cards.copy().bank[0], "a copy keeps the bank");
        }
    }

    @Test
    @DisplayName(
            "R-24.4.2 five and six players draw from 34 development cards: 20 Knights, 5 VP, 3 of each progress card")
    void theExtensionsDeckHas34Cards() {
        Map<DevelopmentCard, Integer> extension = Map.of(
                DevelopmentCard.KNIGHT, 20,
                DevelopmentCard.VICTORY_POINT, 5,
                DevelopmentCard.ROAD_BUILDING, 3,
                DevelopmentCard.YEAR_OF_PLENTY, 3,
                DevelopmentCard.MONOPOLY, 3);
        for (int players = 3; players <= 6; players++) {
            DevelopmentDeck deck = new DevelopmentDeck(players);
            deck.fillAndShuffle(new GameRandom(players));
            Map<DevelopmentCard, Integer> drawn = new EnumMap<>(DevelopmentCard.class);
            while (!deck.isEmpty()) {
                drawn.merge(deck.draw(), 1, Integer::sum);
            }
            for (DevelopmentCard card : DevelopmentCard.values()) {
                int expected = players >= 5 ? extension.get(card) : card.copies();
                assertEquals(expected, drawn.get(card), players + " players, " + card);
            }
            assertEquals(players >= 5 ? 34 : 25, TableComponents.developmentCards(players));
            assertEquals(TableComponents.developmentCards(players), deck.capacity());
        }
    }

    @Test
    @DisplayName("R-24.2, R-24.4 a game seats 2 to 6 players (2 base only, R-17.3); the beginner map is for 2 to 4")
    void optionsSeatTwoToSix() {
        for (int players = 2; players <= 6; players++) {
            assertEquals(players, GameOptions.standard(Ruleset.BASE, players).playerCount());
        }
        for (int players : new int[] {1, 7}) {
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class, () -> GameOptions.standard(Ruleset.CITIES_AND_KNIGHTS, players));
            assertEquals("a game has 2 to 6 seats (2 is Catan for Two), not " + players, e.getMessage());
        }
        assertEquals(2, GameOptions.standard(Ruleset.CITIES_AND_KNIGHTS, 2).playerCount(), "R-17.3");
        IllegalArgumentException beginner = assertThrows(
                IllegalArgumentException.class,
                () -> GameOptions.standard(Ruleset.BASE, 5).withMap(GameOptions.MapChoice.BEGINNER));
        assertEquals("the beginner map is for 3 or 4 players; 5 play a random map (R-24.4.1)", beginner.getMessage());
    }
}
