package io.github.nanometer.counters;

import com.sun.jna.LastErrorException;
import com.sun.jna.Memory;
import com.sun.jna.Pointer;
import io.github.nanometer.os.DirectLibC;
import io.github.nanometer.os.LibC;
import java.util.Optional;

/**
 * {@link PerfSyscalls} through libc's {@code syscall}, {@code ioctl}, {@code read} and {@code close}.
 *
 * <p>Implementation notes: all syscall arguments are passed as 64-bit values (glibc's {@code
 * syscall} reads them as {@code long}); the attr and read buffers are native memory owned by this
 * instance, reused so a per-sample read allocates nothing native; the per-sample calls go through
 * {@link DirectLibC} when it registered. Not thread-safe: one instance
 * per {@link CounterGroup}, which lives on one thread anyway.
 */
final class JnaPerfSyscalls implements PerfSyscalls {

  private static final int READ_BUFFER_BYTES = 1024;

  private final LibC libc;
  private final boolean direct = DirectLibC.available();
  private final Memory attrBuffer = new Memory(PerfAbi.ATTR_SIZE_VER0);
  private final Memory readBuffer = new Memory(READ_BUFFER_BYTES);
  private final Memory idBuffer = new Memory(8);
  private final Memory rusage = new Memory(RUSAGE_BYTES);

  /** {@code sizeof(struct rusage)} on LP64: two timevals, then 14 longs. */
  private static final int RUSAGE_BYTES = 144;
  /** Offsets of {@code ru_nvcsw} and {@code ru_nivcsw}. */
  private static final int OFF_NVCSW = 128;
  private static final int OFF_NIVCSW = 136;
  private static final int RUSAGE_THREAD = 1;

  JnaPerfSyscalls(LibC libc) {
    this.libc = libc;
  }

  @Override
  public int open(byte[] attr, int pid, int cpu, int groupFd, long flags) {
    if (attr.length > attrBuffer.size()) {
      throw new IllegalArgumentException("attr of " + attr.length + " bytes exceeds " + attrBuffer.size());
    }
    attrBuffer.clear();
    attrBuffer.write(0, attr, 0, attr.length);
    try {
      return (int) libc.syscall(LibC.sysPerfEventOpen(), attrBuffer, (long) pid, (long) cpu, (long) groupFd, flags);
    } catch (LastErrorException e) {
      return -e.getErrorCode();
    }
  }

  @Override
  public int ioctl(int fd, long request, long arg) {
    try {
      return libc.ioctl(fd, request, arg);
    } catch (LastErrorException e) {
      return -e.getErrorCode();
    }
  }

  @Override
  public long eventId(int fd) {
    try {
      libc.ioctl(fd, PerfAbi.IOC_ID, Pointer.nativeValue(idBuffer));
      return idBuffer.getLong(0);
    } catch (LastErrorException e) {
      return -e.getErrorCode();
    }
  }

  @Override
  public int read(int fd, byte[] buf) {
    int want = Math.min(buf.length, READ_BUFFER_BYTES);
    try {
      int n = (int) (direct ? DirectLibC.read(fd, readBuffer, want) : libc.read(fd, readBuffer, want));
      readBuffer.read(0, buf, 0, n);
      return n;
    } catch (LastErrorException e) {
      return -e.getErrorCode();
    }
  }

  @Override
  public void close(int fd) {
    try {
      libc.close(fd);
    } catch (LastErrorException e) {
      // closing a counter that is already gone changes nothing
    }
  }

  @Override
  public long threadContextSwitches() {
    try {
      if (direct) {
        DirectLibC.getrusage(RUSAGE_THREAD, rusage);
      } else {
        libc.getrusage(RUSAGE_THREAD, rusage);
      }
      return rusage.getLong(OFF_NVCSW) + rusage.getLong(OFF_NIVCSW);
    } catch (LastErrorException e) {
      return -e.getErrorCode();
    }
  }

  @Override
  public int currentCpu() {
    try {
      return direct ? DirectLibC.sched_getcpu() : libc.sched_getcpu();
    } catch (LastErrorException e) {
      return -e.getErrorCode();
    }
  }

  @Override
  public Optional<String> unavailableReason() {
    return Optional.empty();
  }
}
