package io.github.nanometer.history.store;

import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A history of runs in one database, SQLite or PostgreSQL, over JDBC: the storage the {@code
 * nanometer history} commands use. Records go in and come out typed; no JDBC type appears here.
 *
 * <p>Use: {@link #open} a {@link HistoryLocation}, {@link #migrate()} (always first: it makes an empty
 * database, brings an older one up to date, and refuses a newer one), then record and read. Every
 * write is one transaction, so a failure or a killed process leaves the database as it was. Ids are
 * content hashes and run ids, so recording a run twice, or recording every run of one history into
 * another, adds nothing twice. After each recorded run an SQLite history checkpoints its write-ahead
 * log into the one file, which can then be kept as a CI artifact.
 *
 * <p>One store is one connection: use it from one thread at a time. Several stores (threads or
 * processes) may write to one database at once.
 *
 * <p>Implementation notes: only the {@code nanometer history} commands load this package (it pulls
 * in {@code java.sql} and a database driver, which a measuring JVM must never load).
 */
public final class HistoryStore implements AutoCloseable {

  private final Database db;

  private HistoryStore(Database db) {
    this.db = db;
  }

  /**
   * Opens the history at {@code location}, making an SQLite file (and its directory) when missing.
   *
   * @throws HistoryStoreException when the database cannot be opened (the message names the location, never a password)
   */
  public static HistoryStore open(HistoryLocation location) {
    return new HistoryStore(Database.open(Checks.present("location", location)));
  }

  /** Where this history lives. */
  public HistoryLocation location() {
    return db.location();
  }

  /**
   * Applies every migration script this database lacks, in order, in one transaction, and records
   * them in {@code schema_version}; a current database is left alone.
   *
   * @throws NewerSchemaException when the database is at a version newer than this code knows
   */
  public MigrationOutcome migrate() {
    return Migrations.migrate(db, Columns.micros(Instant.now()));
  }

  /**
   * Records {@code run} with its results in one transaction: {@link RecordOutcome#ADDED}, or {@link
   * RecordOutcome#ALREADY_RECORDED} (nothing added) when its run id is recorded from the same document.
   *
   * @throws HistoryStoreException when its run id is recorded from another document
   */
  public RecordOutcome recordRun(RunRecord run) {
    return recordRun(run, Map.of());
  }

  /**
   * Records {@code run} as {@link #recordRun(RunRecord)} does, with the raw samples of its results in
   * {@code samples} (the key is a result's index in {@link RunRecord#results()}), in the same
   * transaction. A run already recorded from the same document ({@link RecordOutcome#ALREADY_RECORDED})
   * gets the samples it lacks, so recording a document again with its samples adds them and recording
   * it twice adds nothing.
   *
   * @throws HistoryStoreException when its run id is recorded from another document
   * @throws IllegalArgumentException when a key is no index of the run's results
   */
  public RecordOutcome recordRun(RunRecord run, Map<Integer, RawSamples> samples) {
    Checks.present("run", run);
    Map<Integer, RawSamples> copy = Map.copyOf(Checks.present("samples", samples));
    for (Integer index : copy.keySet()) {
      if (index < 0 || index >= run.results().size()) {
        throw new IllegalArgumentException("samples must be keyed by an index of the run's " + run.results().size()
            + " results, got " + index);
      }
    }
    RecordOutcome outcome = db.transaction("recording run " + run.runId(),
        c -> RunWriter.record(c, db.location(), run, copy));
    if (outcome == RecordOutcome.ADDED || !copy.isEmpty()) {
      db.checkpoint();
    }
    return outcome;
  }

  /** The raw samples stored for run {@code runId}'s results, by result index; empty when none are (or no such run). */
  public Map<Integer, RawSamples> runSamples(String runId) {
    Checks.text("runId", runId);
    return db.read("reading the raw samples of run " + runId, c -> SampleTable.ofRun(c, runId));
  }

  /**
   * The raw samples stored for series {@code seriesId}, by run id (a run holds one result of a
   * series); runs recorded without samples, or whose samples were pruned, are absent.
   */
  public Map<String, RawSamples> seriesSamples(String seriesId) {
    Checks.text("seriesId", seriesId);
    return db.read("reading the raw samples of series " + seriesId, c -> SampleTable.ofSeries(c, seriesId));
  }

  /**
   * Deletes the raw samples of every series' runs but its latest {@code keepLatest} runs by run start
   * (ties by run id, the greater kept; every run of the series counts, whatever its branch or reason,
   * with samples or without), in one transaction; runs, results, change points and annotations stay.
   * With {@code dryRun} nothing is deleted and the answer says what would be.
   *
   * @throws IllegalArgumentException when {@code keepLatest} is negative
   */
  public SamplePruning pruneSamples(int keepLatest, boolean dryRun) {
    Checks.atLeast("keepLatest", keepLatest, 0);
    if (dryRun) {
      return db.read("planning the pruning of raw samples", c -> SampleTable.plan(c, keepLatest, true));
    }
    return db.transaction("pruning raw samples", c -> {
      SamplePruning plan = SampleTable.plan(c, keepLatest, false);
      SampleTable.delete(c, plan);
      return plan;
    });
  }

  /**
   * Gives the space of deleted rows back: an SQLite history is rebuilt ({@code VACUUM}) and its log
   * checkpointed, so the file shrinks; true then. PostgreSQL reuses the space of deleted rows itself
   * (autovacuum), so nothing is done there; false.
   */
  public boolean compact() {
    if (db.kind() != DatabaseKind.SQLITE) {
      return false;
    }
    db.vacuum();
    return true;
  }

  /** Every recorded run's id, the earliest start first. */
  public List<String> runIds() {
    return db.read("listing runs", RunReader::runIds);
  }

  /** The run {@code runId} as it was recorded (results in their order), or empty. */
  public Optional<RunRecord> readRun(String runId) {
    Checks.text("runId", runId);
    return db.read("reading run " + runId, c -> RunReader.read(c, runId));
  }

  /**
   * Records {@code firstParentOrder}, oldest first, as {@code branch}'s commit order, replacing the
   * order recorded before (the commits are recorded too). Each commit's first parent must be the
   * commit before it.
   */
  public void recordBranchOrder(String branch, List<CommitFacts> firstParentOrder) {
    Checks.text("branch", branch);
    List<CommitFacts> commits = Checks.list("firstParentOrder", firstParentOrder);
    BranchOrder.checkChain(branch, commits);
    db.transaction("recording the order of branch " + branch, c -> {
      BranchOrder.record(c, branch, commits);
      return null;
    });
  }

  /** {@code branch}'s recorded first-parent order, oldest first; empty when none was recorded. */
  public List<CommitFacts> branchOrder(String branch) {
    Checks.text("branch", branch);
    return db.read("reading the order of branch " + branch, c -> BranchOrder.read(c, branch));
  }

  /** Every series that holds a result, sorted by benchmark, measure, machine and JVM. */
  public List<SeriesSummary> listSeries() {
    return db.read("listing series", SeriesQueries::list);
  }

  /**
   * Every series' key, in {@link #listSeries()}'s order, without counting results: what a scan of
   * every series needs, at a fraction of the listing's cost on a large history.
   */
  public List<SeriesKey> seriesKeys() {
    return db.read("listing series keys", SeriesQueries::keys);
  }

  /** The series whose {@link SeriesKey#id()} is {@code seriesId}, or empty. */
  public Optional<SeriesKey> series(String seriesId) {
    Checks.text("seriesId", seriesId);
    return db.read("reading series " + seriesId, c -> SeriesQueries.key(c, seriesId));
  }

  /**
   * {@code key}'s results of push and manual runs (the runs detection scans) on {@code branch}'s
   * first-parent order, the points annotations exclude set apart with their reasons.
   */
  public BranchSeries readSeries(SeriesKey key, String branch) {
    return readSeries(key, branch, EnumSet.of(RunReason.PUSH, RunReason.MANUAL));
  }

  /**
   * {@code key}'s results of runs made for one of {@code reasons} whose commit lies on {@code
   * branch}'s recorded first-parent order, in that order (runs of one commit by start), the points
   * annotations exclude set apart with their reasons.
   */
  public BranchSeries readSeries(SeriesKey key, String branch, Set<RunReason> reasons) {
    Checks.present("key", key);
    Checks.text("branch", branch);
    if (Checks.present("reasons", reasons).isEmpty()) {
      throw new IllegalArgumentException("reasons must name at least one run reason, got none");
    }
    Set<RunReason> copy = EnumSet.copyOf(reasons);
    return db.read("reading series " + key.id(), c -> SeriesQueries.read(c, key, branch, copy));
  }

  /**
   * Saves detections in one transaction and returns the change points as stored: a new one with
   * status {@link ChangeStatus#NEW}, a re-detected one (same series, same first bad commit) with its
   * status and note kept.
   *
   * @throws IllegalArgumentException when a detection names a series this history does not hold
   */
  public List<RecordedChangePoint> saveChangePoints(List<DetectedChange> detections) {
    List<DetectedChange> list = Checks.list("detections", detections);
    return db.transaction("saving change points", c -> {
      List<RecordedChangePoint> saved = new ArrayList<>(list.size());
      for (DetectedChange d : list) {
        saved.add(ChangePointTable.save(c, d));
      }
      return List.copyOf(saved);
    });
  }

  /**
   * Sets change point {@code id}'s status and note (empty clears the note); it keeps them across
   * re-detections.
   *
   * @throws IllegalArgumentException when no change point has this id
   */
  public RecordedChangePoint setChangePointStatus(String id, ChangeStatus status, Optional<String> note) {
    Checks.text("id", id);
    Checks.present("status", status);
    Checks.present("note", note).ifPresent(n -> Checks.text("note", n));
    return db.transaction("setting the status of change point " + id, c -> ChangePointTable.setStatus(c, id, status,
        note));
  }

  /** The change point {@code id}, or empty. */
  public Optional<RecordedChangePoint> changePoint(String id) {
    Checks.text("id", id);
    return db.read("reading change point " + id, c -> ChangePointTable.read(c, id));
  }

  /** Every change point, the earliest found first. */
  public List<RecordedChangePoint> changePoints() {
    return db.read("listing change points", c -> ChangePointTable.list(c, Optional.empty()));
  }

  /** The change points of series {@code seriesId}, the earliest found first. */
  public List<RecordedChangePoint> changePoints(String seriesId) {
    Checks.text("seriesId", seriesId);
    return db.read("listing change points", c -> ChangePointTable.list(c, Optional.of(seriesId)));
  }

  /**
   * Stores {@code annotation}; true when it was new, false when the same annotation was already there.
   *
   * @throws IllegalArgumentException when an exclusion names a run, or a run's result, not recorded
   */
  public boolean annotate(Annotation annotation) {
    Checks.present("annotation", annotation);
    return db.transaction("annotating", c -> AnnotationTable.add(c, annotation));
  }

  /** Every annotation, the oldest first. */
  public List<Annotation> annotations() {
    return db.read("listing annotations", AnnotationTable::list);
  }

  /** Closes the connection (an SQLite history checkpoints its log when its last connection closes). */
  @Override
  public void close() {
    db.close();
  }
}
