//! # Nice loops: chains that come back to where they started
//!
//! **Continuous.** An AIC `A = ... = Z` whose ends are also weakly linked
//! (`Z - A`) closes into a loop that alternates strong and weak all the way
//! round. Going round from any node, "false" forces "true" and "true"
//! forces "false", so every link holds both ways: exactly one end of each
//! weak link is true. Each weak link then acts as a strong one, and a
//! candidate weakly linked to both of its ends goes: the same digit in cells
//! seeing both ends, or the other digits of a cell whose two digits the loop
//! links.
//!
//! ```text
//!   (5)r1c1 = r1c4 - r5c4 = r5c2 - r1c2 = (5)r1c1    (a loop on 5)
//!   weak links r1c4-r5c4 (column 4), r5c2-r1c2 (column 2), and so on:
//!   5 leaves the rest of those columns.
//! ```
//!
//! **Discontinuous.** A loop that meets itself with two links of the same
//! kind at one candidate:
//!
//! * two strong links: `(5)r1c1 = ... = (5)r1c1`: if r1c1 is not 5, it is 5,
//!   so it *is* 5;
//! * two weak links: `(5)r1c1 - ... - (5)r1c1`: if r1c1 were 5, it would not
//!   be, so it is not (every candidate an AIC removes is such a loop);
//! * two strong links on two digits of a cell: `(3)r1c1 = ... = (7)r1c1`:
//!   the cell is 3 or 7, its other digits go.
//!
//! The grouped forms allow group nodes (see `aic.rs`).

use super::aic::{drive, path_nodes};
use super::graph::{weak_candidates, NodeId, NodeSet};
use super::{
    alternating, chain_eliminations, chain_placements, ends_key, is_chain, is_simple, Chain,
    ChainKind, Finding, LinkKind, MAX_CHAIN_LINKS,
};
use crate::grid::Board;
use crate::strategies::{Effects, Strategy};

fn continuous(board: &Board, grouped: bool) -> Vec<Chain> {
    let kind = if grouped {
        ChainKind::GroupedContinuousNiceLoop
    } else {
        ChainKind::ContinuousNiceLoop
    };
    let mut done = 0;
    drive(board, grouped, |s, graph, rb| {
        rb.feed(
            graph,
            &s.closures[done..],
            |_| None,
            |_, path| {
                if !is_simple(graph, path) {
                    return None;
                }
                let mut nodes = path_nodes(graph, path);
                nodes.push(nodes[0]);
                let mut links = alternating(path.len() - 1);
                links.push(LinkKind::Weak);
                is_chain(board, kind, &nodes, &links)
            },
        );
        done = s.closures.len();
    })
}

fn discontinuous(board: &Board, grouped: bool) -> Vec<Chain> {
    let kind = if grouped {
        ChainKind::GroupedDiscontinuousNiceLoop
    } else {
        ChainKind::DiscontinuousNiceLoop
    };
    // Loops are fed rank by rank (rank = links of the loop): placements and
    // cell pairs of that length, and the loops `Z - start = ... = end - Z`
    // around the AICs two links shorter, one per candidate Z they remove.
    let mut next_rank = 1;
    let (mut placed, mut paired, mut aic) = (0, 0, 0);
    drive(board, grouped, |s, graph, rb| {
        // Everything is known up to the sweep's layer, or to the end.
        let known = if s.finished() {
            MAX_CHAIN_LINKS + 2
        } else {
            s.layer()
        };
        while next_rank <= known && !rb.full() {
            let r = next_rank;
            let mut batch: Vec<Finding> = Vec::new();
            while placed < s.placements.len() && s.placements[placed].rank <= r {
                batch.push(s.placements[placed]);
                placed += 1;
            }
            while paired < s.cell_pairs.len() && s.cell_pairs[paired].rank <= r {
                batch.push(s.cell_pairs[paired]);
                paired += 1;
            }
            while aic < s.aics.len() && s.aics[aic].len + 2 <= r {
                let f = s.aics[aic];
                let ws = weak_candidates(board, f.start.digit(), graph.cells_of(f.start));
                ends_key(graph, &ws, f.end).for_each(|z| {
                    batch.push(Finding {
                        rank: f.len + 2,
                        extra: Some(z),
                        ..f
                    });
                });
                aic += 1;
            }
            batch.sort_unstable();
            rb.feed(
                graph,
                &batch,
                |f| {
                    f.extra.map(|z| {
                        let mut k = NodeSet::EMPTY;
                        k.insert(z);
                        k
                    })
                },
                |f, path| {
                    let (nodes, links) = match f.extra {
                        Some(z) => {
                            let mut around: Vec<NodeId> = vec![z];
                            around.extend_from_slice(path);
                            if !is_simple(graph, &around) {
                                return None;
                            }
                            let mut nodes = path_nodes(graph, &around);
                            nodes.push(nodes[0]);
                            let mut links = vec![LinkKind::Weak];
                            links.extend(alternating(path.len() - 1));
                            links.push(LinkKind::Weak);
                            (nodes, links)
                        }
                        None => {
                            // A placement path ends on its start: check the rest.
                            let body = if f.start == f.end {
                                &path[..path.len() - 1]
                            } else {
                                path
                            };
                            if !is_simple(graph, body) {
                                return None;
                            }
                            (path_nodes(graph, path), alternating(path.len() - 1))
                        }
                    };
                    is_chain(board, kind, &nodes, &links)
                },
            );
            next_rank += 1;
        }
    })
}

/// Every productive continuous nice loop without groups, shortest first,
/// one per distinct elimination set, at most [`super::MAX_CHAINS`].
pub fn find_continuous_nice_loops(board: &Board) -> Vec<Chain> {
    continuous(board, false)
}

/// Every productive continuous nice loop with at least one group node.
pub fn find_grouped_continuous_nice_loops(board: &Board) -> Vec<Chain> {
    continuous(board, true)
}

/// Every productive discontinuous nice loop without groups: placements,
/// cells narrowed to two digits, and single eliminations; shortest first,
/// one per distinct effect, at most [`super::MAX_CHAINS`].
pub fn find_discontinuous_nice_loops(board: &Board) -> Vec<Chain> {
    discontinuous(board, false)
}

/// Every productive discontinuous nice loop with at least one group node.
pub fn find_grouped_discontinuous_nice_loops(board: &Board) -> Vec<Chain> {
    discontinuous(board, true)
}

fn loop_effects(board: &Board, c: &Chain) -> Effects {
    Effects {
        placements: chain_placements(board, c),
        eliminations: chain_eliminations(board, c),
    }
}

macro_rules! loop_strategy {
    ($name:ident, $find:ident, $doc:literal) => {
        #[doc = $doc]
        pub struct $name;
        impl Strategy for $name {
            type Found = Chain;
            fn find(board: &Board) -> Vec<Chain> {
                $find(board)
            }
            fn effects(board: &Board, c: &Chain) -> Effects {
                loop_effects(board, c)
            }
        }
    };
}

loop_strategy!(
    ContinuousNiceLoops,
    find_continuous_nice_loops,
    "Continuous nice loops as a strategy."
);
loop_strategy!(
    GroupedContinuousNiceLoops,
    find_grouped_continuous_nice_loops,
    "Grouped continuous nice loops as a strategy."
);
loop_strategy!(
    DiscontinuousNiceLoops,
    find_discontinuous_nice_loops,
    "Discontinuous nice loops as a strategy."
);
loop_strategy!(
    GroupedDiscontinuousNiceLoops,
    find_grouped_discontinuous_nice_loops,
    "Grouped discontinuous nice loops as a strategy."
);
