package io.github.nanometer.classes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Arrays;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;

/** Padding a method's bytecode: longer, still verified, still the same behaviour. */
class ClassFilePaddingTest {

  private static final byte[] TEMPLATE = ClassCopies.bytes(PaddingTemplate.class);

  private static IntUnaryOperator load(byte[] classFile) throws Throwable {
    MethodHandles.Lookup hidden = MethodHandles.lookup().defineHiddenClass(classFile, true);
    return (IntUnaryOperator) hidden.findConstructor(hidden.lookupClass(), MethodType.methodType(void.class)).invoke();
  }

  @Test
  void aPaddedMethodIsLongerAndStillVerifiesAndRunsAsBefore() throws Throwable {
    int before = ClassFilePadding.codeLength(TEMPLATE, "applyAsInt");
    assertTrue(before > 0 && before < 100, "the template's loop is short: " + before);
    for (int wanted : new int[] {before + 1, before + 2, before + 3, 326, 4000}) {
      byte[] padded = ClassFilePadding.pad(TEMPLATE, "applyAsInt", wanted);
      // Exactly the length asked for, except that the shortest padding is aconst_null; athrow.
      assertEquals(Math.max(wanted, before + 2), ClassFilePadding.codeLength(padded, "applyAsInt"), "padded to " + wanted);
      // defineHiddenClass verifies the class: the appended frame and code must be consistent.
      IntUnaryOperator op = load(padded);
      assertEquals(5050, op.applyAsInt(100));
      assertEquals(0, op.applyAsInt(0));
      // The other method is untouched.
      assertEquals(ClassFilePadding.codeLength(TEMPLATE, "straight"), ClassFilePadding.codeLength(padded, "straight"));
    }
  }

  @Test
  void aMethodAlreadyLongEnoughIsLeftAsItIs() {
    int length = ClassFilePadding.codeLength(TEMPLATE, "applyAsInt");
    assertSame(TEMPLATE, ClassFilePadding.pad(TEMPLATE, "applyAsInt", length));
    assertSame(TEMPLATE, ClassFilePadding.pad(TEMPLATE, "applyAsInt", 0));
  }

  @Test
  void paddingTwiceKeepsAValidClass() throws Throwable {
    byte[] once = ClassFilePadding.pad(TEMPLATE, "applyAsInt", 200);
    byte[] twice = ClassFilePadding.pad(once, "applyAsInt", 500);
    assertEquals(500, ClassFilePadding.codeLength(twice, "applyAsInt"));
    assertEquals(55, load(twice).applyAsInt(10));
  }

  @Test
  void theTemplatesOwnBytesAreNotModified() {
    byte[] copy = TEMPLATE.clone();
    ClassFilePadding.pad(TEMPLATE, "applyAsInt", 1000);
    assertArrayEquals(copy, TEMPLATE);
  }

  @Test
  void refusalsNameWhatIsWrong() {
    IllegalArgumentException noMethod =
        assertThrows(IllegalArgumentException.class, () -> ClassFilePadding.pad(TEMPLATE, "missing", 400));
    assertTrue(noMethod.getMessage().contains("0 methods named missing"), noMethod.getMessage());
    IllegalArgumentException noFrames =
        assertThrows(IllegalArgumentException.class, () -> ClassFilePadding.pad(TEMPLATE, "straight", 400));
    assertTrue(noFrames.getMessage().contains("no stack-map table"), noFrames.getMessage());
    IllegalArgumentException tooLong = assertThrows(IllegalArgumentException.class,
        () -> ClassFilePadding.pad(TEMPLATE, "applyAsInt", 65536));
    assertTrue(tooLong.getMessage().contains("at most 65535; got 65536"), tooLong.getMessage());
    IllegalArgumentException notAClass = assertThrows(IllegalArgumentException.class,
        () -> ClassFilePadding.pad(Arrays.copyOf(TEMPLATE, 8), "applyAsInt", 400));
    assertTrue(notAClass.getMessage().contains("not a class file"), notAClass.getMessage());
  }
}
