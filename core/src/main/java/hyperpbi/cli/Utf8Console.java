package hyperpbi.cli;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line speaks UTF-8 whatever the platform locale. Under {@code LANG=C} (many CI
 * containers) JDK 17 encodes {@code System.out} and decodes arguments as ASCII, so
 * {@code Zürich} printed as {@code Z?rich} and a non-ASCII field name in an argument arrived
 * altered: a silent change of data. Output goes through UTF-8 streams on the standard file
 * descriptors, and arguments the JVM could not decode are read again as UTF-8 from the bytes the
 * process was started with (Linux {@code /proc/self/cmdline}), when those bytes are exactly the
 * arguments the JVM received.
 */
final class Utf8Console {
  private Utf8Console() {}

  static PrintStream out() {
    return stream(FileDescriptor.out);
  }

  static PrintStream err() {
    return stream(FileDescriptor.err);
  }

  private static PrintStream stream(FileDescriptor fd) {
    return new PrintStream(new BufferedOutputStream(new FileOutputStream(fd), 1 << 16), true,
        StandardCharsets.UTF_8);
  }

  /** The arguments, read again as UTF-8 where the platform decoding lost characters. */
  static String[] arguments(String[] args) {
    Charset platform = platformEncoding();
    if (platform == null || platform.equals(StandardCharsets.UTF_8)) {
      return args;
    }
    List<byte[]> raw = commandLine();
    if (raw == null || raw.size() < args.length) {
      return args;
    }
    String[] recovered = new String[args.length];
    int first = raw.size() - args.length;
    for (int i = 0; i < args.length; i++) {
      byte[] bytes = raw.get(first + i);
      // Only when these bytes are this argument as the JVM decoded it: no guess across
      // launchers that rewrite their command line (@argfiles, JDK_JAVA_OPTIONS).
      if (!new String(bytes, platform).equals(args[i])) {
        return args;
      }
      String utf8 = utf8OrNull(bytes);
      recovered[i] = utf8 != null ? utf8 : args[i];
    }
    return recovered;
  }

  private static Charset platformEncoding() {
    try {
      String name = System.getProperty("sun.jnu.encoding");
      return name == null ? null : Charset.forName(name);
    } catch (RuntimeException e) {
      return null;
    }
  }

  /** The NUL-separated arguments the process was started with, or null off Linux. */
  private static List<byte[]> commandLine() {
    byte[] all;
    try {
      all = Files.readAllBytes(Path.of("/proc/self/cmdline"));
    } catch (IOException | RuntimeException e) {
      return null;
    }
    List<byte[]> parts = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < all.length; i++) {
      if (all[i] == 0) {
        byte[] part = new byte[i - start];
        System.arraycopy(all, start, part, 0, part.length);
        parts.add(part);
        start = i + 1;
      }
    }
    return parts;
  }

  private static String utf8OrNull(byte[] bytes) {
    try {
      return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
    } catch (CharacterCodingException e) {
      return null;
    }
  }
}
