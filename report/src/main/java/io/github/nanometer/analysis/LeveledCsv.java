package io.github.nanometer.analysis;

import io.github.nanometer.text.Decimals;
import io.github.nanometer.toolstats.HierarchicalData;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongConsumer;

/**
 * Reads measurements of hierarchical experiments from CSV text with a header: the first column
 * names the system, the value column (by default the last) holds the measurement, and the columns
 * between them are levels from the highest to the lowest, e.g. {@code system,fork,iteration,value}.
 * Columns after a chosen value column are ignored (so cbdr's {@code benchmark,wall_time,user_time,
 * sys_time} can be analysed on {@code wall_time}).
 *
 * <p>A unit at one level is identified by its label within its parent (fork {@code 1} of system A
 * is not fork {@code 1} of system B). When rows repeat a full key, or there are no level columns,
 * the repeated rows form one more, lowest level named {@link #REPETITION_LEVEL}. Cells may be padded
 * with spaces (as in cbdr's METHOD.md) and may be quoted with {@code "} (with {@code ""} for a
 * quote inside). Blank lines are skipped. The design must be balanced (every unit of a level has the
 * same number of children), which the Kalibera-Jones estimators need.
 */
public final class LeveledCsv {

  /** The name of the implicit lowest level formed by rows that repeat a full level key. */
  public static final String REPETITION_LEVEL = "repetition";

  private LeveledCsv() {}

  /** Lines longer than this many bytes are refused rather than read into memory whole (e.g. a binary file). */
  public static final int MAX_LINE_BYTES = 1 << 20;

  /** {@link #parse(String, InputStream, String, LongConsumer)} reports progress after every this many rows. */
  public static final long PROGRESS_ROWS = 1 << 16;

  /**
   * Parses CSV lines held in memory (tests, small inputs).
   *
   * @param source the file name for messages
   * @param lines the file's lines, header first
   * @param valueColumn the header of the value column, or null for the last column
   * @throws MalformedCsvException naming the line of the first problem
   */
  public static LeveledData parse(String source, List<String> lines, String valueColumn) throws MalformedCsvException {
    try {
      return parse(source, new ByteArrayInputStream(String.join("\n", lines).getBytes(StandardCharsets.UTF_8)),
          valueColumn, rows -> { });
    } catch (IOException e) {
      throw new IllegalStateException("reading a string cannot fail", e);
    }
  }

  /**
   * Parses CSV text as it streams in: memory grows with the number of distinct level keys and 8
   * bytes per value, never with the text (a line is held only while it is parsed).
   *
   * @param source the file name for messages
   * @param in UTF-8 text, header first; bytes that are not UTF-8 are reported with their line
   * @param valueColumn the header of the value column, or null for the last column
   * @param progress called with the number of data rows read so far, every {@link #PROGRESS_ROWS} rows
   * @throws MalformedCsvException naming the line of the first problem
   * @throws IOException when reading fails for another reason
   */
  public static LeveledData parse(String source, InputStream in, String valueColumn, LongConsumer progress)
      throws MalformedCsvException, IOException {
    LineSource lines = new LineSource(source, in);
    String headerText = lines.next();
    while (headerText != null && headerText.isBlank()) {
      headerText = lines.next();
    }
    if (headerText == null) {
      throw new MalformedCsvException(source, 0, "empty file; expected a header such as system,fork,iteration,value");
    }
    int headerLine = lines.number();
    List<String> header = split(source, headerLine, headerText);
    if (header.size() < 2) {
      throw new MalformedCsvException(source, headerLine, "header needs at least 2 columns (system and value), got "
          + header.size());
    }
    for (int c = 0; c < header.size(); c++) {
      if (header.get(c).isEmpty()) {
        throw new MalformedCsvException(source, headerLine, "header column " + (c + 1) + " has no name");
      }
    }
    int valueIndex = header.size() - 1;
    if (valueColumn != null) {
      valueIndex = header.indexOf(valueColumn);
      if (valueIndex < 1) {
        throw new MalformedCsvException(source, headerLine, "no value column '" + valueColumn
            + "' after the first column; columns: " + String.join(", ", header));
      }
    }
    List<String> levelColumns = header.subList(1, valueIndex);
    Map<String, Node> systems = new LinkedHashMap<>();
    // Every distinct label gets a small number once; the tree keys its units by these numbers.
    Map<String, Integer> labels = new HashMap<>();
    long rows = 0;
    for (String line = lines.next(); line != null; line = lines.next()) {
      if (line.isBlank()) {
        continue;
      }
      int lineNumber = lines.number();
      List<String> cells = split(source, lineNumber, line);
      if (cells.size() != header.size()) {
        throw new MalformedCsvException(source, lineNumber, "expected " + header.size() + " cells like the header, got "
            + cells.size());
      }
      String system = cells.get(0);
      if (system.isEmpty()) {
        throw new MalformedCsvException(source, lineNumber, "empty system name in column '" + header.get(0) + "'");
      }
      double value = parseValue(source, lineNumber, cells.get(valueIndex), header.get(valueIndex));
      Node node = systems.computeIfAbsent(system, s -> new Node(lineNumber));
      for (int c = 1; c < valueIndex; c++) {
        String label = cells.get(c);
        if (label.isEmpty()) {
          throw new MalformedCsvException(source, lineNumber, "empty label in level column '" + header.get(c) + "'");
        }
        Integer id = labels.computeIfAbsent(label, l -> labels.size());
        if (c < valueIndex - 1) {
          node = node.child(id, lineNumber);
        } else {
          node.leaves().add(id, value, lineNumber);
        }
      }
      if (valueIndex == 1) {
        node.leaves().add(0, value, lineNumber);
      }
      rows++;
      if (rows % PROGRESS_ROWS == 0) {
        progress.accept(rows);
      }
    }
    if (rows == 0) {
      throw new MalformedCsvException(source, 0, "no data rows after the header");
    }
    return build(source, header.get(valueIndex), levelColumns, systems);
  }

  private static LeveledData build(String source, String valueName, List<String> levelColumns,
      Map<String, Node> systems) throws MalformedCsvException {
    boolean repeated = levelColumns.isEmpty();
    for (Node root : systems.values()) {
      repeated |= root.maxLeafValues() > 1;
    }
    List<String> levelNames = new ArrayList<>(levelColumns);
    if (repeated) {
      levelNames.add(REPETITION_LEVEL);
    }
    Map<String, HierarchicalData> data = new LinkedHashMap<>();
    for (Map.Entry<String, Node> e : systems.entrySet()) {
      int[] repetitions = new int[levelNames.size()];
      Node root = e.getValue();
      DoubleList values = new DoubleList();
      collect(source, e.getKey(), levelNames, levelColumns.size(), root, 0, repetitions, values);
      data.put(e.getKey(), HierarchicalData.of(repetitions, values.toArray()));
    }
    return new LeveledData(valueName, levelNames, data);
  }

  /**
   * Walks one system's tree in order, checking that every unit of a level has the same number of
   * children; below the last level column, a leaf's repeated values form the repetition level.
   * Without level columns the system's one leaf holds every value.
   */
  private static void collect(String source, String system, List<String> levelNames, int levelColumns, Node node,
      int depth, int[] repetitions, DoubleList values) throws MalformedCsvException {
    if (depth < levelColumns - 1) {
      requireCount(source, system, levelNames.get(depth), node.firstLine, node.childCount(), depth, repetitions);
      for (Node child : node.children()) {
        collect(source, system, levelNames, levelColumns, child, depth + 1, repetitions, values);
      }
      return;
    }
    Leaves leaves = node.leaves();
    int leafDepth = Math.max(depth, levelColumns);
    if (levelColumns > 0) {
      requireCount(source, system, levelNames.get(depth), node.firstLine, leaves.size(), depth, repetitions);
    }
    for (int leaf = 0; leaf < leaves.size(); leaf++) {
      if (leafDepth < levelNames.size()) {
        requireCount(source, system, levelNames.get(leafDepth), leaves.firstLine(leaf), leaves.valueCount(leaf),
            leafDepth, repetitions);
      }
      leaves.moveValuesTo(leaf, values);
    }
  }

  private static void requireCount(String source, String system, String levelName, int firstLine, int count, int level,
      int[] repetitions) throws MalformedCsvException {
    if (repetitions[level] == 0) {
      repetitions[level] = count;
    } else if (repetitions[level] != count) {
      throw new MalformedCsvException(source, firstLine, "system '" + system + "' is unbalanced: the unit starting "
          + "here has " + count + " '" + levelName + "' units, an earlier one has " + repetitions[level]
          + " (Kalibera-Jones estimators need the same number at every unit of a level)");
    }
  }

  private static double parseValue(String source, int lineNumber, String cell, String column)
      throws MalformedCsvException {
    double v;
    try {
      v = Decimals.parse(cell);
    } catch (NumberFormatException e) {
      if (Decimals.isDecimal(cell)) {
        throw new MalformedCsvException(source, lineNumber, "value '" + cell + "' in column '" + column
            + "' is not finite");
      }
      throw new MalformedCsvException(source, lineNumber, "value '" + cell + "' in column '" + column
          + "' is not a plain decimal number (accepted: e.g. 12, -0.5, 1.5e-3)");
    }
    return v;
  }

  /** Splits one line into trimmed cells, honouring {@code "} quoting. */
  static List<String> split(String source, int lineNumber, String line) throws MalformedCsvException {
    List<String> cells = new ArrayList<>();
    StringBuilder cell = new StringBuilder();
    boolean quoted = false;
    boolean wasQuoted = false;
    for (int i = 0; i < line.length(); i++) {
      char ch = line.charAt(i);
      if (quoted) {
        if (ch == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
          cell.append('"');
          i++;
        } else if (ch == '"') {
          quoted = false;
        } else {
          cell.append(ch);
        }
      } else if (ch == '"' && cell.toString().isBlank() && !wasQuoted) {
        quoted = true;
        wasQuoted = true;
        cell.setLength(0);
      } else if (ch == ',') {
        cells.add(wasQuoted ? cell.toString() : cell.toString().trim());
        cell.setLength(0);
        wasQuoted = false;
      } else if (wasQuoted && !Character.isWhitespace(ch)) {
        throw new MalformedCsvException(source, lineNumber, "text after a closing quote in cell " + (cells.size() + 1));
      } else if (!wasQuoted) {
        cell.append(ch);
      }
    }
    if (quoted) {
      throw new MalformedCsvException(source, lineNumber, "unclosed quote in cell " + (cells.size() + 1));
    }
    cells.add(wasQuoted ? cell.toString() : cell.toString().trim());
    return cells;
  }

  /**
   * One unit above the last level column while reading: its children by label number (in order of
   * appearance), or, one level above the leaves, its {@link Leaves}.
   */
  private static final class Node {
    final int firstLine;
    private Map<Integer, Node> children;
    private Leaves leaves;

    Node(int firstLine) {
      this.firstLine = firstLine;
    }

    Node child(Integer label, int lineNumber) {
      if (children == null) {
        children = new LinkedHashMap<>(4);
      }
      return children.computeIfAbsent(label, l -> new Node(lineNumber));
    }

    Iterable<Node> children() {
      return children == null ? List.of() : children.values();
    }

    int childCount() {
      return children == null ? 0 : children.size();
    }

    Leaves leaves() {
      if (leaves == null) {
        leaves = new Leaves();
      }
      return leaves;
    }

    int maxLeafValues() {
      int max = leaves == null ? 0 : leaves.maxValueCount();
      for (Node c : children()) {
        max = Math.max(max, c.maxLeafValues());
      }
      return max;
    }
  }

  /**
   * The leaves under one unit (the units of the last level column, or a system's one leaf without
   * level columns), kept in primitive arrays: a leaf is its label number, first line, value count
   * and first value, 20 bytes and a slot of an open-addressing index, instead of an object and a
   * map entry each (a 1,000,000-row file with a key per row needed about 80 bytes a row that way).
   * A leaf's further values (rows repeating its key) go to an overflow list.
   */
  private static final class Leaves {
    private int[] index = new int[8]; // open addressing, load at most 3/4: leaf + 1, or 0 for an empty slot
    private int[] labels = new int[2];
    private int[] firstLines = new int[2];
    private int[] counts = new int[2];
    private double[] firstValues = new double[2];
    private Map<Integer, DoubleList> more;
    private int size;

    void add(int label, double value, int lineNumber) {
      int leaf = find(label);
      if (leaf < 0) {
        leaf = append(label, lineNumber);
      }
      if (counts[leaf] == 0) {
        firstValues[leaf] = value;
      } else {
        if (more == null) {
          more = new HashMap<>();
        }
        more.computeIfAbsent(leaf, l -> new DoubleList()).add(value);
      }
      counts[leaf]++;
    }

    int size() {
      return size;
    }

    int firstLine(int leaf) {
      return firstLines[leaf];
    }

    int valueCount(int leaf) {
      return counts[leaf];
    }

    int maxValueCount() {
      int max = 0;
      for (int i = 0; i < size; i++) {
        max = Math.max(max, counts[i]);
      }
      return max;
    }

    /** Appends leaf {@code leaf}'s values in order to {@code sink} and frees its overflow. */
    void moveValuesTo(int leaf, DoubleList sink) {
      if (counts[leaf] > 0) {
        sink.add(firstValues[leaf]);
      }
      DoubleList extra = more == null ? null : more.remove(leaf);
      if (extra != null) {
        sink.addAll(extra);
      }
    }

    private int find(int label) {
      int mask = index.length - 1;
      for (int slot = mix(label) & mask; index[slot] != 0; slot = (slot + 1) & mask) {
        if (labels[index[slot] - 1] == label) {
          return index[slot] - 1;
        }
      }
      return -1;
    }

    private int append(int label, int lineNumber) {
      if (size == counts.length) {
        int grown = size + (size >> 1) + 1;
        labels = Arrays.copyOf(labels, grown);
        firstLines = Arrays.copyOf(firstLines, grown);
        counts = Arrays.copyOf(counts, grown);
        firstValues = Arrays.copyOf(firstValues, grown);
      }
      labels[size] = label;
      firstLines[size] = lineNumber;
      if (4 * (size + 1) > 3 * index.length) {
        index = new int[index.length * 2];
        for (int leaf = 0; leaf < size; leaf++) {
          put(leaf);
        }
      }
      put(size);
      return size++;
    }

    private void put(int leaf) {
      int mask = index.length - 1;
      int slot = mix(labels[leaf]) & mask;
      while (index[slot] != 0) {
        slot = (slot + 1) & mask;
      }
      index[slot] = leaf + 1;
    }

    private static int mix(int label) {
      int h = label * 0x9E3779B9;
      return h ^ (h >>> 16);
    }
  }

  /** A growable array of primitive doubles: 8 bytes per value, no boxing. */
  private static final class DoubleList {
    private double[] items = new double[2];
    private int size;

    void add(double v) {
      if (size == items.length) {
        items = Arrays.copyOf(items, size * 2);
      }
      items[size++] = v;
    }

    void addAll(DoubleList other) {
      for (int i = 0; i < other.size; i++) {
        add(other.items[i]);
      }
    }

    int size() {
      return size;
    }

    double[] toArray() {
      return Arrays.copyOf(items, size);
    }
  }
}
