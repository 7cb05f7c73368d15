//! Walkthroughs with the singles placed in bulk, for callers that only look
//! at the other steps (the generator's judge, which solves tens of
//! thousands of candidate puzzles for one it keeps).
//!
//! ```text
//!   walkthrough:  single single single  X-Wing  single single  Swordfish ...
//!   in bulk:      [ singles to the end ] X-Wing [ singles     ] Swordfish ...
//! ```
//!
//! Why the two meet the same boards: the solver tries the singles first, so
//! it takes no other step while a single is left, and placing singles in
//! any order ends on the same board (each placement only removes its
//! digit from its peers, and a single stays a single until it is placed).
//! So every other step is taken on the same board, in the same order, and
//! only the singles' [`Step`]s (their explanations, highlights, ...) are
//! not built: most of a generated puzzle's walkthrough is singles. A test
//! compares the two on the generator's own candidates (`generate::judge`).

use super::{filled, why_stuck, Memo, Solver, Status, BRUTE_FORCE};
use crate::grid::Board;
use crate::step::Step;
use crate::strategies::singles::hidden_single::HIDDEN_SINGLE;
use crate::strategies::singles::naked_single::NAKED_SINGLE;
use crate::strategies::singles::IDS as SINGLES;
use crate::strategies::Caches;

/// A walkthrough without its singles.
#[derive(Clone, Debug)]
pub struct PastSingles {
    /// Every step but the singles, in order, each with the board it was
    /// taken on.
    pub steps: Vec<(Board, Step)>,
    /// Where it ended (where `stop` ended it at a step: the board that
    /// step was taken on, the step not applied).
    pub end: Board,
    /// How it ended.
    pub ended: Ended,
}

/// How a walk in bulk ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    /// As the walkthrough does, with its status.
    As(Status),
    /// The caller's `stop` ended it at [`Checkpoint::Before`], at `end`.
    Before,
    /// The caller's `stop` ended it at its last step, not applied.
    AtStep,
}

/// Where a walk in bulk asks its caller whether to go on.
#[derive(Clone, Copy, Debug)]
pub enum Checkpoint<'a> {
    /// Its singles placed, before the next step is looked for (the costly
    /// part), on this board.
    Before(&'a Board),
    /// The next step, found on this board, not yet applied.
    Step(&'a Board, &'a Step),
}

/// Places every single (naked or hidden; a full house is a naked single)
/// until none is left. `false` when a cell or a house runs out of room for
/// a digit: the position has no solution.
fn place_singles(board: &mut Board) -> bool {
    let geo = board.geometry();
    let n = geo.size as u8;
    loop {
        let mut placed = false;
        for cell in board.empty_cells() {
            // Only this loop's own placements fill cells of the snapshot.
            if board.value(cell).is_some() {
                continue;
            }
            let cands = board.candidates(cell);
            match (cands.len(), cands.first()) {
                (1, Some(d)) => {
                    if board.place(cell, d).is_err() {
                        return false;
                    }
                    placed = true;
                }
                (0, _) => return false,
                _ => {}
            }
        }
        for h in geo.houses() {
            let cells = geo.house(h);
            for d in 1..=n {
                let places = cells & board.digit_cells(d);
                match (places.len(), places.first()) {
                    (1, Some(cell)) => {
                        if board.place(cell, d).is_err() {
                            return false;
                        }
                        placed = true;
                    }
                    (0, _) if !cells.iter().any(|c| board.value(c) == Some(d)) => return false,
                    _ => {}
                }
            }
        }
        if !placed {
            return true;
        }
    }
}

impl Solver {
    /// The walkthrough of [`Solver::solve`] with its singles placed in bulk
    /// (see this module's doc): the same other steps on the same
    /// boards, the same end and status. `None` for a solver this does not
    /// hold for: one whose first strategies are not the singles (naked and
    /// hidden, full house or not) or that has custom strategies.
    ///
    /// `stop` is asked at each [`Checkpoint`] and ends the walk at the
    /// first it says yes to: a judge that has seen enough (the generator's
    /// stops at the first step above its ceiling, or once its target can
    /// no longer be needed).
    pub fn solve_past_singles(
        &self,
        board: &Board,
        mut stop: impl FnMut(Checkpoint) -> bool,
    ) -> Option<PastSingles> {
        let lead = self
            .strategies
            .iter()
            .take_while(|s| SINGLES.contains(&s.id))
            .count();
        let has = |id: &str| self.strategies[..lead].iter().any(|s| s.id == id);
        if !self.custom.is_empty() || !has(NAKED_SINGLE.id) || !has(HIDDEN_SINGLE.id) {
            return None;
        }
        // As in `solve`: clashes checked once, uniqueness asked at most
        // once, memo and caches this walk's own.
        let (clash_free, mut unique) = (board.conflicts().is_empty(), None);
        let (mut memo, mut caches) = (Memo::new(self.strategies.len()), Caches::new());
        let mut current = board.clone();
        let mut steps: Vec<(Board, Step)> = Vec::new();
        let ended = loop {
            if !clash_free || !place_singles(&mut current) {
                break Ended::As(Status::Contradiction);
            }
            if current.empty_cells().is_empty() {
                break Ended::As(filled(steps.iter().any(|(_, s)| s.strategy == BRUTE_FORCE)));
            }
            if stop(Checkpoint::Before(&current)) {
                break Ended::Before;
            }
            let memo = self.memo.then_some(&mut memo);
            let next = self.next_step_checked(&current, &mut unique, memo, &mut caches, None);
            let step = match next {
                Ok(Some(step)) => step,
                Ok(None) => break Ended::As(why_stuck(&current)),
                // Only custom strategies fail, and this solver has none.
                Err(_) => break Ended::As(Status::CustomFailed),
            };
            if stop(Checkpoint::Step(&current, &step)) {
                steps.push((current.clone(), step));
                break Ended::AtStep;
            }
            let before = current.clone();
            let applied = step.apply(&mut current);
            steps.push((before, step));
            if applied.is_err() {
                break Ended::As(Status::Contradiction);
            }
        };
        Some(PastSingles {
            steps,
            end: current,
            ended,
        })
    }
}
