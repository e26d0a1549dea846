package io.github.nanometer.os;

import com.sun.jna.LastErrorException;
import com.sun.jna.Native;
import com.sun.jna.Pointer;

/**
 * JNA direct mappings of the libc calls made once per sample ({@code read} of a counter group,
 * {@code getrusage}, {@code sched_getcpu}). Direct mapping skips the reflective proxy of {@link
 * LibC}: on the 2-cpu VM this was measured at about 0.7-1.2 us per {@code read} against 1.8-5 us
 * through the interface (docs/lab/clock-and-counter-costs.md).
 *
 * <p>Implementation notes: registration happens once in the static initializer and never throws;
 * when it fails, {@link #available()} is false and callers use {@link LibC} instead. The same LP64
 * restriction as {@link LibC} applies, so registration is attempted only where {@link LibC#load()}
 * succeeded.
 */
public final class DirectLibC {
  private DirectLibC() {}

  private static final boolean AVAILABLE;

  static {
    boolean ok = false;
    if (LibC.load().isPresent()) {
      try {
        Native.register("c");
        ok = true;
      } catch (LinkageError | RuntimeException e) {
        ok = false;
      }
    }
    AVAILABLE = ok;
  }

  /** True when the direct mappings were registered; otherwise calling them fails with {@link UnsatisfiedLinkError}. */
  public static boolean available() {
    return AVAILABLE;
  }

  /** {@code ssize_t read(int fd, void *buf, size_t count)}. */
  public static native long read(int fd, Pointer buf, long count) throws LastErrorException;

  /** {@code int getrusage(int who, struct rusage *usage)}. */
  public static native int getrusage(int who, Pointer usage) throws LastErrorException;

  /** {@code int sched_getcpu(void)}. */
  public static native int sched_getcpu() throws LastErrorException;
}
