package io.github.nanometer.os;

import java.util.BitSet;
import java.util.Optional;

/** A {@link LinuxSyscalls} with a settable affinity and injectable errno values. */
final class FakeSyscalls implements LinuxSyscalls {
  final BitSet affinity = new BitSet();
  int tid = 4242;
  int setErrno;
  int getErrno;
  BitSet rewriteTo;
  int setCalls;

  FakeSyscalls(String initialAffinity) {
    affinity.or(CpuList.parse(initialAffinity));
  }

  @Override
  public int gettid() {
    return tid;
  }

  @Override
  public int setAffinity(int t, BitSet cpus) {
    setCalls++;
    if (setErrno != 0) {
      return -setErrno;
    }
    affinity.clear();
    affinity.or(rewriteTo != null ? rewriteTo : cpus);
    return 0;
  }

  @Override
  public int getAffinity(int t, BitSet into) {
    into.clear();
    if (getErrno != 0) {
      return -getErrno;
    }
    into.or(affinity);
    return 0;
  }

  @Override
  public Optional<String> unavailableReason() {
    return Optional.empty();
  }
}
