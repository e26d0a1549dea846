/**
 * Bisection by paired runs ({@code nanometer history bisect}, issue 44 item 4): the commit that
 * made a benchmark change, found between a last good and a first bad commit of one first-parent
 * line. Each probe commit is built in a temporary git worktree by the user's build command, then
 * its run command and the last good build's run alternately, in coin-flip order pair after pair,
 * until {@code nanometer compare}'s sequential rule decides at half the step ({@link
 * io.github.nanometer.history.bisect.PairedProbe}); the binary search over the range ({@link
 * io.github.nanometer.history.bisect.BisectSearch}) skips commits that do not build and keeps its
 * state in a file after every probe ({@link io.github.nanometer.history.bisect.BisectStateFile}).
 * The git, build and run steps sit behind {@link io.github.nanometer.history.bisect.Builds}, so
 * the search runs on simulations in tests.
 */
package io.github.nanometer.history.bisect;
