package io.github.nanometer.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Options;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@link JmhRunner} decides before any JVM starts: the child's command line and the refusals of bad requests. */
class JmhRunnerTest {

  @TempDir
  Path dir;

  @Test
  void theChildGetsBothBlackholesTheCompileCommandsAndTheForkFlagsInOrder() {
    IterationSpec s = new IterationSpec(5, Duration.ofSeconds(10), 1);
    JmhBenchmark b = new JmhBenchmark("p.C", "m", JmhMode.AVERAGE_TIME, Map.of("n", "1"), TimeUnit.NANOSECONDS, 1,
        s, s, 1, List.of("-Xmx1g"), List.of("-XX:CompileCommand=inline,p/C.m"), List.of());
    JmhRequest request = new JmhRequest(List.of(dir), List.of(), Map.of(), Options.builder().seed(5).build(), false,
        List.of("-Dextra=1"));
    List<String> cmd = JmhRunner.command(b, request, dir.resolve("out.json"));
    int nanometerBlackhole = cmd.indexOf("-XX:CompileCommand=blackhole,io.github.nanometer.Blackhole::sink");
    int jmhBlackhole = cmd.indexOf("-XX:CompileCommand=blackhole,org/openjdk/jmh/infra/Blackhole.consumeCompiler");
    int inline = cmd.indexOf("-XX:CompileCommand=inline,p/C.m");
    int fork = cmd.indexOf("-Xmx1g");
    int extra = cmd.indexOf("-Dextra=1");
    int main = cmd.indexOf(JmhChild.class.getName());
    assertTrue(nanometerBlackhole > 0 && nanometerBlackhole < jmhBlackhole && jmhBlackhole < inline && inline < fork
        && fork < extra && extra < main, cmd.toString());
    assertTrue(cmd.contains("-DcompilerBlackholesEnabled=true"), cmd.toString());
    assertTrue(cmd.get(cmd.indexOf("-cp") + 1).endsWith(dir.toString()), "the user's class path comes last");
    assertTrue(cmd.containsAll(List.of("class=p.C", "method=m", "mode=avgt", "fixed=false", "param.n=1", "seed=5")),
        cmd.toString());
    assertEquals(dir.resolve("out.json").toString(), cmd.get(cmd.size() - 1));
  }

  @Test
  void aClassPathWithoutJmhIsRefusedWithTheReason() {
    JmhRequest request = JmhRequest.of(List.of(dir), Options.defaults());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> JmhRunner.plan(request, l -> { }));
    assertTrue(e.getMessage().contains("no JMH"), e.getMessage());
  }

  @Test
  void unknownParamsAndUnmatchedFiltersAreRefused() throws Exception {
    List<Path> cp = JmhSamplesTest.samplesClassPath();
    Options o = Options.defaults();
    IllegalArgumentException none = assertThrows(IllegalArgumentException.class, () -> JmhRunner.plan(
        new JmhRequest(cp, List.of(Pattern.compile("NoSuchBenchmark")), Map.of(), o, false, List.of()), l -> { }));
    assertTrue(none.getMessage().contains("no benchmark matches"), none.getMessage());
    IllegalArgumentException param = assertThrows(IllegalArgumentException.class, () -> JmhRunner.plan(
        new JmhRequest(cp, List.of(Pattern.compile("HelloWorld")), Map.of("size", List.of("1")), o, false,
            List.of()), l -> { }));
    assertTrue(param.getMessage().contains("param 'size'"), param.getMessage());
    JmhPlan plan = JmhRunner.plan(new JmhRequest(cp, List.of(Pattern.compile("_27_")), Map.of("arg", List.of("1", "2")),
        o, false, List.of()), l -> { });
    assertEquals(2 * 7, plan.runs().size(), "two overridden args x seven declared certainties");
  }

  @Test
  void requestsCheckTheirParts() {
    assertThrows(IllegalArgumentException.class, () -> JmhRequest.of(List.of(), Options.defaults()));
    assertThrows(IllegalArgumentException.class, () -> JmhRequest.of(List.of(dir.resolve("missing.jar")),
        Options.defaults()));
    assertThrows(IllegalArgumentException.class, () -> new JmhRequest(List.of(dir), List.of(), Map.of("n", List.of()),
        Options.defaults(), false, List.of()));
  }
}
