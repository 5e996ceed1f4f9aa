package org.knightsarena.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.CookieManager;
import java.net.CookiePolicy;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A small HTTP client over java.net.http with a cookie jar, for tests against a real server. */
public final class WebClient {
    private static final Pattern CSRF_FIELD = Pattern.compile("name=\"csrf\" value=\"([^\"]+)\"");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final URI base;
    private final HttpClient http;

    /** A client with its own cookie jar, for the server at {@code base}. */
    public WebClient(URI base) {
        this.base = base;
        this.http = HttpClient.newBuilder()
                .cookieHandler(new CookieManager(null, CookiePolicy.ACCEPT_ALL))
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
    }

    /** An extra request header. */
    public record Header(String name, String value) {}

    public HttpResponse<String> get(String path, Header... headers) {
        return send(request(path, headers).GET());
    }

    public HttpResponse<String> delete(String path, Header... headers) {
        return send(request(path, headers).DELETE());
    }

    public HttpResponse<String> postJson(String path, String json, Header... headers) {
        return send(request(path, headers)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)));
    }

    public HttpResponse<String> putJson(String path, String json, Header... headers) {
        return send(request(path, headers)
                .header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(json)));
    }

    /** Posts nothing: for actions named by their path alone. */
    public HttpResponse<String> post(String path, Header... headers) {
        return send(request(path, headers).POST(HttpRequest.BodyPublishers.noBody()));
    }

    public HttpResponse<String> postForm(String path, Map<String, String> fields, Header... headers) {
        StringBuilder body = new StringBuilder();
        fields.forEach((k, v) -> body.append(body.length() == 0 ? "" : "&")
                .append(URLEncoder.encode(k, StandardCharsets.UTF_8))
                .append('=')
                .append(URLEncoder.encode(v, StandardCharsets.UTF_8)));
        return send(request(path, headers)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body.toString())));
    }

    /** Posts multipart/form-data: the text fields, then a file field {@code jar} when {@code jar} is not null. */
    public HttpResponse<String> postMultipart(String path, Map<String, String> fields, byte[] jar, Header... headers) {
        return postMultipart(path, fields, "jar", "bot.jar", jar, headers);
    }

    /** Posts a multipart form with one file (or none, when {@code file} is null) in the named field. */
    public HttpResponse<String> postMultipart(
            String path,
            Map<String, String> fields,
            String fileField,
            String fileName,
            byte[] file,
            Header... headers) {
        String boundary = "----arena" + UUID.randomUUID();
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        try {
            for (Map.Entry<String, String> f : fields.entrySet()) {
                body.write(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + f.getKey() + "\"\r\n\r\n"
                                + f.getValue() + "\r\n")
                        .getBytes(StandardCharsets.UTF_8));
            }
            if (file != null) {
                body.write(
                        ("--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + fileField + "\"; filename=\""
                                        + fileName + "\"\r\nContent-Type: "
                                        + (fileName.endsWith(".jar") ? "application/java-archive" : "application/zip")
                                        + "\r\n\r\n")
                                .getBytes(StandardCharsets.UTF_8));
                body.write(file);
                body.write("\r\n".getBytes(StandardCharsets.UTF_8));
            }
            body.write(("--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return send(request(path, headers)
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray())));
    }

    /** Logs in through the login form, as a browser would; fails the test if it does not work. */
    public void login(String username, String password) {
        HttpResponse<String> page = get("/login");
        Map<String, String> form = new LinkedHashMap<>();
        form.put("csrf", csrfField(page.body()));
        form.put("username", username);
        form.put("password", password);
        HttpResponse<String> done = postForm("/login", form);
        assertEquals(303, done.statusCode(), () -> "login of " + username + " failed: " + done.body());
    }

    /** @return the session's CSRF token, from GET /api/me */
    public String csrfToken() {
        return json(get("/api/me")).get("csrfToken").asText();
    }

    /** @return the {@code csrf} hidden field of a page's first form */
    public static String csrfField(String html) {
        Matcher m = CSRF_FIELD.matcher(html);
        if (!m.find()) {
            throw new AssertionError("no csrf field in the page:\n" + html);
        }
        return m.group(1);
    }

    public static JsonNode json(HttpResponse<String> response) {
        try {
            return JSON.readTree(response.body());
        } catch (IOException e) {
            throw new AssertionError("not JSON (" + response.statusCode() + "): " + response.body(), e);
        }
    }

    /** @return a bearer header */
    public static Header bearer(String token) {
        return new Header("Authorization", "Bearer " + token);
    }

    /** @return a CSRF header */
    public static Header csrf(String token) {
        return new Header("X-CSRF-Token", token);
    }

    private HttpRequest.Builder request(String path, Header... headers) {
        HttpRequest.Builder b = HttpRequest.newBuilder(base.resolve(path));
        List<Header> all = new ArrayList<>(List.of(headers));
        for (Header h : all) {
            b.header(h.name(), h.value());
        }
        return b;
    }

    private HttpResponse<String> send(HttpRequest.Builder request) {
        try {
            return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }
}
