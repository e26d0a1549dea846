package io.github.nanometer.classes;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandles;
import java.util.Objects;

/**
 * Copies of template classes, the one mechanism behind every class that must have JIT profiles of
 * its own: hidden copies (the timed loops of {@code measure.LoopFactory}, the clock's calibration
 * loops) and ordinary copies under a new name (the reference chains' step functions, whose stable
 * names key the tuning cache).
 *
 * <p>Implementation notes: HotSpot keeps type profiles and compiled code per method of a class, so a
 * copy of a template's bytes defined as a class of its own starts with empty profiles. The bytes are
 * the template's own class file, read through its class loader once per class (a {@link ClassValue},
 * so a cached template can still be unloaded). A copy is defined through the caller's lookup, which
 * must have full privilege in the template's package.
 */
public final class ClassCopies {

  private static final ClassValue<byte[]> BYTES = new ClassValue<>() {
    @Override
    protected byte[] computeValue(Class<?> type) {
      String resource = "/" + type.getName().replace('.', '/') + ".class";
      try (InputStream in = type.getResourceAsStream(resource)) {
        if (in == null) {
          throw new UncheckedIOException(new IOException("class file " + resource + " not found"));
        }
        return in.readAllBytes();
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read class file " + resource, e);
      }
    }
  };

  private ClassCopies() {}

  /**
   * The class-file bytes of {@code template}; the caller must not modify the array (it is shared).
   *
   * @throws UncheckedIOException when the class file cannot be found or read (e.g. a class defined
   *     at run time)
   */
  public static byte[] bytes(Class<?> template) {
    return BYTES.get(template);
  }

  /**
   * A fresh hidden copy of {@code template}, defined (and initialised) through {@code lookup}: a new
   * class with profiles of its own on every call, reachable only through the returned lookup.
   *
   * @param lookup a full-privilege lookup in {@code template}'s package ({@code MethodHandles.lookup()}
   *     of a class there)
   * @return the copy's lookup ({@link MethodHandles.Lookup#lookupClass()} is the copy)
   * @throws IllegalAccessException when {@code lookup} may not define classes there
   * @throws UncheckedIOException when the template's bytes cannot be read
   * @throws LinkageError when the JVM refuses the class
   */
  public static MethodHandles.Lookup hidden(MethodHandles.Lookup lookup, Class<?> template)
      throws IllegalAccessException {
    return lookup.defineHiddenClass(bytes(template), true);
  }

  /**
   * A fresh hidden copy of {@code template}, as {@link #hidden} defines it, whose method {@code
   * methodName} has at least {@code minCodeLength} bytes of bytecode ({@link ClassFilePadding}: the
   * JIT compiles it as before but no longer inlines it into callers whose limit is below that).
   *
   * @throws IllegalAccessException when {@code lookup} may not define classes there
   * @throws IllegalArgumentException when the method cannot be padded (see {@link ClassFilePadding#pad})
   * @throws UncheckedIOException when the template's bytes cannot be read
   * @throws LinkageError when the JVM refuses the class
   */
  public static MethodHandles.Lookup hiddenPadded(MethodHandles.Lookup lookup, Class<?> template, String methodName,
      int minCodeLength) throws IllegalAccessException {
    return lookup.defineHiddenClass(ClassFilePadding.pad(bytes(template), methodName, minCodeLength), true);
  }

  /**
   * As {@link #hiddenPadded}, with {@code classData} attached to the copy ({@link
   * MethodHandles#classData}): the copy's static initialiser can read it into a static final field,
   * which the JIT treats as a constant.
   *
   * @param classData the copy's class data, never null
   * @throws IllegalAccessException when {@code lookup} may not define classes there
   * @throws IllegalArgumentException when the method cannot be padded (see {@link ClassFilePadding#pad})
   * @throws UncheckedIOException when the template's bytes cannot be read
   * @throws LinkageError when the JVM refuses the class
   */
  public static MethodHandles.Lookup hiddenPaddedWithData(MethodHandles.Lookup lookup, Class<?> template,
      String methodName, int minCodeLength, Object classData) throws IllegalAccessException {
    return lookup.defineHiddenClassWithClassData(ClassFilePadding.pad(bytes(template), methodName, minCodeLength),
        Objects.requireNonNull(classData, "classData"), true);
  }

  /**
   * An ordinary copy of {@code template} named {@code binaryName} (same package), defined through
   * {@code lookup} ({@link ClassFileRename} rewrites the name): defined once per name and class
   * loader, so the caller keeps the class to use it again.
   *
   * @param lookup a full-privilege lookup in {@code template}'s package
   * @param binaryName the copy's name, e.g. {@code a.b.Template_tag}
   * @throws IllegalAccessException when {@code lookup} may not define classes there
   * @throws IllegalArgumentException when the template's bytes cannot be renamed
   * @throws UncheckedIOException when the template's bytes cannot be read
   * @throws LinkageError when the JVM refuses the class (e.g. the name is already defined)
   */
  public static Class<?> named(MethodHandles.Lookup lookup, Class<?> template, String binaryName)
      throws IllegalAccessException {
    byte[] copy = ClassFileRename.rename(bytes(template), template.getName().replace('.', '/'),
        binaryName.replace('.', '/'));
    return lookup.defineClass(copy);
  }
}
