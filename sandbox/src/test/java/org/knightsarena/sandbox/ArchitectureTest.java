package org.knightsarena.sandbox;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The sandbox's house rule as a test: no cycle between its packages, the root package (the entry
 * point, {@link SandboxedBot}) included. The stages (inspect, verify, instrument, load) sit below
 * the root and report with {@code sandbox.problem}, below them all. Main classes only.
 */
class ArchitectureTest {

    /**
     * Every package is a slice of its own: {@code org.knightsarena.(**)} makes the root package
     * {@code sandbox} one slice and each stage another, where {@code sandbox.(**)} would leave the
     * root out and miss a cycle through it.
     */
    static final ArchRule NO_CYCLES =
            slices().matching("org.knightsarena.(**)").should().beFreeOfCycles();

    @Test
    @DisplayName("no cycle between the sandbox's packages, its root package included")
    void noCycleBetweenPackages() {
        JavaClasses main = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.knightsarena.sandbox");

        NO_CYCLES.check(main);
    }

    @Test
    @DisplayName("the rule reports a stage that depends back on its root package")
    void ruleReportsACycleThroughTheRootPackage() {
        JavaClasses fixture = new ClassFileImporter().importPackages("org.knightsarena.sandbox.cyclefixture");

        EvaluationResult result = NO_CYCLES.evaluate(fixture);

        assertTrue(result.hasViolation(), "cyclefixture -> cyclefixture.stage -> cyclefixture must be a cycle");
        String report = result.getFailureReport().toString();
        assertTrue(report.contains("Stage.check()") && report.contains("Finding"), report);
    }
}
