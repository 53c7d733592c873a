package hyperpbi.web;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.zip.GZIPOutputStream;

/**
 * Serves the playground page, the demo project and the TeaVM engine builds from the jar's
 * resources ({@code hyperpbi/web/site/}) on the loopback interface only.
 */
public final class PlaygroundServer implements AutoCloseable {
  static final String SITE = "hyperpbi/web/site/";
  /**
   * The JSON Schema of specification 2.0, served at {@code /hyperpbi.schema.json} from core's
   * resource (the generator's output, hyperpbi.schema.SpecificationSchema): editors and
   * {@code "$schema"} references load it from the playground.
   */
  static final String SCHEMA = "hyperpbi/schema/hyperpbi.schema.json";

  private static final Map<String, String> CONTENT_TYPES = Map.of(
      "html", "text/html; charset=utf-8",
      "js", "text/javascript; charset=utf-8",
      "mjs", "text/javascript; charset=utf-8",
      "wasm", "application/wasm",
      "json", "application/json; charset=utf-8",
      "csv", "text/csv; charset=utf-8",
      "css", "text/css; charset=utf-8",
      "svg", "image/svg+xml",
      "png", "image/png");

  /**
   * Types sent gzip-compressed to a browser that accepts it: the engine builds and the editor
   * bundle are text (and Wasm) that shrink to a third or less; PNGs are compressed already.
   */
  private static final Set<String> COMPRESSIBLE = Set.of("html", "js", "mjs", "wasm", "json",
      "csv", "css", "svg");
  /** Site resources are the jar's and never change while serving: compress each once. */
  private static final Map<String, byte[]> GZIPPED = new ConcurrentHashMap<>();

  private final HttpServer server;

  private PlaygroundServer(HttpServer server) {
    this.server = server;
  }

  /** Binds 127.0.0.1:{@code port} (0 = any free port) and starts serving. */
  public static PlaygroundServer start(int port) throws IOException {
    HttpServer server = HttpServer.create(
        new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
    server.createContext("/", PlaygroundServer::handle);
    server.start();
    return new PlaygroundServer(server);
  }

  public int port() {
    return server.getAddress().getPort();
  }

  public String url() {
    return "http://127.0.0.1:" + port() + "/";
  }

  @Override
  public void close() {
    server.stop(0);
  }

  private static void handle(HttpExchange exchange) throws IOException {
    try (exchange) {
      String method = exchange.getRequestMethod();
      if (!method.equals("GET") && !method.equals("HEAD")) {
        send(exchange, 405, "text/plain; charset=utf-8", bytes("method not allowed\n"));
        return;
      }
      String resource = resourceFor(exchange.getRequestURI());
      byte[] body = resource == null ? null : read(resource);
      if (body == null) {
        send(exchange, 404, "text/plain; charset=utf-8", bytes("not found\n"));
        return;
      }
      if (compressible(resource) && acceptsGzip(exchange)) {
        exchange.getResponseHeaders().set("Content-Encoding", "gzip");
        byte[] plain = body;
        body = GZIPPED.computeIfAbsent(resource, r -> gzip(plain));
      }
      if (compressible(resource)) {
        exchange.getResponseHeaders().set("Vary", "Accept-Encoding");
      }
      send(exchange, 200, contentType(resource), body);
    }
  }

  static boolean compressible(String resource) {
    int dot = resource.lastIndexOf('.');
    return dot > resource.lastIndexOf('/') && COMPRESSIBLE.contains(resource.substring(dot + 1));
  }

  /** Whether the request's Accept-Encoding lists gzip (with a quality above zero). */
  static boolean acceptsGzip(HttpExchange exchange) {
    for (String header : exchange.getRequestHeaders().getOrDefault("Accept-Encoding", List.of())) {
      for (String coding : header.split(",")) {
        String[] parts = coding.trim().split(";");
        if (parts[0].trim().equalsIgnoreCase("gzip")
            && !(parts.length > 1 && parts[1].trim().replace(" ", "").matches("q=0(\\.0*)?"))) {
          return true;
        }
      }
    }
    return false;
  }

  private static byte[] gzip(byte[] body) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(body.length / 3 + 64);
    try (GZIPOutputStream zip = new GZIPOutputStream(out)) {
      zip.write(body);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  /** The classpath resource for a request path, or null for paths that may not leave the site. */
  static String resourceFor(URI uri) {
    String path = uri.getPath();
    if (path == null || !path.startsWith("/")) {
      return null;
    }
    if (path.equals("/hyperpbi.schema.json")) {
      return SCHEMA;
    }
    String relative = path.endsWith("/") ? path.substring(1) + "index.html" : path.substring(1);
    for (String segment : relative.split("/", -1)) {
      if (segment.isEmpty() || segment.equals(".") || segment.equals("..")
          || segment.contains("\\")) {
        return null;
      }
    }
    return SITE + relative;
  }

  static String contentType(String resource) {
    String name = resource.substring(resource.lastIndexOf('/') + 1);
    int dot = name.lastIndexOf('.');
    String type = dot < 0 ? null : CONTENT_TYPES.get(name.substring(dot + 1));
    return type == null ? "application/octet-stream" : type;
  }

  private static byte[] read(String resource) throws IOException {
    try (InputStream in = PlaygroundServer.class.getClassLoader().getResourceAsStream(resource)) {
      return in == null ? null : in.readAllBytes();
    }
  }

  private static void send(HttpExchange exchange, int status, String type, byte[] body)
      throws IOException {
    exchange.getResponseHeaders().set("Content-Type", type);
    exchange.getResponseHeaders().set("Cache-Control", "no-cache");
    exchange.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
    boolean head = exchange.getRequestMethod().equals("HEAD");
    exchange.sendResponseHeaders(status, head ? -1 : body.length);
    if (!head) {
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(body);
      }
    }
  }

  private static byte[] bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }
}
