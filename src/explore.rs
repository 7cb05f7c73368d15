//! The lab bench: run a pattern finder over many puzzles and every board
//! reached while solving them, and audit what it does.
//!
//! ```text
//!  puzzles ──► solve each one step by step ──► every position on the way
//!                                                  │
//!                    your finder(board) ◄──────────┘
//!                          │ eliminations / placements
//!                          ▼
//!   fired? how many removed? did it unlock a stuck position? UNSOUND?
//!                    (checked against the puzzle's one solution)
//! ```
//!
//! The finder can be a strategy of the registry ([`explore_strategy`]) or any
//! closure returning eliminations ([`explore`]): that is how a new pattern is
//! tried out in a notebook cell. A closure that drops a condition of a sound
//! pattern will, sooner or later, remove a solution digit: the report lists
//! every such elimination with the board to look at.
//!
//! Positions come from the logical solver: the start, then the board after
//! every step; where the solver is stuck, one digit of the solution is placed
//! (in the cell with the fewest candidates) so the walk goes on to the end.
//! Puzzles are spread over all cores (rayon); progress goes to stderr.

use crate::brute::{self, Solutions};
use crate::grid::{Board, Candidate, Cell};
use crate::lang::report::Report as Line;
use crate::lang::{Lang, Problem};
use crate::solver::Solver;
use crate::strategies::{self, Effects};
use rayon::prelude::*;
use serde::Serialize;
use std::fmt;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// How to explore.
#[derive(Clone, Debug)]
pub struct ExploreOptions {
    /// The solver that walks each puzzle from start to end (default: every strategy).
    pub walker: Solver,
    /// Strategies counted as "simpler": a position where they are all stuck but the
    /// finder makes progress is *unlocked* by the finder. Default: every strategy.
    pub simpler: Solver,
    /// Check every position on the way, not only the starting boards.
    pub mid_solve: bool,
    /// Print progress to stderr.
    pub progress: bool,
    /// The language of the progress lines.
    pub lang: Lang,
    /// How many firing positions to keep as examples.
    pub keep_examples: usize,
    /// Threads to use (default: rayon's, one per core).
    pub threads: Option<usize>,
}

impl Default for ExploreOptions {
    fn default() -> Self {
        ExploreOptions {
            walker: Solver::new(),
            simpler: Solver::new(),
            mid_solve: true,
            progress: false,
            lang: Lang::En,
            keep_examples: 5,
            threads: None,
        }
    }
}

impl ExploreOptions {
    /// Count as "simpler" only the registered strategies easier than `id`
    /// (not the ones the default solver leaves out for now,
    /// [`solver::left_out_for_now`](crate::solver::left_out_for_now)).
    pub fn simpler_than(mut self, id: &str) -> Result<Self, Problem> {
        let info = strategies::by_id(id).ok_or_else(|| Problem::unknown_strategy(id))?;
        let easier: Vec<&str> = strategies::REGISTRY
            .iter()
            .filter(|s| s.difficulty < info.difficulty)
            .filter(|s| !crate::solver::left_out_for_now(s.id))
            .map(|s| s.id)
            .collect();
        self.simpler = Solver::with(&easier)?;
        Ok(self)
    }
    pub fn with_progress(mut self, on: bool) -> Self {
        self.progress = on;
        self
    }
    pub fn with_mid_solve(mut self, on: bool) -> Self {
        self.mid_solve = on;
        self
    }
}

/// A position where the finder did something, with what it did.
#[derive(Clone, Debug, Serialize)]
pub struct Finding {
    /// Index of the puzzle in the input (0-based).
    pub puzzle: usize,
    /// The position, as a HoDoKu library line (digits and candidates).
    pub position: String,
    #[serde(skip)]
    pub board: Board,
    #[serde(serialize_with = "as_eliminations")]
    pub eliminations: Vec<Candidate>,
    #[serde(serialize_with = "as_placements")]
    pub placements: Vec<Candidate>,
    /// For an unsound finding: the solution digit of each cell concerned.
    pub solution_digits: Vec<(Cell, u8)>,
}

fn as_eliminations<S: serde::Serializer>(v: &[Candidate], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(v.iter().map(|c| c.elimination()))
}
fn as_placements<S: serde::Serializer>(v: &[Candidate], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(v.iter().map(|c| c.placement()))
}

/// What exploring found.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Report {
    pub name: String,
    /// Puzzles explored (with exactly one solution).
    pub puzzles: usize,
    /// Puzzles left out because they do not have exactly one solution.
    pub skipped: usize,
    /// Positions the finder was run on.
    pub positions: usize,
    /// Positions where it removed or placed something.
    pub firing_positions: usize,
    /// Puzzles in which it fired at least once.
    pub puzzles_fired: usize,
    /// Candidates removed, summed over positions.
    pub candidates_removed: usize,
    /// Digits placed, summed over positions.
    pub placements: usize,
    /// Firing positions where every "simpler" strategy was stuck.
    pub unlocks: usize,
    /// Every position with an elimination of a solution digit or a wrong placement.
    pub unsound: Vec<Finding>,
    /// The first few sound firing positions.
    pub examples: Vec<Finding>,
    #[serde(skip)]
    pub elapsed: Duration,
}

impl Report {
    /// No elimination or placement contradicted a solution.
    pub fn is_sound(&self) -> bool {
        self.unsound.is_empty()
    }

    fn merge(mut self, other: Report, keep: usize) -> Report {
        self.puzzles += other.puzzles;
        self.skipped += other.skipped;
        self.positions += other.positions;
        self.firing_positions += other.firing_positions;
        self.puzzles_fired += other.puzzles_fired;
        self.candidates_removed += other.candidates_removed;
        self.placements += other.placements;
        self.unlocks += other.unlocks;
        self.unsound.extend(other.unsound);
        self.examples.extend(other.examples);
        self.examples.sort_by_key(|f| f.puzzle);
        self.examples.truncate(keep);
        self
    }
}

impl Report {
    /// The report in `lang`, one line per figure (the first five unsound
    /// positions shown).
    pub fn show(&self, lang: Lang) -> String {
        let pct = |a: usize, b: usize| {
            if b == 0 {
                0.0
            } else {
                100.0 * a as f64 / b as f64
            }
        };
        let mut lines = vec![
            Line::ExploreTitle(&self.name),
            Line::ExplorePuzzles {
                puzzles: self.puzzles,
                skipped: self.skipped,
            },
            Line::ExplorePositions(self.positions),
            Line::ExploreFired {
                positions: self.firing_positions,
                positions_pct: pct(self.firing_positions, self.positions),
                puzzles: self.puzzles_fired,
                puzzles_pct: pct(self.puzzles_fired, self.puzzles),
            },
            Line::ExploreRemoved {
                candidates: self.candidates_removed,
                digits: self.placements,
            },
            Line::ExploreUnlocked(self.unlocks),
            Line::ExploreUnsound(self.unsound.len()),
        ];
        const SHOWN: usize = 5;
        let effects: Vec<String> = self.unsound.iter().take(SHOWN).map(effects_text).collect();
        for (u, effects) in self.unsound.iter().zip(&effects) {
            lines.push(Line::ExploreWrong {
                puzzle: u.puzzle + 1,
                effects,
                wrong: &u.solution_digits,
                position: &u.position,
            });
        }
        if self.unsound.len() > SHOWN {
            lines.push(Line::ExploreMore(self.unsound.len() - SHOWN));
        }
        lines.push(Line::ExploreTime(self.elapsed.as_secs_f64()));
        let words = lang.catalogue();
        let lines: Vec<String> = lines.iter().map(|l| words.report(l)).collect();
        lines.join("\n")
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.show(Lang::En))
    }
}

fn effects_text(f: &Finding) -> String {
    let mut parts: Vec<String> = f.placements.iter().map(|c| c.placement()).collect();
    parts.extend(f.eliminations.iter().map(|c| c.elimination()));
    parts.join(", ")
}

/// Explores a finder that returns eliminations (the usual shape of a new pattern).
pub fn explore<F>(name: &str, puzzles: &[Board], finder: F, opts: &ExploreOptions) -> Report
where
    F: Fn(&Board) -> Vec<Candidate> + Sync,
{
    explore_effects(name, puzzles, |b| Effects::eliminate(finder(b)), opts)
}

/// Explores a registered strategy: the union of what all its instances prove.
/// "Simpler" means the registered strategies easier than it.
pub fn explore_strategy(
    id: &str,
    puzzles: &[Board],
    opts: &ExploreOptions,
) -> Result<Report, Problem> {
    let info = strategies::by_id(id).ok_or_else(|| Problem::unknown_strategy(id))?;
    let opts = opts.clone().simpler_than(id)?;
    Ok(explore_effects(
        id,
        puzzles,
        |b| {
            // The registry's `effects` path: no explanations or highlights built.
            let mut all = Effects::default();
            for e in (info.effects)(b) {
                all.placements.extend(e.placements);
                all.eliminations.extend(e.eliminations);
            }
            all.placements.sort();
            all.placements.dedup();
            all.eliminations.sort();
            all.eliminations.dedup();
            all
        },
        &opts,
    ))
}

/// Explores a finder that may place digits as well as remove candidates.
pub fn explore_effects<F>(name: &str, puzzles: &[Board], finder: F, opts: &ExploreOptions) -> Report
where
    F: Fn(&Board) -> Effects + Sync,
{
    let start = Instant::now();
    let done = AtomicUsize::new(0);
    // Milliseconds since start of the last progress line: one line every 2 s at most.
    let last_print = AtomicU64::new(0);
    let total = puzzles.len();
    let run = || {
        puzzles
            .par_iter()
            .enumerate()
            .map(|(i, board)| {
                let r = explore_one(i, board, &finder, opts);
                let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                if opts.progress {
                    let now = start.elapsed().as_millis() as u64;
                    let last = last_print.load(Ordering::Relaxed);
                    if now >= last + 2000
                        && last_print
                            .compare_exchange(last, now, Ordering::Relaxed, Ordering::Relaxed)
                            .is_ok()
                    {
                        let seconds = now as f64 / 1000.0;
                        crate::to_stderr!(
                            "{}",
                            opts.lang
                                .catalogue()
                                .explore_progress(name, n, total, seconds)
                        );
                    }
                }
                r
            })
            .reduce(Report::default, |a, b| a.merge(b, opts.keep_examples))
    };
    let mut report = match opts.threads {
        Some(t) => match rayon::ThreadPoolBuilder::new()
            .num_threads(t.max(1))
            .build()
        {
            Ok(pool) => pool.install(run),
            Err(_) => run(),
        },
        None => run(),
    };
    report.name = name.to_string();
    report.unsound.sort_by_key(|f| f.puzzle);
    report.elapsed = start.elapsed();
    report
}

fn explore_one<F>(index: usize, start: &Board, finder: &F, opts: &ExploreOptions) -> Report
where
    F: Fn(&Board) -> Effects + Sync,
{
    let mut report = Report::default();
    let solution = match brute::analyse(start) {
        Solutions::Unique(s) => s,
        _ => {
            report.skipped = 1;
            return report;
        }
    };
    report.puzzles = 1;
    let cells: Vec<Cell> = start.geometry().cells().collect();
    let solution_of = |c: Cell| {
        cells
            .iter()
            .position(|&x| x == c)
            .map(|k| solution[k])
            .unwrap_or(0)
    };
    let mut board = start.clone();
    let mut fired = false;
    loop {
        report.positions += 1;
        let effects = finder(&board);
        if !effects.is_empty() {
            fired = true;
            report.firing_positions += 1;
            report.candidates_removed += effects.eliminations.len();
            report.placements += effects.placements.len();
            if opts.simpler.next_step(&board).is_none() {
                report.unlocks += 1;
            }
            let mut wrong = Vec::new();
            for e in &effects.eliminations {
                if solution_of(e.cell) == e.digit {
                    wrong.push((e.cell, e.digit));
                }
            }
            for p in &effects.placements {
                let s = solution_of(p.cell);
                if s != p.digit {
                    wrong.push((p.cell, s));
                }
            }
            let finding = || Finding {
                puzzle: index,
                position: crate::formats::write(&board, crate::formats::Format::Library)
                    .trim_end()
                    .to_string(),
                board: board.clone(),
                eliminations: effects.eliminations.clone(),
                placements: effects.placements.clone(),
                solution_digits: wrong.clone(),
            };
            if !wrong.is_empty() {
                report.unsound.push(finding());
            } else if report.examples.len() < opts.keep_examples {
                report.examples.push(finding());
            }
        }
        if !opts.mid_solve || board.empty_cells().is_empty() {
            break;
        }
        match opts.walker.next_step(&board) {
            Some(step) if step.apply(&mut board).is_ok() => {}
            _ => {
                // Stuck: place the solution digit where the choice is smallest.
                let Some(cell) = board
                    .empty_cells()
                    .iter()
                    .min_by_key(|&c| board.candidates(c).len())
                else {
                    break;
                };
                if board.place(cell, solution_of(cell)).is_err() {
                    break;
                }
            }
        }
    }
    report.puzzles_fired = usize::from(fired);
    report
}

/// The boards of a puzzle file (puzzles that fail to parse are left out).
pub fn load_puzzles(path: impl AsRef<std::path::Path>) -> std::io::Result<Vec<Board>> {
    Ok(crate::formats::read_puzzles(path)?
        .into_iter()
        .filter_map(Result::ok)
        .map(|p| p.board)
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::board;

    // Two Sudoku Exchange puzzles (sx_medium #35 and #43, also in puzzles/strategy-examples.txt).
    fn puzzles() -> Vec<Board> {
        vec![
            board(
                "...8.9....43...87..2.....1.3...2...9...3.8....1.....2.6.7...4.2.842.569.2..7.4..1",
            ),
            board(
                ".......2.......6.98..5.1..7....14.7.318.9.546.2.63....5..7.8..22.4.......3.......",
            ),
        ]
    }

    #[test]
    fn a_sound_strategy_is_reported_sound() {
        let opts = ExploreOptions::default();
        let r = explore_strategy("locked-candidates-pointing", &puzzles(), &opts).unwrap();
        assert_eq!(r.puzzles, 2);
        assert!(r.positions > 2);
        assert!(r.is_sound());
        assert!(r.firing_positions > 0, "{r}");
        assert!(r.candidates_removed >= r.firing_positions);
        assert!(explore_strategy("no-such", &puzzles(), &opts).is_err());
    }

    #[test]
    fn a_broken_pattern_is_caught() {
        // "Naked single, but wrong": remove a cell's smallest candidate whenever it
        // has two. Unsound by construction: about half the time that digit is the
        // solution.
        let broken = |b: &Board| -> Vec<Candidate> {
            b.empty_cells()
                .iter()
                .filter(|&c| b.candidates(c).len() == 2)
                .map(|c| Candidate::new(c, b.candidates(c).first().unwrap()))
                .collect()
        };
        let r = explore(
            "drop-smaller-of-pair",
            &puzzles(),
            broken,
            &ExploreOptions::default(),
        );
        assert!(!r.is_sound());
        let u = &r.unsound[0];
        // The finding names the cell and its true digit, and the position reloads.
        let (cell, digit) = u.solution_digits[0];
        assert!(u.eliminations.contains(&Candidate::new(cell, digit)));
        let back = crate::formats::parse_board(&u.position).unwrap();
        assert_eq!(back, u.board);
        assert!(r.to_string().contains("UNSOUND"));
    }

    #[test]
    fn a_finder_that_never_fires() {
        let r = explore(
            "nothing",
            &puzzles(),
            |_| Vec::new(),
            &ExploreOptions::default().with_mid_solve(false),
        );
        assert_eq!(r.positions, 2);
        assert_eq!(r.firing_positions, 0);
        assert!(r.is_sound());
    }

    #[test]
    fn the_report_counts_in_words_and_says_what_it_leaves_out() {
        let finding = |k: usize| Finding {
            puzzle: k,
            position: format!("position {k}"),
            board: Board::empty(9).unwrap(),
            eliminations: vec![Candidate::new(Cell::new(0, 0), 5)],
            placements: Vec::new(),
            solution_digits: vec![(Cell::new(0, 0), 5)],
        };
        let report = Report {
            name: "test".into(),
            positions: 10,
            firing_positions: 1,
            unlocks: 1,
            unsound: (0..7).map(finding).collect(),
            ..Report::default()
        };
        let text = report.to_string();
        assert!(
            text.contains("  fired at       1 position (10.00%), in 0 puzzles"),
            "{text}"
        );
        assert!(text.contains("  unlocked       1 position where"), "{text}");
        assert!(text.contains("  UNSOUND        7 positions\n"), "{text}");
        assert_eq!(text.matches("r1c1<>5 but r1c1 is 5").count(), 5, "{text}");
        assert!(
            text.contains("    ... and 2 more (the report's `unsound` lists every one)"),
            "{text}"
        );
        // In Japanese: the same figures, no English word but the finder's
        // name, the positions and the field name `unsound`.
        let ja = report.show(Lang::Ja);
        assert!(
            ja.contains("  見つかった     1局面（10.00%）、0問（0.0%）"),
            "{ja}"
        );
        assert!(ja.contains("  誤り           7局面\n"), "{ja}");
        assert_eq!(
            ja.matches("r1c1<>5。しかし答えではr1c1は5").count(),
            5,
            "{ja}"
        );
        assert!(ja.contains("ほかに2局面"), "{ja}");
        let words = crate::test_util::english_words(&ja, &["test", "position", "unsound"]);
        assert!(words.is_empty(), "{words:?} in {ja}");
    }
}
