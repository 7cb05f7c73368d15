//! Group nodes: a digit's two or three cells where a box crosses a row or
//! column, and their strong and weak links, tabled once per board.

use super::{three_or_more, two_or_more, NodeId, NodeSet, MAX_GROUPS};
use crate::grid::{Board, CellSet, House, HouseKind};

/// Group nodes: per digit, the cells of each box/line intersection that
/// hold it (when two or more do), and the links of groups.
pub(super) struct GroupTables {
    /// Per digit, the cells of each group (empty when no group).
    pub(super) cells: Vec<[CellSet; MAX_GROUPS]>,
    /// Groups strongly linked to a cell node, per digit and cell.
    pub(super) cell_strong: Vec<[u64; 81]>,
    /// Groups a cell node sees completely (weak links cell - group).
    pub(super) cell_weak: Vec<[u64; 81]>,
    /// Strong partners of a group node: cells and groups.
    pub(super) strong_cells: Vec<[CellSet; MAX_GROUPS]>,
    pub(super) strong_groups: Vec<[u64; MAX_GROUPS]>,
    /// Weak neighbours of a group node: cells and groups.
    pub(super) weak_cells: Vec<[CellSet; MAX_GROUPS]>,
    pub(super) weak_groups: Vec<[u64; MAX_GROUPS]>,
}

impl GroupTables {
    pub(super) fn new() -> GroupTables {
        GroupTables {
            cells: vec![[CellSet::EMPTY; MAX_GROUPS]; 10],
            cell_strong: vec![[0; 81]; 10],
            cell_weak: vec![[0; 81]; 10],
            strong_cells: vec![[CellSet::EMPTY; MAX_GROUPS]; 10],
            strong_groups: vec![[0; MAX_GROUPS]; 10],
            weak_cells: vec![[CellSet::EMPTY; MAX_GROUPS]; 10],
            weak_groups: vec![[0; MAX_GROUPS]; 10],
        }
    }

    /// Records the strong link `a = b` (at least one of them a group).
    fn add_strong(&mut self, a: NodeId, b: NodeId) {
        for (x, y) in [(a, b), (b, a)] {
            let d = x.digit() as usize;
            match (x.as_cell(), x.as_group(), y.as_cell(), y.as_group()) {
                (Some(cx), _, _, Some(gy)) => self.cell_strong[d][cx.index()] |= 1 << gy,
                (_, Some(gx), Some(cy), _) => self.strong_cells[d][gx].insert(cy),
                (_, Some(gx), _, Some(gy)) => self.strong_groups[d][gx] |= 1 << gy,
                _ => {}
            }
        }
    }

    pub(super) fn build(&mut self, board: &Board, all: &mut NodeSet) {
        let geo = board.geometry();
        let n = geo.size;
        // Box/line intersections, boxes in order, then rows and columns;
        // `at[box][line]` finds one, `of_house[h]` lists those in house h.
        let mut inter: Vec<(CellSet, House, House)> = Vec::with_capacity(MAX_GROUPS);
        let mut at = [[u8::MAX; 27]; 27];
        let mut of_house: Vec<Vec<usize>> = vec![Vec::new(); 27];
        for bh in geo.boxes() {
            for line in geo.lines() {
                let i = geo.house(bh) & geo.house(line);
                if !i.is_empty() && inter.len() < MAX_GROUPS {
                    at[bh.index()][line.index()] = inter.len() as u8;
                    of_house[bh.index()].push(inter.len());
                    of_house[line.index()].push(inter.len());
                    inter.push((i, bh, line));
                }
            }
        }
        for d in 1..=n as u8 {
            let dc = board.digit_cells(d);
            for (i, &(cells, _, _)) in inter.iter().enumerate() {
                let here = cells & dc;
                if two_or_more(here) {
                    self.cells[d as usize][i] = here;
                    all.groups[d as usize] |= 1 << i;
                }
            }
        }
        // The node standing for exactly the cells `part` of a digit, where
        // houses `h1` and `h2` (a box and a line) cross.
        let node = |d: u8, part: CellSet, h1: House, h2: House| -> Option<NodeId> {
            match (part.is_empty(), two_or_more(part)) {
                (true, _) => None,
                (false, false) => part.first().map(|c| NodeId::cell(c, d)),
                _ => {
                    let (bx, line) = if h1.kind() == HouseKind::Box {
                        (h1, h2)
                    } else {
                        (h2, h1)
                    };
                    let i = at[bx.index()][line.index()];
                    (i != u8::MAX).then(|| NodeId::group(i as usize, d))
                }
            }
        };
        for d in 1..=n as u8 {
            let di = d as usize;
            let dc = board.digit_cells(d);
            // Strong links with groups: split the digit's cells of a house by
            // the houses crossing it (boxes for a line; rows, then columns,
            // for a box). Exactly two parts make a strong link between the
            // nodes standing for them.
            for h in geo.houses() {
                let here = dc & geo.house(h);
                if !three_or_more(here) {
                    continue;
                }
                let splits = if h.kind() == HouseKind::Box {
                    [Some(geo.rows()), Some(geo.columns())]
                } else {
                    [Some(geo.boxes()), None]
                };
                for crossing in splits.into_iter().flatten() {
                    let mut parts = [(CellSet::EMPTY, h); 2];
                    let mut count = 0;
                    for cross in crossing {
                        let p = here & geo.house(cross);
                        if !p.is_empty() {
                            if count < 2 {
                                parts[count] = (p, cross);
                            }
                            count += 1;
                        }
                    }
                    let [(p0, h0), (p1, h1)] = parts;
                    if count == 2 && (two_or_more(p0) || two_or_more(p1)) {
                        if let (Some(a), Some(b)) = (node(d, p0, h, h0), node(d, p1, h, h1)) {
                            self.add_strong(a, b);
                        }
                    }
                }
            }
            // Weak links with groups: every cell of one sees every cell of
            // the other (so they share the box or the line of the group).
            for (i, &(_, bx, line)) in inter.iter().enumerate() {
                let gc = self.cells[di][i];
                if gc.is_empty() {
                    continue;
                }
                let seen = geo.common_peers(gc);
                let cells = seen & dc;
                self.weak_cells[di][i] = cells;
                for c in cells {
                    self.cell_weak[di][c.index()] |= 1 << i;
                }
                for &j in of_house[bx.index()].iter().chain(&of_house[line.index()]) {
                    let other = self.cells[di][j];
                    if j != i && !other.is_empty() && other.is_subset(seen) {
                        self.weak_groups[di][i] |= 1 << j;
                    }
                }
            }
        }
    }
}
