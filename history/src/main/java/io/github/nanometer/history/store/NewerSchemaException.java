package io.github.nanometer.history.store;

/**
 * A history database written by a newer nanometer, at a schema version this code does not know: it
 * is refused rather than read or written with the wrong schema.
 */
public final class NewerSchemaException extends HistoryStoreException {
  private static final long serialVersionUID = 1L;

  private final int databaseVersion;
  private final int knownVersion;

  /** The refusal of {@code database}, which is at {@code databaseVersion}, newer than {@code knownVersion}. */
  public NewerSchemaException(String database, int databaseVersion, int knownVersion) {
    super("history database " + database + " is at schema version " + databaseVersion
        + ", newer than version " + knownVersion + ", the newest this nanometer knows; use a newer nanometer");
    this.databaseVersion = databaseVersion;
    this.knownVersion = knownVersion;
  }

  /** The database's schema version. */
  public int databaseVersion() {
    return databaseVersion;
  }

  /** The newest version this code knows. */
  public int knownVersion() {
    return knownVersion;
  }
}
