/**
 * The history's storage (issue 44): where a history lives ({@link
 * io.github.nanometer.history.store.HistoryLocation}: an SQLite file, by default {@code
 * .nanometer/history.db} at the git top level, or a PostgreSQL database), one schema for both as
 * numbered migration scripts (resources beside these classes: {@code V001__initial.sql}, ...), and
 * {@link io.github.nanometer.history.store.HistoryStore}, which records runs and reads series,
 * change points and annotations as typed records.
 *
 * <p>Conventions of the schema: ids are text made by the application (content hashes, the
 * documents' run ids), never autoincrement, so histories merge without duplicates; times are epoch
 * microseconds in UTC ({@code BIGINT} columns named {@code *_micros}); only {@code TEXT}, {@code
 * BIGINT} and {@code DOUBLE PRECISION} columns, and one {@code BYTEA} (an SQLite BLOB): the raw samples
 * of a result recorded with them ({@link io.github.nanometer.history.store.RawSamples}, schema version
 * 2), which {@link io.github.nanometer.history.store.HistoryStore#pruneSamples} deletes from all but
 * each series' latest runs.
 *
 * <p>Only the {@code nanometer history} commands use this package: it loads {@code java.sql} and a
 * database driver, which no measuring JVM may load.
 */
package io.github.nanometer.history.store;
