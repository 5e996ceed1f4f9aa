package org.knightsarena.sandbox.instrument.runtime;

/**
 * Thrown into bot code when its {@link Meter} has run out. A {@code VirtualMachineError} so that
 * bot code catching {@code Exception} never sees it; the instrumenter makes handlers of
 * {@code Throwable}, {@code Error}, {@code VirtualMachineError} and {@code finally} rethrow it
 * before any bot code in them runs.
 *
 * <p>Defined anew in every agent's runtime loader, like {@link Meter}. It has no stack trace: one
 * instance per meter is thrown again and again, and the host reads the reason from the meter.
 */
public final class WorkLimitError extends VirtualMachineError {
    private static final long serialVersionUID = 1L;

    WorkLimitError() {
        super("the sandbox work budget is used up");
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
        return this;
    }
}
