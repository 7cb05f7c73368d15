//! The lines of the library's reports, as data: an exploration's summary
//! ([`crate::explore::Report`]) and a comparison of two solvers
//! ([`crate::solver::compare::Comparison`]). Each catalogue says them in
//! its language ([`super::Catalogue::report`]); the reports only arrange
//! the lines.

use crate::grid::Cell;
use crate::lang::Problem;

/// One line of a report, in no language.
#[derive(Clone, Debug, PartialEq)]
pub enum Report<'a> {
    /// `explore: NAME`.
    ExploreTitle(&'a str),
    /// Puzzles explored, and those skipped (not one solution).
    ExplorePuzzles {
        puzzles: usize,
        skipped: usize,
    },
    /// Positions visited.
    ExplorePositions(usize),
    /// Where the finder fired: positions and puzzles, each with its share
    /// in percent.
    ExploreFired {
        positions: usize,
        positions_pct: f64,
        puzzles: usize,
        puzzles_pct: f64,
    },
    /// What it removed and placed.
    ExploreRemoved {
        candidates: usize,
        digits: usize,
    },
    /// Positions where it fired and the simpler strategies were stuck.
    ExploreUnlocked(usize),
    /// Positions where it was wrong.
    ExploreUnsound(usize),
    /// One of them: the puzzle (from 1), its effect (`r4c2<>5`), the
    /// solution's digits it contradicts, and the position.
    ExploreWrong {
        puzzle: usize,
        effects: &'a str,
        wrong: &'a [(Cell, u8)],
        position: &'a str,
    },
    /// How many wrong positions are not shown.
    ExploreMore(usize),
    /// Seconds taken.
    ExploreTime(f64),
    /// Walkthroughs that changed, of how many.
    CompareChanged {
        changed: usize,
        puzzles: usize,
    },
    /// The table's heading.
    CompareColumns,
    /// A strategy's steps before and after.
    CompareRow {
        id: &'a str,
        before: usize,
        after: usize,
    },
    /// Changed puzzles whose hardest step got easier, harder or stayed.
    CompareHardest {
        easier: usize,
        harder: usize,
        same: usize,
        rated: usize,
    },
    /// Puzzles needing forcing chains or nets, before and after.
    CompareForcing {
        before: usize,
        after: usize,
    },
    /// Microseconds per position, before and after.
    CompareTime {
        before_us: f64,
        after_us: f64,
    },
    /// The chart of hardest steps: its title and its axes.
    CompareChartTitle,
    CompareChartBefore,
    CompareChartAfter,
    /// A puzzle (from 1) whose walkthrough stopped at a custom strategy.
    CompareFailure {
        puzzle: usize,
        failure: Problem,
    },
}
