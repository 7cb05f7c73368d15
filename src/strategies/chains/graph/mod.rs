//! The link graph of one board and the breadth-first search for alternating
//! chains that every chain strategy shares.
//!
//! A *node* is a digit in one cell, or a digit in a *group*: the two or three
//! candidate cells of that digit where a box crosses a row or column. Node sets
//! are bit sets, one [`CellSet`] and one group mask per digit, so following
//! every link out of a node is a handful of word operations:
//!
//! ```text
//!  node off (false)  --strong link-->  partner on (true)
//!  node on  (true)   --weak link--->   neighbour off (false)
//! ```
//!
//! A search starts from one node assumed *off* and follows strong and weak
//! links in turn, layer by layer (layer `k` = chains of `k` links). Every node
//! first reached *on* at an odd layer `k` ends an alternating chain of `k`
//! links `S = ... = E`: if `S` is false, `E` is true. The caller decides what
//! such a chain proves.
//!
//! Tables are built once per board; the search itself allocates nothing but
//! the layers it keeps for rebuilding a chain, and the weak links of each
//! node it reaches true (listed then, not up front: see
//! [`Lockstep::list_weak`]).
//!
//! Here: nodes, node sets and the [`Graph`] (which links a node has); in
//! [`groups`], the tables of group nodes; in [`lockstep`], the search.
//!
//! Cost notes. The solver runs these searches on almost every position of
//! a hard walkthrough, most of them finding nothing, so the fixed cost per
//! board matters as much as the search: a layer visits the nodes it reached
//! in index order from a bit set (no sorting), the inner bit-set loops are
//! compiled for the usual word counts, set sizes are tested without counting
//! bits, and a node's conjugate partners are read off its three houses when
//! asked. None of this changes which chains are found or in what order.

mod groups;
mod lockstep;

pub(crate) use lockstep::Lockstep;

use crate::grid::{Board, Cell, CellSet, DigitSet, Geometry};
use groups::GroupTables;
use std::rc::Rc;

/// Box/line intersections per board: 9x9 has 9 boxes x 6 lines.
pub(crate) const MAX_GROUPS: usize = 54;

/// Size of tables indexed by [`NodeId::slot`]: cells, then groups, by digit.
const NODE_SLOTS: usize = (81 + MAX_GROUPS) * 10;

/// Which kinds of link a search may follow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Rules {
    /// Strong: the only two places (cells or groups) of a digit in a house.
    pub house_strong: bool,
    /// Strong: the two digits of a bivalue cell.
    pub cell_strong: bool,
    /// Weak: one digit in two places that see each other.
    pub house_weak: bool,
    /// Weak: two digits of one cell.
    pub cell_weak: bool,
    /// Whether group nodes exist at all.
    pub groups: bool,
}

impl Rules {
    /// Every link between single candidates (AIC, nice loops).
    pub const PLAIN: Rules = Rules {
        house_strong: true,
        cell_strong: true,
        house_weak: true,
        cell_weak: true,
        groups: false,
    };
    /// Every link, group nodes included.
    pub const GROUPED: Rules = Rules {
        groups: true,
        ..Rules::PLAIN
    };
    /// One digit at a time: conjugate pairs and cells that see each other.
    pub const X: Rules = Rules {
        house_strong: true,
        cell_strong: false,
        house_weak: true,
        cell_weak: false,
        groups: false,
    };
    /// Bivalue cells (strong inside the cell), joined by equal digits.
    pub const XY: Rules = Rules {
        house_strong: false,
        cell_strong: true,
        house_weak: true,
        cell_weak: false,
        groups: false,
    };
}

/// A node: a digit with a cell index (0..81) or a group index (128 + g).
/// Ordered by place first (cells in board order, then groups), then digit.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub(crate) struct NodeId(u16);

impl NodeId {
    #[inline]
    pub fn cell(cell: Cell, digit: u8) -> NodeId {
        NodeId((cell.index() as u16) << 4 | digit as u16)
    }
    #[inline]
    pub fn group(g: usize, digit: u8) -> NodeId {
        NodeId((128 + g as u16) << 4 | digit as u16)
    }
    /// A dense index for lookup tables (below [`NODE_SLOTS`]).
    #[inline]
    fn slot(self) -> usize {
        let p = self.place();
        let p = if p >= 128 { 81 + p - 128 } else { p };
        p * 10 + self.digit() as usize
    }
    #[inline]
    pub fn digit(self) -> u8 {
        (self.0 & 15) as u8
    }
    #[inline]
    fn place(self) -> usize {
        (self.0 >> 4) as usize
    }
    /// The cell of a single-candidate node.
    #[inline]
    pub fn as_cell(self) -> Option<Cell> {
        let p = self.place();
        (p < 128).then(|| Cell::from_index(p as u8))
    }
    /// The group index of a group node.
    #[inline]
    pub fn as_group(self) -> Option<usize> {
        let p = self.place();
        (p >= 128).then(|| p - 128)
    }
}

/// A set of nodes: per digit, the cells and the groups (bit g = group g).
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug)]
pub(crate) struct NodeSet {
    pub cells: [CellSet; 10],
    pub groups: [u64; 10],
}

impl NodeSet {
    pub const EMPTY: NodeSet = NodeSet {
        cells: [CellSet::EMPTY; 10],
        groups: [0; 10],
    };

    #[inline]
    pub fn insert(&mut self, n: NodeId) {
        let d = n.digit() as usize;
        match n.as_cell() {
            Some(c) => self.cells[d].insert(c),
            None => self.groups[d] |= 1u64 << (n.place() - 128),
        }
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.cells.iter().all(|c| c.is_empty()) && self.groups.iter().all(|&g| g == 0)
    }
    #[inline]
    fn and_assign(&mut self, o: &NodeSet) {
        for d in 1..10 {
            self.cells[d] &= o.cells[d];
            self.groups[d] &= o.groups[d];
        }
    }
    /// Calls `f` for every node, digit by digit, cells before groups.
    #[inline]
    pub fn for_each(&self, mut f: impl FnMut(NodeId)) {
        for d in 1..10u8 {
            for c in self.cells[d as usize] {
                f(NodeId::cell(c, d));
            }
            let mut g = self.groups[d as usize];
            while g != 0 {
                f(NodeId::group(g.trailing_zeros() as usize, d));
                g &= g - 1;
            }
        }
    }
}

/// The link graph of one board under one set of [`Rules`]: the board and
/// its link tables (shared, so a resumed search need not rebuild them).
pub(crate) struct Graph<'b> {
    pub board: &'b Board,
    pub geo: &'static Geometry,
    pub rules: Rules,
    pub t: Rc<Tables>,
}

/// The link tables of a board.
pub(crate) struct Tables {
    /// The nodes a search may visit.
    pub mask: NodeSet,
    /// Group nodes and their links (only when the rules allow groups).
    groups: Option<GroupTables>,
}

impl<'b> Graph<'b> {
    /// Builds the link tables; `mask` limits the nodes (None: every node).
    pub fn new(board: &'b Board, rules: Rules, mask: Option<NodeSet>) -> Graph<'b> {
        let geo = board.geometry();
        let mut all = NodeSet::EMPTY;
        for d in 1..=geo.size as u8 {
            all.cells[d as usize] = board.digit_cells(d);
        }
        let groups = rules.groups.then(|| {
            let mut t = GroupTables::new();
            t.build(board, &mut all);
            t
        });
        let mask = match mask {
            Some(mut m) => {
                m.and_assign(&all);
                m
            }
            None => all,
        };
        Graph {
            board,
            geo,
            rules,
            t: Rc::new(Tables { mask, groups }),
        }
    }

    /// The graph of `board` with tables built earlier for it.
    pub fn with_tables(board: &'b Board, rules: Rules, t: Rc<Tables>) -> Graph<'b> {
        Graph {
            board,
            geo: board.geometry(),
            rules,
            t,
        }
    }

    /// Calls `f` for each strong (or weak) neighbour of `n` inside the mask,
    /// without building sets.
    pub fn for_each_neighbour(&self, n: NodeId, strong: bool, mut f: impl FnMut(NodeId)) {
        let d = n.digit();
        let di = d as usize;
        let mask = &self.t.mask;
        // Plain functions rather than closures over `f`, so that every call
        // of `f` is inlined (this runs for every link of every board).
        #[inline(always)]
        fn cells(mask: &NodeSet, set: CellSet, digit: u8, f: &mut impl FnMut(NodeId)) {
            for_each_cell(set & mask.cells[digit as usize], |c| {
                f(NodeId::cell(c, digit))
            });
        }
        #[inline(always)]
        fn groups(mask: &NodeSet, bits: u64, d: u8, f: &mut impl FnMut(NodeId)) {
            let mut g = bits & mask.groups[d as usize];
            while g != 0 {
                f(NodeId::group(g.trailing_zeros() as usize, d));
                g &= g - 1;
            }
        }
        match (n.as_cell(), &self.t.groups) {
            (Some(c), t) => {
                let cands = self.board.candidates(c);
                let (house, in_cell) = if strong {
                    (
                        self.rules.house_strong,
                        self.rules.cell_strong && is_bivalue(cands),
                    )
                } else {
                    (self.rules.house_weak, self.rules.cell_weak)
                };
                if house {
                    let same = if strong {
                        self.conjugates(c, d)
                    } else {
                        self.geo.peers(c)
                    };
                    cells(mask, same, d, &mut f);
                    if let Some(t) = t {
                        let g = if strong {
                            t.cell_strong[di][c.index()]
                        } else {
                            t.cell_weak[di][c.index()]
                        };
                        groups(mask, g, d, &mut f);
                    }
                }
                if in_cell {
                    for e in cands.iter() {
                        if e != d {
                            cells(mask, CellSet::single(c), e, &mut f);
                        }
                    }
                }
            }
            (None, Some(t)) => {
                let g = n.place() - 128;
                if strong {
                    cells(mask, t.strong_cells[di][g], d, &mut f);
                    groups(mask, t.strong_groups[di][g], d, &mut f);
                } else {
                    cells(mask, t.weak_cells[di][g], d, &mut f);
                    groups(mask, t.weak_groups[di][g], d, &mut f);
                }
            }
            (None, None) => {}
        }
    }

    /// The conjugate partners of `digit` in `cell`: the other cell of each
    /// house of `cell` where the digit has only these two places. Worked
    /// out when asked (three houses to look at) rather than kept in a table
    /// per board, which would cost more to fill than all the lookups.
    #[inline]
    fn conjugates(&self, cell: Cell, digit: u8) -> CellSet {
        let dc = self.board.digit_cells(digit);
        let mut out = CellSet::EMPTY;
        for h in self.geo.houses_of(cell) {
            let here = dc & self.geo.house(h);
            if !three_or_more(here) {
                out |= here;
            }
        }
        out - CellSet::single(cell)
    }

    /// The cells of a node.
    pub fn cells_of(&self, n: NodeId) -> CellSet {
        match (n.as_cell(), &self.t.groups) {
            (Some(c), _) => CellSet::single(c),
            (None, Some(t)) => t.cells[n.digit() as usize][n.place() - 128],
            (None, None) => CellSet::EMPTY,
        }
    }

    /// Every node of the mask, in [`NodeId`] order.
    pub fn nodes(&self) -> Vec<NodeId> {
        let mut v = Vec::new();
        self.t.mask.for_each(|n| v.push(n));
        v.sort_unstable();
        v
    }
}

/// The single candidates weakly linked to `n` on the board (whatever the
/// search rules): a candidate that, if true, would make `n` false. These are
/// the candidates an implication "`n` or ..." can remove.
pub(crate) fn weak_candidates(board: &Board, digit: u8, cells: CellSet) -> NodeSet {
    let geo = board.geometry();
    let mut s = NodeSet::EMPTY;
    s.cells[digit as usize] = geo.common_peers(cells) & board.digit_cells(digit);
    if is_single(cells) {
        if let Some(c) = cells.first() {
            for e in (board.candidates(c) - DigitSet::single(digit)).iter() {
                s.cells[e as usize].insert(c);
            }
        }
    }
    s
}

/// Calls `f(cell, digit)` for each single candidate weakly linked to the
/// node `digit` in `cells` (see [`weak_candidates`]).
pub(crate) fn for_each_weak_candidate(
    board: &Board,
    digit: u8,
    cells: CellSet,
    mut f: impl FnMut(Cell, u8),
) {
    let geo = board.geometry();
    let seen = if is_single(cells) {
        cells.first().map(|c| geo.peers(c)).unwrap_or_default()
    } else {
        geo.common_peers(cells)
    };
    for_each_cell(seen & board.digit_cells(digit), |c| f(c, digit));
    if is_single(cells) {
        if let Some(c) = cells.first() {
            for e in board.candidates(c).iter() {
                if e != digit {
                    f(c, e);
                }
            }
        }
    }
}

/// Intersection of two node sets (cells only).
pub(crate) fn common_cells(a: &NodeSet, b: &NodeSet) -> NodeSet {
    let mut s = NodeSet::EMPTY;
    for d in 1..10 {
        s.cells[d] = a.cells[d] & b.cells[d];
    }
    s
}

// Set sizes without counting. Release builds target plain x86-64, which has
// no instruction to count bits, so `len()` on a 128-bit cell set costs a few
// dozen instructions; these tests, run for every link of every board, need
// only one or two. Removing the lowest member of a set is `x & (x - 1)`.

/// Whether `s` has two cells or more (it keeps one after losing its lowest).
#[inline]
pub(crate) fn two_or_more(s: CellSet) -> bool {
    s.0 & s.0.wrapping_sub(1) != 0
}

/// Whether `s` has three cells or more.
#[inline]
pub(crate) fn three_or_more(s: CellSet) -> bool {
    let rest = s.0 & s.0.wrapping_sub(1);
    rest & rest.wrapping_sub(1) != 0
}

/// Whether `s` has exactly one cell.
#[inline]
pub(crate) fn is_single(s: CellSet) -> bool {
    s.0 != 0 && !two_or_more(s)
}

/// Whether a cell's candidates are exactly two digits.
#[inline]
fn is_bivalue(cands: DigitSet) -> bool {
    let rest = cands.0 & cands.0.wrapping_sub(1);
    rest != 0 && rest & rest.wrapping_sub(1) == 0
}

/// Calls `f` for each cell of `s`, in board order, a 64-bit half at a time
/// (plain x86-64 finds the lowest bit of a 64-bit word in one instruction,
/// of a 128-bit one in several).
#[inline(always)]
fn for_each_cell(s: CellSet, mut f: impl FnMut(Cell)) {
    for (base, mut bits) in [(0u8, s.0 as u64), (64, (s.0 >> 64) as u64)] {
        while bits != 0 {
            f(Cell::from_index(base + bits.trailing_zeros() as u8));
            bits &= bits - 1;
        }
    }
}
