package hyperpbi.imports;

/** A stream of bytes whose failures are import errors (no IOException plumbing). */
interface ByteInput {
  /** Reads up to len bytes into buf at off; returns the count, or -1 at the end. */
  int read(byte[] buf, int off, int len) throws ImportException;

  /** Releases resources; idempotent. */
  default void close() {}
}
