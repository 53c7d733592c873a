package hyperpbi.dataset;

import hyperpbi.data.FieldMeta;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.DidYouMean;

/**
 * The logical view one map layer reads (data-model.txt, "Map layer dataset scope").
 *
 * @param pointer pointer of the layer object, e.g. {@code /components/2/layers/0}
 * @param dataset the view name: layer.dataset, else the map's dataset, else powerbi
 * @param schema that view's schema, or null when the view is unknown or failed (already reported)
 */
public record LayerScope(int index, String pointer, String dataset, DatasetSchema schema) {

  /**
   * The named field of this layer's view, as canonical metadata; null after an
   * {@code UNKNOWN_DATASET_FIELD} error at {@code pointer}, or silently when the view itself is
   * unavailable (its own diagnostic already explains why).
   */
  public FieldMeta field(String name, String fieldPointer, Diagnostics out) {
    if (schema == null) {
      return null;
    }
    FieldMeta f = schema.find(name);
    if (f == null) {
      out.error("UNKNOWN_DATASET_FIELD", fieldPointer, "map layer " + index + " reads dataset '"
          + dataset + "', which has no field '" + name + "'" + DidYouMean.suggest(name,
          schema.keys()) + "; " + schema.describe());
    }
    return f;
  }
}
