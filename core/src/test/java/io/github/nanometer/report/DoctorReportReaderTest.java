package io.github.nanometer.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.nanometer.doctor.DoctorReport;
import io.github.nanometer.doctor.GoldenReports;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The doctor document reads back into the same report; write, read, write is byte-identical. */
class DoctorReportReaderTest {

  private static String golden() throws IOException {
    try (InputStream in = DoctorReportReaderTest.class.getResourceAsStream("/golden/doctor-laptop.json")) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static String write(DoctorReport r, Locale locale) {
    Locale saved = Locale.getDefault();
    try {
      Locale.setDefault(locale);
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      FindingsWriter.json(r, new PrintStream(bytes, true, StandardCharsets.UTF_8));
      return bytes.toString(StandardCharsets.UTF_8);
    } finally {
      Locale.setDefault(saved);
    }
  }

  @Test
  void readsTheGoldenReportBackAsTheSameRecord() throws IOException {
    assertEquals(GoldenReports.laptop(), DoctorReportReader.document(golden()));
  }

  @Test
  void writeReadWriteIsByteIdenticalUnderTwoLocales() throws IOException {
    String text = golden();
    assertEquals(text, write(DoctorReportReader.document(text), Locale.ROOT));
    assertEquals(text, write(DoctorReportReader.document(text), Locale.GERMANY));
  }

  @Test
  void refusesTheRetiredHeaderAndBadStatusesByPath() throws IOException {
    String text = golden();
    assertEquals("not a nanometer document: no \"schema\" member (it has the retired header "
            + "{\"format\": \"nanometer-doctor/1\"}; write it again with this nanometer)",
        assertThrows(IllegalArgumentException.class, () -> DoctorReportReader.document(
            text.replace("\"schema\": \"nanometer-doctor\",\n  \"version\": 1,", "\"format\": \"nanometer-doctor/1\","))).getMessage());
    assertEquals("findings[0].status: must be one of ok, warn, fail, unknown, got \"meh\"",
        assertThrows(IllegalArgumentException.class,
            () -> DoctorReportReader.document(text.replaceFirst("\"status\": \"[a-z]+\"", "\"status\": \"meh\"")))
            .getMessage());
  }
}
