package org.knightsarena.web.http;

import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;

/** Reads a request's JSON body into a record, failing with a 400 that says what was wrong. */
public final class JsonBody {
    private JsonBody() {}

    /**
     * @param example a sample body for the error message, such as {@code {"name": "ci"}}
     * @throws BadRequestResponse when the body is missing, not JSON, or does not fit the type
     */
    public static <T> T read(Context ctx, Class<T> type, String example) {
        String body = ctx.body();
        if (body.isBlank()) {
            throw new BadRequestResponse("the request needs a JSON body like " + example);
        }
        try {
            T value = ctx.bodyAsClass(type);
            if (value == null) {
                throw new BadRequestResponse("the request needs a JSON body like " + example);
            }
            return value;
        } catch (BadRequestResponse e) {
            throw e;
        } catch (Exception e) { // Jackson's checked exceptions pass through Javalin's Kotlin code unchecked
            Throwable cause = e;
            while (cause.getCause() != null) {
                cause = cause.getCause();
            }
            String detail = cause.getMessage() == null
                    ? ""
                    : cause.getMessage().lines().findFirst().orElse("");
            throw new BadRequestResponse("the body is not valid JSON like " + example + ": " + detail);
        }
    }
}
