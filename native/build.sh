#!/usr/bin/env bash
# Builds nanometer's JNI helper into the class output directory so the jar carries it.
# Usage: build.sh OUTPUT_CLASSES_DIR SKIP(true|false)
#
# On success the library lands at
#   OUTPUT_CLASSES_DIR/io/github/nanometer/native/linux-<arch>/libnanometer.so
# with its SHA-256 (hex digest only) in the sibling file libnanometer.so.sha256.
# Otherwise it prints exactly one line "[nanometer] native helper skipped: <reason>" and removes
# any library left over from an earlier build, so the jar never carries a stale helper.
# It never fails the Maven build: the exit status is always 0.
set -u

out="${1:-}"
skip="${2:-false}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

skipped() {
  [ -n "$out" ] && rm -rf "$out/io/github/nanometer/native"
  echo "[nanometer] native helper skipped: $1"
  exit 0
}

[ -n "$out" ] || skipped "build.sh needs the class output directory as its first argument"
[ "$skip" = "true" ] && skipped "-Dnanometer.skipNative=true"

os="$(uname -s 2>/dev/null)"
[ "$os" = "Linux" ] || skipped "unsupported OS '$os' (Linux only)"
case "$(uname -m 2>/dev/null)" in
  x86_64 | amd64) arch=x86_64 ;;
  aarch64 | arm64) arch=aarch64 ;;
  *) skipped "unsupported architecture '$(uname -m)' (x86_64 and aarch64 only)" ;;
esac

compiler=""
for candidate in "${CC:-}" cc gcc clang; do
  if [ -n "$candidate" ] && command -v "$candidate" >/dev/null 2>&1; then
    compiler="$candidate"
    break
  fi
done
[ -n "$compiler" ] || skipped "no C compiler (cc, gcc or clang) on PATH"
command -v make >/dev/null 2>&1 || skipped "make not found on PATH"

java_home="${JAVA_HOME:-}"
[ -n "$java_home" ] || skipped "JAVA_HOME is not set"
[ -f "$java_home/include/jni.h" ] || skipped "no JNI headers at $java_home/include/jni.h (install a full JDK)"
[ -f "$java_home/include/linux/jni_md.h" ] || skipped "no JNI headers at $java_home/include/linux/jni_md.h"

if command -v sha256sum >/dev/null 2>&1; then
  digest() { sha256sum "$1" | cut -d' ' -f1; }
elif command -v shasum >/dev/null 2>&1; then
  digest() { shasum -a 256 "$1" | cut -d' ' -f1; }
else
  skipped "neither sha256sum nor shasum found on PATH"
fi

mkdir -p "$out" || skipped "cannot create $out"
build_dir="$(cd "$out/.." && pwd)/native-build/linux-$arch"
mkdir -p "$build_dir" || skipped "cannot create $build_dir"
log="$build_dir/build.log"
if ! make -C "$here" CC="$compiler" JAVA_HOME="$java_home" BUILD_DIR="$build_dir" >"$log" 2>&1; then
  skipped "compilation with $compiler failed (log: $log)"
fi

dest="$out/io/github/nanometer/native/linux-$arch"
mkdir -p "$dest" || skipped "cannot create $dest"
cp "$build_dir/libnanometer.so" "$dest/libnanometer.so" || skipped "cannot copy the library to $dest"
sum="$(digest "$dest/libnanometer.so")"
[ ${#sum} -eq 64 ] || skipped "cannot compute the library's SHA-256"
printf '%s\n' "$sum" >"$dest/libnanometer.so.sha256"
echo "[nanometer] native helper built: linux-$arch ($compiler)"
exit 0
