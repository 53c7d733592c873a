package hyperpbi.dataset;

import hyperpbi.data.Column;
import hyperpbi.data.FieldMeta;
import java.util.ArrayList;
import java.util.List;

/**
 * A bound field mapping (output field ← input key) for stages that only change the field list:
 * rename and select. Applying it re-labels or drops columns; values, selection, lineage and row
 * keys are shared.
 */
final class Projection {
  private final List<String> inputKeys = new ArrayList<>();
  private final List<FieldMeta> outputs = new ArrayList<>();

  void add(String inputKey, FieldMeta output) {
    inputKeys.add(inputKey);
    outputs.add(output);
  }

  List<FieldMeta> outputs() {
    return outputs;
  }

  Frame apply(Frame in) {
    List<Column> columns = new ArrayList<>(outputs.size());
    for (String key : inputKeys) {
      columns.add(in.column(key));
    }
    return in.withColumns(outputs, columns);
  }
}
