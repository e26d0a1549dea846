package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 42, item 5: the temporary files of a parent killed by SIGKILL (which deletes nothing) are
 * deleted by the next parent that makes one in the same directory; a live process's, and files
 * that name no process, are left alone.
 */
class ChildTemporariesTest {

  @TempDir
  Path tmp;

  @Test
  void theFirstResultFileInADirectorySweepsTheFilesOfProcessesThatAreGone() throws Exception {
    Process gone = new ProcessBuilder("true").start();
    gone.waitFor();
    long me = ProcessHandle.current().pid();
    Path deadResult = Files.createFile(tmp.resolve("nanometer-child-" + gone.pid() + "-1.json"));
    Path deadTraining = Files.createFile(tmp.resolve("nanometer-child-" + gone.pid() + "-1.json.training"));
    Path live = Files.createFile(tmp.resolve("nanometer-child-" + me + "-2.json"));
    Path noPid = Files.createFile(tmp.resolve("nanometer-child-123.json")); // an older build's name
    Path made = ChildTemporaries.resultFile(tmp);
    assertFalse(Files.exists(deadResult), "a dead parent's result file");
    assertFalse(Files.exists(deadTraining), "a dead parent's training file");
    assertTrue(Files.exists(live) && Files.exists(noPid), "a live process's file and one that names none stay");
    String name = made.getFileName().toString();
    assertTrue(name.startsWith("nanometer-child-" + me + "-") && name.endsWith(".json"), name);
    assertEquals(0, Files.size(made));
    assertEquals(name + ".training", ChildTemporaries.trainingFile(made).getFileName().toString());
  }
}
