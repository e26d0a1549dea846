package io.github.nanometer.analysis;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Reads UTF-8 text line by line from an {@link InputStream} in 64 KiB chunks, counting lines and
 * refusing a line longer than {@link LeveledCsv#MAX_LINE_BYTES} bytes (so a binary or runaway
 * file fails with a plain reason instead of filling the heap). Lines are split on bytes ({@code
 * \n}, {@code \r\n} or {@code \r}, which never occur inside a multi-byte UTF-8 sequence) and each
 * is decoded strictly, so bad bytes are reported with their line number (an {@link IOException}
 * "not UTF-8 text at line N").
 */
final class LineSource {
  private final String source;
  private final InputStream in;
  private final byte[] buffer = new byte[1 << 16];
  private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
      .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
  private byte[] line = new byte[256];
  private int length;
  private int position;
  private int limit;
  private int number;
  private boolean skipNewline;
  private boolean ended;

  LineSource(String source, InputStream in) {
    this.source = source;
    this.in = in;
  }

  /** The 1-based number of the line last returned. */
  int number() {
    return number;
  }

  /** The next line without its terminator, or null at the end of the text. */
  String next() throws IOException, MalformedCsvException {
    if (ended) {
      return null;
    }
    length = 0;
    while (true) {
      if (position == limit && !fill()) {
        ended = true;
        if (length == 0) {
          return null;
        }
        return decoded();
      }
      byte b = buffer[position++];
      if (skipNewline) {
        skipNewline = false;
        if (b == '\n') {
          continue;
        }
      }
      if (b == '\n' || b == '\r') {
        skipNewline = b == '\r';
        return decoded();
      }
      if (length == LeveledCsv.MAX_LINE_BYTES) {
        throw new MalformedCsvException(source, number + 1, "line longer than " + LeveledCsv.MAX_LINE_BYTES
            + " bytes; not a CSV file of measurements");
      }
      if (length == line.length) {
        line = java.util.Arrays.copyOf(line, Math.min(LeveledCsv.MAX_LINE_BYTES, 2 * line.length));
      }
      line[length++] = b;
    }
  }

  private String decoded() throws IOException {
    number++;
    try {
      return decoder.decode(ByteBuffer.wrap(line, 0, length)).toString();
    } catch (CharacterCodingException e) {
      throw new IOException("not UTF-8 text at line " + number, e);
    }
  }

  private boolean fill() throws IOException {
    limit = in.read(buffer);
    position = 0;
    if (limit <= 0) {
      limit = 0;
      return false;
    }
    return true;
  }
}
