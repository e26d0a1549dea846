package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** paired-check refuses --steps too small for --change, naming the smallest that works. */
class PairedCheckStepsTest {

  @Test
  void stepsTooSmallForTheChangeAreRefusedNamingTheSmallest() {
    assertEquals(500, PairedCheckCommand.minimumSteps(0.01));
    assertEquals(50, PairedCheckCommand.minimumSteps(0.1));
    assertEquals(10, PairedCheckCommand.minimumSteps(1.0));
    assertEquals(5000, PairedCheckCommand.minimumSteps(0.001));
    java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
    int status = Main.run(List.of("paired-check", "--steps", "40", "--change", "4%"), System.out,
        new java.io.PrintStream(err, true, java.nio.charset.StandardCharsets.UTF_8));
    assertEquals(2, status);
    assertEquals("nanometer paired-check: --steps: 40 is too small for --change 4%: the extra work rounds to 2 LCG "
        + "step(s), not the asked change; use --steps 125 or more (at least 5 extra steps)\n",
        err.toString(java.nio.charset.StandardCharsets.UTF_8));
  }
}
