//! The report lines in Japanese.

use crate::lang::report::Report;
use crate::lang::Catalogue;

pub(super) fn report(r: &Report) -> String {
    match r {
        Report::ExploreTitle(name) => {
            let name = super::Japanese.strategy_name(name).unwrap_or(name);
            format!("探索：{name}")
        }
        Report::ExplorePuzzles { puzzles, skipped } => format!(
            "  問題           {puzzles}問（解が一つではないので除いた問題：{skipped}問）"
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
                "    {puzzle}問目：{effects}。しかし答えでは{}\n      {position}",
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
        // The strategy's Japanese name, padded by the columns it takes.
        Report::CompareRow {
            name,
            before,
            after,
            ..
        } => {
            let change = *after as i64 - *before as i64;
            let name = crate::text::pad_columns(name, 36);
            format!("{name} {before:>8} {after:>8} {change:>+8}")
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
            format!("フォーシングチェーンかネットが必要な問題：{before} -> {after}")
        }
        Report::CompareTime {
            before_us,
            after_us,
        } => format!("1局面あたりの時間：{before_us:.1} µs -> {after_us:.1} µs"),
        Report::CompareChartTitle => "変わった解き方ごとの最も難しい手順（SE）".into(),
        Report::CompareChartBefore => "前".into(),
        Report::CompareChartAfter => "後".into(),
        Report::HistogramCount => "問題数".into(),
        Report::CompareFailure { puzzle, failure } => {
            format!("{puzzle}問目：{}", super::errors::problem(failure))
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
            // Each head takes 12 columns, as the English ones (a kanji takes two).
            let head = match band {
                Some((low, high)) => format!("  {low:.1}-{high:.1}   "),
                None if *calibration => "調整用      ".to_string(),
                None => "検証用      ".to_string(),
            };
            let figures = match (puzzles, spearman) {
                (0, _) => String::new(),
                (_, Some(r)) => format!("  スピアマン {r:.3}  平均絶対誤差 {mae:.3}"),
                // 二問以上で、評価値がすべて同じでないときだけ順位相関が出せる。
                (_, None) => format!("  スピアマン 算出不可  平均絶対誤差 {mae:.3}"),
            };
            let shares = if *puzzles == 0 {
                String::new()
            } else {
                format!(
                    "  一致 {:5.1}%  差0.5以内 {:5.1}%",
                    exact * 100.0,
                    within_half * 100.0
                )
            };
            format!("{head} {puzzles:>7}問{figures}{shares}")
        }
        Report::AgreementTime {
            puzzles,
            walks_s,
            ratings_s,
        } => format!(
            "時間：{puzzles}問、解き方 {walks_s:.1} 秒、評価 {ratings_s:.1} 秒\
             （1問あたり {:.2} ミリ秒。CPU 時間をスレッドについて合計）",
            ratings_s * 1000.0 / (*puzzles).max(1) as f64
        ),
        Report::NoPublishedRating { line, word } => match word {
            None => format!("{line}行目：飛ばしました（問題の後に SE の評価値がありません）"),
            Some(word) => format!(
                "{line}行目：飛ばしました（問題の後の「{word}」は SE の評価値ではありません。\
                 1.0 から 12.0 までの小数第1位の数、たとえば 7.2 と書きます）"
            ),
        },
        Report::NothingCompared {
            read,
            unreadable,
            unrated,
        } => format!(
            "rate --compare：比べるものがありません（SE の評価値つきで読めた問題 {read}問、\
             読めなかった行 {unreadable}行、評価できなかった問題 {unrated}問）"
        ),
    }
}
