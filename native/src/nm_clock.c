/*
 * nanometer JNI helper: library identity and counter reads for io.github.nanometer.nativelib.Jni.
 */
#include <jni.h>
#include <stdint.h>

#include "nm_counter.h"

#if defined(__x86_64__)
#include <cpuid.h>
#endif

/* Bumped whenever a native signature or meaning changes; Jni.ABI_VERSION must match. */
#define NM_ABI_VERSION 1

int nm_has_rdtscp = 0;

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved) {
  (void)vm;
  (void)reserved;
#if defined(__x86_64__)
  unsigned int eax, ebx, ecx, edx;
  if (__get_cpuid(0x80000001u, &eax, &ebx, &ecx, &edx)) {
    nm_has_rdtscp = (edx >> 27) & 1u;
  }
#endif
  return JNI_VERSION_1_8;
}

JNIEXPORT jint JNICALL Java_io_github_nanometer_nativelib_Jni_abiVersion(JNIEnv *env, jclass cls) {
  (void)env;
  (void)cls;
  return NM_ABI_VERSION;
}

JNIEXPORT jstring JNICALL Java_io_github_nanometer_nativelib_Jni_counterName(JNIEnv *env, jclass cls) {
  (void)cls;
  return (*env)->NewStringUTF(env, NM_COUNTER_NAME);
}

JNIEXPORT jboolean JNICALL Java_io_github_nanometer_nativelib_Jni_counterHasOrderedEnd(JNIEnv *env, jclass cls) {
  (void)env;
  (void)cls;
#if defined(__x86_64__)
  return nm_has_rdtscp ? JNI_TRUE : JNI_FALSE;
#else
  return JNI_TRUE;
#endif
}

JNIEXPORT jlong JNICALL Java_io_github_nanometer_nativelib_Jni_counterFrequencyHz(JNIEnv *env, jclass cls) {
  (void)env;
  (void)cls;
  return (jlong)nm_counter_frequency_hz();
}

JNIEXPORT jlong JNICALL Java_io_github_nanometer_nativelib_Jni_counterRead(JNIEnv *env, jclass cls) {
  (void)env;
  (void)cls;
  return (jlong)nm_counter_begin();
}

JNIEXPORT jlong JNICALL Java_io_github_nanometer_nativelib_Jni_counterReadEnd(JNIEnv *env, jclass cls) {
  (void)env;
  (void)cls;
  return (jlong)nm_counter_end();
}

JNIEXPORT jlong JNICALL Java_io_github_nanometer_nativelib_Jni_counterReadUnordered(JNIEnv *env, jclass cls) {
  (void)env;
  (void)cls;
  return (jlong)nm_counter_raw();
}

JNIEXPORT jlong JNICALL Java_io_github_nanometer_nativelib_Jni_monotonicNanos(JNIEnv *env, jclass cls) {
  (void)env;
  (void)cls;
  return (jlong)nm_monotonic_nanos();
}

JNIEXPORT jlong JNICALL Java_io_github_nanometer_nativelib_Jni_bufferAddress(JNIEnv *env, jclass cls, jobject buffer) {
  (void)cls;
  return (jlong)(uintptr_t)(*env)->GetDirectBufferAddress(env, buffer);
}
