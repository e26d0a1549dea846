package io.github.nanometer.history.store;

/** The two databases a history can live in; one schema serves both. */
public enum DatabaseKind {
  /** An embedded SQLite file, the default: one file that a CI job can keep as an artifact. */
  SQLITE,
  /** A PostgreSQL server that every CI runner of a team writes to. */
  POSTGRESQL
}
