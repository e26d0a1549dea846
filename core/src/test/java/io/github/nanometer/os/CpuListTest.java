package io.github.nanometer.os;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.BitSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The kernel's cpu-list format (Documentation/admin-guide/kernel-parameters.rst, "cpu lists"). */
class CpuListTest {

  static BitSet set(int... cpus) {
    BitSet b = new BitSet();
    for (int c : cpus) {
      b.set(c);
    }
    return b;
  }

  @Test
  void parsesListsAndRanges() {
    assertEquals(set(0, 1, 2, 3, 8, 10, 11), CpuList.parse("0-3,8,10-11"));
    assertEquals(set(5), CpuList.parse("5"));
    assertEquals(set(2, 3, 4), CpuList.parse(" 2 - 4 \n"));
    assertEquals(set(1, 3), CpuList.parse("3,1,3"));
    assertEquals(set(), CpuList.parse(""));
    assertEquals(set(), CpuList.parse("  \n"));
    assertEquals(set(), CpuList.parse(null));
    assertEquals(set(7), CpuList.parse("7-7"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "0", "0-1", "0,2,4", "0-3,8,10-11", "5-7,9-12", "0-65536"})
  void formatInvertsParse(String text) {
    assertEquals(text, CpuList.format(CpuList.parse(text)));
  }

  @Test
  void formatsTheCompactForm() {
    assertEquals("1-2", CpuList.format(set(1, 2)));
    assertEquals("0,2-4,6", CpuList.format(set(0, 2, 3, 4, 6)));
    assertEquals(set(0, 2, 3, 4, 6), CpuList.parse(CpuList.format(set(0, 2, 3, 4, 6))));
  }

  @Test
  void skipsIsolcpusFlags() {
    assertEquals(set(2, 3), CpuList.parse("domain,managed_irq,2-3"));
    assertEquals(set(1, 3, 4), CpuList.parse("nohz,domain,1,3-4"));
    assertEquals(set(), CpuList.parse("managed_irq"));
  }

  @Test
  void groupedRangesTakeTheUsedCpusOfEachGroup() {
    // "<first>-<last>:<used>/<group size>": in each group of 5 starting at 0, the first 2.
    assertEquals(set(0, 1, 5, 6), CpuList.parse("0-9:2/5"));
    assertEquals(set(0, 2, 4, 6), CpuList.parse("0-7:1/2"));
    // The kernel's example: 100-2550:2/25 starts 100, 101, 125, 126, ...
    BitSet big = CpuList.parse("100-2550:2/25");
    assertEquals(set(100, 101, 125, 126), big.get(0, 127));
    // Groups start at 100, 125, ..., 2550 (99 of them); the last is cut to one cpu by the end.
    assertEquals(2 * 98 + 1, big.cardinality());
    // The last group is cut at the range's end.
    assertEquals(set(0, 1, 2, 4), CpuList.parse("0-4:3/4"));
    assertMessage(() -> CpuList.parse("0-9:6/5"), "'0-9:6/5'");
    assertMessage(() -> CpuList.parse("0-9:1/0"), "'0-9:1/0'");
    assertMessage(() -> CpuList.parse("0-7:2"), "'0-7:2'", "<used>/<group size>");
    assertEquals(set(5), CpuList.parse("5:1/2"));
  }

  @Test
  void badInputNamesTheElementAndTheList() {
    assertMessage(() -> CpuList.parse("3-1"), "'3-1'", "backwards");
    assertMessage(() -> CpuList.parse("0,1-x"), "'x'", "not a cpu number", "'0,1-x'");
    assertMessage(() -> CpuList.parse("1;2"), "'1;2'");
    assertMessage(() -> CpuList.parse("-1"), "not a cpu number");
    assertMessage(() -> CpuList.parse("65537"), "65537", "out of range");
    assertEquals(set(CpuList.MAX_CPU), CpuList.parse(String.valueOf(CpuList.MAX_CPU)));
  }

  private static void assertMessage(org.junit.jupiter.api.function.Executable e, String... parts) {
    IllegalArgumentException ex = assertThrows(IllegalArgumentException.class, e);
    for (String s : parts) {
      assertTrue(ex.getMessage().contains(s), "'" + ex.getMessage() + "' should contain '" + s + "'");
    }
  }
}
