package org.knightsarena.platform.game.rules.cities;

import java.util.ArrayList;
import java.util.List;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.LoseCity;
import org.knightsarena.api.event.BarbariansAdvanced;
import org.knightsarena.api.event.BarbariansAttacked;
import org.knightsarena.api.event.CitySacked;
import org.knightsarena.api.event.DefenderAwarded;
import org.knightsarena.api.event.KnightsDeactivated;
import org.knightsarena.platform.game.rules.base.Building;
import org.knightsarena.platform.game.rules.fortwo.TradeTokens;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.NodeSet;
import org.knightsarena.platform.game.state.OptionBuffer;
import org.knightsarena.platform.game.state.Phase;

/**
 * The barbarian ship and its attack (RULES.md §10). Choices an attack leaves (tie draws,
 * sacked cities) are queued as pending decisions; everything else is settled at once.
 */
public final class Barbarians {
    private static final LoseCity[] LOSES = new LoseCity[128];

    static {
        for (int i = 0; i < LOSES.length; i++) {
            LOSES[i] = new LoseCity(i);
        }
    }

    private Barbarians() {}

    /** a ship face moves the ship one space; the seventh triggers the attack. */
    static void advance(GameState s, Chronicle c) {
        boolean arrived = s.barbarians.advance();
        c.add(new BarbariansAdvanced(s.barbarians.position()));
        if (arrived) {
            attack(s, c);
        }
    }

    /** in the order of: compare, reward or sack, deactivate, reset, flag. */
    static void attack(GameState s, Chronicle c) {
        int strength = 0;
        for (int colour = 0; colour < s.colours; colour++) {
            strength += s.pieces.cityNodes.size(colour); // metropolises count as their cities
        }
        int[] contribution = new int[s.players];
        List<Integer> contributions = new ArrayList<>(s.players);
        int defence = 0;
        for (int p = 0; p < s.players; p++) {
            contribution[p] = s.knights.activeStrength(p) + s.castle.activeStrength(p); // path knights too
            contributions.add(contribution[p]);
            defence += contribution[p];
        }
        c.add(new BarbariansAttacked(strength, defence, contributions));
        if (defence >= strength) {
            defended(s, c, contribution);
        } else {
            lost(s, c, contribution);
        }
        s.knights.deactivateAll();
        s.castle.deactivateAll();
        c.add(new KnightsDeactivated());
        s.barbarians.returnAfterAttack();
    }

    /** a single strongest defender takes a point; tied strongest players each draw a card. */
    private static void defended(GameState s, Chronicle c, int[] contribution) {
        int best = 0;
        int count = 0;
        for (int p = 0; p < s.players; p++) {
            if (contribution[p] > best) {
                best = contribution[p];
                count = 1;
            } else if (contribution[p] == best) {
                count++;
            }
        }
        if (best == 0) {
            return;
        }
        for (int i = 0, p = s.turn.active; i < s.players; i++, p = s.next(p)) {
            if (contribution[p] != best) {
                continue;
            }
            if (count == 1) {
                s.points.defenderPoints[p]++;
                s.points.publicPoints[p]++;
                c.add(new DefenderAwarded(p));
                TradeTokens.earnForDefence(s, c, p);
            } else if (ProgressDecks.anyLeft(s)) {
                s.turn.owe(Phase.PROGRESS_DECK, p);
                TradeTokens.earnForDefence(s, c, p);
            }
        }
    }

    /** every eligible player with the smallest contribution loses an ordinary city. */
    private static void lost(GameState s, Chronicle c, int[] contribution) {
        int least = Integer.MAX_VALUE;
        for (int p = 0; p < s.players; p++) {
            if (!CityImprovements.ordinaryCities(s, p).isEmpty()) {
                least = Math.min(least, contribution[p]);
            }
        }
        for (int i = 0, p = s.turn.active; i < s.players; i++, p = s.next(p)) {
            NodeSet cities = CityImprovements.ordinaryCities(s, p);
            if (cities.isEmpty() || contribution[p] != least) {
                continue;
            }
            if (cities.size() == 1) {
                sack(s, c, p, cities.next(0));
            } else {
                s.turn.owe(Phase.SACKED_CITY, p);
            }
        }
    }

    public static List<Action> sackOptions(GameState s, int seat) {
        OptionBuffer options = s.optionBuffer.start();
        NodeSet cities = CityImprovements.ordinaryCities(s, seat);
        for (int node = cities.next(0); node >= 0; node = cities.next(node + 1)) {
            options.add(LOSES[node]);
        }
        return options.toList();
    }

    /**
     * the city becomes a settlement and loses its wall; without a settlement
     * piece in supply it lies on its side, a settlement for every rule, its city piece still on the board.
     */
    public static void sack(GameState s, Chronicle c, int seat, int node) {
        s.pieces.lowerCity(seat, node);
        s.points.publicPoints[seat]--;
        if (s.pieces.settlementsLeft[seat] > 0) {
            s.pieces.settlementsLeft[seat]--;
            s.pieces.citiesLeft[seat]++;
        } else {
            s.pieces.tippedCities.add(seat, node);
        }
        CityWalls.remove(s, seat, node);
        c.add(new CitySacked(seat, node));
    }

    /** Upgrades a settlement; a city lying on its side stands up again with its own piece. */
    public static void upgrade(GameState s, Chronicle c, int seat, int node) {
        Building.placeCity(s, c, seat, node);
        if (s.pieces.tippedCities.contains(seat, node)) {
            s.pieces.tippedCities.remove(seat, node);
            s.pieces.settlementsLeft[seat]--;
            s.pieces.citiesLeft[seat]++;
        }
    }
}
