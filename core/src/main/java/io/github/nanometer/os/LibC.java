package io.github.nanometer.os;

import com.sun.jna.LastErrorException;
import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.Platform;
import com.sun.jna.Pointer;
import java.util.Optional;

/**
 * The few libc functions nanometer's OS layer calls through JNA, plus the raw syscall numbers it
 * needs on the 64-bit Linux architectures it supports. Every function declares {@link
 * LastErrorException}, so a failing call surfaces its errno; callers in this package and in {@code
 * counters} turn that into data and never let it escape.
 *
 * <p>Implementation notes: {@code size_t}/{@code ssize_t}/{@code long} are bound as Java
 * {@code long}, which is only right on LP64; {@link #load()} therefore refuses anything but 64-bit
 * Linux on x86-64 or aarch64 (where these signatures and syscall numbers were checked).
 */
public interface LibC extends Library {

  /** {@code long syscall(long number, ...)}; arguments are passed as {@code Long} or {@code Pointer}. */
  long syscall(long number, Object... args) throws LastErrorException;

  /** {@code int sched_setaffinity(pid_t tid, size_t size, const cpu_set_t *mask)}. */
  int sched_setaffinity(int tid, long maskBytes, byte[] mask) throws LastErrorException;

  /** {@code int sched_getaffinity(pid_t tid, size_t size, cpu_set_t *mask)}. */
  int sched_getaffinity(int tid, long maskBytes, byte[] mask) throws LastErrorException;

  /** {@code int ioctl(int fd, unsigned long request, unsigned long arg)}. */
  int ioctl(int fd, long request, long arg) throws LastErrorException;

  /** {@code ssize_t read(int fd, void *buf, size_t count)}. */
  long read(int fd, Pointer buf, long count) throws LastErrorException;

  /** {@code int close(int fd)}. */
  int close(int fd) throws LastErrorException;

  /** {@code int getrusage(int who, struct rusage *usage)}; {@code who} 1 is RUSAGE_THREAD. */
  int getrusage(int who, Pointer usage) throws LastErrorException;

  /** {@code int kill(pid_t pid, int sig)}; a negative pid signals that process group. */
  int kill(int pid, int signal) throws LastErrorException;

  /** {@code int sched_getcpu(void)}: the cpu the calling thread runs on. */
  int sched_getcpu() throws LastErrorException;

  /** The syscall number of {@code gettid} on this architecture, or -1 when unsupported. */
  static long sysGettid() {
    return Holder.ARCH == Arch.X86_64 ? 186 : Holder.ARCH == Arch.AARCH64 ? 178 : -1;
  }

  /** The syscall number of {@code perf_event_open} on this architecture, or -1 when unsupported. */
  static long sysPerfEventOpen() {
    return Holder.ARCH == Arch.X86_64 ? 298 : Holder.ARCH == Arch.AARCH64 ? 241 : -1;
  }

  /** The loaded binding, or empty when this platform is unsupported (see {@link #unavailableReason()}). */
  static Optional<LibC> load() {
    return Optional.ofNullable(Holder.LIBC);
  }

  /** Why {@link #load()} is empty, or empty when the binding loaded. */
  static Optional<String> unavailableReason() {
    return Optional.ofNullable(Holder.REASON);
  }

  /** The architectures with checked syscall numbers. */
  enum Arch { X86_64, AARCH64, OTHER }

  /** Loads libc once, lazily, recording why it could not be loaded. */
  final class Holder {
    private Holder() {}

    static final Arch ARCH;
    static final LibC LIBC;
    static final String REASON;

    static {
      String osArch = System.getProperty("os.arch", "");
      ARCH = switch (osArch) {
        case "amd64", "x86_64" -> Arch.X86_64;
        case "aarch64", "arm64" -> Arch.AARCH64;
        default -> Arch.OTHER;
      };
      LibC lib = null;
      String reason = null;
      if (!System.getProperty("os.name", "").startsWith("Linux")) {
        reason = "not Linux (" + System.getProperty("os.name") + "): pinning and perf counters need Linux";
      } else if (ARCH == Arch.OTHER) {
        reason = "architecture " + osArch + " has no syscall binding in nanometer (x86-64 and aarch64 do)";
      } else {
        try {
          if (!Platform.is64Bit()) {
            reason = "32-bit JVM: nanometer binds libc only on 64-bit Linux";
          } else {
            lib = Native.load("c", LibC.class);
          }
        } catch (LinkageError | SecurityException e) {
          reason = "JNA could not load libc: " + e.getMessage();
        }
      }
      LIBC = lib;
      REASON = reason;
    }
  }
}
