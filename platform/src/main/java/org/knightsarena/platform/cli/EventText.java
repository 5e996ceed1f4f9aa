package org.knightsarena.platform.cli;

import java.util.List;
import java.util.Objects;
import org.knightsarena.api.board.EventDie;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.event.AgentEjected;
import org.knightsarena.api.event.BankShortage;
import org.knightsarena.api.event.BankTraded;
import org.knightsarena.api.event.BarbariansAdvanced;
import org.knightsarena.api.event.BarbariansAttacked;
import org.knightsarena.api.event.Built;
import org.knightsarena.api.event.CardStolen;
import org.knightsarena.api.event.CardsDiscarded;
import org.knightsarena.api.event.CardsGiven;
import org.knightsarena.api.event.CardsTaken;
import org.knightsarena.api.event.CitySacked;
import org.knightsarena.api.event.DefenderAwarded;
import org.knightsarena.api.event.DevelopmentCardBought;
import org.knightsarena.api.event.DevelopmentCardDrawn;
import org.knightsarena.api.event.DevelopmentCardPlayed;
import org.knightsarena.api.event.DiceRolled;
import org.knightsarena.api.event.EventDieRolled;
import org.knightsarena.api.event.FaultRecorded;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.GameWon;
import org.knightsarena.api.event.GoldChosen;
import org.knightsarena.api.event.ImprovementBuilt;
import org.knightsarena.api.event.IslandBonusEarned;
import org.knightsarena.api.event.KnightChanged;
import org.knightsarena.api.event.KnightsDeactivated;
import org.knightsarena.api.event.LargestArmyTaken;
import org.knightsarena.api.event.LongestRoadSetAside;
import org.knightsarena.api.event.LongestRoadTaken;
import org.knightsarena.api.event.MerchantPlaced;
import org.knightsarena.api.event.MetropolisPlaced;
import org.knightsarena.api.event.PirateMoved;
import org.knightsarena.api.event.Produced;
import org.knightsarena.api.event.ProgressCardDiscarded;
import org.knightsarena.api.event.ProgressCardDrawn;
import org.knightsarena.api.event.ProgressCardPlayed;
import org.knightsarena.api.event.ProgressCardReceived;
import org.knightsarena.api.event.ProgressCardRevealed;
import org.knightsarena.api.event.ProgressCardStolen;
import org.knightsarena.api.event.ProgressCardTaken;
import org.knightsarena.api.event.RoadRemoved;
import org.knightsarena.api.event.RobberMoved;
import org.knightsarena.api.event.ShipMoved;
import org.knightsarena.api.event.StolenCardSeen;
import org.knightsarena.api.event.TokensSwapped;
import org.knightsarena.api.event.TradeAnswered;
import org.knightsarena.api.event.TradeCancelled;
import org.knightsarena.api.event.TradeCompleted;
import org.knightsarena.api.event.TradeOffered;
import org.knightsarena.api.event.TurnCapReached;
import org.knightsarena.api.event.TurnStarted;

/**
 * Turns chronicle events into English sentences for people reading a replay, such as
 * {@code Seat 2 (heuristic) built a settlement at intersection 31}.
 *
 * <p>Seats are numbered from 0, as in the replay file, and named with the agent that sat there.
 * Every event type of both rulesets has a sentence; a progress card's play lists its choices by
 * the names of its action's components. An event type added later without a sentence is shown as
 * its record's {@code toString()}, so it is still printed, just less nicely. Immutable and
 * thread-safe.
 */
final class EventText {

    private final List<String> agents;

    /**
     * @param agents the agent names by seat, never null
     */
    EventText(List<String> agents) {
        this.agents = List.copyOf(Objects.requireNonNull(agents, "agents"));
    }

    /**
     * Describes one event.
     *
     * @param event the event, never null
     * @return one line without a line end, never blank
     */
    String describe(GameEvent event) {
        Objects.requireNonNull(event, "event");
        // Not a sealed-exhaustive chain on purpose: the fallback keeps replays with newer
        // event types readable instead of failing.
        if (event instanceof TurnStarted e) {
            return turnStarted(e);
        }
        if (event instanceof DiceRolled e) {
            return diceRolled(e);
        }
        if (event instanceof Produced e) {
            return produced(e);
        }
        if (event instanceof BankShortage e) {
            return bankShortage(e);
        }
        if (event instanceof Built e) {
            return built(e);
        }
        if (event instanceof DevelopmentCardBought e) {
            return developmentCardBought(e);
        }
        if (event instanceof DevelopmentCardDrawn e) {
            return developmentCardDrawn(e);
        }
        if (event instanceof DevelopmentCardPlayed e) {
            return developmentCardPlayed(e);
        }
        if (event instanceof CardsDiscarded e) {
            return cardsDiscarded(e);
        }
        if (event instanceof RobberMoved e) {
            return seat(e.player()) + " moved the robber to hex " + e.hex();
        }
        if (event instanceof PirateMoved e) {
            return seat(e.player()) + " moved the pirate to sea hex " + e.hex();
        }
        if (event instanceof CardStolen e) {
            return cardStolen(e);
        }
        if (event instanceof StolenCardSeen e) {
            return stolenCardSeen(e);
        }
        return tradesAwardsAndEnd(event);
    }

    /** Trading, the awards, faults and the end of the game; then the expansion's events. */
    private String tradesAwardsAndEnd(GameEvent event) {
        if (event instanceof CardsGiven e) {
            return cardsGiven(e);
        }
        if (event instanceof CardsTaken e) {
            return cardsTaken(e);
        }
        if (event instanceof BankTraded e) {
            return bankTraded(e);
        }
        if (event instanceof TradeOffered e) {
            return tradeOffered(e);
        }
        if (event instanceof TradeAnswered e) {
            return tradeAnswered(e);
        }
        if (event instanceof TradeCompleted e) {
            return tradeCompleted(e);
        }
        if (event instanceof TradeCancelled e) {
            return tradeCancelled(e);
        }
        if (event instanceof LongestRoadTaken e) {
            return longestRoadTaken(e);
        }
        if (event instanceof LongestRoadSetAside e) {
            return longestRoadSetAside(e);
        }
        if (event instanceof LargestArmyTaken e) {
            return largestArmyTaken(e);
        }
        if (event instanceof FaultRecorded e) {
            return faultRecorded(e);
        }
        if (event instanceof AgentEjected e) {
            return seat(e.player()) + " was ejected after " + e.strikes() + " faults; the runner plays its moves";
        }
        if (event instanceof GameWon e) {
            return gameWon(e);
        }
        if (event instanceof TurnCapReached e) {
            return turnCapReached(e);
        }
        return citiesAndKnights(event);
    }

    /** The barbarians and the event die of the Cities &amp; Knights expansion; then its other events. */
    private String citiesAndKnights(GameEvent event) {
        if (event instanceof EventDieRolled e) {
            return seat(e.player()) + " rolled the event die: " + eventDie(e.face());
        }
        if (event instanceof BarbariansAdvanced e) {
            return e.position() >= 7
                    ? "the barbarian ship reached the island (space 7 of 7): they attack"
                    : "the barbarian ship advanced to space " + e.position() + " of 7";
        }
        if (event instanceof BarbariansAttacked e) {
            return "the barbarians attacked with strength " + e.strength() + " against a defence of " + e.defence()
                    + " (knights by seat: " + PlainWords.points(e.contributions()) + "): the island "
                    + (e.defended() ? "held" : "fell");
        }
        if (event instanceof DefenderAwarded e) {
            return seat(e.player()) + " was the strongest defender and received a Defender of Catan point";
        }
        if (event instanceof CitySacked e) {
            return "the barbarians reduced the city of " + seat(e.player()) + " at intersection " + e.intersection()
                    + " to a settlement";
        }
        if (event instanceof KnightsDeactivated) {
            return "every knight on the board is inactive after the attack";
        }
        return improvementsAndProgressCards(event);
    }

    /** City improvements, metropolises, knights and progress cards; anything else falls back to its record's text. */
    private String improvementsAndProgressCards(GameEvent event) {
        if (event instanceof ImprovementBuilt e) {
            return seat(e.player()) + " raised " + PlainWords.name(e.track()) + " to level " + e.level();
        }
        if (event instanceof MetropolisPlaced e) {
            return seat(e.player()) + " holds the " + PlainWords.name(e.track())
                    + " metropolis, on the city at intersection " + e.intersection();
        }
        if (event instanceof ProgressCardDrawn e) {
            return seat(e.player()) + " drew a " + PlainWords.name(e.deck()) + " progress card";
        }
        if (event instanceof ProgressCardReceived e) {
            return seat(e.player()) + " received " + progressCard(e.card());
        }
        if (event instanceof ProgressCardRevealed e) {
            return seat(e.player()) + " laid " + progressCard(e.card()) + " face up for a victory point";
        }
        if (event instanceof ProgressCardDiscarded e) {
            return seat(e.player()) + " discarded a " + PlainWords.name(e.deck()) + " progress card, down to four";
        }
        if (event instanceof KnightChanged e) {
            return knightChanged(e);
        }
        if (event instanceof ProgressCardPlayed e) {
            String choices = PlainWords.choices(e.play());
            return seat(e.player()) + " played " + progressCard(e.card()) + (choices.isEmpty() ? "" : ": " + choices);
        }
        if (event instanceof TokensSwapped e) {
            return seat(e.player()) + " swapped the number tokens of hexes " + e.hexA() + " and " + e.hexB();
        }
        if (event instanceof GoldChosen e) {
            return seat(e.player()) + " took 1 " + e.resource().name().toLowerCase(java.util.Locale.ROOT) + " for gold";
        }
        if (event instanceof IslandBonusEarned e) {
            return seat(e.player()) + " earned " + e.points() + " special VP for settling area " + e.area();
        }
        if (event instanceof MerchantPlaced e) {
            return seat(e.player()) + " placed the merchant on hex " + e.hex();
        }
        if (event instanceof ShipMoved e) {
            return seat(e.player()) + " moved a ship from path " + e.from() + " to path " + e.to();
        }
        if (event instanceof RoadRemoved e) {
            return seat(e.player()) + " removed the road of " + seat(e.owner()) + " on path " + e.path();
        }
        if (event instanceof ProgressCardStolen e) {
            return seat(e.thief()) + " took a progress card from " + seat(e.victim());
        }
        if (event instanceof ProgressCardTaken e) {
            return seat(e.thief()) + " took " + progressCard(e.card()) + " from " + seat(e.victim());
        }
        return event.toString();
    }

    private String knightChanged(KnightChanged e) {
        String knight =
                seat(e.player()) + "'s " + (e.active() ? "active" : "inactive") + " knight of strength " + e.strength();
        return switch (e.change()) {
            case PLACED -> seat(e.player()) + " placed a knight at intersection " + e.to();
            case ACTIVATED ->
                seat(e.player()) + " activated the knight at intersection " + e.to() + " (strength " + e.strength()
                        + ")";
            case PROMOTED ->
                seat(e.player()) + " promoted the knight at intersection " + e.to() + " to strength " + e.strength();
            case MOVED -> knight + " moved from intersection " + e.from() + " to " + e.to();
            case CHASED_ROBBER -> knight + " at intersection " + e.to() + " chased the robber away";
            case DISPLACED -> knight + " was displaced from intersection " + e.from() + " to " + e.to();
            case REMOVED -> knight + " was taken off intersection " + e.from();
        };
    }

    /** @return {@code ship} or {@code the science gate} */
    private static String eventDie(EventDie face) {
        return face == EventDie.SHIP ? "the ship" : "the " + PlainWords.name(face);
    }

    /** @return {@code the master merchant card} */
    private static String progressCard(ProgressCard card) {
        return "the " + PlainWords.name(card) + " card";
    }

    /** @return {@code Seat 2 (heuristic)}, or {@code Seat 5} for a seat the header does not name */
    String seat(int seat) {
        return seat >= 0 && seat < agents.size() ? "Seat " + seat + " (" + agents.get(seat) + ")" : "Seat " + seat;
    }

    private String turnStarted(TurnStarted e) {
        return "turn " + e.turn() + " begins: " + seat(e.player()) + " to play";
    }

    private String diceRolled(DiceRolled e) {
        return seat(e.player()) + " rolled " + e.yellow() + "+" + e.red() + " = " + e.total();
    }

    private String produced(Produced e) {
        return seat(e.player()) + " received " + e.cards();
    }

    private String bankShortage(BankShortage e) {
        return "the bank ran short of " + PlainWords.name(e.card()) + ", so nobody received any";
    }

    private String built(Built e) {
        if (e.piece() == Piece.ROAD || e.piece() == Piece.SHIP) {
            return seat(e.player()) + " built a " + PlainWords.name(e.piece()) + " on path " + e.location();
        }
        return seat(e.player()) + " built a " + PlainWords.name(e.piece()) + " at intersection " + e.location();
    }

    private String developmentCardBought(DevelopmentCardBought e) {
        return seat(e.player()) + " bought a development card";
    }

    private String developmentCardDrawn(DevelopmentCardDrawn e) {
        return seat(e.player()) + " drew " + card(e.card());
    }

    private String developmentCardPlayed(DevelopmentCardPlayed e) {
        return seat(e.player()) + " played " + card(e.card());
    }

    private String cardsDiscarded(CardsDiscarded e) {
        return seat(e.player()) + " discarded " + e.cards();
    }

    private String cardStolen(CardStolen e) {
        return seat(e.thief()) + " stole a card from " + seat(e.victim());
    }

    private String stolenCardSeen(StolenCardSeen e) {
        return seat(e.thief()) + " stole " + PlainWords.name(e.card()) + " from " + seat(e.victim());
    }

    private String cardsGiven(CardsGiven e) {
        return seat(e.from()) + " gave " + e.cards() + " to " + seat(e.to());
    }

    private String cardsTaken(CardsTaken e) {
        return seat(e.player()) + " took " + e.cards() + " from the bank";
    }

    private String bankTraded(BankTraded e) {
        return seat(e.player()) + " traded " + e.gave() + " to the bank for " + e.took();
    }

    private String tradeOffered(TradeOffered e) {
        return seat(e.player()) + " offered " + e.give() + " for " + e.take();
    }

    private String tradeAnswered(TradeAnswered e) {
        return seat(e.player()) + (e.accepted() ? " accepted" : " declined") + " the offer";
    }

    private String tradeCompleted(TradeCompleted e) {
        return seat(e.offerer()) + " traded " + e.give() + " to " + seat(e.partner()) + " for " + e.take();
    }

    private String tradeCancelled(TradeCancelled e) {
        return "the trade offered by " + seat(e.player()) + " was called off";
    }

    private String longestRoadTaken(LongestRoadTaken e) {
        return seat(e.player()) + " took the Longest Road with a road of " + e.length();
    }

    private String longestRoadSetAside(LongestRoadSetAside e) {
        return "nobody holds the Longest Road any more";
    }

    private String largestArmyTaken(LargestArmyTaken e) {
        return seat(e.player()) + " took the Largest Army with " + e.knights() + " knights";
    }

    private String faultRecorded(FaultRecorded e) {
        return seat(e.player()) + " was given a default move (" + PlainWords.name(e.kind()) + "): " + e.detail();
    }

    private String gameWon(GameWon e) {
        return seat(e.player()) + " won the game; points by seat: " + PlainWords.points(e.points());
    }

    private String turnCapReached(TurnCapReached e) {
        return "the game reached the turn cap after turn " + e.turn() + " with no winner; points by seat: "
                + PlainWords.points(e.points());
    }

    /** @return {@code a knight card}, {@code a year of plenty card} */
    private static String card(DevelopmentCard card) {
        return "a " + PlainWords.name(card) + " card";
    }
}
