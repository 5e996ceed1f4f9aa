package org.knightsarena.platform.cli;

import java.util.Optional;
import org.knightsarena.api.board.EventDie;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.event.BarbariansAdvanced;
import org.knightsarena.api.event.BarbariansAttacked;
import org.knightsarena.api.event.CitySacked;
import org.knightsarena.api.event.DefenderAwarded;
import org.knightsarena.api.event.EventDieRolled;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.ImprovementBuilt;
import org.knightsarena.api.event.KnightChanged;
import org.knightsarena.api.event.KnightsDeactivated;
import org.knightsarena.api.event.MerchantPlaced;
import org.knightsarena.api.event.MetropolisPlaced;
import org.knightsarena.api.event.ProgressCardDiscarded;
import org.knightsarena.api.event.ProgressCardDrawn;
import org.knightsarena.api.event.ProgressCardPlayed;
import org.knightsarena.api.event.ProgressCardReceived;
import org.knightsarena.api.event.ProgressCardRevealed;
import org.knightsarena.api.event.ProgressCardStolen;
import org.knightsarena.api.event.ProgressCardTaken;
import org.knightsarena.api.event.RoadRemoved;
import org.knightsarena.api.event.TokensSwapped;

/**
 * The Cities &amp; Knights expansion's sentences: the event die, the barbarian ship and its attacks,
 * knights, city improvements, metropolises and progress cards (a card's play lists its choices by
 * the names of its action's components). Immutable and thread-safe.
 *
 * @param names how the sentences name the seats
 */
record CitiesAndKnightsText(SeatNames names) implements EventWords {

    @Override
    public Optional<String> describe(GameEvent event) {
        return Optional.ofNullable(barbariansAndKnights(event)).or(() -> Optional.ofNullable(cityAndCards(event)));
    }

    /** @return the sentence of an event die, barbarian ship or knight event, or null */
    private String barbariansAndKnights(GameEvent event) {
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
        if (event instanceof KnightChanged e) {
            return knightChanged(e);
        }
        if (event instanceof MerchantPlaced e) {
            return seat(e.player()) + " placed the merchant on hex " + e.hex();
        }
        if (event instanceof RoadRemoved e) {
            return seat(e.player()) + " removed the road of " + seat(e.owner()) + " on path " + e.path();
        }
        if (event instanceof TokensSwapped e) {
            return seat(e.player()) + " swapped the number tokens of hexes " + e.hexA() + " and " + e.hexB();
        }
        return null;
    }

    /** @return the sentence of a city improvement, metropolis or progress card event, or null */
    private String cityAndCards(GameEvent event) {
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
        if (event instanceof ProgressCardPlayed e) {
            String choices = PlainWords.choices(e.play());
            return seat(e.player()) + " played " + progressCard(e.card()) + (choices.isEmpty() ? "" : ": " + choices);
        }
        if (event instanceof ProgressCardStolen e) {
            return seat(e.thief()) + " took a progress card from " + seat(e.victim());
        }
        if (event instanceof ProgressCardTaken e) {
            return seat(e.thief()) + " took " + progressCard(e.card()) + " from " + seat(e.victim());
        }
        return null;
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
            case CHASED_PIRATE -> knight + " at intersection " + e.to() + " chased the pirate away";
            case DISPLACED -> knight + " was displaced from intersection " + e.from() + " to " + e.to();
            case REMOVED -> knight + " was taken off intersection " + e.from();
        };
    }

    private String seat(int seat) {
        return names.seat(seat);
    }

    /** @return {@code the ship} or {@code the science gate} */
    private static String eventDie(EventDie face) {
        return face == EventDie.SHIP ? "the ship" : "the " + PlainWords.name(face);
    }

    /** @return {@code the master merchant card} */
    private static String progressCard(ProgressCard card) {
        return "the " + PlainWords.name(card) + " card";
    }
}
