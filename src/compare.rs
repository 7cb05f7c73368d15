//! What a change to the solver changes: two solvers (usually one with a
//! custom strategy and one without) over the same puzzles, on every core.
//! Which walkthroughs change, which strategies' steps the new ones replace,
//! whose hardest step gets easier (SE), which no longer need forcing
//! chains, and what it costs per position.

use crate::grid::Board;
use crate::lang::report::Report as Line;
use crate::lang::Lang;
use crate::parallel;
use crate::rating;
use crate::render::chart::scatter_svg;
use crate::solver::custom::{CustomFailure, CustomStrategy};
use crate::solver::{Solver, Walkthrough};
use crate::strategies::Family;
use std::collections::BTreeMap;
use std::fmt;
use std::time::{Duration, Instant};

/// Two solvers compared over a corpus (see [`compare`]).
#[derive(Clone, Debug, Default)]
pub struct Comparison {
    pub puzzles: usize,
    /// Puzzles whose walkthrough differs (another strategy, order or end).
    pub changed: usize,
    /// Steps of each strategy, before and after (strategies whose count
    /// changed), most changed first.
    pub steps: Vec<(&'static str, usize, usize)>,
    /// Each changed puzzle's hardest step (SE of the walkthrough's steps,
    /// a custom step rated as it was given), before and after, where both
    /// are rated: (puzzle index, before, after).
    pub hardest: Vec<(usize, f32, f32)>,
    /// Puzzles that need a forcing chain or net (the forcing family),
    /// before and after.
    pub forcing: (usize, usize),
    /// Walkthroughs that stopped at a custom strategy, with why.
    pub failures: Vec<(usize, CustomFailure)>,
    /// Time per position (walkthrough step), before and after.
    pub per_position: (Duration, Duration),
    /// The custom strategies of both solvers: the table names their rows
    /// as they are named in each language.
    pub custom: Vec<CustomStrategy>,
}

/// Solves every puzzle with `before` and with `after`, on every core.
pub fn compare(puzzles: &[Board], before: &Solver, after: &Solver) -> Comparison {
    let mut runs: Vec<(Walkthrough, Duration, Walkthrough, Duration)> =
        Vec::with_capacity(puzzles.len());
    let timed = |s: &Solver, b: &Board| {
        let start = Instant::now();
        let w = s.solve(b);
        (w, start.elapsed())
    };
    let _ = parallel::ordered_map(
        puzzles,
        parallel::default_threads(),
        |b| {
            let (w0, t0) = timed(before, b);
            let (w1, t1) = timed(after, b);
            (w0, t0, w1, t1)
        },
        |_, r| -> Result<(), ()> {
            runs.push(r);
            Ok(())
        },
    );
    let mut c = Comparison {
        puzzles: puzzles.len(),
        custom: before
            .custom_strategies()
            .chain(after.custom_strategies())
            .cloned()
            .collect(),
        ..Comparison::default()
    };
    let mut counts: BTreeMap<&'static str, (usize, usize)> = BTreeMap::new();
    let (mut time, mut positions) = ([Duration::ZERO; 2], [0usize; 2]);
    for (i, (w0, t0, w1, t1)) in runs.iter().enumerate() {
        for s in &w0.steps {
            counts.entry(s.strategy).or_default().0 += 1;
        }
        for s in &w1.steps {
            counts.entry(s.strategy).or_default().1 += 1;
        }
        let same = w0.status == w1.status
            && w0.steps.len() == w1.steps.len()
            && w0.steps.iter().zip(&w1.steps).all(|(a, b)| {
                a.strategy == b.strategy
                    && a.eliminations == b.eliminations
                    && a.placements == b.placements
            });
        if !same {
            c.changed += 1;
            if let (Some(h0), Some(h1)) = (hardest(w0, before), hardest(w1, after)) {
                c.hardest.push((i, h0, h1));
            }
        }
        let forcing = |w: &Walkthrough| w.steps.iter().any(|s| s.family() == Some(Family::Forcing));
        c.forcing.0 += usize::from(forcing(w0));
        c.forcing.1 += usize::from(forcing(w1));
        if let Some(f) = &w1.failure {
            c.failures.push((i, f.clone()));
        }
        time[0] += *t0;
        time[1] += *t1;
        positions[0] += w0.steps.len().max(1);
        positions[1] += w1.steps.len().max(1);
    }
    c.steps = counts
        .into_iter()
        .filter(|(_, (a, b))| a != b)
        .map(|(id, (a, b))| (id, a, b))
        .collect();
    c.steps
        .sort_by_key(|&(id, a, b)| (std::cmp::Reverse(a.abs_diff(b)), id));
    let per = |t: Duration, n: usize| t / u32::try_from(n.max(1)).unwrap_or(u32::MAX);
    c.per_position = (per(time[0], positions[0]), per(time[1], positions[1]));
    c
}

/// The hardest step of `w` (SE of its steps; a custom step as rated by
/// `solver`'s declaration of it), if every step is rated.
fn hardest(w: &Walkthrough, solver: &Solver) -> Option<f32> {
    let rated: Option<Vec<f32>> = rating::step_ratings_with(w, solver).into_iter().collect();
    rated?.into_iter().reduce(f32::max)
}

impl Comparison {
    /// Changed puzzles whose hardest step got easier, and harder.
    pub fn easier_and_harder(&self) -> (usize, usize) {
        let easier = self.hardest.iter().filter(|(_, a, b)| b < a).count();
        let harder = self.hardest.iter().filter(|(_, a, b)| b > a).count();
        (easier, harder)
    }

    /// Each changed puzzle's hardest step, before (x) and after (y), as a
    /// scatter chart: dots under the diagonal got easier.
    pub fn chart_svg(&self) -> String {
        self.chart_svg_in(Lang::En)
    }

    /// [`Comparison::chart_svg`] with its words in `lang`.
    pub fn chart_svg_in(&self, lang: Lang) -> String {
        let points: Vec<(f64, f64)> = self
            .hardest
            .iter()
            .map(|&(_, a, b)| (f64::from(a), f64::from(b)))
            .collect();
        let words = lang.catalogue();
        scatter_svg(
            &words.report(&Line::CompareChartTitle),
            &words.report(&Line::CompareChartBefore),
            &words.report(&Line::CompareChartAfter),
            &points,
            true,
        )
    }
}

impl Comparison {
    /// The comparison in `lang`: a line per figure, a table row per
    /// strategy whose step count changed.
    pub fn show(&self, lang: Lang) -> String {
        let (easier, harder) = self.easier_and_harder();
        let mut lines = vec![
            Line::CompareChanged {
                changed: self.changed,
                puzzles: self.puzzles,
            },
            Line::CompareColumns,
        ];
        lines.extend(
            self.steps
                .iter()
                .map(|&(id, before, after)| Line::CompareRow {
                    id,
                    name: self.name_in(id, lang),
                    before,
                    after,
                }),
        );
        lines.push(Line::CompareHardest {
            easier,
            harder,
            same: self.hardest.len() - easier - harder,
            rated: self.hardest.len(),
        });
        lines.push(Line::CompareForcing {
            before: self.forcing.0,
            after: self.forcing.1,
        });
        lines.push(Line::CompareTime {
            before_us: self.per_position.0.as_secs_f64() * 1e6,
            after_us: self.per_position.1.as_secs_f64() * 1e6,
        });
        for (i, failure) in &self.failures {
            lines.push(Line::CompareFailure {
                puzzle: i + 1,
                failure: failure.problem(),
            });
        }
        let words = lang.catalogue();
        lines.iter().map(|l| words.report(l) + "\n").collect()
    }
}

impl Comparison {
    /// Strategy `id`'s name in `lang`: the catalogue's, else a custom
    /// strategy's ([`CustomStrategy::name_in`]), else the id.
    fn name_in(&self, id: &'static str, lang: Lang) -> &'static str {
        lang.catalogue()
            .strategy_name(id)
            .or_else(|| {
                self.custom
                    .iter()
                    .find(|c| c.id == id)
                    .map(|c| c.name_in(lang))
            })
            .unwrap_or(id)
    }
}

impl fmt::Display for Comparison {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.show(Lang::En))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::custom::{CustomStrategy, Found, Place};
    use crate::strategies::wings::wxyz_wing_3222::{
        find_wxyz_wings_3222, wxyz_wing_3222_eliminations,
    };
    use crate::test_util::{board, shared};

    /// The study's WXYZ-Wing 3222 before the WXYZ-Wing, over the Sudoku
    /// Exchange's 500 diabolical puzzles: the table names both, the new
    /// steps replace WXYZ-Wing steps one for one, nothing fails.
    #[test]
    fn a_comparison_counts_what_the_new_strategy_replaces() {
        let Some(text) = shared("puzzles/sx_diabolical_500_with_solutions.txt") else {
            return;
        };
        let puzzles: Vec<Board> = text
            .lines()
            .map(|l| board(l.split_whitespace().next().unwrap()))
            .collect();
        let study = CustomStrategy::new("Study 3222", Place::Before("wxyz-wing".into()), |b| {
            find_wxyz_wings_3222(b)
                .iter()
                .map(|w| Found::eliminating(wxyz_wing_3222_eliminations(b, w)))
                .collect()
        })
        .unwrap()
        .rated(5.5);
        let with = Solver::new().with_custom(study).unwrap();
        let c = compare(&puzzles, &Solver::new(), &with);
        assert_eq!(c.puzzles, 500);
        assert!(c.failures.is_empty());
        let row = |id: &str| c.steps.iter().find(|r| r.0 == id).copied();
        let (_, zero, taken) = row("study-3222").unwrap();
        assert_eq!(zero, 0);
        assert!(taken > 0 && c.changed > 0 && c.changed <= taken);
        let (_, wxyz_before, wxyz_after) = row("wxyz-wing").unwrap();
        assert!(wxyz_after < wxyz_before);
        let text = c.to_string();
        assert!(
            text.contains("study-3222") && text.contains("walkthroughs change"),
            "{text}"
        );
        assert!(c.chart_svg().contains("<svg"));
        eprintln!("{text}");
    }

    /// The same figures in both languages; the Japanese names the
    /// strategies in Japanese (a custom one by its Japanese name) and has
    /// no English word but the unit.
    #[test]
    fn a_comparison_in_english_and_japanese() {
        let study =
            CustomStrategy::new("Study 3222", Place::Difficulty(200), |_: &Board| Vec::new())
                .unwrap()
                .named_ja("研究の3222");
        let c = Comparison {
            puzzles: 2000,
            changed: 1,
            steps: vec![("study-3222", 0, 1), ("wxyz-wing", 191, 190)],
            hardest: vec![(7, 5.6, 5.6)],
            forcing: (6, 6),
            failures: Vec::new(),
            per_position: (Duration::from_nanos(4700), Duration::from_nanos(4400)),
            custom: vec![study],
        };
        let en = c.show(Lang::En);
        assert_eq!(en, c.to_string());
        assert!(en.starts_with("1 of 2000 walkthroughs change\n"), "{en}");
        assert!(
            en.contains("\nwxyz-wing                                 191      190       -1\n"),
            "{en}"
        );
        assert!(
            en.contains("easier in 0, harder in 0, the same in 1 (of 1 rated)"),
            "{en}"
        );
        assert!(en.contains("time per position: 4.7 µs -> 4.4 µs"), "{en}");
        assert!(
            en.contains("\nstudy-3222                                  0        1       +1\n"),
            "{en}"
        );
        let ja = c.show(Lang::Ja);
        assert!(ja.starts_with("2000問のうち1問で解き方が変わる\n"), "{ja}");
        // Padded by the columns the names take: the counts line up.
        assert!(
            ja.contains("\nWXYZウィング                              191      190       -1\n"),
            "{ja}"
        );
        assert!(
            ja.contains("\n研究の3222                                  0        1       +1\n"),
            "{ja}"
        );
        assert!(
            ja.contains("易しくなった0問、難しくなった0問、同じ1問（評価できた1問のうち）"),
            "{ja}"
        );
        let words = crate::test_util::english_words(&ja, &["SE", "WXYZ"]);
        assert!(words.is_empty(), "{words:?} in {ja}");
    }
}
