package org.knightsarena.platform.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.platform.chronicle.ReplayData;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.platform.match.VariantChoice;

/** The worker's side of the protocol, driven by hand through a real child JVM. */
class WorkerMainTest {

    @Test
    void workerSaysReadyAnswersEachSpecInOrderWithTheReplayInAFileOfItsOwnAndExitsCleanlyWhenItsInputCloses(
            @TempDir Path dir) throws Exception {
        Path beacon = dir.resolve("beacon");
        Files.write(beacon, new byte[8]);
        // nobody reads the worker's stderr here
        Process worker =
                start(ProcessBuilder.Redirect.DISCARD, "500000000", "100000000000", beacon.toString(), dir.toString());
        MatchSpec game = new MatchSpec(2, "base", 3, false, 1_000, 0, 10, List.of("random", "random#2", "random#3"));
        BufferedReader replies =
                new BufferedReader(new InputStreamReader(worker.getInputStream(), StandardCharsets.UTF_8));
        try (Writer requests = new OutputStreamWriter(worker.getOutputStream(), StandardCharsets.UTF_8)) {
            assertEquals(Reply.ready(), Reply.parse(replies.readLine()));

            requests.write(Reply.specToJson(game) + "\n" + "{\"seed\": 1}\n");
            requests.flush();

            Reply played = Reply.parse(replies.readLine());
            assertEquals(Reply.Kind.OUTCOME, played.kind());
            assertEquals(MatchOutcome.Status.COMPLETED, played.outcome().status());
            assertEquals(ReplayData.EMPTY, played.outcome().replay());
            MatchOutcome here = new InProcessExecutor(AgentCatalog.builtIn()).play(game);
            assertEquals(here.replay(), ReplayData.of(Files.readAllBytes(Reply.replayFile(dir, 1))));
            assertFalse(Files.exists(Reply.replayFile(dir, 2)), "a refused match leaves no replay");
            Reply refused = Reply.parse(replies.readLine());
            assertEquals(Reply.Kind.REFUSED, refused.kind());
            assertTrue(
                    refused.message().startsWith("the worker could not read the match: not a MatchSpec: "),
                    refused.message());
        }
        assertEquals(0, worker.waitFor());
        assertEquals(null, replies.readLine());
    }

    @Test
    void anOutcomeSurvivesItsTripThroughJson() {
        MatchSpec spec = MatchSpec.of(
                9,
                org.knightsarena.api.Ruleset.CITIES_AND_KNIGHTS,
                List.of("heuristic", "random", "random#2", "random#3"));
        MatchOutcome outcome = new InProcessExecutor(AgentCatalog.builtIn()).play(spec);

        assertEquals(Reply.outcome(outcome), Reply.parse(Reply.outcome(outcome).toJson()));
        assertEquals(spec, Reply.parseSpec(Reply.specToJson(spec)));
    }

    @Test
    void aWorkerPlaysTheSeafarersScenarioItsSpecNamesAsTheParentWould(@TempDir Path dir) throws Exception {
        Path beacon = dir.resolve("beacon");
        Files.write(beacon, new byte[8]);
        Process worker =
                start(ProcessBuilder.Redirect.DISCARD, "500000000", "100000000000", beacon.toString(), dir.toString());
        MatchSpec game = new MatchSpec(5, "base", 30, false, 1_000, 0, 10, List.of("random", "random#2", "random#3"))
                .withVariants(VariantChoice.parse("seafarers", "four-islands"));
        BufferedReader replies =
                new BufferedReader(new InputStreamReader(worker.getInputStream(), StandardCharsets.UTF_8));
        try (Writer requests = new OutputStreamWriter(worker.getOutputStream(), StandardCharsets.UTF_8)) {
            assertEquals(Reply.ready(), Reply.parse(replies.readLine()));
            requests.write(Reply.specToJson(game) + "\n");
            requests.flush();

            Reply played = Reply.parse(replies.readLine());
            assertEquals(Reply.Kind.OUTCOME, played.kind(), played.message());
            assertEquals(
                    MatchOutcome.Status.COMPLETED,
                    played.outcome().status(),
                    played.outcome().detail());
            ReplayData replay = ReplayData.of(Files.readAllBytes(Reply.replayFile(dir, 1)));
            assertEquals(
                    "four-islands", replay.read().header().options().scenario().orElseThrow());
            assertEquals(
                    new InProcessExecutor(AgentCatalog.builtIn()).play(game).replay(), replay);
        }
        assertEquals(0, worker.waitFor());
    }

    @Test
    void aSpecWithoutVariantsInItsJsonIsTheStandardGameAndOneWithThemTravelsWhole() {
        MatchSpec plain = new MatchSpec(2, "base", 3, false, 1_000, 0, 10, List.of("random", "random#2", "random#3"));
        String older = Reply.specToJson(plain).replaceAll(",\"variants\":\\[\\],\"scenario\":null", "");
        assertFalse(older.contains("variants"), older);

        assertEquals(plain, Reply.parseSpec(older));
        assertEquals(VariantChoice.NONE, Reply.parseSpec(older).variantChoice());
        MatchSpec sea = plain.withVariants(VariantChoice.parse("seafarers", null));
        assertEquals(sea, Reply.parseSpec(Reply.specToJson(sea)));
        assertEquals(Optional.of("new-world"), sea.gameOptions().scenario());
    }

    @Test
    void aSpecRefusesAScenarioItsTableCannotPlay() {
        MatchSpec plain = new MatchSpec(2, "base", 3, false, 1_000, 0, 10, List.of("random", "random#2", "random#3"));
        VariantChoice.Refusal refused = assertThrows(
                VariantChoice.Refusal.class, () -> plain.withVariants(VariantChoice.parse("", "no-such-map")));
        assertTrue(refused.getMessage().startsWith("no scenario no-such-map; the scenarios are"), refused.getMessage());
    }

    @Test
    void aWorkerStartedByHandWithoutItsArgumentsExplainsAndExitsWithTwo() throws Exception {
        Process worker = start(ProcessBuilder.Redirect.PIPE);
        worker.getOutputStream().close();

        assertEquals(2, worker.waitFor());
        String err = new String(worker.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(
                "usage: WorkerMain WORK_PER_DECISION WORK_PER_MATCH BEACON_FILE REPLAY_FOLDER (the worker is"
                        + " started by WorkerPool, not by hand): 0 arguments",
                err.strip());
        assertEquals(0, worker.getInputStream().readAllBytes().length);
    }

    static Process start(ProcessBuilder.Redirect stderr, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                ChildClassPath.current(),
                WorkerMain.class.getName()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectError(stderr).start();
    }
}
