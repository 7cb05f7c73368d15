//! The HoDoKu scale: a score (the sum of every step's score) and a level.
//!
//! HoDoKu solves with the easiest step first (the order this project's
//! solver uses: the registry's difficulty *is* HoDoKu 2.2's default score
//! of the step, see `strategies::registry`), adds up the scores of the
//! steps, and gives the puzzle the level of its hardest technique, raised
//! while the score is above that level's maximum:
//!
//! ```text
//!   level     most score   techniques of that level (HoDoKu 2.2 defaults)
//!   easy          800      singles
//!   medium       1000      locked candidates and pairs/triples, naked and hidden pairs/triples
//!   hard         1600      quads, basic fish, single-digit patterns, wings, uniqueness, colouring,
//!                          finned/sashimi X-Wing, remote pair
//!   unfair       1800      finned/sashimi Swordfish and Jellyfish, Sue de Coq, chains and loops, ALS
//!   extreme      (any)     forcing chains and nets, brute force
//! ```
//!
//! Source: HoDoKu 2.2 (Bernhard Hobiger), `Options.DEFAULT_DIFFICULTY_LEVELS`
//! and `Options.DEFAULT_SOLVER_STEPS` (score and level of each step), and
//! `SudokuSolver.solve` (the level rule). WXYZ- and VWXYZ-Wings are not in
//! HoDoKu; they get this project's scores (200, 240) and the level of the
//! techniques scored alike (unfair). Nor are Nishio forcing chains (Sudoku
//! Explainer's): a forcing chain on one digit, scored and levelled as one
//! (500, extreme).

use crate::solver::Walkthrough;
use crate::strategies::by_id;

pub use crate::strategies::decl::Level;

/// The HoDoKu level of a technique (its declaration's; HoDoKu 2.2's
/// defaults, see the module doc for the strategies HoDoKu does not have).
/// An unknown id counts as hard.
pub fn technique_level(id: &str) -> Level {
    by_id(id).map_or(Level::Hard, |s| s.decl.level)
}

/// A step's HoDoKu score: its registry difficulty (HoDoKu 2.2's default
/// score; brute force 10000).
pub fn step_score(id: &str) -> u32 {
    by_id(id).map_or(0, |s| s.difficulty)
}

/// The score (sum of the steps' scores) and level of a walkthrough made in
/// HoDoKu's order (this project's solver).
pub fn score_and_level(w: &Walkthrough) -> (u32, Level) {
    let mut score: u32 = 0;
    let mut level = Level::Easy;
    for s in &w.steps {
        score = score.saturating_add(step_score(s.strategy));
        level = level.max(technique_level(s.strategy));
    }
    while score > level.max_score() {
        level = level.next();
    }
    (score, level)
}
