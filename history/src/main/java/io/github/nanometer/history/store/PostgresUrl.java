package io.github.nanometer.history.store;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A PostgreSQL address as a user types it after {@code --db}: {@code postgresql://[user@]host[:port]/database[?name=value&...]},
 * also spelled {@code postgres://} or {@code jdbc:postgresql://}. One host; the port defaults to
 * 5432; parameters other than {@code user} pass through to the driver.
 *
 * <p>A password is never taken from the address: an address with {@code user:password@} or a
 * {@code password=} (or {@code sslpassword=}) parameter is refused, and no message of this class
 * repeats any part of the address that could hold one (only a scheme, a port of digits, and the
 * names of what is wrong).
 *
 * @param host the host name or address (IPv6 in brackets)
 * @param port the TCP port, 1..65535
 * @param database the database name, decoded
 * @param encodedDatabase the database name as it appears in the address
 * @param user the user named in the address ({@code user@} or {@code user=}), decoded, when one is
 * @param parameters the other parameters as given, {@code name=value} each
 */
record PostgresUrl(String host, int port, String database, String encodedDatabase, Optional<String> user,
    List<String> parameters) {

  /** The schemes accepted, lower case, each followed by {@code ://}. */
  static final List<String> SCHEMES = List.of("postgresql", "postgres", "jdbc:postgresql");

  private static final int DEFAULT_PORT = 5432;

  /** True when {@code text} starts with one of {@link #SCHEMES} and {@code ://} (any case). */
  static boolean isPostgres(String text) {
    return schemeLength(text) > 0;
  }

  /** The address in {@code text}, which {@link #isPostgres} accepted; refuses a password and malformed parts. */
  static PostgresUrl parse(String text) {
    String rest = text.substring(schemeLength(text));
    int q = rest.indexOf('?');
    String beforeQuery = q < 0 ? rest : rest.substring(0, q);
    List<String> query = q < 0 ? List.of() : List.of(rest.substring(q + 1).split("&", -1));
    int at = beforeQuery.lastIndexOf('@');
    if (at >= 0 && beforeQuery.substring(0, at).indexOf(':') >= 0) {
      throw refused("user:password@");
    }
    for (String parameter : query) {
      String name = parameter.substring(0, Math.max(0, parameter.indexOf('='))).toLowerCase(Locale.ROOT);
      if (name.equals("password") || name.equals("sslpassword")) {
        throw refused("a " + name + "= parameter");
      }
    }
    Optional<String> user = at < 0 ? Optional.empty() : Optional.of(decode("user name", beforeQuery.substring(0, at)));
    String hostPortDb = beforeQuery.substring(at + 1);
    int slash = hostPortDb.indexOf('/');
    if (slash < 0 || slash == hostPortDb.length() - 1) {
      throw new IllegalArgumentException("a PostgreSQL --db address must name a database: postgresql://host[:port]/database");
    }
    String encodedDatabase = hostPortDb.substring(slash + 1);
    if (encodedDatabase.indexOf('/') >= 0) {
      throw new IllegalArgumentException("a PostgreSQL --db address must end its path at the database name (one '/' after the host)");
    }
    String hostPort = hostPortDb.substring(0, slash);
    if (hostPort.indexOf(',') >= 0) {
      throw new IllegalArgumentException("a PostgreSQL --db address must name one host, got a list");
    }
    int colon = hostPort.lastIndexOf(':');
    boolean hasPort = colon >= 0 && hostPort.indexOf(']', colon) < 0;
    String host = hasPort ? hostPort.substring(0, colon) : hostPort;
    if (host.isEmpty() || host.equals("[]")) {
      throw new IllegalArgumentException("a PostgreSQL --db address must name a host: postgresql://host[:port]/database");
    }
    int port = hasPort ? port(hostPort.substring(colon + 1)) : DEFAULT_PORT;
    List<String> parameters = new ArrayList<>();
    for (String parameter : query) {
      if (parameter.isEmpty()) {
        continue;
      }
      int eq = parameter.indexOf('=');
      if (eq > 0 && parameter.substring(0, eq).equalsIgnoreCase("user")) {
        user = Optional.of(decode("user name", parameter.substring(eq + 1)));
      } else {
        parameters.add(parameter);
      }
    }
    return new PostgresUrl(Checks.line("host", host), port, decode("database name", encodedDatabase),
        encodedDatabase, user, List.copyOf(parameters));
  }

  /** The driver's address: {@code jdbc:postgresql://host:port/database[?parameters]}, with no user and no password. */
  String jdbcUrl() {
    return "jdbc:postgresql://" + host + ":" + port + "/" + encodedDatabase
        + (parameters.isEmpty() ? "" : "?" + String.join("&", parameters));
  }

  private static int schemeLength(String text) {
    String lower = text.toLowerCase(Locale.ROOT);
    for (String scheme : SCHEMES) {
      if (lower.startsWith(scheme + "://")) {
        return scheme.length() + 3;
      }
    }
    return -1;
  }

  private static int port(String text) {
    boolean digits = !text.isEmpty() && text.length() <= 5;
    for (int i = 0; digits && i < text.length(); i++) {
      digits = text.charAt(i) >= '0' && text.charAt(i) <= '9';
    }
    int port = digits ? Integer.parseInt(text) : -1;
    if (port < 1 || port > 65535) {
      throw new IllegalArgumentException("a PostgreSQL --db address must have a port in 1..65535"
          + (digits ? ", got " + port : ", got one that is not a number"));
    }
    return port;
  }

  private static String decode(String what, String encoded) {
    try {
      return Checks.text(what, URLDecoder.decode(encoded.replace("+", "%2B"), StandardCharsets.UTF_8));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("a PostgreSQL --db address must have a well-formed " + what
          + " (percent escapes of two hex digits, no control characters)");
    }
  }

  private static IllegalArgumentException refused(String where) {
    return new IllegalArgumentException("a PostgreSQL --db address must not carry a password (it has " + where
        + "); give the password in PGPASSWORD or ~/.pgpass instead (the address was not echoed)");
  }
}
