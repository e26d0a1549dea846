package io.github.nanometer.reference;

/** A class whose constant pool shares its own name string with a string constant (for ClassFileRenameTest). */
final class SelfNamed {
  static final String INTERNAL_NAME = "io/github/nanometer/reference/SelfNamed";

  private SelfNamed() {}
}
