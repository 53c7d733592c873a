package hyperpbi.dataset;

import hyperpbi.canonical.Hash64;
import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.DataSource;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.TextColumn;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Content hashes of sources, computed column-wise and remembered per array object (identity,
 * not equality), so a source is hashed once per load: a second evaluation with the same
 * DataSource (or the same columns inside a rebuilt one, such as the default source re-augmented
 * with calculated fields) costs O(fields). Bounded, least recently used first out.
 */
public final class ContentHashes {
  private final Map<IdentityKey, String> memo;
  private int computed;
  /**
   * The two sources hashed or assumed last and their hashes (identity, most recent first): every
   * evaluation asks for the base and its augmented copy, and hashing their field metadata is most
   * of an O(fields) cost.
   */
  private final DataSource[] recentSources = new DataSource[2];
  private final String[] recentHashes = new String[2];

  ContentHashes(int maxEntries) {
    this.memo = new LinkedHashMap<>(64, 0.75f, true) {
      @Override
      protected boolean removeEldestEntry(Map.Entry<IdentityKey, String> eldest) {
        return size() > maxEntries;
      }
    };
  }

  /** How many arrays were hashed so far (tests use it to prove hits do not re-hash rows). */
  public int computedCount() {
    return computed;
  }

  /** The source's content: id, field metadata, row keys, identities and column values. */
  public String source(DataSource source) {
    if (recentSources[0] == source) {
      return recentHashes[0];
    }
    String hash = recentSources[1] == source ? recentHashes[1] : sourceHash(source);
    remember(source, hash);
    return hash;
  }

  /**
   * Records a source's content hash computed from inputs that determine its content (a base
   * augmented by calculated fields: the base's hash and the calculations key), as
   * {@link #assume} does for a column.
   */
  public void assumeSource(DataSource source, String hash) {
    remember(source, hash);
  }

  private void remember(DataSource source, String hash) {
    recentSources[1] = recentSources[0];
    recentHashes[1] = recentHashes[0];
    recentSources[0] = source;
    recentHashes[0] = hash;
  }

  private String sourceHash(DataSource source) {
    Hash64 h = new Hash64().add("source").add(source.id()).addInt(source.rowCount());
    for (int i = 0; i < source.table().fields().size(); i++) {
      SignatureFields.add(h, source.table().fields().get(i));
      h.add(column(source.table().columns().get(i)));
    }
    // Derived keys are a function of the id and the original columns hashed here (a calculated
    // column's hash covers its source's), so they are not read: computing them is costly.
    h.add(source.keysDerivedFromContent() ? "derived-keys"
        : source.rowKeys() == null ? "-" : rowKeys(source.rowKeys()));
    h.add(source.identities() == null ? "-" : identities(source.identities()));
    for (String warning : source.warnings()) {
      h.add(warning);
    }
    return h.toBase36();
  }

  /**
   * Records the content hash of a column computed from inputs that determine it (e.g. a
   * calculated field: its definition, the clock, the zone and its source's content), so the
   * column's values need not be hashed. Equal inputs give equal values; different inputs at worst
   * cost a cache miss.
   */
  public void assume(Column column, String hash) {
    memo.put(new IdentityKey(column), hash);
  }

  /** Drops a column's remembered hash (its array can then be collected). */
  public void forget(Column column) {
    memo.remove(new IdentityKey(column));
  }

  String column(Column column) {
    IdentityKey key = new IdentityKey(column);
    String known = memo.get(key);
    if (known != null) {
      return known;
    }
    Hash64 h = new Hash64();
    if (column instanceof NumberColumn n) {
      // Each column is tagged once by its kind (and its length is the source's row count,
      // hashed with it), so its values go in untagged and two words to a step: a first
      // evaluation hashes every cell. addDoubleBits folds every NaN (the null) into one value
      // and -0 into 0: they print and group alike.
      h.add("n").addDoubleBits(n.values());
    } else if (column instanceof TextColumn t) {
      h.add("t");
      for (String s : t.dictionary()) {
        h.add(s);
      }
      h.addInt(t.codes().length).addCodes(t.codes(), t.dictionary().length);
    } else {
      byte[] values = ((BooleanColumn) column).values();
      h.add("b").addInt(values.length).addBytes(values);
    }
    return remember(key, h);
  }

  String rowKeys(String[] keys) {
    IdentityKey key = new IdentityKey(keys);
    String known = memo.get(key);
    if (known != null) {
      return known;
    }
    Hash64 h = new Hash64().add("keys");
    for (String k : keys) {
      h.add(k == null ? "" : k);
    }
    return remember(key, h);
  }

  String identities(int[] identities) {
    IdentityKey key = new IdentityKey(identities);
    String known = memo.get(key);
    if (known != null) {
      return known;
    }
    Hash64 h = new Hash64().add("identities");
    for (int i : identities) {
      h.addInt(i);
    }
    return remember(key, h);
  }

  private String remember(IdentityKey key, Hash64 h) {
    String hash = h.toBase36();
    memo.put(key, hash);
    computed++;
    return hash;
  }

  /** Wraps an object so maps compare it by identity. */
  private record IdentityKey(Object value) {
    @Override
    public boolean equals(Object other) {
      return other instanceof IdentityKey k && k.value == value;
    }

    @Override
    public int hashCode() {
      return System.identityHashCode(value);
    }
  }
}
