package io.github.nanometer.engine;

import io.github.nanometer.Result;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ServiceLoader;

/**
 * Writing and reading one result as a {@code nanometer-results} document, as forks and their parent
 * exchange them. The implementation lives with the document writers ({@code
 * childresults.ResultDocumentsService}, found by {@link ServiceLoader}), so the engine does not depend on
 * the output packages.
 */
public interface ResultDocuments {

  /** Writes {@code result} as a complete document to {@code file}. */
  void write(Result result, Path file) throws IOException;

  /**
   * Reads the one result of the document in {@code file}.
   *
   * @throws IllegalArgumentException when the file is not a one-result {@code nanometer-results} document
   */
  Result read(Path file) throws IOException;

  /**
   * The implementation on the class path.
   *
   * @throws IllegalStateException when none is (the nanometer jar is incomplete)
   */
  static ResultDocuments load() {
    return ServiceLoader.load(ResultDocuments.class, ResultDocuments.class.getClassLoader()).findFirst()
        .orElseThrow(() -> new IllegalStateException("no " + ResultDocuments.class.getName()
            + " service on the class path (META-INF/services missing from the nanometer jar)"));
  }
}
