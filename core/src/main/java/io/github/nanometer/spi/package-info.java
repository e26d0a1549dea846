/**
 * The plug-in boundary: what a plug-in of the library (the bundled memcpy/memset suite is the one
 * today) implements and what the library lends it, and nothing else.
 *
 * <p>A plug-in is compiled against the public API ({@code io.github.nanometer}, {@code
 * io.github.nanometer.results}) and this package only; the library's module exports no other
 * package. The types here are either contracts a plug-in implements (found by {@link
 * java.util.ServiceLoader}: a reader of its saved documents) or small, stable views of the library's
 * machinery that a plug-in calls; no internal type appears in their public signatures, so the
 * internals can change without breaking a plug-in. A plug-in's command implements the command
 * boundary of the nanometer-commands module ({@code io.github.nanometer.cli.spi}) instead.
 */
package io.github.nanometer.spi;
