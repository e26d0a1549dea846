package io.github.nanometer.history.store;

import java.util.List;

/**
 * One series of the history: the results of one benchmark's one measure on one machine and one JVM,
 * over commits. A JDK feature release, a JVM flag, a different machine or an edited benchmark body
 * starts a new series, so such a change is never blamed on a commit; a kernel or JDK update release
 * stays in the series (a chart draws it as a rule).
 *
 * @param benchmark the benchmark's identity (name, parameters, mode, body fingerprint)
 * @param measure what the estimate is, e.g. {@code "median time per evaluation"}; one line, not blank
 * @param machine the machine's {@link MachineIdentity#seriesIdentity()}; one line, not blank
 * @param jvmVendor the JVM's vendor; one line, not blank
 * @param jvmFeatureVersion the JVM's feature release, e.g. 17; at least 1
 * @param jvmFlags the JVM's flags in order; each one line, not blank
 */
public record SeriesKey(BenchmarkIdentity benchmark, String measure, String machine, String jvmVendor,
    int jvmFeatureVersion, List<String> jvmFlags) {

  /** Checks the parts and copies the flags. */
  public SeriesKey {
    Checks.present("benchmark", benchmark);
    Checks.text("measure", measure);
    Checks.text("machine", machine);
    Checks.text("jvmVendor", jvmVendor);
    Checks.atLeast("jvmFeatureVersion", jvmFeatureVersion, 1);
    jvmFlags = Checks.list("jvmFlags", jvmFlags);
    for (String flag : jvmFlags) {
      Checks.text("jvm flag", flag);
    }
  }

  /** The series a result of {@code benchmark}'s {@code measure} on {@code machine} and {@code jvm} belongs to. */
  public static SeriesKey of(BenchmarkIdentity benchmark, String measure, MachineIdentity machine, JvmIdentity jvm) {
    return new SeriesKey(benchmark, measure, machine.seriesIdentity(), jvm.vendor(), jvm.featureVersion(),
        jvm.flags());
  }

  /** The series' id: a content hash of the benchmark's id and the other parts, 32 hex digits. */
  public String id() {
    return ContentHash.of("series", benchmark.id(), measure, machine, jvmVendor, Integer.toString(jvmFeatureVersion),
        Columns.lines(jvmFlags));
  }
}
