package io.github.nanometer.history.store;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * How the store's values become portable column values and back: instants as epoch microseconds
 * (UTC, a {@code BIGINT}), lists and maps as one {@code TEXT} each. Every text that goes into a list
 * has passed {@link Checks#line}, so a newline never occurs inside an element and the encodings are
 * unambiguous.
 */
final class Columns {
  private Columns() {}

  /** The earliest instant the store keeps: 0001-01-01T00:00:00Z. */
  static final Instant EARLIEST = Instant.parse("0001-01-01T00:00:00Z");
  /** The latest instant the store keeps: the last microsecond of 9999. */
  static final Instant LATEST = Instant.parse("9999-12-31T23:59:59.999999Z");

  /** {@code instant} as whole microseconds since 1970-01-01T00:00:00Z (sub-microsecond digits dropped). */
  static long micros(Instant instant) {
    return Math.addExact(Math.multiplyExact(instant.getEpochSecond(), 1_000_000L), instant.getNano() / 1_000);
  }

  /** The instant {@code micros} microseconds after 1970-01-01T00:00:00Z. */
  static Instant instant(long micros) {
    return Instant.ofEpochSecond(Math.floorDiv(micros, 1_000_000L), Math.floorMod(micros, 1_000_000L) * 1_000L);
  }

  /** The elements one to a line; the empty list is the empty text. */
  static String lines(List<String> elements) {
    return String.join("\n", elements);
  }

  /** The list {@link #lines} wrote. */
  static List<String> lines(String text) {
    return text.isEmpty() ? List.of() : List.of(text.split("\n", -1));
  }

  /** The words separated by one space; the empty list is the empty text. */
  static String words(List<String> elements) {
    return String.join(" ", elements);
  }

  /** The list {@link #words} wrote. */
  static List<String> words(String text) {
    return text.isEmpty() ? List.of() : List.of(text.split(" ", -1));
  }

  /** The entries as {@code name=value} lines in name order; the empty map is the empty text. */
  static String entries(SortedMap<String, String> map) {
    List<String> out = new ArrayList<>(map.size());
    map.forEach((name, value) -> out.add(name + "=" + value));
    return lines(out);
  }

  /** The map {@link #entries} wrote, sorted by name, unmodifiable. */
  static SortedMap<String, String> entries(String text) {
    TreeMap<String, String> map = new TreeMap<>();
    for (String line : lines(text)) {
      int eq = line.indexOf('=');
      map.put(line.substring(0, eq), line.substring(eq + 1));
    }
    return Collections.unmodifiableSortedMap(map);
  }

  /** A checked, sorted, unmodifiable copy of {@code map}: names not blank and without {@code '='}. */
  static SortedMap<String, String> checkedEntries(String name, Map<String, String> map) {
    Checks.present(name, map);
    TreeMap<String, String> copy = new TreeMap<>();
    map.forEach((key, value) -> {
      Checks.text(name + " name", key);
      if (key.indexOf('=') >= 0) {
        throw new IllegalArgumentException(name + " name must not contain '=', got \"" + key + "\"");
      }
      copy.put(key, Checks.line(name + " value of " + key, value));
    });
    return Collections.unmodifiableSortedMap(copy);
  }
}
