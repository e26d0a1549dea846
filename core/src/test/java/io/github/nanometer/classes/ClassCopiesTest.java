package io.github.nanometer.classes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;

/** Hidden and named copies of a template behave as the template, each a class of its own. */
class ClassCopiesTest {

  private static IntUnaryOperator instance(MethodHandles.Lookup lookup, Class<?> c) throws Throwable {
    return (IntUnaryOperator) lookup.findConstructor(c, MethodType.methodType(void.class)).invoke();
  }

  @Test
  void everyHiddenCopyIsANewClassThatRunsLikeTheTemplate() throws Throwable {
    MethodHandles.Lookup a = ClassCopies.hidden(MethodHandles.lookup(), CopyTemplate.class);
    MethodHandles.Lookup b = ClassCopies.hidden(MethodHandles.lookup(), CopyTemplate.class);
    assertNotSame(a.lookupClass(), b.lookupClass());
    assertNotSame(CopyTemplate.class, a.lookupClass());
    assertTrue(a.lookupClass().isHidden());
    assertEquals(42, instance(a, a.lookupClass()).applyAsInt(21));
    assertEquals(42, instance(b, b.lookupClass()).applyAsInt(21));
  }

  @Test
  void aNamedCopyCarriesItsNameAndRunsLikeTheTemplate() throws Throwable {
    Class<?> c = ClassCopies.named(MethodHandles.lookup(), CopyTemplate.class, CopyTemplate.class.getName() + "_copy");
    assertEquals("io.github.nanometer.classes.CopyTemplate_copy", c.getName());
    assertTrue(!c.isHidden());
    assertEquals(14, instance(MethodHandles.lookup(), c).applyAsInt(7));
  }

  @Test
  void theTemplatesBytesAreReadOnceAndAreAClassFile() {
    byte[] bytes = ClassCopies.bytes(CopyTemplate.class);
    assertSame(bytes, ClassCopies.bytes(CopyTemplate.class));
    assertEquals(0xCAFEBABE, java.nio.ByteBuffer.wrap(bytes).getInt());
  }

  @Test
  void aClassWithoutAClassFileIsRefused() throws Exception {
    Class<?> hidden = ClassCopies.hidden(MethodHandles.lookup(), CopyTemplate.class).lookupClass();
    UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> ClassCopies.bytes(hidden));
    assertTrue(e.getMessage().contains("not found"), e.getMessage());
  }
}
