package org.knightsarena.platform.game.state;

import java.util.Arrays;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.api.cards.BarbarianAttackCard;
import org.knightsarena.api.rules.Limits;
import org.knightsarena.platform.board.Board;

/**
 * A slice of the state for Traders &amp; Barbarians' Barbarian Attack
 * (docs/rules/traders-and-barbarians.md#R-24.1): the barbarians on each hex, the knights on the
 * paths, each player's knights in supply, prisoners and gold, and the scenario's development deck.
 * It owns its fields, their copy and its part of a position (the {@code barbarianAttack} object,
 * written only when the variant is played). Where the castle is and which coastal hex carries each
 * number are read from the board, never saved. Empty arrays in other games, so it costs them
 * nothing. Not thread-safe.
 */
public final class CastleAndBarbarians {
    /** the knights of each player. */
    public static final int KNIGHTS = Limits.PATH_KNIGHTS;
    /** the barbarians that conquer a hex. */
    public static final int CONQUEST = Limits.BARBARIANS_TO_CONQUER;
    /** the gold a resource costs, and the purchases a turn allows. */
    public static final int GOLD_PER_RESOURCE = 2;

    public static final int GOLD_BUYS_PER_TURN = 2;

    /** Flag of a knight that has left the castle's paths, which it may not stop on again. */
    public static final int LEFT_CASTLE = 1;
    /** Flag of a knight already moved in this movement phase. */
    public static final int MOVED = 2;
    /** Cities &amp; Knights pieces: flags of an active knight, and of one activated or promoted this turn. */
    public static final int ACTIVE = 4;

    public static final int ACTIVATED_THIS_TURN = 8;

    public static final int PROMOTED_THIS_TURN = 16;
    /** The flags that last one turn. */
    private static final int TURN_FLAGS = MOVED | ACTIVATED_THIS_TURN | PROMOTED_THIS_TURN;
    /** the Foreign Knight of Catan for Two, the one knight of its neutral colour. */
    public static final int FOREIGN_KNIGHTS = 1;
    /**
     * with C&amp;K pieces at 2 players: the knights of the neutral colour that stands
     * beside the players' own, two basic and two strong pieces (neutral knights go no higher).
     */
    public static final int NEUTRAL_KNIGHTS = 4;

    /** The castle hex, -1 when the variant is not played. */
    public int castleHex = -1;
    /**
     * The coastal hexes carrying each number 2..12, in hex order (R-24.1.1: one each on the standard
     * island; up to three on the 5–6 player island, R-24.4.1); derived from the board.
     */
    private final int[][] landingHexes = new int[13][];
    /** The colour owning the Foreign Knight (the first neutral colour, R-24.3.1), -1 for a table without one. */
    public int foreignColour = -1;
    /**
     * The colour of the neutral knights that Catan for Two with C&amp;K pieces places beside the
     * players': the second neutral colour, as the first one's knight is the Foreign
     * Knight (a ruling); -1 for any other table.
     */
    public int neutralColour = -1;

    /** Barbarians per hex, 0 to 3. */
    public byte[] barbarians = new byte[0];
    /** Owner of the knight on each path, or {@link BoardView#NOBODY}. */
    public byte[] knightOwner = new byte[0];
    /** {@link #LEFT_CASTLE} and {@link #MOVED} of the knight on each path, with C&amp;K pieces {@link #ACTIVE} and the turn's flags. */
    public byte[] knightFlags = new byte[0];
    /** Strength of the knight on each path: 1 with the base rules, 1 to 3 with C&amp;K pieces; 0 for none. */
    public byte[] knightStrength = new byte[0];
    /** Whether the knights are Cities &amp; Knights pieces, which the position then saves with their strength. */
    public boolean ranked;

    public int[] knightsLeft = new int[0];
    public int[] prisoners = new int[0];
    public int[] gold = new int[0];
    /** Points of each seat's buildings all of whose land hexes are conquered, not counted. */
    public int[] lostPoints = new int[0];
    /** Bits of the harbours (by {@code Harbour} ordinal) each seat owns only at besieged buildings, so cannot use. */
    public int[] lostHarbours = new int[0];
    /** Gold purchases made this turn. */
    public int goldBuys;
    /** Barbarian moves a Treason card still owes, 0 to 2. */
    public int treasonMoves;
    /** The path of the knight placed in a special build phase that must move now, or -1. */
    public int mustMovePath = -1;

    /** The scenario's deck, top at {@code deckSize - 1}, as ordinals of {@link BarbarianAttackCard}. */
    int[] deck = new int[0];

    int deckSize;

    CastleAndBarbarians() {}

    private CastleAndBarbarians(CastleAndBarbarians o) {
        castleHex = o.castleHex;
        System.arraycopy(o.landingHexes, 0, landingHexes, 0, landingHexes.length); // each list is never changed
        foreignColour = o.foreignColour;
        neutralColour = o.neutralColour;
        mustMovePath = o.mustMovePath;
        barbarians = o.barbarians.clone();
        knightOwner = o.knightOwner.clone();
        knightFlags = o.knightFlags.clone();
        knightStrength = o.knightStrength.clone();
        ranked = o.ranked;
        knightsLeft = o.knightsLeft.clone();
        prisoners = o.prisoners.clone();
        gold = o.gold.clone();
        lostPoints = o.lostPoints.clone();
        lostHarbours = o.lostHarbours.clone();
        goldBuys = o.goldBuys;
        treasonMoves = o.treasonMoves;
        deck = o.deck.clone();
        deckSize = o.deckSize;
    }

    CastleAndBarbarians copy() {
        return new CastleAndBarbarians(this);
    }

    /**
     * Sets the variant up on its castle board, with full supplies and an unshuffled deck; a table of 2
     * (Catan for Two) has the Foreign Knight too, in its neutral colour's supply.
     */
    public void start(int players, Board board) {
        start(players, board, false);
    }

    /**
     * Sets the variant up; with {@code citiesAndKnights} the knights are C&amp;K pieces and the
     * scenario's deck is left out, replaced by the progress cards.
     */
    public void start(int players, Board board, boolean citiesAndKnights) {
        ranked = citiesAndKnights;
        derive(board);
        foreignColour = players == TableComponents.TWO_PLAYERS ? players : -1;
        neutralColour = ranked && foreignColour >= 0 ? foreignColour + 1 : -1;
        barbarians = new byte[board.topology().hexCount()];
        knightOwner = new byte[board.topology().pathCount()];
        Arrays.fill(knightOwner, (byte) BoardView.NOBODY);
        knightFlags = new byte[board.topology().pathCount()];
        knightStrength = new byte[board.topology().pathCount()];
        knightsLeft = new int[Math.max(players, Math.max(foreignColour, neutralColour) + 1)];
        fillSupplies();
        prisoners = new int[players];
        gold = new int[players];
        lostPoints = new int[players];
        lostHarbours = new int[players];
        int size = 0;
        for (BarbarianAttackCard card : BarbarianAttackCard.values()) {
            size += ranked ? 0 : card.copies();
        }
        deck = new int[size];
        for (BarbarianAttackCard card : BarbarianAttackCard.values()) {
            for (int i = 0; i < card.copies() && !ranked; i++) {
                deck[deckSize++] = card.ordinal();
            }
        }
    }

    void fillSupplies() {
        Arrays.fill(knightsLeft, KNIGHTS);
        if (foreignColour >= 0) {
            knightsLeft[foreignColour] = FOREIGN_KNIGHTS;
        }
        if (neutralColour >= 0) {
            knightsLeft[neutralColour] = NEUTRAL_KNIGHTS;
        }
    }

    private void derive(Board board) {
        int[][] found = new int[landingHexes.length][0];
        for (int hex = 0; hex < board.topology().hexCount(); hex++) {
            if (board.terrain(hex) == Terrain.CASTLE) {
                castleHex = hex;
            }
            int token = board.token(hex);
            if (board.topology().hexNeighbourCount(hex) < 6 && token != 0) {
                found[token] = Arrays.copyOf(found[token], found[token].length + 1);
                found[token][found[token].length - 1] = hex;
            }
        }
        System.arraycopy(found, 0, landingHexes, 0, found.length);
    }

    /** @return whether Barbarian Attack is played */
    public boolean inPlay() {
        return castleHex >= 0;
    }

    /**
     * @return the coastal hex barbarians land on for a total, or -1: the one hex with that number, or
     *     where the coast carries it more than once, the one holding fewest barbarians, the
     *     first in hex order among equals (a ruling)
     */
    public int landingHex(int total) {
        int best = -1;
        for (int hex : landingHexes[total]) {
            if (best < 0 || barbarians[hex] < barbarians[best]) {
                best = hex;
            }
        }
        return best;
    }

    /** @return whether barbarians land on the hex for its number; false outside the variant */
    public boolean landsOn(int hex, int token) {
        if (!inPlay() || token < 2 || token > 12) {
            return false;
        }
        for (int landing : landingHexes[token]) {
            if (landing == hex) {
                return true;
            }
        }
        return false;
    }

    /** @return whether a hex is conquered: it produces nothing; false outside the variant */
    public boolean conquered(int hex) {
        return barbarians.length != 0 && barbarians[hex] >= CONQUEST;
    }

    /** @return the harbours the seat owns but cannot use, besieged; 0 outside the variant */
    public int lostHarbours(int seat) {
        return lostHarbours.length == 0 ? 0 : lostHarbours[seat];
    }

    /**
     * @return the seat's points from the variant: a point per 2 prisoners, less its conquered
     *     buildings'; 0 outside the variant and for a neutral colour, which takes no prisoner
     */
    public int points(int seat) {
        return seat >= prisoners.length ? 0 : prisoners[seat] / 2 - lostPoints[seat];
    }

    /** Shuffles the cards left in the deck: at the start, and in a forward model's copy, which may not know their order. */
    public void shuffleDeck(GameRandom random) {
        random.shuffle(deck, deckSize);
    }

    public boolean deckEmpty() {
        return deckSize == 0;
    }

    /** @return the cards left in the scenario's deck, which everybody may count */
    public int deckSize() {
        return deckSize;
    }

    public BarbarianAttackCard draw() {
        return BarbarianAttackCard.values()[deck[--deckSize]];
    }

    /** Brings a copy of {@code card} still in the deck to the top (tests deal the card they need); false if none is left. */
    public boolean bringToTop(BarbarianAttackCard card) {
        for (int i = deckSize - 1; i >= 0; i--) {
            if (deck[i] == card.ordinal()) {
                deck[i] = deck[deckSize - 1];
                deck[deckSize - 1] = card.ordinal();
                return true;
            }
        }
        return false;
    }

    /** Puts a knight of {@code seat} on a free path. */
    public void placeKnight(int seat, int path, int flags) {
        knightOwner[path] = (byte) seat;
        knightFlags[path] = (byte) flags;
        knightStrength[path] = 1;
        knightsLeft[seat]--;
    }

    /** Moves the knight on {@code from} to the free path {@code to}, with its strength, under new flags. */
    public void moveKnight(int from, int to, int flags) {
        knightOwner[to] = knightOwner[from];
        knightStrength[to] = knightStrength[from];
        knightFlags[to] = (byte) flags;
        knightOwner[from] = (byte) BoardView.NOBODY;
        knightStrength[from] = 0;
        knightFlags[from] = 0;
    }

    /** @return whether the knight on a path is active (C&amp;K pieces, R-17.2.4) */
    public boolean isActive(int path) {
        return (knightFlags[path] & ACTIVE) != 0;
    }

    /** @return the seat's knights on the board of a strength, 1 to 3 (C&amp;K: two pieces of each, R-9.3.2) */
    public int onBoard(int seat, int strength) {
        int count = 0;
        for (int path = 0; path < knightOwner.length; path++) {
            count += knightOwner[path] == seat && knightStrength[path] == strength ? 1 : 0;
        }
        return count;
    }

    /** @return the strength of the seat's active knights on the paths, which defend against C&amp;K's barbarians */
    public int activeStrength(int seat) {
        int strength = 0;
        for (int path = 0; path < knightOwner.length; path++) {
            strength += knightOwner[path] == seat && isActive(path) ? knightStrength[path] : 0;
        }
        return strength;
    }

    /** with C&amp;K pieces: after the barbarians' attack every knight on a path is inactive. */
    public void deactivateAll() {
        for (int path = 0; path < knightFlags.length; path++) {
            knightFlags[path] &= ~ACTIVE;
        }
    }

    /** Takes the knight off a path, back to its owner's supply. */
    public void removeKnight(int path) {
        knightsLeft[knightOwner[path]]++;
        knightOwner[path] = (byte) BoardView.NOBODY;
        knightFlags[path] = 0;
        knightStrength[path] = 0;
    }

    /**
     * with C&amp;K pieces: a builder's knights activated or promoted in a special build phase
     * serve from the builder's own next turn, so those flags end with the builder's phase.
     */
    public void endSpecialBuild(int builder) {
        for (int path = 0; path < knightFlags.length; path++) {
            if (knightOwner[path] == builder) {
                knightFlags[path] &= ~(ACTIVATED_THIS_TURN | PROMOTED_THIS_TURN);
            }
        }
    }

    /** Clears every knight's turn flags ({@link #MOVED}, activated and promoted this turn) and the turn's gold purchases. */
    public void endTurn() {
        goldBuys = 0;
        for (int path = 0; path < knightFlags.length; path++) {
            knightFlags[path] &= ~TURN_FLAGS;
        }
    }

    // --- the position ({@link BarbarianAttackPosition})

    /** Writes the {@code barbarianAttack} object. */
    public void write(PositionNode ba) {
        BarbarianAttackPosition.write(this, ba);
    }

    /** Reads the {@code barbarianAttack} object onto a slice started on the game's board. */
    public void read(PositionFields ba, int players) {
        BarbarianAttackPosition.read(this, ba, players);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CastleAndBarbarians o
                && castleHex == o.castleHex
                && Arrays.equals(barbarians, o.barbarians)
                && Arrays.equals(knightOwner, o.knightOwner)
                && Arrays.equals(knightFlags, o.knightFlags)
                && Arrays.equals(knightStrength, o.knightStrength)
                && ranked == o.ranked
                && Arrays.equals(knightsLeft, o.knightsLeft)
                && Arrays.equals(prisoners, o.prisoners)
                && Arrays.equals(gold, o.gold)
                && Arrays.equals(lostPoints, o.lostPoints)
                && Arrays.equals(lostHarbours, o.lostHarbours)
                && goldBuys == o.goldBuys
                && treasonMoves == o.treasonMoves
                && mustMovePath == o.mustMovePath
                && foreignColour == o.foreignColour
                && neutralColour == o.neutralColour
                && deckSize == o.deckSize
                && Arrays.equals(deck, 0, deckSize, o.deck, 0, o.deckSize);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(barbarians) * 31 + Arrays.hashCode(knightOwner);
    }
}
