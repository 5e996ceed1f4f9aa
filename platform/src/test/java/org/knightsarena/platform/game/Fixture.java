package org.knightsarena.platform.game;

import org.knightsarena.api.Ruleset;
import org.knightsarena.api.board.EventDie;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.cards.Track;
import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.board.StandardMap;
import org.knightsarena.platform.game.rules.base.Building;
import org.knightsarena.platform.game.rules.cities.CityImprovements;
import org.knightsarena.platform.game.rules.ships.Shipping;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Improvements;
import org.knightsarena.platform.game.state.KnightFlags;
import org.knightsarena.platform.game.state.Phase;
import org.knightsarena.platform.game.state.ProgressPiles;

/**
 * Builds game situations for rule tests: a game on the beginner map with setup skipped, then
 * pieces, hands and cards placed directly, bypassing costs and turn order.
 *
 * <pre>{@code
 * Game game = Fixture.base(4).settlement(0, 10).road(0, 12).hand(0, Cards.parse("1 brick, 1 lumber")).main(0).game();
 * }</pre>
 */
final class Fixture {
    private final Game game;
    private final GameState s;
    private final Chronicle scratch = Chronicle.discarding();

    private Fixture(Game game) {
        this.game = game;
        this.s = game.state();
    }

    /** A base game of {@code players} on the beginner map, at turn 1 before seat 0's roll, with an empty board. */
    static Fixture base(int players) {
        return of(Ruleset.BASE, players, StandardMap.beginner());
    }

    /** A Cities &amp; Knights game of {@code players} on the beginner map, at turn 1 before seat 0's roll, with an empty board. */
    static Fixture ck(int players) {
        return of(Ruleset.CITIES_AND_KNIGHTS, players, StandardMap.beginner());
    }

    static Fixture of(Ruleset ruleset, int players, Board board) {
        Game game = Game.create(GameOptions.standard(ruleset, players), board, 1);
        GameState s = game.state();
        s.turn.number = 1;
        s.turn.active = 0;
        s.turn.enter(Phase.BEFORE_ROLL);
        return new Fixture(game);
    }

    /**
     * A game of {@code players} on a Seafarers scenario's map dealt from {@code seed}, at turn 1
     * before seat 0's roll, with an empty board (no home areas: set them where a test needs them).
     */
    static Fixture scenario(Ruleset ruleset, String scenario, int players, long seed) {
        Game game = Game.create(
                GameOptions.standard(ruleset, players).withScenario(scenario),
                seed,
                org.knightsarena.platform.maps.Scenarios::deal);
        game.state().turn.number = 1;
        game.state().turn.active = 0;
        game.state().turn.enter(Phase.BEFORE_ROLL);
        return new Fixture(game);
    }

    /** A base game of Barbarian Attack on the castle map dealt from {@code seed}, at turn 1 before seat 0's roll, with no building. */
    static Fixture barbarianAttack(int players, long seed) {
        return barbarianAttack(Ruleset.BASE, players, seed);
    }

    /** As {@link #barbarianAttack(int, long)} with a ruleset: with Cities &amp; Knights its knights are C&amp;K pieces. */
    static Fixture barbarianAttack(Ruleset ruleset, int players, long seed) {
        Game game = Game.create(GameOptions.standard(ruleset, players).withBarbarianAttack(), seed);
        game.state().turn.number = 1;
        game.state().turn.active = 0;
        game.state().turn.enter(Phase.BEFORE_ROLL);
        return new Fixture(game);
    }

    /** As {@link #scenario(Ruleset, String, int, long)}, with the table size before the scenario. */
    static Fixture scenario(Ruleset ruleset, int players, String scenario, long seed) {
        return scenario(ruleset, scenario, players, seed);
    }

    /** Puts a ship of {@code seat} on a path, built in the current turn. */
    Fixture ship(int seat, int path) {
        Shipping.placeShip(s, scratch, seat, path);
        return this;
    }

    Fixture settlement(int seat, int node) {
        Building.placeSettlement(s, scratch, seat, node);
        return this;
    }

    Fixture city(int seat, int node) {
        if (s.pieces.buildingKind[node] == 0) {
            settlement(seat, node);
        }
        Building.placeCity(s, scratch, seat, node);
        return this;
    }

    Fixture road(int seat, int path) {
        Building.placeRoad(s, scratch, seat, path);
        return this;
    }

    /** Lays one road of {@code seat} between each pair of consecutive intersections of a chain. */
    Fixture roads(int seat, int... chain) {
        for (int path : BaseBoardQueries.pathsAlong(chain)) {
            road(seat, path);
        }
        return this;
    }

    /** Gives a seat exactly these cards (taken from or returned to the bank). */
    Fixture hand(int seat, Cards cards) {
        s.cards.pay(seat, s.cards.handOf(seat));
        s.cards.receive(seat, cards);
        return this;
    }

    Fixture hand(int seat, String cards) {
        return hand(seat, Cards.parse(cards));
    }

    /** Gives a seat a development card, taken out of the deck, as if bought on an earlier turn (playable now). */
    Fixture developmentCard(int seat, DevelopmentCard card) {
        s.devDeck.remove(card);
        s.devHands.give(seat, card);
        return this;
    }

    /** Reorders the development deck so that {@code cards} come first, the first one drawn first. */
    Fixture deckTop(DevelopmentCard... cards) {
        for (int i = 0; i < cards.length; i++) {
            s.devDeck.stack(cards[i], i);
        }
        return this;
    }

    Fixture robber(int hex) {
        s.figures.robber = hex;
        return this;
    }

    Fixture pirate(int hex) {
        s.figures.pirate = hex;
        return this;
    }

    /** Puts the pirate on the first sea hex with none of {@code nodes} as a corner, so it closes none of their paths. */
    Fixture pirateAwayFrom(int... nodes) {
        for (int hex = 0; hex < s.topology.hexCount(); hex++) {
            if (!s.sea.landHex(hex) && noCornerIn(hex, nodes)) {
                return pirate(hex);
            }
        }
        throw new AssertionError("no sea hex away from " + java.util.Arrays.toString(nodes));
    }

    private boolean noCornerIn(int hex, int[] nodes) {
        for (int c = 0; c < 6; c++) {
            for (int node : nodes) {
                if (s.topology.corner(hex, c) == node) {
                    return false;
                }
            }
        }
        return true;
    }

    Fixture knightsPlayed(int seat, int knights) {
        s.points.knightsPlayed[seat] = knights;
        return this;
    }

    /** Makes it {@code seat}'s turn, before the roll. */
    Fixture beforeRoll(int seat) {
        s.turn.active = seat;
        s.turn.enter(Phase.BEFORE_ROLL);
        return this;
    }

    /** Makes it {@code seat}'s turn, after the roll. */
    Fixture main(int seat) {
        s.turn.active = seat;
        s.turn.enter(Phase.MAIN);
        return this;
    }

    Fixture dice(int yellow, int red) {
        game.forceDice(yellow, red);
        return this;
    }

    // --- Cities & Knights

    Fixture wall(int seat, int node) {
        s.improvements.wall[node] = 1;
        s.improvements.wallsLeft[seat]--;
        return this;
    }

    /** Sets an improvement level directly, without metropolis effects. */
    Fixture level(int seat, Track track, int level) {
        s.improvements.levels[seat * Improvements.TRACKS + track.ordinal()] = level;
        return this;
    }

    /** Puts a track's metropolis on a city of {@code seat}, with its points. */
    Fixture metropolis(int seat, Track track, int node) {
        s.improvements.metropolisOwner[track.ordinal()] = seat;
        CityImprovements.place(s, scratch, seat, track, node);
        return this;
    }

    /** Places a knight of a strength (1 to 3) from the seat's supply. */
    Fixture knight(int seat, int node, int strength, boolean active) {
        s.knights.put(seat, node, strength, KnightFlags.of(active, false, false));
        s.knights.left[seat * 3 + strength - 1]--;
        return this;
    }

    Fixture barbarians(int position) {
        s.barbarians.moveTo(position);
        return this;
    }

    Fixture afterFirstAttack() {
        s.barbarians.setAttacked(true);
        return this;
    }

    Fixture eventDie(EventDie face) {
        game.forceEventDie(face);
        return this;
    }

    /** Gives a seat a progress card taken out of its deck. */
    Fixture progress(int seat, ProgressCard card) {
        int t = card.deck().ordinal();
        int[] deck = s.progress.decks[t];
        int n = s.progress.deckSize[t];
        for (int i = n - 1; i >= 0; i--) {
            if (deck[i] == card.ordinal()) {
                System.arraycopy(deck, i + 1, deck, i, n - 1 - i);
                s.progress.deckSize[t]--;
                s.progress.hand[seat * ProgressPiles.KINDS + card.ordinal()]++;
                return this;
            }
        }
        throw new IllegalStateException("no " + card + " left in its deck");
    }

    /** Reorders a progress deck so that {@code cards} come first, the first one drawn first. */
    Fixture progressTop(ProgressCard... cards) {
        for (int i = 0; i < cards.length; i++) {
            int t = cards[i].deck().ordinal();
            int[] deck = s.progress.decks[t];
            int top = s.progress.deckSize[t] - 1 - i;
            for (int j = top; j >= 0; j--) {
                if (deck[j] == cards[i].ordinal()) {
                    deck[j] = deck[top];
                    deck[top] = cards[i].ordinal();
                    break;
                }
            }
        }
        return this;
    }

    Game game() {
        return game;
    }

    GameState state() {
        return s;
    }

    int count(int seat, Card card) {
        return s.cards.count(seat, card);
    }
}
