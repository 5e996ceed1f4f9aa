package org.knightsarena.web.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.http.HandlerType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;

/** The OpenAPI document is served and tells the truth about the registered API routes. */
class OpenApiDocumentTest {
    @Test
    void everyRegisteredApiRouteIsDocumentedAndEveryDocumentedOneExists(@TempDir Path data) {
        try (TestDashboard server = TestDashboard.start(data)) {
            JsonNode document = WebClient.json(server.client().get(ApiDocs.PATH));
            assertEquals("3.0.3", document.get("openapi").asText());
            Set<String> documented = new TreeSet<>();
            Iterator<String> paths = document.get("paths").fieldNames();
            while (paths.hasNext()) {
                String path = paths.next();
                document.get("paths")
                        .get(path)
                        .fieldNames()
                        .forEachRemaining(method -> documented.add(method.toUpperCase(Locale.ROOT) + " " + path));
            }
            Set<String> registered = new TreeSet<>();
            server.dashboard().app().unsafe.internalRouter.allHttpHandlers().stream()
                    .filter(e -> e.endpoint.path.startsWith("/api/")
                            && e.endpoint.method.isHttpMethod()
                            && e.endpoint.method != HandlerType.HEAD)
                    .forEach(e -> registered.add(e.endpoint.method.name() + " " + e.endpoint.path));
            List<String> missing = new ArrayList<>(registered);
            missing.removeAll(documented);
            List<String> stale = new ArrayList<>(documented);
            stale.removeAll(registered);
            assertEquals(List.of(), missing, "routes missing from openapi.json");
            assertEquals(List.of(), stale, "documented routes that do not exist");
            assertTrue(registered.size() >= 10, registered.toString());
        }
    }
}
