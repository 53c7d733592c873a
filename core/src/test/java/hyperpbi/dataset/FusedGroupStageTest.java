package hyperpbi.dataset;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import hyperpbi.data.Column;
import hyperpbi.data.DataSource;
import hyperpbi.data.Lineage;
import hyperpbi.data.Workspace;
import hyperpbi.diagnostic.Diagnostics;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The fused pass must give exactly what the stages give one by one: the same groups in the same
 * order, bit-identical sums, the same warnings and the same lineage, across batch boundaries and
 * with nulls everywhere. Where the data do not fit the fused form it must decline.
 */
class FusedGroupStageTest {
  private static final int ROWS = 10_007; // three batches, the last one partial

  private static DataSource source() {
    return source(false);
  }

  private static DataSource source(boolean huge) {
    return source(huge, 15);
  }

  /**
   * With {@code huge}, every 97th revenue is 1e200: its square overflows to an infinity. About
   * one revenue in {@code nullRevenueEvery} is null (0: none).
   */
  private static DataSource source(boolean huge, int nullRevenueEvery) {
    Random random = new Random(42);
    String[] regions = new String[ROWS];
    String[] statuses = new String[ROWS];
    double[] revenue = new double[ROWS];
    double[] cost = new double[ROWS];
    double[] year = new double[ROWS];
    for (int i = 0; i < ROWS; i++) {
      regions[i] = random.nextInt(20) == 0 ? null : "R" + random.nextInt(37);
      statuses[i] = new String[] {"Open", "Closed", "Cancelled", null}[random.nextInt(4)];
      boolean nullRevenue = nullRevenueEvery > 0 && random.nextInt(nullRevenueEvery) == 0;
      revenue[i] = nullRevenue ? Double.NaN : random.nextInt(100_000) / 100.0;
      cost[i] = random.nextInt(9) == 0 ? 0 : random.nextInt(50_000) / 100.0;
      year[i] = 2020 + random.nextInt(4);
      if (huge && i % 97 == 0) {
        revenue[i] = 1e200;
      }
    }
    return TestData.source("sales").text("region", regions).text("status", statuses)
        .number("revenue", revenue).number("cost", cost).number("year", year).build();
  }

  private static final String P1 = "{'p':{'source':'powerbi',"
      + "'filter':{'field':'status','operator':'!=','value':'Cancelled'},"
      + "'derive':{'margin':{'op':'-','left':{'field':'revenue'},'right':{'field':'cost'}}},"
      + "'rename':{'region':'area'},'select':['area','revenue','margin'],'groupBy':['area'],"
      + "'metrics':{'total':{'op':'sum','field':'revenue'},'m':{'op':'sum','field':'margin'},"
      + "'n':{'op':'count'}}}}";

  @Test
  void seedPipelineMatchesTheStagesOneByOne() {
    assertSame(P1, true);
  }

  @Test
  void twoClausesDerivedArithmeticReplacedFieldsAndAverages() {
    assertSame("{'p':{'source':'powerbi',"
        + "'filter':[{'field':'status','operator':'in','value':['Open','Closed']},"
        + "{'field':'region','operator':'!=','value':'R3'}],"
        + "'derive':{'total':{'op':'+','left':{'field':'revenue'},'right':{'field':'cost'}},"
        + "'unused':{'op':'*','left':{'field':'cost'},'right':{'field':'year'}},"
        + "'revenue':{'op':'*','left':{'field':'revenue'},'right':{'field':'cost'}}},"
        + "'rename':{'status':'state'},'groupBy':['state'],"
        + "'metrics':{'avgTotal':{'op':'avg','field':'total'},"
        + "'sumRevenue':{'op':'sum','field':'revenue'},'n':{'op':'count'},"
        + "'avgCost':{'op':'avg','field':'cost'},'sumYear':{'op':'sum','field':'year'}}}}",
        true);
  }

  @Test
  void divisionDeclinesAndKeepsItsWarning() {
    List<String> warnings = assertSame("{'p':{'source':'powerbi',"
        + "'derive':{'ratio':{'op':'/','left':{'field':'revenue'},'right':{'field':'cost'}}},"
        + "'groupBy':['status'],'metrics':{'r':{'op':'avg','field':'ratio'}}}}", false);
    assertEquals(1, warnings.size(), warnings.toString());
    assertTrue(warnings.get(0).startsWith("derive 'ratio': division by zero returned null in "),
        warnings.get(0));
  }

  @Test
  void wholeInputIsOneGroupWithoutGroupBy() {
    assertSame("{'p':{'source':'powerbi','filter':{'field':'status','operator':'=','value':'Open'},"
        + "'metrics':{'s':{'op':'sum','field':'revenue'},'a':{'op':'avg','field':'cost'},"
        + "'n':{'op':'count'}}}}", true);
  }

  @Test
  void emptyFilterResultGivesNoGroups() {
    Frame fused = assertSameFrame("{'p':{'source':'powerbi',"
        + "'filter':{'field':'status','operator':'=','value':'Nobody'},"
        + "'metrics':{'s':{'op':'sum','field':'revenue'}}}}", true);
    assertEquals(0, fused.count());
    fused = assertSameFrame("{'p':{'source':'powerbi',"
        + "'filter':{'field':'status','operator':'=','value':'Nobody'},"
        + "'groupBy':['region'],'metrics':{'s':{'op':'sum','field':'revenue'}}}}", true);
    assertEquals(0, fused.count());
  }

  @Test
  void declinesWhatDoesNotFitAndStillAgrees() {
    // A number clause, a min metric, a number key, a derive reading a derived field.
    assertSame("{'p':{'source':'powerbi','filter':{'field':'revenue','operator':'>','value':10},"
        + "'groupBy':['region'],'metrics':{'s':{'op':'sum','field':'revenue'}}}}", false);
    assertSame("{'p':{'source':'powerbi','groupBy':['region'],"
        + "'metrics':{'s':{'op':'min','field':'revenue'}}}}", false);
    assertSame("{'p':{'source':'powerbi','groupBy':['year'],"
        + "'metrics':{'s':{'op':'sum','field':'revenue'}}}}", false);
    assertSame("{'p':{'source':'powerbi','derive':{"
        + "'a':{'op':'-','left':{'field':'revenue'},'right':{'field':'cost'}},"
        + "'b':{'op':'*','left':{'field':'a'},'right':{'value':2}}},"
        + "'groupBy':['region'],'metrics':{'s':{'op':'sum','field':'b'}}}}", false);
    // Three clauses; five sums.
    assertSame("{'p':{'source':'powerbi','filter':["
        + "{'field':'status','operator':'!=','value':'Open'},"
        + "{'field':'region','operator':'!=','value':'R1'},"
        + "{'field':'region','operator':'!=','value':'R2'}],"
        + "'groupBy':['region'],'metrics':{'s':{'op':'sum','field':'revenue'}}}}", false);
    assertSame("{'p':{'source':'powerbi','groupBy':['region'],'metrics':{"
        + "'a':{'op':'sum','field':'revenue'},'b':{'op':'sum','field':'cost'},"
        + "'c':{'op':'avg','field':'revenue'},'d':{'op':'avg','field':'cost'},"
        + "'e':{'op':'sum','field':'year'}}}}", false);
  }

  @Test
  void overflowToAnInfinityIsNullAsInTheRules() {
    String datasets = "{'p':{'source':'powerbi',"
        + "'derive':{'sq':{'op':'*','left':{'field':'revenue'},'right':{'field':'revenue'}}},"
        + "'groupBy':['region'],'metrics':{'s':{'op':'sum','field':'sq'},"
        + "'a':{'op':'avg','field':'sq'},'n':{'op':'count'}}}}";
    Frame frame = assertSameFrame(datasets, true, new ArrayList<>(), source(true));
    for (int c = 1; c <= 2; c++) {
      for (int i = 0; i < frame.count(); i++) {
        Object v = frame.columns().get(c).valueAt(frame.row(i));
        assertTrue(v == null || Double.isFinite((Double) v), "group " + i + ": " + v);
      }
    }
    assertSameFrame(datasets, true, new ArrayList<>(), source(false));
  }

  @Test
  void commonShapeTakesTheCommonLoopWithTheSameBits() {
    DataSource finite = source(false, 0);
    // One clause failing one code (null statuses pass !=), null keys, a plain and a derived sum.
    assertCommonLoop(P1, finite, true);
    assertCommonLoop("{'p':{'source':'powerbi','groupBy':['region'],'metrics':{"
        + "'a':{'op':'sum','field':'revenue'},'b':{'op':'avg','field':'cost'},"
        + "'c':{'op':'sum','field':'year'},'n':{'op':'count'},"
        + "'d':{'op':'avg','field':'revenue'}}}}", finite, true);
    // A clause every code passes.
    assertCommonLoop("{'p':{'source':'powerbi','filter':{'field':'status','operator':'!=',"
        + "'value':'Nobody'},'groupBy':['status'],'metrics':{'c':{'op':'sum','field':'cost'}}}}",
        finite, true);
    // Only null fails: the failing code is -1.
    assertCommonLoop("{'p':{'source':'powerbi','filter':{'field':'status','operator':'!=',"
        + "'value':null},"
        + "'derive':{'x':{'op':'*','left':{'field':'cost'},'right':{'field':'year'}}},"
        + "'groupBy':['status'],'metrics':{'x':{'op':'sum','field':'x'}}}}", finite, true);
  }

  @Test
  void otherShapesTakeTheGeneralLoop() {
    DataSource finite = source(false, 0);
    // Several codes fail, two clauses, no key, a sum over a column holding nulls.
    assertCommonLoop("{'p':{'source':'powerbi','filter':{'field':'status','operator':'=',"
        + "'value':'Open'},'groupBy':['region'],'metrics':{'s':{'op':'sum','field':'cost'}}}}",
        finite, false);
    assertCommonLoop("{'p':{'source':'powerbi','filter':[{'field':'status','operator':'!=',"
        + "'value':'Open'},{'field':'region','operator':'!=','value':'R1'}],'groupBy':['region'],"
        + "'metrics':{'s':{'op':'sum','field':'cost'}}}}", finite, false);
    assertCommonLoop("{'p':{'source':'powerbi','metrics':{'s':{'op':'sum','field':'cost'}}}}",
        finite, false);
    assertCommonLoop(P1, source(), false);
  }

  @Test
  void overflowInTheCommonLoopIsNullAsInTheRules() {
    String datasets = "{'p':{'source':'powerbi',"
        + "'derive':{'sq':{'op':'*','left':{'field':'revenue'},'right':{'field':'revenue'}}},"
        + "'groupBy':['region'],'metrics':{'s':{'op':'sum','field':'sq'},'n':{'op':'count'}}}}";
    Frame frame = assertCommonLoop(datasets, source(true, 0), true);
    for (int i = 0; i < frame.count(); i++) {
      Object v = frame.columns().get(1).valueAt(frame.row(i));
      assertTrue(v == null || Double.isFinite((Double) v), "group " + i + ": " + v);
    }
  }

  /** Asserts whether the fused loop takes its common form, then compares as assertSameFrame. */
  private static Frame assertCommonLoop(String datasets, DataSource source, boolean common) {
    Frame in = input(source);
    FusedGroupStage.OneLoop loop = fusedStage(datasets, source).bind(in,
        RunContext.collecting(TestData.CONTEXT, new ArrayList<>()));
    assertNotNull(loop, "fits the fused pass");
    assertEquals(common, loop.common(in), datasets);
    return assertSameFrame(datasets, true, new ArrayList<>(), source);
  }

  private static List<String> assertSame(String datasets, boolean fits) {
    List<String> warnings = new ArrayList<>();
    assertSameFrame(datasets, fits, warnings);
    return warnings;
  }

  private static Frame assertSameFrame(String datasets, boolean fits) {
    return assertSameFrame(datasets, fits, new ArrayList<>());
  }

  /** Runs plan p fused and one by one over the same input and compares everything. */
  private static Frame assertSameFrame(String datasets, boolean fits, List<String> warnings) {
    return assertSameFrame(datasets, fits, warnings, source());
  }

  private static Frame assertSameFrame(String datasets, boolean fits, List<String> warnings,
      DataSource source) {
    FusedGroupStage fused = fusedStage(datasets, source);
    Frame in = input(source);
    List<String> separateWarnings = new ArrayList<>();
    RunContext fusedRun = RunContext.collecting(TestData.CONTEXT, warnings);
    RunContext separateRun = RunContext.collecting(TestData.CONTEXT, separateWarnings);
    if (fits) {
      assertNotNull(fused.bind(in, fusedRun), "fits the fused pass");
    } else {
      assertNull(fused.bind(in, fusedRun), "declines the fused pass");
    }
    Frame a = fused.apply(in, fusedRun);
    Frame b = fused.oneByOne(in, separateRun);
    assertEquals(separateWarnings, warnings);
    // The rows after each stage (the Datasets panel's counts) are the same on both paths.
    assertFalse(separateRun.stageRows().isEmpty(), "the stages record their rows");
    assertEquals(separateRun.stageRows(), fusedRun.stageRows(), datasets);
    assertEquals(b.fields(), a.fields());
    assertEquals(b.count(), a.count());
    for (int c = 0; c < b.columns().size(); c++) {
      Column x = a.columns().get(c);
      Column y = b.columns().get(c);
      for (int i = 0; i < b.count(); i++) {
        Object u = x.valueAt(a.row(i));
        Object v = y.valueAt(b.row(i));
        if (u instanceof Double p && v instanceof Double q) {
          assertEquals(Double.doubleToLongBits(q), Double.doubleToLongBits(p),
              b.fields().get(c).key() + " row " + i);
        } else {
          assertEquals(v, u, b.fields().get(c).key() + " row " + i);
        }
      }
    }
    Lineage la = a.lineage().get();
    Lineage lb = b.lineage().get();
    assertArrayEquals(lb.offsets(), la.offsets());
    assertArrayEquals(lb.sourceRows(), la.sourceRows());
    return a;
  }

  /** Dataset p of {@code datasets}, resolved over {@code source}: its fused first stage. */
  private static FusedGroupStage fusedStage(String datasets, DataSource source) {
    Workspace workspace = TestData.workspace(source);
    Diagnostics out = new Diagnostics();
    DatasetSchemas schemas = DatasetResolver.resolve(TestData.spec(datasets), workspace, source,
        out);
    assertFalse(out.hasErrors(), TestData.codes(out));
    return assertInstanceOf(FusedGroupStage.class, schemas.plans().get("p").stages().get(0));
  }

  private static Frame input(DataSource source) {
    return Frame.of(source.table(), LazyLineage.of(() -> Lineage.identity(ROWS)), source::rowKeys);
  }
}
