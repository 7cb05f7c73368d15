//! The report lines in English.

use crate::lang::report::Report;

/// `1 position`, `2 positions`.
fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("{n} {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

pub fn report(r: &Report) -> String {
    match r {
        Report::ExploreTitle(name) => format!("explore: {name}"),
        Report::ExplorePuzzles { puzzles, skipped } => format!(
            "  puzzles        {puzzles} ({skipped} skipped: not exactly one solution)"
        ),
        Report::ExplorePositions(n) => format!("  positions      {n}"),
        Report::ExploreFired {
            positions,
            positions_pct,
            puzzles,
            puzzles_pct,
        } => format!(
            "  fired at       {} ({positions_pct:.2}%), in {} ({puzzles_pct:.1}%)",
            count(*positions, "position"),
            count(*puzzles, "puzzle")
        ),
        Report::ExploreRemoved { candidates, digits } => format!(
            "  removed        {}, placed {}",
            count(*candidates, "candidate"),
            count(*digits, "digit")
        ),
        Report::ExploreUnlocked(n) => format!(
            "  unlocked       {} where the simpler strategies were stuck",
            count(*n, "position")
        ),
        Report::ExploreUnsound(n) => format!(
            "  UNSOUND        {}{}",
            count(*n, "position"),
            if *n == 0 {
                " (sound on every position checked)"
            } else {
                ""
            }
        ),
        Report::ExploreWrong {
            puzzle,
            effects,
            wrong,
            position,
        } => {
            let wrong: Vec<String> = wrong.iter().map(|(c, d)| format!("{c} is {d}")).collect();
            format!(
                "    puzzle {puzzle}: {effects} but {}\n      {position}",
                wrong.join(", ")
            )
        }
        Report::ExploreMore(n) => {
            format!("    ... and {n} more (the report's `unsound` lists every one)")
        }
        Report::ExploreTime(seconds) => format!("  time           {seconds:.2} s"),
        Report::CompareChanged { changed, puzzles } => {
            format!("{changed} of {puzzles} walkthroughs change")
        }
        Report::CompareColumns => format!(
            "{:<36} {:>8} {:>8} {:>8}",
            "strategy", "before", "after", "change"
        ),
        Report::CompareRow { id, before, after } => {
            let change = *after as i64 - *before as i64;
            format!("{id:<36} {before:>8} {after:>8} {change:>+8}")
        }
        Report::CompareHardest {
            easier,
            harder,
            same,
            rated,
        } => format!(
            "hardest step (SE): easier in {easier}, harder in {harder}, the same in {same} (of {rated} rated)"
        ),
        Report::CompareForcing { before, after } => {
            format!("puzzles needing forcing chains or nets: {before} -> {after}")
        }
        Report::CompareTime {
            before_us,
            after_us,
        } => format!("time per position: {before_us:.1} µs -> {after_us:.1} µs"),
        Report::CompareChartTitle => "Hardest step of each changed walkthrough (SE)".into(),
        Report::CompareChartBefore => "before".into(),
        Report::CompareChartAfter => "after".into(),
        Report::CompareFailure { puzzle, failure } => {
            format!("puzzle {puzzle}: {}", super::problem::problem(failure))
        }
    }
}
