package org.knightsarena.web;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Storage in one place (issue 19): the web module translates HTTP and asks {@code tournaments}
 * for typed reads; it writes no SQL and holds no connection, so a schema change or a second
 * database touches one module. Main classes only: tests may read the database to check it.
 */
class StorageLayeringTest {

    private static final String WEB = "org.knightsarena.web";

    /**
     * The upload write path, which another change moves into {@code tournaments} while it adds zip
     * uploads. Temporary: the exception goes once that change is merged.
     */
    static final Set<String> UPLOAD_WRITE_PATH = Set.of(WEB + ".bots.BotUploads", WEB + ".bots.LeagueEntries");

    /** No main class of the web module uses Jdbi or JDBC, but for the named exceptions. */
    static final ArchRule NO_SQL_IN_WEB = noClasses()
            .that().resideInAPackage(WEB + "..")
            .and(DescribedPredicate.not(namedIn(UPLOAD_WRITE_PATH)))
            .should().dependOnClassesThat().resideInAnyPackage("org.jdbi..", "java.sql..")
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
        // The rule would pass on an empty import too: it must catch the exempted classes when they are not exempted.
        ArchRule unexempted = noClasses().that().resideInAPackage(WEB + "..")
                .should().dependOnClassesThat().resideInAnyPackage("org.jdbi..", "java.sql..");
        List<String> caught = unexempted.evaluate(MAIN).getFailureReport().getDetails();
        assertTrue(caught.stream().anyMatch(line -> line.contains(WEB + ".bots.BotUploads")), String.join("\n", caught));
    }

    /** Matches a class, or one nested in it, by the outermost class's full name. */
    private static DescribedPredicate<JavaClass> namedIn(Set<String> names) {
        return DescribedPredicate.describe("named in " + names, c -> names.contains(outermost(c.getName())));
    }

    private static String outermost(String name) {
        int nested = name.indexOf('$');
        return nested < 0 ? name : name.substring(0, nested);
    }
}
