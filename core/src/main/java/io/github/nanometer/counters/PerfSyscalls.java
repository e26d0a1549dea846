package io.github.nanometer.counters;

import io.github.nanometer.os.Errno;
import io.github.nanometer.os.LibC;
import java.util.Optional;

/**
 * The perf_event system calls as a seam: {@link #real()} goes to the kernel through JNA, tests pass
 * fakes that return recorded byte layouts and inject errno values. Nothing here throws; failures
 * come back as {@code -errno}.
 */
public interface PerfSyscalls {

  /**
   * {@code perf_event_open(attr, pid, cpu, groupFd, flags)}.
   *
   * @return the new file descriptor, or {@code -errno}
   */
  int open(byte[] attr, int pid, int cpu, int groupFd, long flags);

  /** {@code ioctl(fd, request, arg)}: a non-negative result, or {@code -errno}. */
  int ioctl(int fd, long request, long arg);

  /** The kernel's id of the event behind {@code fd} ({@code PERF_EVENT_IOC_ID}), or {@code -errno}. */
  long eventId(int fd);

  /** {@code read(fd, buf, buf.length)}: the number of bytes read, or {@code -errno}. */
  int read(int fd, byte[] buf);

  /** Closes {@code fd}, ignoring errors. */
  void close(int fd);

  /**
   * The calling thread's context switches so far, voluntary plus involuntary ({@code
   * getrusage(RUSAGE_THREAD)}), or {@code -errno}: the fallback when perf may not count them.
   */
  long threadContextSwitches();

  /** The cpu the calling thread is on ({@code sched_getcpu}), or {@code -errno}: the migration fallback. */
  int currentCpu();

  /** Why the calls cannot reach the kernel (every call then fails with ENOSYS); empty when they can. */
  Optional<String> unavailableReason();

  /** A fresh binding to the kernel through JNA (not thread-safe: one per counter group), or a stand-in saying why not. */
  static PerfSyscalls real() {
    Optional<LibC> libc = LibC.load();
    if (libc.isEmpty() || LibC.sysPerfEventOpen() < 0) {
      return unavailable(LibC.unavailableReason().orElse("no perf_event_open syscall number for this architecture"));
    }
    return new JnaPerfSyscalls(libc.get());
  }

  /** A stand-in whose every call fails with ENOSYS, carrying {@code reason}. */
  static PerfSyscalls unavailable(String reason) {
    return new PerfSyscalls() {
      @Override
      public int open(byte[] attr, int pid, int cpu, int groupFd, long flags) {
        return -Errno.ENOSYS;
      }

      @Override
      public int ioctl(int fd, long request, long arg) {
        return -Errno.ENOSYS;
      }

      @Override
      public long eventId(int fd) {
        return -Errno.ENOSYS;
      }

      @Override
      public int read(int fd, byte[] buf) {
        return -Errno.ENOSYS;
      }

      @Override
      public void close(int fd) {
        // nothing was opened
      }

      @Override
      public long threadContextSwitches() {
        return -Errno.ENOSYS;
      }

      @Override
      public int currentCpu() {
        return -Errno.ENOSYS;
      }

      @Override
      public Optional<String> unavailableReason() {
        return Optional.of(reason);
      }
    };
  }
}
