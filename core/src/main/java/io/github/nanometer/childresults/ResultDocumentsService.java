package io.github.nanometer.childresults;

import io.github.nanometer.Result;
import io.github.nanometer.engine.ResultDocuments;
import io.github.nanometer.results.ResultReader;
import io.github.nanometer.results.ResultWriter;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * {@link ResultDocuments} by {@link ResultWriter} and {@link ResultReader}: what forks and their parent
 * exchange. In a package of its own, not exported, so that the engine's service interface stays out
 * of the API's signatures.
 */
public final class ResultDocumentsService implements ResultDocuments {

  /** For {@link java.util.ServiceLoader}. */
  public ResultDocumentsService() {}

  @Override
  public void write(Result result, Path file) throws IOException {
    // buffered: the writer hands the stream thousands of short pieces, each a write(2) unbuffered
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16);
        PrintStream ps = new PrintStream(out, false, StandardCharsets.UTF_8)) {
      ResultWriter.json(List.of(result), ps);
      if (ps.checkError()) {
        throw new IOException("writing " + file + " failed");
      }
    }
  }

  @Override
  public Result read(Path file) throws IOException {
    List<Result> results = ResultReader.read(file);
    if (results.size() != 1) {
      throw new IllegalArgumentException(file + ": expected one result, got " + results.size());
    }
    return results.get(0);
  }
}
