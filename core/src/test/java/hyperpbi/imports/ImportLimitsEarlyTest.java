package hyperpbi.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/**
 * A limit is checked before what it guards is built (issue 23: a 50 MB CSV refused on the cell
 * limit cost 3.3 GB and 15 s, building every allowed cell twice). The refusal arrives at the
 * record past the limit, and the bytes this thread allocates on the way stay far below what
 * storing the allowed cells would take.
 */
class ImportLimitsEarlyTest {
  private static final com.sun.management.ThreadMXBean THREADS =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

  private static long allocatedBy(Runnable action) {
    long id = Thread.currentThread().getId();
    long before = THREADS.getThreadAllocatedBytes(id);
    action.run();
    return THREADS.getThreadAllocatedBytes(id) - before;
  }

  private static String refusal(String csv, ImportLimits limits, long[] allocated) {
    String[] message = new String[1];
    allocated[0] = allocatedBy(() -> message[0] = assertThrows(ImportException.class,
        () -> CsvImport.read("s", csv, limits)).getMessage());
    return message[0];
  }

  @Test
  void theCellLimitFailsWhileStreamingWithoutStoringCells() {
    // 10 empty cells a row, 150,000 rows: 1,500,000 cells against a limit of 1,000,000.
    String csv = "a,b,c,d,e,f,g,h,i,j\n" + ",,,,,,,,,\n".repeat(150_000);
    long[] allocated = new long[1];
    assertEquals("line 100002: more than 1,000,000 cells (cell limit; 10 columns)",
        refusal(csv, ImportLimits.DEFAULT.withMaxCells(1_000_000), allocated));
    // Storing the million allowed cells (twice, before) takes well over 8 MB.
    assertTrue(allocated[0] < 4_000_000, allocated[0] + " bytes allocated");
  }

  @Test
  void theRowLimitFailsWhileStreamingWithoutStoringRows() {
    String csv = "n\n" + "1\n".repeat(2_000_001);
    long[] allocated = new long[1];
    assertEquals("line 2000002: more than 2,000,000 data rows (row limit)",
        refusal(csv, ImportLimits.DEFAULT, allocated));
    assertTrue(allocated[0] < 4_000_000, allocated[0] + " bytes allocated");
  }

  /** Quoted text goes through the general parser, which counts first the same way. */
  @Test
  void theGeneralParserRefusesAtTheSameRecord() {
    String csv = "a,b\n" + "\"x\",1\n".repeat(30) + "\"y\",2\n";
    assertEquals("line 22: more than 40 cells (cell limit; 2 columns)", assertThrows(
        ImportException.class, () -> CsvImport.read("s", csv, ImportLimits.DEFAULT
            .withMaxCells(40))).getMessage());
    String ragged = "a,b\n" + "\"x\",1\n".repeat(25) + "\"z\"\n";
    assertEquals("line 27, column 2: missing value (the row has 1 value, the header has 2"
        + " columns)", assertThrows(ImportException.class, () -> CsvImport.read("s", ragged,
            ImportLimits.DEFAULT.withMaxCells(100))).getMessage());
  }
}
