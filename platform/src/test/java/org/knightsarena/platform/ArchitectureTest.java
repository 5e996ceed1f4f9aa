package org.knightsarena.platform;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.platform.game.state.HandsAndBank;
import org.knightsarena.platform.game.state.Phase;
import org.knightsarena.platform.game.state.TurnState;

/**
 * The house rules of {@code ../shared/DESIGN.md} §1 and §2 as a test: platform's packages in
 * layers, no cycles between them, no formats inside the engine, and the module rules that can be
 * seen from here (agent-api depends on the JDK alone, the sandbox knows no rules, the platform no
 * databases or HTTP). Main classes only: tests may reach across layers.
 *
 * <p>The layers, lowest first: {@code board} (topology and maps), {@code game} (state, rules and
 * flow: the engine), {@code chronicle} and {@code position} (the replay and position formats),
 * {@code match} (the runner), {@code worker} (worker JVMs), {@code cli} (the commands). A layer may
 * use the layers below it, never one above.
 */
class ArchitectureTest {

    private static final String PLATFORM = "org.knightsarena.platform";

    /** Each layer may be used only by the layers above it. */
    static final ArchRule LAYERS = layeredArchitecture()
            .consideringOnlyDependenciesInLayers()
            .layer("Board")
            .definedBy(PLATFORM + ".board..")
            .layer("Engine")
            .definedBy(PLATFORM + ".game..")
            .layer("Formats")
            .definedBy(PLATFORM + ".chronicle..", PLATFORM + ".position..", PLATFORM + ".maps..")
            .layer("Match")
            .definedBy(PLATFORM + ".match..")
            .layer("Worker")
            .definedBy(PLATFORM + ".worker..")
            .layer("Commands")
            .definedBy(PLATFORM + ".cli..")
            .whereLayer("Commands")
            .mayNotBeAccessedByAnyLayer()
            .whereLayer("Worker")
            .mayOnlyBeAccessedByLayers("Commands")
            .whereLayer("Match")
            .mayOnlyBeAccessedByLayers("Worker", "Commands")
            .whereLayer("Formats")
            .mayOnlyBeAccessedByLayers("Match", "Worker", "Commands")
            .whereLayer("Engine")
            .mayOnlyBeAccessedByLayers("Formats", "Match", "Worker", "Commands")
            .whereLayer("Board")
            .mayOnlyBeAccessedByLayers("Engine", "Formats", "Match", "Worker", "Commands");

    /** No two packages of the platform depend on each other, however indirectly. */
    static final ArchRule NO_CYCLES =
            slices().matching(PLATFORM + ".(*)..").should().beFreeOfCycles();

    private static final String GAME = PLATFORM + ".game";

    /**
     * Inside the engine, lowest first: {@code game.state} (the data), {@code game.rules} (what an
     * action does to it), {@code game.flow} (whose turn and which decision next), {@code game} (the
     * facade). The rules never call the flow: they return a {@code Continuation} it acts on.
     */
    static final ArchRule ENGINE_LAYERS = layeredArchitecture()
            .consideringOnlyDependenciesInLayers()
            .layer("State")
            .definedBy(GAME + ".state..")
            .layer("Rules")
            .definedBy(GAME + ".rules..")
            .layer("Flow")
            .definedBy(GAME + ".flow..")
            .layer("Game")
            .definedBy(GAME)
            .whereLayer("Game")
            .mayNotBeAccessedByAnyLayer()
            .whereLayer("Flow")
            .mayOnlyBeAccessedByLayers("Game")
            .whereLayer("Rules")
            .mayOnlyBeAccessedByLayers("Flow", "Game")
            .whereLayer("State")
            .mayOnlyBeAccessedByLayers("Rules", "Flow", "Game");

    /** The feature packages of the rules (base, knights, cities, progress) form no cycle. */
    static final ArchRule NO_RULES_CYCLES =
            slices().matching(GAME + ".rules.(*)..").should().beFreeOfCycles();

    /**
     * The flow alone moves the phase: no rule makes one of {@code TurnState}'s moves (the rules
     * return a {@code Continuation} naming it instead). Queueing a decision owed is the rules'.
     */
    static final ArchRule ONLY_THE_FLOW_MOVES_THE_PHASE = noClasses()
            .that()
            .resideInAPackage(GAME + ".rules..")
            .should()
            .callMethod(TurnState.class, "enter", Phase.class)
            .orShould()
            .callMethod(TurnState.class, "interrupt", Phase.class, Phase.class)
            .orShould()
            .callMethod(TurnState.class, "willReturnTo", Phase.class)
            .orShould()
            .callMethod(TurnState.class, "endInterrupt")
            .orShould()
            .callMethod(TurnState.class, "resumeAt", Phase.class)
            .orShould()
            .callMethod(TurnState.class, "nextPending", HandsAndBank.class);

    private static JavaClasses main;

    @BeforeAll
    static void importMainClasses() {
        main = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.knightsarena.api", "org.knightsarena.sandbox", PLATFORM);
    }

    @Test
    @DisplayName("platform's packages are layered: board, game, the formats, match, worker, cli")
    void packagesAreLayered() {
        LAYERS.check(main);
    }

    @Test
    @DisplayName("the engine is layered: state, rules, flow, game; no cycle between the rules packages")
    void engineIsLayered() {
        ENGINE_LAYERS.check(main);
        NO_RULES_CYCLES.check(main);
    }

    @Test
    @DisplayName("the flow alone moves the phase: no rule calls TurnState's moves")
    void onlyTheFlowMovesThePhase() {
        ONLY_THE_FLOW_MOVES_THE_PHASE.check(main);
    }

    @Test
    @DisplayName("no cycle between platform's packages")
    void noCycleBetweenPackages() {
        NO_CYCLES.check(main);
    }

    @Test
    @DisplayName("the engine (board and game) imports no JSON library: the formats sit above it")
    void engineImportsNoFormat() {
        noClasses()
                .that()
                .resideInAnyPackage(PLATFORM + ".board..", PLATFORM + ".game..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("com.fasterxml.jackson..")
                .check(main);
    }

    @Test
    @DisplayName("DESIGN.md §1: agent-api depends on the JDK alone")
    void agentApiDependsOnTheJdkAlone() {
        classes()
                .that()
                .resideInAPackage("org.knightsarena.api..")
                .should()
                .onlyDependOnClassesThat()
                .resideInAnyPackage("org.knightsarena.api..", "java..")
                .check(main);
    }

    @Test
    @DisplayName("DESIGN.md §1: the sandbox knows nothing of the rules, ratings, storage or HTTP")
    void sandboxKnowsNoRules() {
        noClasses()
                .that()
                .resideInAPackage("org.knightsarena.sandbox..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(PLATFORM + "..", "org.knightsarena.tournaments..", "org.knightsarena.web..")
                .check(main);
    }

    @Test
    @DisplayName("DESIGN.md §1: the platform knows no databases and no HTTP")
    void platformKnowsNoDatabaseOrHttp() {
        noClasses()
                .that()
                .resideInAPackage(PLATFORM + "..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "java.sql..",
                        "org.jdbi..",
                        "io.javalin..",
                        "java.net.http..",
                        "org.knightsarena.tournaments..",
                        "org.knightsarena.web..")
                .check(main);
    }

    @Test
    @DisplayName("the rules fail on an upward import: the engine using the replay format breaks the layers and"
            + " makes a cycle")
    void rulesFailOnAnUpwardImport() {
        // main and test classes of both packages: the test sources hold the upward import
        JavaClasses withUpwardImport =
                new ClassFileImporter().importPackages(PLATFORM + ".game", PLATFORM + ".chronicle");

        EvaluationResult layers = LAYERS.evaluate(withUpwardImport);
        EvaluationResult cycles = NO_CYCLES.evaluate(withUpwardImport);

        assertTrue(layers.hasViolation(), "an engine class using the replay format must break the layers");
        String report = layers.getFailureReport().toString();
        assertTrue(report.contains("UpwardImport.replayOf"), report);
        assertTrue(cycles.hasViolation(), "game -> chronicle -> game must be reported as a cycle");
    }

    @Test
    @DisplayName("the engine's rules fail on an upward import: a base rule calling the flow, and one using a"
            + " Cities & Knights rule")
    void engineRulesFailOnAnUpwardImport() {
        // main and test classes of the engine: the test sources hold rules.base.UpwardRuleImport
        JavaClasses withUpwardImport = new ClassFileImporter().importPackages(GAME);

        EvaluationResult layers = ENGINE_LAYERS.evaluate(withUpwardImport);
        EvaluationResult cycles = NO_RULES_CYCLES.evaluate(withUpwardImport);

        assertTrue(layers.hasViolation(), "a rule calling the flow must break the engine's layers");
        String report = layers.getFailureReport().toString();
        assertTrue(report.contains("UpwardRuleImport.proceedFromTheRules"), report);
        assertTrue(cycles.hasViolation(), "rules.base -> rules.cities -> rules.base must be reported as a cycle");
        assertTrue(
                cycles.getFailureReport().toString().contains("UpwardRuleImport.wallFromTheBaseRules"),
                cycles.getFailureReport().toString());
    }

    @Test
    @DisplayName("a rule moving the phase itself fails the flow's ownership of the phase")
    void ruleMovingThePhaseFails() {
        // main and test classes of the engine: the test sources hold rules.base.UpwardRuleImport
        EvaluationResult phase = ONLY_THE_FLOW_MOVES_THE_PHASE.evaluate(new ClassFileImporter().importPackages(GAME));

        assertTrue(phase.hasViolation(), "a rule calling TurnState.enter must break the flow's ownership");
        String report = phase.getFailureReport().toString();
        assertTrue(report.contains("UpwardRuleImport.phaseFromTheRules"), report);
        assertTrue(report.contains("TurnState.enter"), report);
    }
}
