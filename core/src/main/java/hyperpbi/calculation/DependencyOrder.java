package hyperpbi.calculation;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Orders nodes so that every node comes after the nodes it depends on, and finds the cycles that
 * prevent it. Iterative depth-first search in declaration order (no recursion, so a hostile number
 * of fields cannot exhaust the stack); each distinct cycle is reported once, rotated to start at
 * its earliest-declared member.
 */
final class DependencyOrder {
  private DependencyOrder() {}

  /**
   * @param order every node, dependencies first (ties in declaration order)
   * @param cycles each cycle as node indices, first node repeated at the end
   */
  record Result(List<Integer> order, List<List<Integer>> cycles) {}

  /** @param dependencies dependencies[i] = the nodes node i reads, in reference order */
  static Result of(int[][] dependencies) {
    int n = dependencies.length;
    byte[] state = new byte[n]; // 0 unvisited, 1 on the stack, 2 done
    List<Integer> order = new ArrayList<>(n);
    List<List<Integer>> cycles = new ArrayList<>();
    Set<String> seenCycles = new HashSet<>();
    int[] stack = new int[n];
    int[] nextEdge = new int[n];
    for (int root = 0; root < n; root++) {
      if (state[root] != 0) {
        continue;
      }
      int depth = 0;
      stack[depth++] = root;
      state[root] = 1;
      nextEdge[root] = 0;
      while (depth > 0) {
        int node = stack[depth - 1];
        int[] deps = dependencies[node];
        if (nextEdge[node] < deps.length) {
          int dep = deps[nextEdge[node]++];
          if (state[dep] == 0) {
            state[dep] = 1;
            nextEdge[dep] = 0;
            stack[depth++] = dep;
          } else if (state[dep] == 1) {
            recordCycle(stack, depth, dep, cycles, seenCycles);
          }
        } else {
          state[node] = 2;
          order.add(node);
          depth--;
        }
      }
    }
    return new Result(order, cycles);
  }

  private static void recordCycle(int[] stack, int depth, int start, List<List<Integer>> cycles,
      Set<String> seen) {
    int from = depth - 1;
    while (stack[from] != start) {
      from--;
    }
    List<Integer> members = new ArrayList<>();
    for (int i = from; i < depth; i++) {
      members.add(stack[i]);
    }
    // The stack runs from dependant to dependency; rotate to start at the earliest declared.
    int min = 0;
    for (int i = 1; i < members.size(); i++) {
      if (members.get(i) < members.get(min)) {
        min = i;
      }
    }
    List<Integer> cycle = new ArrayList<>(members.size() + 1);
    for (int i = 0; i < members.size(); i++) {
      cycle.add(members.get((min + i) % members.size()));
    }
    cycle.add(cycle.get(0));
    if (seen.add(cycle.toString())) {
      cycles.add(cycle);
    }
  }
}
