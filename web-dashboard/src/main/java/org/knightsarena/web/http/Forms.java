package org.knightsarena.web.http;

import io.javalin.http.BadRequestResponse;
import io.javalin.http.ContentTooLargeResponse;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.UploadedFile;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Reads form fields and uploaded files, turning a form the server cannot parse (a file over the
 * size limit, a broken multipart body) into a 413 or 400 with a message, instead of a 500.
 */
public final class Forms {
    private Forms() {}

    /** @return an {@code <option>} of a select, its value and label escaped */
    public static String option(String value, String label, boolean selected) {
        return "<option value=\"" + Html.text(value) + "\"" + (selected ? " selected" : "") + ">" + Html.text(label)
                + "</option>";
    }

    /** @return the form field, or null when absent */
    public static String field(Context ctx, String name) {
        return parse(ctx, () -> ctx.formParam(name));
    }

    /**
     * @return the uploaded file of the field, or null when absent or when no file was chosen (a
     *     browser sends a form's empty file input as a part with no file name and no bytes)
     */
    public static UploadedFile file(Context ctx, String name) {
        UploadedFile file = parse(ctx, () -> ctx.uploadedFile(name));
        return file == null || (file.filename().isEmpty() && file.size() == 0) ? null : file;
    }

    private static <T> T parse(Context ctx, Supplier<T> read) {
        try {
            return read.get();
        } catch (Exception e) { // Jetty's checked ServletException passes through Javalin's Kotlin code unchecked
            for (Throwable t = e; t != null; t = t.getCause()) {
                String message = t.getMessage();
                if (message != null
                        && (message.contains("max file size")
                                || message.contains("max request size")
                                || message.contains("exceeded"))) {
                    throw new ContentTooLargeResponse("the upload is larger than this server accepts; " + message);
                }
            }
            Optional<AbortedBody> aborted = AbortedBody.of(e);
            if (aborted.isPresent()) {
                aborted.get().log(ctx);
                throw new HttpResponseException(
                        aborted.get().status(), aborted.get().message());
            }
            throw new BadRequestResponse("the form could not be read: send it as multipart/form-data or"
                    + " application/x-www-form-urlencoded");
        }
    }
}
