//! # AIC: Alternating Inference Chains (and their grouped form)
//!
//! The general chain: any strong and weak links between candidates, in
//! turn, starting and ending with a strong link. Links may jump between
//! digits inside a cell (`(4=9)r6c1`: the cell is 4 or 9) and between cells
//! on one digit (`r1c4-r5c4`: not both 5).
//!
//! ```text
//!   (5)r1c1 = r1c4 - (5=3)r5c4 - r5c7 = (3)r2c7
//!
//!   if r1c1 is not 5 -> r1c4 is 5 -> r5c4 is not 5, so 3 -> r5c7 is not 3
//!                    -> r2c7 is 3
//! ```
//!
//! One of the two ends is true, so a candidate *weakly linked to both* is
//! false:
//!
//! * **type 1**, same digit at both ends: the digit leaves every cell that
//!   sees both ends;
//! * **type 2**, different digits `x` and `y` at ends that see each other:
//!   the end holding `x` loses `y`, and the other end loses `x`.
//!
//! Ends in one cell make a discontinuous nice loop instead (see
//! `nice_loops.rs`). A *grouped* AIC also uses group nodes: a digit's two or
//! three cells in a box/line intersection, true when the digit is in one of
//! them (`(3)r1c12`). Grouped AICs are reported only when no chain without
//! groups links the same two ends as briefly.

use super::graph::{weak_candidates, Graph, Lockstep, NodeId, Rules, Tables};
use super::{
    alternating, chain_eliminations, chain_node, ends_key, is_chain, Chain, ChainKind, ChainNode,
    Finding, Rebuilder, MAX_CHAIN_LINKS,
};
use crate::grid::Board;
use crate::strategies::common::strategy;
use std::cell::RefCell;
use std::rc::Rc;

/// When a sweep holds this many AIC findings, it stops recording more
/// (longer) ones and looks only for continuous loops: the AIC and
/// discontinuous-loop finders need a few distinct chains, found long before.
const AIC_ENOUGH: usize = 2000;

/// The general search on one board, shared by the AIC and nice-loop
/// finders: every node with a strong link is a start, all starts advance in
/// lockstep, and the findings are sorted into the strategies they serve. A
/// chain and its reverse are one finding (start before end). The sweep is
/// resumable: each finder advances it only as far as it needs.
pub(crate) struct Sweep {
    grouped: bool,
    tables: Rc<Tables>,
    pub lock: Lockstep,
    /// For a grouped sweep, the plain one: chains it finds as short need no group.
    plain: Option<Rc<RefCell<Sweep>>>,
    /// Productive AICs (ends in different cells, at least three links).
    pub aics: Vec<Finding>,
    /// Productive AICs whose ends are weakly linked: continuous loops.
    pub closures: Vec<Finding>,
    /// Chains from a candidate back to itself: it is true.
    pub placements: Vec<Finding>,
    /// Chains between two digits of one cell that has more.
    pub cell_pairs: Vec<Finding>,
}

fn rules(grouped: bool) -> Rules {
    if grouped {
        Rules::GROUPED
    } else {
        Rules::PLAIN
    }
}

impl Sweep {
    fn new(board: &Board, grouped: bool) -> Sweep {
        let graph = Graph::new(board, rules(grouped), None);
        Sweep {
            grouped,
            tables: Rc::clone(&graph.t),
            lock: Lockstep::new(&graph),
            plain: grouped.then(|| sweep(board, false)),
            aics: Vec::new(),
            closures: Vec::new(),
            placements: Vec::new(),
            cell_pairs: Vec::new(),
        }
    }

    /// The graph searched (the board must be the one swept).
    pub fn graph<'b>(&self, board: &'b Board) -> Graph<'b> {
        Graph::with_tables(board, rules(self.grouped), Rc::clone(&self.tables))
    }

    /// Links of the longest chains searched so far: every finding of that
    /// length or less is known.
    pub fn layer(&self) -> usize {
        self.lock.layer
    }

    /// Whether there is nothing more to find.
    pub fn finished(&self) -> bool {
        self.lock.finished(MAX_CHAIN_LINKS)
    }

    /// Whether the plain sweep finds `start = ... = end` in `len` links.
    fn plain_has(&self, board: &Board, f: &Finding) -> bool {
        let Some(p) = &self.plain else {
            return false;
        };
        let mut p = p.borrow_mut();
        while p.layer() < f.len && !p.finished() {
            p.advance(board);
        }
        let closure = Finding {
            rank: f.len + 1,
            ..*f
        };
        [&p.aics, &p.placements, &p.cell_pairs]
            .iter()
            .any(|v| v.binary_search(f).is_ok())
            || p.closures.binary_search(&closure).is_ok()
    }

    /// Searches on to the next odd layer (chains one strong link longer).
    pub fn advance(&mut self, board: &Board) {
        let graph = self.graph(board);
        loop {
            if self.finished() {
                return;
            }
            self.lock.step(&graph);
            let len = self.lock.layer;
            if len % 2 == 0 {
                continue;
            }
            let mut batch: Vec<(Finding, bool)> = Vec::new();
            // Past AIC_ENOUGH findings, only loops are still looked for.
            let only_loops = self.aics.len() >= AIC_ENOUGH;
            self.lock
                .productive_pairs(&graph, only_loops, |start, end, closes, gain| {
                    let f = Finding {
                        rank: len,
                        len,
                        start,
                        end,
                        extra: None,
                        gain,
                    };
                    match (start.as_cell(), end.as_cell()) {
                        // Ends in one cell: a placement or a cell narrowed to two
                        // digits (productive means the cell has more).
                        (Some(a), Some(b)) if a == b => batch.push((f, false)),
                        _ if len >= 3 => batch.push((f, closes)),
                        _ => {}
                    }
                });
            batch.sort_unstable();
            for (f, closes) in batch {
                if self.grouped && self.plain_has(board, &f) {
                    continue;
                }
                if f.start.as_cell().is_some() && f.start.as_cell() == f.end.as_cell() {
                    if f.start == f.end {
                        self.placements.push(f);
                    } else {
                        self.cell_pairs.push(f);
                    }
                } else {
                    if !only_loops {
                        self.aics.push(f);
                    }
                    if closes {
                        self.closures.push(Finding { rank: len + 1, ..f });
                    }
                }
            }
            return;
        }
    }
}

/// A sweep kept for a board (and whether it is the grouped one).
type CachedSweep = (Board, bool, Rc<RefCell<Sweep>>);

thread_local! {
    /// The last sweeps (one plain, one grouped) and their boards: the AIC and
    /// loop finders run one after another on the same board and share them.
    static SWEEPS: RefCell<Vec<CachedSweep>> = const { RefCell::new(Vec::new()) };
}

/// The sweep of `board` (with group nodes when `grouped`), from the cache
/// when the same board was swept last.
pub(crate) fn sweep(board: &Board, grouped: bool) -> Rc<RefCell<Sweep>> {
    let cached = SWEEPS.with(|c| {
        c.borrow()
            .iter()
            .find(|(b, g, _)| *g == grouped && b == board)
            .map(|(_, _, s)| Rc::clone(s))
    });
    if let Some(s) = cached {
        return s;
    }
    let s = Rc::new(RefCell::new(Sweep::new(board, grouped)));
    SWEEPS.with(|c| {
        let mut c = c.borrow_mut();
        c.retain(|(_, g, _)| *g != grouped);
        c.push((board.clone(), grouped, Rc::clone(&s)));
    });
    s
}

/// Feeds a sweep's findings to a rebuilder, advancing the sweep until the
/// rebuilder is full or nothing is left. `ready(sweep, from)` returns the
/// findings known to be complete up to the sweep's layer, starting at
/// index `from` of their list, plus the new index.
pub(crate) fn drive(
    board: &Board,
    grouped: bool,
    mut feed: impl FnMut(&Sweep, &Graph, &mut Rebuilder),
) -> Vec<Chain> {
    let sw = sweep(board, grouped);
    let graph = sw.borrow().graph(board);
    let mut rb = Rebuilder::new();
    loop {
        {
            let s = sw.borrow();
            feed(&s, &graph, &mut rb);
            if rb.full() || s.finished() {
                return rb.chains;
            }
        }
        sw.borrow_mut().advance(board);
    }
}

/// The nodes of a path as chain nodes.
pub(crate) fn path_nodes(graph: &Graph, path: &[NodeId]) -> Vec<ChainNode> {
    path.iter().map(|&n| chain_node(graph, n)).collect()
}

/// The sweep of `board`, searched to the end.
pub(crate) fn full_sweep(board: &Board, grouped: bool) -> Rc<RefCell<Sweep>> {
    let sw = sweep(board, grouped);
    loop {
        if sw.borrow().finished() {
            return sw;
        }
        sw.borrow_mut().advance(board);
    }
}

fn aics(board: &Board, grouped: bool) -> Vec<Chain> {
    let kind = if grouped {
        ChainKind::GroupedAic
    } else {
        ChainKind::Aic
    };
    let sw = full_sweep(board, grouped);
    let s = sw.borrow();
    let graph = &s.graph(board);
    let mut order = s.aics.clone();
    order.sort_unstable_by_key(Finding::by_gain);
    let mut rb = Rebuilder::new();
    rb.feed(
        graph,
        &s.lock,
        &order,
        |f| {
            let ws = weak_candidates(board, f.start.digit(), graph.cells_of(f.start));
            Some(ends_key(graph, &ws, f.end))
        },
        |_, path| {
            is_chain(
                board,
                kind,
                &path_nodes(graph, path),
                &alternating(path.len() - 1),
            )
        },
    );
    rb.chains
}

/// Every productive AIC without groups, biggest effect first, then
/// shortest, one per distinct
/// elimination set, at most [`super::MAX_CHAINS`].
pub fn find_aics(board: &Board) -> Vec<Chain> {
    aics(board, false)
}

/// Every productive grouped AIC (at least one group node, and shorter than
/// any chain without groups between the same ends), biggest effect first,
/// then shortest, one per
/// distinct elimination set, at most [`super::MAX_CHAINS`].
pub fn find_grouped_aics(board: &Board) -> Vec<Chain> {
    aics(board, true)
}

strategy!(
    /// AICs as a strategy.
    Aics: Chain = find_aics, eliminates chain_eliminations
);

strategy!(
    /// Grouped AICs as a strategy.
    GroupedAics: Chain = find_grouped_aics, eliminates chain_eliminations
);

#[cfg(test)]
mod tests {
    use super::super::test_support::{run, SX_HARD_3, SX_HARD_6};
    use super::*;

    #[test]
    fn aic_across_digits() {
        // sx_hard #3 after singles: if r7c9 is not 3, r8c9 is (column 9),
        // so r8c9 is not 2, so r8c3 is 2 (row 8), so r9c3 is not 2 but 3
        // (bivalue). One of r7c9 and r9c3 is 3: r7c1-r7c3 lose 3.
        let (_, texts) = run(SX_HARD_3, find_aics);
        assert!(
            texts.contains(
                &"(3)r7c9=(3-2)r8c9=r8c3-(2=3)r9c3 => r7c1<>3, r7c2<>3, r7c3<>3".to_string()
            ),
            "{texts:?}"
        );
    }

    #[test]
    fn grouped_aic() {
        // sx_hard #6 after singles: the chain ends on the group r5c79 (3 in
        // r5c7 or r5c9); the cells of box 6 that see r4c7 lose 3.
        let (_, texts) = run(SX_HARD_6, find_grouped_aics);
        assert!(
            texts.contains(
                &"(3=5)r4c7-r4c2=(5-3)r5c3=r5c79 => r4c8<>3, r6c8<>3, r6c9<>3".to_string()
            ),
            "{texts:?}"
        );
    }

    #[test]
    fn nothing_on_empty_boards() {
        for size in [4, 6, 9] {
            let b = Board::empty(size).unwrap();
            assert!(find_aics(&b).is_empty());
            assert!(find_grouped_aics(&b).is_empty());
        }
    }
}
