package org.knightsarena.tournaments.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RoundRobinTest {

    private static List<String> names(int n) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            names.add("bot" + i);
        }
        return names;
    }

    @Test
    void fiveEntrantsAtFourSeatsPlayEveryCombinationWithEqualPairsAndSeats() {
        Schedule schedule = RoundRobin.plan(names(5), 4, 2, 7);
        Balance balance = schedule.balance();
        assertEquals(Schedule.Design.ALL_COMBINATIONS, schedule.design());
        assertEquals(2 * 5 * 4, schedule.tables().size());
        // each pair shares C(3,2) = 3 combinations, each played 4 times per round, over 2 rounds
        assertEquals(24, balance.minPairCount());
        assertEquals(24, balance.maxPairCount());
        assertEquals(0, balance.seatSpread());
        for (int e = 0; e < 5; e++) {
            assertEquals(32, balance.games(e));
            for (int s = 0; s < 4; s++) {
                assertEquals(8, balance.seatCount(e, s));
            }
        }
    }

    @Test
    void twelveEntrantsAtFourSeatsOverSixRoundsGetABalancedDesign() {
        Schedule schedule = RoundRobin.plan(names(12), 4, 6, 0);
        Balance balance = schedule.balance();
        assertEquals(Schedule.Design.BALANCED, schedule.design());
        assertEquals(18, schedule.tables().size());
        // measured for seed 0: pairs meet 1 to 3 times (the ideal would be 1 to 2)
        assertEquals(1, balance.minPairCount());
        assertTrue(balance.maxPairCount() - balance.minPairCount() <= 2, balance::toString);
        assertTrue(balance.seatSpread() <= 1, balance::toString);
        assertEquals(0, balance.gamesSpread());
        for (int r = 1; r <= 6; r++) {
            Set<Integer> seated = new HashSet<>();
            for (Table table : schedule.round(r)) {
                seated.addAll(table.seats());
            }
            assertEquals(12, seated.size(), "every entrant plays exactly once in round " + r);
        }
    }

    @Test
    void unevenEntrantCountsKeepGamesWithinOne() {
        for (int n = 8; n <= 20; n++) {
            for (int k = 3; k <= 4; k++) {
                Balance balance = RoundRobin.plan(names(n), k, 5, 3).balance();
                assertTrue(balance.gamesSpread() <= 1, n + "/" + k + ": " + balance);
            }
        }
    }

    @Test
    void threePlayerTablesOfSevenUseAllCombinations() {
        Schedule schedule = RoundRobin.plan(names(7), 3, 1, 1);
        Balance balance = schedule.balance();
        assertEquals(35 * 3, schedule.tables().size());
        assertEquals(15, balance.minPairCount());
        assertEquals(15, balance.maxPairCount());
        assertEquals(0, balance.seatSpread());
    }

    @Test
    void threePlayerTablesOfNineAreBalanced() {
        Schedule schedule = RoundRobin.plan(names(9), 3, 4, 5);
        Balance balance = schedule.balance();
        assertEquals(Schedule.Design.BALANCED, schedule.design());
        assertEquals(12, schedule.tables().size());
        assertEquals(0, balance.gamesSpread());
        assertTrue(balance.maxPairCount() - balance.minPairCount() <= 1, balance::toString);
    }

    @Test
    void repeatedNamesAreDistinctEntrants() {
        Schedule schedule = RoundRobin.plan(List.of("x", "x", "y", "z", "w"), 3, 2, 1);
        Balance balance = schedule.balance();
        assertEquals(balance.minPairCount(), balance.maxPairCount());
        assertTrue(balance.pairCount(0, 1) > 0, "both copies of x meet each other");
    }

    @Test
    void sameSeedGivesSameSchedule() {
        assertEquals(RoundRobin.plan(names(13), 4, 5, 9), RoundRobin.plan(names(13), 4, 5, 9));
    }

    @Test
    void invalidArgumentsAreRejectedWithClearMessages() {
        assertEquals(
                "table size must be 2 to 6, was 7",
                assertThrows(IllegalArgumentException.class, () -> RoundRobin.plan(names(8), 7, 1, 0))
                        .getMessage());
        assertEquals(
                "rounds must be at least 1, was 0",
                assertThrows(IllegalArgumentException.class, () -> RoundRobin.plan(names(8), 4, 0, 0))
                        .getMessage());
        assertEquals(
                "need at least 4 entrants for tables of 4, got 3",
                assertThrows(IllegalArgumentException.class, () -> RoundRobin.plan(names(3), 4, 1, 0))
                        .getMessage());
    }
}
