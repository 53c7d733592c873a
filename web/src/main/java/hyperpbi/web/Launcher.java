package hyperpbi.web;

import hyperpbi.cli.Cli;
import java.io.IOException;
import java.io.PrintStream;

/**
 * The executable jar's entry ({@code ./hyperpbi <command>}): {@code serve} starts the playground
 * server; every other command goes to the engine's command line, {@link Cli}.
 */
public final class Launcher {
  public static final int DEFAULT_PORT = 8080;

  private Launcher() {}

  public static void main(String[] args) {
    if (args.length > 0 && args[0].equals("serve")) {
      int code = serve(args, System.out, System.err);
      if (code != 0) {
        System.exit(code);
      }
      return; // the server's threads keep the JVM running until it is stopped
    }
    Cli.main(args); // UTF-8 arguments and output whatever the locale
  }

  /** Starts the playground on 127.0.0.1 (port 0 picks a free port); the caller stops it. */
  public static PlaygroundServer start(int port) throws IOException {
    return PlaygroundServer.start(port);
  }

  static int serve(String[] args, PrintStream out, PrintStream err) {
    int port = DEFAULT_PORT;
    for (int i = 1; i < args.length; i++) {
      if (args[i].equals("--port") && i + 1 < args.length && isPort(args[i + 1])) {
        port = Integer.parseInt(args[++i]);
      } else {
        err.println("usage: hyperpbi serve [--port N]   (N from 0 to 65535; got '"
            + String.join(" ", args) + "')");
        return 2;
      }
    }
    try {
      PlaygroundServer server = start(port);
      out.println("HyperPBI playground: " + server.url());
      out.flush();
      return 0;
    } catch (IOException e) {
      err.println("hyperpbi serve: cannot listen on 127.0.0.1:" + port + ": " + e.getMessage());
      return 1;
    }
  }

  private static boolean isPort(String text) {
    if (text.isEmpty() || text.length() > 5 || !text.chars().allMatch(Character::isDigit)) {
      return false;
    }
    return Integer.parseInt(text) <= 65535;
  }
}
