package io.github.nanometer.history.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class JvmFlagsTest {
  @Test
  void runToRunPlumbingDoesNotKeyASeries() {
    List<String> fork = List.of("-Xms1g", "-Xmx1g", "-Dnanometer.cpuActivity=/tmp/x.42", "-XX:+AlwaysPreTouch",
        "-XX:SharedArchiveFile=/tmp/nm-17.jsa", "-Xshare:auto", "-Xlog:disable", "-Djmh.port=4242",
        "-XX:CompileCommand=blackhole,io.github.nanometer.Blackhole::sink", "-verbose:gc");
    assertEquals(List.of("-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch",
        "-XX:CompileCommand=blackhole,io.github.nanometer.Blackhole::sink"), JvmFlags.significant(fork));
  }
}
