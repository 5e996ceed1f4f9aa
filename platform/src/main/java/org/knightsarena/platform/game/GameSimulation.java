package org.knightsarena.platform.game;

import java.util.List;
import java.util.OptionalInt;
import org.knightsarena.api.GameView;
import org.knightsarena.api.Simulation;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.cards.Track;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.platform.game.state.DevelopmentHands;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Improvements;
import org.knightsarena.platform.game.state.ProgressPiles;

/**
 * The forward model given to agents: a history-free copy of the game in which what the
 * viewing seat cannot know is re-drawn consistently with what it can.
 *
 * <p>Determinisation: the opponents' hands are pooled and re-dealt at random keeping each
 * opponent's hand size (the pool is public: what the bank and the viewer do not hold) and the
 * cards a trade offer under way shows them to hold; the
 * opponents' development cards and the deck are pooled, shuffled and re-dealt keeping counts;
 * with Cities &amp; Knights the opponents' progress cards are pooled with the rest of their deck,
 * shuffled and re-dealt keeping how many of each deck every opponent holds (draws and
 * discards name the deck publicly); Barbarian Attack's deck is shuffled; dice and steals come
 * from a fresh generator.
 */
final class GameSimulation implements Simulation {
    private final Game game;

    private GameSimulation(Game game) {
        this.game = game;
    }

    static GameSimulation determinised(Game live, int viewer) {
        Game copy = live.forSearch(viewer + 1);
        GameState s = copy.state();
        redealHands(s, viewer);
        if (s.isCitiesAndKnights()) {
            redealProgressCards(s, viewer);
        } else {
            redealDevelopmentCards(s, viewer);
        }
        if (s.isBarbarianAttack()) {
            s.castle.shuffleDeck(s.random); // its cards are played when bought: only the order is secret
        }
        return new GameSimulation(copy);
    }

    /**
     * Re-deals the opponents' hands. Cards they are publicly known to hold stay where they are: a
     * trade offer under way shows what its maker gives and what each seat that accepted would give
     * in return.
     */
    private static void redealHands(GameState s, int viewer) {
        int[] pool = new int[Card.COUNT];
        int[] sizes = new int[s.players];
        boolean offering = s.trade.give().total() > 0 || s.trade.take().total() > 0;
        for (int p = 0; p < s.players; p++) {
            if (p == viewer) {
                continue;
            }
            Cards shown = !offering
                    ? Cards.NONE
                    : p == s.turn.active ? s.trade.give() : s.trade.hasAccepted(p) ? s.trade.take() : Cards.NONE;
            for (int c = 0; c < Card.COUNT; c++) {
                int held = s.cards.hand[p * Card.COUNT + c];
                int keep = Math.min(held, shown.count(Card.values()[c]));
                pool[c] += held - keep;
                sizes[p] += held - keep;
                s.cards.hand[p * Card.COUNT + c] = keep;
            }
        }
        int remaining = 0;
        for (int c : pool) {
            remaining += c;
        }
        for (int p = 0; p < s.players; p++) {
            for (int i = 0; i < sizes[p]; i++) {
                int pick = s.random.nextInt(remaining--);
                int c = 0;
                while (pick >= pool[c]) {
                    pick -= pool[c];
                    c++;
                }
                pool[c]--;
                s.cards.hand[p * Card.COUNT + c]++;
            }
        }
    }

    private static void redealDevelopmentCards(GameState s, int viewer) {
        int k = DevelopmentHands.KINDS;
        int[] all = new int[s.devDeck.size() + s.devDeck.capacity()];
        int n = s.devDeck.copyInto(all, 0);
        int[] counts = new int[s.players];
        for (int p = 0; p < s.players; p++) {
            if (p == viewer) {
                continue;
            }
            for (int kind = 0; kind < k; kind++) {
                int held = s.devHands.held[p * k + kind];
                counts[p] += held;
                for (int i = 0; i < held; i++) {
                    all[n++] = kind;
                }
                s.devHands.held[p * k + kind] = 0;
                s.devHands.bought[p * k + kind] = 0;
            }
        }
        s.random.shuffle(all, n);
        int next = 0;
        for (int p = 0; p < s.players; p++) {
            for (int i = 0; i < counts[p]; i++) {
                s.devHands.held[p * k + all[next++]]++;
            }
        }
        s.devDeck.replaceFrom(all, next);
    }

    private static void redealProgressCards(GameState s, int viewer) {
        int kinds = ProgressPiles.KINDS;
        ProgressCard[] all = ProgressCard.values();
        Track[] tracks = Track.values();
        for (int t = 0; t < Improvements.TRACKS; t++) {
            Track track = tracks[t];
            int[] pool = new int[s.progress.decks[t].length]; // a deck's 18 cards: deck plus hands never exceed it
            int n = 0;
            int[] deck = s.progress.decks[t];
            for (int i = 0; i < s.progress.deckSize[t]; i++) {
                pool[n++] = deck[i];
            }
            int[] counts = new int[s.players];
            for (int p = 0; p < s.players; p++) {
                if (p == viewer) {
                    continue;
                }
                for (ProgressCard card : all) {
                    if (card.deck() != track) {
                        continue;
                    }
                    int i = p * kinds + card.ordinal();
                    for (int held = s.progress.hand[i]; held > 0; held--) {
                        pool[n++] = card.ordinal();
                        counts[p]++;
                    }
                    s.progress.hand[i] = 0;
                }
            }
            s.random.shuffle(pool, n);
            int next = 0;
            for (int p = 0; p < s.players; p++) {
                for (int i = 0; i < counts[p]; i++) {
                    s.progress.hand[p * kinds + pool[next++]]++;
                }
            }
            for (int i = 0; i < s.progress.deckSize[t]; i++) {
                deck[i] = pool[next++];
            }
        }
    }

    @Override
    public boolean isOver() {
        return game.isOver();
    }

    @Override
    public Decision decision() {
        return game.decision();
    }

    @Override
    public List<Action> legalActions() {
        return game.decision().options();
    }

    @Override
    public void apply(Action action) {
        game.apply(action);
    }

    @Override
    public int victoryPoints(int seat) {
        return game.victoryPoints(seat);
    }

    @Override
    public OptionalInt winner() {
        return game.winner();
    }

    @Override
    public int turn() {
        return game.turn();
    }

    @Override
    public GameView view(int seat) {
        return game.view(seat);
    }

    @Override
    public Simulation copy() {
        return new GameSimulation(game.forSearch(0));
    }
}
