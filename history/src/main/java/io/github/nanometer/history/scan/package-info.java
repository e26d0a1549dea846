/**
 * Scanning a history for change points ({@code nanometer history changes}): each series of a branch
 * through the detector of {@code history.changes}, change points matched to the stored ones so each
 * alerts once, their direction read from the unit, confirmed after enough runs, expected changes
 * left silent. Reads and writes the store; no output formatting.
 */
package io.github.nanometer.history.scan;
