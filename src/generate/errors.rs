//! Why `generate --needs` made no puzzle: the errors of the generator, as
//! data the catalogues say ([`GenerateError::problem`]).

use super::needs::Misses;
use crate::lang::{Lang, Problem};
pub use crate::outcome::NeverNeeded;
use std::fmt;

/// Why no puzzle came out.
#[derive(Clone, Debug, PartialEq)]
pub enum GenerateError {
    /// No strategy has this id; `nearest` are the closest ids.
    UnknownStrategy {
        id: String,
        nearest: Vec<&'static str>,
    },
    /// Sizes are 4, 6 and 9.
    UnsupportedSize(usize),
    /// No walkthrough of the default solver can ever need this strategy
    /// at this size, for the reason given.
    Unreachable {
        id: &'static str,
        size: usize,
        why: NeverNeeded,
    },
    /// The time budget ran out (`minimal`: minimal puzzles were asked for;
    /// `curriculum`: under the curriculum's ceiling; `hardest_only`: only
    /// the hardest puzzles known need the strategy,
    /// [`ONLY_AMONG_THE_HARDEST`](super::ONLY_AMONG_THE_HARDEST)).
    OutOfTime {
        id: &'static str,
        size: usize,
        candidates: u64,
        seconds: f64,
        misses: Misses,
        minimal: bool,
        curriculum: bool,
        hardest_only: bool,
        /// Random grids were asked for ([`Source::Dig`](super::Source))
        /// where walks near the bank would have given a puzzle at once.
        banked: bool,
    },
}

impl GenerateError {
    /// The error as the catalogues say it.
    pub fn problem(&self) -> Problem {
        match self {
            GenerateError::UnknownStrategy { id, nearest } => Problem::UnknownStrategy {
                id: id.clone(),
                nearest: nearest.clone(),
            },
            &GenerateError::UnsupportedSize(n) => Problem::UnsupportedSize(n),
            &GenerateError::Unreachable { id, size, why } => Problem::NeverNeeded { id, size, why },
            &GenerateError::OutOfTime {
                id,
                size,
                candidates,
                seconds,
                misses,
                minimal,
                curriculum,
                hardest_only,
                banked,
            } => Problem::NoPuzzleInTime {
                id,
                size,
                candidates,
                millis: (seconds * 1000.0).round() as u64,
                misses: [
                    misses.too_easy,
                    misses.too_hard,
                    misses.no_room,
                    misses.not_minimal,
                ],
                minimal,
                curriculum,
                hardest_only,
                banked,
            },
        }
    }
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Lang::En.catalogue().problem(&self.problem()))
    }
}

impl std::error::Error for GenerateError {}
