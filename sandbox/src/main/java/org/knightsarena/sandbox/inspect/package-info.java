/**
 * Upload inspection, the first sandbox stage (DESIGN.md §4.1): reads an untrusted bot JAR within
 * {@link org.knightsarena.sandbox.inspect.InspectionLimits}, refuses unsafe entries, keeps the
 * class bytes in memory and finds the {@code Agent} implementation. Nothing is ever written to disk.
 *
 * <p>Entry point: {@link org.knightsarena.sandbox.inspect.JarInspector#inspect(java.nio.file.Path)},
 * which returns an {@link org.knightsarena.sandbox.inspect.InspectionReport}.
 */
package org.knightsarena.sandbox.inspect;
