package io.github.nanometer.history.chart;

import io.github.nanometer.history.store.CommitFacts;
import io.github.nanometer.history.store.SeriesPoint;
import io.github.nanometer.json.JsonWriter;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the page's points share, written once: the commits (object name, subject where known,
 * position) and the runs (id, commit, start) that the charts' points refer to by index, so a page of
 * many series repeats no commit and no run. The page script reads it to build a point's tooltip.
 */
final class PageData {

  private final Map<String, CommitFacts> knownCommits = new HashMap<>();
  private final Map<String, Integer> commitIndex = new HashMap<>();
  private final List<String[]> commits = new ArrayList<>();
  private final List<Long> commitPositions = new ArrayList<>();
  private final Map<String, Integer> runIndex = new LinkedHashMap<>();
  private final List<String[]> runs = new ArrayList<>();
  private final List<Integer> runCommits = new ArrayList<>();

  /** The page's data, with subjects from {@code knownCommits} (a branch's recorded order; may be empty). */
  PageData(List<CommitFacts> knownCommits) {
    for (CommitFacts c : knownCommits) {
      this.knownCommits.put(c.sha(), c);
    }
  }

  /** The subject of commit {@code sha}, or empty when the page was given no facts of it. */
  Optional<String> subject(String sha) {
    CommitFacts c = knownCommits.get(sha);
    return c == null ? Optional.empty() : Optional.of(c.subject());
  }

  /** {@code sha}'s first seven digits, as git abbreviates it. */
  static String shortSha(String sha) {
    return sha.length() <= 7 ? sha : sha.substring(0, 7);
  }

  /** The short object name and, where known, the subject: {@code "1a2b3c4 Faster parsing"}. */
  String commitLine(String sha) {
    return subject(sha).filter(s -> !s.isEmpty()).map(s -> shortSha(sha) + " " + s).orElse(shortSha(sha));
  }

  /** A run's start as the page shows it: UTC, to the second. */
  static String time(Instant instant) {
    return instant.truncatedTo(ChronoUnit.SECONDS).toString();
  }

  /** The index of {@code point}'s run in the page's run table, adding the run (and its commit) when new. */
  int run(SeriesPoint point) {
    Integer known = runIndex.get(point.runId());
    if (known != null) {
      return known;
    }
    String commitKey = point.commitSha() + "@" + point.position();
    Integer commit = commitIndex.get(commitKey);
    if (commit == null) {
      commit = commits.size();
      commitIndex.put(commitKey, commit);
      commits.add(new String[] {point.commitSha(), subject(point.commitSha()).orElse("")});
      commitPositions.add(point.position());
    }
    int index = runs.size();
    runIndex.put(point.runId(), index);
    runs.add(new String[] {point.runId(), time(point.runStart())});
    runCommits.add(commit);
    return index;
  }

  /**
   * The data as JSON for a {@code <script type="application/json">} element: {@code {"commitUrl":
   * prefix or null, "commits": [[sha, subject, position]...], "runs": [[id, commit index, start]...]}};
   * every {@code <}, {@code >} and {@code &} is written as a JSON escape (backslash, u, four hex
   * digits), so no text can close the element and the page stays well-formed XHTML.
   */
  String json(Optional<String> commitUrl) {
    StringBuilder sb = new StringBuilder(64 + 80 * (commits.size() + runs.size()));
    JsonWriter w = new JsonWriter(sb, false);
    w.beginObject().name("commitUrl").value(commitUrl.orElse(null)).name("commits").beginArray();
    for (int i = 0; i < commits.size(); i++) {
      w.beginArray().value(commits.get(i)[0]).value(commits.get(i)[1]).value(commitPositions.get(i)).endArray();
    }
    w.endArray().name("runs").beginArray();
    for (int i = 0; i < runs.size(); i++) {
      w.beginArray().value(runs.get(i)[0]).value(runCommits.get(i)).value(runs.get(i)[1]).endArray();
    }
    w.endArray().endObject().finish();
    return sb.toString().replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026");
  }
}
