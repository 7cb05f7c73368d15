//! The lines of the library's reports, as data: an exploration's summary
//! ([`crate::explore::Report`]) and a comparison of two solvers
//! ([`crate::compare::Comparison`]). Each catalogue says them in
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
    /// A strategy's steps before and after: its id (the English table's
    /// label: what commands take) and its name in the report's language
    /// (the label of the others).
    CompareRow {
        id: &'a str,
        name: &'a str,
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
    /// A histogram's count axis ([`crate::render::chart::histogram_svg_in`]):
    /// puzzles.
    HistogramCount,
    /// A puzzle (from 1) whose walkthrough stopped at a custom strategy.
    CompareFailure {
        puzzle: usize,
        failure: Problem,
    },
    /// `rate --compare`: agreement with the published SE ratings of one
    /// half of the file (odd lines calibrate, even lines test), or, with
    /// `band`, of the puzzles published inside that band. The Spearman
    /// correlation is None where it is undefined (fewer than two puzzles,
    /// or every rating tied).
    Agreement {
        calibration: bool,
        band: Option<(f32, f32)>,
        puzzles: usize,
        spearman: Option<f64>,
        mae: f64,
        /// Shares (0 to 1) rated exactly as published, and within 0.5.
        exact: f64,
        within_half: f64,
    },
    /// `rate --compare`: the time taken (CPU seconds summed over threads).
    AgreementTime {
        puzzles: usize,
        walks_s: f64,
        ratings_s: f64,
    },
    /// `rate --compare`: a puzzle passed over: no rating after it (None),
    /// or this word, which is no SE rating.
    NoPublishedRating {
        line: usize,
        word: Option<&'a str>,
    },
    /// `rate --compare` with nothing to compare: how many puzzles were
    /// read, how many lines could not be read, how many were not rated.
    NothingCompared {
        read: usize,
        unreadable: usize,
        unrated: usize,
    },
}
