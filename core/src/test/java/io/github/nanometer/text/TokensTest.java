package io.github.nanometer.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TokensTest {
  @Test
  void wordsAreWhatSplittingTheTrimmedTextOnBlankRunsGives() {
    assertEquals(List.of("a", "b", "c"), Tokens.words("  a b\tc \n"));
    assertEquals(List.of(), Tokens.words(" \t "));
    assertEquals(List.of(), Tokens.words(""));
    SplittableRandom r = new SplittableRandom(7);
    String alphabet = "ab \t\n\u000b\f\r,";
    for (int i = 0; i < 5_000; i++) {
      StringBuilder sb = new StringBuilder();
      for (int j = r.nextInt(12); j > 0; j--) {
        sb.append(alphabet.charAt(r.nextInt(alphabet.length())));
      }
      String s = sb.toString();
      List<String> expected = s.trim().isEmpty() ? List.of() : Arrays.asList(s.trim().split("\\s+"));
      if (!s.trim().equals(s.strip()) || s.trim().chars().anyMatch(c -> c < ' ' && !Tokens.isBlank((char) c))) {
        continue; // trim() also removes other control characters; those texts are not compared
      }
      assertEquals(expected, Tokens.words(s), () -> "'" + s + "'");
    }
  }

  @Test
  void aLimitKeepsTheRestInTheLastWord() {
    assertEquals(List.of("a", "b  c d"), Tokens.words(" a b  c d ", 2));
    assertEquals(List.of("a b"), Tokens.words("a b", 1));
    assertEquals(List.of("a", "b"), Tokens.words("a b", 6));
    assertEquals("limit 0 is below 1",
        assertThrows(IllegalArgumentException.class, () -> Tokens.words("a", 0)).getMessage());
  }

  @Test
  void linesAreWhatStringLinesGives() {
    for (String s : List.of("", "a", "a\n", "a\nb", "a\r\nb\r\n", "\n\na\r\rb", "x\r", "\r\n", "a\n\n")) {
      assertEquals(s.lines().toList(), Tokens.lines(s), () -> "'" + s + "'");
    }
  }

  @Test
  void fieldsKeepEveryPartEmptyOnesIncluded() {
    assertEquals(List.of("a", "", "b", ""), Tokens.fields("a||b|", '|'));
    assertEquals(List.of(""), Tokens.fields("", '|'));
    assertEquals(Arrays.asList("x:y::z:".split(":", -1)), Tokens.fields("x:y::z:", ':'));
  }

  @Test
  void digitsAndWordsAreCheckedCharacterByCharacter() {
    assertTrue(Tokens.isDigits("0123", 1, 9));
    assertFalse(Tokens.isDigits("", 1, 9));
    assertFalse(Tokens.isDigits("12a", 1, 9));
    assertFalse(Tokens.isDigits("1234567890", 1, 9));
    assertFalse(Tokens.isDigits("\u0663", 1, 9)); // an Arabic-Indic three is not an ASCII digit
    assertTrue(Tokens.isWordOf("tsc_1.x+y-z", "_.+-"));
    assertFalse(Tokens.isWordOf("tsc hpet", "_.+-"));
    assertFalse(Tokens.isWordOf("", "_.+-"));
  }
}
