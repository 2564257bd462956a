"""Network simplex on the layers themselves (Gansner, Koutsofios, North & Vo, "A technique for
drawing directed graphs", 1993, as graphviz's dot does it), for groups too big for the min-cost
flow networkx solves in `assign_layers`: a single call of a second or more on thousands of
tables, with no way to report progress or to stop early.

The problem: integer layers with layer[v] − layer[u] ≥ 1 for every relation u → v and the least
total length Σ layer[v] − layer[u]. From a feasible layering, a spanning tree of tight relations
(exactly one layer long) is grown, then improved pivot by pivot: a tree relation with a negative
cut value (more relations cross its cut backward than forward) leaves the tree, the relation of
least slack crossing that cut backward enters it, and one side of the cut shifts to make it
tight. Every pivot keeps the layering feasible and never lengthens it, so the search may stop at
any point (`budget`) with a valid answer; run to the end, it is optimal.

A pivot walks the smaller side of the cut, the tree path between the entering relation's ends,
and renumbers only the subtrees that changed, never the whole graph.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable

SEARCH = 30  # negative cut values looked at before taking the most negative (graphviz's)


def simplex_layers(nodes: list[int], edges: list[tuple[int, int]], layer: dict[int, int],
                   budget: int | None = None,
                   report: Callable[[int, int], None] | None = None) -> dict[int, int]:
    """The least total length layering of a DAG, starting from the feasible `layer`.

    `budget` bounds the work (nodes and relations visited by the pivots); when it runs out the
    layering reached so far is returned, feasible and no longer than `layer`. `report(done,
    total)` hears the work done against the budget. Each connected part is solved on its own
    (with its share of the budget) and shifted to start at layer 0.
    """
    result = {v: 0 for v in nodes}
    parts = _parts(nodes, edges)
    total = sum(len(part_nodes) for part_nodes, _ in parts)
    done = 0
    for part_nodes, part_edges in parts:
        share = None if budget is None else budget * len(part_nodes) // max(1, total)

        def tell(spent: int, planned: int, before: int = done, size: int = len(part_nodes)):
            if report:
                report(before + size * spent // max(1, planned), total)

        solver = _Simplex(part_nodes, part_edges, layer)
        solver.pivots(share, tell)
        lowest = min(solver.rank)
        for i, v in enumerate(part_nodes):
            result[v] = solver.rank[i] - lowest
        done += len(part_nodes)
        if report:
            report(done, total)
    return result


def _parts(nodes: list[int], edges: list[tuple[int, int]]):
    """The connected parts with a relation, each as (nodes, edges)."""
    parent = {v: v for v in nodes}

    def root(v: int) -> int:
        while parent[v] != v:
            parent[v] = parent[parent[v]]
            v = parent[v]
        return v

    for u, v in edges:
        a, b = root(u), root(v)
        if a != b:
            parent[b] = a
    members: dict[int, list[int]] = {}
    for v in nodes:
        members.setdefault(root(v), []).append(v)
    links: dict[int, list[tuple[int, int]]] = {}
    for u, v in edges:
        links.setdefault(root(u), []).append((u, v))
    return [(members[r], links[r]) for r in members if r in links]


class _Simplex:
    def __init__(self, nodes: list[int], edges: list[tuple[int, int]], layer: dict[int, int]):
        index = {v: i for i, v in enumerate(nodes)}
        self.n = len(nodes)
        self.tail = [index[u] for u, _ in edges]
        self.head = [index[v] for _, v in edges]
        self.rank = [layer[v] for v in nodes]
        self.incident: list[list[int]] = [[] for _ in range(self.n)]
        for e, (u, v) in enumerate(zip(self.tail, self.head, strict=True)):
            self.incident[u].append(e)
            self.incident[v].append(e)
        self.in_tree = [False] * len(edges)
        self.tree_edges: list[int] = []
        self.slot: dict[int, int] = {}  # tree edge → its place in tree_edges
        self.cut = [0] * len(edges)
        self._tight_tree()
        self.parent = [-1] * self.n  # tree edge to the parent, −1 at the root
        self.low = [-1] * self.n
        self.lim = [0] * self.n
        self.by_lim = [0] * self.n
        self._number(0, -1, 0)
        self._cut_values()

    def slack(self, e: int) -> int:
        return self.rank[self.head[e]] - self.rank[self.tail[e]] - 1

    def _tight_tree(self) -> None:
        """A spanning tree of tight relations, shifting the tree grown so far as a block to make
        the nearest relation leaving it tight (two heaps: relations out of the tree and into it,
        keyed so that one running offset gives every slack). O(E log E)."""
        tail, head, rank = self.tail, self.head, self.rank
        inside = [False] * self.n
        stored = rank  # for a node inside the tree, its layer is stored + offset
        offset = 0
        leaving: list[tuple[int, int]] = []  # (slack + offset, e): tail inside, head outside
        entering: list[tuple[int, int]] = []  # (slack − offset, e): head inside, tail outside

        def join(x: int, via: int) -> None:
            stored[x] -= offset
            inside[x] = True
            if via >= 0:
                self._add_tree_edge(via)
            stack = [x]
            while stack:
                y = stack.pop()
                for e in self.incident[y]:
                    u, v = tail[e], head[e]
                    other = v if u == y else u
                    if inside[other]:
                        continue
                    key = stored[v] - stored[u] - 1
                    if (key - offset if u == y else key + offset) == 0:
                        stored[other] -= offset
                        inside[other] = True
                        self._add_tree_edge(e)
                        stack.append(other)
                    elif u == y:
                        heapq.heappush(leaving, (key, e))
                    else:
                        heapq.heappush(entering, (key, e))

        join(0, -1)
        while len(self.tree_edges) < self.n - 1:
            while leaving and inside[head[leaving[0][1]]]:
                heapq.heappop(leaving)
            while entering and inside[tail[entering[0][1]]]:
                heapq.heappop(entering)
            out_slack = leaving[0][0] - offset if leaving else None
            in_slack = entering[0][0] + offset if entering else None
            if in_slack is None or (out_slack is not None and out_slack <= in_slack):
                _, e = heapq.heappop(leaving)
                offset += out_slack  # the tree moves right until e is tight
                join(head[e], e)
            else:
                _, e = heapq.heappop(entering)
                offset -= in_slack
                join(tail[e], e)
        for x in range(self.n):
            stored[x] += offset

    def _add_tree_edge(self, e: int) -> None:
        self.in_tree[e] = True
        self.slot[e] = len(self.tree_edges)
        self.tree_edges.append(e)

    def _other(self, e: int, x: int) -> int:
        return self.head[e] if self.tail[e] == x else self.tail[e]

    def _number(self, root: int, parent_edge: int, start: int) -> int:
        """Postorder numbers of root's subtree from `start`: x's subtree is every node whose lim
        lies in [low[x], lim[x]]. A subtree hanging from the same edge and starting at the same
        number as before is unchanged and skipped (graphviz's incremental dfs_range). Returns
        the number of nodes numbered."""
        parent, low, lim, by_lim = self.parent, self.low, self.lim, self.by_lim
        in_tree = self.in_tree
        parent[root] = parent_edge
        low[root] = start
        count = start
        numbered = 0
        stack = [(root, iter(self.incident[root]))]
        while stack:
            x, edges = stack[-1]
            for e in edges:
                if in_tree[e] and e != parent[x]:
                    child = self._other(e, x)
                    if parent[child] == e and low[child] == count:
                        count = lim[child] + 1
                        continue
                    parent[child] = e
                    low[child] = count
                    stack.append((child, iter(self.incident[child])))
                    break
            else:
                stack.pop()
                lim[x] = count
                by_lim[count] = x
                count += 1
                numbered += 1
        return numbered

    def _invalidate(self, x: int, lca: int) -> None:
        """Mark the path from x up to lca as changed, so that `_number` walks it again."""
        while True:
            self.low[x] = -1
            if x == lca:
                return
            x = self._other(self.parent[x], x)

    def _cut_values(self) -> None:
        """Every tree edge's cut value, children before parents (dagre's calcCutValue)."""
        for position in range(self.n):
            child = self.by_lim[position]
            e = self.parent[child]
            if e < 0:
                continue
            child_is_tail = self.tail[e] == child
            value = 1
            for f in self.incident[child]:
                if f == e:
                    continue
                outward = self.tail[f] == child
                to_head = outward == child_is_tail
                value += 1 if to_head else -1
                if self.in_tree[f]:
                    value += -self.cut[f] if to_head else self.cut[f]
            self.cut[e] = value

    def _inside(self, x: int, root: int) -> bool:
        return self.low[root] <= self.lim[x] <= self.lim[root]

    def pivots(self, budget: int | None, report: Callable[[int, int], None] | None) -> None:
        spent = 0
        start = 0
        while budget is None or spent < budget:
            e, start, scanned = self._leaving(start)
            spent += scanned
            if e < 0:
                break
            spent += self._pivot(e)
            if report and budget:
                report(min(spent, budget), budget)

    def _leaving(self, start: int) -> tuple[int, int, int]:
        """A tree edge with a negative cut value: the most negative of the first SEARCH found
        from `start` on, cyclically (-1 if none); where the next search starts; how many tree
        edges were looked at."""
        tree, cut = self.tree_edges, self.cut
        best, found = -1, 0
        size = len(tree)
        for step in range(size):
            position = (start + step) % size
            e = tree[position]
            if cut[e] < 0:
                if best < 0 or cut[e] < cut[best]:
                    best = e
                found += 1
                if found >= SEARCH:
                    return best, position, step + 1
        return best, start, size

    def _side(self, child: int) -> tuple[list[int], bool]:
        """The smaller side of the cut under `child`'s parent edge: its nodes, and whether they
        are child's subtree (rather than the rest of the tree)."""
        low, high = self.low[child], self.lim[child]
        if 2 * (high - low + 1) <= self.n:
            return self.by_lim[low:high + 1], True
        return self.by_lim[:low] + self.by_lim[high + 1:], False

    def _pivot(self, e: int) -> int:
        tail, head, rank, lim = self.tail, self.head, self.rank, self.lim
        u, v = tail[e], head[e]
        child = u if lim[u] < lim[v] else v
        side, is_subtree = self._side(child)
        # Entering: from the head component to the tail component, the least slack.
        tail_in_subtree = child == v  # the wanted tail lies in the subtree iff child is the head
        want_tail_on_side = tail_in_subtree == is_subtree
        on_side = set(side)
        best, best_slack = -1, 0
        for x in side:
            for f in self.incident[x]:
                a, b = tail[f], head[f]
                if want_tail_on_side:
                    if a != x or b in on_side:
                        continue
                elif b != x or a in on_side:
                    continue
                s = rank[b] - rank[a] - 1
                if best < 0 or s < best_slack:
                    best, best_slack = f, s
        f = best
        work = 2 * len(side)
        if best_slack:
            # The tail component moves back, or equivalently the head component forward.
            tail_side = (child == u) == is_subtree
            shift = -best_slack if tail_side else best_slack
            for x in side:
                rank[x] += shift
        value = self.cut[e]
        lca = self._update_path(tail[f], head[f], value, True)
        self._update_path(head[f], tail[f], value, False)
        start = self.low[lca]
        self._invalidate(tail[f], lca)
        self._invalidate(head[f], lca)
        self.cut[f] = -value
        self.cut[e] = 0
        self.in_tree[e] = False
        self.in_tree[f] = True
        position = self.slot.pop(e)
        self.tree_edges[position] = f
        self.slot[f] = position
        return work + self._number(lca, self.parent[lca], start)

    def _update_path(self, x: int, y: int, value: int, forward: bool) -> int:
        """Add or take `value` from the cut values on the tree path from x up to the lowest
        common ancestor of x and y (graphviz's treeupdate); returns that ancestor."""
        while not self._inside(y, x):
            e = self.parent[x]
            along = forward if x == self.tail[e] else not forward
            self.cut[e] += value if along else -value
            x = self._other(e, x)
        return x
