package io.github.nanometer.jmh;

import io.github.nanometer.Note;
import io.github.nanometer.Result;
import io.github.nanometer.profile.AsyncProfilerBackend;
import io.github.nanometer.profile.MeasuredProfile;
import io.github.nanometer.profile.ObserverEffect;
import io.github.nanometer.profile.ProfileKind;
import io.github.nanometer.profile.ProfileSession;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code nanometer jmh --profile}: the parent's side ({@link #childArgs}, the arguments that ask a
 * fork to profile itself) and the fork's ({@link #measure}, the run with async-profiler on during
 * its measured samples, written as {@code DIR/RUN-forkK.html} and {@code .collapsed}). Each fork
 * profiles its own JVM, as JMH's {@code -prof async} does, and only its measured samples ({@link
 * MeasuredProfile}): not the JVM's start, the states' setup or the warm-up.
 */
final class ForkProfiling {
  static final String KIND = "profile";
  static final String DIRECTORY = "profileDir";
  static final String NAME = "profileName";
  static final String RECORDED = "recorded";

  private ForkProfiling() {}

  /**
   * The child arguments that make fork {@code fork} of run {@code runName} profile itself, and that
   * tell it it is recorded by JDK Flight Recorder ({@code --jfr}); none without either.
   */
  static List<String> childArgs(JmhRequest request, String runName, int fork) {
    List<String> args = new ArrayList<>();
    if (request.jfrDirectory().isPresent()) {
      args.add(RECORDED + "=true");
    }
    request.profile().ifPresent(p -> {
      args.add(KIND + "=" + p.kind());
      args.add(DIRECTORY + "=" + p.directory().toAbsolutePath());
      args.add(NAME + "=" + JmhRequest.profileName(runName, fork));
    });
    return args;
  }

  /**
   * Runs {@code measuring} in the fork, profiled when the child arguments {@code a} ask for it; where
   * async-profiler cannot load or start, the fork measures unprofiled and says why on stderr. The
   * result carries an {@code OBSERVED} note ({@link ObserverEffect}) for the profile and for a
   * flight recording, as {@code reference}'s results do.
   */
  static Result measure(Map<String, String> a, Callable<Result> measuring) throws Exception {
    boolean recorded = a.containsKey(RECORDED);
    if (!a.containsKey(KIND)) {
      return observed(measuring.call(), false, recorded);
    }
    AsyncProfilerBackend.Availability available = AsyncProfilerBackend.load();
    if (available.backend().isEmpty()) {
      System.err.println("nanometer jmh: not profiling: " + available.description());
      return observed(measuring.call(), false, recorded);
    }
    MeasuredProfile profile = new MeasuredProfile(new ProfileSession(available.backend().get(),
        ProfileKind.parse(a.get(KIND)), Path.of(a.get(DIRECTORY))),
        line -> System.err.println("nanometer jmh: " + line));
    Exception[] thrown = {null};
    Result r = profile.around(a.get(NAME), () -> {
      try {
        return measuring.call();
      } catch (Exception e) {
        thrown[0] = e;
        return null;
      }
    });
    if (thrown[0] != null) {
      throw thrown[0];
    }
    return observed(r, !profile.session().written().isEmpty(), recorded);
  }

  private static Result observed(Result r, boolean profiled, boolean recorded) {
    Result noted = r;
    for (Note n : ObserverEffect.notes(profiled, recorded, r.name())) {
      noted = noted.withNote(n);
    }
    return noted;
  }
}
