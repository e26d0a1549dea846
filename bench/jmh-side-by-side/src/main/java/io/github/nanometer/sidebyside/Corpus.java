package io.github.nanometer.sidebyside;

import io.github.nanometer.Blackhole;
import io.github.nanometer.InputGenerator;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiConsumer;
import java.util.function.IntPredicate;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The everyday-Java corpus (issue 19 item 8), written once for both sides: each workload is a
 * name, an input generator drawing from a seeded {@link SplittableRandom}, and a body that feeds
 * nanometer's {@link Blackhole} itself. The nanometer side passes generator and body to {@code
 * Benchmark.withInputsAndBlackhole} unchanged; the JMH side ({@link CorpusJmh}) draws {@value
 * #BATCH} inputs from {@code new SplittableRandom(SEED)} with the same generator and cycles them
 * by an index, calling the same body with a blackhole that is a compiler blackhole in both JVMs.
 *
 * <p>Why the body feeds a blackhole instead of returning a value: a primitive result (an {@code
 * int} from {@code Integer.parseInt}) would be boxed by a {@code Function}, an allocation neither
 * a JMH method returning {@code int} nor a user's code would have; and a shared adapter turning
 * one shape into the other would be one call site for every workload, megamorphic when the whole
 * corpus runs in one JVM (the in-process order test), which no harness could fix. Every body here
 * is its own lambda class, so its call sites profile only its own receivers.
 *
 * <p>Workloads are created on demand ({@link #create}): a JVM measuring one workload loads only
 * that workload's classes and state (a monomorphic call stays monomorphic by class hierarchy too,
 * as it would in a user's benchmark). State a body reads (a map, a counter, a lock) belongs to
 * the created workload, so two creations share nothing.
 */
public final class Corpus {
  private Corpus() {}

  /** The seed of the JMH side's batch and of nanometer's {@code Options.seed}. */
  public static final long SEED = 0x5EED_C0FFEEL;

  /** Inputs in the JMH side's batch: nanometer's default batch size. */
  public static final int BATCH = 1024;

  /**
   * One workload: its name, a one-line description, its input generator and its body.
   *
   * @param <I> the input type
   * @param name the name on the command line and in every output (lower case, dashes)
   * @param description what the body does, for {@code CorpusSide list} and the README
   * @param generator draws one input; deterministic in its random source
   * @param body evaluates one input and consumes its result into the blackhole
   */
  public record Workload<I>(String name, String description, InputGenerator<I> generator,
      BiConsumer<I, Blackhole> body) {

    /** {@code count} inputs drawn in order from {@code new SplittableRandom(seed)}. */
    public Object[] batch(long seed, int count) {
      SplittableRandom random = new SplittableRandom(seed);
      Object[] inputs = new Object[count];
      for (int i = 0; i < count; i++) {
        inputs[i] = generator.next(random);
      }
      return inputs;
    }
  }

  private static final Map<String, Supplier<Workload<?>>> FACTORIES = new LinkedHashMap<>();

  private static void add(String name, Supplier<Workload<?>> factory) {
    FACTORIES.put(name, factory);
  }

  /** The workload names, in the corpus order. */
  public static List<String> names() {
    return List.copyOf(FACTORIES.keySet());
  }

  /**
   * A new instance of the workload named {@code name}, with its own state.
   *
   * @throws IllegalArgumentException naming the value and the valid names when there is none
   */
  public static Workload<?> create(String name) {
    Supplier<Workload<?>> f = FACTORIES.get(name);
    if (f == null) {
      throw new IllegalArgumentException("unknown corpus workload '" + name + "'; valid: " + String.join(", ", names()));
    }
    return f.get();
  }

  // ---------------------------------------------------------------- inputs and helper types

  /** An int and a double, for the formatting body. */
  public record IntDouble(int count, double price) {}

  /** A user id, a host name and a port, for the concatenation body. */
  public record Address(int id, String host, int port) {}

  /** A threshold and the values it filters, for the capturing-lambda body. */
  public record Filter(int threshold, int[] values) {}

  private static final String[] WORDS = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta",
      "iota", "kappa", "lambda", "mu", "nu", "xi", "omicron", "pi"};

  private static int[] ints(SplittableRandom r, int n) {
    return r.ints(n).toArray();
  }

  private static String word(SplittableRandom r) {
    return WORDS[r.nextInt(WORDS.length)];
  }

  /** The keys of the map bodies: 1024 distinct boxed ints, the same in every JVM. */
  private static Integer[] mapKeys() {
    return new SplittableRandom(SEED ^ 0x4D41_50L).ints(0, 1 << 30).distinct().limit(1024).boxed()
        .toArray(Integer[]::new);
  }

  /** A shape with an area: the receiver of the interface-call bodies. */
  public interface Shape {
    /** The area. */
    double area();
  }

  /** A circle. */
  public record Circle(double r) implements Shape {
    @Override
    public double area() {
      return Math.PI * r * r;
    }
  }

  /** A square. */
  public record Square(double side) implements Shape {
    @Override
    public double area() {
      return side * side;
    }
  }

  /** A rectangle. */
  public record Rect(double w, double h) implements Shape {
    @Override
    public double area() {
      return w * h;
    }
  }

  /** A right triangle. */
  public record Triangle(double base, double height) implements Shape {
    @Override
    public double area() {
      return 0.5 * base * height;
    }
  }

  /** One of the first {@code kinds} shape classes, chosen at random, of a random size. */
  private static Shape shape(SplittableRandom r, int kinds) {
    double a = 1 + r.nextDouble();
    double b = 1 + r.nextDouble();
    return switch (r.nextInt(kinds)) {
      case 0 -> new Circle(a);
      case 1 -> new Square(a);
      case 2 -> new Rect(a, b);
      default -> new Triangle(a, b);
    };
  }

  /** The allocation-heavy body's graph: an order of a customer with lines. */
  public record Customer(int id, String name) {}

  /** One order line. */
  public record Line(String item, int quantity, long cents) {}

  /** An order: a customer and its lines. */
  public record Order(Customer customer, List<Line> lines, long totalCents) {}

  /** How many of {@code values} {@code p} accepts. */
  static int count(int[] values, IntPredicate p) {
    int c = 0;
    for (int v : values) {
      if (p.test(v)) {
        c++;
      }
    }
    return c;
  }

  /** Throws when {@code x} is negative; returns it otherwise. */
  static int checkedNonNegative(int x) {
    if (x < 0) {
      throw new IllegalArgumentException("negative: " + x);
    }
    return x;
  }

  private static final Pattern EMAIL = Pattern.compile("[a-z]+\\d{2,4}@[a-z]+\\.(com|org)");

  // ---------------------------------------------------------------- the workloads

  static {
    add("string-format", () -> new Workload<IntDouble>("string-format",
        "String.format of an int and a double (\"%d items at %.2f\")",
        r -> new IntDouble(r.nextInt(1000), r.nextDouble() * 100),
        (in, bh) -> bh.consume(String.format("%d items at %.2f", in.count(), in.price()))));
    add("stringbuilder", () -> new Workload<int[]>("stringbuilder",
        "StringBuilder appending 4 ints with separators, then toString",
        r -> ints(r, 4),
        (in, bh) -> bh.consume(new StringBuilder().append("id=").append(in[0]).append(", x=").append(in[1])
            .append(", y=").append(in[2]).append(", z=").append(in[3]).toString())));
    add("string-concat", () -> new Workload<Address>("string-concat",
        "string concatenation with + of two ints and a string (indy concat)",
        r -> new Address(r.nextInt(100_000), word(r), 1024 + r.nextInt(60_000)),
        (in, bh) -> bh.consume("user-" + in.id() + "@" + in.host() + ":" + in.port())));
    add("regex-match", () -> new Workload<String>("regex-match",
        "precompiled Pattern.matcher(s).matches() on e-mail-like strings, half of them matching",
        r -> r.nextBoolean() ? word(r) + (10 + r.nextInt(9990)) + "@" + word(r) + ".com"
            : word(r) + "." + word(r) + "@" + r.nextInt(100),
        (in, bh) -> bh.consume(EMAIL.matcher(in).matches())));
    add("intstream-pipeline", () -> new Workload<int[]>("intstream-pipeline",
        "IntStream.of(a).filter(even).map(x * 3).sum() over 32-96 random ints",
        r -> r.ints(32 + r.nextInt(65), 0, 1000).toArray(),
        (in, bh) -> bh.consume(IntStream.of(in).filter(x -> (x & 1) == 0).map(x -> x * 3).sum())));
    add("stream-collect", () -> new Workload<List<String>>("stream-collect",
        "stream of 16 words: filter length > 3, map toUpperCase, collect toList",
        r -> {
          List<String> l = new ArrayList<>(16);
          for (int i = 0; i < 16; i++) {
            l.add(word(r));
          }
          return l;
        },
        (in, bh) -> bh.consume(in.stream().filter(s -> s.length() > 3).map(String::toUpperCase)
            .collect(Collectors.toList()))));
    add("boxed-list", () -> new Workload<int[]>("boxed-list",
        "a List<Integer> of 16 random ints (each boxed: allocates)",
        r -> ints(r, 16),
        (in, bh) -> {
          List<Integer> l = new ArrayList<>(16);
          for (int v : in) {
            l.add(v);
          }
          bh.consume(l);
        }));
    add("arraylist-add-iterate", () -> new Workload<int[]>("arraylist-add-iterate",
        "ArrayList<Integer> grown by add from empty over 8-64 small (cached) ints, then summed by for-each",
        r -> r.ints(8 + r.nextInt(57), 0, 128).toArray(),
        (in, bh) -> {
          ArrayList<Integer> l = new ArrayList<>();
          for (int v : in) {
            l.add(v);
          }
          int s = 0;
          for (Integer v : l) {
            s += v;
          }
          bh.consume(s);
        }));
    add("hashmap-get", () -> {
      Integer[] keys = mapKeys();
      Map<Integer, Integer> m = new HashMap<>();
      for (Integer k : keys) {
        m.put(k, k ^ 0x5A5A);
      }
      return new Workload<Integer>("hashmap-get", "HashMap<Integer,Integer>.get of random present keys (1024 entries)",
          r -> keys[r.nextInt(keys.length)], (in, bh) -> bh.consume(m.get(in)));
    });
    add("treemap-get", () -> {
      Integer[] keys = mapKeys();
      TreeMap<Integer, Integer> m = new TreeMap<>();
      for (Integer k : keys) {
        m.put(k, k ^ 0x5A5A);
      }
      return new Workload<Integer>("treemap-get", "TreeMap<Integer,Integer>.get of random present keys (1024 entries)",
          r -> keys[r.nextInt(keys.length)], (in, bh) -> bh.consume(m.get(in)));
    });
    add("concurrenthashmap-get-put", () -> {
      Integer[] keys = mapKeys();
      ConcurrentHashMap<Integer, Integer> m = new ConcurrentHashMap<>();
      for (Integer k : keys) {
        m.put(k, k);
      }
      return new Workload<Integer>("concurrenthashmap-get-put",
          "ConcurrentHashMap<Integer,Integer>: get of a random present key, then put of it (1024 entries)",
          r -> keys[r.nextInt(keys.length)],
          (in, bh) -> {
            bh.consume(m.get(in));
            bh.consume(m.put(in, in));
          });
    });
    add("arrays-sort", () -> new Workload<int[]>("arrays-sort",
        "Arrays.sort of a clone of 16 random ints",
        r -> ints(r, 16),
        (in, bh) -> {
          int[] c = in.clone();
          Arrays.sort(c);
          bh.consume(c);
        }));
    add("integer-parseint", () -> new Workload<String>("integer-parseint",
        "Integer.parseInt of random int strings",
        r -> Integer.toString(r.nextInt()),
        (in, bh) -> bh.consume(Integer.parseInt(in))));
    add("long-tostring", () -> new Workload<Long>("long-tostring",
        "Long.toString of random longs",
        r -> r.nextLong(),
        (in, bh) -> bh.consume(Long.toString(in))));
    add("bigdecimal-arith", () -> new Workload<BigDecimal[]>("bigdecimal-arith",
        "BigDecimal price * quantity + fee, rounded to 2 places HALF_EVEN",
        r -> new BigDecimal[] {BigDecimal.valueOf(r.nextLong(1, 10_000_000), 2),
            BigDecimal.valueOf(r.nextLong(1, 1000), 1), BigDecimal.valueOf(r.nextLong(0, 1000), 2)},
        (in, bh) -> bh.consume(in[0].multiply(in[1]).add(in[2]).setScale(2, RoundingMode.HALF_EVEN))));
    add("biginteger-multiply", () -> new Workload<BigInteger[]>("biginteger-multiply",
        "BigInteger multiply of two random 256-bit numbers",
        r -> new BigInteger[] {new BigInteger(256, new java.util.Random(r.nextLong())),
            new BigInteger(256, new java.util.Random(r.nextLong()))},
        (in, bh) -> bh.consume(in[0].multiply(in[1]))));
    add("call-monomorphic", () -> new Workload<Shape>("call-monomorphic",
        "interface call Shape.area() on one receiver class",
        r -> shape(r, 1), (in, bh) -> bh.consume(in.area())));
    add("call-bimorphic", () -> new Workload<Shape>("call-bimorphic",
        "interface call Shape.area() on two receiver classes, in random order",
        r -> shape(r, 2), (in, bh) -> bh.consume(in.area())));
    add("call-megamorphic", () -> new Workload<Shape>("call-megamorphic",
        "interface call Shape.area() on four receiver classes, in random order",
        r -> shape(r, 4), (in, bh) -> bh.consume(in.area())));
    add("capturing-lambda", () -> new Workload<Filter>("capturing-lambda",
        "a lambda capturing the input's threshold, passed to a counting loop over 16 ints",
        r -> new Filter(r.nextInt(1000), r.ints(16, 0, 1000).toArray()),
        (in, bh) -> bh.consume(count(in.values(), v -> v > in.threshold()))));
    add("object-graph", () -> new Workload<int[]>("object-graph",
        "allocation-heavy: an order record with a customer and 3 lines in a List (7 objects)",
        r -> ints(r, 4),
        (in, bh) -> {
          Customer c = new Customer(in[0], WORDS[in[0] & 15]);
          List<Line> lines = List.of(new Line(WORDS[in[1] & 15], in[1] & 7, in[1] >>> 8),
              new Line(WORDS[in[2] & 15], in[2] & 7, in[2] >>> 8), new Line(WORDS[in[3] & 15], in[3] & 7, in[3] >>> 8));
          long total = 0;
          for (Line l : lines) {
            total += l.quantity() * l.cents();
          }
          bh.consume(new Order(c, lines, total));
        }));
    add("exception-throw-catch", () -> new Workload<Integer>("exception-throw-catch",
        "a checked call throwing IllegalArgumentException (with message and stack trace) for half the inputs, caught",
        r -> r.nextInt(),
        (in, bh) -> {
          int v;
          try {
            v = checkedNonNegative(in);
          } catch (IllegalArgumentException e) {
            v = e.getMessage().length();
          }
          bh.consume(v);
        }));
    add("synchronized-block", () -> {
      Object lock = new Object();
      long[] counter = new long[1];
      return new Workload<Integer>("synchronized-block",
          "an uncontended synchronized block adding the input to a shared counter",
          r -> r.nextInt(1000),
          (in, bh) -> {
            long v;
            synchronized (lock) {
              v = counter[0] += in;
            }
            bh.consume(v);
          });
    });
    add("atomiclong-increment", () -> {
      AtomicLong counter = new AtomicLong();
      return new Workload<Integer>("atomiclong-increment",
          "AtomicLong.addAndGet of the input (uncontended)",
          r -> r.nextInt(1000), (in, bh) -> bh.consume(counter.addAndGet(in)));
    });
    add("system-arraycopy", () -> {
      int[] dest = new int[64];
      return new Workload<int[]>("system-arraycopy",
          "System.arraycopy of 16-64 ints into a preallocated array",
          r -> ints(r, 16 + r.nextInt(49)),
          (in, bh) -> {
            System.arraycopy(in, 0, dest, 0, in.length);
            bh.consume(dest[in.length - 1]);
          });
    });
    add("arrays-copyof", () -> new Workload<int[]>("arrays-copyof",
        "Arrays.copyOf of 16-64 ints into a new array 8 longer",
        r -> ints(r, 16 + r.nextInt(49)),
        (in, bh) -> bh.consume(Arrays.copyOf(in, in.length + 8))));
    add("arrays-hashcode", () -> new Workload<int[]>("arrays-hashcode",
        "Arrays.hashCode of 16 random ints",
        r -> ints(r, 16), (in, bh) -> bh.consume(Arrays.hashCode(in))));
    // Written after issue 41's design was frozen (reported apart in docs/lab/issue41-corpus.md).
    add("concurrenthashmap-get", () -> {
      Integer[] keys = mapKeys();
      ConcurrentHashMap<Integer, Integer> m = new ConcurrentHashMap<>();
      for (Integer k : keys) {
        m.put(k, k ^ 0x3C3C);
      }
      return new Workload<Integer>("concurrenthashmap-get",
          "ConcurrentHashMap<Integer,Integer>.get of random present keys (1024 entries)",
          r -> keys[r.nextInt(keys.length)], (in, bh) -> bh.consume(m.get(in)));
    });
    add("treemap-floorentry", () -> {
      Integer[] keys = mapKeys();
      TreeMap<Integer, Integer> m = new TreeMap<>();
      for (Integer k : keys) {
        m.put(k, k);
      }
      return new Workload<Integer>("treemap-floorentry",
          "TreeMap<Integer,Integer>.floorEntry of random ints, present or not (1024 entries)",
          r -> r.nextInt(0, 1 << 30), (in, bh) -> bh.consume(m.floorEntry(in)));
    });
    add("parseint-quarter-throws", () -> new Workload<String>("parseint-quarter-throws",
        "Integer.parseInt of int strings, a quarter of them malformed (NumberFormatException caught)",
        r -> r.nextInt(4) == 0 ? "x" + r.nextInt(1000) : Integer.toString(r.nextInt()),
        (in, bh) -> {
          int v;
          try {
            v = Integer.parseInt(in);
          } catch (NumberFormatException e) {
            v = -1;
          }
          bh.consume(v);
        }));
    add("base64-encode", () -> new Workload<byte[]>("base64-encode",
        "Base64 encoding of 24 random bytes to a String",
        r -> {
          byte[] b = new byte[24];
          r.nextBytes(b);
          return b;
        },
        (in, bh) -> bh.consume(java.util.Base64.getEncoder().encodeToString(in))));
    add("crc32-64bytes", () -> new Workload<byte[]>("crc32-64bytes",
        "java.util.zip.CRC32 over 64 random bytes (a new CRC32 per call)",
        r -> {
          byte[] b = new byte[64];
          r.nextBytes(b);
          return b;
        },
        (in, bh) -> {
          java.util.zip.CRC32 c = new java.util.zip.CRC32();
          c.update(in, 0, in.length);
          bh.consume(c.getValue());
        }));
    add("localdate-tostring", () -> new Workload<int[]>("localdate-tostring",
        "LocalDate.of(year, month, day).toString() of random dates",
        r -> new int[] {r.nextInt(1900, 2100), r.nextInt(1, 13), r.nextInt(1, 29)},
        (in, bh) -> bh.consume(java.time.LocalDate.of(in[0], in[1], in[2]).toString())));
    add("arraydeque-offer-poll", () -> new Workload<int[]>("arraydeque-offer-poll",
        "ArrayDeque<Integer>: offer 4-12 small (cached) ints, then poll them all",
        r -> ints(r, r.nextInt(4, 13)),
        (in, bh) -> {
          java.util.ArrayDeque<Integer> q = new java.util.ArrayDeque<>();
          for (int x : in) {
            q.offer(x & 127);
          }
          int sum = 0;
          Integer v;
          while ((v = q.poll()) != null) {
            sum += v;
          }
          bh.consume(sum);
        }));
    add("string-switch", () -> new Workload<String>("string-switch",
        "switch on a String among 8 words (hashCode, then equals)",
        Corpus::word,
        (in, bh) -> {
          int v = switch (in) {
            case "alpha" -> 1;
            case "beta" -> 2;
            case "gamma" -> 3;
            case "delta" -> 5;
            case "epsilon" -> 8;
            case "zeta" -> 13;
            case "eta" -> 21;
            case "theta" -> 34;
            default -> 0;
          };
          bh.consume(v);
        }));
  }
}
