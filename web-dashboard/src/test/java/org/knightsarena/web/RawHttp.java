package org.knightsarena.web;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * HTTP/1.1 written by hand on a socket bound to a chosen loopback address (all of 127.0.0.0/8
 * reaches a server on 127.0.0.1), for tests that need a client address other than the one
 * {@link WebClient} uses, or a client that sends slowly. Every socket is closed by its caller.
 */
public final class RawHttp {
    private RawHttp() {}

    /** A response: the status, the headers by lower-case name (the last of each), the body. */
    public record Response(int status, Map<String, String> headers, String body) {
        /** @return the header's value; fails the test when it is missing */
        public String header(String name) {
            String value = headers.get(name.toLowerCase(Locale.ROOT));
            if (value == null) {
                throw new AssertionError("no " + name + " header in the " + status + " response: " + headers);
            }
            return value;
        }
    }

    /** @return a socket from {@code fromAddress} (such as 127.0.0.2) to the server at {@code base} */
    public static Socket connect(URI base, String fromAddress) {
        try {
            Socket socket = new Socket();
            socket.bind(new InetSocketAddress(InetAddress.getByName(fromAddress), 0));
            socket.connect(new InetSocketAddress(base.getHost(), base.getPort()));
            return socket;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot connect from " + fromAddress + " to " + base, e);
        }
    }

    /**
     * Sends one request from {@code fromAddress} with {@code Connection: close} and reads the whole
     * response.
     *
     * @param headers extra headers, such as Cookie and Content-Type
     * @param body    sent with its Content-Length; empty for none
     */
    public static Response send(
            URI base, String fromAddress, String method, String path, Map<String, String> headers, String body) {
        try (Socket socket = connect(base, fromAddress)) {
            byte[] content = body.getBytes(StandardCharsets.UTF_8);
            StringBuilder head = new StringBuilder(method + " " + path + " HTTP/1.1\r\nHost: " + base.getHost() + ":"
                    + base.getPort() + "\r\nConnection: close\r\n");
            headers.forEach((k, v) -> head.append(k).append(": ").append(v).append("\r\n"));
            if (content.length > 0) {
                head.append("Content-Length: ").append(content.length).append("\r\n");
            }
            OutputStream out = socket.getOutputStream();
            out.write(head.append("\r\n").toString().getBytes(StandardCharsets.US_ASCII));
            out.write(content);
            out.flush();
            return read(socket.getInputStream());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads a response up to the end of the stream (the request asked for Connection: close). */
    private static Response read(InputStream in) throws IOException {
        byte[] all = in.readAllBytes();
        String head = new String(all, StandardCharsets.ISO_8859_1);
        int end = head.indexOf("\r\n\r\n");
        if (end < 0) {
            throw new AssertionError("not an HTTP response: " + head);
        }
        String[] lines = head.substring(0, end).split("\r\n");
        Map<String, String> headers = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            headers.put(
                    lines[i].substring(0, colon).strip().toLowerCase(Locale.ROOT),
                    lines[i].substring(colon + 1).strip());
        }
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        int at = end + 4;
        if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            while (true) { // each chunk: its size in hex, CRLF, the bytes, CRLF; a size of 0 ends the body
                int lineEnd = head.indexOf("\r\n", at);
                int size = Integer.parseInt(
                        head.substring(at, lineEnd).split(";")[0].strip(), 16);
                if (size == 0) {
                    break;
                }
                body.write(all, lineEnd + 2, size);
                at = lineEnd + 2 + size + 2;
            }
        } else {
            body.write(all, at, all.length - at);
        }
        return new Response(Integer.parseInt(lines[0].split(" ")[1]), headers, body.toString(StandardCharsets.UTF_8));
    }
}
