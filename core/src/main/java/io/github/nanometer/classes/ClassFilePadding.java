package io.github.nanometer.classes;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;

/**
 * Lengthens one method's bytecode with unreachable code, so that the JIT sees a method too big to
 * inline into its callers while the code it compiles stays the same. Pure: bytes in, bytes out.
 *
 * <p>Why: HotSpot's C2 inlines a hot callee whose bytecode is at most {@code FreqInlineSize} bytes
 * (325 by default). A timed loop called once per sample is such a callee: once the sampling code
 * around it is hot enough to be compiled, C2 inlines the loop, and the body with it, into that
 * caller, and from then on the samples measure a different compilation of the body (a {@code
 * HashMap.get} body read 3.0 ns before the switch and 4.4 ns after it, within one run). JMH's loop
 * is never inlined anywhere: it runs once per iteration. A loop method longer than the limit keeps
 * a compilation of its own, as JMH's does.
 *
 * <p>What is appended: {@code nop} instructions ending in {@code aconst_null; athrow}, after the
 * method's last instruction (which never falls through), and a stack-map frame at their start that
 * declares no locals and an empty stack, so the verifier accepts them. No branch reaches them, so
 * the JIT never parses them and the compiled method is unchanged; only the bytecode length that
 * the inlining heuristics read grows. Line-number and local-variable tables name offsets inside
 * the old code and stay valid.
 *
 * <p>Implementation notes: the class file is walked as JVMS 4 lays it out (constant pool, fields,
 * methods, attributes); only the named method's {@code Code} attribute is rebuilt. A method without
 * a {@code StackMapTable} (one with no branch at all) is refused: the loop templates all branch.
 */
public final class ClassFilePadding {
  /** The largest code length the JVM accepts (JVMS 4.7.3). */
  public static final int MAX_CODE_LENGTH = 65535;
  private static final byte NOP = 0x00;
  private static final byte ACONST_NULL = 0x01;
  private static final byte ATHROW = (byte) 0xBF;
  private static final int FULL_FRAME = 255;
  /** Bytes of the appended frame: type, offset delta, zero locals, zero stack items. */
  private static final int FRAME_BYTES = 7;

  private ClassFilePadding() {}

  /**
   * The class file {@code classFile} with the bytecode of its method {@code methodName} lengthened
   * to at least {@code minCodeLength} bytes; unchanged bytes when it is already that long.
   *
   * @param minCodeLength the wanted code length, at most {@value #MAX_CODE_LENGTH}
   * @throws IllegalArgumentException when the bytes are not a class file, the class does not declare
   *     exactly one method of that name, the method has no code or no stack-map table, or {@code
   *     minCodeLength} is above {@value #MAX_CODE_LENGTH}
   */
  public static byte[] pad(byte[] classFile, String methodName, int minCodeLength) {
    if (minCodeLength > MAX_CODE_LENGTH) {
      throw new IllegalArgumentException("minCodeLength must be at most " + MAX_CODE_LENGTH + "; got " + minCodeLength);
    }
    Located code = locate(classFile, methodName);
    return rebuildCode(classFile, code.codeAt(), code.pool(), minCodeLength, methodName);
  }

  /**
   * The bytecode length of the only method named {@code methodName}.
   *
   * @throws IllegalArgumentException as {@link #pad} does for the class file and the method
   */
  public static int codeLength(byte[] classFile, String methodName) {
    Located code = locate(classFile, methodName);
    return ByteBuffer.wrap(classFile).getInt(code.codeAt() + 10); // name, length, max_stack, max_locals
  }

  /** Where a method's Code attribute starts (at its name index), with the constant pool. */
  private record Located(ConstantPool pool, int codeAt) {}

  private static Located locate(byte[] classFile, String methodName) {
    ConstantPool pool = ConstantPool.read(classFile);
    ByteBuffer in = ByteBuffer.wrap(classFile);
    in.position(pool.end());
    in.position(in.position() + 6); // access_flags, this_class, super_class
    int interfaces = u2(in);
    in.position(in.position() + 2 * interfaces);
    skipMembers(in);
    int methods = u2(in);
    int codeAt = -1;
    int found = 0;
    for (int m = 0; m < methods; m++) {
      in.position(in.position() + 2); // access_flags
      boolean named = pool.utf8Equals(u2(in), methodName);
      in.position(in.position() + 2); // descriptor
      int attributes = u2(in);
      for (int a = 0; a < attributes; a++) {
        int start = in.position();
        int name = u2(in);
        int length = in.getInt();
        if (named && pool.utf8Equals(name, "Code")) {
          codeAt = start;
        }
        in.position(in.position() + length);
      }
      if (named) {
        found++;
      }
    }
    if (found != 1 || codeAt < 0) {
      throw new IllegalArgumentException("the class declares " + found + " methods named " + methodName
          + (found == 1 ? ", without code" : "") + "; exactly one with code can be padded");
    }
    return new Located(pool, codeAt);
  }

  private static byte[] rebuildCode(byte[] classFile, int codeAt, ConstantPool pool, int minCodeLength,
      String methodName) {
    ByteBuffer in = ByteBuffer.wrap(classFile);
    in.position(codeAt + 2);
    int attributeLength = in.getInt();
    int end = in.position() + attributeLength;
    int maxStack = u2(in);
    int maxLocals = u2(in);
    int codeLength = in.getInt();
    int codeStart = in.position();
    if (codeLength >= minCodeLength) {
      return classFile;
    }
    int padding = minCodeLength - codeLength;
    int nops = Math.max(0, padding - 2);
    padding = nops + 2; // at least aconst_null; athrow
    if (codeLength + padding > MAX_CODE_LENGTH) {
      throw new IllegalArgumentException(methodName + "'s " + codeLength + " bytes cannot be padded to "
          + minCodeLength + " (at most " + MAX_CODE_LENGTH + ")");
    }
    in.position(codeStart + codeLength);
    int exceptions = u2(in);
    in.position(in.position() + 8 * exceptions);
    int afterExceptions = in.position();
    int attributes = u2(in);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(classFile.length + padding + FRAME_BYTES);
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      out.write(classFile, 0, codeAt + 2);
      out.writeInt(attributeLength + padding + FRAME_BYTES);
      out.writeShort(Math.max(maxStack, 1));
      out.writeShort(maxLocals);
      out.writeInt(codeLength + padding);
      out.write(classFile, codeStart, codeLength);
      for (int i = 0; i < nops; i++) {
        out.writeByte(NOP);
      }
      out.writeByte(ACONST_NULL);
      out.writeByte(ATHROW);
      out.write(classFile, codeStart + codeLength, afterExceptions - (codeStart + codeLength));
      out.writeShort(attributes);
      boolean framed = false;
      for (int a = 0; a < attributes; a++) {
        int start = in.position();
        int name = u2(in);
        int length = in.getInt();
        if (pool.utf8Equals(name, "StackMapTable")) {
          writeFramesWithOneMore(out, classFile, in.position(), length, name, codeLength);
          framed = true;
        } else {
          out.write(classFile, start, 6 + length);
        }
        in.position(in.position() + length);
      }
      if (!framed) {
        throw new IllegalArgumentException(methodName + " has no stack-map table (no branch); it cannot be padded");
      }
      out.write(classFile, end, classFile.length - end);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bytes.toByteArray();
  }

  /** Copies a StackMapTable and appends a full frame, no locals and an empty stack, at {@code offset}. */
  private static void writeFramesWithOneMore(DataOutputStream out, byte[] classFile, int at, int length, int name,
      int offset) throws IOException {
    ByteBuffer frames = ByteBuffer.wrap(classFile, at, length);
    int entries = u2(frames);
    int last = -1;
    for (int e = 0; e < entries; e++) {
      last = last + 1 + frameOffsetDelta(frames);
    }
    out.writeShort(name);
    out.writeInt(length + FRAME_BYTES);
    out.writeShort(entries + 1);
    out.write(classFile, at + 2, length - 2);
    out.writeByte(FULL_FRAME);
    out.writeShort(offset - last - 1);
    out.writeShort(0); // locals
    out.writeShort(0); // stack items
  }

  /** Reads one stack-map frame (JVMS 4.7.4) and returns its offset delta. */
  private static int frameOffsetDelta(ByteBuffer frames) {
    int type = Byte.toUnsignedInt(frames.get());
    if (type <= 63) {
      return type;
    }
    if (type <= 127) {
      skipVerificationType(frames);
      return type - 64;
    }
    if (type < 247) {
      throw new IllegalArgumentException("reserved stack-map frame type " + type);
    }
    int delta = u2(frames);
    if (type == 247) {
      skipVerificationType(frames);
    } else if (type >= 252 && type <= 254) {
      for (int i = 0; i < type - 251; i++) {
        skipVerificationType(frames);
      }
    } else if (type == FULL_FRAME) {
      int locals = u2(frames);
      for (int i = 0; i < locals; i++) {
        skipVerificationType(frames);
      }
      int stack = u2(frames);
      for (int i = 0; i < stack; i++) {
        skipVerificationType(frames);
      }
    }
    return delta;
  }

  private static void skipVerificationType(ByteBuffer frames) {
    int tag = Byte.toUnsignedInt(frames.get());
    if (tag == 7 || tag == 8) { // Object (constant-pool index) and Uninitialized (offset) carry two bytes
      frames.position(frames.position() + 2);
    } else if (tag > 8) {
      throw new IllegalArgumentException("unknown verification type tag " + tag);
    }
  }

  /** Skips the fields: the same layout as methods, none of them read here. */
  private static void skipMembers(ByteBuffer in) {
    int count = u2(in);
    for (int i = 0; i < count; i++) {
      in.position(in.position() + 6);
      int attributes = u2(in);
      for (int a = 0; a < attributes; a++) {
        in.position(in.position() + 2);
        int length = in.getInt();
        in.position(in.position() + length);
      }
    }
  }

  private static int u2(ByteBuffer in) {
    return Short.toUnsignedInt(in.getShort());
  }
}
