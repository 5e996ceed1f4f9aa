package org.knightsarena.web;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Storage in one place (issue 19): the web module translates HTTP and asks {@code tournaments}
 * for typed reads; it writes no SQL and holds no connection, so a schema change or a second
 * database touches one module. Main classes only: tests may read the database to check it.
 */
class StorageLayeringTest {

    private static final String WEB = "org.knightsarena.web";

    /** No main class of the web module uses Jdbi or JDBC. */
    static final ArchRule NO_SQL_IN_WEB = noClasses()
            .that()
            .resideInAPackage(WEB + "..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage("org.jdbi..", "java.sql..")
            .because("the web module only translates HTTP: every query is a typed read in tournaments (issue 19)");

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages(WEB);

    @Test
    void noMainClassOfTheWebModuleUsesJdbiOrJdbc() {
        EvaluationResult result = NO_SQL_IN_WEB.evaluate(MAIN);
        assertTrue(!result.hasViolation(), result.getFailureReport().toString());
    }

    @Test
    void theRuleSeesAQueryInAWebClass() {
        // The rule would pass on an empty import too: it must catch a web class that queries.
        JavaClasses querying = new ClassFileImporter().importPackages(WEB + ".layering");
        List<String> caught =
                NO_SQL_IN_WEB.evaluate(querying).getFailureReport().getDetails();
        assertTrue(
                caught.stream().anyMatch(line -> line.contains(WEB + ".layering.QueryingPage")),
                String.join("\n", caught));
    }
}
