//! The logical solver: take the easiest step that makes progress, apply it,
//! repeat, until the puzzle is solved or no allowed strategy helps.
//!
//! ```text
//!   board --(easiest productive step)--> board' --> ... --> solved | stuck
//!             full-house, naked-single, hidden-single, locked-pair, ...
//! ```
//!
//! The result is a [`Walkthrough`]: the starting board, every step in order
//! (each a [`Step`] with its pattern, explanation and highlights), the final
//! board and how it ended. Which strategies may be used is up to the caller.

use crate::grid::Board;
use crate::step::Step;
use crate::strategies::{self, StrategyInfo, REGISTRY};
use serde::Serialize;

/// How a walkthrough ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// Every cell filled, no house repeats a digit.
    Solved,
    /// No allowed strategy makes progress.
    Stuck,
    /// The position broke down: a cell lost its last candidate or a step
    /// could not be applied. Happens only on puzzles without a solution.
    Contradiction,
}

impl std::fmt::Display for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Status::Solved => "solved",
            Status::Stuck => "stuck",
            Status::Contradiction => "contradiction",
        })
    }
}

/// A solve, step by step.
#[derive(Clone, Debug)]
pub struct Walkthrough {
    pub start: Board,
    pub steps: Vec<Step>,
    pub end: Board,
    pub status: Status,
}

impl Walkthrough {
    /// The board before step `i` (`i == steps.len()` gives the final board).
    pub fn board_before(&self, i: usize) -> Board {
        let mut b = self.start.clone();
        for s in self.steps.iter().take(i) {
            // Steps were applied successfully when recorded.
            let _ = s.apply(&mut b);
        }
        b
    }

    /// How many steps each strategy contributed, in registry order.
    pub fn histogram(&self) -> Vec<(&'static str, usize)> {
        let mut out: Vec<(&'static str, usize)> = Vec::new();
        for info in REGISTRY {
            let n = self.steps.iter().filter(|s| s.strategy == info.id).count();
            if n > 0 {
                out.push((info.id, n));
            }
        }
        out
    }
}

/// A logical solver with a chosen set of strategies.
#[derive(Clone, Debug)]
pub struct Solver {
    strategies: Vec<&'static StrategyInfo>,
}

impl Default for Solver {
    fn default() -> Self {
        Solver::new()
    }
}

impl Solver {
    /// A solver with every registered strategy.
    pub fn new() -> Solver {
        Solver {
            strategies: REGISTRY.iter().collect(),
        }
    }

    /// A solver with only the named strategies (ids), tried easiest first.
    pub fn with(ids: &[&str]) -> Result<Solver, String> {
        let mut strategies = Vec::new();
        for id in ids {
            match strategies::by_id(id) {
                Some(s) => strategies.push(s),
                None => {
                    return Err(format!(
                        "unknown strategy '{id}'; known: {}",
                        strategies::ids().join(", ")
                    ))
                }
            }
        }
        strategies.sort_by_key(|s| s.difficulty);
        Ok(Solver { strategies })
    }

    /// The strategies in the order they are tried.
    pub fn strategies(&self) -> &[&'static StrategyInfo] {
        &self.strategies
    }

    /// The easiest step that makes progress, if any.
    pub fn next_step(&self, board: &Board) -> Option<Step> {
        self.strategies.iter().find_map(|s| (s.first)(board))
    }

    /// Solves as far as the strategies allow.
    pub fn solve(&self, board: &Board) -> Walkthrough {
        let mut current = board.clone();
        let mut steps = Vec::new();
        // Boards are built clash-free and `place` only accepts candidates, so
        // clashes need checking once; a cell losing its last candidate, after
        // every step.
        let clash_free = current.conflicts().is_empty();
        let status = loop {
            if !clash_free || current.dead_cell().is_some() {
                break Status::Contradiction;
            }
            if current.empty_cells().is_empty() {
                break Status::Solved;
            }
            let Some(step) = self.next_step(&current) else {
                break Status::Stuck;
            };
            let applied = step.apply(&mut current);
            steps.push(step);
            if applied.is_err() {
                break Status::Contradiction;
            }
        };
        Walkthrough {
            start: board.clone(),
            steps,
            end: current,
            status,
        }
    }
}

/// Solves with every registered strategy.
pub fn solve(board: &Board) -> Walkthrough {
    Solver::new().solve(board)
}
