package io.github.nanometer.analysis;

import io.github.nanometer.toolstats.HierarchicalData;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Measurements of one or more systems read from a leveled CSV file ({@link LeveledCsv}): each
 * system's values as a balanced {@link HierarchicalData}, all sharing the same level names.
 *
 * @param valueName the header of the measured column
 * @param levelNames the names of the levels, highest first; the last is {@link LeveledCsv#REPETITION_LEVEL}
 *     when rows repeat a full level key (or the file has no level columns)
 * @param systems each system's data, in order of first appearance
 */
public record LeveledData(String valueName, List<String> levelNames, Map<String, HierarchicalData> systems) {

  /** Copies the collections, keeping the order of systems. */
  public LeveledData {
    levelNames = List.copyOf(levelNames);
    systems = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(systems));
  }

  /** The number of levels every system has. */
  public int levels() {
    return levelNames.size();
  }
}
