package hyperpbi.data;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The names a specification may use for a source's fields: each field's canonical key and its
 * alias (contract-notes §1 "Schema 2.0 root", §2, §3). Display names are not aliases.
 *
 * <p>Aliases are assigned deterministically from the field list alone:
 * <ol>
 *   <li>the camelCase of the display name (of the key when the display name has no letters or
 *       digits);
 *   <li>when that alias is shared by several fields, or equals another field's canonical key,
 *       every such field that has a source table uses the camelCase of "table display name"
 *       instead ({@code Amount} in {@code Sales} → {@code salesAmount});
 *   <li>whatever still collides gets a numeric suffix in field order: the first keeps the alias,
 *       later ones get {@code 2}, {@code 3}, ... (the first free number).
 * </ol>
 * An alias never equals another field's key, so a name resolves to at most one field. Fields the
 * engine adds later (calculated, derived, metric, renamed) get theirs by the same derivation
 * against the schema they join ({@link #alias}, {@link #withAlias}), so every field has one.
 */
public final class FieldManifest {
  private final List<FieldMeta> fields;
  /** Key or alias → field position; HashMap is fine, it is never iterated. */
  private final Map<String, Integer> byName = new HashMap<>();

  private FieldManifest(List<FieldMeta> fields) {
    this.fields = List.copyOf(fields);
    for (int i = 0; i < this.fields.size(); i++) {
      byName.put(this.fields.get(i).key(), i);
    }
    for (int i = 0; i < this.fields.size(); i++) {
      String alias = this.fields.get(i).alias();
      if (alias != null) {
        byName.putIfAbsent(alias, i);
      }
    }
  }

  /** A manifest over fields that already carry their keys and aliases. */
  public static FieldManifest of(List<FieldMeta> fields) {
    return new FieldManifest(fields);
  }

  /** One field's naming inputs: canonical key, display name and source table (or null). */
  public record Name(String key, String displayName, String table) {}

  /** Aliases for the named fields, in the same order (see the class comment for the rules). */
  public static List<String> assignAliases(List<Name> names) {
    int n = names.size();
    Map<String, Integer> keyOwner = new HashMap<>();
    for (int i = 0; i < n; i++) {
      keyOwner.putIfAbsent(names.get(i).key(), i);
    }
    String[] base = new String[n];
    Map<String, Integer> uses = new HashMap<>();
    for (int i = 0; i < n; i++) {
      base[i] = baseAlias(names.get(i), i);
      uses.merge(base[i], 1, Integer::sum);
    }
    List<String> aliases = new ArrayList<>(n);
    Set<String> taken = new HashSet<>();
    for (int i = 0; i < n; i++) {
      String alias = base[i];
      String table = names.get(i).table();
      boolean collides = uses.get(alias) > 1 || ownedByOther(keyOwner, alias, i);
      if (collides && table != null) {
        String qualified = FieldNames.camelCase(table + " " + displayOrKey(names.get(i)));
        if (!qualified.isEmpty()) {
          alias = qualified;
        }
      }
      int self = i;
      String candidate = firstFree(alias,
          name -> taken.contains(name) || ownedByOther(keyOwner, name, self));
      taken.add(candidate);
      aliases.add(candidate);
    }
    return Collections.unmodifiableList(aliases);
  }

  /**
   * The alias of one field the engine adds to a schema whose other fields already have their
   * names (a calculated, derived or metric field, a renamed field): the same derivation as
   * {@link #assignAliases} without the table step (such a field has no source table): the
   * camelCase of {@code name}'s display name, else its key, then {@code 2}, {@code 3}, ... while
   * {@code taken} holds it. An alias-shaped key normally gets itself ({@code totalSales}).
   *
   * @param position the field's position, naming a field whose names have no letters or digits
   * @param taken the other fields' keys and aliases (never the field's own key)
   */
  public static String alias(Name name, int position, Predicate<String> taken) {
    return firstFree(baseAlias(name, position), taken);
  }

  /**
   * {@code fields} with field {@code at} given the alias of {@code name} (its display name, or a
   * renamed field's new key), unique among the other fields' keys and aliases and the
   * {@code reserved} names (keys the dataset definition creates, which must keep their meaning).
   */
  public static List<FieldMeta> withAlias(List<FieldMeta> fields, int at, String name,
      Set<String> reserved) {
    FieldMeta field = fields.get(at);
    Set<String> taken = new HashSet<>();
    for (String key : reserved) {
      if (!key.equals(field.key())) {
        taken.add(key);
      }
    }
    for (int i = 0; i < fields.size(); i++) {
      if (i != at) {
        FieldMeta f = fields.get(i);
        taken.add(f.key());
        if (f.alias() != null) {
          taken.add(f.alias());
        }
      }
    }
    List<FieldMeta> out = new ArrayList<>(fields);
    out.set(at, field.withAlias(alias(new Name(field.key(), name, null), at, taken::contains)));
    return out;
  }

  /** {@code alias}, or the first of {@code alias2}, {@code alias3}, ... not taken. */
  private static String firstFree(String alias, Predicate<String> taken) {
    String candidate = alias;
    for (int suffix = 2; taken.test(candidate); suffix++) {
      candidate = alias + suffix;
    }
    return candidate;
  }

  private static String baseAlias(Name name, int position) {
    String alias = FieldNames.camelCase(displayOrKey(name));
    if (alias.isEmpty()) {
      alias = FieldNames.camelCase(name.key());
    }
    return alias.isEmpty() ? "field" + (position + 1) : alias;
  }

  private static String displayOrKey(Name name) {
    String display = name.displayName();
    return display == null || FieldNames.words(display).isEmpty() ? name.key() : display;
  }

  private static boolean ownedByOther(Map<String, Integer> keyOwner, String name, int self) {
    Integer owner = keyOwner.get(name);
    return owner != null && owner != self;
  }

  public List<FieldMeta> fields() {
    return fields;
  }

  /** The canonical key a specification name (key or alias) refers to, or null. */
  public String resolve(String name) {
    Integer i = name == null ? null : byName.get(name);
    return i == null ? null : fields.get(i).key();
  }

  /** The field a key or alias refers to, or null. */
  public FieldMeta field(String name) {
    Integer i = name == null ? null : byName.get(name);
    return i == null ? null : fields.get(i);
  }

  public boolean contains(String name) {
    return name != null && byName.containsKey(name);
  }

  /** Key and alias → key, in field order (keys first per field); for listings and errors. */
  public Map<String, String> names() {
    Map<String, String> out = new LinkedHashMap<>();
    for (FieldMeta f : fields) {
      out.put(f.key(), f.key());
      if (f.alias() != null) {
        out.putIfAbsent(f.alias(), f.key());
      }
    }
    return out;
  }
}
