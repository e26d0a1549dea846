package io.github.nanometer.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.nanometer.NoteKind;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** docs/RESULTS-JSON.md names every kind a result's note can have, so tools matching on kinds know them all. */
class NoteKindsDocumentedTest {

  @Test
  void theResultsFormatPageNamesEveryNoteKind() {
    String page = Docs.page("RESULTS-JSON.md");
    List<String> missing = Arrays.stream(NoteKind.values()).map(k -> "`" + k.name() + "`")
        .filter(k -> !page.contains(k)).toList();
    assertEquals(List.of(), missing, "note kinds docs/RESULTS-JSON.md does not name");
  }
}
