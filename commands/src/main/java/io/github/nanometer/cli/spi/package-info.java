/**
 * The command boundary of the command line: what every subcommand implements, the core's commands
 * and a plug-in's alike (the bundled suite's {@code suite}, {@code nanometer jmh}), and what the CLI
 * lends one run of it, and nothing else.
 *
 * <p>A {@link io.github.nanometer.cli.spi.Command} is a {@link java.util.ServiceLoader} service of
 * this type; it lists its {@link io.github.nanometer.cli.spi.CommandOption}s (its own as {@link
 * io.github.nanometer.cli.spi.TypedOption}s, the ones it shares with the core's commands from {@link
 * io.github.nanometer.cli.spi.HostOptions}), reads each option's value through its {@code
 * TypedOption} from the {@link io.github.nanometer.cli.spi.CommandArguments} it runs with, refuses a
 * bad argument with a {@link io.github.nanometer.cli.spi.UsageException}, and uses the {@link
 * io.github.nanometer.cli.spi.CommandHost} the CLI lends it for progress, the interrupt guard,
 * {@code --html}, baselines, {@code --strict} and child JVMs.
 *
 * <p>The package is exported by the nanometer-commands module to everyone; a plug-in's command is
 * compiled against it, the library's public API and the library's {@code io.github.nanometer.spi}
 * (its saved documents and the machinery the library lends it). No type of the CLI's own ({@code
 * io.github.nanometer.cli}) appears here, and no internal library type: {@code TypedOption.of} and
 * {@code TypedOption.spec} take and give the API's option model ({@code io.github.nanometer.OptionSpec}),
 * through which the core's commands declare their options from the option table.
 */
package io.github.nanometer.cli.spi;
