/**
 * From saved documents and git to the history's records (issue 44): {@link
 * io.github.nanometer.history.record.RunDocuments} reads a saved document ({@code nanometer-results},
 * {@code nanometer-suite}, {@code nanometer-jmh} of versions 3 and 4, JMH's {@code -rf json}) into
 * the run it records ({@link io.github.nanometer.history.record.DocumentRun}); {@link
 * io.github.nanometer.history.git.GitRepository} reads commits and first-parent orders through
 * the {@code git} executable and refuses a shallow clone; {@link
 * io.github.nanometer.history.record.Recorder} records documents as runs of a commit on a branch
 * into a {@code HistoryStore}. A document or git refusal is one typed exception with a one-line
 * message ({@link io.github.nanometer.history.record.DocumentException}, {@link
 * io.github.nanometer.history.git.GitException}), which the command line turns into exit 2.
 */
package io.github.nanometer.history.record;
