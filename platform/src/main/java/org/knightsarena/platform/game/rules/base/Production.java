package org.knightsarena.platform.game.rules.base;

import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.event.BankShortage;
import org.knightsarena.api.event.Produced;
import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Pieces;

/** Paying out a roll. */
public final class Production {
    private Production() {}

    /** Card code of the commodity a city takes on a hex of each resource, -1 for none. */
    private static final int[] COMMODITY_OF = {-1, Card.PAPER.ordinal(), Card.CLOTH.ordinal(), -1, Card.COIN.ordinal()};

    /**
     * Pays every building next to a hex with the rolled number, except the robber's hex.
     * a kind the bank cannot pay in full goes to nobody, unless one player alone is
     * entitled, who takes what is left. With Cities &amp; Knights a city on forest, pasture or
     * mountains takes one resource and one commodity.
     *
     * @return the set of seats that received at least one card, as bits
     */
    public static int produce(GameState s, Chronicle chronicle, int roll) {
        boolean commodities = s.isCitiesAndKnights();
        int[] owed = s.clearedOwedScratch();
        Board board = s.board;
        Topology t = s.topology;
        int kinds = 0; // bit set of card codes owed to anyone
        int receivers = 0; // bit set of seats owed anything
        for (int k = 0, n = board.hexCountForRoll(roll); k < n; k++) {
            int hex = board.hexForRoll(roll, k);
            if (hex == s.figures.robber || s.castle.conquered(hex)) { // a conquered hex produces nothing
                continue;
            }
            int resource = s.figures.hexResource[hex];
            if (resource < 0) {
                continue; // a gold field pays nothing yet: its choices are not built
            }
            int commodity = commodities ? COMMODITY_OF[resource] : -1;
            for (int c = 0; c < 6; c++) {
                int node = t.corner(hex, c);
                int size = s.pieces.buildingKind[node];
                int owner = s.pieces.buildingOwner[node];
                if (size != 0 && owner < s.players) { // Catan for Two's neutrals hold no cards
                    if (commodity >= 0 && size == Pieces.CITY) {
                        owed[owner * Card.COUNT + resource]++;
                        owed[owner * Card.COUNT + commodity]++;
                        kinds |= 1 << commodity;
                    } else {
                        owed[owner * Card.COUNT + resource] += size;
                    }
                    kinds |= 1 << resource;
                    receivers |= 1 << owner;
                }
            }
        }
        shareOutShortages(s, chronicle, owed, kinds);
        return pay(s, chronicle, owed, receivers);
    }

    /** cuts what is owed of each kind the bank cannot pay in full. */
    private static void shareOutShortages(GameState s, Chronicle chronicle, int[] owed, int kinds) {
        int players = s.players;
        for (int left = kinds; left != 0; left &= left - 1) {
            int card = Integer.numberOfTrailingZeros(left);
            int demand = 0;
            int claimants = 0;
            int claimant = 0;
            for (int p = 0; p < players; p++) {
                int o = owed[p * Card.COUNT + card];
                if (o > 0) {
                    demand += o;
                    claimants++;
                    claimant = p;
                }
            }
            if (demand <= s.cards.bank[card]) {
                continue;
            }
            if (claimants == 1) {
                owed[claimant * Card.COUNT + card] = s.cards.bank[card];
            } else {
                for (int p = 0; p < players; p++) {
                    owed[p * Card.COUNT + card] = 0;
                }
                chronicle.add(new BankShortage(Card.of(card)));
            }
        }
    }

    /** Pays what is owed; returns the seats paid at least one card, as bits. */
    private static int pay(GameState s, Chronicle chronicle, int[] owed, int receivers) {
        int paid = 0;
        for (; receivers != 0; receivers &= receivers - 1) {
            int p = Integer.numberOfTrailingZeros(receivers);
            Cards cards = Cards.fromCounts(owed, p * Card.COUNT); // a made-once bundle when one kind is owed
            if (!cards.isEmpty()) {
                s.cards.receive(p, cards);
                chronicle.add(new Produced(p, cards));
                paid |= 1 << p;
            }
        }
        return paid;
    }
}
