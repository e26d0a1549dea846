package io.github.nanometer.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.cli.spi.UsageException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code nanometer jmh --param}'s groups (the command's other checks: JmhCommandTest, through the CLI). */
class JmhCommandParamsTest {

  @Test
  void paramsAreGroupsOfNameAndValues() throws UsageException {
    assertEquals(Map.of("size", List.of("1", "16"), "kind", List.of("a")), JmhCommand.params("size=1,16;kind=a"));
    assertEquals(Map.of(), JmhCommand.params(""));
    for (String bad : List.of("size", "=1", "size=", "size=1,,2", "size=1;size=2", "9x=1")) {
      UsageException e = assertThrows(UsageException.class, () -> JmhCommand.params(bad), bad);
      assertTrue(e.getMessage().startsWith("--param"), e.getMessage());
    }
  }
}
