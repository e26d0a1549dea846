-- nanometer history, schema version 1 (issue 44). One script for SQLite and PostgreSQL alike:
-- types are TEXT, BIGINT and DOUBLE PRECISION only; every id is text made by the application
-- (a content hash of the row's identifying columns, or the document's run id), never an
-- autoincrement, so that two histories merge without duplicates; every time is a BIGINT of
-- epoch microseconds, UTC (columns named *_micros); lists are TEXT, one element a line
-- (parents: one space between object names; parameters: name=value lines sorted by name).
-- Statements end with a semicolon at the end of a line; comments take whole lines.

-- A machine: a fingerprint (id) of every column but series_identity, which is the label when
-- there is one, else the CPU model, cores and memory rounded to GiB: the machine part of a series.
CREATE TABLE machine (
  id TEXT PRIMARY KEY,
  cpu_model TEXT NOT NULL,
  cores BIGINT NOT NULL,
  memory_bytes BIGINT NOT NULL,
  kernel TEXT NOT NULL,
  label TEXT,
  series_identity TEXT NOT NULL
);

-- A JVM: vendor, full version, its feature release and the flags it was started with.
CREATE TABLE jvm (
  id TEXT PRIMARY KEY,
  vendor TEXT NOT NULL,
  version TEXT NOT NULL,
  feature_version BIGINT NOT NULL,
  flags TEXT NOT NULL
);

CREATE TABLE git_commit (
  sha TEXT PRIMARY KEY,
  parents TEXT NOT NULL,
  commit_micros BIGINT NOT NULL,
  subject TEXT NOT NULL
);

-- A branch's first-parent order, position 0 the oldest commit recorded for it.
CREATE TABLE branch_order (
  branch TEXT NOT NULL,
  position BIGINT NOT NULL,
  sha TEXT NOT NULL REFERENCES git_commit (sha),
  PRIMARY KEY (branch, position)
);
CREATE INDEX branch_order_by_sha ON branch_order (branch, sha);

CREATE TABLE benchmark (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  parameters TEXT NOT NULL,
  mode TEXT NOT NULL,
  body_fingerprint TEXT NOT NULL
);

-- A series: benchmark identity + measure + machine series identity + JVM vendor, feature release, flags.
CREATE TABLE series (
  id TEXT PRIMARY KEY,
  benchmark_id TEXT NOT NULL REFERENCES benchmark (id),
  measure TEXT NOT NULL,
  machine_identity TEXT NOT NULL,
  jvm_vendor TEXT NOT NULL,
  jvm_feature_version BIGINT NOT NULL,
  jvm_flags TEXT NOT NULL
);

CREATE TABLE run (
  id TEXT PRIMARY KEY,
  commit_sha TEXT NOT NULL REFERENCES git_commit (sha),
  branch TEXT NOT NULL,
  machine_id TEXT NOT NULL REFERENCES machine (id),
  jvm_id TEXT NOT NULL REFERENCES jvm (id),
  tool_version TEXT NOT NULL,
  reason TEXT NOT NULL CHECK (reason IN ('push', 'pull_request', 'bisect', 'manual')),
  start_micros BIGINT NOT NULL,
  end_micros BIGINT NOT NULL,
  source_hash TEXT NOT NULL
);
CREATE INDEX run_by_commit ON run (commit_sha);

-- One benchmark's one measure in one run; result_index is its place in the run's document;
-- between_fork_spread is NULL for one fork.
CREATE TABLE result (
  run_id TEXT NOT NULL REFERENCES run (id),
  result_index BIGINT NOT NULL,
  benchmark_id TEXT NOT NULL REFERENCES benchmark (id),
  measure TEXT NOT NULL,
  series_id TEXT NOT NULL REFERENCES series (id),
  unit TEXT NOT NULL,
  estimate DOUBLE PRECISION NOT NULL,
  interval_low DOUBLE PRECISION NOT NULL,
  interval_high DOUBLE PRECISION NOT NULL,
  confidence DOUBLE PRECISION NOT NULL,
  interval_covers TEXT NOT NULL,
  interval_method TEXT NOT NULL,
  forks BIGINT NOT NULL,
  between_fork_spread DOUBLE PRECISION,
  sample_count BIGINT NOT NULL,
  PRIMARY KEY (run_id, benchmark_id, measure)
);
CREATE INDEX result_by_series ON result (series_id);

-- A step in a series; id = hash of (series_id, first_bad_sha), so a re-detection updates it and
-- keeps status, note and first_detected_micros.
CREATE TABLE change_point (
  id TEXT PRIMARY KEY,
  series_id TEXT NOT NULL REFERENCES series (id),
  last_good_sha TEXT NOT NULL,
  first_bad_sha TEXT NOT NULL,
  relative_change DOUBLE PRECISION NOT NULL,
  change_low DOUBLE PRECISION NOT NULL,
  change_high DOUBLE PRECISION NOT NULL,
  confidence DOUBLE PRECISION NOT NULL,
  interval_covers TEXT NOT NULL,
  interval_method TEXT NOT NULL,
  method TEXT NOT NULL,
  parameters TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('new', 'acknowledged', 'ignored', 'fixed')),
  note TEXT,
  first_detected_micros BIGINT NOT NULL,
  last_detected_micros BIGINT NOT NULL,
  UNIQUE (series_id, first_bad_sha)
);

-- exclude_run: run_id; exclude_result: run_id and series_id; expected_change: sha and series_id
-- (NULL for every series). id = hash of kind, targets and reason.
CREATE TABLE annotation (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('exclude_run', 'exclude_result', 'expected_change')),
  run_id TEXT,
  series_id TEXT,
  sha TEXT,
  reason TEXT NOT NULL,
  created_micros BIGINT NOT NULL
);
