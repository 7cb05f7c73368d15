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
//! Cost notes. The solver runs these searches on almost every position of
//! a hard walkthrough, most of them finding nothing, so the fixed cost per
//! board matters as much as the search: a layer visits the nodes it reached
//! in index order from a bit set (no sorting), the inner bit-set loops are
//! compiled for the usual word counts, set sizes are tested without counting
//! bits, and a node's conjugate partners are read off its three houses when
//! asked. None of this changes which chains are found or in what order.

use crate::grid::{Board, Cell, CellSet, DigitSet, Geometry};
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

/// Group nodes: per digit, the cells of each box/line intersection that
/// hold it (when two or more do), and the links of groups.
struct GroupTables {
    /// Per digit, the cells of each group (empty when no group).
    cells: Vec<[CellSet; MAX_GROUPS]>,
    /// Groups strongly linked to a cell node, per digit and cell.
    cell_strong: Vec<[u64; 81]>,
    /// Groups a cell node sees completely (weak links cell - group).
    cell_weak: Vec<[u64; 81]>,
    /// Strong partners of a group node: cells and groups.
    strong_cells: Vec<[CellSet; MAX_GROUPS]>,
    strong_groups: Vec<[u64; MAX_GROUPS]>,
    /// Weak neighbours of a group node: cells and groups.
    weak_cells: Vec<[CellSet; MAX_GROUPS]>,
    weak_groups: Vec<[u64; MAX_GROUPS]>,
}

impl GroupTables {
    fn new() -> GroupTables {
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

    fn build(&mut self, board: &Board, all: &mut NodeSet) {
        let geo = board.geometry();
        let n = geo.size;
        // Box/line intersections, boxes in order, then rows and columns;
        // `at[box][line]` finds one, `of_house[h]` lists those in house h.
        let mut inter: Vec<(CellSet, usize, usize)> = Vec::with_capacity(MAX_GROUPS);
        let mut at = [[u8::MAX; 27]; 27];
        let mut of_house: Vec<Vec<usize>> = vec![Vec::new(); 3 * n];
        for b in 0..n {
            let bh = geo.box_house(b);
            for line in 0..2 * n {
                let i = geo.house(bh) & geo.house(line);
                if !i.is_empty() && inter.len() < MAX_GROUPS {
                    at[bh][line] = inter.len() as u8;
                    of_house[bh].push(inter.len());
                    of_house[line].push(inter.len());
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
        let node = |d: u8, part: CellSet, h1: usize, h2: usize| -> Option<NodeId> {
            match (part.is_empty(), two_or_more(part)) {
                (true, _) => None,
                (false, false) => part.first().map(|c| NodeId::cell(c, d)),
                _ => {
                    let (bx, line) = if h1 >= 2 * n { (h1, h2) } else { (h2, h1) };
                    let i = at[bx][line];
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
            for h in 0..3 * n {
                let here = dc & geo.house(h);
                if !three_or_more(here) {
                    continue;
                }
                let splits: &[(usize, usize)] = if h >= 2 * n {
                    &[(0, n), (n, 2 * n)]
                } else {
                    &[(2 * n, 3 * n)]
                };
                for &(lo, hi) in splits {
                    let mut parts = [(CellSet::EMPTY, 0usize); 2];
                    let mut count = 0;
                    for cross in lo..hi {
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
                for &j in of_house[bx].iter().chain(&of_house[line]) {
                    let other = self.cells[di][j];
                    if j != i && !other.is_empty() && other.is_subset(seen) {
                        self.weak_groups[di][i] |= 1 << j;
                    }
                }
            }
        }
    }
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

/// Breadth-first searches from every start at once, one layer at a time:
/// every chain of `k` links is found before any chain of `k + 1`, so a
/// caller that needs only the shortest few chains can stop early.
///
/// The searches run bit-parallel: each node carries a bit set of the starts
/// that have reached it (true, or false), so one word operation moves 64
/// searches along a link. Links are kept as index lists: strong links for
/// every node when the search starts, weak links per node when it is first
/// reached true (see [`Lockstep::list_weak`]).
pub(crate) struct Lockstep {
    /// The nodes, in [`NodeId`] order, and the index of each node id.
    nodes: Vec<NodeId>,
    index: Vec<u16>,
    strong_at: Vec<u32>,
    strong_to: Vec<u16>,
    /// Weak links, listed per node only when first needed (see
    /// [`Lockstep::list_weak`]): `weak_span[p]` is where node `p`'s list
    /// lies in `weak_to`, [`Lockstep::UNLISTED`] until then.
    weak_span: Vec<(u32, u32)>,
    weak_to: Vec<u16>,
    /// The starts (nodes with a strong link), in [`NodeId`] order, and
    /// their node indices.
    pub starts: Vec<NodeId>,
    start_node: Vec<u16>,
    /// Per node, its start index (or `u16::MAX`).
    start_of: Vec<u16>,
    scratch: Vec<u64>,
    /// Words per bit set of starts.
    words: usize,
    seen_on: Vec<u64>,
    seen_off: Vec<u64>,
    /// Starts that first reached each node at the last layer.
    front: Vec<u64>,
    /// `front` of every layer so far (layer 0: each start itself), for
    /// rebuilding chains: layer `j`'s nodes (in index order) are
    /// `history_nodes[a..b]` and their fronts `history_words[a * words..b *
    /// words]`, where `(a, b)` is `history_at[j]` (kept in two growing
    /// lists rather than two new ones per layer).
    history_nodes: Vec<u16>,
    history_words: Vec<u64>,
    history_at: Vec<(u32, u32)>,
    /// Nodes reached in the current step: one bit per node, so that they
    /// can be visited in index order without sorting them.
    touched: Vec<u64>,
    next: Vec<u64>,
    /// Nodes whose `front` is not empty.
    active: Vec<u16>,
    /// Per candidate (row `row[cell * 10 + digit]`): the starts weakly
    /// linked to it.
    row: Vec<u16>,
    linked: Vec<u64>,
    /// Per node, the starts whose chain to it removes something (computed
    /// when first needed).
    productive: Vec<u64>,
    productive_known: Vec<bool>,
    /// Layers done (links of the longest chains searched so far).
    pub layer: usize,
}

impl Lockstep {
    pub fn new(graph: &Graph) -> Lockstep {
        let nodes = graph.nodes();
        let m = nodes.len();
        let mut index = vec![u16::MAX; NODE_SLOTS];
        for (i, n) in nodes.iter().enumerate() {
            index[n.slot()] = i as u16;
        }
        let (mut strong_at, mut strong_to) = (Vec::with_capacity(m + 1), Vec::new());
        let mut starts = Vec::new();
        let mut start_node = Vec::new();
        for (i, &n) in nodes.iter().enumerate() {
            strong_at.push(strong_to.len() as u32);
            graph.for_each_neighbour(n, true, |x| strong_to.push(index[x.slot()]));
            if strong_to.len() > strong_at[i] as usize {
                starts.push(n);
                start_node.push(i as u16);
            }
        }
        strong_at.push(strong_to.len() as u32);
        let words = starts.len().div_ceil(64).max(1);
        let mut seen_off = vec![0u64; m * words];
        // One row per candidate of the board.
        let mut row = vec![u16::MAX; 810];
        let mut rows = 0;
        for c in graph.board.empty_cells() {
            for d in graph.board.candidates(c).iter() {
                row[c.index() * 10 + d as usize] = rows;
                rows += 1;
            }
        }
        let mut linked = vec![0u64; rows as usize * words];
        for (s, (&n, &i)) in starts.iter().zip(&start_node).enumerate() {
            seen_off[i as usize * words + s / 64] |= 1 << (s % 64);
            // Weak links by the board, whatever the search rules.
            for_each_weak_candidate(graph.board, n.digit(), graph.cells_of(n), |c, d| {
                let r = row[c.index() * 10 + d as usize] as usize;
                linked[r * words + s / 64] |= 1 << (s % 64);
            });
        }
        // Layer 0: each start reached itself.
        let mut order: Vec<usize> = (0..start_node.len()).collect();
        order.sort_unstable_by_key(|&s| start_node[s]);
        let mut history_words = vec![0u64; start_node.len() * words];
        for (i, &s) in order.iter().enumerate() {
            history_words[i * words + s / 64] |= 1 << (s % 64);
        }
        Lockstep {
            history_nodes: order.iter().map(|&s| start_node[s]).collect(),
            history_words,
            history_at: vec![(0, start_node.len() as u32)],
            touched: vec![0; m.div_ceil(64)],
            front: seen_off.clone(),
            index,
            row,
            active: start_node.clone(),
            start_of: {
                let mut v = vec![u16::MAX; m];
                for (s, &i) in start_node.iter().enumerate() {
                    v[i as usize] = s as u16;
                }
                v
            },
            start_node,
            scratch: vec![0; words],
            next: vec![0; m * words],
            seen_on: vec![0; m * words],
            seen_off,
            nodes,
            strong_at,
            strong_to,
            weak_span: vec![Self::UNLISTED; m],
            weak_to: Vec::new(),
            starts,
            words,
            linked,
            productive: vec![0; m * words],
            productive_known: vec![false; m],
            layer: 0,
        }
    }

    /// `weak_span` of a node whose weak links are not listed yet.
    const UNLISTED: (u32, u32) = (u32::MAX, u32::MAX);

    /// The weak links of node `p`, as node indices, in the order the graph
    /// gives them, appended to `out` (the one way both [`Lockstep::list_weak`]
    /// and a chain's rebuilding list them).
    fn push_weak_links(&self, graph: &Graph, p: usize, out: &mut Vec<u16>) {
        graph.for_each_neighbour(self.nodes[p], false, |x| out.push(self.index[x.slot()]));
    }

    /// Lists the weak links of node `p` (once). A node needs them only when
    /// it is reached *true* (the next link out of it is weak), and many
    /// nodes never are: a board has about ten times more weak links than
    /// strong ones, so listing them all up front cost more than the search.
    fn list_weak(&mut self, graph: &Graph, p: usize) {
        if self.weak_span[p] != Self::UNLISTED {
            return;
        }
        let start = self.weak_to.len() as u32;
        let mut to = std::mem::take(&mut self.weak_to);
        self.push_weak_links(graph, p, &mut to);
        self.weak_to = to;
        self.weak_span[p] = (start, self.weak_to.len() as u32);
    }

    /// The weak links of node `p`, which must be listed.
    fn weak_list(&self, p: usize) -> &[u16] {
        let (a, b) = self.weak_span[p];
        &self.weak_to[a as usize..b as usize]
    }

    /// Whether every search is exhausted or `max_len` links are done.
    pub fn finished(&self, max_len: usize) -> bool {
        self.active.is_empty() || self.layer >= max_len
    }

    /// Advances every search by one link: through strong links to the nodes
    /// then true (odd layers), through weak links to those then false.
    pub fn step(&mut self, graph: &Graph) {
        if self.layer % 2 == 1 {
            // The next layer follows weak links out of the active nodes.
            for i in 0..self.active.len() {
                self.list_weak(graph, self.active[i] as usize);
            }
        }
        match self.words {
            1 => self.step_words::<1>(),
            2 => self.step_words::<2>(),
            3 => self.step_words::<3>(),
            4 => self.step_words::<4>(),
            _ => self.step_words::<0>(),
        }
    }

    /// [`Lockstep::step`] for bit sets of `W` words (0: `self.words`, any
    /// number). Most boards have at most 256 starts, and a word count known
    /// when compiling turns the inner loops into a few straight instructions.
    fn step_words<const W: usize>(&mut self) {
        let k = self.layer + 1;
        let w = if W == 0 { self.words } else { W };
        let strong = k % 2 == 1;
        let to = if strong {
            &self.strong_to
        } else {
            &self.weak_to
        };
        // Spread each active node's starts to its neighbours (`next` is all
        // zero outside the nodes touched here).
        for &p in &self.active {
            let p = p as usize;
            let (a, b) = if strong {
                (self.strong_at[p], self.strong_at[p + 1])
            } else {
                self.weak_span[p]
            };
            let from = &self.front[p * w..(p + 1) * w];
            for &x in &to[a as usize..b as usize] {
                let x = x as usize;
                self.touched[x / 64] |= 1 << (x % 64);
                let into = &mut self.next[x * w..(x + 1) * w];
                for (n, f) in into.iter_mut().zip(from) {
                    *n |= *f;
                }
            }
        }
        // The old front goes (so `next` is all zero after the swap).
        for &p in &self.active {
            let p = p as usize;
            self.front[p * w..(p + 1) * w].fill(0);
        }
        let seen = if k % 2 == 1 {
            &mut self.seen_on
        } else {
            &mut self.seen_off
        };
        self.active.clear();
        // The touched nodes in index order: keep the starts that reach
        // them for the first time.
        let words = &mut self.history_words;
        for (i, t) in self.touched.iter_mut().enumerate() {
            let mut bits = std::mem::take(t);
            while bits != 0 {
                let x = i * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let mut any = 0;
                let seen_x = &mut seen[x * w..(x + 1) * w];
                let next_x = &mut self.next[x * w..(x + 1) * w];
                for (n, s) in next_x.iter_mut().zip(seen_x) {
                    *n &= !*s;
                    *s |= *n;
                    any |= *n;
                }
                if any != 0 {
                    self.active.push(x as u16);
                    words.extend_from_slice(next_x);
                } else {
                    next_x.fill(0);
                }
            }
        }
        std::mem::swap(&mut self.front, &mut self.next);
        let from = self.history_nodes.len() as u32;
        self.history_nodes.extend_from_slice(&self.active);
        self.history_at
            .push((from, self.history_nodes.len() as u32));
        self.layer = k;
    }

    /// Rebuilds a shortest chain of `k` links from `start` to `end` found by
    /// this search, that a reader can follow: no node twice and no two nodes
    /// of one digit sharing a cell, none conflicting with `avoid` either.
    /// Walks back layer by layer, lowest linked node first, and backtracks
    /// when stuck (within a small budget). A chain from a node back to
    /// itself may repeat that one node. Returns the nodes, start first.
    pub fn path(
        &self,
        graph: &Graph,
        start: NodeId,
        k: usize,
        end: NodeId,
        avoid: &[NodeId],
    ) -> Option<Vec<NodeId>> {
        let s = self.starts.binary_search(&start).ok()?;
        let e = *self.index.get(end.slot())? as usize;
        if e == u16::MAX as usize {
            return None;
        }
        if k >= self.history_at.len() || !self.has(k, e, s) {
            return None;
        }
        let mut walk = Walk {
            lock: self,
            graph,
            s,
            closes: end == start,
            avoid,
            path: vec![e],
            budget: 256,
        };
        if !walk.back(k) {
            return None;
        }
        Some(walk.path.iter().rev().map(|&i| self.nodes[i]).collect())
    }

    /// Whether start `s` first reached node `x` at layer `j`.
    fn has(&self, j: usize, x: usize, s: usize) -> bool {
        let (a, b) = self.history_at[j];
        let (a, b) = (a as usize, b as usize);
        match self.history_nodes[a..b].binary_search(&(x as u16)) {
            Ok(i) => self.history_words[(a + i) * self.words + s / 64] & (1 << (s % 64)) != 0,
            Err(_) => false,
        }
    }

    /// The starts whose chain to node `e` removes something: those weakly
    /// linked to some candidate that is weakly linked to `e`.
    fn productive_of(&mut self, graph: &Graph, e: usize) {
        let w = self.words;
        if !self.productive_known[e] {
            let n = self.nodes[e];
            let (linked, acc) = (&self.linked, &mut self.productive[e * w..(e + 1) * w]);
            let row = &self.row;
            for_each_weak_candidate(graph.board, n.digit(), graph.cells_of(n), |c, d| {
                let at = row[c.index() * 10 + d as usize] as usize * w;
                for j in 0..w {
                    acc[j] |= linked[at + j];
                }
            });
            self.productive_known[e] = true;
        }
    }

    /// The starts weakly linked to node `e`, into `out`.
    fn linked_to(&self, e: usize, out: &mut [u64]) {
        let w = self.words;
        let n = self.nodes[e];
        match n.as_cell() {
            Some(c) => {
                let r = self.row[c.index() * 10 + n.digit() as usize] as usize;
                out.copy_from_slice(&self.linked[r * w..(r + 1) * w]);
            }
            None => {
                out.fill(0);
                for &x in self.weak_list(e) {
                    let s = self.start_of[x as usize];
                    if s != u16::MAX {
                        out[s as usize / 64] |= 1 << (s % 64);
                    }
                }
            }
        }
    }

    /// After an odd layer: calls `f(start, end, linked, gain)` for every
    /// node `end` first reached true from `start` at this layer, when `start
    /// <= end` (a chain and its reverse are one) and the chain removes
    /// something (some candidate is weakly linked to both ends). `linked`
    /// says whether the two ends are weakly linked themselves, `gain` how
    /// many candidates are weakly linked to both.
    ///
    /// With `only_linked`, only pairs of weakly linked ends are reported
    /// (the chains that close into continuous loops).
    pub fn productive_pairs(
        &mut self,
        graph: &Graph,
        only_linked: bool,
        mut f: impl FnMut(NodeId, NodeId, bool, u8),
    ) {
        let w = self.words;
        let active = std::mem::take(&mut self.active);
        let mut bits = std::mem::take(&mut self.scratch);
        let mut rows: Vec<usize> = Vec::new();
        for &e in &active {
            let e = e as usize;
            let end = self.nodes[e];
            if end.as_cell().is_none() {
                // A group end's weak links say which starts it is linked to.
                self.list_weak(graph, e);
            }
            if only_linked {
                // Keep the starts weakly linked to `end`.
                self.linked_to(e, &mut bits);
                let front = &self.front[e * w..(e + 1) * w];
                if !bits.iter().zip(front).any(|(b, f)| b & f != 0) {
                    continue;
                }
            }
            // Starts up to `end` in NodeId order.
            let upto = self.starts.partition_point(|&s| s <= end);
            let front = &self.front[e * w..(e + 1) * w];
            let mut any = 0;
            for j in 0..w {
                let keep = if upto >= (j + 1) * 64 {
                    u64::MAX
                } else if upto <= j * 64 {
                    0
                } else {
                    (1u64 << (upto - j * 64)) - 1
                };
                bits[j] = if only_linked { bits[j] } else { u64::MAX } & front[j] & keep;
                any |= bits[j];
            }
            if any == 0 {
                continue;
            }
            // Only the starts whose chain to `end` removes something.
            self.productive_of(graph, e);
            let productive = &self.productive[e * w..(e + 1) * w];
            let mut any = 0;
            for (b, p) in bits.iter_mut().zip(productive) {
                *b &= *p;
                any |= *b;
            }
            if any == 0 {
                continue;
            }
            let end_cell = end.as_cell();
            // The rows of the candidates weakly linked to `end`: a start's
            // bits there count what the chain removes.
            rows.clear();
            for_each_weak_candidate(graph.board, end.digit(), graph.cells_of(end), |c, d| {
                rows.push(self.row[c.index() * 10 + d as usize] as usize * w);
            });
            for (j, &word) in bits.iter().enumerate() {
                let mut b = word;
                while b != 0 {
                    let s = j * 64 + b.trailing_zeros() as usize;
                    b &= b - 1;
                    let linked = only_linked
                        || match end_cell {
                            Some(c) => {
                                let at =
                                    self.row[c.index() * 10 + end.digit() as usize] as usize * w;
                                self.linked[at + s / 64] & (1 << (s % 64)) != 0
                            }
                            None => {
                                let i = self.start_node[s];
                                self.weak_list(e).contains(&i)
                            }
                        };
                    let (word, bit) = (s / 64, 1u64 << (s % 64));
                    let gain = rows
                        .iter()
                        .filter(|&&r| self.linked[r + word] & bit != 0)
                        .count();
                    f(self.starts[s], end, linked, gain.min(255) as u8);
                }
            }
        }
        self.scratch = bits;
        self.active = active;
    }
}

/// A backtracking walk from a chain's end back to its start through the
/// layers of a [`Lockstep`] search (see [`Lockstep::path`]).
struct Walk<'a, 'b> {
    lock: &'a Lockstep,
    graph: &'a Graph<'b>,
    s: usize,
    closes: bool,
    avoid: &'a [NodeId],
    /// Node indices from the end backwards.
    path: Vec<usize>,
    budget: usize,
}

impl Walk<'_, '_> {
    fn conflicts(&self, a: NodeId, b: NodeId) -> bool {
        a.digit() == b.digit() && self.graph.cells_of(a).intersects(self.graph.cells_of(b))
    }

    fn back(&mut self, k: usize) -> bool {
        let lock = self.lock;
        let j = k - self.path.len();
        let cur = self.path[self.path.len() - 1];
        // Layer j+1 was reached from layer j by a strong link when j+1 is odd.
        let mut unlisted = Vec::new();
        let links: &[u16] = if (j + 1) % 2 == 1 {
            &lock.strong_to[lock.strong_at[cur] as usize..lock.strong_at[cur + 1] as usize]
        } else if lock.weak_span[cur] != Lockstep::UNLISTED {
            lock.weak_list(cur)
        } else {
            // The same list, in the same order, as `list_weak` would keep.
            lock.push_weak_links(self.graph, cur, &mut unlisted);
            &unlisted
        };
        for &x in links {
            let x = x as usize;
            if !lock.has(j, x, self.s) {
                continue;
            }
            if self.budget == 0 {
                return false;
            }
            self.budget -= 1;
            let n = lock.nodes[x];
            let clash = self.path.iter().enumerate().any(|(i, &p)| {
                // A closed chain's start is its end again.
                !(self.closes && j == 0 && i == 0) && self.conflicts(n, lock.nodes[p])
            }) || self.avoid.iter().any(|&a| self.conflicts(n, a));
            if clash {
                continue;
            }
            self.path.push(x);
            if j == 0 || self.back(k) {
                return true;
            }
            self.path.pop();
        }
        false
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
