package org.knightsarena.platform.match;

/** The engine's version, written into every replay header. */
public final class EngineVersion {
    private EngineVersion() {}

    /** @return the packaged version, or {@code "dev"} when run from classes */
    public static String current() {
        String v = EngineVersion.class.getPackage().getImplementationVersion();
        return v == null ? "dev" : v;
    }
}
