package org.knightsarena.web.browser;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.knightsarena.web.table.PersonDecisions;

/**
 * The search that found {@link PlayBrowserTest}'s seeds: it rehearses seeded games
 * ({@link PagePolicyRehearsal}) and prints a few seeds that together meet every queued decision,
 * the quickest first. Run by hand, not in the build:
 * {@code mvn -o -q -B -pl web-dashboard -am test -Dtest=PagePolicySeedSearch -Darena.seedSearch=2000
 * -Dsurefire.failIfNoSpecifiedTests=false} (and {@code -Darena.seedSearch.turnCap=N} to try another cap).
 */
@EnabledIfSystemProperty(named = "arena.seedSearch", matches = "\\d+")
class PagePolicySeedSearch {
    @Test
    void printSeedsThatMeetEveryQueuedDecision() {
        int seeds = Integer.parseInt(System.getProperty("arena.seedSearch"));
        // a shorter game is a quicker browser test: the cap to try, the test's by default
        int turnCap = Integer.getInteger("arena.seedSearch.turnCap", PlayBrowserTest.TURN_CAP);
        Map<Long, Set<String>> metBySeed = new LinkedHashMap<>();
        Map<String, Integer> frequency = new TreeMap<>();
        for (long seed = 0; seed < seeds; seed++) {
            Set<String> met = PagePolicyRehearsal.play(seed, PlayBrowserTest.PLAYERS, PlayBrowserTest.SEAT, turnCap)
                    .metSet();
            metBySeed.put(seed, met);
            met.forEach(type -> frequency.merge(type, 1, Integer::sum));
        }
        System.out.println("games of " + turnCap + " turns meeting each decision, of " + seeds + ": " + frequency);
        Set<String> left = new TreeSet<>(PersonDecisions.QUEUED);
        left.addAll(PersonDecisions.INTERRUPTIONS);
        List<Long> chosen = new ArrayList<>();
        while (!left.isEmpty()) {
            long best = -1;
            int most = 0;
            for (Map.Entry<Long, Set<String>> e : metBySeed.entrySet()) {
                Set<String> covered = new TreeSet<>(e.getValue());
                covered.retainAll(left);
                if (covered.size() > most) {
                    most = covered.size();
                    best = e.getKey();
                }
            }
            if (best < 0) {
                System.out.println("no seed meets " + left);
                break;
            }
            chosen.add(best);
            left.removeAll(metBySeed.get(best));
            System.out.println("seed " + best + " meets " + metBySeed.get(best));
        }
        System.out.println("seeds: " + chosen);
    }
}
