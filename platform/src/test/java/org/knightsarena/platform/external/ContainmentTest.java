package org.knightsarena.platform.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.api.event.Fault;
import org.knightsarena.api.event.FaultRecorded;

/**
 * Hostile Python bots under bubblewrap ({@link Containment#BUBBLEWRAP}; {@code .ci/run} installs
 * it): each tries something a bot must not do before it plays on, and says on its log what came of
 * it; the attempt fails and nothing outside its folder changes.
 */
class ContainmentTest {

    @TempDir
    Path dir;

    @BeforeAll
    static void bubblewrapIsInstalled() {
        assertEquals(
                Containment.BUBBLEWRAP,
                Containment.available(),
                "these tests need Debian's bubblewrap (/usr/bin/bwrap): apt-get install bubblewrap, as .ci/run does");
    }

    private BotMatch play(String attempt, TimeBudget budget) throws IOException {
        Path folder = Files.createDirectories(dir.resolve("bot"));
        Path bot = folder.resolve("bot.py");
        Files.writeString(
                bot,
                ProcessAgentTest.IMPORTS
                        + attempt
                        + ProcessAgentTest.FIRST_OPTION.substring(ProcessAgentTest.IMPORTS.length()));
        return BotMatch.play(ExternalBot.parse("python:" + bot), Containment.BUBBLEWRAP, budget, 3);
    }

    private BotMatch play(String attempt) throws IOException {
        return play(attempt, new TimeBudget(Duration.ofSeconds(5), Duration.ofSeconds(5)));
    }

    /** The bot's log line that starts with {@code prefix}. */
    private static String logLine(BotMatch match, String prefix) {
        return match.log().stream()
                .filter(line -> line.startsWith(prefix))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no log line '" + prefix + "' in " + match.log()));
    }

    @Test
    void aConnectionToAServerOnLoopbackFails() throws IOException {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            BotMatch match = play("import socket\ntry:\n"
                    + "    socket.create_connection(('127.0.0.1', " + server.getLocalPort() + "), timeout=2)\n"
                    + "    print('network: connected', file=sys.stderr)\n"
                    + "except OSError as e:\n    print('network: failed', e, file=sys.stderr)\n");

            assertTrue(logLine(match, "network:").startsWith("network: failed"), logLine(match, "network:"));
            assertEquals(List.of(), match.faults());
        }
    }

    @Test
    void writesOutsideItsPrivateTmpFailAndChangeNothing() throws IOException {
        Path outside = dir.resolve("outside.txt");
        BotMatch match = play(
                "for target in ['" + outside + "', '/bot/mine.txt', '/usr/mine.txt']:\n"
                        + "    try:\n        open(target, 'w').write('x')\n        print('write: wrote', target, file=sys.stderr)\n"
                        + "    except OSError as e:\n        print('write: failed', target, file=sys.stderr)\n"
                        + "open('/tmp/scratch.txt', 'w').write('mine')\nprint('tmp:', open('/tmp/scratch.txt').read(), file=sys.stderr)\n");

        assertEquals(
                3,
                match.log().stream()
                        .filter(line -> line.startsWith("write: failed"))
                        .count(),
                match.log().toString());
        assertEquals("tmp: mine", logLine(match, "tmp:"));
        assertFalse(Files.exists(outside));
        assertFalse(Files.exists(dir.resolve("bot").resolve("mine.txt")));
        assertFalse(Files.exists(Path.of("/usr/mine.txt")));
    }

    @Test
    void anotherBotsFilesCannotBeRead() throws IOException {
        Path other = Files.createDirectories(dir.resolve("other-bot")).resolve("secret.py");
        Files.writeString(other, "SECRET = 42\n");
        BotMatch match = play("try:\n    print('read:', open('" + other + "').read(), file=sys.stderr)\n"
                + "except OSError as e:\n    print('read: failed', type(e).__name__, file=sys.stderr)\n");

        assertEquals("read: failed FileNotFoundError", logLine(match, "read:"));
    }

    @Test
    void noOtherProcessIsVisible() throws IOException {
        BotMatch match = play(
                "print('processes:', len([p for p in os.listdir('/proc') if p.isdigit()])," + " file=sys.stderr)\n");

        int seen = Integer.parseInt(logLine(match, "processes:").substring("processes: ".length()));
        assertTrue(seen <= 3, "the bot sees " + seen + " processes: itself, bubblewrap's init and prlimit's at most");
    }

    @Test
    void aMemoryHogIsStoppedByItsLimitAndItsSeatEjected() throws IOException {
        BotMatch match = play("hog = bytearray(" + (2 * Containment.MEMORY_BYTES) + ")\n");

        List<FaultRecorded> faults = match.faults();
        assertEquals(1, faults.size());
        assertEquals(Fault.CRASHED, faults.get(0).kind());
        assertEquals(
                "the bot bot can play no more: its process ended with exit code 1 before answering;"
                        + " its process was stopped",
                faults.get(0).detail());
        assertTrue(match.log().contains("MemoryError"), match.log().toString());
        assertTrue(match.record().game().isOver());
    }

    @Test
    void anInfiniteLoopIsStoppedWhenItsClockRunsOut() throws IOException {
        BotMatch match = play(
                "sys.stdin.readline()\nwhile True:\n    pass\n",
                new TimeBudget(Duration.ofMillis(300), Duration.ofMillis(200)));

        List<FaultRecorded> faults = match.faults();
        assertEquals(1, faults.size());
        assertEquals(Fault.CRASHED, faults.get(0).kind());
        assertTrue(
                faults.get(0).detail().contains("no answer within 500 ms"),
                faults.get(0).detail());
        assertTrue(match.record().game().isOver());
    }

    @Test
    void aForkBombStartsNoProcessEvenWhenTheTestsRunAsRootAndThreadsStillWork() throws IOException {
        // Bounded, so that a containment that fails costs this machine 50 sleeping children, not a crash.
        BotMatch match = play("import threading, subprocess, time\nforked = 0\n"
                + "for i in range(50):\n    try:\n        if os.fork() == 0:\n            time.sleep(30)\n            os._exit(0)\n"
                + "        forked += 1\n    except OSError:\n        pass\n"
                + "print('forks:', forked, 'as user', os.getuid(), file=sys.stderr)\n"
                + "try:\n    subprocess.run(['/usr/bin/true'])\n    print('spawn: ran', file=sys.stderr)\n"
                + "except OSError as e:\n    print('spawn: failed', file=sys.stderr)\n"
                + "ran = []\nt = threading.Thread(target=lambda: ran.append(1))\nt.start()\nt.join()\n"
                + "print('thread: ran', len(ran), file=sys.stderr)\n");

        assertTrue(logLine(match, "forks:").startsWith("forks: 0 as user"), logLine(match, "forks:"));
        assertEquals("spawn: failed", logLine(match, "spawn:"));
        assertEquals("thread: ran 1", logLine(match, "thread:"));
        assertEquals(List.of(), match.faults());
    }

    @Test
    void anUnguardedForkBombCrashesOnlyItsOwnSeat() throws IOException {
        BotMatch match = play("while True:\n    os.fork()\n");

        List<FaultRecorded> faults = match.faults();
        assertEquals(1, faults.size());
        assertEquals(Fault.CRASHED, faults.get(0).kind());
        assertTrue(
                match.log().stream().anyMatch(line -> line.startsWith("PermissionError")),
                match.log().toString());
        assertTrue(match.record().game().isOver());
    }
}
