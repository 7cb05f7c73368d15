//! The report lines in Japanese.

use crate::lang::report::Report;

pub(super) fn report(r: &Report) -> String {
    match r {
        Report::ExploreTitle(name) => format!("探索: {name}"),
        Report::ExplorePuzzles { puzzles, skipped } => format!(
            "  問題           {puzzles}問（解が一つではないので除いた問題: {skipped}問）"
        ),
        Report::ExplorePositions(n) => format!("  局面           {n}"),
        Report::ExploreFired {
            positions,
            positions_pct,
            puzzles,
            puzzles_pct,
        } => format!(
            "  見つかった     {positions}局面（{positions_pct:.2}%）、{puzzles}問（{puzzles_pct:.1}%）"
        ),
        Report::ExploreRemoved { candidates, digits } => {
            format!("  消した候補     {candidates}個、置いた数字 {digits}個")
        }
        Report::ExploreUnlocked(n) => {
            format!("  突破           {n}局面（より易しい手筋では行き詰まっていた局面）")
        }
        Report::ExploreUnsound(n) => format!(
            "  誤り           {n}局面{}",
            if *n == 0 {
                "（調べたすべての局面で正しい）"
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
            let wrong: Vec<String> = wrong.iter().map(|(c, d)| format!("{c}は{d}")).collect();
            format!(
                "    {puzzle}問目: {effects}。しかし答えでは{}\n      {position}",
                wrong.join("、")
            )
        }
        Report::ExploreMore(n) => {
            format!("    ほかに{n}局面（レポートの `unsound` にすべてあります）")
        }
        Report::ExploreTime(seconds) => format!("  時間           {seconds:.2} 秒"),
        Report::CompareChanged { changed, puzzles } => {
            format!("{puzzles}問のうち{changed}問で解き方が変わる")
        }
        // A kanji is two columns wide: the heading lines up with the rows.
        Report::CompareColumns => format!(
            "{:<34} {:>7} {:>7} {:>6}",
            "手筋", "前", "後", "増減"
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
            "最も難しい手順（SE）: 易しくなった{easier}問、難しくなった{harder}問、同じ{same}問（評価できた{rated}問のうち）"
        ),
        Report::CompareForcing { before, after } => {
            format!("フォーシングチェーンかネットが必要な問題: {before} -> {after}")
        }
        Report::CompareTime {
            before_us,
            after_us,
        } => format!("1局面あたりの時間: {before_us:.1} µs -> {after_us:.1} µs"),
        Report::CompareChartTitle => "変わった解き方ごとの最も難しい手順（SE）".into(),
        Report::CompareChartBefore => "前".into(),
        Report::CompareChartAfter => "後".into(),
        Report::CompareFailure { puzzle, failure } => {
            format!("{puzzle}問目: {}", super::errors::problem(failure))
        }
    }
}
