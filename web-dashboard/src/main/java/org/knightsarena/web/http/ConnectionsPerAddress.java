package org.knightsarena.web.http;

import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jetty.io.Connection;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Caps the connections one client address may hold open at once: a connection past the cap is
 * closed as soon as it opens, before anything is read from it, so one client cannot tie up the
 * server with many slow connections. Registered on a Jetty connector as a connection listener.
 * Thread-safe.
 */
public final class ConnectionsPerAddress implements Connection.Listener {
    private static final Logger LOG = LoggerFactory.getLogger(ConnectionsPerAddress.class);

    private final int cap;
    private final Map<String, Integer> open = new ConcurrentHashMap<>();
    /** Addresses already reported over the cap, so a flood logs one line per address, not one per connection. */
    private final Map<String, Boolean> reported = new ConcurrentHashMap<>();

    /** @param cap at least 1 */
    public ConnectionsPerAddress(int cap) {
        if (cap < 1) {
            throw new IllegalArgumentException("the connections per address must be at least 1: " + cap);
        }
        this.cap = cap;
    }

    @Override
    public void onOpened(Connection connection) {
        String address = address(connection.getEndPoint().getRemoteSocketAddress());
        int count = open.merge(address, 1, Integer::sum);
        if (count > cap) {
            if (reported.putIfAbsent(address, Boolean.TRUE) == null) {
                LOG.warn("{} holds more than {} connections; closing each one past that", address, cap);
            }
            connection.getEndPoint().close();
        }
    }

    @Override
    public void onClosed(Connection connection) {
        String address = address(connection.getEndPoint().getRemoteSocketAddress());
        Integer left = open.computeIfPresent(address, (a, n) -> n > 1 ? n - 1 : null);
        if (left == null) {
            reported.remove(address);
        }
    }

    private static String address(SocketAddress remote) {
        return remote instanceof InetSocketAddress inet && inet.getAddress() != null
                ? inet.getAddress().getHostAddress()
                : String.valueOf(remote);
    }
}
