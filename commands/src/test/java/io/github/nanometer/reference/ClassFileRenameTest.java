package io.github.nanometer.reference;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.classes.ClassFileRename;
import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Renaming a class in its bytes gives a class that loads, runs and carries the new name. */
class ClassFileRenameTest {
  private static final String LCG = "io/github/nanometer/reference/LcgStep";

  private static byte[] bytesOf(Class<?> c) throws IOException {
    try (InputStream in = c.getResourceAsStream(c.getSimpleName() + ".class")) {
      return in.readAllBytes();
    }
  }

  @Test
  void renamedCopyDefinesAndComputesLikeTheTemplate() throws Exception {
    byte[] copy = ClassFileRename.rename(bytesOf(LcgStep.class), LCG, LCG + "_renameTest");
    Class<?> c = MethodHandles.lookup().defineClass(copy);
    assertEquals("io.github.nanometer.reference.LcgStep_renameTest", c.getName());
    assertEquals(ReferenceWorkloads.Chain.class, c.getSuperclass());
    ReferenceWorkloads.Chain chain = (ReferenceWorkloads.Chain) c.getDeclaredConstructor(int.class).newInstance(1000);
    assertEquals(new ReferenceWorkloads.Lcg(1000).run(99), chain.applyAsLong(99));
    assertEquals(new ReferenceWorkloads.Lcg(1000).run(99), chain.run(99));
  }

  @Test
  void onlyTheNameChanges() throws IOException {
    byte[] original = bytesOf(LcgStep.class);
    byte[] same = ClassFileRename.rename(original, LCG, LCG);
    assertArrayEquals(original, same, "renaming to the same name is the identity");
    byte[] longer = ClassFileRename.rename(original, LCG, LCG + "_abc");
    assertEquals(original.length + 4, longer.length);
    String text = new String(longer, StandardCharsets.ISO_8859_1);
    assertTrue(text.contains(LCG + "_abc"));
  }

  @Test
  void refusesWhatItCannotRenameSafely() throws IOException {
    byte[] lcg = bytesOf(LcgStep.class);
    IllegalArgumentException wrongClass = assertThrows(IllegalArgumentException.class,
        () -> ClassFileRename.rename(lcg, "io/github/nanometer/reference/ChaseStep", "x/Y"));
    assertTrue(wrongClass.getMessage().contains("does not define io/github/nanometer/reference/ChaseStep"),
        wrongClass.getMessage());
    assertThrows(IllegalArgumentException.class, () -> ClassFileRename.rename(new byte[] {1, 2, 3}, LCG, "x/Y"));
    byte[] badMagic = lcg.clone();
    badMagic[0] = 0;
    assertThrows(IllegalArgumentException.class, () -> ClassFileRename.rename(badMagic, LCG, "x/Y"));
    byte[] selfNamed = bytesOf(SelfNamed.class);
    IllegalArgumentException shared = assertThrows(IllegalArgumentException.class,
        () -> ClassFileRename.rename(selfNamed, SelfNamed.INTERNAL_NAME, "x/Y"));
    assertTrue(shared.getMessage().contains("also used by constant-pool entry"), shared.getMessage());
  }
}
