package io.github.nanometer.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import org.junit.jupiter.api.Test;

/** I/O failures get plain reasons, echoed on one line (issue 12, failure 13). */
class IoReasonsTest {

  @Test
  void ioFailuresMapToPlainReasons() {
    assertEquals("no such file", IoReasons.of(new NoSuchFileException("x")));
    assertEquals("permission denied", IoReasons.of(new AccessDeniedException("x")));
    assertEquals("not UTF-8 text", IoReasons.of(new MalformedInputException(1)));
    assertEquals("is a directory", IoReasons.of(new FileSystemException("x", null, "Is a directory")));
    assertEquals("name too long", IoReasons.of(new FileSystemException("x", null, "File name too long")));
    assertEquals("no space left on device", IoReasons.of(new IOException("No space left on device")));
    assertEquals("odd\\nthing", IoReasons.of(new IOException("odd\nthing")));
  }
}
