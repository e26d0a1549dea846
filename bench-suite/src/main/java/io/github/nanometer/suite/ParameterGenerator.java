package io.github.nanometer.suite;

import io.github.nanometer.spi.CallBatch;
import java.util.SplittableRandom;

/**
 * Draws call parameters into a {@link CallBatch} from a seeded generator, outside the timed
 * region: a size from the {@link SizeSource}, and offsets uniform over the multiples of the plan's
 * alignment that keep {@code offset + size} within the buffer share. Source and destination share
 * one offset unless the plan draws them independently; memmove's destination is fixed and its
 * source moves (llvm-libc's layout).
 *
 * <p>Offsets are drawn against the source's largest size (as llvm-libc), so they do not depend on
 * the size drawn for the same call. Sizes are drawn as {@link SizeDrawing} says.
 */
public final class ParameterGenerator {

  private final SizeSource sizes;
  private final BufferPlan plan;
  private final SplittableRandom random;
  private final int offsetSlots;
  private final SizeDrawing drawing;

  /**
   * A generator for calls of {@code sizes} within {@code plan}, seeded with {@code seed}.
   *
   * @throws IllegalArgumentException when the largest size does not fit the plan's share
   */
  public ParameterGenerator(SizeSource sizes, BufferPlan plan, long seed) {
    this(sizes, plan, seed, SizeDrawing.INDEPENDENT);
  }

  /**
   * As {@link #ParameterGenerator(SizeSource, BufferPlan, long)}, drawing sizes as {@code drawing} says.
   */
  public ParameterGenerator(SizeSource sizes, BufferPlan plan, long seed, SizeDrawing drawing) {
    if (sizes.maxSizeBytes() > plan.maxSizeBytes()) {
      throw new IllegalArgumentException("sizes up to " + sizes.maxSizeBytes() + " bytes (" + sizes.label()
          + ") do not fit the " + plan.shareBytes() + "-byte buffer; the largest allowed size is " + plan.maxSizeBytes());
    }
    this.sizes = sizes;
    this.plan = plan;
    this.random = new SplittableRandom(seed);
    this.offsetSlots = plan.maxOffset(sizes.maxSizeBytes()) / plan.alignment() + 1;
    this.drawing = drawing;
  }

  /** A batch shaped for this generator's plan (shared offsets unless independent or memmove). */
  public CallBatch newBatch(int entries) {
    boolean separate = plan.independentOffsets() || plan.function() == MemoryFunction.MEMMOVE;
    CallBatch b = new CallBatch(entries, !separate);
    if (drawing == SizeDrawing.STRATIFIED_SHUFFLED) {
      int[] strata = b.sizes();
      for (int k = 0; k < entries; k++) {
        strata[k] = sizes.sizeAtQuantile((k + 0.5) / entries);
      }
    }
    fill(b);
    return b;
  }

  /**
   * Redraws every entry of {@code batch}. With {@link SizeDrawing#STRATIFIED_SHUFFLED} the batch
   * must come from {@link #newBatch}, which seeds it with the quantiles that are then reshuffled.
   */
  public void fill(CallBatch batch) {
    batch.changed();
    int align = plan.alignment();
    boolean memmove = plan.function() == MemoryFunction.MEMMOVE;
    int fixedDst = plan.fixedDestinationOffset();
    boolean independent = !batch.sharedOffsets() && !memmove;
    if (batch.sharedOffsets() && (memmove || plan.independentOffsets())) {
      throw new IllegalArgumentException("this plan needs separate source and destination offsets; use newBatch");
    }
    int[] batchSizes = batch.sizes();
    int[] dstOffsets = batch.dstOffsets();
    int[] srcOffsets = batch.srcOffsets();
    for (int i = 0; i < batchSizes.length; i++) {
      if (drawing == SizeDrawing.INDEPENDENT) {
        batchSizes[i] = sizes.nextSize(random);
      } else {
        // Fisher-Yates: entries below i are already shuffled; swap in one of the rest.
        int j = i + random.nextInt(batchSizes.length - i);
        int t = batchSizes[i];
        batchSizes[i] = batchSizes[j];
        batchSizes[j] = t;
      }
      int offset = random.nextInt(offsetSlots) * align;
      if (memmove) {
        dstOffsets[i] = fixedDst;
        srcOffsets[i] = offset;
      } else {
        dstOffsets[i] = offset;
        if (independent) {
          srcOffsets[i] = random.nextInt(offsetSlots) * align;
        }
      }
    }
  }

  /** How sizes are drawn. */
  public SizeDrawing drawing() {
    return drawing;
  }

  /** The size source. */
  public SizeSource sizes() {
    return sizes;
  }

  /** The buffer plan. */
  public BufferPlan plan() {
    return plan;
  }
}
