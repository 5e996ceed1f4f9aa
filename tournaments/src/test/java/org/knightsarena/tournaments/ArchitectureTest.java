package org.knightsarena.tournaments;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The house rules of {@code ../shared/DESIGN.md} §1 that tournaments must keep: no cycle between
 * its packages (a league builds on tournaments, so {@code league} may use {@code tournament},
 * never the other way), and no HTTP. Main classes only: tests may reach across packages.
 */
class ArchitectureTest {

    private static JavaClasses main;

    @BeforeAll
    static void importMainClasses() {
        main = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.knightsarena.tournaments");
    }

    @Test
    @DisplayName("no cycle between the packages of tournaments, its root package included")
    void noCycleBetweenPackages() {
        // org.knightsarena.(**): each package its own slice, the root package too
        slices().matching("org.knightsarena.(**)").should().beFreeOfCycles().check(main);
    }

    @Test
    @DisplayName("DESIGN.md §1: tournaments knows no HTTP")
    void tournamentsKnowsNoHttp() {
        noClasses()
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("io.javalin..", "org.knightsarena.web..")
                .check(main);
    }
}
