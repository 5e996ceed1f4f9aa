package org.knightsarena.api.action;

import java.util.Objects;
import java.util.Optional;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.DevelopmentCard;

/**
 * Plays a development card from the player's hand (base game, docs/rules/base.md#R-21.5, docs/rules/base.md#R-21.6).
 *
 * <p>A knight is followed by a {@code PlaceRobber} decision, road building by up to two
 * {@code PlaceFreeRoad} decisions. Year of plenty needs {@code first} and {@code second};
 * monopoly needs {@code first}; for the others both are {@link Optional#empty()}.
 *
 * @param card   the card to play, never {@link DevelopmentCard#VICTORY_POINT}
 * @param first  the resource for monopoly, or the first resource for year of plenty
 * @param second the second resource for year of plenty; year of plenty's pair is stored in
 *               {@link Card#code()} order, so {@code (ORE, BRICK)} equals {@code (BRICK, ORE)}
 *
 * @since 0.1
 */
public record PlayDevelopmentCard(DevelopmentCard card, Optional<Card> first, Optional<Card> second) implements Action {
    /**
     * Checks that the card is playable and the resources fit the card.
     *
     * @throws IllegalArgumentException naming the card and what is wrong
     */
    public PlayDevelopmentCard {
        Objects.requireNonNull(card, "card");
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(second, "second");
        boolean needsFirst = card == DevelopmentCard.MONOPOLY || card == DevelopmentCard.YEAR_OF_PLENTY;
        boolean needsSecond = card == DevelopmentCard.YEAR_OF_PLENTY;
        if (card == DevelopmentCard.VICTORY_POINT) {
            throw new IllegalArgumentException("victory point cards are never played");
        }
        if (first.isPresent() != needsFirst || second.isPresent() != needsSecond) {
            throw new IllegalArgumentException(
                    card + " takes " + (needsSecond ? "two resources" : needsFirst ? "one resource" : "no resource"));
        }
        if (first.filter(Card::isCommodity).isPresent()
                || second.filter(Card::isCommodity).isPresent()) {
            throw new IllegalArgumentException(card + " names resources, not commodities");
        }
        if (needsSecond && first.get().code() > second.get().code()) {
            // the two resources of year of plenty are an unordered pair: keep one canonical order
            Optional<Card> swap = first;
            first = second;
            second = swap;
        }
    }

    /** @return a knight play */
    public static PlayDevelopmentCard knight() {
        return new PlayDevelopmentCard(DevelopmentCard.KNIGHT, Optional.empty(), Optional.empty());
    }

    /** @return a road building play */
    public static PlayDevelopmentCard roadBuilding() {
        return new PlayDevelopmentCard(DevelopmentCard.ROAD_BUILDING, Optional.empty(), Optional.empty());
    }

    /**
     * @param first  a resource, never null
     * @param second a resource, never null (may equal {@code first})
     * @return a year of plenty play taking the two resources
     */
    public static PlayDevelopmentCard yearOfPlenty(Card first, Card second) {
        return new PlayDevelopmentCard(DevelopmentCard.YEAR_OF_PLENTY, Optional.of(first), Optional.of(second));
    }

    /**
     * @param resource the resource to claim, never null
     * @return a monopoly play
     */
    public static PlayDevelopmentCard monopoly(Card resource) {
        return new PlayDevelopmentCard(DevelopmentCard.MONOPOLY, Optional.of(resource), Optional.empty());
    }

    /** @return {@link Action.Kind#PLAY_DEVELOPMENT_CARD} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLAY_DEVELOPMENT_CARD;
    }
}
