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
//! the layers it keeps for rebuilding a chain.

use crate::grid::{Board, Cell, CellSet, DigitSet, Geometry};
use std::rc::Rc;

/// Box/line intersections per board: 9x9 has 9 boxes x 6 lines.
pub(crate) const MAX_GROUPS: usize = 54;

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
    pub fn contains(&self, n: NodeId) -> bool {
        let d = n.digit() as usize;
        match n.as_cell() {
            Some(c) => self.cells[d].contains(c),
            None => self.groups[d] & (1u64 << (n.place() - 128)) != 0,
        }
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.cells.iter().all(|c| c.is_empty()) && self.groups.iter().all(|&g| g == 0)
    }
    #[inline]
    fn or_assign(&mut self, o: &NodeSet) {
        for d in 1..10 {
            self.cells[d] |= o.cells[d];
            self.groups[d] |= o.groups[d];
        }
    }
    #[inline]
    fn and_assign(&mut self, o: &NodeSet) {
        for d in 1..10 {
            self.cells[d] &= o.cells[d];
            self.groups[d] &= o.groups[d];
        }
    }
    #[inline]
    fn sub_assign(&mut self, o: &NodeSet) {
        for d in 1..10 {
            self.cells[d] = self.cells[d] - o.cells[d];
            self.groups[d] &= !o.groups[d];
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
    /// The lowest node in [`NodeId`] order.
    pub fn min_node(&self) -> Option<NodeId> {
        let mut best: Option<NodeId> = None;
        self.for_each(|n| {
            if best.map_or(true, |b| n < b) {
                best = Some(n);
            }
        });
        best
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
    /// Conjugate partners: per digit and cell, the other cell of each house
    /// where the digit has only these two places.
    partners: Vec<[CellSet; 81]>,
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

    /// The node standing for exactly the cells `part` of digit `d`: a cell
    /// node for one cell, the group of that intersection for more.
    fn part_node(&self, d: u8, part: CellSet) -> Option<NodeId> {
        match part.len() {
            0 => None,
            1 => part.first().map(|c| NodeId::cell(c, d)),
            _ => (0..MAX_GROUPS)
                .find(|&i| self.cells[d as usize][i] == part)
                .map(|i| NodeId::group(i, d)),
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
        // Box/line intersections, boxes in order, then rows and columns.
        let mut inter = Vec::with_capacity(MAX_GROUPS);
        for b in 0..n {
            let bx = geo.house(geo.box_house(b));
            for line in 0..2 * n {
                let i = bx & geo.house(line);
                if !i.is_empty() && inter.len() < MAX_GROUPS {
                    inter.push(i);
                }
            }
        }
        for d in 1..=n as u8 {
            let dc = board.digit_cells(d);
            for (i, &cells) in inter.iter().enumerate() {
                let here = cells & dc;
                if here.len() >= 2 {
                    self.cells[d as usize][i] = here;
                    all.groups[d as usize] |= 1 << i;
                }
            }
        }
        for d in 1..=n as u8 {
            let di = d as usize;
            let dc = board.digit_cells(d);
            // Strong links with groups: split the digit's cells of a house by
            // the houses crossing it (boxes for a line; rows, then columns,
            // for a box). Exactly two parts make a strong link between the
            // nodes standing for them.
            for h in 0..3 * n {
                let here = dc & geo.house(h);
                if here.len() < 3 {
                    continue;
                }
                let splits: &[(usize, usize)] = if h >= 2 * n {
                    &[(0, n), (n, 2 * n)]
                } else {
                    &[(2 * n, 3 * n)]
                };
                for &(lo, hi) in splits {
                    let mut parts = [CellSet::EMPTY; 2];
                    let mut count = 0;
                    for cross in lo..hi {
                        let p = here & geo.house(cross);
                        if !p.is_empty() {
                            if count < 2 {
                                parts[count] = p;
                            }
                            count += 1;
                        }
                    }
                    if count == 2 && (parts[0].len() > 1 || parts[1].len() > 1) {
                        if let (Some(a), Some(b)) =
                            (self.part_node(d, parts[0]), self.part_node(d, parts[1]))
                        {
                            self.add_strong(a, b);
                        }
                    }
                }
            }
            // Weak links with groups: every cell of one sees every cell of the other.
            for i in 0..inter.len() {
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
                for j in 0..inter.len() {
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
        let mut partners = vec![[CellSet::EMPTY; 81]; 10];
        for d in 1..=geo.size as u8 {
            let dc = board.digit_cells(d);
            all.cells[d as usize] = dc;
            for h in 0..geo.house_count() {
                let here = dc & geo.house(h);
                if here.len() == 2 {
                    for c in here {
                        partners[d as usize][c.index()] |= here - CellSet::single(c);
                    }
                }
            }
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
            t: Rc::new(Tables {
                mask,
                partners,
                groups,
            }),
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

    /// Adds the strong neighbours of `n` (ignoring the mask) to `out`.
    #[inline]
    fn strong_into(&self, n: NodeId, out: &mut NodeSet) {
        let d = n.digit() as usize;
        match n.as_cell() {
            Some(c) => {
                if self.rules.house_strong {
                    out.cells[d] |= self.t.partners[d][c.index()];
                    if let Some(t) = &self.t.groups {
                        out.groups[d] |= t.cell_strong[d][c.index()];
                    }
                }
                if self.rules.cell_strong {
                    let cands = self.board.candidates(c);
                    if cands.len() == 2 {
                        for e in cands.iter() {
                            if e as usize != d {
                                out.cells[e as usize].insert(c);
                            }
                        }
                    }
                }
            }
            None => {
                if let Some(t) = &self.t.groups {
                    let g = n.place() - 128;
                    out.cells[d] |= t.strong_cells[d][g];
                    out.groups[d] |= t.strong_groups[d][g];
                }
            }
        }
    }

    /// Adds the weak neighbours of `n` (ignoring the mask) to `out`.
    #[inline]
    fn weak_into(&self, n: NodeId, out: &mut NodeSet) {
        let d = n.digit() as usize;
        match n.as_cell() {
            Some(c) => {
                if self.rules.house_weak {
                    out.cells[d] |= self.geo.peers(c) & self.board.digit_cells(d as u8);
                    if let Some(t) = &self.t.groups {
                        out.groups[d] |= t.cell_weak[d][c.index()];
                    }
                }
                if self.rules.cell_weak {
                    for e in self.board.candidates(c).iter() {
                        if e as usize != d {
                            out.cells[e as usize].insert(c);
                        }
                    }
                }
            }
            None => {
                if let Some(t) = &self.t.groups {
                    let g = n.place() - 128;
                    out.cells[d] |= t.weak_cells[d][g];
                    out.groups[d] |= t.weak_groups[d][g];
                }
            }
        }
    }

    /// The strong (or weak) neighbours of `n` inside the mask.
    pub fn neighbours(&self, n: NodeId, strong: bool) -> NodeSet {
        let mut s = NodeSet::EMPTY;
        if strong {
            self.strong_into(n, &mut s);
        } else {
            self.weak_into(n, &mut s);
        }
        s.and_assign(&self.t.mask);
        s
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

    /// One layer of a breadth-first search: from the nodes first reached at
    /// layer `k - 1` (`frontier`), the nodes first reached at layer `k`.
    /// Odd layers are reached true through strong links, even ones false
    /// through weak links; `seen_on`/`seen_off` remember what was reached.
    #[inline]
    fn layer(
        &self,
        k: usize,
        frontier: &NodeSet,
        seen_on: &mut NodeSet,
        seen_off: &mut NodeSet,
    ) -> NodeSet {
        let to_on = k % 2 == 1;
        let mut next = NodeSet::EMPTY;
        frontier.for_each(|n| {
            if to_on {
                self.strong_into(n, &mut next)
            } else {
                self.weak_into(n, &mut next)
            }
        });
        next.and_assign(&self.t.mask);
        let seen = if to_on { seen_on } else { seen_off };
        next.sub_assign(seen);
        seen.or_assign(&next);
        next
    }

    /// Breadth-first search from `start` assumed false, up to `max_len`
    /// links. `on_reached(k, e)` is called for every node first reached
    /// *true* by a chain of `k` links (k odd). When `layers` is given, it
    /// receives the new nodes of every layer (layer 0 = the start), for
    /// rebuilding chains with [`Graph::path`].
    pub fn search(
        &self,
        start: NodeId,
        max_len: usize,
        mut layers: Option<&mut Vec<NodeSet>>,
        mut on_reached: impl FnMut(usize, NodeId),
    ) {
        let mut seen_off = NodeSet::EMPTY;
        let mut seen_on = NodeSet::EMPTY;
        let mut frontier = NodeSet::EMPTY;
        frontier.insert(start);
        seen_off.insert(start);
        if let Some(l) = layers.as_deref_mut() {
            l.clear();
            l.push(frontier);
        }
        for k in 1..=max_len {
            let next = self.layer(k, &frontier, &mut seen_on, &mut seen_off);
            if next.is_empty() {
                return;
            }
            if let Some(l) = layers.as_deref_mut() {
                l.push(next);
            }
            if k % 2 == 1 {
                next.for_each(|e| on_reached(k, e));
            }
            frontier = next;
        }
    }

    /// Rebuilds a shortest chain from the start of `layers` to `end`, reached
    /// at layer `k`: walks back choosing the lowest linked node of each
    /// earlier layer. Returns the nodes, start first.
    pub fn path(&self, layers: &[NodeSet], k: usize, end: NodeId) -> Option<Vec<NodeId>> {
        if k >= layers.len() || !layers[k].contains(end) {
            return None;
        }
        let mut out = vec![end];
        let mut cur = end;
        for j in (0..k).rev() {
            // Layer j+1 was reached from layer j by a strong link when j+1 is odd.
            let strong = (j + 1) % 2 == 1;
            let mut back = self.neighbours(cur, strong);
            back.and_assign(&layers[j]);
            cur = back.min_node()?;
            out.push(cur);
        }
        out.reverse();
        Some(out)
    }
}

/// Breadth-first searches from every start at once, one layer at a time:
/// every chain of `k` links is found before any chain of `k + 1`, so a
/// caller that needs only the shortest few chains can stop early.
///
/// The searches run bit-parallel: each node carries a bit set of the starts
/// that have reached it (true, or false), so one word operation moves 64
/// searches along a link. Links are kept as index lists.
pub(crate) struct Lockstep {
    /// The nodes, in [`NodeId`] order.
    nodes: Vec<NodeId>,
    strong_at: Vec<u32>,
    strong_to: Vec<u16>,
    weak_at: Vec<u32>,
    weak_to: Vec<u16>,
    /// The starts (nodes with a strong link), in [`NodeId`] order.
    pub starts: Vec<NodeId>,
    /// Words per bit set of starts.
    words: usize,
    seen_on: Vec<u64>,
    seen_off: Vec<u64>,
    /// Starts that first reached each node at the last layer.
    front: Vec<u64>,
    next: Vec<u64>,
    /// Nodes whose `front` is not empty.
    active: Vec<u16>,
    /// Per candidate (cell * 10 + digit): the starts weakly linked to it.
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
        let mut index = vec![u16::MAX; 4096];
        for (i, n) in nodes.iter().enumerate() {
            index[n.0 as usize] = i as u16;
        }
        let (mut strong_at, mut strong_to) = (Vec::with_capacity(m + 1), Vec::new());
        let (mut weak_at, mut weak_to) = (Vec::with_capacity(m + 1), Vec::new());
        let mut starts = Vec::new();
        let mut start_node = Vec::new();
        for (i, &n) in nodes.iter().enumerate() {
            strong_at.push(strong_to.len() as u32);
            graph.neighbours(n, true).for_each(|x| strong_to.push(index[x.0 as usize]));
            weak_at.push(weak_to.len() as u32);
            graph.neighbours(n, false).for_each(|x| weak_to.push(index[x.0 as usize]));
            if strong_to.len() > strong_at[i] as usize {
                starts.push(n);
                start_node.push(i);
            }
        }
        strong_at.push(strong_to.len() as u32);
        weak_at.push(weak_to.len() as u32);
        let words = starts.len().div_ceil(64).max(1);
        let mut seen_off = vec![0u64; m * words];
        let mut linked = vec![0u64; 810 * words];
        for (s, (&n, &i)) in starts.iter().zip(&start_node).enumerate() {
            seen_off[i * words + s / 64] |= 1 << (s % 64);
            // Weak links by the board, whatever the search rules.
            weak_candidates(graph.board, n.digit(), graph.cells_of(n)).for_each(|z| {
                if let Some(c) = z.as_cell() {
                    linked[(c.index() * 10 + z.digit() as usize) * words + s / 64] |= 1 << (s % 64);
                }
            });
        }
        Lockstep {
            front: seen_off.clone(),
            active: start_node.iter().map(|&i| i as u16).collect(),
            next: vec![0; m * words],
            seen_on: vec![0; m * words],
            seen_off,
            nodes,
            strong_at,
            strong_to,
            weak_at,
            weak_to,
            starts,
            words,
            linked,
            productive: vec![0; m * words],
            productive_known: vec![false; m],
            layer: 0,
        }
    }

    /// Whether every search is exhausted or `max_len` links are done.
    pub fn finished(&self, max_len: usize) -> bool {
        self.active.is_empty() || self.layer >= max_len
    }

    /// Advances every search by one link: through strong links to the nodes
    /// then true (odd layers), through weak links to those then false.
    pub fn step(&mut self) {
        let k = self.layer + 1;
        let w = self.words;
        let (at, to) = if k % 2 == 1 {
            (&self.strong_at, &self.strong_to)
        } else {
            (&self.weak_at, &self.weak_to)
        };
        self.next.fill(0);
        for &p in &self.active {
            let p = p as usize;
            for &x in &to[at[p] as usize..at[p + 1] as usize] {
                let x = x as usize;
                for j in 0..w {
                    self.next[x * w + j] |= self.front[p * w + j];
                }
            }
        }
        let seen = if k % 2 == 1 {
            &mut self.seen_on
        } else {
            &mut self.seen_off
        };
        self.active.clear();
        for x in 0..self.nodes.len() {
            let mut any = 0;
            for j in x * w..(x + 1) * w {
                self.next[j] &= !seen[j];
                seen[j] |= self.next[j];
                any |= self.next[j];
            }
            if any != 0 {
                self.active.push(x as u16);
            }
        }
        std::mem::swap(&mut self.front, &mut self.next);
        self.layer = k;
    }

    /// The starts whose chain to node `e` removes something: those weakly
    /// linked to some candidate that is weakly linked to `e`.
    fn productive_of(&mut self, graph: &Graph, e: usize) {
        let w = self.words;
        if !self.productive_known[e] {
            let n = self.nodes[e];
            let mut acc = vec![0u64; w];
            weak_candidates(graph.board, n.digit(), graph.cells_of(n)).for_each(|z| {
                if let Some(c) = z.as_cell() {
                    let at = (c.index() * 10 + z.digit() as usize) * w;
                    for j in 0..w {
                        acc[j] |= self.linked[at + j];
                    }
                }
            });
            self.productive[e * w..(e + 1) * w].copy_from_slice(&acc);
            self.productive_known[e] = true;
        }
    }

    /// After an odd layer: calls `f(start, end)` for every node `end` first
    /// reached true from `start` at this layer, when `start <= end` (a chain
    /// and its reverse are one) and the chain removes something (some
    /// candidate is weakly linked to both ends).
    pub fn productive_pairs(&mut self, graph: &Graph, mut f: impl FnMut(NodeId, NodeId)) {
        let w = self.words;
        let active = std::mem::take(&mut self.active);
        let mut bits = vec![0u64; w];
        for &e in &active {
            let e = e as usize;
            let end = self.nodes[e];
            // Starts up to `end` in NodeId order.
            let upto = self.starts.partition_point(|&s| s <= end);
            let front = &self.front[e * w..(e + 1) * w];
            for j in 0..w {
                let keep = if upto >= (j + 1) * 64 {
                    u64::MAX
                } else if upto <= j * 64 {
                    0
                } else {
                    (1u64 << (upto - j * 64)) - 1
                };
                bits[j] = front[j] & keep;
            }
            if bits.iter().all(|&b| b == 0) {
                continue;
            }
            self.productive_of(graph, e);
            for j in 0..w {
                let mut b = bits[j] & self.productive[e * w + j];
                while b != 0 {
                    let s = j * 64 + b.trailing_zeros() as usize;
                    b &= b - 1;
                    f(self.starts[s], end);
                }
            }
        }
        self.active = active;
    }
}

/// The single candidates weakly linked to `n` on the board (whatever the
/// search rules): a candidate that, if true, would make `n` false. These are
/// the candidates an implication "`n` or ..." can remove.
pub(crate) fn weak_candidates(board: &Board, digit: u8, cells: CellSet) -> NodeSet {
    let geo = board.geometry();
    let mut s = NodeSet::EMPTY;
    s.cells[digit as usize] = geo.common_peers(cells) & board.digit_cells(digit);
    if cells.len() == 1 {
        if let Some(c) = cells.first() {
            for e in (board.candidates(c) - DigitSet::single(digit)).iter() {
                s.cells[e as usize].insert(c);
            }
        }
    }
    s
}

/// Intersection of two node sets (cells only).
pub(crate) fn common_cells(a: &NodeSet, b: &NodeSet) -> NodeSet {
    let mut s = NodeSet::EMPTY;
    for d in 1..10 {
        s.cells[d] = a.cells[d] & b.cells[d];
    }
    s
}
