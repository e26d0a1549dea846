package io.github.nanometer.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Defaults;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The sentence that says what would decide a one-JVM judgement states the run's true defaults. */
class WhatWouldDecideTest {

  private static final List<String> WORDS = List.of("zero", "one", "two", "three", "four", "five");

  @Test
  void theCompilationsDefaultItQuotesIsTheRunDefault() {
    assertEquals(WORDS.get(Defaults.RUN_COMPILATIONS), WhatWouldDecide.RUN_COMPILATIONS_WORD,
        "the hint must quote Defaults.RUN_COMPILATIONS");
    Judgement j = Judge.judge(List.of(JudgeCopiesTest.samples("lcg", 1, 100)),
        List.of(JudgeCopiesTest.samples("lcg", 2, 200)), 0.02, 0.95).judgements().get(0);
    String hint = WhatWouldDecide.of(j, 0.02).orElseThrow();
    assertTrue(hint.contains("--compilations N; a run measures one by default"), hint);
    assertFalse(hint.contains("3 by default"), "a run's default is 1, not a paired comparison's 3: " + hint);
    assertTrue(hint.contains("--forks N"), hint);
  }
}
