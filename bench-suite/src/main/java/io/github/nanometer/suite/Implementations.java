package io.github.nanometer.suite;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Every implementation of each function (libc first, then Java), and selection by {@code --impl}. */
public final class Implementations {
  private Implementations() {}

  /** libc's implementation of {@code function} (available or not), then the Java ones. */
  public static List<Implementation> forFunction(MemoryFunction function) {
    List<Implementation> all = new ArrayList<>();
    all.add(LibcImplementations.forFunction(function));
    all.addAll(JavaImplementations.forFunction(function));
    return List.copyOf(all);
  }

  /** Every selector {@code --impl} accepts: the kinds, then every implementation name of any function. */
  public static List<String> validSelectors() {
    Set<String> names = new LinkedHashSet<>();
    names.add(Implementation.LIBC);
    names.add(Implementation.JAVA);
    for (MemoryFunction f : MemoryFunction.values()) {
      for (Implementation i : forFunction(f)) {
        names.add(i.name());
      }
    }
    return List.copyOf(names);
  }

  /**
   * The implementations of {@code function} chosen by {@code selectors} (a kind selects all of that
   * kind), in catalogue order. A selector naming an implementation of another function only selects
   * nothing here.
   *
   * @throws IllegalArgumentException for a selector that names no implementation of any function,
   *     listing the valid ones
   */
  public static List<Implementation> select(MemoryFunction function, List<String> selectors) {
    List<String> valid = validSelectors();
    for (String s : selectors) {
      if (!valid.contains(s)) {
        throw new IllegalArgumentException("unknown implementation '" + s + "'; valid: " + String.join(", ", valid));
      }
    }
    List<Implementation> chosen = new ArrayList<>();
    for (Implementation i : forFunction(function)) {
      if (selectors.contains(i.kind()) || selectors.contains(i.name())) {
        chosen.add(i);
      }
    }
    return chosen;
  }
}
