package io.github.nanometer.history.bisect;

import io.github.nanometer.json.AtomicOutput;
import io.github.nanometer.json.IoReasons;
import io.github.nanometer.json.JsonReader;
import io.github.nanometer.json.JsonValue;
import io.github.nanometer.json.JsonWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The state file of {@code --state FILE}: JSON of kind {@value #KIND}, version {@value #VERSION},
 * replaced atomically (a temporary sibling renamed over it) after every probe, so an interrupted
 * bisection leaves the state of its last finished probe and never a truncated file.
 */
public final class BisectStateFile {
  /** The document's {@code kind}. */
  public static final String KIND = "nanometer-history-bisect-state";
  /** The document's {@code version}. */
  public static final int VERSION = 1;

  private final Path file;

  /** @param file where the state lives */
  public BisectStateFile(Path file) {
    this.file = file;
  }

  /** Where the state lives. */
  public Path file() {
    return file;
  }

  /**
   * The saved state; empty when the file does not exist.
   *
   * @throws BisectException when it exists but cannot be read or is not a bisection state (the
   *     message names the file and the bad member)
   */
  public Optional<BisectState> read() throws BisectException {
    if (!Files.exists(file)) {
      return Optional.empty();
    }
    try {
      JsonValue root = JsonValue.root(JsonReader.parseObject(JsonReader.readFile(file)));
      if (!KIND.equals(root.get("kind").string()) || root.get("version").integer() != VERSION) {
        throw new BisectException("state file " + file + " is not a bisection state of version " + VERSION
            + " (kind " + KIND + ")");
      }
      List<ProbeOutcome> probes = new ArrayList<>();
      for (JsonValue p : root.get("probes").elements()) {
        probes.add(probe(p));
      }
      return Optional.of(new BisectState(root.get("good").string(), root.get("bad").string(),
          root.get("stepFraction").number(), root.get("seed").longValue(), root.get("build").string(),
          root.get("run").string(), probes));
    } catch (IOException e) {
      throw new BisectException("state file " + file + " cannot be read: " + IoReasons.of(e));
    } catch (IllegalArgumentException e) {
      throw new BisectException("state file " + file + " is not a bisection state: " + e.getMessage());
    }
  }

  /**
   * Replaces the file with {@code state}, atomically.
   *
   * @throws BisectException when it cannot be written (the previous state is then unchanged)
   */
  public void write(BisectState state) throws BisectException {
    try (AtomicOutput out = AtomicOutput.open(file)) {
      Writer w = out.writer();
      JsonWriter json = new JsonWriter(w, true);
      json.beginObject().field("kind", KIND).field("version", VERSION)
          .field("good", state.goodSha()).field("bad", state.badSha())
          .field("stepFraction", state.stepFraction()).field("seed", state.seed())
          .field("build", state.buildCommand()).field("run", state.runCommand());
      json.name("probes").beginArray();
      for (ProbeOutcome p : state.probes()) {
        json.beginObject().field("sha", p.sha()).field("verdict", p.verdict().text()).field("pairs", p.pairs())
            .field("changeLowFraction", p.changeLowFraction()).field("changeHighFraction", p.changeHighFraction())
            .field("buildNanos", p.buildNanos()).field("measuringNanos", p.measuringNanos())
            .field("note", p.note()).endObject();
      }
      json.endArray().endObject().finish();
      out.commit();
    } catch (IOException e) {
      throw new BisectException("state file " + file + " cannot be written: " + IoReasons.of(e));
    }
  }

  /** One probe; an interval end written as null (unbounded) reads back as the infinity it was. */
  private static ProbeOutcome probe(JsonValue p) {
    double low = p.get("changeLowFraction").number();
    double high = p.get("changeHighFraction").number();
    return new ProbeOutcome(p.get("sha").string(), ProbeVerdict.fromText(p.get("verdict").string()),
        p.get("pairs").integer(), Double.isNaN(low) ? Double.NEGATIVE_INFINITY : low,
        Double.isNaN(high) ? Double.POSITIVE_INFINITY : high, p.get("buildNanos").longValue(),
        p.get("measuringNanos").longValue(), p.get("note").string());
  }
}
