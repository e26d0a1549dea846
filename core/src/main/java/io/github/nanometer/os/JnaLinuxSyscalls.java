package io.github.nanometer.os;

import com.sun.jna.LastErrorException;
import java.util.BitSet;
import java.util.Optional;

/**
 * {@link LinuxSyscalls} through libc: {@code syscall(SYS_gettid)} and the glibc
 * {@code sched_setaffinity}/{@code sched_getaffinity} wrappers, which accept a thread id.
 *
 * <p>Implementation notes: the cpu mask is a little-endian bit array of whole 64-bit words (the
 * kernel's {@code unsigned long} mask on LP64); at least 1024 bits (glibc's {@code cpu_set_t}) are
 * passed, more when the set or the kernel's {@code nr_cpu_ids} needs it (getaffinity retries with a
 * larger mask on EINVAL).
 */
final class JnaLinuxSyscalls implements LinuxSyscalls {

  private static final int MIN_MASK_BYTES = 128;
  private static final int MAX_MASK_BYTES = (CpuList.MAX_CPU + 1) / 8 + 8;

  private final LibC libc;

  JnaLinuxSyscalls(LibC libc) {
    this.libc = libc;
  }

  @Override
  public int gettid() {
    try {
      return (int) libc.syscall(LibC.sysGettid());
    } catch (LastErrorException e) {
      return -e.getErrorCode();
    }
  }

  @Override
  public int setAffinity(int tid, BitSet cpus) {
    byte[] mask = toMask(cpus, maskBytesFor(cpus.length()));
    try {
      libc.sched_setaffinity(tid, mask.length, mask);
      return 0;
    } catch (LastErrorException e) {
      return -e.getErrorCode();
    }
  }

  @Override
  public int getAffinity(int tid, BitSet into) {
    into.clear();
    for (int bytes = MIN_MASK_BYTES; bytes <= MAX_MASK_BYTES; bytes *= 2) {
      byte[] mask = new byte[bytes];
      try {
        libc.sched_getaffinity(tid, mask.length, mask);
        into.or(BitSet.valueOf(mask));
        return 0;
      } catch (LastErrorException e) {
        if (e.getErrorCode() != Errno.EINVAL) {
          return -e.getErrorCode();
        }
      }
    }
    return -Errno.EINVAL;
  }

  @Override
  public Optional<String> unavailableReason() {
    return Optional.empty();
  }

  /** Bytes for a mask holding bits {@code 0..bitLength-1}: whole 64-bit words, at least 128 bytes. */
  static int maskBytesFor(int bitLength) {
    int words = (bitLength + 63) / 64;
    return Math.max(MIN_MASK_BYTES, words * 8);
  }

  /** The set as a little-endian bit array of {@code bytes} bytes. */
  static byte[] toMask(BitSet cpus, int bytes) {
    byte[] mask = new byte[bytes];
    byte[] bits = cpus.toByteArray();
    System.arraycopy(bits, 0, mask, 0, Math.min(bits.length, bytes));
    return mask;
  }
}
