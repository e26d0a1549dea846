package io.github.nanometer.nativelib;

import io.github.nanometer.text.Tokens;
import java.io.IOException;
import java.lang.ref.WeakReference;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.Supplier;

/**
 * Proves, before a native loop touches a direct buffer, that its memory is anonymous (the Java
 * heap's malloc or an anonymous mmap) and so stays mapped while the buffer is reachable. A buffer
 * backed by a file mapping ({@code FileChannel.map}, a {@code MappedByteBuffer} or a slice of
 * one) is refused: if the file shrinks, touching a page past its end raises SIGBUS and kills the
 * JVM. Java cannot tell the two apart ({@code allocateDirect} also returns a {@code
 * MappedByteBuffer} subclass), so the proof comes from {@code /proc/self/maps}: every mapping that
 * covers the buffer's range must have inode 0 and no file path. Where that file cannot be read,
 * nothing is proven and the buffer is refused.
 *
 * <p>Implementation notes: a proven buffer is remembered by identity (weakly), so the maps file is
 * read once per buffer, not once per loop. Memory that was anonymous stays so while its buffer is
 * reachable (Java never remaps a live direct buffer), and the buffer is an argument of the loop,
 * so it is reachable for the whole call. Thread-safe.
 */
final class AnonymousMemoryCheck {

  /** The most buffers remembered; older proofs are redone when needed. */
  static final int REMEMBERED = 256;

  private final Supplier<List<String>> maps;
  private final List<WeakReference<ByteBuffer>> proven = new ArrayList<>();

  /** A check reading the maps lines from {@code maps} (empty when unreadable). */
  AnonymousMemoryCheck(Supplier<List<String>> maps) {
    this.maps = maps;
  }

  /** A check on this process's {@code /proc/self/maps}. */
  static AnonymousMemoryCheck ofThisProcess() {
    return new AnonymousMemoryCheck(() -> readLines(Path.of("/proc/self/maps")));
  }

  /** The lines of {@code file}, or none when it cannot be read. */
  static List<String> readLines(Path file) {
    try {
      return Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException | RuntimeException e) {
      return List.of();
    }
  }

  /**
   * Returns normally when {@code buffer}'s {@code [address, address + capacity)} lies in anonymous
   * memory.
   *
   * @throws IllegalArgumentException naming {@code name} and the reason otherwise
   */
  synchronized void requireAnonymous(String name, ByteBuffer buffer, long address) {
    if (buffer.capacity() == 0 || remembered(buffer)) {
      return;
    }
    List<String> lines = maps.get();
    if (lines.isEmpty()) {
      throw new IllegalArgumentException(name + ": cannot prove the buffer's memory stays mapped (/proc/self/maps "
          + "unreadable); the native loops only run on memory that cannot vanish under them");
    }
    String problem = problem(lines, address, address + buffer.capacity());
    if (problem != null) {
      throw new IllegalArgumentException(name + ": " + problem);
    }
    if (proven.size() >= REMEMBERED) {
      proven.remove(0);
    }
    proven.add(new WeakReference<>(buffer));
  }

  private boolean remembered(ByteBuffer buffer) {
    for (Iterator<WeakReference<ByteBuffer>> it = proven.iterator(); it.hasNext(); ) {
      ByteBuffer b = it.next().get();
      if (b == null) {
        it.remove();
      } else if (b == buffer) {
        return true;
      }
    }
    return false;
  }

  /**
   * Why {@code [start, end)} is not provably anonymous in the maps {@code lines}, or null when it is.
   * Package-private for tests.
   */
  static String problem(List<String> lines, long start, long end) {
    long covered = start;
    for (String line : lines) {
      String[] f = Tokens.words(line, 6).toArray(String[]::new);
      if (f.length < 5) {
        continue;
      }
      int dash = f[0].indexOf('-');
      long from;
      long to;
      try {
        from = Long.parseUnsignedLong(f[0].substring(0, dash), 16);
        to = Long.parseUnsignedLong(f[0].substring(dash + 1), 16);
      } catch (RuntimeException e) {
        continue;
      }
      if (to <= covered || from > covered) {
        continue; // maps lists mappings in address order: only the one holding `covered` matters
      }
      String path = f.length == 6 ? f[5].trim() : "";
      if (!"0".equals(f[4]) || !(path.isEmpty() || path.equals("[heap]") || path.startsWith("[anon"))) {
        return "the buffer is backed by a file mapping (" + (path.isEmpty() ? "inode " + f[4] : path)
            + "), e.g. a MappedByteBuffer; if the file shrinks, the native loop dies with SIGBUS. "
            + "Copy the data into a ByteBuffer.allocateDirect buffer";
      }
      covered = to;
      if (covered >= end) {
        return null;
      }
    }
    return "cannot prove the buffer's memory stays mapped: /proc/self/maps shows no mapping for 0x"
        + Long.toHexString(covered) + "; the native loops only run on anonymous memory";
  }
}
