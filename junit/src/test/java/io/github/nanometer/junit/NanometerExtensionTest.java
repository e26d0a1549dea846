package io.github.nanometer.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.nanometer.Nanometer;
import org.junit.jupiter.api.Test;

class NanometerExtensionTest {

  static class Base {
    void inherited(PerformanceTester tester) {}
  }

  static final class Mixed extends Base {
    void one(PerformanceTester tester) {
      Runnable capturesTheTester = () -> tester.settings();   // compiles to a synthetic lambda$ method
      capturesTheTester.run();
    }

    void two(Nanometer nm, PerformanceTester tester) {}

    void notCounted(Nanometer nm) {}

    void neither() {}
  }

  @Test
  void countsTheMethodsThatTakeATesterIncludingInheritedOnes() {
    assertEquals(3, NanometerExtension.countTesterMethods(Mixed.class));
    assertEquals(0, NanometerExtension.countTesterMethods(Object.class));
  }
}
