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
//!
//! ## Uniqueness strategies
//!
//! Strategies of the `uniqueness` family (unique and avoidable rectangles,
//! BUG+1) are only valid if the puzzle has exactly one solution. A solver
//! decides whether to use them by its [`UniquenessPolicy`]: by default
//! ([`Solver::new`], [`Solver::with`]) it *checks*: the first time such a
//! strategy is due, it asks the exact solver whether the givens have one
//! solution ([`strategies::uniqueness::puzzle_has_one_solution`], a few
//! microseconds) and skips the family if not. So walkthroughs of proper
//! puzzles use unique rectangles, and puzzles with several solutions never
//! get a step that silently throws solutions away. A caller that knows the
//! puzzle is unique can say so ([`Solver::assume_unique`]) to skip the
//! check; [`UniquenessPolicy::Never`] leaves the family out altogether.

use crate::grid::Board;
use crate::step::Step;
use crate::strategies::uniqueness::{self, FAMILY as UNIQUENESS};
use crate::strategies::{self, StrategyInfo, REGISTRY};

/// The id of the last-resort step that [`Solver::new`] leaves out.
pub const BRUTE_FORCE: &str = "brute-force";
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

/// When the solver may use strategies that assume the puzzle has one
/// solution (the `uniqueness` family).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum UniquenessPolicy {
    /// Use them only if the givens are checked to have exactly one solution
    /// (the default).
    #[default]
    Check,
    /// Use them without checking: the caller vouches for the puzzle.
    Assume,
    /// Never use them.
    Never,
}

/// A logical solver with a chosen set of strategies.
#[derive(Clone, Debug)]
pub struct Solver {
    strategies: Vec<&'static StrategyInfo>,
    uniqueness: UniquenessPolicy,
}

impl Default for Solver {
    fn default() -> Self {
        Solver::new()
    }
}

impl Solver {
    /// A solver with every registered *logical* strategy (all but
    /// `brute-force`). Uniqueness strategies are used only on puzzles checked
    /// to have one solution ([`UniquenessPolicy::Check`]).
    pub fn new() -> Solver {
        Solver {
            strategies: REGISTRY.iter().filter(|s| s.id != BRUTE_FORCE).collect(),
            uniqueness: UniquenessPolicy::Check,
        }
    }

    /// Every logical strategy and, when they are all stuck, a named
    /// `brute-force` step (one digit of the solution looked up by the exact
    /// solver), so the walkthrough of a puzzle with one solution always ends
    /// solved, and says where logic ran out.
    pub fn complete() -> Solver {
        Solver {
            strategies: REGISTRY.iter().collect(),
            uniqueness: UniquenessPolicy::Check,
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
        Ok(Solver {
            strategies,
            uniqueness: UniquenessPolicy::Check,
        })
    }

    /// The same solver with another [`UniquenessPolicy`].
    pub fn uniqueness(mut self, policy: UniquenessPolicy) -> Solver {
        self.uniqueness = policy;
        self
    }

    /// `true`: the caller asserts the puzzle has one solution, so uniqueness
    /// strategies run without a check ([`UniquenessPolicy::Assume`]).
    /// `false`: back to the default, checking first ([`UniquenessPolicy::Check`]).
    pub fn assume_unique(self, yes: bool) -> Solver {
        self.uniqueness(if yes {
            UniquenessPolicy::Assume
        } else {
            UniquenessPolicy::Check
        })
    }

    /// The solver's [`UniquenessPolicy`].
    pub fn uniqueness_policy(&self) -> UniquenessPolicy {
        self.uniqueness
    }

    /// The strategies in the order they are tried.
    pub fn strategies(&self) -> &[&'static StrategyInfo] {
        &self.strategies
    }

    /// The easiest step that makes progress, if any. Uniqueness strategies
    /// are tried only as the policy allows (with `Check`, the givens of
    /// `board` are checked when such a strategy is first due).
    pub fn next_step(&self, board: &Board) -> Option<Step> {
        self.next_step_checked(board, &mut None)
    }

    /// `next_step`, with the answer to "may uniqueness strategies run?"
    /// remembered in `unique` (`None`: not asked yet).
    fn next_step_checked(&self, board: &Board, unique: &mut Option<bool>) -> Option<Step> {
        self.strategies.iter().find_map(|s| {
            if s.family == UNIQUENESS {
                let allowed = match self.uniqueness {
                    UniquenessPolicy::Assume => true,
                    UniquenessPolicy::Never => false,
                    UniquenessPolicy::Check => {
                        *unique.get_or_insert_with(|| uniqueness::puzzle_has_one_solution(board))
                    }
                };
                if !allowed {
                    return None;
                }
            }
            (s.first)(board)
        })
    }

    /// Solves as far as the strategies allow.
    pub fn solve(&self, board: &Board) -> Walkthrough {
        let mut current = board.clone();
        let mut steps = Vec::new();
        // Boards are built clash-free and `place` only accepts candidates, so
        // clashes need checking once; a cell losing its last candidate, after
        // every step.
        let clash_free = current.conflicts().is_empty();
        // The givens never change while solving: check uniqueness at most once.
        let mut unique = None;
        let status = loop {
            if !clash_free || current.dead_cell().is_some() {
                break Status::Contradiction;
            }
            if current.empty_cells().is_empty() {
                break Status::Solved;
            }
            let Some(step) = self.next_step_checked(&current, &mut unique) else {
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
