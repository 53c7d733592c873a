package hyperpbi.data;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The loop shape follows the host's choice, else the runtime TeaVM or the JVM reports. */
class LoopShapeTest {
  @Test
  void teavmBranchesAndTheJvmListsUnlessTheHostChooses() {
    assertTrue(LoopShape.oneBranchingLoop(null, "TeaVM"));
    assertFalse(LoopShape.oneBranchingLoop(null, "Linux"));
    assertFalse(LoopShape.oneBranchingLoop("listing", "TeaVM"), "the WebAssembly bridge's choice");
    assertTrue(LoopShape.oneBranchingLoop("branching", "Linux"));
    assertTrue(LoopShape.oneBranchingLoop("sideways", "TeaVM"), "an unknown value is ignored");
  }

  @Test
  void thisJvmLists() {
    assertFalse(LoopShape.ONE_BRANCHING_LOOP);
  }
}
