package io.github.nanometer.history.bisect;

/**
 * One commit of the bisected range.
 *
 * @param sha the full object name, 40 (or 64) hex digits
 * @param subject the first line of its message
 */
public record Commit(String sha, String subject) {

  /** Checks that both parts are present. */
  public Commit {
    if (sha == null || sha.isBlank()) {
      throw new IllegalArgumentException("commit sha must not be blank");
    }
    if (subject == null) {
      throw new IllegalArgumentException("commit subject must not be null (empty when the message has none)");
    }
  }

  /** The first 12 hex digits, as the report prints a commit. */
  public String shortSha() {
    return sha.length() <= 12 ? sha : sha.substring(0, 12);
  }
}
