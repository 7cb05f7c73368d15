//! # How hard is it? Ratings on the Sudoku Explainer and HoDoKu scales
//!
//! Puzzle collections publish difficulty in two common currencies:
//!
//! * **SE** (Sudoku Explainer, 1.0 to 11+): every technique has a number
//!   (hidden single 1.2, naked pair 3.0, X-Wing 3.2, ... chains from 6.5 up,
//!   longer chains higher), and a puzzle is worth its *hardest step*, on the
//!   path SE itself takes: always the easiest step available. It answers
//!   "what is the hardest idea this puzzle forces on me?".
//! * **HoDoKu** (a score and a level: easy, medium, hard, unfair, extreme):
//!   every step has a score and the puzzle's score is their *sum*; the level
//!   is that of the hardest technique, raised when the score is high. It
//!   also counts how much work there is.
//!
//! ```text
//!   walkthrough (HoDoKu's order)       SE's own walk (SE's order)
//!   hidden-single   14                 hidden single      1.2
//!   locked-pair     40                 direct pointing    1.7   <- SE needs less
//!   ...                                ...
//!   aic            280                 forcing chain      7.2   <- 8 candidates: 7.0 + 0.2
//!   ----------------------             ----------------------
//!   score 1840, level unfair           se 7.2, hardest aic
//! ```
//!
//! [`rating`] gives both for a [`Walkthrough`]: the HoDoKu score and level
//! from its steps (this project's solver takes steps in HoDoKu's order),
//! and the SE rating from SE's own walk of the same puzzle
//! ([`se_walk::se_walk`]), whose steps are rated by [`se::step_tenths`]. A
//! single step's SE rating ([`step_ratings`]) is what `explain` shows next
//! to each step. The sources of every number, and how the techniques SE
//! does not know are rated, are in [`se`], [`hodoku`] and `docs/rating.md`;
//! [`agreement`] measures the SE figures against published ratings.
//!
//! Everything here is a pure function of the walkthrough (and the board it
//! starts from): rating many puzzles can be spread over threads.

pub mod agreement;
pub mod direct;
pub mod hodoku;
pub mod se;
mod se_custom;
pub mod se_forcing;
pub mod se_nested;
pub mod se_shapes;
pub mod se_walk;

#[cfg(test)]
mod tests;

pub use hodoku::Level;

use crate::grid::Board;
use crate::solver::custom::CustomStrategy;
use crate::solver::{Solver, Status, Walkthrough};
use serde::Serialize;

/// A puzzle's difficulty on both scales.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Rating {
    /// Sudoku Explainer rating: the hardest step of SE's own walk. When no
    /// logic is left (`brute_force`) it is at least 9.5, SE's nested forcing
    /// chains, and a lower bound. (Written to JSON with one decimal.)
    #[serde(serialize_with = "serialize_se")]
    pub se: f32,
    /// HoDoKu score: the sum of the walkthrough's step scores.
    pub score: u32,
    /// HoDoKu level.
    pub level: Level,
    /// The strategy id of the step that sets the SE rating.
    pub hardest: &'static str,
    /// Whether a digit had to be looked up (no logic left).
    pub brute_force: bool,
}

/// Tenths to the SE number (72 -> 7.2).
pub fn se_number(tenths: se::Tenths) -> f32 {
    f32::from(tenths) / 10.0
}

/// An SE number in tenths (5.6 -> 56), the inverse of [`se_number`];
/// below 0 or beyond the scale, its ends.
pub fn tenths_of(se: f32) -> se::Tenths {
    (se * 10.0).round().clamp(0.0, f32::from(se::Tenths::MAX)) as se::Tenths
}

/// An SE number as JSON, with one decimal (`7.2`, not the `7.19999980926`
/// a plain `f32` to `f64` conversion gives).
pub fn se_json(se: f32) -> serde_json::Value {
    serde_json::json!((f64::from(se) * 10.0).round() / 10.0)
}

fn serialize_se<S: serde::Serializer>(se: &f32, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_f64((f64::from(*se) * 10.0).round() / 10.0)
}

/// The rating of a puzzle from its walkthrough, or `None` when the puzzle
/// does not have exactly one solution (a contradiction, several solutions).
/// The walkthrough gives the HoDoKu score and level; the SE rating comes
/// from SE's own walk from the same start.
pub fn rating(w: &Walkthrough) -> Option<Rating> {
    rating_among(w, &[])
}

/// [`rating`] of a walkthrough made by `solver`: SE's walk uses its custom
/// strategies as they were rated ([`se_walk::se_walk_with`]; `None` too if
/// one of them fails there). On HoDoKu's scale a custom step scores 0 and
/// counts as a hard technique.
pub fn rating_with(w: &Walkthrough, solver: &Solver) -> Option<Rating> {
    let customs: Vec<&CustomStrategy> = solver.custom_strategies().collect();
    rating_among(w, &customs)
}

/// [`rating`] with these custom strategies in SE's walk.
fn rating_among(w: &Walkthrough, customs: &[&CustomStrategy]) -> Option<Rating> {
    match w.status {
        Status::Contradiction | Status::MultipleSolutions { .. } | Status::CustomFailed => {
            return None
        }
        Status::Solved | Status::SolvedWithBruteForce | Status::Stuck => {}
    }
    if !crate::brute::puzzle_has_one_solution(&w.start) {
        return None;
    }
    let walk = se_walk::se_walk_with(&w.start, customs);
    if walk.failure.is_some() {
        return None;
    }
    let hardest = walk.hardest()?;
    let (score, mut level) = hodoku::score_and_level(w);
    if w.status == Status::Stuck {
        // HoDoKu gives up: its "give up" step is extreme.
        level = Level::Extreme;
    }
    Some(Rating {
        se: se_number(hardest.tenths),
        score,
        level,
        hardest: hardest.strategy,
        brute_force: walk.brute_force,
    })
}

/// The rating of a board: its walkthrough by every strategy (brute force as
/// a last resort), then [`rating`].
pub fn rate_board(board: &Board) -> Option<Rating> {
    rating(&Solver::complete().solve_puzzle(board))
}

/// The SE rating of each step of a walkthrough, on the position before it
/// (`None` for a brute-force look-up).
pub fn step_ratings(w: &Walkthrough) -> Vec<Option<f32>> {
    step_ratings_among(w, &[])
}

/// [`step_ratings`] of a walkthrough made by `solver`: a custom step gets
/// the rating its strategy was given.
pub fn step_ratings_with(w: &Walkthrough, solver: &Solver) -> Vec<Option<f32>> {
    let customs: Vec<&CustomStrategy> = solver.custom_strategies().collect();
    step_ratings_among(w, &customs)
}

/// [`step_ratings`], a step of one of `customs` rated as it was given.
fn step_ratings_among(w: &Walkthrough, customs: &[&CustomStrategy]) -> Vec<Option<f32>> {
    let mut board = w.start.clone();
    w.steps
        .iter()
        .map(|step| {
            let r = se::step_tenths(&board, step).map(se_number).or_else(|| {
                customs
                    .iter()
                    .find(|c| c.id == step.strategy)
                    .and_then(|c| c.se)
            });
            let _ = step.apply(&mut board);
            r
        })
        .collect()
}
