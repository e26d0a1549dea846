package io.github.nanometer.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The compile-queue listing as HotSpot's {@code Compiler.queue} prints it, counted. */
class CompileQueueTest {

  @Test
  void countsTasksInProgressAndQueued() {
    String busy = """
        Current compiles:\s
        C2 CompilerThread0  1257   !   4       com.example.Parser::parse (497 bytes)

        C1 compile queue:
        Empty

        C2 compile queue:
        1265       4       java.util.HashMap::put (13 bytes)
        1266       4       java.lang.String::indexOf (29 bytes)
        """;
    assertEquals(3, CompileQueue.count(busy));
  }

  @Test
  void anIdleJitHasNoTasks() {
    String idle = """
        Current compiles:

        C1 compile queue:
        Empty

        C2 compile queue:
        Empty
        """;
    assertEquals(0, CompileQueue.count(idle));
  }

  @Test
  void thisJvmsQueueIsReadableOrSaysUnknown() {
    int pending = JitActivity.ofThisJvm().pendingCompilations();
    assertTrue(pending >= -1, "pending " + pending);
  }
}
