package io.github.nanometer.os;

import com.sun.jna.LastErrorException;
import io.github.nanometer.text.Tokens;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Starting a command in its own process group and killing the whole group, so that nothing a
 * command started (grandchildren included) outlives it. The command is wrapped in {@code setsid}
 * (util-linux), which makes it the leader of a new session and process group whose id is its pid;
 * the group is killed with {@code kill(-pgid, SIGKILL)} through {@link LibC}.
 *
 * <p>Implementation notes: {@code setsid} forks (and its pid is then not the group's id) only when
 * it is already a process-group leader; a child the JVM just started never is, since it inherits
 * the JVM's group. As a second line, {@link #kill} also kills every descendant the JDK can see
 * ({@link ProcessHandle#descendants()}), which covers a platform without libc binding or setsid but
 * not a grandchild that was already re-parented. A process that starts its own new session on
 * purpose ({@code setsid} again, a daemon) escapes both.
 *
 * <p>A command started by {@link #wrapWatched} also dies with this JVM, even when the JVM is killed
 * by SIGKILL and runs no code at all: the group holds a watchdog, a subshell blocked reading the
 * pipe from this JVM (the command's own stdin is {@code /dev/null}), and when that pipe closes (the
 * kernel closes it when the JVM dies, however it dies) the watchdog kills its whole group. It needs
 * nothing but {@code /bin/sh}; being in the command's own group, it can never reach this JVM's group.
 */
public final class ProcessGroups {

  /** SIGKILL on Linux (every architecture). */
  public static final int SIGKILL = 9;

  private final Optional<Path> setsid;
  private final Optional<LibC> libc;

  private ProcessGroups(Optional<Path> setsid, Optional<LibC> libc) {
    this.setsid = setsid;
    this.libc = libc;
  }

  /** Looks for {@code setsid} on {@code PATH} and for the libc binding. */
  public static ProcessGroups detect() {
    Optional<Path> found = Optional.empty();
    String path = System.getenv("PATH");
    for (String dir : Tokens.fields(path == null ? "/usr/bin:/bin" : path, ':')) {
      Path candidate = Path.of(dir.isEmpty() ? "." : dir, "setsid");
      if (Files.isExecutable(candidate)) {
        found = Optional.of(candidate);
        break;
      }
    }
    return new ProcessGroups(found, LibC.load());
  }

  /** True when commands get their own process group and the group can be signalled. */
  public boolean contained() {
    return setsid.isPresent() && libc.isPresent();
  }

  /** How commands are contained, or what is missing and how to get it; one line for reports. */
  public String describe() {
    if (contained()) {
      return "own process group via " + setsid.get() + ", killed with kill(-pgid, SIGKILL)";
    }
    String missing = setsid.isEmpty()
        ? "setsid was not found on PATH (install util-linux)"
        : "libc is not bound (" + LibC.unavailableReason().orElse("unknown reason") + ")";
    return "no own process group: " + missing + "; a stopped command's visible descendants are killed instead";
  }

  /** {@code argv} prefixed with the {@code setsid} wrapper when contained, else unchanged. */
  public List<String> wrap(List<String> argv) {
    if (!contained()) {
      return argv;
    }
    List<String> wrapped = new ArrayList<>(argv.size() + 1);
    wrapped.add(setsid.get().toString());
    wrapped.addAll(argv);
    return wrapped;
  }

  /**
   * The script of the watchdog wrapper: keeps the pipe from the JVM (stdin) on fd 3 for a
   * background subshell that waits for it to close, then runs the command ({@code $1}) with stdin
   * from {@code /dev/null} and without fd 3.
   */
  static final String WATCHDOG = "exec 3<&0 </dev/null; (read -r _ <&3; kill -KILL 0) & exec 3<&-; "
      + "exec /bin/sh -c \"$1\"";

  /**
   * The argv that runs the shell command {@code command} in its own group together with a watchdog
   * that kills the group when this JVM's end of the process's stdin pipe closes; the process must be
   * started with stdin as a pipe ({@link ProcessBuilder.Redirect#PIPE}) whose output stream this JVM
   * keeps open while the command may run. Without containment ({@link #contained()} false) a
   * watchdog could kill the JVM's own group, so the command runs unwatched, as {@code /bin/sh -c}.
   */
  public List<String> wrapWatched(String command) {
    if (!contained()) {
      return List.of("/bin/sh", "-c", command);
    }
    return List.of(setsid.get().toString(), "/bin/sh", "-c", WATCHDOG, "nanometer-watchdog", command);
  }

  /**
   * Kills {@code process}'s group (when contained) and every descendant still visible. Never throws;
   * a group that is already gone is not an error.
   */
  public void kill(Process process) {
    List<ProcessHandle> descendants = new ArrayList<>();
    try {
      process.descendants().forEach(descendants::add);
    } catch (RuntimeException e) {
      // The tree is unreadable (no /proc); the group kill below still applies.
    }
    if (contained()) {
      try {
        libc.get().kill(-(int) process.pid(), SIGKILL);
      } catch (LastErrorException e) {
        // ESRCH: nothing left in the group.
      }
    }
    descendants.forEach(ProcessHandle::destroyForcibly);
    process.destroyForcibly();
  }
}
