package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildImprovement;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.PlaceMetropolis;
import org.knightsarena.api.action.PlayAlchemist;
import org.knightsarena.api.action.PlayCrane;
import org.knightsarena.api.action.PlayEngineer;
import org.knightsarena.api.action.PlayInventor;
import org.knightsarena.api.action.PlayIrrigation;
import org.knightsarena.api.action.PlayMedicine;
import org.knightsarena.api.action.PlayMining;
import org.knightsarena.api.action.PlayRoadBuilding;
import org.knightsarena.api.action.PlaySmith;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.board.EventDie;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.cards.Track;
import org.knightsarena.api.decision.BeforeRoll;
import org.knightsarena.api.decision.ChooseMetropolisCity;
import org.knightsarena.api.decision.Discard;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.decision.PlaceFreeRoad;
import org.knightsarena.api.event.Built;
import org.knightsarena.api.event.CardsTaken;
import org.knightsarena.api.event.DiceRolled;
import org.knightsarena.api.event.EventDieRolled;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.ImprovementBuilt;
import org.knightsarena.api.event.KnightChange;
import org.knightsarena.api.event.KnightChanged;
import org.knightsarena.api.event.MetropolisPlaced;
import org.knightsarena.api.event.ProgressCardDrawn;
import org.knightsarena.api.event.ProgressCardPlayed;
import org.knightsarena.api.event.TokensSwapped;
import org.knightsarena.platform.game.rules.base.Robber;
import org.knightsarena.platform.game.rules.progress.ScienceCards;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.OptionBuffer;
import org.knightsarena.platform.game.state.Pieces;
import org.knightsarena.platform.game.state.ProgressPiles;

/**
 * RULES.md §13.5 (science cards) with the timing of §13.2, on the beginner map. Hexes used:
 * 0 mountains (10; corners 0 4 8 12 7 3), 3 fields (12; 7 12 17 22 16 11), 7 fields (9; 16 22 28
 * 33 27 21), 13 mountains (3; 29 35 40 44 39 34), 14 fields (4; 30 36 41 45 40 35), 17 fields (6;
 * 40 45 49 52 48 44); 9 is the desert.
 */
class ScienceCardsTest {

    private static final int SCIENCE = Track.SCIENCE.ordinal();
    private static final Set<Action.Kind> SCIENCE_PLAYS = EnumSet.of(
            Action.Kind.PLAY_ALCHEMIST,
            Action.Kind.PLAY_CRANE,
            Action.Kind.PLAY_ENGINEER,
            Action.Kind.PLAY_INVENTOR,
            Action.Kind.PLAY_IRRIGATION,
            Action.Kind.PLAY_MEDICINE,
            Action.Kind.PLAY_MINING,
            Action.Kind.PLAY_ROAD_BUILDING,
            Action.Kind.PLAY_SMITH);

    private static List<Action> options(Fixture f) {
        return f.game().decision().options();
    }

    /** @return the options that play a science card (Alchemist included) */
    private static List<Action> sciencePlays(Fixture f) {
        List<Action> plays = new ArrayList<>();
        for (Action a : options(f)) {
            if (SCIENCE_PLAYS.contains(a.kind())) {
                plays.add(a);
            }
        }
        return plays;
    }

    /** Applies an action and returns the events it recorded. */
    private static List<GameEvent> apply(Fixture f, Action action) {
        int before = f.game().events().size();
        f.game().apply(action);
        return BaseBoardQueries.eventsSince(f.game(), before);
    }

    private static int held(Fixture f, int seat, ProgressCard card) {
        return f.state().progress.hand[seat * ProgressPiles.KINDS + card.ordinal()];
    }

    /** the played card lies at the bottom of the science deck, one more card in it. */
    private static void assertUnderDeck(Fixture f, ProgressCard card, int sizeBefore) {
        assertEquals(sizeBefore + 1, f.state().progress.deckSize[SCIENCE]);
        assertEquals(card.ordinal(), f.state().progress.decks[SCIENCE][0]);
        Invariants.checkCitiesAndKnights(f.game());
    }

    // --- Alchemist

    @Test
    @DisplayName(
            "R-13.5.1 Alchemist before the roll offers all 36 dice pairs, then rolls only the event die and resolves it")
    void alchemist() {
        Fixture f = Fixture.ck(4)
                .progress(0, ProgressCard.ALCHEMIST)
                .level(1, Track.SCIENCE, 1)
                .progressTop(ProgressCard.CRANE)
                .eventDie(EventDie.SCIENCE_GATE);
        BeforeRoll d = assertInstanceOf(BeforeRoll.class, f.game().decision());
        assertEquals(37, d.options().size());
        assertEquals(RollDice.INSTANCE, d.options().get(0));
        for (int y = 1; y <= 6; y++) {
            for (int r = 1; r <= 6; r++) {
                assertTrue(d.options().contains(new PlayAlchemist(y, r)), y + "+" + r);
            }
        }
        int deck = f.state().progress.deckSize[SCIENCE];
        PlayAlchemist play = new PlayAlchemist(4, 2);
        List<GameEvent> events = apply(f, play);
        assertEquals(
                List.of(
                        new ProgressCardPlayed(0, ProgressCard.ALCHEMIST, play),
                        new DiceRolled(0, 4, 2),
                        new EventDieRolled(0, EventDie.SCIENCE_GATE)),
                events.subList(0, 3));
        // the chosen red die 2 lets science level 1 draw
        assertTrue(events.contains(new ProgressCardDrawn(1, Track.SCIENCE)));
        assertEquals(1, held(f, 1, ProgressCard.CRANE));
        assertEquals(0, held(f, 0, ProgressCard.ALCHEMIST));
        assertEquals(ProgressCard.ALCHEMIST.ordinal(), f.state().progress.decks[SCIENCE][0]);
        assertEquals(deck, f.state().progress.deckSize[SCIENCE]); // one card in at the bottom, one drawn off the top
        assertEquals(6, f.state().turn.productionTotal);
        assertInstanceOf(MainTurn.class, f.game().decision());
        Invariants.checkCitiesAndKnights(f.game());
    }

    @Test
    @DisplayName("R-4.2.2 Alchemist draws only the event die: the generator and forced dice are left for later rolls")
    void alchemistDrawsOnlyTheEventDie() {
        Fixture a = Fixture.ck(4).progress(0, ProgressCard.ALCHEMIST).dice(6, 5);
        Fixture b = Fixture.ck(4).progress(0, ProgressCard.ALCHEMIST);
        a.game().apply(new PlayAlchemist(1, 2));
        b.game().apply(new PlayAlchemist(1, 2));
        assertEquals(b.state().random.copy().nextLong(), a.state().random.copy().nextLong());
        // the same roll without Alchemist draws the event die only when the dice are forced
        Fixture c = Fixture.ck(4).dice(1, 2);
        c.game().apply(RollDice.INSTANCE);
        assertEquals(c.state().random.copy().nextLong(), a.state().random.copy().nextLong());
        // the forced roll is still there for the next roll
        a.game().apply(org.knightsarena.api.action.EndTurn.INSTANCE);
        List<GameEvent> events = apply(a, RollDice.INSTANCE);
        assertEquals(new DiceRolled(1, 6, 5), events.get(0));
    }

    @Test
    @DisplayName(
            "R-13.5.1 Alchemist may choose a total of 7: the seven is resolved (discards, no robber before the first attack)")
    void alchemistSeven() {
        Fixture f = Fixture.ck(4)
                .progress(0, ProgressCard.ALCHEMIST)
                .hand(1, "9 brick")
                .eventDie(EventDie.SHIP);
        apply(f, new PlayAlchemist(3, 4));
        Discard d = assertInstanceOf(Discard.class, f.game().decision());
        assertEquals(1, d.seat());
        assertEquals(4, d.count());
        f.game().apply(new org.knightsarena.api.action.DiscardCards(Cards.parse("4 brick")));
        assertInstanceOf(MainTurn.class, f.game().decision());
        assertEquals(0, f.state().turn.active);
    }

    private static Fixture everyCard() {
        return Fixture.ck(4)
                .city(0, 22)
                .settlement(0, 40)
                .roads(0, 22, 28)
                .hand(0, "2 ore, 1 grain, 1 paper")
                .progress(0, ProgressCard.ALCHEMIST)
                .progress(0, ProgressCard.CRANE)
                .progress(0, ProgressCard.ENGINEER)
                .progress(0, ProgressCard.INVENTOR)
                .progress(0, ProgressCard.IRRIGATION)
                .progress(0, ProgressCard.MEDICINE)
                .progress(0, ProgressCard.MINING)
                .progress(0, ProgressCard.ROAD_BUILDING);
    }

    @Test
    @DisplayName("R-13.2.1 Alchemist is never offered after the roll; R-4.1.1 no other card before it")
    void timing() {
        List<Action> before = sciencePlays(everyCard());
        assertEquals(36, before.size());
        assertTrue(before.stream().allMatch(a -> a instanceof PlayAlchemist));
        List<Action> after = sciencePlays(everyCard().main(0));
        assertTrue(after.stream().noneMatch(a -> a instanceof PlayAlchemist));
        Set<Class<?>> kinds = new java.util.HashSet<>();
        after.forEach(a -> kinds.add(a.getClass()));
        assertEquals(
                Set.of(
                        PlayCrane.class,
                        PlayEngineer.class,
                        PlayInventor.class,
                        PlayIrrigation.class,
                        PlayMedicine.class,
                        PlayMining.class,
                        PlayRoadBuilding.class),
                kinds);
    }

    @Test
    @DisplayName("R-13.2.1 a card may be played on the turn it was received")
    void playableWhenReceived() {
        Fixture f = Fixture.ck(4).city(0, 22).level(0, Track.SCIENCE, 1).progressTop(ProgressCard.IRRIGATION);
        CkRollTest.roll(f, 3, 1, EventDie.SCIENCE_GATE);
        assertEquals(1, held(f, 0, ProgressCard.IRRIGATION));
        assertTrue(options(f).contains(PlayIrrigation.INSTANCE));
    }

    @Test
    @DisplayName("R-13.2.1 science cards are played only by the active player in the main phase")
    void onlyOwnTurn() {
        Fixture f =
                Fixture.ck(4).city(1, 22).progress(1, ProgressCard.IRRIGATION).main(0);
        assertTrue(sciencePlays(f).isEmpty());
        OptionBuffer buffer = new OptionBuffer().start();
        ScienceCards.addMainOptions(f.state(), 1, buffer);
        assertTrue(buffer.toList().isEmpty());
    }

    // --- Crane

    @Test
    @DisplayName("R-13.5.2 Crane builds the next level for one commodity fewer; level 1 is free")
    void crane() {
        Fixture f = Fixture.ck(4)
                .city(0, 8)
                .hand(0, "2 coin, 1 paper")
                .progress(0, ProgressCard.CRANE)
                .progress(0, ProgressCard.CRANE)
                .level(0, Track.TRADE, 2)
                .main(0);
        List<Action> plays = sciencePlays(f);
        // science level 1 is free, politics level 1 free, trade level 3 costs 2 cloth: none held
        assertEquals(List.of(new PlayCrane(Track.SCIENCE), new PlayCrane(Track.POLITICS)), plays);
        int deck = f.state().progress.deckSize[SCIENCE];
        List<GameEvent> events = apply(f, new PlayCrane(Track.POLITICS));
        assertEquals(
                List.of(
                        new ProgressCardPlayed(0, ProgressCard.CRANE, new PlayCrane(Track.POLITICS)),
                        new ImprovementBuilt(0, Track.POLITICS, 1)),
                events);
        assertEquals(2, f.count(0, Card.COIN));
        assertEquals(1, f.game().view(0).improvementLevel(0, Track.POLITICS));
        assertUnderDeck(f, ProgressCard.CRANE, deck);
        // the second Crane: politics level 2 now costs 1 coin
        events = apply(f, new PlayCrane(Track.POLITICS));
        assertEquals(new ImprovementBuilt(0, Track.POLITICS, 2), events.get(1));
        assertEquals(1, f.count(0, Card.COIN));
        assertEquals(11, f.state().cards.bank[Card.COIN.ordinal()]); // 12 - 2 dealt + 0 + 1 paid
        assertInstanceOf(MainTurn.class, f.game().decision());
    }

    @Test
    @DisplayName("R-13.5.2 Crane to level 4 takes the metropolis under the usual rules (R-8.2.1, choice of city)")
    void craneMetropolis() {
        Fixture f = Fixture.ck(4)
                .city(0, 8)
                .city(0, 31)
                .hand(0, "3 paper")
                .level(0, Track.SCIENCE, 3)
                .progress(0, ProgressCard.CRANE)
                .main(0);
        int points = f.state().points.publicPoints[0];
        apply(f, new PlayCrane(Track.SCIENCE));
        assertEquals(0, f.count(0, Card.PAPER));
        ChooseMetropolisCity d =
                assertInstanceOf(ChooseMetropolisCity.class, f.game().decision());
        assertEquals(0, d.seat());
        List<GameEvent> events = apply(f, new PlaceMetropolis(31));
        assertEquals(List.of(new MetropolisPlaced(0, Track.SCIENCE, 31)), events);
        assertEquals(points + 2, f.state().points.publicPoints[0]);
        assertInstanceOf(MainTurn.class, f.game().decision());
        Invariants.checkCitiesAndKnights(f.game());
    }

    @Test
    @DisplayName(
            "R-13.2.4 Crane is not offered without a city, without the reduced price, at level 5, or for level 4 without an ordinary city")
    void craneNotOffered() {
        Fixture none =
                Fixture.ck(4).settlement(0, 8).progress(0, ProgressCard.CRANE).main(0);
        assertTrue(sciencePlays(none).isEmpty(), "R-7.1.2 no city");
        Fixture poor = Fixture.ck(4)
                .city(0, 8)
                .hand(0, "1 paper")
                .level(0, Track.SCIENCE, 2)
                .level(0, Track.TRADE, 5)
                .level(0, Track.POLITICS, 1)
                .progress(0, ProgressCard.CRANE)
                .main(0);
        assertTrue(sciencePlays(poor).isEmpty(), "level 3 needs 2 paper with Crane, level 5 is the top");
        Fixture noOrdinary = Fixture.ck(4)
                .city(0, 8)
                .hand(0, "3 cloth")
                .level(0, Track.TRADE, 3)
                .level(0, Track.SCIENCE, 5)
                .level(0, Track.POLITICS, 5)
                .metropolis(1, Track.TRADE, 22)
                .metropolis(0, Track.SCIENCE, 8)
                .progress(0, ProgressCard.CRANE)
                .main(0);
        assertTrue(sciencePlays(noOrdinary).isEmpty(), "R-8.2.2 level 4 needs an ordinary city");
    }

    // --- Engineer

    @Test
    @DisplayName("R-13.5.3 Engineer builds a wall free under an own city without a wall")
    void engineer() {
        Fixture f = Fixture.ck(4)
                .city(0, 8)
                .city(0, 31)
                .wall(0, 31)
                .settlement(0, 40)
                .city(1, 22)
                .progress(0, ProgressCard.ENGINEER)
                .main(0);
        assertEquals(List.of(new PlayEngineer(8)), sciencePlays(f));
        int deck = f.state().progress.deckSize[SCIENCE];
        List<GameEvent> events = apply(f, new PlayEngineer(8));
        assertEquals(
                List.of(
                        new ProgressCardPlayed(0, ProgressCard.ENGINEER, new PlayEngineer(8)),
                        new Built(0, Piece.CITY_WALL, 8)),
                events);
        assertEquals(1, f.state().improvements.wall[8]);
        assertEquals(1, f.state().improvements.wallsLeft[0]);
        assertEquals(0, f.state().cards.handSize(0));
        assertEquals(9 + 2, Robber.handLimit(f.state(), 0));
        assertUnderDeck(f, ProgressCard.ENGINEER, deck);
        assertInstanceOf(MainTurn.class, f.game().decision());
    }

    @Test
    @DisplayName("R-13.2.4 Engineer is not offered with no unwalled city or no wall left")
    void engineerNotOffered() {
        Fixture walled = Fixture.ck(4)
                .city(0, 8)
                .wall(0, 8)
                .settlement(0, 40)
                .progress(0, ProgressCard.ENGINEER)
                .main(0);
        assertTrue(sciencePlays(walled).isEmpty());
        Fixture noPiece = Fixture.ck(4)
                .city(0, 8)
                .city(0, 31)
                .city(0, 40)
                .city(0, 22)
                .wall(0, 8)
                .wall(0, 31)
                .wall(0, 40)
                .progress(0, ProgressCard.ENGINEER)
                .main(0);
        assertTrue(sciencePlays(noPiece).isEmpty());
    }

    // --- Inventor

    @Test
    @DisplayName("R-13.5.4 Inventor swaps the tokens of any two hexes, none 2, 6, 8 or 12 nor the desert")
    void inventor() {
        Fixture f = Fixture.ck(4).robber(14).progress(0, ProgressCard.INVENTOR).main(0);
        List<Action> plays = sciencePlays(f);
        // tokens 3, 4, 5, 9, 10, 11 lie on hexes 0, 2, 5, 6, 7, 8, 10, 13, 14, 15, 16, 18: 12 hexes, 66 pairs
        int[] swappable = {0, 2, 5, 6, 7, 8, 10, 13, 14, 15, 16, 18};
        assertEquals(66, plays.size());
        for (int i = 0; i < swappable.length; i++) {
            for (int j = i + 1; j < swappable.length; j++) {
                assertTrue(plays.contains(new PlayInventor(swappable[i], swappable[j])));
            }
        }
        int deck = f.state().progress.deckSize[SCIENCE];
        List<GameEvent> events = apply(f, new PlayInventor(0, 14)); // 10 and 4, the robber's hex allowed
        assertEquals(
                List.of(
                        new ProgressCardPlayed(0, ProgressCard.INVENTOR, new PlayInventor(0, 14)),
                        new TokensSwapped(0, 0, 14)),
                events);
        assertEquals(4, f.game().board().token(0));
        assertEquals(10, f.game().board().token(14));
        assertEquals(4, f.game().view(1).board().token(0));
        assertEquals(
                List.of(0, 5),
                List.of(f.game().board().hexForRoll(4, 0), f.game().board().hexForRoll(4, 1)));
        assertEquals(Card.ORE.code(), f.state().figures.hexResource[0]);
        assertUnderDeck(f, ProgressCard.INVENTOR, deck);
        assertInstanceOf(MainTurn.class, f.game().decision());
    }

    @Test
    @DisplayName("R-13.5.4 after Inventor production follows the swapped tokens")
    void inventorProduction() {
        Fixture f = Fixture.ck(4)
                .settlement(0, 3)
                .progress(0, ProgressCard.INVENTOR)
                .main(0);
        apply(f, new PlayInventor(0, 14)); // hex 0 (mountains at 3) now carries 4
        f.game().apply(org.knightsarena.api.action.EndTurn.INSTANCE);
        CkRollTest.roll(f, 2, 2, EventDie.SHIP);
        assertEquals(1, f.count(0, Card.ORE));
    }

    // --- Irrigation and Mining

    @Test
    @DisplayName(
            "R-13.5.5 Irrigation gives 2 grain per fields hex next to own buildings, each hex once, cities not doubled, robber ignored")
    void irrigation() {
        // fields 3 and 7 at 22, fields 14 and 17 at the city 40, fields 14 again at 30
        Fixture f = Fixture.ck(4)
                .settlement(0, 22)
                .city(0, 40)
                .settlement(0, 30)
                .city(1, 12)
                .robber(3)
                .progress(0, ProgressCard.IRRIGATION)
                .main(0);
        assertEquals(List.of(PlayIrrigation.INSTANCE), sciencePlays(f));
        int deck = f.state().progress.deckSize[SCIENCE];
        List<GameEvent> events = apply(f, PlayIrrigation.INSTANCE);
        assertEquals(
                List.of(
                        new ProgressCardPlayed(0, ProgressCard.IRRIGATION, PlayIrrigation.INSTANCE),
                        new CardsTaken(0, Cards.of(Card.GRAIN, 8))),
                events);
        assertEquals(8, f.count(0, Card.GRAIN));
        assertEquals(11, f.state().cards.bank[Card.GRAIN.ordinal()]);
        assertUnderDeck(f, ProgressCard.IRRIGATION, deck);
        assertInstanceOf(MainTurn.class, f.game().decision());
    }

    @Test
    @DisplayName(
            "R-13.5.7 Mining gives 2 ore per mountains hex next to own buildings, each hex once; the bank gives what it has")
    void mining() {
        // mountains 0 at 3, mountains 13 at 40 and 39
        Fixture f = Fixture.ck(4)
                .settlement(0, 3)
                .city(0, 40)
                .settlement(0, 39)
                .robber(13)
                .progress(0, ProgressCard.MINING)
                .progress(0, ProgressCard.MINING)
                .main(0);
        assertEquals(List.of(PlayMining.INSTANCE), sciencePlays(f));
        List<GameEvent> events = apply(f, PlayMining.INSTANCE);
        assertEquals(new CardsTaken(0, Cards.of(Card.ORE, 4)), events.get(1));
        assertEquals(4, f.count(0, Card.ORE));
        f.hand(1, "12 ore"); // the bank keeps 3
        events = apply(f, PlayMining.INSTANCE);
        assertEquals(new CardsTaken(0, Cards.of(Card.ORE, 3)), events.get(1));
        assertEquals(7, f.count(0, Card.ORE));
        assertEquals(0, f.state().cards.bank[Card.ORE.ordinal()]);
        Invariants.checkCitiesAndKnights(f.game());
    }

    @Test
    @DisplayName("R-13.2.4 Irrigation and Mining are not offered when they would give nothing")
    void harvestNotOffered() {
        Fixture far = Fixture.ck(4)
                .settlement(0, 9)
                .settlement(1, 22)
                .progress(0, ProgressCard.IRRIGATION)
                .progress(0, ProgressCard.MINING)
                .main(0); // 9: hexes 1, 2, 5
        assertTrue(sciencePlays(far).isEmpty());
        Fixture empty = Fixture.ck(4)
                .settlement(0, 22)
                .settlement(0, 3)
                .hand(1, "19 grain, 19 ore")
                .progress(0, ProgressCard.IRRIGATION)
                .progress(0, ProgressCard.MINING)
                .main(0);
        assertTrue(sciencePlays(empty).isEmpty());
    }

    // --- Medicine

    @Test
    @DisplayName("R-13.5.6 Medicine upgrades an own settlement to a city for 2 ore and 1 grain")
    void medicine() {
        Fixture f = Fixture.ck(4)
                .settlement(0, 22)
                .settlement(0, 40)
                .city(0, 8)
                .settlement(1, 30)
                .hand(0, "2 ore, 1 grain, 1 wool")
                .progress(0, ProgressCard.MEDICINE)
                .main(0);
        assertEquals(List.of(new PlayMedicine(22), new PlayMedicine(40)), sciencePlays(f));
        int points = f.state().points.publicPoints[0];
        int deck = f.state().progress.deckSize[SCIENCE];
        List<GameEvent> events = apply(f, new PlayMedicine(40));
        assertEquals(
                List.of(
                        new ProgressCardPlayed(0, ProgressCard.MEDICINE, new PlayMedicine(40)),
                        new Built(0, Piece.CITY, 40)),
                events);
        assertEquals(Pieces.CITY, f.state().pieces.buildingKind[40]);
        assertEquals(Cards.parse("1 wool"), f.state().cards.handOf(0));
        assertEquals(points + 1, f.state().points.publicPoints[0]);
        assertEquals(2, f.state().pieces.citiesLeft[0]);
        assertEquals(4, f.state().pieces.settlementsLeft[0]);
        assertUnderDeck(f, ProgressCard.MEDICINE, deck);
        assertInstanceOf(MainTurn.class, f.game().decision());
    }

    @Test
    @DisplayName(
            "R-13.2.4 Medicine is not offered without the price, a settlement or a city piece; a tipped city keeps its piece")
    void medicineNotOffered() {
        Fixture poor = Fixture.ck(4)
                .settlement(0, 22)
                .hand(0, "1 ore, 3 grain")
                .progress(0, ProgressCard.MEDICINE)
                .main(0);
        assertTrue(sciencePlays(poor).isEmpty());
        Fixture noSettlement = Fixture.ck(4)
                .city(0, 22)
                .hand(0, "2 ore, 1 grain")
                .progress(0, ProgressCard.MEDICINE)
                .main(0);
        assertTrue(sciencePlays(noSettlement).isEmpty());
        Fixture noPiece = Fixture.ck(4)
                .city(0, 8)
                .city(0, 31)
                .city(0, 40)
                .city(0, 22)
                .settlement(0, 3)
                .hand(0, "2 ore, 1 grain")
                .progress(0, ProgressCard.MEDICINE)
                .main(0);
        assertTrue(sciencePlays(noPiece).isEmpty());
        // the city on 22 was sacked with no settlement piece left and lies on its side
        Fixture tipped = Fixture.ck(4)
                .city(0, 8)
                .city(0, 31)
                .city(0, 40)
                .city(0, 22)
                .settlement(0, 3)
                .hand(0, "2 ore, 1 grain")
                .progress(0, ProgressCard.MEDICINE)
                .main(0);
        GameState s = tipped.state();
        s.pieces.lowerCity(0, 22);
        s.pieces.tippedCities.add(0, 22);
        s.points.publicPoints[0]--;
        assertEquals(List.of(new PlayMedicine(22)), sciencePlays(tipped));
        apply(tipped, new PlayMedicine(22));
        assertEquals(Pieces.CITY, s.pieces.buildingKind[22]);
        assertTrue(s.pieces.tippedCities.isEmpty(0));
        assertEquals(0, s.pieces.citiesLeft[0]);
        Invariants.checkCitiesAndKnights(tipped.game());
    }

    // --- Printer

    @Test
    @DisplayName("R-13.5.8 Printer is revealed for a point when drawn and is never played")
    void printer() {
        Fixture f = Fixture.ck(4).city(0, 22).level(0, Track.SCIENCE, 1).progressTop(ProgressCard.PRINTER);
        CkRollTest.roll(f, 3, 1, EventDie.SCIENCE_GATE);
        assertEquals(1, f.state().points.progressPoints[0]);
        assertEquals(0, held(f, 0, ProgressCard.PRINTER));
        assertTrue(sciencePlays(f).isEmpty());
    }

    // --- Road Building

    @Test
    @DisplayName("R-13.5.9 Road Building builds 2 roads free, then play returns to the main phase")
    void roadBuilding() {
        Fixture f = Fixture.ck(4)
                .settlement(0, 0)
                .roads(0, 0, 3)
                .progress(0, ProgressCard.ROAD_BUILDING)
                .main(0);
        assertEquals(List.of(PlayRoadBuilding.INSTANCE), sciencePlays(f));
        int deck = f.state().progress.deckSize[SCIENCE];
        apply(f, PlayRoadBuilding.INSTANCE);
        assertUnderDeck(f, ProgressCard.ROAD_BUILDING, deck);
        PlaceFreeRoad d = assertInstanceOf(PlaceFreeRoad.class, f.game().decision());
        assertTrue(d.options().contains(new BuildRoad(BaseBoardQueries.path(3, 7))));
        f.game().apply(new BuildRoad(BaseBoardQueries.path(3, 7)));
        assertInstanceOf(PlaceFreeRoad.class, f.game().decision());
        f.game().apply(new BuildRoad(BaseBoardQueries.path(7, 11)));
        assertInstanceOf(MainTurn.class, f.game().decision());
        assertEquals(12, f.state().pieces.roadsLeft[0]);
        assertEquals(0, f.state().cards.handSize(0));
        Invariants.check(f.game());
    }

    @Test
    @DisplayName("R-13.5.9 Road Building with one road piece left builds one road")
    void roadBuildingOnePiece() {
        Fixture f = Fixture.ck(4)
                .settlement(0, 0)
                .roads(0, 0, 3)
                .progress(0, ProgressCard.ROAD_BUILDING)
                .main(0);
        f.state().pieces.roadsLeft[0] = 1;
        apply(f, PlayRoadBuilding.INSTANCE);
        f.game().apply(new BuildRoad(BaseBoardQueries.path(3, 7)));
        assertInstanceOf(MainTurn.class, f.game().decision());
    }

    @Test
    @DisplayName("R-13.2.4 Road Building is not offered with no road piece or no legal path")
    void roadBuildingNotOffered() {
        Fixture nothing = Fixture.ck(4).progress(0, ProgressCard.ROAD_BUILDING).main(0);
        assertTrue(sciencePlays(nothing).isEmpty());
        Fixture noPiece = Fixture.ck(4)
                .settlement(0, 0)
                .progress(0, ProgressCard.ROAD_BUILDING)
                .main(0);
        noPiece.state().pieces.roadsLeft[0] = 0;
        assertTrue(sciencePlays(noPiece).isEmpty());
    }

    // --- Smith

    @Test
    @DisplayName("R-13.5.10 Smith promotes one or two different knights free, strong to mighty only with the Fortress")
    void smith() {
        Fixture noFortress = Fixture.ck(4)
                .knight(0, 3, 1, true)
                .knight(0, 7, 2, false)
                .knight(0, 11, 3, true)
                .progress(0, ProgressCard.SMITH)
                .main(0);
        assertEquals(
                List.of(new PlaySmith(List.of(3))), sciencePlays(noFortress), "no Fortress: the strong knight stays");
        Fixture f = Fixture.ck(4)
                .knight(0, 3, 1, true)
                .knight(0, 7, 2, false)
                .knight(0, 11, 3, true)
                .knight(1, 16, 1, true)
                .progress(0, ProgressCard.SMITH)
                .progress(0, ProgressCard.SMITH)
                .level(0, Track.POLITICS, 3)
                .main(0);
        assertEquals(
                List.of(new PlaySmith(List.of(3)), new PlaySmith(List.of(7)), new PlaySmith(List.of(3, 7))),
                sciencePlays(f));
        int deck = f.state().progress.deckSize[SCIENCE];
        List<GameEvent> events = apply(f, new PlaySmith(List.of(3, 7)));
        assertEquals(
                List.of(
                        new ProgressCardPlayed(0, ProgressCard.SMITH, new PlaySmith(List.of(3, 7))),
                        new KnightChanged(0, KnightChange.PROMOTED, 7, 7, 3, false),
                        new KnightChanged(0, KnightChange.PROMOTED, 3, 3, 2, true)),
                events);
        assertEquals(2, f.state().knights.strength[3]);
        assertEquals(3, f.state().knights.strength[7]);
        assertEquals(0, f.state().cards.handSize(0));
        assertTrue(f.state().knights.isActive(3));
        assertUnderDeck(f, ProgressCard.SMITH, deck);
        // once per knight per turn, so the second Smith has nothing to promote
        assertTrue(sciencePlays(f).isEmpty());
        assertInstanceOf(MainTurn.class, f.game().decision());
    }

    @Test
    @DisplayName("R-13.5.10 Smith respects the piece limits (R-9.3.2), the stronger knight promoted first")
    void smithPieces() {
        // two strong knights on the board: no strong piece left, two mighty pieces
        Fixture f = Fixture.ck(4)
                .level(0, Track.POLITICS, 3)
                .knight(0, 3, 1, false)
                .knight(0, 7, 2, false)
                .knight(0, 11, 2, false)
                .progress(0, ProgressCard.SMITH)
                .main(0);
        assertEquals(
                List.of(
                        new PlaySmith(List.of(7)),
                        new PlaySmith(List.of(11)),
                        new PlaySmith(List.of(3, 7)),
                        new PlaySmith(List.of(3, 11)),
                        new PlaySmith(List.of(7, 11))),
                sciencePlays(f));
        apply(f, new PlaySmith(List.of(3, 11)));
        assertEquals(2, f.state().knights.strength[3]);
        assertEquals(3, f.state().knights.strength[11]);
        Invariants.checkCitiesAndKnights(f.game());
        // two basic knights and one strong piece in supply: one at a time only
        Fixture g = Fixture.ck(4)
                .knight(0, 3, 1, false)
                .knight(0, 7, 1, false)
                .knight(0, 11, 2, false)
                .progress(0, ProgressCard.SMITH)
                .main(0);
        assertEquals(List.of(new PlaySmith(List.of(3)), new PlaySmith(List.of(7))), sciencePlays(g));
    }

    @Test
    @DisplayName("R-13.2.4 Smith is not offered without a promotable knight")
    void smithNotOffered() {
        Fixture f = Fixture.ck(4)
                .knight(0, 3, 3, true)
                .knight(0, 7, 2, true)
                .knight(1, 11, 1, true)
                .progress(0, ProgressCard.SMITH)
                .main(0);
        assertTrue(sciencePlays(f).isEmpty());
    }

    // ---

    @Test
    @DisplayName("R-13.2.2 a played science card goes to the bottom of the science deck and is drawn last")
    void underTheDeck() {
        Fixture f = Fixture.ck(4)
                .settlement(0, 22)
                .progress(0, ProgressCard.IRRIGATION)
                .main(0);
        int size = f.state().progress.deckSize[SCIENCE];
        apply(f, PlayIrrigation.INSTANCE);
        assertEquals(0, held(f, 0, ProgressCard.IRRIGATION));
        assertEquals(size + 1, f.state().progress.deckSize[SCIENCE]);
        int[] deck = f.state().progress.decks[SCIENCE];
        assertEquals(ProgressCard.IRRIGATION.ordinal(), deck[0]);
        assertEquals(18, size + 1);
        Invariants.checkCitiesAndKnights(f.game());
    }

    // --- random play

    @Test
    @DisplayName("R-22.2 in random Cities & Knights games every science card but Printer gets played, invariants kept")
    void randomGamesPlayEveryScienceCard() {
        Set<ProgressCard> played = EnumSet.noneOf(ProgressCard.class);
        for (int g = 0; g < 60; g++) {
            Game game = Game.create(GameOptions.standard(Ruleset.CITIES_AND_KNIGHTS, 3 + g % 2), 7_000 + g);
            RandomPlay.toTheEnd(game, new Random(g), Invariants::check);
            for (GameEvent e : game.events()) {
                if (e instanceof ProgressCardPlayed
                        && ((ProgressCardPlayed) e).card().deck() == Track.SCIENCE) {
                    played.add(((ProgressCardPlayed) e).card());
                }
            }
        }
        Set<ProgressCard> science = EnumSet.noneOf(ProgressCard.class);
        for (ProgressCard card : ProgressCard.values()) {
            if (card.deck() == Track.SCIENCE && card != ProgressCard.PRINTER) {
                science.add(card);
            }
        }
        assertEquals(science, played);
        assertFalse(played.contains(ProgressCard.PRINTER));
    }

    @Test
    @DisplayName("R-13.5.2 Crane and building: the improvement built by Crane is the same as the paid one")
    void craneMatchesBuild() {
        Fixture paid = Fixture.ck(4).city(0, 8).hand(0, "1 paper").main(0);
        apply(paid, new BuildImprovement(Track.SCIENCE));
        Fixture crane = Fixture.ck(4).city(0, 8).progress(0, ProgressCard.CRANE).main(0);
        apply(crane, new PlayCrane(Track.SCIENCE));
        assertEquals(paid.state().improvements.levels[0], crane.state().improvements.levels[0]);
        assertEquals(paid.state().cards.bank[Card.PAPER.ordinal()], crane.state().cards.bank[Card.PAPER.ordinal()]);
    }
}
