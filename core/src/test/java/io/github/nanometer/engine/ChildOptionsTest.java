package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.ClockChoice;
import io.github.nanometer.Estimator;
import io.github.nanometer.GeometricOptions;
import io.github.nanometer.OptionSpec;
import io.github.nanometer.OptionSpecs;
import io.github.nanometer.Options;
import io.github.nanometer.Pinning;
import io.github.nanometer.Regime;
import java.lang.reflect.RecordComponent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every option of {@link Options} crosses to a child JVM and back exactly: the arguments are
 * generated from the option table, one per member of the record, and a list that lacks one is
 * refused by its name. A member added to {@code Options} fails {@link #everyOptionCrossesExactly}
 * until {@link #everyOptionChanged()} gives it a value other than its default, and then crosses (or
 * the table, without a spec of its name, refuses to write any argument).
 */
class ChildOptionsTest {

  /** Options with every member other than its default. */
  static Options everyOptionChanged() {
    return Options.builder()
        .estimator(Estimator.WEIGHTED_MEAN)
        .budget(Duration.ofNanos(123_456_789))
        .maxWarmup(Duration.ofMillis(1234).plusNanos(5))
        .seed(-7)
        .batchSize(64)
        .minSamples(7)
        .maxSamples(5001)
        .oracle("table")
        .geometric(new GeometricOptions(3, 1.3, 5, 700, Duration.ofNanos(7), Duration.ofMillis(900).plusNanos(1),
            123_457, 0.0123456789))
        .useTuningCache(false)
        .isolateLoops(false)
        .pinning(Pinning.cpu(3))
        .clock(ClockChoice.AUTO)
        .compilations(5)
        .regime(Regime.REPLAYED)
        .evaluationsPerSample(96)
        .confidence(0.987654321)
        .build();
  }

  private static Map<String, String> pairs(List<String> args) {
    Map<String, String> pairs = new LinkedHashMap<>();
    for (String a : args) {
      pairs.put(a.substring(0, a.indexOf('=')), a.substring(a.indexOf('=') + 1));
    }
    return pairs;
  }

  private static Object member(RecordComponent c, Options o) throws ReflectiveOperationException {
    return c.getAccessor().invoke(o);
  }

  @Test
  void everyOptionCrossesExactly() throws ReflectiveOperationException {
    Options o = everyOptionChanged();
    Options defaults = Options.builder().seed(0).build();
    List<String> members = new ArrayList<>();
    for (RecordComponent c : Options.class.getRecordComponents()) {
      members.add(c.getName());
      assertNotEquals(member(c, defaults), member(c, o),
          c.getName() + ": give it a value other than its default in everyOptionChanged()");
    }
    assertEquals(members, ChildOptions.NAMES, "every member of Options crosses");
    assertEquals(members, OptionSpecs.OPTIONS.stream().map(OptionSpec::name).toList(), "one spec per member");
    for (OptionSpec<?> spec : List.of(OptionSpecs.BUDGET, OptionSpecs.MAX_WARMUP, OptionSpecs.PINNING,
        OptionSpecs.GEOMETRIC)) {
      assertEquals(spec, spec.base(), "an exact text form narrows nothing: " + spec);
    }
    List<String> args = ChildOptions.args(o);
    assertEquals(ChildOptions.NAMES, List.copyOf(pairs(args).keySet()));
    Options back = ChildOptions.read(pairs(args));
    assertEquals(o, back);
    RecordComponent[] components = Options.class.getRecordComponents();
    for (RecordComponent c : components) {
      assertEquals(member(c, o), member(c, back), c.getName());
    }
    // Each value in its spec's own exact text form, read back through the same spec.
    for (int i = 0; i < components.length; i++) {
      assertEquals(components[i].getName() + "=" + exactText(OptionSpecs.OPTIONS.get(i), member(components[i], o)),
          args.get(i));
    }
  }

  @SuppressWarnings("unchecked")
  private static <T> String exactText(OptionSpec<T> spec, Object value) {
    return spec.exactText((T) value);
  }

  @Test
  void eachKindOfValueHasAnExactSpelling() {
    Map<String, String> p = pairs(ChildOptions.args(everyOptionChanged()));
    assertEquals("weighted-mean", p.get("estimator"));
    assertEquals("123456789ns", p.get("budget"));
    assertEquals("1234000005ns", p.get("maxWarmup"));
    assertEquals("-7", p.get("seed"));
    assertEquals("3,1.3,5,700,7ns,900000001ns,123457,0.0123456789", p.get("geometric"));
    assertEquals("false", p.get("useTuningCache"));
    assertEquals("cpu 3", p.get("pinning"));
    assertEquals("auto", p.get("clock"));
    assertEquals("replayed", p.get("regime"));
    assertEquals("96", p.get("evaluationsPerSample"));
    assertEquals("0.987654321", p.get("confidence"));
    Options tiny = Options.builder().confidence(0.5000000000000001).build();
    assertEquals(tiny, ChildOptions.read(pairs(ChildOptions.args(tiny))), "a double crosses to the last bit");
  }

  @Test
  void geometricSettingsThatFollowTheBudgetStillFollowItInTheChild() {
    Options o = Options.builder().budget(Duration.ofMillis(250)).build();
    Options back = ChildOptions.read(pairs(ChildOptions.args(o)));
    assertEquals(o, back);
    assertTrue(back.geometricFollowsBudget());
    assertEquals(Duration.ofSeconds(2), back.toBuilder().budget(Duration.ofSeconds(2)).build().geometric().maxDuration());
  }

  @Test
  void aListLackingAnyOptionIsRefusedByItsName() {
    Map<String, String> all = pairs(ChildOptions.args(everyOptionChanged()));
    for (String name : ChildOptions.NAMES) {
      Map<String, String> lacking = new LinkedHashMap<>(all);
      lacking.remove(name);
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ChildOptions.read(lacking));
      assertTrue(e.getMessage().startsWith("child options need " + name + "=..."), e.getMessage());
      IllegalArgumentException direct = assertThrows(IllegalArgumentException.class, () -> Options.fromText(lacking));
      assertTrue(direct.getMessage().startsWith("options lack " + name + " "), direct.getMessage());
    }
  }

  @Test
  void refusedValuesAndUnknownNamesAreNamed() {
    Map<String, String> all = new LinkedHashMap<>(pairs(ChildOptions.args(everyOptionChanged())));
    Map<String, String> extra = new LinkedHashMap<>(all);
    extra.put("class", "p.C");
    assertEquals(everyOptionChanged(), ChildOptions.read(extra), "the caller's own keys are left to it");
    assertEquals("no option of Options is named [class]",
        assertThrows(IllegalArgumentException.class, () -> Options.fromText(extra)).getMessage());
    all.put("budget", "2s");
    assertEquals("budget must be whole nanoseconds (e.g. 1500ns), got '2s'",
        assertThrows(IllegalArgumentException.class, () -> ChildOptions.read(all)).getMessage());
    all.put("budget", "1000000000ns");
    all.put("batchSize", "3");
    assertTrue(assertThrows(IllegalArgumentException.class, () -> ChildOptions.read(all)).getMessage()
        .startsWith("batchSize must be a power of two"));
    all.put("batchSize", "64");
    all.put("minSamples", "6000");
    assertTrue(assertThrows(IllegalArgumentException.class, () -> ChildOptions.read(all)).getMessage()
        .startsWith("minSamples (6000) must not exceed maxSamples"));
    all.put("minSamples", "7");
    all.put("useTuningCache", "yes");
    assertEquals("useTuningCache must be true or false, got 'yes'",
        assertThrows(IllegalArgumentException.class, () -> ChildOptions.read(all)).getMessage());
  }

  @Test
  void nanometerPropertiesPassOnSortedUnlessTheChildsJvmArgumentsSetThem() {
    java.util.Properties p = new java.util.Properties();
    p.setProperty("nanometer.b", "2");
    p.setProperty("nanometer.a", "x y");
    p.setProperty("nanometer.quiet", "false");
    p.setProperty("nanometerish", "no");
    p.setProperty("user.dir", "/");
    assertEquals(List.of("-Dnanometer.a=x y", "-Dnanometer.b=2", "-Dnanometer.quiet=false"),
        ChildJvm.nanometerProperties(p, List.of("-Xmx1g")));
    assertEquals(List.of("-Dnanometer.a=x y"),
        ChildJvm.nanometerProperties(p, List.of("-Dnanometer.quiet=true", "-Dnanometer.b")));
  }

  @Test
  void everyChildCommandCarriesThisJvmsNanometerProperties() {
    String key = "nanometer.childOptionsTest";
    System.setProperty(key, "1");
    try {
      List<String> cmd = ChildJvm.javaCommand(List.of("-Xss2m"));
      int flag = cmd.indexOf("-D" + key + "=1");
      assertTrue(flag > 0 && flag < cmd.indexOf("-Xss2m"), "before the child's own JVM arguments: " + cmd);
    } finally {
      System.clearProperty(key);
    }
  }
}
