package hyperpbi.interaction;

import com.eclipsesource.json.JsonValue;
import hyperpbi.json.JsonOut;
import hyperpbi.json.JsonValues;
import hyperpbi.sources.SourceLimits;
import hyperpbi.sources.SourceStatus;
import hyperpbi.ui.HostEffect;
import hyperpbi.ui.UiState;
import java.util.List;
import java.util.Map;

/** Prints UI states and host effects in the simulate document (core/README.md). */
public final class StateWriter {
  private StateWriter() {}

  /** Writes a state; empty members are left out (absent means empty), sidebarOpen always. */
  public static void writeState(JsonOut out, UiState s) {
    out.beginObject();
    if (!s.tabs().isEmpty()) {
      out.key("tabs").beginInlineObject();
      s.tabs().forEach(out::field);
      out.endObject();
    }
    if (!s.values().isEmpty()) {
      out.key("values").beginInlineObject();
      s.values().forEach((k, v) -> JsonValues.writeInline(out.key(k), v));
      out.endObject();
    }
    if (!s.steps().isEmpty()) {
      out.key("steps").beginInlineObject();
      s.steps().forEach((k, v) -> out.field(k, v.intValue()));
      out.endObject();
    }
    out.field("sidebarOpen", s.sidebarOpen());
    if (!s.overlays().isEmpty()) {
      strings(out.key("overlays"), s.overlays());
    }
    if (!s.collapsed().isEmpty()) {
      strings(out.key("collapsed"), s.collapsed());
    }
    if (!s.toasts().isEmpty()) {
      out.key("toasts").beginArray();
      for (UiState.Toast toast : s.toasts()) {
        toast(out.beginInlineObject(), toast).endObject();
      }
      out.endArray();
    }
    if (!s.componentValues().isEmpty()) {
      out.key("componentValues").beginInlineObject();
      s.componentValues().forEach((k, v) -> JsonValues.writeInline(out.key(k), v));
      out.endObject();
    }
    if (!s.sources().isEmpty()) {
      out.key("sources").beginObject();
      s.sources().forEach((name, status) -> source(out.key(name).beginInlineObject(), status)
          .endObject());
      out.endObject();
    }
    if (!s.drill().isEmpty()) {
      out.key("drill").beginObject();
      s.drill().forEach((k, path) -> {
        out.key(k).beginInlineArray();
        for (UiState.DrillStep step : path) {
          drillValue(out.beginObject().field("level", step.level()), step).endObject();
        }
        out.endArray();
      });
      out.endObject();
    }
    if (!s.selections().isEmpty()) {
      out.key("selections").beginObject();
      s.selections().forEach((k, sel) -> {
        out.key(k).beginInlineObject().field("dataset", sel.dataset());
        ints(out.key("rows"), sel.rows());
        strings(out.key("keys"), List.of(sel.keys()));
        out.endObject();
      });
      out.endObject();
    }
    if (!s.highlights().isEmpty()) {
      out.key("highlights").beginObject();
      s.highlights().forEach((k, h) -> {
        out.key(k).beginInlineObject().field("dataset", h.dataset());
        strings(out.key("keys"), List.of(h.keys()));
        ints(out.key("sourceRows"), h.sourceRows());
        strings(out.key("consumers"), h.consumers());
        out.endObject();
      });
      out.endObject();
    }
    if (!s.filters().isEmpty()) {
      out.key("filters").beginObject();
      s.filters().forEach((k, f) -> {
        out.key(k).beginInlineObject();
        if (f.hasField()) {
          out.field("field", f.field()).field("operator", f.operator()).key("values")
              .beginArray();
          for (Object v : f.values()) {
            TypedValues.write(out, v, f.type());
          }
          out.endArray();
        } else {
          out.field("dataset", f.dataset());
          strings(out.key("keys"), List.of(f.keys()));
          ints(out.key("sourceRows"), f.sourceRows());
        }
        strings(out.key("consumers"), f.consumers());
        out.endObject();
      });
      out.endObject();
    }
    if (!s.externalFilters().isEmpty()) {
      out.key("externalFilters").beginObject();
      s.externalFilters().forEach((k, f) -> out.key(k).raw(f.json()));
      out.endObject();
    }
    out.endObject();
  }

  /** {@code status} and {@code signature}; {@code rows} once loaded; {@code message} if any. */
  private static JsonOut source(JsonOut out, SourceStatus status) {
    out.field("status", status.status()).field("signature", status.signature());
    if (!status.isLoading() && !status.status().equals(SourceStatus.ERROR)) {
      out.field("rows", status.rows());
    }
    return status.message() == null ? out : out.field("message", status.message());
  }

  private static JsonOut toast(JsonOut out, UiState.Toast toast) {
    out.field("id", toast.id()).field("message", toast.message()).field("title", toast.title())
        .field("intent", toast.intent()).key("durationMs");
    if (toast.durationMs() == null) {
      out.nullValue();
    } else {
      out.value(toast.durationMs().doubleValue());
    }
    return out;
  }

  /** A state or event value as the state writes it (numbers canonical), on one line. */
  /** A breadcrumb's {@code "field"} and {@code "value"} (dates as ISO-8601 text). */
  public static JsonOut drillValue(JsonOut out, UiState.DrillStep step) {
    out.field("field", step.field()).key("value");
    TypedValues.write(out, step.value(), step.type());
    return out;
  }

  public static void value(JsonOut out, JsonValue v) {
    JsonValues.writeInline(out, v);
  }

  public static void writeEffects(JsonOut out, List<HostEffect> effects) {
    out.beginArray();
    for (HostEffect e : effects) {
      out.beginInlineObject();
      if (e instanceof HostEffect.SelectIdentities s) {
        out.field("type", "selectIdentities");
        site(out, s.site()).field("mode", s.mode());
        ints(out.key("rows"), s.rows());
        ints(out.key("identities"), s.identities());
      } else if (e instanceof HostEffect.ApplyJsonFilter f) {
        out.field("type", "applyJsonFilter");
        site(out, f.site()).key("filter").raw(f.json());
      } else if (e instanceof HostEffect.ClearJsonFilter c) {
        out.field("type", "clearJsonFilter");
        site(out, c.site()).key("target").beginObject().field("table", c.target().table())
            .field("column", c.target().column()).endObject();
      } else if (e instanceof HostEffect.FetchSource f) {
        out.field("type", "fetchSource").field("source", f.source())
            .field("sourceType", f.request().type()).field("method", f.request().method())
            .field("url", f.request().url()).field("signature", f.request().signature())
            .field("timeoutMs", f.request().timeoutMs())
            .field("maxBytes", SourceLimits.MAX_RESPONSE_BYTES);
      } else if (e instanceof HostEffect.ShowToast t) {
        toast(out.field("type", "showToast"), t.toast());
      } else if (e instanceof HostEffect.ScrollTo s) {
        out.field("type", "scrollTo").field("target", s.target());
      }
      out.endObject();
    }
    out.endArray();
  }

  /** {@code component}, plus {@code layer} for a map layer site ({@code map/layer}). */
  private static JsonOut site(JsonOut out, String site) {
    int slash = site.indexOf('/');
    if (slash < 0) {
      return out.field("component", site);
    }
    return out.field("component", site.substring(0, slash))
        .field("layer", site.substring(slash + 1));
  }

  /** An array of ints on one line. */
  public static void ints(JsonOut out, int[] values) {
    out.beginInlineArray();
    for (int v : values) {
      out.value(v);
    }
    out.endArray();
  }

  public static void strings(JsonOut out, Iterable<String> values) {
    out.beginInlineArray();
    for (String v : values) {
      out.value(v);
    }
    out.endArray();
  }

  public static void policies(JsonOut out, DashboardModel model) {
    out.beginObject();
    for (Map.Entry<String, InteractionSite> e : model.sites.entrySet()) {
      InteractionPolicy p = e.getValue().policy();
      // Only a declared interaction has a policy of its own; payloads alone do not make one.
      if (e.getValue().declared()) {
        boolean table = model.components().get(e.getValue().component()).type().name()
            .equals("table");
        out.key(e.getKey());
        p.write(out, table);
      }
    }
    out.endObject();
  }
}
