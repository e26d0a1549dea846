package io.github.nanometer.history.git;

/**
 * A git fact could not be had: git is not installed, the directory is not in a repository, a
 * commit or branch is not in it, or the repository is a shallow clone with no commit order. The
 * message is one line that names what was asked and, where there is one, the fix; the command line
 * prints it and exits 2.
 */
public class GitException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** An exception with this one-line message. */
  public GitException(String message) {
    super(oneLine(message));
  }

  /** An exception with this one-line message and its cause. */
  public GitException(String message, Throwable cause) {
    super(oneLine(message), cause);
  }

  /** {@code text} with every control character (a line break among them) as a blank. */
  static String oneLine(String text) {
    return text == null ? "null" : text.replaceAll("\\p{Cntrl}", " ");
  }
}
