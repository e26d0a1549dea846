/*
 * nanometer JNI helper: timed loops that call libc memcpy, memmove, memset and memcmp over a batch
 * of (offset, size) parameters, N calls between two timestamp reads, so that the per-call cost of
 * crossing JNI never enters the measurement.
 *
 * Contract with the Java side (NativeMemoryLoops): the buffers are direct ByteBuffers, the three
 * int arrays have one equal, non-zero length, every offset and size is non-negative, every
 * offset + size is within its buffer's capacity, and calls >= 1. Java checks all of it and names
 * the offending entry; this file re-checks it once before timing (outside the timed region) and
 * throws rather than touch memory outside a buffer.
 *
 * Implementation notes:
 * - The batch is turned into an array of (dst, src, n) before the first timestamp, so the timed
 *   loop only loads three words and makes one indirect call per evaluation.
 * - The libc function is read once from a volatile function pointer: the compiler then cannot know
 *   which function is called, so it can neither inline it nor drop calls whose results look
 *   unused. If that failed, the loop would time nothing.
 * - nm_empty_fn has memcpy's signature and does nothing; the "empty" loop runs the same loop with
 *   it to measure the per-call overhead of the loop itself (load, indirect call, return).
 */
#include <jni.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "nm_counter.h"

#define NM_TIMER_COUNTER 0
#define NM_TIMER_MONOTONIC 1

typedef void *(*nm_copy_fn)(void *, const void *, size_t);
typedef void *(*nm_set_fn)(void *, int, size_t);
typedef int (*nm_cmp_fn)(const void *, const void *, size_t);

__attribute__((noinline)) static void *nm_empty_fn(void *dst, const void *src, size_t n) {
  (void)src;
  (void)n;
  __asm__ __volatile__("" : : : "memory");
  return dst;
}

static nm_copy_fn volatile nm_memcpy_ptr = memcpy;
static nm_copy_fn volatile nm_memmove_ptr = memmove;
static nm_copy_fn volatile nm_empty_ptr = nm_empty_fn;
static nm_set_fn volatile nm_memset_ptr = memset;
static nm_cmp_fn volatile nm_memcmp_ptr = memcmp;

typedef struct {
  char *dst;
  const char *src;
  size_t n;
} nm_call;

static void nm_throw(JNIEnv *env, const char *class_name, const char *message) {
  jclass cls = (*env)->FindClass(env, class_name);
  if (cls != NULL) {
    (*env)->ThrowNew(env, cls, message);
  }
}

static inline uint64_t nm_begin(jint timer) {
  return timer == NM_TIMER_COUNTER ? nm_counter_begin() : nm_monotonic_nanos();
}

static inline uint64_t nm_end(jint timer) {
  return timer == NM_TIMER_COUNTER ? nm_counter_end() : nm_monotonic_nanos();
}

/* A direct buffer's base address and capacity; NULL (with an exception pending) if not direct. */
static char *nm_buffer(JNIEnv *env, jobject buffer, jlong *capacity) {
  if (buffer == NULL) {
    nm_throw(env, "java/lang/NullPointerException", "buffer is null");
    return NULL;
  }
  char *base = (char *)(*env)->GetDirectBufferAddress(env, buffer);
  *capacity = (*env)->GetDirectBufferCapacity(env, buffer);
  if (base == NULL || *capacity < 0) {
    nm_throw(env, "java/lang/IllegalArgumentException", "buffer is not a direct buffer");
    return NULL;
  }
  return base;
}

/*
 * Builds the call array from the batch (src_offsets may be NULL for single-buffer functions).
 * Returns NULL with an exception pending on any violation of the contract above.
 */
static nm_call *nm_prepare(JNIEnv *env, char *dst, jlong dst_capacity, const char *src, jlong src_capacity,
                           jintArray dst_offsets, jintArray src_offsets, jintArray sizes, jsize *length) {
  jsize len = (*env)->GetArrayLength(env, sizes);
  if (len <= 0 || (*env)->GetArrayLength(env, dst_offsets) != len ||
      (src_offsets != NULL && (*env)->GetArrayLength(env, src_offsets) != len)) {
    nm_throw(env, "java/lang/IllegalArgumentException", "batch arrays must have one equal, non-zero length");
    return NULL;
  }
  jint *raw = malloc(sizeof(jint) * 3u * (size_t)len);
  nm_call *calls = malloc(sizeof(nm_call) * (size_t)len);
  if (raw == NULL || calls == NULL) {
    free(raw);
    free(calls);
    nm_throw(env, "java/lang/OutOfMemoryError", "native timed loop: cannot allocate the call array");
    return NULL;
  }
  jint *d = raw, *s = raw + len, *n = raw + 2 * (size_t)len;
  (*env)->GetIntArrayRegion(env, dst_offsets, 0, len, d);
  (*env)->GetIntArrayRegion(env, sizes, 0, len, n);
  if (src_offsets != NULL) {
    (*env)->GetIntArrayRegion(env, src_offsets, 0, len, s);
  } else {
    memset(s, 0, sizeof(jint) * (size_t)len);
  }
  for (jsize i = 0; i < len; i++) {
    int bad = d[i] < 0 || n[i] < 0 || (jlong)d[i] + n[i] > dst_capacity;
    if (src_offsets != NULL) {
      bad = bad || s[i] < 0 || (jlong)s[i] + n[i] > src_capacity;
    }
    if (bad) {
      free(raw);
      free(calls);
      nm_throw(env, "java/lang/IllegalStateException",
               "native timed loop: a batch entry lies outside its buffer although Java checked the batch");
      return NULL;
    }
    calls[i].dst = dst + d[i];
    calls[i].src = src == NULL ? NULL : src + s[i];
    calls[i].n = (size_t)n[i];
  }
  free(raw);
  *length = len;
  return calls;
}

/* nm_prepare for two direct buffers (memcpy, memmove, memcmp, the empty loop). */
static nm_call *nm_prepare_two(JNIEnv *env, jobject dst_buf, jobject src_buf, jintArray dst_offsets,
                               jintArray src_offsets, jintArray sizes, jsize *length) {
  jlong dst_capacity, src_capacity;
  char *dst = nm_buffer(env, dst_buf, &dst_capacity);
  if (dst == NULL) return NULL;
  const char *src = nm_buffer(env, src_buf, &src_capacity);
  if (src == NULL) return NULL;
  return nm_prepare(env, dst, dst_capacity, src, src_capacity, dst_offsets, src_offsets, sizes, length);
}

static jlong nm_copy_loop(JNIEnv *env, jint timer, nm_copy_fn volatile *fn_ptr, jobject dst_buf, jobject src_buf,
                          jintArray dst_offsets, jintArray src_offsets, jintArray sizes, jlong count) {
  jsize len;
  nm_call *calls = nm_prepare_two(env, dst_buf, src_buf, dst_offsets, src_offsets, sizes, &len);
  if (calls == NULL) return -1;
  nm_copy_fn fn = *fn_ptr;
  uint64_t t0 = nm_begin(timer);
  for (jlong i = 0, j = 0; i < count; i++) {
    fn(calls[j].dst, calls[j].src, calls[j].n);
    if (++j == len) j = 0;
  }
  uint64_t t1 = nm_end(timer);
  free(calls);
  return (jlong)(t1 - t0);
}

JNIEXPORT jlong JNICALL Java_io_github_nanometer_nativelib_Jni_memcpyLoop(
    JNIEnv *env, jclass cls, jint timer, jobject dst, jobject src, jintArray dst_offsets, jintArray src_offsets,
    jintArray sizes, jlong count) {
  (void)cls;
  return nm_copy_loop(env, timer, &nm_memcpy_ptr, dst, src, dst_offsets, src_offsets, sizes, count);
}

JNIEXPORT jlong JNICALL Java_io_github_nanometer_nativelib_Jni_memmoveLoop(
    JNIEnv *env, jclass cls, jint timer, jobject dst, jobject src, jintArray dst_offsets, jintArray src_offsets,
    jintArray sizes, jlong count) {
  (void)cls;
  return nm_copy_loop(env, timer, &nm_memmove_ptr, dst, src, dst_offsets, src_offsets, sizes, count);
}

JNIEXPORT jlong JNICALL Java_io_github_nanometer_nativelib_Jni_emptyLoop(
    JNIEnv *env, jclass cls, jint timer, jobject dst, jobject src, jintArray dst_offsets, jintArray src_offsets,
    jintArray sizes, jlong count) {
  (void)cls;
  return nm_copy_loop(env, timer, &nm_empty_ptr, dst, src, dst_offsets, src_offsets, sizes, count);
}

JNIEXPORT jlong JNICALL Java_io_github_nanometer_nativelib_Jni_memsetLoop(
    JNIEnv *env, jclass cls, jint timer, jobject dst_buf, jintArray dst_offsets, jintArray sizes, jint value,
    jlong count) {
  (void)cls;
  jlong dst_capacity;
  char *dst = nm_buffer(env, dst_buf, &dst_capacity);
  if (dst == NULL) return -1;
  jsize len;
  nm_call *calls = nm_prepare(env, dst, dst_capacity, NULL, 0, dst_offsets, NULL, sizes, &len);
  if (calls == NULL) return -1;
  nm_set_fn fn = nm_memset_ptr;
  uint64_t t0 = nm_begin(timer);
  for (jlong i = 0, j = 0; i < count; i++) {
    fn(calls[j].dst, value, calls[j].n);
    if (++j == len) j = 0;
  }
  uint64_t t1 = nm_end(timer);
  free(calls);
  return (jlong)(t1 - t0);
}

/*
 * memcmp's results are folded in call order, fold = fold * 3 + (sign(result) + 1) modulo 2^64,
 * and stored in sign_fold_out[0] when that array is non-null; NativeMemoryLoops.foldSign is the
 * Java twin. The fold costs a compare and a multiply-add per call and is part of the timing.
 */
JNIEXPORT jlong JNICALL Java_io_github_nanometer_nativelib_Jni_memcmpLoop(
    JNIEnv *env, jclass cls, jint timer, jobject a_buf, jobject b_buf, jintArray a_offsets, jintArray b_offsets,
    jintArray sizes, jlong count, jlongArray sign_fold_out) {
  (void)cls;
  jsize len;
  nm_call *calls = nm_prepare_two(env, a_buf, b_buf, a_offsets, b_offsets, sizes, &len);
  if (calls == NULL) return -1;
  nm_cmp_fn fn = nm_memcmp_ptr;
  uint64_t fold = 0;
  uint64_t t0 = nm_begin(timer);
  for (jlong i = 0, j = 0; i < count; i++) {
    int r = fn(calls[j].dst, calls[j].src, calls[j].n);
    fold = fold * 3u + (uint64_t)((r > 0) - (r < 0) + 1);
    if (++j == len) j = 0;
  }
  uint64_t t1 = nm_end(timer);
  free(calls);
  if (sign_fold_out != NULL && (*env)->GetArrayLength(env, sign_fold_out) > 0) {
    jlong out = (jlong)fold;
    (*env)->SetLongArrayRegion(env, sign_fold_out, 0, 1, &out);
  }
  return (jlong)(t1 - t0);
}
