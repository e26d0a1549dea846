package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 21, what a user who is not root sees (item 15: permission denied is said as such, never as
 * "no such file", and every unreadable input gets its reason). Runs the CLI in a child JVM as
 * nobody ({@link OtherUser}), also in CI, which runs as root.
 */
class NonRootUserTest {

  @TempDir
  Path dir;

  @Test
  void permissionDeniedIsSaidAsSuchForAnalyzeAndJudge() throws Exception {
    OtherUser nobody = new OtherUser(dir);
    Path open = Files.createDirectories(dir.resolve("open"));
    Path secret = Files.createDirectories(dir.resolve("secret"));
    Path hidden = Files.writeString(secret.resolve("data.csv"), "system,value\nA,1\nB,2\n");
    Path locked = Files.writeString(open.resolve("locked.json"), "{}");
    OtherUser.openUp(open);
    Files.setPosixFilePermissions(secret, PosixFilePermissions.fromString("rwx------"));
    Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("rw-------"));
    if (!OtherUser.root()) {
      // Not root: the files are this user's own; take the permissions away from the owner too.
      Files.setPosixFilePermissions(secret, PosixFilePermissions.fromString("---------"));
      Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("---------"));
    }
    try {
      OtherUser.Outcome analyze = nobody.run(60, List.of("analyze", hidden.toString()));
      assertEquals(2, analyze.status(), analyze.err());
      assertEquals("nanometer analyze: cannot read '" + hidden + "': permission denied\n", analyze.err());
      OtherUser.Outcome judge = nobody.run(60, List.of("judge", locked.toString(), hidden.toString()));
      assertEquals(2, judge.status(), judge.err());
      assertEquals("nanometer judge: cannot read '" + locked + "': permission denied\n", judge.err());
      OtherUser.Outcome judgeHidden = nobody.run(60, List.of("judge", hidden.toString(), locked.toString()));
      assertTrue(judgeHidden.err().endsWith("'" + hidden + "': permission denied\n"), judgeHidden.err());
    } finally {
      Files.setPosixFilePermissions(secret, PosixFilePermissions.fromString("rwx------"));
    }
  }
}
