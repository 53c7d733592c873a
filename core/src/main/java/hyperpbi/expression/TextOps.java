package hyperpbi.expression;

import hyperpbi.canonical.CaseFold;
import java.util.List;

/**
 * {@code concat contains startsWith endsWith lower upper trim replace}. Operands of other types use
 * their string forms. concat reads null as ""; the string predicates are false on null;
 * lower/upper/trim/replace of null are null. Functions of one dictionary-coded operand with
 * constant other operands run once per distinct value.
 */
final class TextOps {
  private TextOps() {}

  static Ev build(Operator op, List<Ev> args, Expr.CallOptions options, EvalState st) {
    return switch (op) {
      case CONCAT -> concat(args, options.separator(), st);
      case CONTAINS, STARTS_WITH, ENDS_WITH -> predicate(op, args.get(0), args.get(1));
      default -> function(op, args, st);
    };
  }

  /** concat and replace results are at most {@link ExpressionLimits#MAX_TEXT_LENGTH} long. */
  private static Ev concat(List<Ev> args, String separator, EvalState st) {
    Ev.Text[] parts = new Ev.Text[args.size()];
    for (int i = 0; i < parts.length; i++) {
      parts[i] = TextForms.of(args.get(i));
    }
    String[] values = new String[parts.length];
    return Ev.text(row -> {
      double length = (double) separator.length() * (parts.length - 1);
      for (int i = 0; i < parts.length; i++) {
        values[i] = parts[i].at(row);
        length += values[i] == null ? 0 : values[i].length();
      }
      if (length > ExpressionLimits.MAX_TEXT_LENGTH) {
        st.textTooLong();
        return null;
      }
      StringBuilder b = new StringBuilder((int) length);
      for (int i = 0; i < parts.length; i++) {
        if (i > 0) {
          b.append(separator);
        }
        if (values[i] != null) {
          b.append(values[i]);
        }
      }
      return b.toString();
    });
  }

  private static Ev predicate(Operator op, Ev subject, Ev search) {
    if (subject.coded != null && search.constant) {
      Memo.Probe probe = new Memo.Probe();
      Ev.Bool f = predicate(op, probe, TextForms.of(search));
      return Ev.bool(Memo.bool(subject.coded, probe, f));
    }
    return Ev.bool(predicate(op, TextForms.of(subject), TextForms.of(search)));
  }

  private static Ev.Bool predicate(Operator op, Ev.Text subject, Ev.Text search) {
    return row -> {
      String s = subject.at(row);
      String q = search.at(row);
      if (s == null || q == null) {
        return Ev.FALSE;
      }
      return Ev.of(matches(op, CaseFold.fold(s), CaseFold.fold(q)));
    };
  }

  static boolean matches(Operator op, String foldedText, String foldedSearch) {
    return switch (op) {
      case CONTAINS -> foldedText.contains(foldedSearch);
      case STARTS_WITH -> foldedText.startsWith(foldedSearch);
      default -> foldedText.endsWith(foldedSearch);
    };
  }

  private static Ev function(Operator op, List<Ev> args, EvalState st) {
    Ev subject = args.get(0);
    boolean restConstant = true;
    for (int i = 1; i < args.size(); i++) {
      restConstant &= args.get(i).constant;
    }
    Ev.Text[] rest = new Ev.Text[args.size() - 1];
    for (int i = 1; i < args.size(); i++) {
      rest[i - 1] = TextForms.of(args.get(i));
    }
    if (subject.coded != null && restConstant) {
      Memo.Probe probe = new Memo.Probe();
      return Ev.coded(Memo.text(subject.coded, probe, function(op, probe, rest, st)));
    }
    return Ev.text(function(op, TextForms.of(subject), rest, st));
  }

  private static Ev.Text function(Operator op, Ev.Text subject, Ev.Text[] rest, EvalState st) {
    return switch (op) {
      case LOWER -> row -> {
        String s = subject.at(row);
        return s == null ? null : CaseFold.lower(s);
      };
      case UPPER -> row -> {
        String s = subject.at(row);
        return s == null ? null : CaseFold.upper(s);
      };
      case TRIM -> row -> {
        String s = subject.at(row);
        return s == null ? null : TrimAndReplace.trim(s);
      };
      case REPLACE -> row -> {
        String s = subject.at(row);
        String search = rest[0].at(row);
        String replacement = rest[1].at(row);
        if (s == null || search == null || replacement == null) {
          return null;
        }
        String replaced = TrimAndReplace.replaceAll(s, search, replacement,
            ExpressionLimits.MAX_TEXT_LENGTH);
        if (replaced == null) {
          st.textTooLong();
        }
        return replaced;
      };
      default -> throw new IllegalArgumentException(op.symbol());
    };
  }
}
