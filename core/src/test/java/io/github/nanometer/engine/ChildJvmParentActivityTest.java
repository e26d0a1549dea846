package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Options;
import io.github.nanometer.Pinning;
import io.github.nanometer.os.CpuActivityText;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * A child that chooses its cpu automatically gets the parent's measurement of the cpus, taken just
 * before it starts ({@link ChildJvm#withParentActivity}); one pinned by the user, or not at all,
 * starts as before.
 */
class ChildJvmParentActivityTest {

  @Test
  void aChildPinnedAutomaticallyGetsTheParentsMeasurement() {
    Assumptions.assumeTrue(Files.isReadable(Path.of("/proc/stat")), "needs /proc");
    List<String> auto = List.of("java", "-cp", "x", "Main", "seed=1", ChildJvm.AUTO_PINNING, "out.json");
    List<String> with = ChildJvm.withParentActivity(auto);
    assertEquals(auto.size() + 1, with.size(), with.toString());
    String flag = with.get(1);
    assertTrue(flag.startsWith("-D" + CpuActivityText.PROPERTY + "="), flag);
    assertTrue(CpuActivityText.read(flag.substring(flag.indexOf('=') + 1)).isPresent(), flag);
    assertEquals(auto, concatWithout(with, 1), "nothing else changes");
  }

  @Test
  void aChildPinnedByTheUserOrNotAtAllStartsAsBefore() {
    for (Pinning p : List.of(Pinning.none(), Pinning.cpu(0))) {
      List<String> cmd = new java.util.ArrayList<>(List.of("java", "Main"));
      cmd.addAll(ChildOptions.args(Options.builder().pinning(p).build()));
      assertEquals(cmd, ChildJvm.withParentActivity(cmd), p.toString());
    }
  }

  @Test
  void theChildArgumentOfAutomaticPinningIsTheOneChildOptionsWrites() {
    assertTrue(ChildOptions.args(Options.builder().pinning(Pinning.auto()).build()).contains(ChildJvm.AUTO_PINNING));
  }

  private static List<String> concatWithout(List<String> list, int index) {
    List<String> copy = new java.util.ArrayList<>(list);
    copy.remove(index);
    return copy;
  }
}
