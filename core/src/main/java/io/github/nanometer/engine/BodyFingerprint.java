package io.github.nanometer.engine;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.SerializedLambda;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;

/**
 * A fingerprint of a benchmark body's code, for the tuning-cache key: when the body changes but
 * keeps its name, the key changes and the body is tuned again instead of reusing a stale count.
 *
 * <p>What is fingerprinted: for a serializable lambda, its implementation method (class, name and
 * signature, read through {@code writeReplace}/{@link SerializedLambda}) and the bytes of the class
 * that declares it; for any other lambda, the defining class {@code Foo}'s name and bytes (not the
 * synthetic class's number, {@code Foo$$Lambda$14} on JDK 17: it counts the lambdas the JVM spun
 * before, so it moved with unrelated code and split a history's series); for a named class, its
 * name and class-file bytes. A class file that cannot be read (generated classes) leaves the name
 * only.
 *
 * <p>Implementation notes: a non-serializable lambda's implementation method cannot be found from
 * outside, so the defining class's bytes stand in for it: any edit of that class re-tunes its
 * benchmarks, which costs one tuning and never reuses a stale count. The per-class digest is
 * memoised in a {@link ClassValue}, so a sweep of thousands of runs reads each class file once.
 * So two non-serializable lambdas of one unedited class share a fingerprint, on every JDK; give them
 * different benchmark names (the name is part of the key) or make the lambda serializable to tell
 * them apart.
 *
 * <p>A saved result carries the same fingerprint as 16 lower-case hex digits ({@link #hex}: the
 * first 8 bytes of the SHA-256 of the text {@link #of} returns), so a history starts a new series when
 * a benchmark's code changes; none when a class file could not be read, since the name alone would
 * not change with the code.
 */
public final class BodyFingerprint {
  private BodyFingerprint() {}

  private static final ClassValue<String> CLASS_DIGEST = new ClassValue<>() {
    @Override
    protected String computeValue(Class<?> type) {
      return digestOfClassFile(type);
    }
  };

  /** The fingerprint of {@code body}'s code, a short text; never null. */
  static String of(Object body) {
    Class<?> type = body.getClass();
    String name = type.getName();
    int lambda = name.indexOf("$$Lambda");
    if (lambda < 0) {
      return name + "@" + CLASS_DIGEST.get(type);
    }
    SerializedLambda s = serialized(body);
    if (s != null) {
      String impl = s.getImplClass().replace('/', '.');
      return impl + "::" + s.getImplMethodName() + s.getImplMethodSignature() + "@" + digestOfNamed(type, impl);
    }
    // not the synthetic class's number (JDK 17: Foo$$Lambda$14/0x...): it counts the lambdas this JVM
    // spun before, so it moves with unrelated code (another command's lambdas) and split histories
    String definingClass = name.substring(0, lambda);
    return definingClass + "$$Lambda@" + digestOfNamed(type, definingClass);
  }

  /**
   * The fingerprint of {@code body}'s code as a saved result carries it: 16 lower-case hex digits
   * derived from {@link #of}'s text, or empty when a class file it needs could not be read.
   *
   * @throws IllegalArgumentException when {@code body} is null
   */
  public static Optional<String> hex(Object body) {
    if (body == null) {
      throw new IllegalArgumentException("body must not be null");
    }
    return hexOf(of(body));
  }

  /**
   * The fingerprint of a method's code, for a benchmark that calls one method of a user's class
   * (a JMH {@code @Benchmark} method): its class, name and descriptor and the bytes of its declaring
   * class, as 16 lower-case hex digits; empty when that class file cannot be read.
   *
   * @throws IllegalArgumentException when {@code method} is null
   */
  public static Optional<String> hex(Method method) {
    if (method == null) {
      throw new IllegalArgumentException("method must not be null");
    }
    StringBuilder descriptor = new StringBuilder("(");
    for (Class<?> p : method.getParameterTypes()) {
      descriptor.append(p.descriptorString());
    }
    descriptor.append(')').append(method.getReturnType().descriptorString());
    Class<?> owner = method.getDeclaringClass();
    return hexOf(owner.getName() + "::" + method.getName() + descriptor + "@" + CLASS_DIGEST.get(owner));
  }

  /** 16 hex digits of the SHA-256 of {@code fingerprint}; empty when it holds an unread class ({@code "@?"}). */
  private static Optional<String> hexOf(String fingerprint) {
    if (fingerprint.endsWith("@?")) {
      return Optional.empty();
    }
    try {
      byte[] hash = MessageDigest.getInstance("SHA-256").digest(fingerprint.getBytes(StandardCharsets.UTF_8));
      return Optional.of(HexFormat.of().formatHex(hash, 0, 8));
    } catch (NoSuchAlgorithmException e) {
      return Optional.empty(); // every Java platform has SHA-256; without it, no fingerprint
    }
  }

  private static SerializedLambda serialized(Object lambda) {
    try {
      Method m = lambda.getClass().getDeclaredMethod("writeReplace");
      m.setAccessible(true);
      return m.invoke(lambda) instanceof SerializedLambda s ? s : null;
    } catch (ReflectiveOperationException | RuntimeException e) {
      return null;
    }
  }

  private static String digestOfNamed(Class<?> from, String className) {
    try {
      return CLASS_DIGEST.get(Class.forName(className, false, from.getClassLoader()));
    } catch (ClassNotFoundException | LinkageError | RuntimeException e) {
      return "?";
    }
  }

  private static String digestOfClassFile(Class<?> type) {
    String resource = "/" + type.getName().replace('.', '/') + ".class";
    try (InputStream in = type.getResourceAsStream(resource)) {
      if (in == null) {
        return "?";
      }
      byte[] hash = MessageDigest.getInstance("SHA-256").digest(in.readAllBytes());
      return HexFormat.of().formatHex(hash, 0, 8);
    } catch (IOException | NoSuchAlgorithmException | RuntimeException e) {
      return "?";
    }
  }
}
