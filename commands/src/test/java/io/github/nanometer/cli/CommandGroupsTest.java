package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.cli.spi.Command;
import io.github.nanometer.cli.spi.CommandArguments;
import io.github.nanometer.cli.spi.CommandHost;
import io.github.nanometer.cli.spi.CommandOption;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class CommandGroupsTest {

  private static Command named(String name) {
    return new Command() {
      @Override public String name() { return name; }
      @Override public String summary() { return "does " + name; }
      @Override public List<CommandOption> options() { return List.of(); }
      @Override public int run(CommandArguments args, CommandHost host, PrintStream out, PrintStream err) { return 0; }
    };
  }

  private static final List<Command> COMMANDS =
      List.of(named("timer"), named("history record"), named("history show"), named("history"));

  @Test
  void twoWordNamesWinOverTheirFirstWord() {
    assertEquals("history record", CommandGroups.find(COMMANDS, List.of("history", "record", "x.json")).get().name());
    assertEquals("history", CommandGroups.find(COMMANDS, List.of("history", "nothing")).get().name());
    assertEquals("timer", CommandGroups.find(COMMANDS, List.of("timer", "--json")).get().name());
    assertTrue(CommandGroups.find(COMMANDS, List.of("show")).isEmpty());
  }

  @Test
  void aGroupAloneListsItsActionsAndExits2() {
    List<Command> groupOnly = COMMANDS.subList(0, 3);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = CommandGroups.unknown(groupOnly, List.of("history"), print(out), print(err));
    assertEquals(2, status);
    String text = out.toString(StandardCharsets.UTF_8);
    assertTrue(text.startsWith("usage: nanometer history ACTION [OPTIONS]"), text);
    assertTrue(text.contains("  record  does history record\n") && text.contains("  show    does history show\n"), text);
    assertEquals(0, CommandGroups.unknown(groupOnly, List.of("history", "--help"), print(out), print(err)));
  }

  @Test
  void anUnknownActionNamesTheGroupsActions() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = CommandGroups.unknown(COMMANDS.subList(0, 3), List.of("history", "rekord"), print(new ByteArrayOutputStream()),
        print(err));
    assertEquals(2, status);
    assertEquals("nanometer history: unknown action 'rekord'; actions: record, show (see nanometer history --help)\n",
        err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void anUnknownCommandNamesEveryCommand() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    assertEquals(2, CommandGroups.unknown(COMMANDS.subList(0, 3), List.of("histroy"), print(new ByteArrayOutputStream()),
        print(err)));
    assertTrue(err.toString(StandardCharsets.UTF_8).startsWith(
        "nanometer: unknown command 'histroy'; commands: timer, history (see nanometer --help)"), err.toString());
  }

  @Test
  void theTopLevelHelpListsAGroupOnOneLine() {
    String help = HelpText.topLevel(COMMANDS.subList(0, 3));
    assertTrue(help.contains("\n  timer    does timer\n  history  actions: record, show (nanometer history --help)\n"), help);
  }

  private static PrintStream print(ByteArrayOutputStream bytes) {
    return new PrintStream(bytes, true, StandardCharsets.UTF_8);
  }
}
