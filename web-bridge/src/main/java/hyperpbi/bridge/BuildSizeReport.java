package hyperpbi.bridge;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;

/**
 * Prints the byte size (and gzip size) of the built browser artifacts; run by the build right after
 * the TeaVM compilations. JVM only: never reachable from {@link WebEngine}.
 */
public final class BuildSizeReport {
  private BuildSizeReport() {}

  public static void main(String[] args) throws IOException {
    for (String arg : args) {
      Path file = Path.of(arg);
      if (!Files.exists(file)) {
        throw new IOException("build artifact missing: " + file);
      }
      byte[] bytes = Files.readAllBytes(file);
      System.out.printf("[hyperpbi] size %-28s %,10d bytes (gzip %,d bytes)%n",
          file.getFileName(), bytes.length, gzipSize(bytes));
    }
  }

  private static int gzipSize(byte[] bytes) throws IOException {
    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    try (GZIPOutputStream gzip = new GZIPOutputStream(buffer)) {
      gzip.write(bytes);
    }
    return buffer.size();
  }
}
