package org.knightsarena.sandbox.cyclefixture;

/** Not sandbox code: the root package's type that the fixture's stage reports with. */
public record Finding(String message) {}
