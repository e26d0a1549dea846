package io.github.nanometer.suite;

import java.util.Optional;
import java.util.function.Function;

/**
 * One implementation of one memory function the suite can measure: libc's, reached through the
 * native helper's timed loops, or a Java counterpart. Creating its {@link MemoryLoop} allocates the
 * buffers of a {@link BufferPlan}.
 *
 * @param name the name as typed with {@code --impl}, e.g. {@code "libc"}, {@code "java-arraycopy"}
 * @param function the function it implements
 * @param kind {@code "libc"} or {@code "java"}; {@code --impl java} selects every Java one
 * @param description one line saying what the timed loop calls
 * @param factory makes the loop for a plan; absent when the implementation is unavailable
 * @param unavailableReason why it cannot run here (empty when it can)
 */
public record Implementation(String name, MemoryFunction function, String kind, String description,
    Function<BufferPlan, MemoryLoop> factory, Optional<String> unavailableReason) {

  /** The kind of libc implementations. */
  public static final String LIBC = "libc";

  /** The kind of Java implementations. */
  public static final String JAVA = "java";

  /** Validates that exactly one of factory and reason is present. */
  public Implementation {
    if (name == null || function == null || kind == null || description == null || unavailableReason == null) {
      throw new IllegalArgumentException("name, function, kind, description and unavailableReason must not be null");
    }
    if ((factory == null) == unavailableReason.isEmpty()) {
      throw new IllegalArgumentException("implementation '" + name + "' needs either a factory or an unavailable reason");
    }
  }

  /** An implementation that can run. */
  public static Implementation available(String name, MemoryFunction function, String kind, String description,
      Function<BufferPlan, MemoryLoop> factory) {
    return new Implementation(name, function, kind, description, factory, Optional.empty());
  }

  /** An implementation that cannot run here, with the reason. */
  public static Implementation unavailable(String name, MemoryFunction function, String kind, String description,
      String reason) {
    return new Implementation(name, function, kind, description, null, Optional.of(reason));
  }

  /** True when it can run. */
  public boolean isAvailable() {
    return factory != null;
  }

  /**
   * Creates the loop and its buffers.
   *
   * @throws IllegalStateException with the reason when the implementation is unavailable
   */
  public MemoryLoop create(BufferPlan plan) {
    if (factory == null) {
      throw new IllegalStateException(name + " " + function + " is unavailable: " + unavailableReason.get());
    }
    if (plan.function() != function) {
      throw new IllegalArgumentException("plan is for " + plan.function() + ", implementation for " + function);
    }
    return factory.apply(plan);
  }
}
