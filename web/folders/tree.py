"""A folder's place in the tree, read for the writes that move or delete whole subtrees.

Every read costs one query per level of the tree, never one per folder; the nesting limit bounds
the levels.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .models import Folder


def ancestry(folder_id: int | None) -> list[int]:
    """The folder and its ancestors, from the folder up to the root."""
    chain: list[int] = []
    while folder_id is not None and folder_id not in chain:
        chain.append(folder_id)
        folder_id = Folder.objects.filter(pk=folder_id).values_list("parent_id", flat=True).first()
    return chain


def lock(*folder_ids: int) -> dict[int, int | None]:
    """Locks the rows (in id order, so two moves never wait on each other crosswise) and answers
    each folder's team as it is once the lock is held.

    Two moves that together would close a cycle both lock the two folders moved, since each one
    is an ancestor of the other's destination: the second waits, then sees the first."""
    rows = (Folder.objects.select_for_update().filter(pk__in=folder_ids).order_by("pk")
            .values_list("pk", "team_id"))
    return dict(rows)


@dataclass
class Subtree:
    """The folders under `root`, split by owner.

    `own` is the part that goes with the root when its owner moves or deletes it: the root and the
    folders of the same owner reached through folders of that owner. A folder of someone else
    found directly inside `own` belongs to its owner, with everything it holds: it is in `cut`.
    """

    root: Folder
    descendants: set[int] = field(default_factory=set)
    own: set[int] = field(default_factory=set)
    cut: set[int] = field(default_factory=set)
    height: int = 1  # levels of the whole subtree, the root included
    own_height: int = 1  # levels of `own`

    @classmethod
    def of(cls, root: Folder) -> Subtree:
        tree = cls(root=root, own={root.pk})
        frontier, level = {root.pk}, 1
        while frontier:
            level += 1
            rows = [row for row in Folder.objects.filter(parent_id__in=frontier)
                    .values_list("pk", "parent_id", "owner_id")
                    if row[0] not in tree.descendants and row[0] != root.pk]
            frontier = {pk for pk, _, _ in rows}
            if frontier:
                tree.descendants |= frontier
                tree.height = level
            for pk, parent_id, owner_id in rows:
                if parent_id not in tree.own:
                    continue
                if owner_id == root.owner_id:
                    tree.own.add(pk)
                    tree.own_height = level
                else:
                    tree.cut.add(pk)
        return tree
