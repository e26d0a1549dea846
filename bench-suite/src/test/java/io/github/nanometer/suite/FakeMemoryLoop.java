package io.github.nanometer.suite;

/** A memory loop without buffers, for tests whose loops script their time (and count calls). */
public abstract class FakeMemoryLoop extends MemoryLoop {

  @Override
  public int bufferCount() {
    return 1;
  }

  @Override
  public void load(int index, byte[] content) {}

  @Override
  public byte[] contents(int index) {
    return new byte[0];
  }
}
