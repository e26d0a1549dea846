package io.github.nanometer.os;

import java.util.BitSet;
import java.util.Optional;

/**
 * The thread-affinity system calls nanometer pins with, as a seam: {@link #real()} calls the kernel
 * through JNA, tests pass fakes that inject errno values. Calls never throw; failures come back as
 * a negative errno (e.g. {@code -Errno.EINVAL}).
 */
public interface LinuxSyscalls {

  /** The kernel thread id of the calling thread, or {@code -errno}. */
  int gettid();

  /**
   * Sets the affinity of thread {@code tid} to exactly {@code cpus}.
   *
   * @return 0 on success or {@code -errno} (EINVAL: no allowed online cpu in the set; EPERM: not
   *     permitted; ESRCH: no such thread)
   */
  int setAffinity(int tid, BitSet cpus);

  /**
   * Reads the affinity of thread {@code tid} into {@code into} (cleared first).
   *
   * @return 0 on success or {@code -errno}
   */
  int getAffinity(int tid, BitSet into);

  /** Why these calls cannot reach the kernel (every call then returns {@code -ENOSYS}); empty when they can. */
  Optional<String> unavailableReason();

  /** The kernel's calls through JNA, or an {@link #unavailable} stand-in saying why not. */
  static LinuxSyscalls real() {
    return LibC.load().<LinuxSyscalls>map(JnaLinuxSyscalls::new)
        .orElseGet(() -> unavailable(LibC.unavailableReason().orElse("libc binding unavailable")));
  }

  /** A stand-in whose every call fails with {@code -ENOSYS}, carrying {@code reason}. */
  static LinuxSyscalls unavailable(String reason) {
    return new LinuxSyscalls() {
      @Override
      public int gettid() {
        return -Errno.ENOSYS;
      }

      @Override
      public int setAffinity(int tid, BitSet cpus) {
        return -Errno.ENOSYS;
      }

      @Override
      public int getAffinity(int tid, BitSet into) {
        into.clear();
        return -Errno.ENOSYS;
      }

      @Override
      public Optional<String> unavailableReason() {
        return Optional.of(reason);
      }
    };
  }
}
