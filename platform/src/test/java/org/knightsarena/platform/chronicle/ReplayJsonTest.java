package org.knightsarena.platform.chronicle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.DiscardCards;
import org.knightsarena.api.action.OfferTrade;
import org.knightsarena.api.action.PlayDevelopmentCard;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.action.TradeWithBank;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.event.DiceRolled;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.StolenCardSeen;
import org.knightsarena.platform.board.StandardMap;
import org.knightsarena.platform.chronicle.Replay.Header;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.SeatedAction;

class ReplayJsonTest {

    /**
     * Samples for records whose constructor rejects the reflective sample (see {@link #sample}).
     * A new record whose rules reject it fails {@link #everyLeafTypeHasASample} until it is added here.
     */
    private static final Map<Class<?>, Object> HAND_BUILT = Map.of(
            PlayDevelopmentCard.class,
            PlayDevelopmentCard.yearOfPlenty(Card.BRICK, Card.ORE),
            OfferTrade.class,
            new OfferTrade(Cards.of(Card.ORE, 2), Cards.of(Card.BRICK, 1)),
            TradeWithBank.class,
            new TradeWithBank(Card.ORE, Card.BRICK),
            org.knightsarena.api.action.PlayInventor.class,
            new org.knightsarena.api.action.PlayInventor(3, 11),
            org.knightsarena.api.action.TakeResource.class,
            new org.knightsarena.api.action.TakeResource(Card.ORE),
            org.knightsarena.api.action.HarborExchange.class,
            new org.knightsarena.api.action.HarborExchange(2, Card.WOOL),
            org.knightsarena.api.action.MoveShip.class,
            new org.knightsarena.api.action.MoveShip(3, 11),
            org.knightsarena.api.action.MovePathKnight.class,
            new org.knightsarena.api.action.MovePathKnight(3, 11),
            org.knightsarena.api.action.BuyWithGold.class,
            new org.knightsarena.api.action.BuyWithGold(Card.ORE),
            org.knightsarena.api.action.MoveBarbarian.class,
            new org.knightsarena.api.action.MoveBarbarian(3, 11));

    // ---------------------------------------------------------------- every type round-trips

    static Stream<Action> everyAction() {
        return samples(Action.class).stream().map(Action.class::cast);
    }

    static Stream<GameEvent> everyEvent() {
        return samples(GameEvent.class).stream().map(GameEvent.class::cast);
    }

    @ParameterizedTest
    @MethodSource("everyAction")
    void everyActionTypeReadsBackEqual(Action action) {
        assertEquals(action, ReplayJson.readAction(ReplayJson.writeAction(action)));
    }

    @ParameterizedTest
    @MethodSource("everyEvent")
    void everyEventTypeReadsBackEqual(GameEvent event) {
        assertEquals(event, ReplayJson.readEvent(ReplayJson.writeEvent(event)));
    }

    @Test
    void everyLeafTypeHasASample() {
        assertEquals(leaves(Action.class).size(), everyAction().count());
        assertEquals(leaves(GameEvent.class).size(), everyEvent().count());
        assertTrue(leaves(Action.class).contains(RollDice.class));
        assertTrue(leaves(GameEvent.class).contains(StolenCardSeen.class));
    }

    @Test
    void replayWithEveryTypeReadsBackEqual() {
        Replay replay = replayWithEveryType();
        assertEquals(replay, ReplayJson.read(ReplayJson.write(replay)));
    }

    @Test
    void edgeCasesReadBackEqual() {
        List<Action> actions = List.of(
                PlayDevelopmentCard.knight(),
                PlayDevelopmentCard.roadBuilding(),
                PlayDevelopmentCard.monopoly(Card.WOOL),
                new DiscardCards(Cards.NONE),
                new DiscardCards(new Cards(1, 2, 3, 4, 5, 6, 7, 8)),
                new BuildRoad(0));
        for (Action action : actions) {
            assertEquals(action, ReplayJson.readAction(ReplayJson.writeAction(action)));
        }
        GameEvent seen = new StolenCardSeen(2, 1, 2, Card.COIN);
        assertEquals(seen, ReplayJson.readEvent(ReplayJson.writeEvent(seen)));
    }

    @Test
    void fileReadsBackEqual(@TempDir Path dir) throws Exception {
        Replay replay = replayWithEveryType();
        Path file = dir.resolve("game.replay.json");
        ReplayJson.write(replay, file);
        assertEquals(ReplayJson.write(replay), Files.readString(file));
        assertEquals(replay, ReplayJson.read(file));
    }

    @Test
    void documentedExampleReadsAndWritesBackIdentically() throws Exception {
        Path doc = Path.of("..", "docs", "replay-format.md");
        assumeTrue(Files.exists(doc), "run from the platform module");
        String text = Files.readString(doc);
        int start = text.indexOf("```json\n") + "```json\n".length();
        String example = text.substring(start, text.indexOf("```", start));
        assertEquals(example, ReplayJson.write(ReplayJson.read(example)));
    }

    // ---------------------------------------------------------------- the written shape

    @Test
    void writingTwiceGivesIdenticalText() {
        String first = ReplayJson.write(replayWithEveryType());
        assertEquals(first, ReplayJson.write(replayWithEveryType()));
        assertEquals(first, ReplayJson.write(ReplayJson.read(first)));
        assertTrue(first.endsWith("}\n"), first);
        assertFalse(first.contains("\r"));
    }

    @Test
    void writingFromManyThreadsGivesIdenticalText() {
        Replay replay = replayWithEveryType();
        String expected = ReplayJson.write(replay);
        List<String> written = IntStream.range(0, 64)
                .parallel()
                .mapToObj(i -> ReplayJson.write(replay))
                .toList();
        assertEquals(List.of(expected), written.stream().distinct().toList());
    }

    @Test
    void replayHasFormatFirstAndOneEventOrActionPerLine() {
        Replay replay = new Replay(
                header(),
                List.of(new DiceRolled(0, 3, 4)),
                List.of(new SeatedAction(0, RollDice.INSTANCE), new SeatedAction(2, new BuildRoad(17))));
        String json = ReplayJson.write(replay);
        assertTrue(
                json.startsWith("{\n  \"format\": 1,\n  \"header\": {\n    \"engineVersion\": \"0.1-test\",\n"
                        + "    \"options\": {\n      \"ruleset\": \"BASE\",\n"),
                json);
        assertTrue(json.contains("\n    \"seed\": 42,\n    \"agents\": [\"alice\", \"bob\", \"carol\"]\n  },\n"), json);
        assertTrue(
                json.endsWith("  \"events\": [\n"
                        + "    {\"type\": \"DiceRolled\", \"player\": 0, \"yellow\": 3, \"red\": 4}\n"
                        + "  ],\n"
                        + "  \"actions\": [\n"
                        + "    {\"seat\": 0, \"type\": \"RollDice\"},\n"
                        + "    {\"seat\": 2, \"type\": \"BuildRoad\", \"path\": 17}\n"
                        + "  ]\n"
                        + "}\n"),
                json);
    }

    @Test
    void eventCarriesTypeAndComponentsOnly() {
        assertEquals(
                "{\"type\": \"DiceRolled\", \"player\": 0, \"yellow\": 3, \"red\": 4}",
                ReplayJson.writeEvent(new DiceRolled(0, 3, 4)));
        assertEquals(
                "{\"type\": \"StolenCardSeen\", \"viewer\": 1, \"thief\": 1, \"victim\": 2, \"card\": \"ORE\"}",
                ReplayJson.writeEvent(new StolenCardSeen(1, 1, 2, Card.ORE)));
    }

    @Test
    void cardsOmitZeroCounts() {
        assertEquals(
                "{\"type\": \"DiscardCards\", \"cards\": {\"brick\": 1, \"ore\": 2}}",
                ReplayJson.writeAction(new DiscardCards(new Cards(1, 0, 0, 0, 2, 0, 0, 0))));
        assertEquals(
                "{\"type\": \"DiscardCards\", \"cards\": {}}", ReplayJson.writeAction(new DiscardCards(Cards.NONE)));
    }

    @Test
    void emptyOptionalIsWrittenAsNull() {
        assertEquals(
                "{\"type\": \"PlayDevelopmentCard\", \"card\": \"MONOPOLY\", \"first\": \"WOOL\", \"second\": null}",
                ReplayJson.writeAction(PlayDevelopmentCard.monopoly(Card.WOOL)));
    }

    @Test
    void actionWithoutComponentsReadsBackEqualToItsInstance() {
        assertEquals(RollDice.INSTANCE, ReplayJson.readAction("{\"type\": \"RollDice\"}"));
    }

    // ---------------------------------------------------------------- errors

    @Test
    void newerFormatIsRejected() {
        ReplayFormatException e = assertThrows(
                ReplayFormatException.class, () -> ReplayJson.read("{\"format\": 3, \"whatever\": [1, 2]}"));
        assertEquals("replay format 3 is newer than this engine reads (2) (line 1, column 12)", e.getMessage());
    }

    @Test
    void missingFormatIsRejected() {
        ReplayFormatException e = assertThrows(ReplayFormatException.class, () -> ReplayJson.read("{\"events\": []}"));
        assertEquals("a replay needs a \"format\" field (line 1, column 14)", e.getMessage());
    }

    @Test
    void unknownEventTypeIsRejectedWithItsPlace() {
        String json = ReplayJson.write(new Replay(header(), List.of(new DiceRolled(0, 3, 4)), List.of()))
                .replace("DiceRolled", "Harvest");
        ReplayFormatException e = assertThrows(ReplayFormatException.class, () -> ReplayJson.read(json));
        assertTrue(e.getMessage().startsWith("unknown event type 'Harvest' at events[0] (line "), e.getMessage());
    }

    @Test
    void unknownActionTypeIsRejectedWithItsPlace() {
        String json = ReplayJson.write(new Replay(
                        header(),
                        List.of(),
                        List.of(new SeatedAction(0, RollDice.INSTANCE), new SeatedAction(1, new BuildRoad(3)))))
                .replace("BuildRoad", "BuildCastle");
        ReplayFormatException e = assertThrows(ReplayFormatException.class, () -> ReplayJson.read(json));
        assertTrue(e.getMessage().startsWith("unknown action type 'BuildCastle' at actions[1] (line "), e.getMessage());
    }

    @Test
    void unknownTypeOfSingleActionIsRejected() {
        ReplayFormatException e = assertThrows(
                ReplayFormatException.class, () -> ReplayJson.readAction("{\"type\": \"BuildCastle\", \"path\": 1}"));
        assertEquals("unknown action type 'BuildCastle' (line 1, column 10)", e.getMessage());
    }

    @Test
    void malformedJsonIsRejectedWithLineAndColumn() {
        ReplayFormatException e =
                assertThrows(ReplayFormatException.class, () -> ReplayJson.read("{\"format\": 1,\n \"header\": {]}"));
        assertEquals(
                "malformed JSON: Unexpected close marker ']': expected '}' (for Object starting at line 2,"
                        + " column 12) at header (line 2, column 13)",
                e.getMessage());
    }

    @Test
    void recordRuleViolationIsRejected() {
        ReplayFormatException e = assertThrows(
                ReplayFormatException.class, () -> ReplayJson.readAction("{\"type\": \"BuildRoad\", \"path\": -1}"));
        assertTrue(e.getMessage().startsWith("invalid BuildRoad: path must not be negative: -1"), e.getMessage());
    }

    @Test
    void missingComponentIsRejected() {
        ReplayFormatException e =
                assertThrows(ReplayFormatException.class, () -> ReplayJson.readAction("{\"type\": \"BuildRoad\"}"));
        assertEquals("missing property 'path' in BuildRoad at path (line 1, column 21)", e.getMessage());
    }

    @Test
    void unknownPropertyIsRejected() {
        ReplayFormatException e = assertThrows(
                ReplayFormatException.class,
                () -> ReplayJson.readEvent(
                        "{\"type\": \"DiceRolled\", \"player\": 0, \"yellow\": 3, \"red\": 4," + " \"total\": 7}"));
        assertTrue(
                e.getMessage().startsWith("unknown property 'total' in DiceRolled at total (line 1, column "),
                e.getMessage());
    }

    @Test
    void unknownCardIsRejectedWithItsPath() {
        String json = ReplayJson.write(new Replay(
                        header(), List.of(), List.of(new SeatedAction(3, new DiscardCards(Cards.of(Card.ORE, 1))))))
                .replace("\"ore\"", "\"gold\"");
        ReplayFormatException e = assertThrows(ReplayFormatException.class, () -> ReplayJson.read(json));
        assertTrue(
                e.getMessage()
                        .startsWith("unknown card 'gold'; cards are brick, lumber, wool, grain, ore,"
                                + " paper, cloth, coin at actions[0].cards (line "),
                e.getMessage());
    }

    @Test
    void negativeCardCountIsRejected() {
        ReplayFormatException e = assertThrows(
                ReplayFormatException.class,
                () -> ReplayJson.readEvent("{\"type\": \"Produced\", \"player\": 0, \"cards\": {\"wool\": -2}}"));
        assertTrue(
                e.getMessage().startsWith("count of wool must not be negative: -2 at cards (line 1, column "),
                e.getMessage());
    }

    @Test
    void nullComponentIsRejected() {
        ReplayFormatException e = assertThrows(
                ReplayFormatException.class,
                () -> ReplayJson.readEvent("{\"type\": \"Produced\", \"player\": 0, \"cards\": null}"));
        assertEquals("property 'cards' in Produced must not be null at cards (line 1, column 48)", e.getMessage());
    }

    @Test
    void nullInsideListIsRejected() {
        ReplayFormatException e = assertThrows(
                ReplayFormatException.class,
                () -> ReplayJson.readEvent("{\"type\": \"GameWon\", \"player\": 0, \"points\": [10, null]}"));
        assertTrue(e.getMessage().endsWith(" at points[1] (line 1, column 49)"), e.getMessage());
    }

    @Test
    void nullEventIsRejected() {
        ReplayFormatException e = assertThrows(ReplayFormatException.class, () -> ReplayJson.readEvent("null"));
        assertEquals("expected a JSON object for the event but got null", e.getMessage());
    }

    @Test
    void headerWithOtherFormatVersionIsNotWritten() {
        Header h = header();
        Header old = new Header(0, h.engineVersion(), h.options(), h.map(), h.seed(), h.agents());
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> ReplayJson.write(new Replay(old, List.of(), List.of())));
        assertEquals("this engine writes replay format 1 only, but the header says 0", e.getMessage());
    }

    // ---------------------------------------------------------------- fixtures

    private static Header header() {
        return new Header(
                Replay.FORMAT_VERSION,
                "0.1-test",
                GameOptions.standard(Ruleset.BASE, 3),
                Optional.of(StandardMap.beginner().spec()),
                42L,
                List.of("alice", "bob", "carol"));
    }

    private static Replay replayWithEveryType() {
        List<GameEvent> events = everyEvent().toList();
        List<SeatedAction> actions = new ArrayList<>();
        everyAction().forEach(action -> actions.add(new SeatedAction(actions.size() % 3, action)));
        return new Replay(header(), events, actions);
    }

    /** The concrete types below a sealed root, found independently of {@code ReplayJson}. */
    private static List<Class<?>> leaves(Class<?> root) {
        if (!root.isSealed()) {
            return List.of(root);
        }
        List<Class<?>> leaves = new ArrayList<>();
        for (Class<?> sub : root.getPermittedSubclasses()) {
            leaves.addAll(leaves(sub));
        }
        return leaves;
    }

    private static List<Object> samples(Class<?> root) {
        List<Object> samples = new ArrayList<>();
        for (Class<?> type : leaves(root)) {
            samples.add(instance(type));
        }
        return samples;
    }

    /**
     * Builds a record with a sample for each component; falls back to {@link #HAND_BUILT} when
     * the record's constructor rejects those samples.
     */
    private static Object instance(Class<?> type) {
        if (!type.isRecord()) {
            throw new AssertionError(type.getName() + " is not a record; replay JSON writes records only");
        }
        RecordComponent[] components = type.getRecordComponents();
        Object[] values = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            values[i] = sample(components[i].getGenericType());
        }
        try {
            Constructor<?> canonical = type.getDeclaredConstructor(
                    Arrays.stream(components).map(RecordComponent::getType).toArray(Class<?>[]::new));
            return canonical.newInstance(values);
        } catch (InvocationTargetException e) {
            Object handBuilt = HAND_BUILT.get(type);
            if (handBuilt == null) {
                throw new AssertionError(
                        type.getSimpleName() + " rejects the sample " + Arrays.toString(values) + " ("
                                + e.getCause().getMessage() + "); add a hand-built sample to HAND_BUILT",
                        e);
            }
            return handBuilt;
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    private static Object sample(Type type) {
        if (type == int.class || type == Integer.class) {
            return 1;
        }
        if (type == long.class || type == Long.class) {
            return 1L;
        }
        if (type == boolean.class || type == Boolean.class) {
            return true;
        }
        if (type == String.class) {
            return "x";
        }
        if (type == Cards.class) {
            return Cards.of(Card.ORE, 2);
        }
        if (type == Action.class) {
            return new org.knightsarena.api.action.PlayMerchant(7);
        }
        if (type instanceof Class<?> c && c.isEnum()) {
            return c.getEnumConstants()[0];
        }
        if (type instanceof Class<?> c && c.isRecord()) {
            return instance(c);
        }
        if (type instanceof ParameterizedType p && p.getRawType() == Optional.class) {
            return Optional.of(sample(p.getActualTypeArguments()[0]));
        }
        if (type instanceof ParameterizedType p && p.getRawType() == List.class) {
            Type element = p.getActualTypeArguments()[0];
            return element == Integer.class ? List.of(1, 2) : List.of(sample(element));
        }
        throw new AssertionError("no sample for component type " + type + "; teach ReplayJsonTest.sample()");
    }
}
