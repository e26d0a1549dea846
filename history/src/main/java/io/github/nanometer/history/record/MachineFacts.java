package io.github.nanometer.history.record;

import io.github.nanometer.history.store.MachineIdentity;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The machine facts a document states, each possibly absent: an older document states no CPU model
 * or memory (the suite's names its CPU), a JMH file none at all.
 *
 * @param cpuModel the CPU model name
 * @param cores the logical processors, at least 1
 * @param memoryBytes the physical memory, at least 1
 * @param kernel the OS name and release, e.g. {@code "Linux 6.1.0"}
 */
record MachineFacts(Optional<String> cpuModel, OptionalInt cores, OptionalLong memoryBytes, Optional<String> kernel) {

  /** A document that states no machine fact (JMH's). */
  static final MachineFacts NONE = new MachineFacts(Optional.empty(), OptionalInt.empty(), OptionalLong.empty(),
      Optional.empty());

  /**
   * The machine identity: labelled with {@code label} when given (unknown facts then {@link
   * MachineIdentity#UNKNOWN} or 0), else from the facts, all of which must then be stated.
   *
   * @throws DocumentException naming {@code document}, the facts it lacks and {@code --machine}
   */
  MachineIdentity identity(Optional<String> label, Path document, String documentName) {
    if (label.isEmpty()) {
      List<String> missing = new ArrayList<>();
      cpuModel.ifPresentOrElse(x -> { }, () -> missing.add("CPU model"));
      cores.ifPresentOrElse(x -> { }, () -> missing.add("cores"));
      memoryBytes.ifPresentOrElse(x -> { }, () -> missing.add("memory"));
      kernel.ifPresentOrElse(x -> { }, () -> missing.add("kernel"));
      if (!missing.isEmpty()) {
        throw new DocumentException(document, documentName + " does not state the machine's "
            + String.join(", ", missing) + ", which identify its series; name the machine with --machine LABEL");
      }
    }
    try {
      return new MachineIdentity(cpuModel.orElse(MachineIdentity.UNKNOWN), cores.orElse(0), memoryBytes.orElse(0),
          kernel.orElse(MachineIdentity.UNKNOWN), label);
    } catch (IllegalArgumentException e) {
      throw new DocumentException(document, "machine: " + e.getMessage(), e);
    }
  }
}
