/*
 * memfunc-reference: libc memcpy/memset timed by the fresh-batch method of llvm-libc's memory
 * benchmarks, as a reference for `nanometer suite`'s libc rows.
 *
 * Method (see README.md): call parameters (size, offset) are drawn from a named size distribution
 * with a seeded generator into a batch, outside the timed region; the batch's calls run between two
 * CLOCK_MONOTONIC reads; time per call = batch time / calls. Every batch is drawn afresh, so no
 * parameter sequence is replayed and the branch predictor cannot learn it. The answer is the median
 * of the batches' times per call, with their spread.
 *
 * Buffers: one anonymous mapping (page-aligned), pre-faulted; the source buffer starts at its first
 * byte, the destination --distance bytes later (memcpy). Offsets are drawn uniformly over the
 * multiples of --align that keep offset + size within a buffer, one offset for source and destination
 * (the suite's and llvm-libc's default) unless --independent-offsets.
 *
 * Output: one TSV line per run on stdout (--header adds the column names first); errors on stderr.
 * Exit status: 0 ok, 1 runtime failure (file, memory), 2 bad arguments.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#ifndef MEMREF_DEFAULT_CSV
#define MEMREF_DEFAULT_CSV "size-distributions.csv"
#endif

#define PAGE 4096L
#define MAX_SIZES 65536
#define FILL_VALUE 0x5A /* the byte the suite's memset stores */

typedef void *(*copy_fn)(void *, const void *, size_t);
typedef void *(*set_fn)(void *, int, size_t);
/* Read once through volatile pointers: the compiler can neither inline libc's function nor drop calls. */
static copy_fn volatile memcpy_ptr = memcpy;
static set_fn volatile memset_ptr = memset;

typedef struct {
  uint32_t dst_off;
  uint32_t src_off;
  uint32_t size;
} call_params;

typedef struct {
  const char *function;     /* memcpy | memset */
  const char *distribution; /* "Google A", "A" or "memcpy Google A" */
  const char *csv;
  long batches;
  long calls;
  long warmup;
  uint64_t seed;
  long align;
  long buffer_bytes; /* 0: the suite's L1 plan */
  long distance;     /* memcpy: dst - src in bytes; 0: the next page after the source buffer */
  int independent;
  int stratified;
  int cpu; /* -1: not pinned */
  int header;
  long series_ms;     /* > 0: one line per window of this many ms instead of the summary */
  long alt_distance;  /* memcpy, > 0: odd batches use this distance (a paired layout comparison) */
} config;

/* ---------- argument checking ---------- */

static void usage(FILE *out) {
  fprintf(out,
          "usage: memfunc-reference [OPTIONS]\n"
          "  --function memcpy|memset     function (default memcpy)\n"
          "  --distribution NAME          e.g. 'Google A' or A (default 'Google A'); the function's table of --csv\n"
          "  --csv FILE                   size distributions, name,size,probability (default %s)\n"
          "  --batches N                  timed batches, 1..1000000 (default 400)\n"
          "  --calls N                    calls per batch, 1..10000000 (default 20000)\n"
          "  --warmup N                   untimed batches first, 0..1000000 (default 20)\n"
          "  --seed N                     seed of the parameter generator, 0..2^64-1 (default 1)\n"
          "  --align N                    offsets are multiples of N, a power of two in 1..4096 (default 1)\n"
          "  --buffer-bytes N             bytes per buffer, 4096..67108864 (default: the suite's L1 plan)\n"
          "  --distance N                 memcpy: destination - source in bytes, buffer-bytes..1073741824\n"
          "                               (default: the first page after the source buffer)\n"
          "  --independent-offsets        memcpy: draw source and destination offsets separately\n"
          "  --drawing independent|stratified  sizes drawn independently (llvm-libc) or as the batch's\n"
          "                               quantiles, shuffled (the suite) (default stratified)\n"
          "  --cpu N                      pin to cpu N, 0..1023 (default: not pinned)\n"
          "  --header                     print the TSV column names first\n"
          "experiments (see README.md):\n"
          "  --series MS                  instead of the summary, one line per MS ms window, 1..60000: the\n"
          "                               window's median ns/call and the core clock of a dependent-add probe\n"
          "  --alt-distance N             memcpy: every other batch uses this distance instead (a paired\n"
          "                               comparison of two layouts), buffer-bytes..1073741824\n"
          "exit status: 0 ok, 1 runtime failure, 2 bad arguments\n",
          MEMREF_DEFAULT_CSV);
}

static void bad(const char *option, const char *value, const char *accepted) {
  fprintf(stderr, "memfunc-reference: %s: bad value '%s'; accepted: %s\n", option, value, accepted);
  exit(2);
}

static long parse_long(const char *option, const char *value, long min, long max, const char *accepted) {
  char *end;
  errno = 0;
  long v = strtol(value, &end, 10);
  if (errno != 0 || end == value || *end != '\0' || v < min || v > max) bad(option, value, accepted);
  return v;
}

static uint64_t parse_u64(const char *option, const char *value) {
  char *end;
  errno = 0;
  if (value[0] == '-' || value[0] == '\0') bad(option, value, "0..18446744073709551615");
  unsigned long long v = strtoull(value, &end, 10);
  if (errno != 0 || *end != '\0') bad(option, value, "0..18446744073709551615");
  return (uint64_t)v;
}

static void parse_args(int argc, char **argv, config *c) {
  *c = (config){.function = "memcpy", .distribution = "Google A", .csv = MEMREF_DEFAULT_CSV, .batches = 400,
                .calls = 20000, .warmup = 20, .seed = 1, .align = 1, .stratified = 1, .cpu = -1};
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
      usage(stdout);
      exit(0);
    }
    if (strcmp(a, "--header") == 0) {
      c->header = 1;
      continue;
    }
    if (strcmp(a, "--independent-offsets") == 0) {
      c->independent = 1;
      continue;
    }
    static const char *const with_value[] = {"--function", "--distribution", "--csv",    "--batches",
                                             "--calls",    "--warmup",       "--seed",   "--align",
                                             "--buffer-bytes", "--distance", "--drawing", "--cpu",
                                             "--series",   "--alt-distance"};
    int known = 0;
    for (size_t k = 0; k < sizeof with_value / sizeof with_value[0]; k++) known |= strcmp(a, with_value[k]) == 0;
    if (!known) {
      fprintf(stderr, "memfunc-reference: unknown option '%s' (see --help)\n", a);
      exit(2);
    }
    if (i + 1 >= argc) {
      fprintf(stderr, "memfunc-reference: %s needs a value (see --help)\n", a);
      exit(2);
    }
    const char *v = argv[++i];
    if (strcmp(a, "--function") == 0) {
      if (strcmp(v, "memcpy") != 0 && strcmp(v, "memset") != 0) bad(a, v, "memcpy, memset");
      c->function = v;
    } else if (strcmp(a, "--distribution") == 0) {
      if (v[0] == '\0') bad(a, v, "a distribution name of the CSV, e.g. 'Google A'");
      c->distribution = v;
    } else if (strcmp(a, "--csv") == 0) {
      c->csv = v;
    } else if (strcmp(a, "--batches") == 0) {
      c->batches = parse_long(a, v, 1, 1000000, "1..1000000");
    } else if (strcmp(a, "--calls") == 0) {
      c->calls = parse_long(a, v, 1, 10000000, "1..10000000");
    } else if (strcmp(a, "--warmup") == 0) {
      c->warmup = parse_long(a, v, 0, 1000000, "0..1000000");
    } else if (strcmp(a, "--seed") == 0) {
      c->seed = parse_u64(a, v);
    } else if (strcmp(a, "--align") == 0) {
      c->align = parse_long(a, v, 1, PAGE, "a power of two in 1..4096");
      if ((c->align & (c->align - 1)) != 0) bad(a, v, "a power of two in 1..4096");
    } else if (strcmp(a, "--buffer-bytes") == 0) {
      c->buffer_bytes = parse_long(a, v, 4096, 64L << 20, "4096..67108864");
    } else if (strcmp(a, "--distance") == 0) {
      c->distance = parse_long(a, v, 1, 1L << 30, "buffer-bytes..1073741824");
    } else if (strcmp(a, "--drawing") == 0) {
      if (strcmp(v, "independent") == 0) {
        c->stratified = 0;
      } else if (strcmp(v, "stratified") == 0) {
        c->stratified = 1;
      } else {
        bad(a, v, "independent, stratified");
      }
    } else if (strcmp(a, "--series") == 0) {
      c->series_ms = parse_long(a, v, 1, 60000, "1..60000");
    } else if (strcmp(a, "--alt-distance") == 0) {
      c->alt_distance = parse_long(a, v, 1, 1L << 30, "buffer-bytes..1073741824");
    } else if (strcmp(a, "--cpu") == 0) {
      c->cpu = (int)parse_long(a, v, 0, 1023, "0..1023");
    }
  }
}

/* ---------- the size distribution ---------- */

typedef struct {
  char name[128];
  int count;
  uint32_t sizes[MAX_SIZES];
  double cumulative[MAX_SIZES];
  double mean;
} distribution;

/* The table "<function> <name>" (name may be given as "A", "Google A" or "memcpy Google A"). */
static void load_distribution(const config *c, distribution *d) {
  char want[128];
  const char *n = c->distribution;
  size_t flen = strlen(c->function);
  if (strncmp(n, c->function, flen) == 0 && n[flen] == ' ') {
    snprintf(want, sizeof want, "%s", n);
  } else if (strlen(n) == 1) {
    snprintf(want, sizeof want, "%s Google %s", c->function, n);
  } else {
    snprintf(want, sizeof want, "%s %s", c->function, n);
  }
  FILE *f = fopen(c->csv, "r");
  if (f == NULL) {
    fprintf(stderr, "memfunc-reference: --csv: cannot read '%s': %s\n", c->csv, strerror(errno));
    exit(1);
  }
  char line[512];
  char names[2048] = "";
  char previous[256] = "";
  double sum = 0, weighted = 0;
  d->count = 0;
  snprintf(d->name, sizeof d->name, "%s", want);
  int lineno = 0;
  while (fgets(line, sizeof line, f) != NULL) {
    lineno++;
    if (lineno == 1 && strncmp(line, "name,", 5) == 0) continue;
    char *comma2 = strrchr(line, ',');
    char *comma1 = strchr(line, ',');
    if (comma1 == NULL || comma2 == comma1) {
      fprintf(stderr, "memfunc-reference: %s:%d: expected name,size,probability\n", c->csv, lineno);
      exit(1);
    }
    *comma1 = '\0';
    if (strncmp(line, c->function, flen) == 0 && line[flen] == ' ' && strcmp(line, previous) != 0 &&
        strlen(names) + strlen(line) + 3 < sizeof names) { /* the CSV lists each table's rows together */
      if (names[0] != '\0') strcat(names, ", ");
      strcat(names, line + flen + 1);
    }
    snprintf(previous, sizeof previous, "%s", line);
    if (strcmp(line, want) != 0) continue;
    long size = strtol(comma1 + 1, NULL, 10);
    double p = strtod(comma2 + 1, NULL);
    if (size < 0 || size > 65535 || !(p > 0) || d->count >= MAX_SIZES ||
        (d->count > 0 && (uint32_t)size <= d->sizes[d->count - 1])) {
      fprintf(stderr, "memfunc-reference: %s:%d: bad entry (sizes increasing in 0..65535, probability > 0)\n",
              c->csv, lineno);
      exit(1);
    }
    sum += p;
    weighted += p * (double)size;
    d->sizes[d->count] = (uint32_t)size;
    d->cumulative[d->count] = sum;
    d->count++;
  }
  fclose(f);
  if (d->count == 0) {
    fprintf(stderr, "memfunc-reference: --distribution: bad value '%s'; accepted for %s: %s (the suite's"
            " synthetic 'uniform 384 to 4096' is not in the CSV)\n", c->distribution, c->function,
            names[0] ? names : "(none in the CSV)");
    exit(2);
  }
  d->mean = weighted / sum;
}

/* The size at quantile q in [0, 1): the first size whose cumulative probability exceeds q (binary search). */
static uint32_t size_at(const distribution *d, double q) {
  double u = q * d->cumulative[d->count - 1];
  int lo = 0, hi = d->count - 1;
  while (lo < hi) {
    int mid = (lo + hi) / 2;
    if (d->cumulative[mid] > u) {
      hi = mid;
    } else {
      lo = mid + 1;
    }
  }
  return d->sizes[lo];
}

/* ---------- random numbers: splitmix64 ---------- */

static uint64_t rng_state;

static uint64_t next_u64(void) {
  uint64_t z = (rng_state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

static double next_unit(void) { return (double)(next_u64() >> 11) * 0x1.0p-53; }

/* Uniform in [0, n), n >= 1 (rejection against modulo bias). */
static uint32_t next_below(uint32_t n) {
  uint64_t limit = UINT64_MAX - UINT64_MAX % n;
  uint64_t r;
  do {
    r = next_u64();
  } while (r >= limit);
  return (uint32_t)(r % n);
}

/* ---------- the measurement ---------- */

static uint64_t now_nanos(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
}

static void draw_batch(const config *c, const distribution *d, call_params *p, uint32_t offset_slots) {
  long n = c->calls;
  if (c->stratified) {
    for (long k = 0; k < n; k++) p[k].size = size_at(d, (k + 0.5) / (double)n);
    for (long k = 0; k < n - 1; k++) { /* Fisher-Yates */
      long j = k + (long)next_below((uint32_t)(n - k));
      uint32_t t = p[k].size;
      p[k].size = p[j].size;
      p[j].size = t;
    }
  } else {
    for (long k = 0; k < n; k++) p[k].size = size_at(d, next_unit());
  }
  for (long k = 0; k < n; k++) {
    p[k].dst_off = next_below(offset_slots) * (uint32_t)c->align;
    p[k].src_off = c->independent ? next_below(offset_slots) * (uint32_t)c->align : p[k].dst_off;
  }
}

static __attribute__((noinline)) uint64_t timed_memcpy(char *dst, const char *src, const call_params *p, long n) {
  copy_fn fn = memcpy_ptr;
  uint64_t t0 = now_nanos();
  for (long k = 0; k < n; k++) fn(dst + p[k].dst_off, src + p[k].src_off, p[k].size);
  uint64_t t1 = now_nanos();
  return t1 - t0;
}

static __attribute__((noinline)) uint64_t timed_memset(char *dst, const call_params *p, long n) {
  set_fn fn = memset_ptr;
  uint64_t t0 = now_nanos();
  for (long k = 0; k < n; k++) fn(dst + p[k].dst_off, FILL_VALUE, p[k].size);
  uint64_t t1 = now_nanos();
  return t1 - t0;
}

static int compare_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double quantile(const double *sorted, long n, double q) { /* linear interpolation (type 7) */
  double h = (n - 1) * q;
  long lo = (long)floor(h);
  long hi = lo + 1 < n ? lo + 1 : lo;
  return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
}

/*
 * The core clock, from a chain of 100,000 dependent register adds (one cycle each on current x86
 * cores) timed with CLOCK_MONOTONIC: adds per nanosecond = GHz. Only in --series mode, between batches.
 */
static double probe_clock_ghz(void) {
  uint64_t x = 0;
  uint64_t t0 = now_nanos();
  for (int i = 0; i < 20000; i++) {
    __asm__ __volatile__("add $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0" : "+r"(x));
  }
  uint64_t t1 = now_nanos();
  return 100000.0 / (double)(t1 - t0);
}

static double median_of(double *v, long n) {
  if (n == 0) return NAN;
  qsort(v, (size_t)n, sizeof(double), compare_double);
  return quantile(v, n, 0.5);
}

static void print_window(double t, double *main_v, long n_main, double *alt_v, long n_alt, double *ghz, long n_ghz) {
  printf("%.3f\t%.4f\t%.4f\t%.4f\t%ld\n", t, median_of(main_v, n_main), median_of(alt_v, n_alt),
         median_of(ghz, n_ghz), n_main + n_alt);
  fflush(stdout);
}

/* The run's one TSV line (and the header before it, when asked). */
static void print_summary(const config *c, const distribution *d, long buffer, long distance, double *per_call,
                          long n_main, double *per_call_alt, long n_alt, double bytes_total) {
  int last_cpu = sched_getcpu();

  long n = n_main;
  double mean = 0, m2 = 0;
  for (long b = 0; b < n; b++) mean += per_call[b];
  mean /= (double)n;
  for (long b = 0; b < n; b++) m2 += (per_call[b] - mean) * (per_call[b] - mean);
  double sd = n > 1 ? sqrt(m2 / (double)(n - 1)) : 0;
  qsort(per_call, (size_t)n, sizeof(double), compare_double);
  double alt_median = median_of(per_call_alt, n_alt);

  if (c->header) {
    printf("function\tdistribution\tseed\tbatches\tcalls_per_batch\tdrawing\talign\tindependent_offsets\t"
           "buffer_bytes\tdistance_bytes\tcpu\tmedian_ns_per_call\tp10_ns_per_call\tp90_ns_per_call\t"
           "min_ns_per_call\tmax_ns_per_call\tcv_of_batches_pct\tmean_bytes_per_call\ttimer\t"
           "alt_distance_bytes\talt_median_ns_per_call\n");
  }
  printf("%s\t%s\t%" PRIu64 "\t%ld\t%ld\t%s\t%ld\t%d\t%ld\t%ld\t%d\t%.4f\t%.4f\t%.4f\t%.4f\t%.4f\t%.3f\t%.3f\t%s\t"
         "%ld\t%.4f\n",
         c->function, d->name, c->seed, n, c->calls, c->stratified ? "stratified" : "independent", c->align,
         c->independent, buffer, distance, last_cpu, quantile(per_call, n, 0.5),
         quantile(per_call, n, 0.1), quantile(per_call, n, 0.9), per_call[0], per_call[n - 1],
         mean > 0 ? 100.0 * sd / mean : 0.0, bytes_total / ((double)n * (double)c->calls), "clock_monotonic",
         c->alt_distance, alt_median);
}

/* The suite's L1 plan (bench-suite BufferPlan.forL1): (L1d - 1 KiB - 1024 x 4 B x 2) / buffers. */
static long suite_buffer_bytes(int buffers, long *l1_out) {
  long l1 = sysconf(_SC_LEVEL1_DCACHE_SIZE);
  if (l1 <= 0) l1 = 32768;
  *l1_out = l1;
  return (l1 - 1024 - 1024L * 4 * 2) / buffers;
}

int main(int argc, char **argv) {
  config c;
  parse_args(argc, argv, &c);
  int is_memcpy = strcmp(c.function, "memcpy") == 0;

  static distribution d;
  load_distribution(&c, &d);

  long l1 = 0;
  long buffer = c.buffer_bytes > 0 ? c.buffer_bytes : suite_buffer_bytes(is_memcpy ? 2 : 1, &l1);
  uint32_t max_size = d.sizes[d.count - 1];
  if ((long)max_size > buffer) {
    char v[32];
    snprintf(v, sizeof v, "%ld", buffer);
    fprintf(stderr, "memfunc-reference: sizes of '%s' reach %u bytes; ", d.name, max_size);
    bad("--buffer-bytes", v, "at least the distribution's largest size, up to 67108864");
  }
  long page_round = (buffer + PAGE - 1) / PAGE * PAGE;
  long distance = c.distance > 0 ? c.distance : page_round;
  char acc[64];
  snprintf(acc, sizeof acc, "%ld..1073741824 (at least --buffer-bytes)", buffer);
  if (is_memcpy && distance < buffer) {
    char v[32];
    snprintf(v, sizeof v, "%ld", c.distance);
    bad("--distance", v, acc);
  }
  if (!is_memcpy && c.distance > 0) {
    char v[32];
    snprintf(v, sizeof v, "%ld", c.distance);
    bad("--distance", v, "only with --function memcpy (memset has one buffer)");
  }
  if (c.alt_distance > 0 && (!is_memcpy || c.alt_distance < buffer)) {
    char v[32];
    snprintf(v, sizeof v, "%ld", c.alt_distance);
    bad("--alt-distance", v, is_memcpy ? acc : "only with --function memcpy");
  }
  long far = c.alt_distance > distance ? c.alt_distance : distance;
  uint32_t offset_slots = (uint32_t)((buffer - (long)max_size) / c.align + 1);

  if (c.cpu >= 0) {
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(c.cpu, &set);
    if (sched_setaffinity(0, sizeof set, &set) != 0) {
      char v[16];
      snprintf(v, sizeof v, "%d", c.cpu);
      fprintf(stderr, "memfunc-reference: --cpu: cannot pin to cpu %s (%s); accepted: an online cpu this process"
              " may run on, 0..%ld\n", v, strerror(errno), sysconf(_SC_NPROCESSORS_ONLN) - 1);
      exit(2);
    }
  }

  size_t region = (size_t)(is_memcpy ? far + page_round : page_round);
  char *base = mmap(NULL, region, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  call_params *params = malloc(sizeof(call_params) * (size_t)c.calls);
  double *per_call = malloc(sizeof(double) * (size_t)c.batches);
  double *per_call_alt = malloc(sizeof(double) * (size_t)c.batches);
  double *probe_ghz = malloc(sizeof(double) * (size_t)c.batches);
  if (base == MAP_FAILED || params == NULL || per_call == NULL || per_call_alt == NULL || probe_ghz == NULL) {
    fprintf(stderr, "memfunc-reference: cannot allocate %zu + %zu bytes\n", region,
            sizeof(call_params) * (size_t)c.calls);
    return 1;
  }
  memset(base, 0x0F, region); /* fault every page in before timing */
  char *src = base;
  char *dst = is_memcpy ? base + distance : base;
  char *dst_alt = c.alt_distance > 0 ? base + c.alt_distance : dst;

  rng_state = c.seed;
  double bytes_total = 0;
  long n_main = 0, n_alt = 0, n_probe = 0;
  uint64_t start = now_nanos(), window_start = start;
  if (c.series_ms > 0) {
    printf("t_s\tmedian_ns_per_call\talt_median_ns_per_call\tprobe_ghz\tbatches\n");
  }
  for (long b = -c.warmup; b < c.batches; b++) {
    int alt = c.alt_distance > 0 && (b & 1) != 0;
    draw_batch(&c, &d, params, offset_slots);
    if (c.series_ms > 0 && b >= 0) probe_ghz[n_probe++] = probe_clock_ghz();
    uint64_t ns = is_memcpy ? timed_memcpy(alt ? dst_alt : dst, src, params, c.calls)
                            : timed_memset(dst, params, c.calls);
    if (b < 0) continue;
    if (alt) {
      per_call_alt[n_alt++] = (double)ns / (double)c.calls;
    } else {
      per_call[n_main++] = (double)ns / (double)c.calls;
      for (long k = 0; k < c.calls; k++) bytes_total += params[k].size;
    }
    uint64_t t = now_nanos();
    if (c.series_ms > 0 && (t - window_start >= (uint64_t)c.series_ms * 1000000ULL || b == c.batches - 1)) {
      print_window((t - start) / 1e9, per_call, n_main, per_call_alt, n_alt, probe_ghz, n_probe);
      n_main = n_alt = n_probe = 0;
      window_start = t;
    }
  }
  if (c.series_ms == 0) print_summary(&c, &d, buffer, is_memcpy ? distance : 0L, per_call, n_main, per_call_alt,
                                       n_alt, bytes_total);
  free(probe_ghz);
  free(per_call_alt);
  free(per_call);
  free(params);
  munmap(base, region);
  return 0;
}
