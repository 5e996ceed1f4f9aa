package org.knightsarena.api.decision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.action.AcceptOffer;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildCity;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.action.BuyDevelopmentCard;
import org.knightsarena.api.action.DeclineOffer;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.MoveRobber;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.action.StealFrom;
import org.knightsarena.api.action.TradeWithBank;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;

/**
 * {@link ActionList}'s own {@code contains} and {@code indexOf} (same answers as any list, by
 * equality) and its grouping by kind.
 */
class ActionListTest {

    /** Roads, an end of the turn and a settlement, each kind coming back after another. */
    private static final List<Action> MIXED = List.of(
            new BuildRoad(1),
            EndTurn.INSTANCE,
            new BuildRoad(2),
            new BuildSettlement(7),
            new BuildRoad(3),
            EndTurn.INSTANCE);

    private final BuildRoad road = new BuildRoad(3);
    private final ActionList list =
            ActionList.copyOf(new Action[] {new BuildRoad(1), road, new BuildRoad(1), EndTurn.INSTANCE}, 4);

    @Test
    void theListedInstanceIsContained() {
        assertTrue(list.contains(road));
        assertEquals(1, list.indexOf(road));
    }

    @Test
    void anEqualActionThatIsAnotherInstanceIsContainedAtItsFirstIndex() {
        assertTrue(list.contains(new BuildRoad(3)));
        assertEquals(0, list.indexOf(new BuildRoad(1)));
        assertEquals(2, list.lastIndexOf(new BuildRoad(1)));
    }

    @Test
    void anUnlistedActionNullAndAnotherTypeAreNotContained() {
        assertFalse(list.contains(new BuildRoad(4)));
        assertFalse(list.contains(null));
        assertFalse(list.contains("BuildRoad[path=3]"));
        assertEquals(-1, list.indexOf(new BuildRoad(4)));
        assertEquals(-1, list.indexOf(null));
    }

    @Test
    void kindsAreNumberedInOrderOfFirstAppearanceWithTheirOptionsInListOrder() {
        assertEquals(2, list.kindCount());
        assertEquals(3, list.kindSize(0));
        assertEquals(1, list.kindSize(1));
        assertEquals(new BuildRoad(1), list.ofKind(0, 0));
        assertSame(road, list.ofKind(0, 1));
        assertSame(EndTurn.INSTANCE, list.ofKind(1, 0));
    }

    @Test
    void aKindThatComesBackAfterAnotherIsStillOneKind() {
        ActionList grouped = ActionList.copyOf(MIXED);
        assertEquals(MIXED, grouped);
        assertEquals(3, grouped.kindCount());
        assertEquals(List.of(new BuildRoad(1), new BuildRoad(2), new BuildRoad(3)), optionsOf(grouped, 0));
        assertEquals(List.of(EndTurn.INSTANCE, EndTurn.INSTANCE), optionsOf(grouped, 1));
        assertEquals(List.of(new BuildSettlement(7)), optionsOf(grouped, 2));
    }

    @Test
    void oneKindAndNoOptions() {
        ActionList roads = ActionList.copyOf(List.of(new BuildRoad(1), new BuildRoad(2)));
        assertEquals(1, roads.kindCount());
        assertEquals(2, roads.kindSize(0));
        assertEquals(new BuildRoad(2), roads.ofKind(0, 1));
        ActionList none = ActionList.copyOf(List.of());
        assertEquals(0, none.kindCount());
        assertThrows(IndexOutOfBoundsException.class, () -> none.kindSize(0));
    }

    @Test
    void aKindOrAnOptionOutOfRangeIsRefused() {
        assertThrows(IndexOutOfBoundsException.class, () -> list.kindSize(2));
        assertThrows(IndexOutOfBoundsException.class, () -> list.ofKind(-1, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> list.ofKind(1, 1));
        assertThrows(IndexOutOfBoundsException.class, () -> list.ofKind(0, 3));
    }

    @Test
    void aListIsKeptAndAnyOtherCopiedWithNullRefused() {
        assertSame(list, ActionList.copyOf(list));
        List<Action> withNull = new ArrayList<>(List.of(new BuildRoad(1)));
        withNull.add(null);
        assertThrows(NullPointerException.class, () -> ActionList.copyOf(withNull));
        Action[] buffer = {new BuildRoad(1), null};
        assertThrows(NullPointerException.class, () -> ActionList.copyOf(buffer, 2));
        assertEquals(List.of(new BuildRoad(1)), ActionList.copyOf(buffer, 1));
    }

    @Test
    void aDecisionGroupsItsOptions() {
        MainTurn turn = new MainTurn(0, list, Cards.NONE, 0, List.of());
        assertSame(list, turn.optionsByKind());
        assertEquals(0, new Discard(0, 1, Cards.NONE).optionsByKind().kindCount());
    }

    @Test
    void manyOptionsOfManyKindsAndTheGroupingAskedTwice() {
        List<Action> options = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            options.add(new BuildRoad(i));
            options.add(i % 2 == 0 ? new BuildSettlement(i) : EndTurn.INSTANCE);
        }
        ActionList made = ActionList.copyOf(options);
        assertEquals(200, made.size());
        assertEquals(3, made.kindCount());
        assertEquals(3, made.kindCount(), "the kept grouping");
        assertEquals(100, made.kindSize(0));
        assertEquals(new BuildRoad(99), made.ofKind(0, 99));
        assertEquals(new BuildSettlement(98), made.ofKind(1, 49));
        assertEquals(EndTurn.INSTANCE, made.ofKind(2, 49));
    }

    @Test
    void moreKindsThanTheFirstRoomForTheirStarts() {
        List<Action> options = List.of(
                new BuildRoad(1),
                new BuildRoad(2),
                new BuildSettlement(3),
                new BuildCity(4),
                BuyDevelopmentCard.INSTANCE,
                new MoveRobber(5),
                new StealFrom(1),
                new TradeWithBank(Card.BRICK, Card.ORE),
                new TradeWithBank(Card.ORE, Card.WOOL),
                AcceptOffer.INSTANCE,
                DeclineOffer.INSTANCE,
                RollDice.INSTANCE,
                EndTurn.INSTANCE);
        ActionList grouped = ActionList.copyOf(options);
        assertEquals(11, grouped.kindCount());
        assertEquals(List.of(new BuildRoad(1), new BuildRoad(2)), optionsOf(grouped, 0));
        assertEquals(
                List.of(new TradeWithBank(Card.BRICK, Card.ORE), new TradeWithBank(Card.ORE, Card.WOOL)),
                optionsOf(grouped, 6));
        assertEquals(List.of(EndTurn.INSTANCE), optionsOf(grouped, 10));
    }

    private static List<Action> optionsOf(ActionList options, int kind) {
        List<Action> of = new ArrayList<>();
        for (int i = 0; i < options.kindSize(kind); i++) {
            of.add(options.ofKind(kind, i));
        }
        return of;
    }
}
