package io.github.nanometer.classes;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * Where a class file's constant-pool entries are (JVMS 4.4): the offset of every UTF-8 entry and
 * the name index of every Class and String entry, by entry index; other entries are skipped.
 * Package-private: the class-file rewriters' one reading of the pool.
 *
 * @param classFile the class file's bytes
 * @param utf8Offset per entry, the offset of its tag byte when it is UTF-8, else 0
 * @param classNameIndex per entry, its name index when it is a Class, else 0
 * @param stringIndex per entry, its UTF-8 index when it is a String, else 0
 * @param end the offset just past the pool (at {@code access_flags})
 */
record ConstantPool(byte[] classFile, int[] utf8Offset, int[] classNameIndex, int[] stringIndex, int end) {
  private static final int MAGIC = 0xCAFEBABE;

  /**
   * Reads the pool of {@code classFile}.
   *
   * @throws IllegalArgumentException when the bytes are not a class file or hold an unknown tag
   */
  static ConstantPool read(byte[] classFile) {
    ByteBuffer in = ByteBuffer.wrap(classFile);
    if (classFile.length < 10 || in.getInt() != MAGIC) {
      throw new IllegalArgumentException("not a class file (bad magic or too short: " + classFile.length + " bytes)");
    }
    in.position(8);
    int count = Short.toUnsignedInt(in.getShort());
    int[] utf8Offset = new int[count];
    int[] classNameIndex = new int[count];
    int[] stringIndex = new int[count];
    for (int i = 1; i < count; i++) {
      int tag = Byte.toUnsignedInt(in.get());
      switch (tag) {
        case 1 -> {
          utf8Offset[i] = in.position() - 1;
          in.position(in.position() + 2 + Short.toUnsignedInt(in.getShort(in.position())));
        }
        case 7 -> classNameIndex[i] = Short.toUnsignedInt(in.getShort());
        case 8 -> stringIndex[i] = Short.toUnsignedInt(in.getShort());
        case 16, 19, 20 -> in.position(in.position() + 2);
        case 15 -> in.position(in.position() + 3);
        case 3, 4, 9, 10, 11, 12, 17, 18 -> in.position(in.position() + 4);
        case 5, 6 -> {
          in.position(in.position() + 8);
          i++; // a long or double takes two constant-pool slots
        }
        default -> throw new IllegalArgumentException("unknown constant-pool tag " + tag + " at entry " + i);
      }
    }
    return new ConstantPool(classFile, utf8Offset, classNameIndex, stringIndex, in.position());
  }

  /** The number of entry slots (the pool's count; entry 0 is unused). */
  int count() {
    return utf8Offset.length;
  }

  /** True when entry {@code index} is a UTF-8 constant spelling {@code text}. */
  boolean utf8Equals(int index, String text) {
    return utf8Equals(index, text.getBytes(StandardCharsets.UTF_8));
  }

  /** True when entry {@code index} is a UTF-8 constant whose bytes are {@code expected}. */
  boolean utf8Equals(int index, byte[] expected) {
    if (index <= 0 || index >= utf8Offset.length || utf8Offset[index] == 0) {
      return false;
    }
    int at = utf8Offset[index];
    int length = Short.toUnsignedInt(ByteBuffer.wrap(classFile, at + 1, 2).getShort());
    if (length != expected.length) {
      return false;
    }
    for (int i = 0; i < length; i++) {
      if (classFile[at + 3 + i] != expected[i]) {
        return false;
      }
    }
    return true;
  }
}
