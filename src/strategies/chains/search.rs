//! How the chain finders turn the graph search ([`super::graph`]) into a
//! short list of chains: collect (length, start, end) findings, order them
//! (biggest effect first, then shortest), rebuild each chain from the
//! search's layers, keep one chain per distinct effect, stop at
//! [`MAX_CHAINS`]. X-Chains and XY-Chains run [`find_open_chains`]; AICs and
//! nice loops read one shared search (`sweep.rs`).

use super::graph::{self, weak_candidates, Graph, NodeId, NodeSet};
use super::{chain_placements, elimination_set, is_chain, Chain, ChainKind, ChainNode, LinkKind};
use crate::grid::{Board, Candidate};

/// Longest AIC searched, in links (an odd number). Loops built on such a
/// chain are one link (continuous) or two links (discontinuous) longer.
/// (17 covers every chain of HoDoKu's regression library that we handle.)
pub const MAX_CHAIN_LINKS: usize = 17;

/// The chain finders list at most this many chains per board and
/// strategy, one per distinct effect: there are far too many chains to list
/// them all (`Listing::UpTo(MAX_CHAINS)`).
pub const MAX_CHAINS: usize = 20;

/// One chain the search found, before it is rebuilt: `len` links from
/// `start` (assumed false) to `end` (then true), plus a candidate `extra`
/// for chains built around it (discontinuous loops). Findings sort by
/// `rank` (the length of the finished chain) first.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(crate) struct Finding {
    pub rank: usize,
    pub len: usize,
    pub start: NodeId,
    pub end: NodeId,
    pub extra: Option<NodeId>,
    /// How many candidates the chain removes (or its effect's size).
    pub gain: u8,
}

impl Finding {
    /// The order chains are reported in: biggest effect first (that is the
    /// step a solver wants), then shortest.
    pub fn by_gain(&self) -> (std::cmp::Reverse<u8>, usize, NodeId, NodeId, Option<NodeId>) {
        (
            std::cmp::Reverse(self.gain),
            self.rank,
            self.start,
            self.end,
            self.extra,
        )
    }
}

/// The effect of a chain, for keeping one chain per effect.
pub(crate) type EffectKey = (NodeSet, Vec<Candidate>);

/// A cheap fingerprint of an effect, to rule out most duplicates quickly.
fn fingerprint(set: &NodeSet) -> u64 {
    let mut h = 0u64;
    for d in 1..10 {
        h = (h ^ set.cells[d].0 as u64 ^ (set.cells[d].0 >> 64) as u64)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .rotate_left(17);
    }
    h
}

/// Turns findings into chains in the order given, keeping the first chain per
/// distinct effect, at most `limit` (the finders' [`MAX_CHAINS`] unless
/// asked for more or fewer).
pub(crate) struct Rebuilder {
    pub chains: Vec<Chain>,
    effects: Vec<(u64, EffectKey)>,
    limit: usize,
}

impl Rebuilder {
    /// A rebuilder that keeps up to `limit` chains.
    pub fn with_limit(limit: usize) -> Rebuilder {
        Rebuilder {
            chains: Vec::new(),
            effects: Vec::new(),
            limit,
        }
    }

    /// Whether enough chains are kept.
    pub fn full(&self) -> bool {
        self.chains.len() >= self.limit
    }

    fn known(&self, key: &EffectKey) -> bool {
        let h = fingerprint(&key.0);
        self.effects.iter().any(|(f, k)| *f == h && k == key)
    }

    /// Takes `findings` of the search `lock` in the order given. `quick_key` gives a finding's effect when
    /// it is known without the path (so duplicates are skipped cheaply);
    /// `build` turns a finding and its path (start .. end) into a chain, or
    /// None to skip it.
    pub fn feed<'a>(
        &mut self,
        graph: &Graph,
        lock: &graph::Lockstep,
        findings: impl IntoIterator<Item = &'a Finding>,
        quick_key: impl Fn(&Finding) -> Option<NodeSet>,
        mut build: impl FnMut(&Finding, &[NodeId]) -> Option<Chain>,
    ) {
        for f in findings {
            if self.full() {
                return;
            }
            if let Some(k) = quick_key(f) {
                if self.known(&(k, Vec::new())) {
                    continue;
                }
            }
            let avoid: &[NodeId] = match &f.extra {
                Some(z) => std::slice::from_ref(z),
                None => &[],
            };
            let Some(path) = lock.path(graph, f.start, f.len, f.end, avoid) else {
                continue;
            };
            let Some(chain) = build(f, &path) else {
                continue;
            };
            let key = (
                elimination_set(graph.board, &chain),
                chain_placements(graph.board, &chain),
            );
            if (key.0.is_empty() && key.1.is_empty()) || self.known(&key) {
                continue;
            }
            self.effects.push((fingerprint(&key.0), key));
            self.chains.push(chain);
        }
    }
}

/// Up to [`MAX_CHAINS`] productive open chains `start = ... = end` of
/// `kind` under `rules` (nodes limited to `mask`): all starts are searched
/// at once, breadth first; chains are reported biggest effect first, then
/// shortest, one per distinct effect. `accept(start, end, len)` says
/// which ends make a chain of the kind.
pub(crate) fn find_open_chains(
    board: &Board,
    rules: graph::Rules,
    mask: Option<NodeSet>,
    max_len: usize,
    kind: ChainKind,
    limit: usize,
    accept: impl Fn(NodeId, NodeId, usize) -> bool,
) -> Vec<Chain> {
    let graph = Graph::new(board, rules, mask);
    let mut lock = graph::Lockstep::new(&graph);
    let mut findings: Vec<Finding> = Vec::new();
    while !lock.finished(max_len) {
        lock.step(&graph);
        let len = lock.layer;
        if len % 2 == 0 {
            continue;
        }
        lock.productive_pairs(&graph, false, |start, end, _, gain| {
            if end != start && accept(start, end, len) {
                findings.push(Finding {
                    rank: len,
                    len,
                    start,
                    end,
                    extra: None,
                    gain,
                });
            }
        });
    }
    findings.sort_unstable_by_key(Finding::by_gain);
    let mut rb = Rebuilder::with_limit(limit);
    rb.feed(
        &graph,
        &lock,
        &findings,
        |f| {
            let ws = weak_candidates(board, f.start.digit(), graph.cells_of(f.start));
            Some(ends_key(&graph, &ws, f.end))
        },
        |_, path| open_chain(&graph, kind, path),
    );
    rb.chains
}

/// Up to `limit` productive continuous loops of `kind` under `rules` (nodes
/// limited to `mask`), shortest first, one per distinct effect: the chains
/// `start = ... = end` whose ends are weakly linked, closed by that link.
pub(crate) fn find_closed_chains(
    board: &Board,
    rules: graph::Rules,
    mask: Option<NodeSet>,
    max_len: usize,
    kind: ChainKind,
    limit: usize,
) -> Vec<Chain> {
    let graph = Graph::new(board, rules, mask);
    let mut lock = graph::Lockstep::new(&graph);
    let mut rb = Rebuilder::with_limit(limit);
    while !lock.finished(max_len) && !rb.full() {
        lock.step(&graph);
        let len = lock.layer;
        if len % 2 == 0 || len < 3 {
            continue;
        }
        let mut findings: Vec<Finding> = Vec::new();
        lock.productive_pairs(&graph, true, |start, end, _, gain| {
            if start.as_cell() != end.as_cell() {
                findings.push(Finding {
                    rank: len + 1,
                    len,
                    start,
                    end,
                    extra: None,
                    gain,
                });
            }
        });
        findings.sort_unstable();
        rb.feed(
            &graph,
            &lock,
            &findings,
            |_| None,
            |_, path| closed_loop(&graph, kind, path),
        );
    }
    rb.chains
}

/// What the open chain `start = ... = end` removes: the candidates weakly
/// linked to both ends (`weak_start` holds those of the start).
pub(crate) fn ends_key(graph: &Graph, weak_start: &NodeSet, end: NodeId) -> NodeSet {
    graph::common_cells(
        weak_start,
        &weak_candidates(graph.board, end.digit(), graph.cells_of(end)),
    )
}

/// The open chain `start = ... = end` of `kind` along `path`, if it is one.
pub(crate) fn open_chain(graph: &Graph, kind: ChainKind, path: &[NodeId]) -> Option<Chain> {
    is_chain(
        graph.board,
        kind,
        &path_nodes(graph, path),
        &alternating(path.len() - 1),
    )
}

/// The loop of `kind` along `path` (`start = ... = end`), closed by the
/// weak link from its end back to its start, if it is one.
pub(crate) fn closed_loop(graph: &Graph, kind: ChainKind, path: &[NodeId]) -> Option<Chain> {
    let mut nodes = path_nodes(graph, path);
    nodes.push(nodes[0]);
    let mut links = alternating(path.len() - 1);
    links.push(LinkKind::Weak);
    is_chain(graph.board, kind, &nodes, &links)
}

/// The nodes of a path as chain nodes.
pub(crate) fn path_nodes(graph: &Graph, path: &[NodeId]) -> Vec<ChainNode> {
    path.iter().map(|&n| chain_node(graph, n)).collect()
}

/// The chain node of a graph node.
pub(crate) fn chain_node(graph: &Graph, n: NodeId) -> ChainNode {
    ChainNode::group(graph.cells_of(n), n.digit())
}

/// Alternating links for a path that starts with a strong link.
pub(crate) fn alternating(len: usize) -> Vec<LinkKind> {
    (0..len)
        .map(|i| {
            if i % 2 == 0 {
                LinkKind::Strong
            } else {
                LinkKind::Weak
            }
        })
        .collect()
}
