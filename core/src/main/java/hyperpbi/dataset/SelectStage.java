package hyperpbi.dataset;

import hyperpbi.data.FieldMeta;
import hyperpbi.dataset.DatasetDefinition.FieldRef;
import java.util.ArrayList;
import java.util.List;

/** {@code select}: keeps only the listed fields, in the listed order, with their metadata. */
final class SelectStage implements Stage {
  private final List<FieldRef> refs;
  private final Projection projection = new Projection();

  SelectStage(List<FieldRef> refs) {
    this.refs = refs;
  }

  @Override
  public String name() {
    return "select";
  }

  @Override
  public DatasetSchema schema(DatasetSchema in, StageContext context) {
    List<FieldMeta> outputs = new ArrayList<>();
    for (FieldRef ref : refs) {
      FieldMeta field = context.require(in, ref.name(), ref.pointer(), "select field");
      if (field == null) {
        continue;  // reported; left out of the output
      }
      if (RenameStage.indexOfKey(outputs, field.key()) >= 0) {
        context.error("INVALID_DATASET_DEFINITION", ref.pointer(), "selects '" + field.key()
            + "' twice");
      } else {
        outputs.add(field);
        projection.add(field.key(), field);
      }
    }
    // Select closes a dynamic schema: the listed fields are all there is.
    return new DatasetSchema(outputs, false);
  }

  @Override
  public Frame apply(Frame in, RunContext context) {
    return projection.apply(in);
  }
}
