package io.github.nanometer.os;

/**
 * The Linux errno values nanometer's OS layer reacts to, with their symbolic names. The numbers are
 * the asm-generic ones shared by x86-64 and aarch64 (the two architectures nanometer binds to).
 */
public final class Errno {
  private Errno() {}

  /** Operation not permitted. */
  public static final int EPERM = 1;
  /** No such file or directory (perf: the event is not supported by this PMU). */
  public static final int ENOENT = 2;
  /** No such process (no such thread id). */
  public static final int ESRCH = 3;
  /** Argument list too long (perf: attr size the kernel does not accept). */
  public static final int E2BIG = 7;
  /** Bad file descriptor. */
  public static final int EBADF = 9;
  /** Permission denied. */
  public static final int EACCES = 13;
  /** Bad address. */
  public static final int EFAULT = 14;
  /** Device or resource busy (perf: PMU in exclusive use). */
  public static final int EBUSY = 16;
  /** No such device (perf: no PMU for this event type). */
  public static final int ENODEV = 19;
  /** Invalid argument. */
  public static final int EINVAL = 22;
  /** Too many open files. */
  public static final int EMFILE = 24;
  /** ENOSYS: the kernel has no such system call, or nanometer has no binding for this platform. */
  public static final int ENOSYS = 38;
  /** Operation not supported (perf: the PMU cannot provide this event). */
  public static final int EOPNOTSUPP = 95;

  /** The symbolic name of {@code errno}, e.g. {@code "EINVAL"}; {@code "errno N"} for others. */
  public static String name(int errno) {
    return switch (errno) {
      case EPERM -> "EPERM";
      case ENOENT -> "ENOENT";
      case ESRCH -> "ESRCH";
      case E2BIG -> "E2BIG";
      case EBADF -> "EBADF";
      case EACCES -> "EACCES";
      case EFAULT -> "EFAULT";
      case EBUSY -> "EBUSY";
      case ENODEV -> "ENODEV";
      case EINVAL -> "EINVAL";
      case EMFILE -> "EMFILE";
      case ENOSYS -> "ENOSYS";
      case EOPNOTSUPP -> "EOPNOTSUPP";
      default -> "errno " + errno;
    };
  }
}
