package hyperpbi.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Files named on the command line, read as bytes whatever the platform's locale; every way a
 * file cannot be read is one plain reason (the caller says which file and exits 2), never an
 * exception's bare message or a stack trace.
 */
final class CliFiles {
  /** Why a named file cannot be read: "no such file", "permission denied", ... */
  static final class Unreadable extends Exception {
    Unreadable(String reason) {
      super(reason);
    }
  }

  private CliFiles() {}

  /** The bytes of the file at path. */
  static byte[] read(String path) throws Unreadable {
    Path file = path(path);
    try {
      return Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw new Unreadable("no such file");
    } catch (AccessDeniedException e) {
      throw new Unreadable("permission denied");
    } catch (IOException e) {
      throw new Unreadable(Files.isDirectory(file) ? "it is a directory" : e.getMessage());
    } catch (OutOfMemoryError e) {
      throw new Unreadable("too large");
    }
  }

  /** The file's text; not UTF-8 says at which byte. */
  static String readText(String path) throws Unreadable {
    byte[] bytes = read(path);
    CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length);
    CoderResult result = decoder.decode(in, out, true);
    if (result.isUnderflow()) {
      result = decoder.flush(out);
    }
    if (result.isError()) {
      int offset = in.position();
      int line = 1;
      for (int i = 0; i < offset; i++) {
        line += bytes[i] == '\n' ? 1 : 0;
      }
      throw new Unreadable("not UTF-8 text, at byte offset " + offset + " (line " + line
          + ", byte 0x" + hex(bytes[offset]) + "); save the file as UTF-8");
    }
    return out.flip().toString();
  }

  /** True when path names a regular file (false when the name cannot even be a path). */
  static boolean isRegularFile(String path) {
    try {
      return Files.isRegularFile(Path.of(path));
    } catch (InvalidPathException e) {
      return false;
    }
  }

  /**
   * The path, or why the name cannot be one: a name in characters the platform's file-name
   * encoding (the locale's, e.g. ASCII under LANG=C) cannot represent.
   */
  private static Path path(String path) throws Unreadable {
    try {
      return Path.of(path);
    } catch (InvalidPathException e) {
      throw new Unreadable("the file name cannot be represented in this system's file-name"
          + " encoding (" + System.getProperty("sun.jnu.encoding") + "); run with a UTF-8"
          + " locale, e.g. LC_ALL=C.UTF-8 (the hyperpbi script sets one)");
    }
  }

  private static String hex(byte b) {
    String digits = "0123456789ABCDEF";
    return "" + digits.charAt((b >> 4) & 0xf) + digits.charAt(b & 0xf);
  }
}
