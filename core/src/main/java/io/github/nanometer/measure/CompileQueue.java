package io.github.nanometer.measure;

import io.github.nanometer.text.Tokens;
import java.lang.management.ManagementFactory;
import javax.management.MBeanServer;
import javax.management.ObjectName;

/**
 * The JIT's compile queue as HotSpot's {@code Compiler.queue} diagnostic command prints it: the
 * compilations in progress and those waiting, JVM-wide. Reading it costs about 0.1 ms, so warm-up
 * asks only when everything else says it may stop.
 */
public final class CompileQueue {
  private static final String[] SIGNATURE = {String[].class.getName()};

  private final MBeanServer server;
  private final ObjectName command;

  private CompileQueue(MBeanServer server, ObjectName command) {
    this.server = server;
    this.command = command;
  }

  /** The queue of this JVM; a queue that always reads -1 when the diagnostic command is missing. */
  static CompileQueue ofThisJvm() {
    try {
      ObjectName name = new ObjectName("com.sun.management:type=DiagnosticCommand");
      MBeanServer s = ManagementFactory.getPlatformMBeanServer();
      return s.isRegistered(name) ? new CompileQueue(s, name) : new CompileQueue(null, null);
    } catch (Exception | LinkageError e) {
      return new CompileQueue(null, null);
    }
  }

  /** Compilations in progress or queued now, or -1 when the queue cannot be read. */
  int pending() {
    if (server == null) {
      return -1;
    }
    try {
      Object text = server.invoke(command, "compilerQueue", new Object[] {null}, SIGNATURE);
      return text instanceof String s ? count(s) : -1;
    } catch (Exception e) {
      return -1;
    }
  }

  /**
   * The number of compile tasks in a {@code Compiler.queue} listing: every line that starts with a
   * compile id (a queued task) or names a compiler thread with a task (in progress). Lines such as
   * {@code "Current compiles:"}, {@code "C1 compile queue:"} and {@code "Empty"} are not tasks.
   */
  static int count(String listing) {
    int tasks = 0;
    for (String line : Tokens.fields(listing, '\n')) {
      String t = line.strip();
      if (t.isEmpty() || t.endsWith(":") || t.equals("Empty")) {
        continue;
      }
      if (Character.isDigit(t.charAt(0)) || t.contains("CompilerThread")) {
        tasks++;
      }
    }
    return tasks;
  }
}
