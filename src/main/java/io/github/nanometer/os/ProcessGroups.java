package io.github.nanometer.os;

import com.sun.jna.LastErrorException;
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
    for (String dir : (path == null ? "/usr/bin:/bin" : path).split(":")) {
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
