package io.github.nanometer.cli;

import io.github.nanometer.OptionSpec;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.clock.Clock;
import io.github.nanometer.clock.TscCalibration;
import io.github.nanometer.clock.TscClock;
import io.github.nanometer.nativelib.LoopTimer;
import io.github.nanometer.nativelib.NativeAvailability;
import io.github.nanometer.nativelib.NativeLibrary;
import io.github.nanometer.nativelib.NativeMemoryLoops;
import io.github.nanometer.nativelib.ParameterBatch;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * {@code nanometer native}: says whether the JNI helper and the timestamp-counter clock are usable
 * (and why not), shows the counter's calibration, and measures the per-call overhead of the native
 * timed loop by running its empty variant with each loop timer.
 */
final class NativeCommand extends BuiltInCommand {

  private static final int BUFFER_BYTES = 4096;
  private static final int BATCH_ENTRIES = 256;
  private static final int MAX_SIZE_BYTES = 64;

  @Override
  public String name() {
    return "native";
  }

  @Override
  public String summary() {
    return "show the native helper's status and measure the native timed loop's per-call overhead";
  }

  private static final TypedOption<Long> CALLS = TypedOption.of(OptionSpec.longInteger("calls", "calls", 10_000_000L, 1,
      10_000_000_000L, "calls per round of the empty loop"));
  private static final TypedOption<Integer> ROUNDS = TypedOption.of(OptionSpec.integer("rounds", "rounds", 11, 1, 1000,
      "rounds per loop timer (one extra warm-up round is discarded)"));

  @Override
  public List<CommandOption> options() {
    return List.of(
        CALLS,
        ROUNDS);
  }

  @Override
  public String details() {
    return """
        The empty loop walks a batch of 256 (offset, size) entries and makes one indirect call
        per entry to a function that does nothing: ns/call is what every native memory loop
        pays on top of the libc function. Disable the helper with -Dnanometer.native=false.
        """;
  }

  @Override
  public int run(ParsedArgs args, PrintStream out, PrintStream err) throws UsageException {
    long calls = args.get(CALLS);
    int rounds = args.get(ROUNDS);
    if (!args.positionals().isEmpty()) {
      throw new UsageException("unexpected argument '" + args.positionals().get(0) + "'");
    }
    NativeAvailability helper = NativeLibrary.availability();
    out.println(helper.describe("native helper"));
    out.println(TscClock.availability().describe("timestamp counter clock"));
    TscClock.usable().ifPresent(tsc -> {
      TscCalibration c = tsc.calibration();
      out.printf(Locale.ROOT, "%s: %.3f MHz (%.6f ns/tick), %s, relative error bound %.1e%n",
          tsc.name(), c.frequencyHz() / 1e6, c.nanosPerTick(), c.method(), c.relativeErrorBound());
    });
    if (!helper.available()) {
      return 0;
    }
    out.printf(Locale.ROOT, "empty native timed loop: %d calls x %d rounds, batch of %d entries%n",
        calls, rounds, BATCH_ENTRIES);
    out.printf(Locale.ROOT, "%-16s %14s %16s%n", "loop timer", "min ns/call", "median ns/call");
    List<LoopTimer> timers = new ArrayList<>();
    if (TscClock.usable().isPresent()) {
      timers.add(LoopTimer.COUNTER);
    }
    timers.add(LoopTimer.MONOTONIC_NANOS);
    for (LoopTimer timer : timers) {
      double[] nanosPerCall = emptyLoopNanosPerCall(timer, calls, rounds);
      Arrays.sort(nanosPerCall);
      out.printf(Locale.ROOT, "%-16s %14.3f %16.3f%n", timer, nanosPerCall[0], nanosPerCall[(rounds - 1) / 2]);
    }
    return 0;
  }

  private static double[] emptyLoopNanosPerCall(LoopTimer timer, long calls, int rounds) {
    NativeMemoryLoops loops = NativeMemoryLoops.require(timer);
    Clock clock = TscClock.clockFor(timer);
    ByteBuffer dst = ByteBuffer.allocateDirect(BUFFER_BYTES);
    ByteBuffer src = ByteBuffer.allocateDirect(BUFFER_BYTES);
    SplittableRandom random = new SplittableRandom(42);
    int[] dstOffsets = new int[BATCH_ENTRIES];
    int[] srcOffsets = new int[BATCH_ENTRIES];
    int[] sizes = new int[BATCH_ENTRIES];
    for (int i = 0; i < BATCH_ENTRIES; i++) {
      sizes[i] = random.nextInt(MAX_SIZE_BYTES + 1);
      dstOffsets[i] = random.nextInt(BUFFER_BYTES - sizes[i] + 1);
      srcOffsets[i] = random.nextInt(BUFFER_BYTES - sizes[i] + 1);
    }
    ParameterBatch batch = ParameterBatch.of(dstOffsets, srcOffsets, sizes);
    loops.empty(dst, src, batch, calls); // warm-up: page in the code and the batch
    double[] nanosPerCall = new double[rounds];
    for (int r = 0; r < rounds; r++) {
      nanosPerCall[r] = clock.ticksToNanos(loops.empty(dst, src, batch, calls)) / calls;
    }
    return nanosPerCall;
  }
}
