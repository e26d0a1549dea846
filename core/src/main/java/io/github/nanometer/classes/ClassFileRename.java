package io.github.nanometer.classes;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * Renames a class in its class-file bytes: rewrites the constant-pool string that the class's own
 * {@code this_class} entry names. Every reference the class makes to itself (field and method
 * references, stack-map frames) goes through that entry, so the copy is a consistent class under
 * the new name. Pure: bytes in, bytes out.
 *
 * <p>Implementation notes: only the constant pool is walked (JVMS 4.4); nothing after {@code
 * this_class} is read. Debug attributes that spell the old name in a descriptor (the local
 * variable table's type of {@code this}) keep it; the verifier does not read them. A class whose
 * name string is shared with another entry (a string constant equal to its internal name) or
 * spelled twice is refused rather than half renamed.
 */
public final class ClassFileRename {

  private ClassFileRename() {}

  /**
   * The bytes of a class named {@code newInternalName} (slashes, e.g. {@code a/b/C}) made from the
   * class {@code oldInternalName} in {@code classFile}.
   *
   * @throws IllegalArgumentException when the bytes are not a class file, the class is not {@code
   *     oldInternalName}, or its name appears in more than one constant-pool string
   */
  public static byte[] rename(byte[] classFile, String oldInternalName, String newInternalName) {
    ConstantPool pool = ConstantPool.read(classFile);
    ByteBuffer in = ByteBuffer.wrap(classFile);
    in.position(pool.end());
    int count = pool.count();
    int[] utf8Offset = pool.utf8Offset();
    int[] classNameIndex = pool.classNameIndex();
    int[] stringIndex = pool.stringIndex();
    byte[] oldBytes = oldInternalName.getBytes(StandardCharsets.UTF_8);
    int matches = 0;
    for (int i = 1; i < count; i++) {
      if (pool.utf8Equals(i, oldBytes)) {
        matches++;
      }
    }
    in.position(in.position() + 2); // access_flags
    int thisClass = Short.toUnsignedInt(in.getShort());
    int nameIndex = thisClass < count ? classNameIndex[thisClass] : 0;
    int at = nameIndex > 0 && nameIndex < count ? utf8Offset[nameIndex] : 0;
    if (at == 0 || !pool.utf8Equals(nameIndex, oldBytes)) {
      throw new IllegalArgumentException("the class file does not define " + oldInternalName);
    }
    for (int i = 1; i < count; i++) {
      if ((stringIndex[i] == nameIndex || classNameIndex[i] == nameIndex) && i != thisClass) {
        throw new IllegalArgumentException(oldInternalName + " is also used by constant-pool entry " + i
            + "; only its this_class entry may name it");
      }
    }
    if (matches != 1) {
      throw new IllegalArgumentException(oldInternalName + " appears in " + matches
          + " constant-pool strings; only its this_class entry may name it");
    }
    int oldLength = oldBytes.length;
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(classFile.length + newInternalName.length());
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      out.write(classFile, 0, at + 1);
      out.writeUTF(newInternalName);
      int rest = at + 3 + oldLength;
      out.write(classFile, rest, classFile.length - rest);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bytes.toByteArray();
  }
}
