package io.github.nanometer.measure;

/**
 * Marks a body that its timed loop holds as a JIT constant rather than in a field: the loop's
 * hidden class receives the body as class data ({@link LoopFactory#create}), so everything the body
 * captured is constant to the compiler, and the loop loads nothing to reach it.
 *
 * <p>Only for bodies whose captured values may be constants without changing what is measured:
 * {@code nanometer jmh}'s methods bound to their state objects, which JMH's generated loop keeps in
 * registers (a reference held in a register and a constant reference read the same fields the same
 * way; neither lets the JIT fold a field the object's own class does not make constant). Never for
 * a user's lambda: a captured {@code int} or {@code String} would be folded into the loop.
 *
 * <p>Public only so that a lambda class defined in the benchmark's own package can implement it (the
 * package is not exported by the module).
 */
public interface ConstantBody {}
