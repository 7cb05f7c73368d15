//! The one search the AIC and nice-loop finders share, and how each reads
//! it.
//!
//! A [`Sweep`] runs the graph search ([`super::graph::Lockstep`]) from every
//! node with a strong link at once and sorts what it finds into the
//! strategies it serves: AICs, closures (AICs whose ends are weakly linked:
//! continuous loops), chains from a candidate back to itself (placements)
//! and chains between two digits of one cell. It is resumable: each finder
//! advances it only as far as it needs.
//!
//! The public finders build a fresh sweep on every call (no hidden state).
//! The solver runs six of these strategies one after another on the same
//! board, so its fast paths (`first_steps.rs`: `first_aic` and the like,
//! the `first_cached` of their registry entries) keep the sweeps of the
//! last board in the walkthrough's `Caches` ([`Sweeps`]) and give exactly
//! the same steps. This file imports no lesson: the lessons call it.

use super::graph::{weak_candidates, Graph, Lockstep, NodeId, NodeSet, Rules, Tables};
use super::search::{
    alternating, closed_loop, ends_key, open_chain, path_nodes, Finding, Rebuilder, MAX_CHAINS,
    MAX_CHAIN_LINKS,
};
use super::{is_chain, Chain, ChainKind, LinkKind};
use crate::grid::Board;
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
    /// A sweep not yet started; a grouped one takes its plain sweep from
    /// `sweeps` (the one kept for this board, or a new one kept there).
    fn new(board: &Board, grouped: bool, sweeps: &mut Sweeps) -> Sweep {
        let graph = Graph::new(board, rules(grouped), None);
        Sweep {
            grouped,
            tables: Rc::clone(&graph.t),
            lock: Lockstep::new(&graph),
            plain: grouped.then(|| sweeps.sweep(board, false)),
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
type KeptSweep = (Board, bool, Rc<RefCell<Sweep>>);

/// The sweeps of the last board searched, one plain and one grouped: the
/// AIC and loop strategies run one after another on the same board and
/// share them. The solver keeps one in its [`Caches`]; a fresh one is an
/// uncached search.
#[derive(Default)]
pub(crate) struct Sweeps {
    kept: Vec<KeptSweep>,
}

impl Sweeps {
    /// The sweep of `board` (with group nodes when `grouped`): the kept one
    /// when the same board was swept last, else a new one, kept instead.
    pub fn sweep(&mut self, board: &Board, grouped: bool) -> Rc<RefCell<Sweep>> {
        if let Some((_, _, s)) = self
            .kept
            .iter()
            .find(|(b, g, _)| *g == grouped && b == board)
        {
            return Rc::clone(s);
        }
        let s = Rc::new(RefCell::new(Sweep::new(board, grouped, self)));
        self.kept.retain(|(_, g, _)| *g != grouped);
        self.kept.push((board.clone(), grouped, Rc::clone(&s)));
        s
    }
}

/// Feeds a sweep's findings to a rebuilder, advancing the sweep one layer
/// at a time until the rebuilder is full or nothing is left: `feed(sweep,
/// graph, rebuilder)` runs after each layer, on every finding so far.
fn drive(
    board: &Board,
    grouped: bool,
    limit: usize,
    sweeps: &mut Sweeps,
    mut feed: impl FnMut(&Sweep, &Graph, &mut Rebuilder),
) -> Vec<Chain> {
    let sw = sweeps.sweep(board, grouped);
    let graph = sw.borrow().graph(board);
    let mut rb = Rebuilder::with_limit(limit);
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

/// The sweep of `board`, searched to the end.
fn full_sweep(board: &Board, grouped: bool, sweeps: &mut Sweeps) -> Rc<RefCell<Sweep>> {
    let sw = sweeps.sweep(board, grouped);
    loop {
        if sw.borrow().finished() {
            return sw;
        }
        sw.borrow_mut().advance(board);
    }
}

/// The AICs of a sweep (see [`super::aic::find_aics`]).
pub(crate) fn aic_chains(board: &Board, grouped: bool, sweeps: &mut Sweeps) -> Vec<Chain> {
    aic_chains_upto(board, grouped, MAX_CHAIN_LINKS, sweeps)
}

/// [`aic_chains`] of at most `max_links` links: the sweep goes only that
/// deep (the rating's short chains need no more).
pub(crate) fn aic_chains_upto(
    board: &Board,
    grouped: bool,
    max_links: usize,
    sweeps: &mut Sweeps,
) -> Vec<Chain> {
    aic_chains_within(board, grouped, max_links, MAX_CHAINS, sweeps)
}

/// [`aic_chains_upto`], up to `limit` chains instead of [`MAX_CHAINS`].
pub(crate) fn aic_chains_within(
    board: &Board,
    grouped: bool,
    max_links: usize,
    limit: usize,
    sweeps: &mut Sweeps,
) -> Vec<Chain> {
    let kind = if grouped {
        ChainKind::GroupedAic
    } else {
        ChainKind::Aic
    };
    let sw = sweeps.sweep(board, grouped);
    loop {
        {
            let s = sw.borrow();
            if s.finished() || s.layer() >= max_links {
                break;
            }
        }
        sw.borrow_mut().advance(board);
    }
    let s = sw.borrow();
    let graph = &s.graph(board);
    let mut order: Vec<Finding> = s
        .aics
        .iter()
        .filter(|f| f.len <= max_links)
        .copied()
        .collect();
    order.sort_unstable_by_key(Finding::by_gain);
    let mut rb = Rebuilder::with_limit(limit);
    rb.feed(
        graph,
        &s.lock,
        &order,
        |f| {
            let ws = weak_candidates(board, f.start.digit(), graph.cells_of(f.start));
            Some(ends_key(graph, &ws, f.end))
        },
        |_, path| open_chain(graph, kind, path),
    );
    rb.chains
}

/// The continuous nice loops of a sweep, shortest first (see
/// [`super::nice_loops::find_continuous_nice_loops`]): the search goes only
/// as deep as the loops it needs.
pub(crate) fn continuous_loops(board: &Board, grouped: bool, sweeps: &mut Sweeps) -> Vec<Chain> {
    continuous_loops_upto(board, grouped, MAX_CHAINS, sweeps)
}

/// [`continuous_loops`], up to `limit` loops.
pub(crate) fn continuous_loops_upto(
    board: &Board,
    grouped: bool,
    limit: usize,
    sweeps: &mut Sweeps,
) -> Vec<Chain> {
    let kind = if grouped {
        ChainKind::GroupedContinuousNiceLoop
    } else {
        ChainKind::ContinuousNiceLoop
    };
    let mut done = 0;
    drive(board, grouped, limit, sweeps, |s, graph, rb| {
        rb.feed(
            graph,
            &s.lock,
            &s.closures[done..],
            |_| None,
            |_, path| closed_loop(graph, kind, path),
        );
        done = s.closures.len();
    })
}

/// The discontinuous nice loops of a sweep (see
/// [`super::nice_loops::find_discontinuous_nice_loops`]).
pub(crate) fn discontinuous_loops(board: &Board, grouped: bool, sweeps: &mut Sweeps) -> Vec<Chain> {
    discontinuous_loops_upto(board, grouped, MAX_CHAINS, sweeps)
}

/// [`discontinuous_loops`], up to `limit` loops.
pub(crate) fn discontinuous_loops_upto(
    board: &Board,
    grouped: bool,
    limit: usize,
    sweeps: &mut Sweeps,
) -> Vec<Chain> {
    let kind = if grouped {
        ChainKind::GroupedDiscontinuousNiceLoop
    } else {
        ChainKind::DiscontinuousNiceLoop
    };
    let sw = full_sweep(board, grouped, sweeps);
    let s = sw.borrow();
    let graph = &s.graph(board);
    let build = |f: &Finding, path: &[NodeId]| {
        let (nodes, links) = match f.extra {
            Some(z) => {
                // Z - start = ... = end - Z.
                let mut around: Vec<NodeId> = vec![z];
                around.extend_from_slice(path);
                let mut nodes = path_nodes(graph, &around);
                nodes.push(nodes[0]);
                let mut links = vec![LinkKind::Weak];
                links.extend(alternating(path.len() - 1));
                links.push(LinkKind::Weak);
                (nodes, links)
            }
            None => (path_nodes(graph, path), alternating(path.len() - 1)),
        };
        is_chain(board, kind, &nodes, &links)
    };
    // Placements and cells narrowed to two digits first, biggest effect
    // first (a placement counts the digits it removes, plus one).
    let mut first: Vec<Finding> = s
        .placements
        .iter()
        .chain(&s.cell_pairs)
        .map(|f| {
            let c = f.start.as_cell().unwrap_or_default();
            let n = board.candidates(c).len();
            let gain = if f.start == f.end { n } else { n - 2 };
            Finding {
                gain: gain as u8,
                ..*f
            }
        })
        .collect();
    first.sort_unstable_by_key(Finding::by_gain);
    let mut rb = Rebuilder::with_limit(limit);
    rb.feed(graph, &s.lock, &first, |_| None, build);
    // Then one loop `Z - start = ... = end - Z` per candidate Z an AIC
    // removes, around the shortest such AIC.
    let mut r = 0;
    while !rb.full() && r < s.aics.len() {
        let len = s.aics[r].len;
        let mut batch: Vec<Finding> = Vec::new();
        while r < s.aics.len() && s.aics[r].len == len {
            let f = s.aics[r];
            let ws = weak_candidates(board, f.start.digit(), graph.cells_of(f.start));
            ends_key(graph, &ws, f.end).for_each(|z| {
                batch.push(Finding {
                    rank: f.len + 2,
                    extra: Some(z),
                    gain: 1,
                    ..f
                });
            });
            r += 1;
        }
        batch.sort_unstable();
        rb.feed(
            graph,
            &s.lock,
            &batch,
            |f| {
                f.extra.map(|z| {
                    let mut k = NodeSet::EMPTY;
                    k.insert(z);
                    k
                })
            },
            build,
        );
    }
    rb.chains
}
