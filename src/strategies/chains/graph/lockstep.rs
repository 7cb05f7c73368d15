//! The search: breadth-first from every start at once, bit-parallel, one
//! layer of links at a time, and the walk back that rebuilds a chain.

use super::{for_each_weak_candidate, Graph, NodeId, NODE_SLOTS};

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
