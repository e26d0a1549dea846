package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Pinning;
import io.github.nanometer.cli.spi.UsageException;
import java.util.List;
import org.junit.jupiter.api.Test;

class RunFlagsCpuTest {

  private static Pinning parse(String... args) throws UsageException {
    return RunFlags.pinning(ParsedArgs.parse(List.of(args), List.of(RunFlags.cpuOption())));
  }

  @Test
  void cpuFlagAcceptsAutoNoneAndNumbers() throws UsageException {
    assertEquals(Pinning.auto(), parse());
    assertEquals(Pinning.auto(), parse("--cpu", "auto"));
    assertEquals(Pinning.none(), parse("--cpu", "none"));
    assertEquals(Pinning.cpu(3), parse("--cpu=3"));
  }

  @Test
  void badCpuNamesTheValueAndTheAcceptedForms() {
    for (String bad : List.of("x", "-1", "70000", "1.5")) {
      UsageException e = assertThrows(UsageException.class, () -> parse("--cpu", bad));
      assertTrue(e.getMessage().contains("'" + bad + "'") && e.getMessage().contains("auto, none"), e.getMessage());
    }
  }
}
