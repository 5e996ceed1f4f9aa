package org.knightsarena.platform.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.MoveKnightsOnPaths;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.KnightChange;
import org.knightsarena.api.event.PathKnightChanged;
import org.knightsarena.api.event.PathKnightMoved;
import org.knightsarena.api.event.PathKnightPlaced;
import org.knightsarena.api.event.TurnStarted;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.game.RandomPlay;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.position.Positions;

/**
 * The chronicle text of real Barbarian Attack games at every table the engine plays it at: with
 * Cities &amp; Knights pieces at 3 and 4 players, as Catan for Two with the
 * Foreign Knight and at 5 and 6 players with the special build phase. Each game
 * is played by seeded random choices, one action at a time, and read as {@code arena replay} reads
 * it (with the turn's seat): every event kind met reads as a sentence rather than a record, every
 * Barbarian Attack action met leaves at least one such line, and the Foreign Knight, a knight moved
 * in a special build phase and a path knight's activation, promotion and displacement say so.
 */
class BarbarianAttackTextTest {

    private static final Pattern RECORD_FORM = Pattern.compile("\\[[^\\]]*=");
    private static final Set<Action.Kind> BARBARIAN_ATTACK_ACTIONS = EnumSet.of(
            Action.Kind.PLACE_PATH_KNIGHT,
            Action.Kind.MOVE_PATH_KNIGHT,
            Action.Kind.TAKE_PRISONER,
            Action.Kind.BUY_WITH_GOLD,
            Action.Kind.MOVE_BARBARIAN,
            Action.Kind.ACTIVATE_PATH_KNIGHT,
            Action.Kind.PROMOTE_PATH_KNIGHT,
            Action.Kind.DISPLACE_PATH_KNIGHT);

    /** What the games read: kinds met, lines that fall back to a record, and the lines to look at. */
    private final Set<String> eventKinds = new TreeSet<>();

    private final Set<Action.Kind> actionKinds = EnumSet.noneOf(Action.Kind.class);
    private final List<String> generic = new ArrayList<>();
    private final List<String> foreignLines = new ArrayList<>();
    private final List<String> specialBuildMoves = new ArrayList<>();
    private final Set<KnightChange> changes = EnumSet.noneOf(KnightChange.class);

    @Test
    void everyBarbarianAttackEventAndActionOfRealGamesReadsAsASentenceR17_2R24_1R24_3R24_4() {
        // displacements are rare in random play: a weaker opponent's knight within 3 paths of an active one
        for (long seed = 0; seed < 16; seed++) {
            play(
                    GameOptions.standard(Ruleset.CITIES_AND_KNIGHTS, 3 + (int) (seed % 2))
                            .withBarbarianAttack(),
                    seed);
        }
        for (long seed = 0; seed < 4; seed++) {
            play(GameOptions.standard(Ruleset.BASE, 2).withBarbarianAttack(), seed);
            play(GameOptions.standard(Ruleset.BASE, 5 + (int) (seed % 2)).withBarbarianAttack(), seed);
            play(GameOptions.standard(Ruleset.BASE, 4).withBarbarianAttack(), seed);
        }
        assertEquals(List.of(), generic, "events that read as records: give them a sentence");
        assertTrue(
                eventKinds.containsAll(Set.of(
                        "BarbarianLanded",
                        "BarbarianCardPlayed",
                        "BarbarianMoved",
                        "BarbariansCaptured",
                        "PathKnightPlaced",
                        "PathKnightMoved",
                        "PathKnightChanged",
                        "KnightCasualty",
                        "GoldChanged")),
                "the games met every Barbarian Attack event: " + eventKinds);
        assertEquals(BARBARIAN_ATTACK_ACTIONS, actionKinds, "the games met every Barbarian Attack action");
        assertTrue(
                changes.containsAll(EnumSet.of(KnightChange.ACTIVATED, KnightChange.PROMOTED, KnightChange.DISPLACED)),
                "R-24.1.12: activations, promotions and displacements met: " + changes);
        assertTrue(!foreignLines.isEmpty(), "R-24.3.1: the Foreign Knight entered and moved");
        assertTrue(!specialBuildMoves.isEmpty(), "R-24.4.5: a knight placed in a special build phase moved");
    }

    @Test
    void pathKnightChangesNameTheirStrengthAndActivityR24_1_12() {
        EventText text = new EventText(List.of("random", "random#2", "heuristic"));
        assertEquals(
                "Seat 2 (heuristic) activated the knight on path 8 (strength 1)",
                text.describe(new PathKnightChanged(2, KnightChange.ACTIVATED, 8, 8, 1, true)));
        assertEquals(
                "Seat 0 (random) promoted the knight on path 24 to strength 2 (inactive)",
                text.describe(new PathKnightChanged(0, KnightChange.PROMOTED, 24, 24, 2, false)));
        assertEquals(
                "Seat 1 (random#2)'s knight of strength 1 was displaced from path 24 to path 25, inactive",
                text.describe(new PathKnightChanged(1, KnightChange.DISPLACED, 24, 25, 1, false)));
        assertEquals(
                "Seat 1 (random#2)'s knight of strength 2 was displaced from path 24 and went back to its supply",
                text.describe(new PathKnightChanged(1, KnightChange.DISPLACED, 24, -1, 2, false)));
    }

    @Test
    void theForeignKnightAndTheNeutralColoursAreNamedR24_2_1R24_3_1() {
        EventText text = new EventText(List.of("heuristic", "random"));
        assertEquals(
                "the Foreign Knight, the neutral knight of Neutral 1 (colour 2), entered on path 1",
                text.describe(new PathKnightPlaced(2, 1)));
        assertEquals(
                "Seat 1 (random) moved the Foreign Knight from path 1 to path 11",
                text.describe(new PathKnightMoved(2, 1, 11, false), 1));
        assertEquals(
                "the Foreign Knight moved from path 1 to path 11", text.describe(new PathKnightMoved(2, 1, 11, false)));
        assertEquals(
                "Neutral 2 (colour 3) built a road on path 8",
                text.describe(new org.knightsarena.api.event.Built(3, org.knightsarena.api.board.Piece.ROAD, 8)));
    }

    @Test
    void aKnightMovedByAnotherSeatThanTheTurnsWasPlacedInTheSpecialBuildPhaseR24_4_5() {
        EventText text = new EventText(List.of("a", "b", "c", "d", "e"));
        assertEquals(
                "Seat 4 (e)'s knight moved from path 0 to path 14, paying 1 grain, at once, as a knight placed in the"
                        + " special build phase must",
                text.describe(new PathKnightMoved(4, 0, 14, true), 2));
        assertEquals(
                "Seat 4 (e) placed a knight on path 0 in the special build phase",
                text.describe(new PathKnightPlaced(4, 0), 2));
        assertEquals(
                "Seat 2 (c)'s knight moved from path 0 to path 14",
                text.describe(new PathKnightMoved(2, 0, 14, false), 2));
    }

    private void play(GameOptions options, long seed) {
        Game game = Game.create(options, seed);
        EventText text = new EventText(Collections.nCopies(options.playerCount(), "random"));
        Random choices = new Random(seed);
        int turnPlayer = EventWords.NO_TURN;
        while (!game.isOver()) {
            int before = game.events().size();
            boolean specialBuild = game.decision() instanceof MoveKnightsOnPaths
                    && turnPlayer != EventWords.NO_TURN
                    && game.decider() != turnPlayer
                    && Positions.write(game).contains("\"MOVE_NEW_KNIGHT\"");
            RandomPlay.steps(game, choices, 1);
            Action action = game.actions().get(game.actions().size() - 1).action();
            List<GameEvent> made = game.events().subList(before, game.events().size());
            int lines = 0;
            for (GameEvent event : made) {
                if (event instanceof TurnStarted started) {
                    turnPlayer = started.player();
                }
                String line = text.describe(event, turnPlayer);
                String kind = event.getClass().getSimpleName();
                eventKinds.add(kind);
                if (line.isBlank() || RECORD_FORM.matcher(line).find() || line.startsWith(kind)) {
                    generic.add(kind + " reads " + line);
                    continue;
                }
                lines++;
                read(options, event, line, specialBuild);
            }
            if (BARBARIAN_ATTACK_ACTIONS.contains(action.kind())) {
                assertTrue(lines > 0, action + " of " + options + " left no line");
                actionKinds.add(action.kind());
            }
        }
    }

    private void read(GameOptions options, GameEvent event, String line, boolean specialBuild) {
        if (event instanceof PathKnightChanged c) {
            changes.add(c.change());
            assertTrue(line.contains("strength " + c.strength()), "R-24.1.12 names the strength: " + line);
        }
        boolean foreign = options.playerCount() == 2
                && (event instanceof PathKnightPlaced p && p.player() == 2
                        || event instanceof PathKnightMoved m && m.player() == 2);
        if (foreign) {
            assertTrue(line.contains("the Foreign Knight"), "R-24.3.1: " + line);
            foreignLines.add(line);
        }
        if (event instanceof PathKnightMoved && specialBuild) {
            assertTrue(line.contains("special build phase"), "R-24.4.5: " + line);
            specialBuildMoves.add(line);
        }
    }
}
