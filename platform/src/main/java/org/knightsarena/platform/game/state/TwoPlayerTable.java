package org.knightsarena.platform.game.state;

import java.util.Arrays;

/**
 * A slice of the state for Catan for Two (docs/rules/traders-and-barbarians.md#R-24.2): each
 * player's trade tokens and the supply, the first roll's total while the second is owed
 * and the token actions used this turn. It owns its fields, their copy and
 * its part of a position (the {@code catanForTwo} object, written for 2 players only). Unused at
 * other tables. Not thread-safe.
 */
public final class TwoPlayerTable {
    /** The tokens of the game. */
    public static final int TOKENS = 20;
    /** The tokens each player starts with. */
    public static final int STARTING_TOKENS = 5;

    /** The token actions of, each usable once a turn. */
    public enum TokenAction {
        FORCED_TRADE,
        ROBBER_TO_DESERT
    }

    private final int[] tokens;
    private int supply;
    /** The first roll's total while the second roll of the turn is owed, else 0. */
    private int firstRoll;
    /** Bits of the {@link TokenAction}s used this turn. */
    private int usedThisTurn;
    /** Whether the forced trade being made may give commodities back, until it is done. */
    private boolean commodityTrade;

    TwoPlayerTable(int players) {
        tokens = new int[players];
        if (players == 2) {
            Arrays.fill(tokens, STARTING_TOKENS);
            supply = TOKENS - 2 * STARTING_TOKENS;
        }
    }

    private TwoPlayerTable(TwoPlayerTable o) {
        tokens = o.tokens.clone();
        supply = o.supply;
        firstRoll = o.firstRoll;
        usedThisTurn = o.usedThisTurn;
        commodityTrade = o.commodityTrade;
    }

    /** @return an independent copy */
    TwoPlayerTable copy() {
        return new TwoPlayerTable(this);
    }

    /** @return the seat's tokens */
    public int tokens(int seat) {
        return tokens[seat];
    }

    /** @return the tokens left in the supply */
    public int supply() {
        return supply;
    }

    /**
     * Gives the seat up to {@code count} tokens from the supply (none when it is empty).
     *
     * @return the tokens given
     */
    public int earn(int seat, int count) {
        int given = Math.min(count, supply);
        supply -= given;
        tokens[seat] += given;
        return given;
    }

    /** Pays {@code count} of the seat's tokens back to the supply and marks the action used this turn. */
    public void spend(int seat, int count, TokenAction action) {
        if (tokens[seat] < count) {
            throw new IllegalStateException("seat " + seat + " holds " + tokens[seat] + " tokens, not " + count);
        }
        tokens[seat] -= count;
        supply += count;
        usedThisTurn |= 1 << action.ordinal();
    }

    /** @return whether the action was used this turn */
    public boolean used(TokenAction action) {
        return (usedThisTurn & (1 << action.ordinal())) != 0;
    }

    /** @return the first roll's total while the second roll is owed, else 0 */
    public int firstRoll() {
        return firstRoll;
    }

    /** Records the first roll's total (the second roll is owed), or 0 once it is made. */
    public void setFirstRoll(int total) {
        firstRoll = total;
    }

    /** @return whether the forced trade being made takes and gives commodities too */
    public boolean commodityTrade() {
        return commodityTrade;
    }

    /** Records which kind of forced trade is being made, until its cards are given back. */
    public void setCommodityTrade(boolean withCommodities) {
        commodityTrade = withCommodities;
    }

    /** The token actions lapse at the end of a turn. */
    public void endTurn() {
        usedThisTurn = 0;
    }

    // ---------------------------------------------------------------- position

    /** Writes the {@code catanForTwo} object. */
    public void write(PositionNode two) {
        PositionNode held = two.putArray("tradeTokens");
        for (int t : tokens) {
            held.add(t);
        }
        two.put("tokenSupply", supply);
        two.put("firstRoll", firstRoll);
        two.put("forcedTradeUsed", used(TokenAction.FORCED_TRADE));
        two.put("robberToDesertUsed", used(TokenAction.ROBBER_TO_DESERT));
        if (commodityTrade) {
            two.put("commodityTrade", true);
        }
    }

    /** Reads the {@code catanForTwo} object. */
    public void read(PositionFields two) {
        java.util.List<PositionNode> held = two.arrayOf("tradeTokens", tokens.length);
        int total = 0;
        for (int p = 0; p < tokens.length; p++) {
            String at = two.at("tradeTokens") + "[" + p + "]";
            tokens[p] = PositionFields.range(PositionFields.integer(held.get(p), at), at, 0, TOKENS);
            total += tokens[p];
        }
        supply = two.integer("tokenSupply", 0, TOKENS);
        if (total + supply != TOKENS) {
            throw PositionFields.fail(
                    two.at("tokenSupply"),
                    "the players' tokens and the supply make " + (total + supply) + ", not " + TOKENS);
        }
        firstRoll = two.integer("firstRoll", 0, 12);
        usedThisTurn = (two.bool("forcedTradeUsed") ? 1 << TokenAction.FORCED_TRADE.ordinal() : 0)
                | (two.bool("robberToDesertUsed") ? 1 << TokenAction.ROBBER_TO_DESERT.ordinal() : 0);
        commodityTrade = two.has("commodityTrade") && two.bool("commodityTrade");
        two.done();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TwoPlayerTable o
                && Arrays.equals(tokens, o.tokens)
                && supply == o.supply
                && firstRoll == o.firstRoll
                && usedThisTurn == o.usedThisTurn
                && commodityTrade == o.commodityTrade;
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(tokens) + supply;
    }
}
