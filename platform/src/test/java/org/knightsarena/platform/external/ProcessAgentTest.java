package org.knightsarena.platform.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.api.event.Fault;
import org.knightsarena.api.event.FaultRecorded;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.chronicle.Rerun;
import org.knightsarena.platform.game.Game;

/**
 * Real Python processes in seat 0 of real matches against three random agents: a bot that plays
 * by the protocol, and hostile ones, each a fault of its seat, with the match completed for the
 * others and the process gone afterwards.
 */
class ProcessAgentTest {

    private static final int STRIKES = 3;

    static final String IMPORTS = "import os, sys, json\n";

    /** Answers every decision legally: the first option, or the first cards of the hand for a free-form one. */
    static final String FIRST_OPTION = IMPORTS + """
            print('hello from the test bot', file=sys.stderr, flush=True)
            for line in sys.stdin:
                m = json.loads(line)
                if m['type'] == 'start':
                    print('seat', m['seat'], 'seed', m['seed'], file=sys.stderr, flush=True)
                if m['type'] != 'decide':
                    continue
                d = m['decision']
                if d['options']:
                    print(json.dumps({'option': 0}), flush=True)
                    continue
                source = d.get('hand') or d.get('theirHand')
                left, chosen = d['count'], {}
                for card, n in source.items():
                    take = min(n, left)
                    if take:
                        chosen[card] = take
                        left -= take
                print(json.dumps({'action': {'type': d['freeForm'], 'cards': chosen}}), flush=True)
            """.replace("d['options']", "d.get('options')");

    @TempDir
    Path dir;

    private ProcessAgent agent;

    private BotMatch playWithBotInSeatZero(String script, TimeBudget budget) throws IOException {
        Path bot = dir.resolve("bot.py");
        Files.writeString(bot, script);
        BotMatch match = BotMatch.play(ExternalBot.parse("python:" + bot), Containment.available(), budget, STRIKES);
        agent = match.agent();
        return match;
    }

    private BotMatch playWithBotInSeatZero(String script) throws IOException {
        return playWithBotInSeatZero(script, new TimeBudget(Duration.ofSeconds(5), Duration.ofSeconds(5)));
    }

    private void assertProcessGone() {
        ProcessHandle process = agent.process().orElseThrow();
        assertFalse(process.isAlive(), "process " + process.pid() + " still runs");
    }

    @Test
    void aBotThatFollowsTheProtocolPlaysTheMatchWithoutFaultsAndItsStandardErrorIsItsLog() throws IOException {
        BotMatch match = playWithBotInSeatZero(FIRST_OPTION);

        assertEquals(List.of(), match.faults());
        assertFalse(match.record().ejected().get(0));
        assertTrue(match.record().game().isOver());
        assertEquals("hello from the test bot", match.log().get(0));
        assertTrue(match.log().get(1).startsWith("seat 0 seed "), match.log().toString());
        assertProcessGone();
    }

    @Test
    void garbageAnswersAreFaultsThatSayWhatIsWrongUntilTheSeatIsEjected() throws IOException {
        BotMatch match = playWithBotInSeatZero(IMPORTS + "for line in sys.stdin:\n"
                + "    if json.loads(line)['type'] == 'decide':\n        print('I roll!', flush=True)\n");

        List<FaultRecorded> faults = match.faults();
        assertEquals(STRIKES, faults.size());
        assertEquals(Fault.EXCEPTION, faults.get(0).kind());
        assertTrue(
                faults.get(0).detail().startsWith("malformed answer: the answer is not JSON"),
                faults.get(0).detail());
        assertTrue(match.record().ejected().get(0));
        assertTrue(match.record().game().isOver());
        assertEquals(4, match.record().result().places().get(0));
        assertProcessGone();
    }

    @Test
    void aBotThatNeverAnswersIsStoppedWhenItsClockRunsOutAndEjected() throws IOException {
        BotMatch match = playWithBotInSeatZero(
                IMPORTS + "import time\nfor line in sys.stdin:\n    pass\ntime.sleep(60)\n",
                new TimeBudget(Duration.ofMillis(300), Duration.ofMillis(200)));

        List<FaultRecorded> faults = match.faults();
        assertEquals(1, faults.size());
        assertEquals(Fault.CRASHED, faults.get(0).kind());
        assertEquals(
                "the bot bot can play no more: no answer within 500 ms, the time left on its clock;"
                        + " its process was stopped",
                faults.get(0).detail());
        assertTrue(match.record().ejected().get(0));
        assertTrue(match.record().game().isOver());
        assertProcessGone();
    }

    @Test
    void aBotThatExitsAtOnceIsACrashWithItsExitCode() throws IOException {
        BotMatch match = playWithBotInSeatZero(IMPORTS + "print('bye', file=sys.stderr)\nsys.exit(3)\n");

        List<FaultRecorded> faults = match.faults();
        assertEquals(1, faults.size());
        assertEquals(Fault.CRASHED, faults.get(0).kind());
        assertEquals(
                "the bot bot can play no more: its process ended with exit code 3 before answering;"
                        + " its process was stopped",
                faults.get(0).detail());
        assertTrue(match.log().contains("bye"), match.log().toString());
        assertTrue(match.record().game().isOver());
    }

    @Test
    void aBotThatFloodsItsOutputWithOneEndlessLineIsStopped() throws IOException {
        BotMatch match = playWithBotInSeatZero(
                IMPORTS + "sys.stdin.readline()\nwhile True:\n    sys.stdout.write('x' * 65536)\n");

        List<FaultRecorded> faults = match.faults();
        assertEquals(1, faults.size());
        assertEquals(
                "the bot bot can play no more: it wrote a line of more than 1048576 characters;"
                        + " its process was stopped",
                faults.get(0).detail());
        assertTrue(match.record().game().isOver());
        assertProcessGone();
    }

    @Test
    void aFloodOfStandardErrorIsCappedInTheLog() throws IOException {
        BotMatch match =
                playWithBotInSeatZero(IMPORTS + "for i in range(20000):\n    print('noise', i, file=sys.stderr)\n"
                        + "sys.stderr.flush()\n" + FIRST_OPTION.substring(IMPORTS.length()));

        List<String> log = match.log();
        assertEquals(List.of(), match.faults());
        assertTrue(log.size() <= 1_001, "log of " + log.size() + " lines");
        assertTrue(log.get(log.size() - 1).matches("\\[\\d+ more lines dropped]"), log.get(log.size() - 1));
    }

    @Test
    void aMissingEntryFileIsAClearError() {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> ExternalBot.parse("python:" + dir.resolve("nothing.py")));
        assertEquals(
                "cannot run the bot 'python:" + dir.resolve("nothing.py") + "': " + dir.resolve("nothing.py")
                        + " does not exist",
                e.getMessage());
    }

    @Test
    void theReplayOfAMatchWithAProcessBotReRunsWithoutTheBot() throws IOException {
        BotMatch match = playWithBotInSeatZero(FIRST_OPTION);
        String replay = ReplayJson.write(match.record().replay());

        Game rerun = Rerun.game(ReplayJson.read(replay));

        assertTrue(rerun.isOver());
        assertEquals(match.record().game().events(), rerun.events());
    }

    @Test
    void aBotThatFloodsItsOutputWithLinesNobodyAskedForIsFaultedUntilEjected() throws IOException {
        // Two lines for every decide, both carrying its id: the second is seen as unasked at the next
        // decide whatever the timing of the two processes. (Without ids it is seen only when it
        // arrives before the next decide is sent: a bot slower to read than the engine is to ask
        // falls into step, each second line taken as the next answer, and nothing is seen.)
        BotMatch match = playWithBotInSeatZero(IMPORTS + "for line in sys.stdin:\n"
                + "    m = json.loads(line)\n"
                + "    if m['type'] == 'decide':\n"
                + "        answer = json.dumps({'id': m['id'], 'option': 0})\n"
                + "        print(answer + '\\n' + answer, flush=True)\n");

        List<FaultRecorded> faults = match.faults();
        assertEquals(STRIKES, faults.size());
        assertTrue(
                faults.get(0).detail().contains("line(s) when no decision was asked"),
                faults.get(0).detail());
        assertTrue(match.record().ejected().get(0));
        assertTrue(match.record().game().isOver());
        assertProcessGone();
    }
}
