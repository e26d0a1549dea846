package io.github.nanometer.text;

/**
 * Numbers as text with a fixed count of decimals ({@code %.2f}) or of significant digits ({@code
 * %.4g}), written the way {@code String.format(Locale.ROOT, ...)} writes them but without {@code
 * java.util.Formatter} (see the package documentation): rounding half up on the shortest decimal
 * that identifies the double ({@link Double#toString}), as the formatter rounds; {@code NaN} and
 * {@code Infinity} spelled as it spells them.
 */
public final class DecimalText {
  private DecimalText() {}

  /**
   * {@code v} with exactly {@code places} decimals: {@code fixed(2.675, 2)} is {@code "2.68"},
   * {@code fixed(1234.5, 0)} is {@code "1235"}, {@code fixed(-0.001, 1)} is {@code "-0.0"} (the
   * sign kept, as {@code %.1f} keeps it).
   *
   * @throws IllegalArgumentException when {@code places} is outside 0..20
   */
  public static String fixed(double v, int places) {
    if (places < 0 || places > 20) {
      throw new IllegalArgumentException("places " + places + " is outside 0..20");
    }
    if (!Double.isFinite(v)) {
      return special(v);
    }
    Digits d = Digits.of(v);
    d.roundTo(d.point + places);
    StringBuilder sb = new StringBuilder(24);
    if (d.negative) {
      sb.append('-');
    }
    d.appendFixed(sb, places);
    return sb.toString();
  }

  /**
   * {@code v} with {@code digits} significant digits, as {@code %.<digits>g} writes it: plain
   * decimals from 0.0001 up to {@code 10^digits} ({@code significant(0.000123456, 3)} is {@code
   * "0.000123"}, {@code significant(12.0, 4)} is {@code "12.00"}), scientific outside that range
   * ({@code significant(123456, 3)} is {@code "1.23e+05"}).
   *
   * @throws IllegalArgumentException when {@code digits} is outside 1..17
   */
  public static String significant(double v, int digits) {
    if (digits < 1 || digits > 17) {
      throw new IllegalArgumentException("digits " + digits + " is outside 1..17");
    }
    if (!Double.isFinite(v)) {
      return special(v);
    }
    Digits d = Digits.of(v);
    StringBuilder sb = new StringBuilder(24);
    if (d.negative) {
      sb.append('-');
    }
    if (d.isZero()) {
      d.appendFixed(sb, digits - 1);
      return sb.toString();
    }
    d.roundTo(digits);
    int exponent = d.point - 1;
    if (exponent >= -4 && exponent < digits) {
      d.appendFixed(sb, digits - 1 - exponent);
      return sb.toString();
    }
    sb.append(d.digitAt(0));
    if (digits > 1) {
      sb.append('.');
    }
    for (int i = 1; i < digits; i++) {
      sb.append(d.digitAt(i));
    }
    sb.append(exponent < 0 ? "e-" : "e+");
    int e = Math.abs(exponent);
    if (e < 10) {
      sb.append('0');
    }
    return sb.append(e).toString();
  }

  /**
   * {@code template} with each conversion replaced by the next argument, as {@code
   * String.format(Locale.ROOT, template, args)} writes it, for the conversions nanometer's messages
   * use: {@code %s} ({@link String#valueOf(Object)}), {@code %d} (an {@code Integer}, {@code Long},
   * {@code Short} or {@code Byte}), {@code %.Nf} and {@code %.Ng} (a {@code Double} or {@code Float}, see {@link
   * #fixed} and {@link #significant}; N from 0 to 17) and {@code %%}.
   *
   * @throws IllegalArgumentException when the template holds another conversion, or the arguments
   *     do not match the conversions in number or kind (naming the conversion and its position)
   */
  public static String format(String template, Object... args) {
    StringBuilder sb = new StringBuilder(template.length() + 16 * args.length);
    int next = 0;
    int n = template.length();
    for (int i = 0; i < n; i++) {
      char c = template.charAt(i);
      if (c != '%') {
        sb.append(c);
        continue;
      }
      int start = i;
      if (++i == n) {
        throw new IllegalArgumentException("template ends in a lone '%': '" + template + "'");
      }
      c = template.charAt(i);
      if (c == '%') {
        sb.append('%');
        continue;
      }
      int precision = -1;
      if (c == '.') {
        int p = 0;
        int digits = 0;
        while (++i < n && template.charAt(i) >= '0' && template.charAt(i) <= '9' && digits < 3) {
          p = 10 * p + template.charAt(i) - '0';
          digits++;
        }
        if (digits == 0 || i == n) {
          throw unsupported(template, start, Math.min(i + 1, n));
        }
        precision = p;
        c = template.charAt(i);
      }
      if (next >= args.length) {
        throw new IllegalArgumentException("no argument for " + template.substring(start, i + 1) + " at "
            + start + " of '" + template + "'");
      }
      Object a = args[next++];
      if (precision < 0 && c == 's') {
        sb.append(a);
      } else if (precision < 0 && c == 'd' && (a instanceof Integer || a instanceof Long || a instanceof Short
          || a instanceof Byte)) {
        sb.append(((Number) a).longValue());
      } else if (precision >= 0 && precision <= 17 && c == 'f' && (a instanceof Double || a instanceof Float)) {
        Number v = (Number) a;
        sb.append(fixed(v.doubleValue(), precision));
      } else if (precision >= 0 && precision <= 17 && c == 'g' && (a instanceof Double || a instanceof Float)) {
        Number v = (Number) a;
        sb.append(significant(v.doubleValue(), Math.max(1, precision)));
      } else {
        throw new IllegalArgumentException(template.substring(start, i + 1) + " at " + start + " of '" + template
            + "' cannot format " + (a == null ? "null" : a.getClass().getSimpleName())
            + " (supported: %s, %d of a whole number, %.Nf and %.Ng of a Double or Float, %%)");
      }
    }
    if (next != args.length) {
      throw new IllegalArgumentException("more arguments (" + args.length + ") than conversions in '" + template + "'");
    }
    return sb.toString();
  }

  private static IllegalArgumentException unsupported(String template, int from, int to) {
    return new IllegalArgumentException("unsupported conversion " + template.substring(from, to) + " at " + from
        + " of '" + template + "' (supported: %s, %d, %.Nf, %.Ng, %%)");
  }

  private static String special(double v) {
    return Double.isNaN(v) ? "NaN" : v > 0 ? "Infinity" : "-Infinity";
  }

  /**
   * The decimal digits of |v| as {@link Double#toString} gives them, leading zeros removed, with
   * the position of the decimal point: the value is 0.{@code digits} x 10^{@code point}.
   */
  private static final class Digits {
    final boolean negative;
    char[] digits;
    int count;
    int point;

    private Digits(boolean negative, char[] digits, int count, int point) {
      this.negative = negative;
      this.digits = digits;
      this.count = count;
      this.point = point;
    }

    static Digits of(double v) {
      boolean negative = Double.doubleToRawLongBits(v) < 0;
      String s = Double.toString(Math.abs(v));
      int e = s.indexOf('E');
      int exponent = e < 0 ? 0 : Integer.parseInt(s.substring(e + 1));
      String mantissa = e < 0 ? s : s.substring(0, e);
      int dot = mantissa.indexOf('.');
      char[] out = new char[mantissa.length()];
      int count = 0;
      int point = dot + exponent;
      for (int i = 0; i < mantissa.length(); i++) {
        char c = mantissa.charAt(i);
        if (c == '.') {
          continue;
        }
        if (count == 0 && c == '0') {
          point--; // a leading zero: the first significant digit is one place further right
          continue;
        }
        out[count++] = c;
      }
      while (count > 0 && out[count - 1] == '0') {
        count--;
      }
      return new Digits(negative, out, count, count == 0 ? 0 : point);
    }

    boolean isZero() {
      return count == 0;
    }

    char digitAt(int i) {
      return i < count ? digits[i] : '0';
    }

    /** Keeps the first {@code keep} digits, rounding half up; none left is zero. */
    void roundTo(int keep) {
      if (keep >= count) {
        return;
      }
      if (keep < 0) {
        count = 0;
        point = 0;
        return;
      }
      boolean up = digits[keep] >= '5';
      count = keep;
      if (up) {
        int i = keep - 1;
        while (i >= 0 && digits[i] == '9') {
          i--;
        }
        if (i < 0) {
          digits = new char[Math.max(1, keep)];
          digits[0] = '1';
          count = 1;
          point++;
          return;
        }
        digits[i]++;
        count = i + 1;
      }
      while (count > 0 && digits[count - 1] == '0') {
        count--;
      }
      if (count == 0) {
        point = 0;
      }
    }

    /** Appends the (already rounded) value with {@code places} decimals. */
    void appendFixed(StringBuilder sb, int places) {
      if (point <= 0) {
        sb.append('0');
      } else {
        for (int i = 0; i < point; i++) {
          sb.append(digitAt(i));
        }
      }
      if (places == 0) {
        return;
      }
      sb.append('.');
      for (int i = 0; i < places; i++) {
        int at = point + i;
        sb.append(at < 0 ? '0' : digitAt(at));
      }
    }
  }
}
