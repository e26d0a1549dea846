package io.github.nanometer.history.store;

import java.util.Map;
import java.util.SortedMap;

/**
 * What makes two results measurements of the same benchmark: its name, parameters, mode and a
 * fingerprint of its body, so that an edited benchmark (same name, new bytecode) starts a new series
 * instead of showing its edit as a regression of the code it measures.
 *
 * @param name the benchmark's name, e.g. {@code "com.acme.Bench.parse"}; one line, not blank
 * @param parameters its parameters ({@code @Param} values, sizes), name to value; names not blank
 *     and without {@code '='}, values one line; kept sorted by name
 * @param mode what was measured per evaluation, e.g. {@code "avgt"}, {@code "sample"}, {@code
 *     "minimum"}; one line, not blank
 * @param bodyFingerprint a fingerprint of the benchmark method's bytecode (the tuning cache's body
 *     fingerprint), or a fixed text such as {@code "unknown"} where a document carries none; one line, not blank
 */
public record BenchmarkIdentity(String name, SortedMap<String, String> parameters, String mode,
    String bodyFingerprint) {

  /** Checks the parts and keeps a sorted, unmodifiable copy of the parameters. */
  public BenchmarkIdentity {
    Checks.text("name", name);
    parameters = Columns.checkedEntries("parameter", parameters);
    Checks.text("mode", mode);
    Checks.text("bodyFingerprint", bodyFingerprint);
  }

  /** The identity with parameters given in any map (copied and sorted by name). */
  public static BenchmarkIdentity of(String name, Map<String, String> parameters, String mode,
      String bodyFingerprint) {
    return new BenchmarkIdentity(name, Columns.checkedEntries("parameter", parameters), mode, bodyFingerprint);
  }

  /** The benchmark row's id: a content hash of the four parts, 32 hex digits. */
  public String id() {
    return ContentHash.of("benchmark", name, Columns.entries(parameters), mode, bodyFingerprint);
  }
}
