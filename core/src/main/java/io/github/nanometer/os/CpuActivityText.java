package io.github.nanometer.os;

import io.github.nanometer.text.Tokens;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A {@link CpuActivity} as one line of text, for a fork parent to hand the activity it measured
 * just before starting a child JVM to that child ({@link #PROPERTY}), which then chooses its quiet
 * cpu from it instead of probing for itself: a fresh JVM's own start-up work keeps its probe waiting
 * for up to three 100 ms windows ({@link CpuActivityProbe#SETTLE_WINDOWS}), about 0.3-0.45 s of
 * every fork, where the idle parent's probe settles in one. The parent's own share is left out (the
 * child is another process), and so is the child's, which has not started.
 *
 * <p>Format: {@code windowNanos} then one {@code |}-separated entry per cpu, {@code
 * cpu,busy,own,runnableOthers} followed by one {@code ,}-separated neighbour each, {@code
 * pid:share:allowed:pinned:runnable:kernel:command} with {@code allowed} and {@code command}
 * URL-encoded (so no separator appears inside them). Decimal numbers as {@link Double#toString}.
 */
public final class CpuActivityText {
  /** The system property a fork child finds its parent's measurement in. */
  public static final String PROPERTY = "nanometer.parentCpuActivity";

  private CpuActivityText() {}

  /** {@code activity} as one line. */
  public static String write(CpuActivity activity) {
    StringBuilder sb = new StringBuilder().append(activity.windowNanos());
    for (CpuActivity.CpuUse u : activity.cpus()) {
      sb.append('|').append(u.cpu()).append(',').append(u.busyFraction()).append(',').append(u.ownFraction())
          .append(',').append(u.runnableOthers());
      for (CpuActivity.Neighbour n : u.neighbours()) {
        sb.append(',').append(n.pid()).append(':').append(n.cpuShare()).append(':').append(encode(n.allowedCpus()))
            .append(':').append(n.pinned()).append(':').append(n.runnable()).append(':').append(n.kernelThread())
            .append(':').append(encode(n.command()));
      }
    }
    return sb.toString();
  }

  /**
   * The activity {@link #write} wrote, or empty when {@code text} is null, blank or not in that
   * format (then the child probes for itself, as without a parent).
   */
  public static Optional<CpuActivity> read(String text) {
    if (text == null || text.isBlank()) {
      return Optional.empty();
    }
    try {
      List<String> parts = Tokens.fields(text, '|');
      long windowNanos = Long.parseLong(parts.get(0));
      List<CpuActivity.CpuUse> cpus = new ArrayList<>();
      for (int i = 1; i < parts.size(); i++) {
        List<String> f = Tokens.fields(parts.get(i), ',');
        List<CpuActivity.Neighbour> neighbours = new ArrayList<>();
        for (int k = 4; k < f.size(); k++) {
          List<String> n = Tokens.fields(f.get(k), ':');
          if (n.size() != 7) {
            return Optional.empty();
          }
          neighbours.add(new CpuActivity.Neighbour(Long.parseLong(n.get(0)), decode(n.get(6)),
              Double.parseDouble(n.get(1)), decode(n.get(2)), Boolean.parseBoolean(n.get(3)),
              Boolean.parseBoolean(n.get(4)), Boolean.parseBoolean(n.get(5))));
        }
        cpus.add(new CpuActivity.CpuUse(Integer.parseInt(f.get(0)), Double.parseDouble(f.get(1)),
            Double.parseDouble(f.get(2)), Integer.parseInt(f.get(3)), neighbours));
      }
      return Optional.of(new CpuActivity(windowNanos, cpus));
    } catch (RuntimeException e) {
      return Optional.empty();
    }
  }

  /** The activity the parent handed this JVM ({@link #PROPERTY}), if any. */
  public static Optional<CpuActivity> fromParent() {
    return read(System.getProperty(PROPERTY));
  }

  private static String encode(String s) {
    return URLEncoder.encode(s, StandardCharsets.UTF_8);
  }

  private static String decode(String s) {
    return URLDecoder.decode(s, StandardCharsets.UTF_8);
  }
}
