-- nanometer history, schema version 2: raw samples, optional and prunable (issue 44, item 6). A result
-- keeps its raw samples only when it was recorded with `history record --samples`; `history prune
-- --keep-samples N` deletes them from all but each series' latest N runs, and never touches a run, a
-- result, a change point or an annotation. BYTEA is PostgreSQL's byte string; SQLite stores the
-- bytes as a BLOB under it (its NUMERIC affinity never converts a BLOB).

-- One result's raw samples, at most one row per result (its key and the result's are one).
-- sample_values: every sample as an IEEE 754 double, 8 bytes, little-endian, the parts one after
-- another in document order; part_sizes: how many samples each part holds, decimal numbers separated
-- by one space (a part is one fork, one trial in one JVM, or one JMH fork's iterations);
-- sample_count: their sum; unit: the values' unit, "ns/op" for nanometer's documents (the time of one
-- evaluation of each sample, the suite's calls per evaluation divided out), JMH's scoreUnit for a JMH
-- file (one iteration's score).
CREATE TABLE result_samples (
  run_id TEXT NOT NULL,
  benchmark_id TEXT NOT NULL,
  measure TEXT NOT NULL,
  unit TEXT NOT NULL,
  sample_count BIGINT NOT NULL,
  part_sizes TEXT NOT NULL,
  sample_values BYTEA NOT NULL,
  PRIMARY KEY (run_id, benchmark_id, measure),
  FOREIGN KEY (run_id, benchmark_id, measure) REFERENCES result (run_id, benchmark_id, measure)
);
