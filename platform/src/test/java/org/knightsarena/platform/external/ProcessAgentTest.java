package org.knightsarena.platform.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.agents.RandomAgent;
import org.knightsarena.api.Agent;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.api.event.Fault;
import org.knightsarena.api.event.FaultRecorded;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.game.GameOptions;
import org.knightsarena.platform.match.MatchRecord;
import org.knightsarena.platform.match.MatchRunner;

/**
 * Real Python processes in seat 0 of real matches against three random agents: a bot that plays
 * by the protocol, and hostile ones, each a fault of its seat, with the match completed for the
 * others and the process gone afterwards.
 */
class ProcessAgentTest {

    private static final GameOptions OPTIONS = GameOptions.standard(Ruleset.BASE, 4).withTurnCap(60);
    private static final int STRIKES = 3;

    /** Writes the process's pid to pid.txt in its folder, so the test can see it is gone after the match. */
    private static final String PID = "import os, sys, json\nopen('pid.txt', 'w').write(str(os.getpid()))\n";

    /** Answers every decision legally: the first option, or the first cards of the hand for a free-form one. */
    private static final String FIRST_OPTION = PID + """
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

    private MatchRecord playWithBotInSeatZero(String script, TimeBudget budget) throws IOException {
        Path bot = dir.resolve("bot.py");
        Files.writeString(bot, script);
        List<Agent> agents = new ArrayList<>();
        agents.add(new ProcessAgent(ExternalBot.parse("python:" + bot)));
        for (int seat = 1; seat < 4; seat++) {
            agents.add(new RandomAgent());
        }
        return new MatchRunner(OPTIONS, budget, STRIKES).play(11, agents, List.of("bot", "r1", "r2", "r3"));
    }

    private MatchRecord playWithBotInSeatZero(String script) throws IOException {
        return playWithBotInSeatZero(script, new TimeBudget(Duration.ofSeconds(5), Duration.ofSeconds(5)));
    }

    private static List<FaultRecorded> faultsOfSeatZero(MatchRecord record) {
        List<FaultRecorded> faults = new ArrayList<>();
        for (GameEvent event : record.game().events()) {
            if (event instanceof FaultRecorded fault && fault.player() == 0) {
                faults.add(fault);
            }
        }
        return faults;
    }

    private void assertProcessGone() throws IOException {
        long pid = Long.parseLong(Files.readString(dir.resolve("pid.txt")).trim());
        assertFalse(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false), "process " + pid + " still runs");
    }

    @Test
    void aBotThatFollowsTheProtocolPlaysTheMatchWithoutFaultsAndItsStandardErrorIsItsLog() throws IOException {
        MatchRecord record = playWithBotInSeatZero(FIRST_OPTION);

        assertEquals(List.of(), faultsOfSeatZero(record));
        assertFalse(record.ejected().get(0));
        assertTrue(record.game().isOver());
        assertEquals("hello from the test bot", record.logs().get(0).get(0));
        assertTrue(record.logs().get(0).get(1).startsWith("seat 0 seed "), record.logs().get(0).toString());
        assertProcessGone();
    }

    @Test
    void garbageAnswersAreFaultsThatSayWhatIsWrongUntilTheSeatIsEjected() throws IOException {
        MatchRecord record = playWithBotInSeatZero(PID + "for line in sys.stdin:\n"
                + "    if json.loads(line)['type'] == 'decide':\n        print('I roll!', flush=True)\n");

        List<FaultRecorded> faults = faultsOfSeatZero(record);
        assertEquals(STRIKES, faults.size());
        assertEquals(Fault.EXCEPTION, faults.get(0).kind());
        assertTrue(faults.get(0).detail().startsWith("malformed answer: the answer is not JSON"), faults.get(0).detail());
        assertTrue(record.ejected().get(0));
        assertTrue(record.game().isOver());
        assertEquals(4, record.result().places().get(0));
        assertProcessGone();
    }

    @Test
    void aBotThatNeverAnswersIsStoppedWhenItsClockRunsOutAndEjected() throws IOException {
        MatchRecord record = playWithBotInSeatZero(PID + "import time\nfor line in sys.stdin:\n    pass\ntime.sleep(60)\n",
                new TimeBudget(Duration.ofMillis(300), Duration.ofMillis(200)));

        List<FaultRecorded> faults = faultsOfSeatZero(record);
        assertEquals(1, faults.size());
        assertEquals(Fault.CRASHED, faults.get(0).kind());
        assertEquals("the bot bot can play no more: no answer within 500 ms, the time left on its clock;"
                + " its process was stopped", faults.get(0).detail());
        assertTrue(record.ejected().get(0));
        assertTrue(record.game().isOver());
        assertProcessGone();
    }

    @Test
    void aBotThatExitsAtOnceIsACrashWithItsExitCode() throws IOException {
        MatchRecord record = playWithBotInSeatZero(PID + "print('bye', file=sys.stderr)\nsys.exit(3)\n");

        List<FaultRecorded> faults = faultsOfSeatZero(record);
        assertEquals(1, faults.size());
        assertEquals(Fault.CRASHED, faults.get(0).kind());
        assertEquals("the bot bot can play no more: its process ended with exit code 3 before answering;"
                + " its process was stopped", faults.get(0).detail());
        assertTrue(record.logs().get(0).contains("bye"), record.logs().get(0).toString());
        assertTrue(record.game().isOver());
    }

    @Test
    void aBotThatFloodsItsOutputWithOneEndlessLineIsStopped() throws IOException {
        MatchRecord record = playWithBotInSeatZero(PID + "sys.stdin.readline()\nwhile True:\n    sys.stdout.write('x' * 65536)\n");

        List<FaultRecorded> faults = faultsOfSeatZero(record);
        assertEquals(1, faults.size());
        assertEquals("the bot bot can play no more: it wrote a line of more than 1048576 characters;"
                + " its process was stopped", faults.get(0).detail());
        assertTrue(record.game().isOver());
        assertProcessGone();
    }

    @Test
    void aFloodOfStandardErrorIsCappedInTheLog() throws IOException {
        MatchRecord record = playWithBotInSeatZero(PID + "for i in range(20000):\n    print('noise', i, file=sys.stderr)\n"
                + "sys.stderr.flush()\n" + FIRST_OPTION.substring(PID.length()));

        List<String> log = record.logs().get(0);
        assertEquals(List.of(), faultsOfSeatZero(record));
        assertTrue(log.size() <= 1_001, "log of " + log.size() + " lines");
        assertTrue(log.get(log.size() - 1).matches("\\[\\d+ more lines dropped]"), log.get(log.size() - 1));
    }

    @Test
    void aMissingEntryFileIsAClearError() {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> ExternalBot.parse("python:" + dir.resolve("nothing.py")));
        assertEquals("cannot run the bot 'python:" + dir.resolve("nothing.py") + "': " + dir.resolve("nothing.py")
                + " does not exist", e.getMessage());
    }
}
