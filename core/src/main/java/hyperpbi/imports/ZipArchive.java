package hyperpbi.imports;

import java.util.HashMap;
import java.util.Map;
import java.util.zip.CRC32;

/**
 * Random access to the entries of a ZIP archive held in memory (an XLSX file), read from its
 * central directory and inflated with the engine's own {@link RawInflater}, so damaged entries fail
 * alike on every runtime.
 * Only stored and deflated, unencrypted, non-ZIP64 entries are supported, which covers every
 * XLSX writer. Part names are matched case-insensitively, as Open Packaging requires.
 *
 * <p>Zip bomb guard: before anything is inflated, no entry may declare more than
 * {@link ImportLimits#maxCompressionRatio()} times its compressed size (once past
 * {@link ImportLimits#RATIO_CHECK_FLOOR} bytes) and all entries together no more than
 * {@link ImportLimits#maxUncompressedBytes()}; while inflating, an entry may not produce more
 * than it declared (so lying headers cannot get around the first two checks) and the archive
 * not more than the total limit.
 *
 * <p>Integrity: every entry's bytes are checked against the CRC-32 and size of its directory
 * record when its stream ends (every reader here reads its part to the end), so a damaged
 * archive fails instead of loading altered text; two entries with the same (case-insensitive)
 * name are refused, since either could be the one a reader takes.
 */
final class ZipArchive {
  private static final int EOCD = 0x06054b50;
  private static final int CENTRAL = 0x02014b50;
  private static final int LOCAL = 0x04034b50;

  private final byte[] data;
  private final ImportLimits limits;
  private final Map<String, Entry> entries = new HashMap<>();
  private long inflated;

  private record Entry(String name, int method, long compressedSize, long size, int dataOffset,
      int crc) {}

  private ZipArchive(byte[] data, ImportLimits limits) {
    this.data = data;
    this.limits = limits;
  }

  static ZipArchive open(byte[] data, ImportLimits limits) throws ImportException {
    ZipArchive zip = new ZipArchive(data, limits);
    zip.readDirectory();
    return zip;
  }

  boolean has(String name) {
    return entries.containsKey(normalize(name));
  }

  private void readDirectory() throws ImportException {
    if (data.length >= 4 && u32(0) == 0xe011cfd0) {
      throw new ImportException("this is a legacy binary .xls workbook; save it as .xlsx");
    }
    int eocd = -1;
    for (int p = data.length - 22; p >= 0 && p >= data.length - 22 - 65535; p--) {
      if (u32(p) == EOCD) {
        eocd = p;
        break;
      }
    }
    if (eocd < 0) {
      throw new ImportException("not an XLSX file (no ZIP directory found)");
    }
    int count = u16(eocd + 10);
    long directorySize = u32(eocd + 12) & 0xffffffffL;
    long directoryOffset = u32(eocd + 16) & 0xffffffffL;
    if (count == 0xffff || directoryOffset == 0xffffffffL) {
      throw new ImportException("ZIP64 archives are not supported");
    }
    if (directoryOffset + directorySize > eocd) {
      throw corrupt("the ZIP directory lies outside the file");
    }
    int p = (int) directoryOffset;
    long declaredTotal = 0;
    for (int i = 0; i < count; i++) {
      if (p + 46 > data.length || u32(p) != CENTRAL) {
        throw corrupt("bad ZIP directory entry " + (i + 1));
      }
      int flags = u16(p + 8);
      int method = u16(p + 10);
      int crc = u32(p + 16);
      long compressed = u32(p + 20) & 0xffffffffL;
      long size = u32(p + 24) & 0xffffffffL;
      int nameLength = u16(p + 28);
      int extraLength = u16(p + 30);
      int commentLength = u16(p + 32);
      long localOffset = u32(p + 42) & 0xffffffffL;
      if (p + 46 + nameLength > data.length) {
        throw corrupt("bad ZIP directory entry " + (i + 1));
      }
      String name = Utf8.decode(data, p + 46, p + 46 + nameLength);
      p += 46 + nameLength + extraLength + commentLength;
      if (name.endsWith("/")) {
        continue;
      }
      if ((flags & 1) != 0) {
        throw new ImportException("the workbook is encrypted (" + name + "); remove the password");
      }
      if (method != 0 && method != 8) {
        throw new ImportException(name + ": unsupported ZIP compression method " + method);
      }
      if (compressed == 0xffffffffL || size == 0xffffffffL || localOffset == 0xffffffffL) {
        throw new ImportException("ZIP64 archives are not supported");
      }
      if (localOffset + 30 > data.length || u32((int) localOffset) != LOCAL) {
        throw corrupt(name + ": bad local header");
      }
      int local = (int) localOffset;
      long dataOffset = localOffset + 30 + u16(local + 26) + u16(local + 28);
      if (dataOffset + compressed > data.length) {
        throw corrupt(name + " is truncated");
      }
      checkRatio(name, size, compressed);
      declaredTotal += size;
      Entry twin = entries.get(normalize(name));
      if (twin != null) {
        throw corrupt("it holds two entries named " + (twin.name.equals(name) ? name
            : twin.name + " and " + name) + " (a part name may appear once)");
      }
      entries.put(normalize(name), new Entry(name, method, compressed, size, (int) dataOffset,
          crc));
    }
    if (declaredTotal > limits.maxUncompressedBytes()) {
      throw bomb("the archive declares " + ImportLimits.grouped(declaredTotal)
          + " uncompressed bytes");
    }
  }

  /** The entry's bytes as a stream; fails when the entry is missing. */
  ByteInput open(String name) throws ImportException {
    Entry entry = entries.get(normalize(name));
    if (entry == null) {
      throw new ImportException("the workbook has no part " + name);
    }
    return entry.method == 0 ? new Stored(entry) : new Deflated(entry);
  }

  /** The declared sizes alone already show a bomb: refuse before inflating anything. */
  private void checkRatio(String name, long size, long compressed) throws ImportException {
    if (exceedsRatio(size, compressed)) {
      throw bomb(name + " would expand from " + ImportLimits.grouped(compressed) + " to "
          + ImportLimits.grouped(size) + " bytes");
    }
  }

  private boolean exceedsRatio(long size, long compressed) {
    return size > ImportLimits.RATIO_CHECK_FLOOR
        && size > (double) limits.maxCompressionRatio() * Math.max(1, compressed);
  }


  private void account(Entry entry, long produced, int added) throws ImportException {
    inflated += added;
    if (produced > entry.size) {
      throw bomb(entry.name + " inflates beyond its declared size of "
          + ImportLimits.grouped(entry.size) + " bytes");
    }
    if (inflated > limits.maxUncompressedBytes()) {
      throw bomb("the archive inflates to more than "
          + ImportLimits.size(limits.maxUncompressedBytes()));
    }
  }

  private ImportException bomb(String detail) {
    return new ImportException(detail + ": rejected as a possible zip bomb (limits: "
        + ImportLimits.size(limits.maxUncompressedBytes()) + " uncompressed, ratio "
        + limits.maxCompressionRatio() + ")");
  }

  private static ImportException corrupt(String detail) {
    return new ImportException("the XLSX file is damaged: " + detail);
  }

  /** At the end of an entry's stream: its bytes are those the directory describes. */
  private static void verify(Entry entry, long produced, CRC32 crc) throws ImportException {
    if (produced != entry.size) {
      throw corrupt(entry.name + " holds " + ImportLimits.grouped(produced)
          + " bytes where its directory entry says " + ImportLimits.grouped(entry.size));
    }
    if ((int) crc.getValue() != entry.crc) {
      throw corrupt(entry.name + " does not match its CRC-32 checksum (its bytes were altered)");
    }
  }

  private final class Stored implements ByteInput {
    private final Entry entry;
    private final CRC32 crc = new CRC32();
    private long produced;
    private boolean verified;

    Stored(Entry entry) {
      this.entry = entry;
    }

    @Override
    public int read(byte[] buf, int off, int len) throws ImportException {
      long left = entry.compressedSize - produced;
      if (left <= 0) {
        if (!verified) {
          verify(entry, produced, crc);
          verified = true;
        }
        return -1;
      }
      int n = (int) Math.min(len, left);
      System.arraycopy(data, (int) (entry.dataOffset + produced), buf, off, n);
      crc.update(buf, off, n);
      produced += n;
      account(entry, produced, n);
      return n;
    }
  }

  private final class Deflated implements ByteInput {
    private final Entry entry;
    private final CRC32 crc = new CRC32();
    private RawInflater inflater;
    private long produced;

    Deflated(Entry entry) {
      this.entry = entry;
      inflater = new RawInflater(data, entry.dataOffset, (int) entry.compressedSize);
    }

    @Override
    public int read(byte[] buf, int off, int len) throws ImportException {
      if (inflater == null) {
        return -1;
      }
      try {
        int n = inflater.read(buf, off, len);
        if (n == 0) {
          close();
          verify(entry, produced, crc);
          return -1;
        }
        crc.update(buf, off, n);
        produced += n;
        account(entry, produced, n);
        return n;
      } catch (RawInflater.Invalid e) {
        close();
        throw corrupt(entry.name + ("truncated".equals(e.getMessage()) ? " is truncated"
            : " is not valid deflate data (" + e.getMessage() + ")"));
      } catch (ImportException e) {
        close();
        throw e;
      }
    }

    @Override
    public void close() {
      inflater = null;
    }
  }

  private static String normalize(String name) {
    String n = name.startsWith("/") ? name.substring(1) : name;
    return Ascii.lower(n);
  }

  private int u16(int p) {
    return (data[p] & 0xff) | (data[p + 1] & 0xff) << 8;
  }

  private int u32(int p) {
    return (data[p] & 0xff) | (data[p + 1] & 0xff) << 8 | (data[p + 2] & 0xff) << 16
        | (data[p + 3] & 0xff) << 24;
  }
}
