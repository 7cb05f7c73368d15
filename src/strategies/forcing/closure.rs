//! Chain mode as a fixed graph: which premises can break, and which sets of
//! cases can share a fact, for every premise at once.
//!
//! In chain mode each rule links one fact to one other fact, and the links
//! depend only on the board, not on the premise:
//!
//! ```text
//!   r1c1=5 ──► r1c1<>x      (every other digit x of the cell)
//!   r1c1=5 ──► r2c3<>5      (every peer holding 5)
//!   r1c1<>5 ──► r1c1=7      (the cell holds just 5 and 7 on the board)
//!   r1c1<>5 ──► r1c6=5      (5 has just these two places in row 1)
//! ```
//!
//! So what a premise implies is what it can reach in that graph (the
//! engine walks it breadth first, one premise at a time). Here the graph
//! is walked once for every premise together: strongly connected parts are
//! merged (Tarjan's algorithm) and each part's reach is the union of its
//! successors' reaches, as bit sets over the facts. Done on the graph and
//! on its reverse, this gives for every premise the facts it implies
//! (rows) and for every fact the premises that imply it (columns).
//!
//! A premise breaks when it reaches a fact and its opposite, every digit of
//! a cell false, or every place of a digit in a house false; with columns
//! that is an intersection per candidate, cell and house. The engine stops
//! [`MAX_DEPTH`](super::MAX_DEPTH) steps from the premise and may reach
//! less than this, never more: when no premise breaks here, none breaks in
//! the engine, and when no set of cases has a common fact here, none has
//! one there. The searches use that to give up early, at a fraction of the
//! cost of propagating every premise twice; when something may be found,
//! they run as before, so what they find does not change.

use super::engine::{slot, SLOTS};
use crate::grid::{Board, Cell, CellSet};

/// Bit set rows over the facts of one board; fact `i` (candidate `i`, in
/// cell order) true, `n + i` false.
struct Rows {
    words: usize,
    bits: Vec<u64>,
}

impl Rows {
    fn row(&self, f: usize) -> &[u64] {
        &self.bits[f * self.words..(f + 1) * self.words]
    }
}

/// The chain-mode graph of a board, walked for every premise at once.
pub(crate) struct Closure {
    /// Candidates of the board (facts: `2 * n`).
    n: usize,
    /// Per candidate slot, its index (`u16::MAX`: not a candidate).
    index: Vec<u16>,
    /// Per premise, the facts it implies (itself included).
    implied: Rows,
    /// Per fact, the premises implying it (itself included).
    implying: Rows,
}

impl Closure {
    pub fn new(board: &Board) -> Closure {
        let geo = board.geometry();
        let mut index = vec![u16::MAX; SLOTS];
        let mut n = 0usize;
        for i in 0..81 {
            let c = Cell::from_index(i as u8);
            for d in board.candidates(c) {
                index[slot(c, d)] = n as u16;
                n += 1;
            }
        }
        let index_of = |c: Cell, d: u8| index[slot(c, d)] as usize;
        // Links, as (from, to) fact pairs.
        let mut links: Vec<(u16, u16)> = Vec::with_capacity(n * 16);
        for c in board.empty_cells() {
            let ds = board.candidates(c);
            for d in ds {
                let t = index_of(c, d);
                let f = n + t;
                for x in ds {
                    if x != d {
                        links.push((t as u16, (n + index_of(c, x)) as u16));
                    }
                }
                for p in geo.peers(c) & board.digit_cells(d) {
                    links.push((t as u16, (n + index_of(p, d)) as u16));
                }
                if ds.len() == 2 {
                    let x = (ds - crate::grid::DigitSet::single(d)).first().unwrap_or(d);
                    links.push((f as u16, index_of(c, x) as u16));
                }
                for h in geo.houses_of(c) {
                    let places = board.digit_cells(d) & geo.house(h);
                    if places.len() == 2 {
                        let q = (places - CellSet::single(c)).first().unwrap_or(c);
                        links.push((f as u16, index_of(q, d) as u16));
                    }
                }
            }
        }
        let implied = reach(2 * n, &links);
        for l in links.iter_mut() {
            *l = (l.1, l.0);
        }
        let implying = reach(2 * n, &links);
        Closure {
            n,
            index,
            implied,
            implying,
        }
    }

    /// The premises (true or false) that may break down in chain mode, as
    /// a bit set over the facts; none outside it does. A premise breaks when
    /// it implies a fact and its opposite, every digit of a cell false, or
    /// every place of a digit in a house false: the premises implying all of
    /// one such group.
    pub fn breaking_premises(&self, board: &Board) -> Vec<u64> {
        let mut out = vec![0u64; self.implying.words];
        let mut acc = out.clone();
        self.any_group(board, false, 1, &mut |facts| {
            if common(&self.implying, facts, &mut acc) {
                for (o, a) in out.iter_mut().zip(&acc) {
                    *o |= a;
                }
            }
            false
        });
        out
    }

    /// Whether some set of verity cases (the candidates of a cell, the
    /// places of a digit in a house, a candidate true and false) has a
    /// fact common to all its cases.
    pub fn any_common_fact(&self, board: &Board) -> bool {
        let mut acc = vec![0u64; self.implied.words];
        self.any_group(board, true, 2, &mut |cases| {
            common(&self.implied, cases, &mut acc)
        })
    }

    /// Calls `f` with each group of facts of `min` or more: a candidate true
    /// and false; the candidates of a cell, all `truth`; the places of a
    /// digit in a house, all `truth`. Stops when `f` says true, and says
    /// whether it did.
    fn any_group(
        &self,
        board: &Board,
        truth: bool,
        min: usize,
        f: &mut dyn FnMut(&[usize]) -> bool,
    ) -> bool {
        let geo = board.geometry();
        for i in 0..self.n {
            if f(&[i, self.n + i]) {
                return true;
            }
        }
        let mut group = [0usize; 9];
        let mut call = |facts: &mut dyn Iterator<Item = usize>| {
            let mut k = 0;
            for x in facts {
                group[k] = x;
                k += 1;
            }
            k >= min && f(&group[..k])
        };
        for c in board.empty_cells() {
            if call(&mut board.candidates(c).iter().map(|d| self.fact(c, d, truth))) {
                return true;
            }
        }
        for h in geo.houses() {
            for d in 1..=geo.size as u8 {
                let places = board.digit_cells(d) & geo.house(h);
                if call(&mut places.iter().map(|q| self.fact(q, d, truth))) {
                    return true;
                }
            }
        }
        false
    }

    /// Whether `premise` implies `fact` (fact indices as [`Closure::fact`]).
    #[cfg(test)]
    pub fn implies(&self, premise: usize, fact: usize) -> bool {
        has(self.implied.row(premise), fact)
    }

    /// The fact "cell is (or is not) digit" in [`Closure::breaking_premises`].
    pub fn fact(&self, cell: Cell, digit: u8, truth: bool) -> usize {
        let i = self.index[slot(cell, digit)] as usize;
        if truth {
            i
        } else {
            self.n + i
        }
    }
}

/// Whether bit `i` of a bit set (a row, or [`Closure::breaking_premises`]) is set.
pub(crate) fn has(bits: &[u64], i: usize) -> bool {
    bits[i / 64] >> (i % 64) & 1 == 1
}

/// The intersection of the rows of `facts` (one or more), into `acc`;
/// whether it is not empty.
fn common(rows: &Rows, facts: &[usize], acc: &mut [u64]) -> bool {
    acc.copy_from_slice(rows.row(facts[0]));
    for &f in &facts[1..] {
        let mut any = 0;
        for (a, b) in acc.iter_mut().zip(rows.row(f)) {
            *a &= b;
            any |= *a;
        }
        if any == 0 {
            return false;
        }
    }
    acc.iter().any(|&x| x != 0)
}

/// For each of `nodes` nodes, the set of nodes it reaches (itself
/// included) along `links`: Tarjan's strongly connected components, whose
/// reaches are filled in the order Tarjan closes them (every part a
/// component reaches is closed before it).
fn reach(nodes: usize, links: &[(u16, u16)]) -> Rows {
    let words = nodes.div_ceil(64).max(1);
    // Adjacency in compressed rows.
    let mut start = vec![0u32; nodes + 1];
    for &(a, _) in links {
        start[a as usize + 1] += 1;
    }
    for k in 0..nodes {
        start[k + 1] += start[k];
    }
    let mut fill = start.clone();
    let mut next = vec![0u16; links.len()];
    for &(a, b) in links {
        next[fill[a as usize] as usize] = b;
        fill[a as usize] += 1;
    }
    const UNSEEN: u32 = u32::MAX;
    let mut order = vec![UNSEEN; nodes];
    let mut low = vec![0u32; nodes];
    let mut comp = vec![UNSEEN; nodes];
    let mut stack: Vec<u16> = Vec::with_capacity(nodes);
    // (node, next link to look at)
    let mut calls: Vec<(u16, u32)> = Vec::with_capacity(nodes);
    let mut comp_bits: Vec<u64> = Vec::with_capacity(nodes * words);
    let mut counter = 0u32;
    let mut comps = 0u32;
    for root in 0..nodes {
        if order[root] != UNSEEN {
            continue;
        }
        order[root] = counter;
        low[root] = counter;
        counter += 1;
        stack.push(root as u16);
        calls.push((root as u16, start[root]));
        while let Some(&mut (v, ref mut at)) = calls.last_mut() {
            let v = v as usize;
            if *at < start[v + 1] {
                let u = next[*at as usize] as usize;
                *at += 1;
                if order[u] == UNSEEN {
                    order[u] = counter;
                    low[u] = counter;
                    counter += 1;
                    stack.push(u as u16);
                    calls.push((u as u16, start[u]));
                } else if comp[u] == UNSEEN {
                    low[v] = low[v].min(order[u]);
                }
                continue;
            }
            calls.pop();
            if let Some(&(parent, _)) = calls.last() {
                let p = parent as usize;
                low[p] = low[p].min(low[v]);
            }
            if low[v] != order[v] {
                continue;
            }
            // v closes a component: its members are on the stack above it.
            let base = comp_bits.len();
            comp_bits.resize(base + words, 0);
            let mut k = stack.len();
            loop {
                k -= 1;
                let m = stack[k] as usize;
                comp[m] = comps;
                comp_bits[base + m / 64] |= 1 << (m % 64);
                if m == v {
                    break;
                }
            }
            for &m in &stack[k..] {
                let m = m as usize;
                for &u in &next[start[m] as usize..start[m + 1] as usize] {
                    let cu = comp[u as usize];
                    if cu != comps {
                        let from = cu as usize * words;
                        for j in 0..words {
                            comp_bits[base + j] |= comp_bits[from + j];
                        }
                    }
                }
            }
            stack.truncate(k);
            comps += 1;
        }
    }
    let mut bits = vec![0u64; nodes * words];
    for v in 0..nodes {
        let from = comp[v] as usize * words;
        bits[v * words..(v + 1) * words].copy_from_slice(&comp_bits[from..from + words]);
    }
    Rows { words, bits }
}
