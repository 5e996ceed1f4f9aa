package org.knightsarena.platform.cli;

import java.util.Optional;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.api.event.AgentEjected;
import org.knightsarena.api.event.BankShortage;
import org.knightsarena.api.event.Built;
import org.knightsarena.api.event.CardStolen;
import org.knightsarena.api.event.CardsDiscarded;
import org.knightsarena.api.event.DevelopmentCardBought;
import org.knightsarena.api.event.DevelopmentCardDrawn;
import org.knightsarena.api.event.DevelopmentCardPlayed;
import org.knightsarena.api.event.DiceRolled;
import org.knightsarena.api.event.FaultRecorded;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.GameWon;
import org.knightsarena.api.event.LargestArmyTaken;
import org.knightsarena.api.event.LongestRoadSetAside;
import org.knightsarena.api.event.LongestRoadTaken;
import org.knightsarena.api.event.Produced;
import org.knightsarena.api.event.RobberMoved;
import org.knightsarena.api.event.StolenCardSeen;
import org.knightsarena.api.event.TurnCapReached;
import org.knightsarena.api.event.TurnStarted;

/**
 * The base game's sentences: turns, dice, production, building, development cards, the robber,
 * the awards, faults and the end of the game. Trading has {@link TradeText}. Immutable and
 * thread-safe.
 *
 * @param names how the sentences name the seats
 */
record BaseGameText(SeatNames names) implements EventWords {

    @Override
    public Optional<String> describe(GameEvent event) {
        return Optional.ofNullable(turnsAndBuilding(event)).or(() -> Optional.ofNullable(cardsAndAwards(event)));
    }

    /** @return the sentence of a turn, roll, production or build event, or null */
    private String turnsAndBuilding(GameEvent event) {
        if (event instanceof TurnStarted e) {
            return "turn " + e.turn() + " begins: " + seat(e.player()) + " to play";
        }
        if (event instanceof DiceRolled e) {
            return seat(e.player()) + " rolled " + e.yellow() + "+" + e.red() + " = " + e.total();
        }
        if (event instanceof Produced e) {
            return seat(e.player()) + " received " + e.cards();
        }
        if (event instanceof BankShortage e) {
            return "the bank ran short of " + PlainWords.name(e.card()) + ", so nobody received any";
        }
        if (event instanceof Built e) {
            return e.piece() == Piece.ROAD || e.piece() == Piece.SHIP
                    ? seat(e.player()) + " built a " + PlainWords.name(e.piece()) + " on path " + e.location()
                    : seat(e.player()) + " built a " + PlainWords.name(e.piece()) + " at intersection " + e.location();
        }
        if (event instanceof RobberMoved e) {
            return seat(e.player()) + " moved the robber to hex " + e.hex();
        }
        if (event instanceof CardStolen e) {
            return seat(e.thief()) + " stole a card from " + seat(e.victim());
        }
        if (event instanceof StolenCardSeen e) {
            return seat(e.thief()) + " stole " + PlainWords.name(e.card()) + " from " + seat(e.victim());
        }
        if (event instanceof CardsDiscarded e) {
            return seat(e.player()) + " discarded " + e.cards();
        }
        return null;
    }

    /** @return the sentence of a development card, award, fault or end event, or null */
    private String cardsAndAwards(GameEvent event) {
        if (event instanceof DevelopmentCardBought e) {
            return seat(e.player()) + " bought a development card";
        }
        if (event instanceof DevelopmentCardDrawn e) {
            return seat(e.player()) + " drew " + card(e.card());
        }
        if (event instanceof DevelopmentCardPlayed e) {
            return seat(e.player()) + " played " + card(e.card());
        }
        if (event instanceof LongestRoadTaken e) {
            return seat(e.player()) + " took the Longest Road with a road of " + e.length();
        }
        if (event instanceof LongestRoadSetAside) {
            return "nobody holds the Longest Road any more";
        }
        if (event instanceof LargestArmyTaken e) {
            return seat(e.player()) + " took the Largest Army with " + e.knights() + " knights";
        }
        if (event instanceof FaultRecorded e) {
            return seat(e.player()) + " was given a default move (" + PlainWords.name(e.kind()) + "): " + e.detail();
        }
        if (event instanceof AgentEjected e) {
            return seat(e.player()) + " was ejected after " + e.strikes() + " faults; the runner plays its moves";
        }
        if (event instanceof GameWon e) {
            return seat(e.player()) + " won the game; points by seat: " + PlainWords.points(e.points());
        }
        if (event instanceof TurnCapReached e) {
            return "the game reached the turn cap after turn " + e.turn() + " with no winner; points by seat: "
                    + PlainWords.points(e.points());
        }
        return null;
    }

    private String seat(int seat) {
        return names.seat(seat);
    }

    /** @return {@code a knight card}, {@code a year of plenty card} */
    private static String card(DevelopmentCard card) {
        return "a " + PlainWords.name(card) + " card";
    }
}
