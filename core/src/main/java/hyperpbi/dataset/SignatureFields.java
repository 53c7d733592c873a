package hyperpbi.dataset;

import hyperpbi.canonical.Hash64;
import hyperpbi.data.FieldMeta;

/** Adds every piece of a field's metadata to a signature hash. */
final class SignatureFields {
  private SignatureFields() {}

  static void add(Hash64 h, FieldMeta f) {
    h.add("field");
    text(h, f.key());
    text(h, f.alias());
    text(h, f.displayName());
    text(h, f.queryName());
    text(h, f.qualifiedName());
    text(h, f.sourceTable());
    text(h, f.sourceColumn());
    h.add(f.type().json()).add(f.kind().json()).add(f.dataType().json());
    text(h, f.format());
    h.addInt(f.roles().size());
    for (String role : f.roles()) {
      h.add(role);
    }
    text(h, f.queryAggregation());
    h.addInt(f.isImplicitAggregation() ? 1 : 0);
    h.add(f.origin().json());
    h.addInt(f.canSelect() ? 1 : 0);
    h.addInt(f.canFilter() ? 1 : 0);
  }

  /** Null and "" must not hash alike. */
  private static void text(Hash64 h, String s) {
    if (s == null) {
      h.addInt(-1);
    } else {
      h.add(s);
    }
  }
}
