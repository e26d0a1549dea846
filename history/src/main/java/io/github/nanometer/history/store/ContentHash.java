package io.github.nanometer.history.store;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The application-made ids of the store: a content hash of an entity's identifying fields, so that
 * two stores that saw the same machine, benchmark or series give it the same id and merge without
 * duplicates (no autoincrement counter, which two stores would number differently).
 *
 * <p>The id is the first 128 bits of SHA-256, as 32 lowercase hex digits, over a kind tag and the
 * fields, each written as its UTF-8 length and bytes, so no choice of field text can make two
 * different field lists hash alike by concatenation.
 */
final class ContentHash {
  private ContentHash() {}

  /** The number of hex digits of an id. */
  static final int ID_DIGITS = 32;

  /** The id of the entity of kind {@code kind} (e.g. {@code "machine"}) with these identifying fields. */
  static String of(String kind, String... fields) {
    MessageDigest sha = sha256();
    update(sha, kind);
    for (String field : fields) {
      update(sha, field);
    }
    return HexFormat.of().formatHex(sha.digest(), 0, ID_DIGITS / 2);
  }

  private static void update(MessageDigest sha, String field) {
    byte[] bytes = field.getBytes(StandardCharsets.UTF_8);
    int n = bytes.length;
    sha.update(new byte[] {(byte) (n >>> 24), (byte) (n >>> 16), (byte) (n >>> 8), (byte) n});
    sha.update(bytes);
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform must provide SHA-256", e);
    }
  }
}
