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
use serde::Serialize;
use std::fmt;

/// A HoDoKu difficulty level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    Easy,
    Medium,
    Hard,
    Unfair,
    Extreme,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Unfair,
        Level::Extreme,
    ];

    /// The level's name: `easy`, `medium`, `hard`, `unfair`, `extreme`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Unfair => "unfair",
            Level::Extreme => "extreme",
        }
    }

    /// The highest score a puzzle of this level may have (HoDoKu 2.2).
    pub fn max_score(self) -> u32 {
        match self {
            Level::Easy => 800,
            Level::Medium => 1000,
            Level::Hard => 1600,
            Level::Unfair => 1800,
            Level::Extreme => u32::MAX,
        }
    }

    fn next(self) -> Level {
        match self {
            Level::Easy => Level::Medium,
            Level::Medium => Level::Hard,
            Level::Hard => Level::Unfair,
            _ => Level::Extreme,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// The HoDoKu level of a technique (HoDoKu 2.2's defaults; see the module
/// doc for the strategies HoDoKu does not have).
pub fn technique_level(id: &str) -> Level {
    match id {
        "full-house" | "naked-single" | "hidden-single" => Level::Easy,
        "locked-pair"
        | "locked-triple"
        | "locked-candidates-pointing"
        | "locked-candidates-claiming"
        | "naked-pair"
        | "naked-triple"
        | "hidden-pair"
        | "hidden-triple" => Level::Medium,
        "finned-swordfish"
        | "sashimi-swordfish"
        | "finned-jellyfish"
        | "sashimi-jellyfish"
        | "siamese-finned-swordfish"
        | "siamese-sashimi-swordfish"
        | "siamese-finned-jellyfish"
        | "siamese-sashimi-jellyfish"
        | "sue-de-coq"
        | "x-chain"
        | "xy-chain"
        | "aic"
        | "continuous-nice-loop"
        | "discontinuous-nice-loop"
        | "grouped-aic"
        | "grouped-continuous-nice-loop"
        | "grouped-discontinuous-nice-loop"
        | "grouped-aic-als"
        | "grouped-continuous-nice-loop-als"
        | "grouped-discontinuous-nice-loop-als"
        | "als-xz"
        | "als-xy-wing"
        | "als-chain"
        | "death-blossom"
        | "wxyz-wing"
        | "wxyz-wing-3222"
        | "vwxyz-wing" => Level::Unfair,
        "nishio-forcing-chain"
        | "kraken-x-wing"
        | "kraken-swordfish"
        | "kraken-jellyfish"
        | "forcing-chain-contradiction"
        | "forcing-chain-verity"
        | "forcing-net-contradiction"
        | "forcing-net-verity"
        | "nested-forcing-chain-contradiction"
        | "nested-forcing-net-contradiction"
        | "brute-force" => Level::Extreme,
        _ => Level::Hard,
    }
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
