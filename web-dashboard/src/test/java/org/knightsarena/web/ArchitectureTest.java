package org.knightsarena.web;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The dashboard's house rule as a test: no cycle between its packages (one routes package per
 * feature, {@code http} and {@code server} below them). Main classes only.
 */
class ArchitectureTest {

    @Test
    @DisplayName("no cycle between the dashboard's packages, its root package included")
    void noCycleBetweenPackages() {
        JavaClasses main = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.knightsarena.web");

        // org.knightsarena.(**): each package its own slice, the root package too
        slices().matching("org.knightsarena.(**)").should().beFreeOfCycles().check(main);
    }
}
