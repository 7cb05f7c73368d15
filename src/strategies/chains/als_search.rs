//! The search behind the ALS-node chains (`als_nodes.rs`): an explicit
//! graph of every candidate, group and ALS node, and a breadth-first search
//! from each start over states (node, true or false, ALS node used yet), so
//! that each chain found is a shortest one between its ends *through an
//! ALS*. Every chain is checked with [`is_chain`] before it is kept. An
//! ALS's entry node links strongly to its exit nodes and to the cells it
//! forces (forced exits); between two chains of the same length the one
//! with fewer forced exits is kept.
//!
//! This is not the bit-parallel search of `graph/`: ALS nodes are many
//! (one per set and digit), and these strategies run only where the plain
//! and grouped chains found nothing.

use super::als_rules::{als_digits, forced_exits, is_als_force_link};
use super::graph::{weak_candidates, NodeSet};
use super::{chain_eliminations, is_chain, Chain, ChainKind, ChainNode, LinkKind};
use crate::grid::{Board, Candidate, CellSet, DigitSet};
use crate::strategies::als::find_alses;
use std::collections::HashMap;

/// The ALS-node finders list at most this many chains per board, one per
/// distinct effect (more than the other chain finders: with ALS nodes
/// there are many more chains of the same size of effect).
pub const MAX_ALS_CHAINS: usize = 40;

/// Which chains to list.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum AlsMode {
    Aic,
    Continuous,
    Discontinuous,
}

/// Longest chain searched, in links, before a loop closes.
const MAX_LINKS: usize = 19;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    /// A candidate or a group: any link.
    Plain,
    /// An ALS's cells holding the entry digit: entered false by a weak link.
    AlsIn,
    /// An ALS's cells holding the exit digit: made true inside the set.
    AlsOut,
}

struct Net {
    nodes: Vec<ChainNode>,
    roles: Vec<Role>,
    /// Nodes made true when this node is false.
    strong: Vec<Vec<u32>>,
    /// Nodes made false when this node is true.
    weak: Vec<Vec<u32>>,
}

impl Net {
    fn new(board: &Board) -> Net {
        let geo = board.geometry();
        let size = geo.size as u8;
        let mut nodes = Vec::new();
        let mut roles = Vec::new();
        let mut index: HashMap<(u8, CellSet), u32> = HashMap::new();
        let push = |nodes: &mut Vec<ChainNode>, roles: &mut Vec<Role>, n: ChainNode, r| {
            nodes.push(n);
            roles.push(r);
            (nodes.len() - 1) as u32
        };
        // Candidates, then groups (box/line intersections with 2+ cells).
        for d in 1..=size {
            for c in board.digit_cells(d) {
                let i = push(&mut nodes, &mut roles, ChainNode::cell(c, d), Role::Plain);
                index.insert((d, CellSet::single(c)), i);
            }
        }
        for bh in geo.boxes() {
            for line in geo.lines() {
                let inter = geo.house(bh) & geo.house(line);
                for d in 1..=size {
                    let here = inter & board.digit_cells(d);
                    if here.len() >= 2 && !index.contains_key(&(d, here)) {
                        let i = push(
                            &mut nodes,
                            &mut roles,
                            ChainNode::group(here, d),
                            Role::Plain,
                        );
                        index.insert((d, here), i);
                    }
                }
            }
        }
        let plain = nodes.len();
        // ALS nodes: per set of two or more cells, one entry and one exit
        // node per digit.
        let mut als_first = Vec::new();
        for a in find_alses(board) {
            if a.cells.len() < 2 {
                continue;
            }
            als_first.push((nodes.len(), a.digits.len()));
            for d in a.digits.iter() {
                push(
                    &mut nodes,
                    &mut roles,
                    ChainNode::in_als(board, a.cells, d),
                    Role::AlsIn,
                );
            }
            for d in a.digits.iter() {
                push(
                    &mut nodes,
                    &mut roles,
                    ChainNode::in_als(board, a.cells, d),
                    Role::AlsOut,
                );
            }
        }
        let mut strong = vec![Vec::new(); nodes.len()];
        let mut weak = vec![Vec::new(); nodes.len()];
        // Strong links between plain nodes: a house's cells of the digit
        // split into this node and one other.
        for i in 0..plain {
            let n = nodes[i];
            if let Some(c) = n.single_cell() {
                let cands = board.candidates(c);
                if cands.len() == 2 {
                    for e in cands.iter().filter(|&e| e != n.digit) {
                        strong[i].extend(index.get(&(e, CellSet::single(c))));
                    }
                }
            }
            for h in geo.houses() {
                if !n.cells.is_subset(geo.house(h)) {
                    continue;
                }
                let rest = board.digit_cells(n.digit) & (geo.house(h) - n.cells);
                if let Some(&j) = index.get(&(n.digit, rest)) {
                    if !strong[i].contains(&j) {
                        strong[i].push(j);
                    }
                }
            }
        }
        // Inside each ALS: entry digit gone, every other digit is there.
        for &(first, k) in &als_first {
            for x in 0..k {
                for y in 0..k {
                    if x != y {
                        strong[first + x].push((first + k + y) as u32);
                    }
                }
            }
        }
        // Forced exits: with the entry digit gone, a cell outside whose
        // other digits the set would all take is the remaining digit.
        for i in plain..nodes.len() {
            if roles[i] != Role::AlsIn {
                continue;
            }
            let n = nodes[i];
            let Some(digits) = als_digits(board, n.als) else {
                continue;
            };
            let takes = digits - DigitSet::single(n.digit);
            for c in board.empty_cells() - n.als {
                let cands = board.candidates(c);
                if cands.len() < 3 || (cands - takes).len() > 1 {
                    continue;
                }
                for y in cands.iter() {
                    if forced_exits(board, n.als, n.digit, c, y).is_some() {
                        strong[i].extend(index.get(&(y, CellSet::single(c))));
                    }
                }
            }
        }
        // Weak links out of plain nodes and ALS exits.
        let entries: Vec<usize> = (plain..nodes.len())
            .filter(|&i| roles[i] == Role::AlsIn)
            .collect();
        for i in 0..nodes.len() {
            if roles[i] == Role::AlsIn {
                continue;
            }
            let n = nodes[i];
            let d = n.digit;
            let seen = geo.common_peers(n.cells) & (board.digit_cells(d) - n.als);
            for (j, m) in nodes[..plain].iter().enumerate() {
                if m.digit == d && m.cells.is_subset(seen) {
                    weak[i].push(j as u32);
                }
            }
            if let (Some(c), Role::Plain) = (n.single_cell(), roles[i]) {
                for e in board.candidates(c).iter().filter(|&e| e != d) {
                    weak[i].extend(index.get(&(e, CellSet::single(c))));
                }
            }
            for &j in &entries {
                let m = nodes[j];
                if m.digit == d && m.cells.is_subset(seen) && !m.als.intersects(n.cells | n.als) {
                    weak[i].push(j as u32);
                }
            }
        }
        Net {
            nodes,
            roles,
            strong,
            weak,
        }
    }
}

/// A state: node * 4 + 2 * (true) + (an ALS node is behind).
#[inline]
fn state(node: usize, on: bool, als: bool) -> usize {
    node * 4 + 2 * on as usize + als as usize
}

/// Breadth-first search from one state; `parent[s]` rebuilds the way back.
#[derive(Default)]
struct Bfs {
    start: usize,
    parent: Vec<u32>,
    dist: Vec<u8>,
    /// Forced exits on the way to each state: between two ways of the same
    /// length, the one with fewer is kept (the plainer argument).
    forced: Vec<u8>,
}

impl Bfs {
    /// Searches from `start`, never through a node other than the start's
    /// own that shares a cell and the digit with the start node (a chain
    /// may not use a candidate twice, and loops come back to the start).
    /// Nodes in `banned` are never entered.
    fn run(&mut self, net: &Net, start: usize, banned: &[usize]) {
        let first = net.nodes[start / 4];
        self.start = start;
        self.parent.clear();
        self.parent.resize(net.nodes.len() * 4, u32::MAX);
        self.dist.clear();
        self.dist.resize(net.nodes.len() * 4, u8::MAX);
        self.forced.clear();
        self.forced.resize(net.nodes.len() * 4, 0);
        self.dist[start] = 0;
        let mut queue = std::collections::VecDeque::from([start]);
        while let Some(s) = queue.pop_front() {
            let (node, on, als) = (s / 4, s & 2 != 0, s & 1 != 0);
            if self.dist[s] as usize >= MAX_LINKS {
                continue;
            }
            let next = if on {
                &net.weak[node]
            } else {
                &net.strong[node]
            };
            for &j in next {
                let j = j as usize;
                let m = &net.nodes[j];
                if banned.contains(&j) {
                    continue;
                }
                if net.roles[j] == Role::Plain
                    && m.digit == first.digit
                    && m.cells.intersects(first.cells)
                    && m.cells != first.cells
                {
                    continue;
                }
                let t = state(j, !on, als || net.roles[j] != Role::Plain);
                let exit = !on && net.roles[node] == Role::AlsIn && net.roles[j] == Role::Plain;
                let forced = self.forced[s] + exit as u8;
                if self.dist[t] == u8::MAX {
                    self.dist[t] = self.dist[s] + 1;
                    self.parent[t] = s as u32;
                    self.forced[t] = forced;
                    queue.push_back(t);
                } else if self.dist[t] == self.dist[s] + 1 && forced < self.forced[t] {
                    // Not searched from yet (it is in the next layer).
                    self.parent[t] = s as u32;
                    self.forced[t] = forced;
                }
            }
        }
    }

    /// The states from the start to `end`.
    fn states(&self, end: usize) -> Vec<usize> {
        let mut states = vec![end];
        let mut s = end;
        while self.parent[s] != u32::MAX {
            s = self.parent[s] as usize;
            states.push(s);
        }
        states.reverse();
        states
    }
}

/// How many times a chain that uses a candidate twice is searched again
/// without the node repeated.
const RETRIES: usize = 12;

/// Builds chains from search results and keeps the shortest per effect.
struct Collector<'a> {
    board: &'a Board,
    net: &'a Net,
    spare: Bfs,
    /// Per effect (placements, eliminations): the shortest chain found.
    best: HashMap<(Vec<Candidate>, Vec<Candidate>), Chain>,
}

impl Collector<'_> {
    /// The chain of `kind` from the search's start to state `t` (after
    /// `ends.0` joined by a strong link, and closed by a weak link to
    /// `ends.1`), kept if it is the shortest for its effect so far. A path
    /// that uses a candidate twice is searched again without the repeated
    /// node; `banned` nodes are never entered.
    fn offer(
        &mut self,
        bfs: &Bfs,
        t: usize,
        kind: ChainKind,
        ends: (Option<ChainNode>, Option<ChainNode>),
        banned: &[usize],
    ) {
        let start = bfs.start;
        let mut states = bfs.states(t);
        let mut banned = banned.to_vec();
        for _ in 0..=RETRIES {
            let mut nodes: Vec<ChainNode> = ends.0.into_iter().collect();
            let mut links: Vec<LinkKind> = ends.0.map(|_| LinkKind::Strong).into_iter().collect();
            nodes.extend(states.iter().map(|&s| self.net.nodes[s / 4]));
            links.extend(states.windows(2).map(|w| {
                if w[0] & 2 != 0 {
                    LinkKind::Weak
                } else {
                    LinkKind::Strong
                }
            }));
            if let Some(c) = ends.1 {
                nodes.push(c);
                links.push(LinkKind::Weak);
            }
            if let Some(chain) = is_chain(self.board, kind, &nodes, &links) {
                self.keep(chain);
                return;
            }
            // The first node of the search's path that repeats an earlier
            // one (a loop's closing node aside): search again without it.
            let path: Vec<ChainNode> = states.iter().map(|&s| self.net.nodes[s / 4]).collect();
            let (first, last) = (path[0], path[path.len() - 1]);
            let closes = first.digit == last.digit && first.cells == last.cells;
            let body = path.len() - closes as usize;
            let Some(ban) = repeated(&path[..body]).and_then(|(i, j)| {
                let k = if j + 1 < states.len() { j } else { i };
                (k > 0).then(|| states[k] / 4)
            }) else {
                return;
            };
            banned.push(ban);
            self.spare.run(self.net, start, &banned);
            if self.spare.dist[t] == u8::MAX {
                return;
            }
            states = self.spare.states(t);
        }
    }

    fn keep(&mut self, chain: Chain) {
        let elims = chain_eliminations(self.board, &chain);
        let places = super::chain_placements(self.board, &chain);
        if elims.is_empty() && places.is_empty() {
            return;
        }
        let key = (places, elims);
        // Shortest first; between equals, the one with fewer forced exits
        // (the plainer argument).
        let rank = |c: &Chain| (c.links.len(), forced_exit_count(self.board, c));
        if self.best.get(&key).map_or(true, |c| rank(c) > rank(&chain)) {
            self.best.insert(key, chain);
        }
    }
}

/// How many of a chain's strong links are forced exits.
fn forced_exit_count(board: &Board, c: &Chain) -> usize {
    (0..c.links.len())
        .filter(|&i| {
            c.links[i] == LinkKind::Strong && is_als_force_link(board, &c.nodes[i], &c.nodes[i + 1])
        })
        .count()
}

/// The first pair of nodes (i < j) that [`is_chain`] does not allow in one
/// chain: two cell or group nodes of one digit sharing a cell, or one ALS
/// node twice.
fn repeated(nodes: &[ChainNode]) -> Option<(usize, usize)> {
    (1..nodes.len()).find_map(|j| {
        (0..j)
            .find(|&i| {
                let (a, b) = (nodes[i], nodes[j]);
                if a.is_als() || b.is_als() {
                    a == b
                } else {
                    a.digit == b.digit && a.cells.intersects(b.cells)
                }
            })
            .map(|i| (i, j))
    })
}

/// The chains of `mode` with an ALS node, one per distinct effect, biggest
/// effect first, then shortest; at most [`MAX_ALS_CHAINS`].
pub(crate) fn als_chains(board: &Board, mode: AlsMode) -> Vec<Chain> {
    als_chains_upto(board, mode, MAX_ALS_CHAINS)
}

/// [`als_chains`], at most `limit` of them.
pub(crate) fn als_chains_upto(board: &Board, mode: AlsMode, limit: usize) -> Vec<Chain> {
    let net = Net::new(board);
    if net.roles.iter().all(|&r| r == Role::Plain) {
        return Vec::new();
    }
    let mut bfs = Bfs::default();
    let mut out = Collector {
        board,
        net: &net,
        spare: Bfs::default(),
        best: HashMap::new(),
    };
    if mode == AlsMode::Continuous {
        continuous_loops(&net, &mut bfs, &mut out);
    }
    for (s, (&start, &role)) in net.nodes.iter().zip(&net.roles).enumerate() {
        if role != Role::Plain {
            continue;
        }
        match mode {
            AlsMode::Continuous => {}
            AlsMode::Aic => {
                bfs.run(&net, state(s, false, false), &[s]);
                for e in 0..net.nodes.len() {
                    let t = state(e, true, true);
                    // An AIC may end in an ALS node: `y` is in one of the
                    // set's `y` cells.
                    if net.roles[e] == Role::AlsIn || bfs.dist[t] == u8::MAX || e == s {
                        continue;
                    }
                    let end = net.nodes[e];
                    {
                        let gain = weak_candidates(board, start.digit, start.cells);
                        let other = weak_candidates(board, end.digit, end.cells);
                        if intersects(&gain, &other) {
                            out.offer(&bfs, t, ChainKind::AlsAic, (None, None), &[s]);
                        }
                    }
                }
            }
            AlsMode::Discontinuous => {
                for on in [false, true] {
                    bfs.run(&net, state(s, on, false), &[]);
                    for e in 0..net.nodes.len() {
                        let end = net.nodes[e];
                        // An ALS node may end the loop where its cells are
                        // the start's cell.
                        let same = end.digit == start.digit && end.cells == start.cells;
                        let other_digit = end.cells == start.cells
                            && end.digit != start.digit
                            && start.single_cell().is_some();
                        // Ends: s false -> s true (placed), s false -> other
                        // digit true (the cell is one of two), s true -> s
                        // false, s true -> other digit true (s is false).
                        let t = match (on, same, other_digit) {
                            (false, true, _) if start.single_cell().is_some() => {
                                state(e, true, true)
                            }
                            (_, _, true) => state(e, true, true),
                            (true, true, _) if net.roles[e] != Role::AlsOut => {
                                state(e, false, true)
                            }
                            _ => continue,
                        };
                        if bfs.dist[t] == u8::MAX || bfs.dist[t] < 2 {
                            continue;
                        }
                        out.offer(
                            &bfs,
                            t,
                            ChainKind::AlsDiscontinuousNiceLoop,
                            (None, None),
                            &[],
                        );
                    }
                }
            }
        }
    }
    let mut chains: Vec<_> = out.best.into_iter().collect();
    chains.sort_by(|(ka, a), (kb, b)| {
        let gain = |k: &(Vec<Candidate>, Vec<Candidate>)| k.0.len() * 10 + k.1.len();
        gain(kb)
            .cmp(&gain(ka))
            .then(a.links.len().cmp(&b.links.len()))
            .then_with(|| ka.cmp(kb))
    });
    chains.truncate(limit);
    chains.into_iter().map(|(_, c)| c).collect()
}

/// Continuous loops through each ALS: from the set's exit digit `y`
/// (true) along a chain to a node that sees all of the set's `x` cells, for
/// every other digit `x` of the set; the loop closes with the weak link into
/// the set on `x`. The search never re-enters the set.
fn continuous_loops(net: &Net, bfs: &mut Bfs, out: &mut Collector) {
    // The nodes weakly linked into each ALS entry.
    let mut into: Vec<Vec<usize>> = vec![Vec::new(); net.nodes.len()];
    for (i, w) in net.weak.iter().enumerate() {
        for &j in w {
            if net.roles[j as usize] == Role::AlsIn {
                into[j as usize].push(i);
            }
        }
    }
    let mut first = 0;
    while first < net.nodes.len() {
        if net.roles[first] == Role::Plain {
            first += 1;
            continue;
        }
        // One set's nodes: its entries, then its exits.
        let als = net.nodes[first].als;
        let mut end = first;
        while end < net.nodes.len() && net.nodes[end].als == als {
            end += 1;
        }
        let own: Vec<usize> = (first..end).collect();
        for o in (first..end).filter(|&o| net.roles[o] == Role::AlsOut) {
            bfs.run(net, state(o, true, true), &own);
            for i in (first..end).filter(|&i| net.roles[i] == Role::AlsIn) {
                if net.nodes[i].digit == net.nodes[o].digit {
                    continue;
                }
                close_loops(net, bfs, out, i, &into[i], &own);
            }
        }
        // Loops leaving the set by a forced exit: from the forced cell (true)
        // back to a node weakly linked into the same entry.
        // (One search per forced cell, for every entry that forces it.)
        let mut forced: Vec<(usize, usize)> = (first..end)
            .filter(|&i| net.roles[i] == Role::AlsIn)
            .flat_map(|i| net.strong[i].iter().map(move |&o| (o as usize, i)))
            .filter(|&(o, _)| net.roles[o] == Role::Plain)
            .collect();
        forced.sort_unstable();
        for (k, &(o, i)) in forced.iter().enumerate() {
            if k == 0 || forced[k - 1].0 != o {
                bfs.run(net, state(o, true, true), &own);
            }
            close_loops(net, bfs, out, i, &into[i], &own);
        }
        first = end;
    }
}

/// Offers the loops the search just run closes at entry `i`: through each
/// node `p` weakly linked into it (`into`) that the search reached true.
fn close_loops(net: &Net, bfs: &Bfs, out: &mut Collector, i: usize, into: &[usize], own: &[usize]) {
    let entry = Some(net.nodes[i]);
    for &p in into {
        let t = state(p, true, true);
        if bfs.dist[t] != u8::MAX && bfs.dist[t] >= 1 {
            out.offer(
                bfs,
                t,
                ChainKind::AlsContinuousNiceLoop,
                (entry, entry),
                own,
            );
        }
    }
}

fn intersects(a: &NodeSet, b: &NodeSet) -> bool {
    (1..10).any(|d| a.cells[d].intersects(b.cells[d]))
}
