/*
 * nanometer JNI helper: the hardware counter and the monotonic clock, read at the edges of a
 * timed region. Shared by the clock functions (nm_clock.c) and the timed loops (nm_loops.c).
 *
 * Implementation notes:
 * - x86-64: the counter is the TSC. nm_counter_begin is "lfence; rdtsc; lfence": the first lfence
 *   waits until earlier instructions have completed, the second stops later instructions from
 *   starting before the read. nm_counter_end is "rdtscp; lfence" (rdtscp waits for earlier
 *   instructions itself), falling back to the begin sequence on CPUs without rdtscp. If the TSC is
 *   not invariant (constant_tsc and nonstop_tsc) the ticks do not map to time; the Java side then
 *   refuses to use the counter and times with CLOCK_MONOTONIC instead.
 * - aarch64: the counter is the virtual counter cntvct_el0 with its frequency in cntfrq_el0; the
 *   isb barriers play the role of lfence. The generic timer is constant-rate by architecture.
 */
#ifndef NM_COUNTER_H
#define NM_COUNTER_H

#include <stdint.h>
#include <time.h>

/* Set by JNI_OnLoad: non-zero when the CPU implements rdtscp (x86-64 only). */
extern int nm_has_rdtscp;

#if defined(__x86_64__)

#define NM_COUNTER_NAME "rdtsc"

static inline uint64_t nm_counter_raw(void) {
  uint32_t lo, hi;
  __asm__ __volatile__("rdtsc" : "=a"(lo), "=d"(hi));
  return ((uint64_t)hi << 32) | lo;
}

static inline uint64_t nm_counter_begin(void) {
  uint32_t lo, hi;
  __asm__ __volatile__("lfence\n\trdtsc\n\tlfence" : "=a"(lo), "=d"(hi) : : "memory");
  return ((uint64_t)hi << 32) | lo;
}

static inline uint64_t nm_counter_end(void) {
  uint32_t lo, hi, aux;
  if (!nm_has_rdtscp) {
    return nm_counter_begin();
  }
  __asm__ __volatile__("rdtscp\n\tlfence" : "=a"(lo), "=d"(hi), "=c"(aux) : : "memory");
  (void)aux;
  return ((uint64_t)hi << 32) | lo;
}

static inline uint64_t nm_counter_frequency_hz(void) {
  return 0; /* not architecturally exposed; Java calibrates against nanoTime */
}

#elif defined(__aarch64__)

#define NM_COUNTER_NAME "cntvct_el0"

static inline uint64_t nm_counter_raw(void) {
  uint64_t v;
  __asm__ __volatile__("mrs %0, cntvct_el0" : "=r"(v));
  return v;
}

static inline uint64_t nm_counter_begin(void) {
  uint64_t v;
  __asm__ __volatile__("isb\n\tmrs %0, cntvct_el0\n\tisb" : "=r"(v) : : "memory");
  return v;
}

static inline uint64_t nm_counter_end(void) {
  return nm_counter_begin();
}

static inline uint64_t nm_counter_frequency_hz(void) {
  uint64_t f;
  __asm__ __volatile__("mrs %0, cntfrq_el0" : "=r"(f));
  return f;
}

#else
#error "nanometer's native helper supports x86-64 and aarch64 only"
#endif

/* CLOCK_MONOTONIC in nanoseconds: the timer for machines whose counter is not invariant. */
static inline uint64_t nm_monotonic_nanos(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

#endif
