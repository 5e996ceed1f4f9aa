package org.knightsarena.web.api;

import io.javalin.config.RoutesConfig;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Serves the OpenAPI document of the REST API at {@value #PATH}. The document is written by hand
 * next to this class ({@code openapi.json}); a test checks that every {@code /api} route the app
 * registers is in it, so it stays true.
 */
public final class ApiDocs {
    /** Where the document is served; a stable address for tools. */
    public static final String PATH = "/api/openapi.json";

    private final String document;

    /** Loads the bundled document. */
    public ApiDocs() {
        try (InputStream in = ApiDocs.class.getResourceAsStream("openapi.json")) {
            if (in == null) {
                throw new IllegalStateException("missing resource org/knightsarena/web/api/openapi.json");
            }
            document = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read openapi.json", e);
        }
    }

    /** @return the document's text */
    public String document() {
        return document;
    }

    /** Registers the route. */
    public void register(RoutesConfig routes) {
        routes.get(PATH, ctx -> ctx.contentType("application/json").result(document));
    }
}
