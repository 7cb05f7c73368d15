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
        Report::CompareRow {
            id, before, after, ..
        } => {
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
        Report::HistogramCount => "puzzles".into(),
        Report::CompareFailure { puzzle, failure } => {
            format!("puzzle {puzzle}: {}", super::problem::problem(failure))
        }
        Report::Agreement {
            calibration,
            band,
            puzzles,
            spearman,
            mae,
            exact,
            within_half,
        } => {
            let head = match band {
                Some((low, high)) => format!("  {low:.1}-{high:.1}   "),
                None if *calibration => "calibration".to_string(),
                None => "test".to_string(),
            };
            let figures = match (puzzles, spearman) {
                (0, _) => String::new(),
                (_, Some(r)) => format!("  spearman {r:.3}  mae {mae:.3}"),
                // A rank correlation needs two puzzles and ratings not all tied.
                (_, None) => format!("  spearman n/a    mae {mae:.3}"),
            };
            let shares = if *puzzles == 0 {
                String::new()
            } else {
                format!(
                    "  exact {:5.1}%  within 0.5 {:5.1}%",
                    exact * 100.0,
                    within_half * 100.0
                )
            };
            format!("{head:<12} {puzzles:>7} puzzles{figures}{shares}")
        }
        Report::AgreementTime {
            puzzles,
            walks_s,
            ratings_s,
        } => format!(
            "time: {puzzles} puzzles, walkthroughs {walks_s:.1} s, ratings {ratings_s:.1} s \
             ({:.2} ms per puzzle; CPU time, summed over the threads)",
            ratings_s * 1000.0 / (*puzzles).max(1) as f64
        ),
        Report::NoPublishedRating { line, word } => match word {
            None => format!("line {line}: skipped: no SE rating after the puzzle"),
            Some(word) => format!(
                "line {line}: skipped: '{word}' after the puzzle is not an SE rating (a number \
                 from 1.0 to 12.0 with one decimal, such as 7.2)"
            ),
        },
        Report::NothingCompared {
            read,
            unreadable,
            unrated,
        } => format!(
            "rate --compare: nothing to compare: {} with an SE rating read, {} that could \
             not be read, {unrated} not rated",
            count(*read, "puzzle"),
            count(*unreadable, "line"),
        ),
    }
}
