//! The correctness oracle (see DESIGN.md): for puzzles with one solution, no
//! strategy may remove the solution's digit from a cell or place a wrong one.
//!
//! Every strategy runs on the positions reached while solving real puzzle
//! sets (the cheap ones on every position, the costly and slow ones on a
//! sample of them, all at full depth: [`PositionStrides`]): the start, each position after a logical step, and, when
//! the logical solver is stuck, the positions after placing one more digit of
//! the solution (the cell with the fewest candidates), so that hard puzzles
//! are checked deep into the solve too. Every instance a finder reports is
//! checked, not only the one the solver would take.

mod common;

use std::collections::BTreeMap;
use std::convert::Infallible;
use std::time::{Duration, Instant};
use sudoku_explorer::solver::{left_out_for_now, Solver};
use sudoku_explorer::strategies::{self, StrategyInfo, REGISTRY};
use sudoku_explorer::{brute, parallel};
use sudoku_explorer::{Board, Candidate};

/// Sets and which of their puzzles to use at each depth (see
/// `common::depth`): every `quick`-th one by default, every `ci`-th one with
/// `SUDOKU_TEST_DEPTH=ci` (what CI runs), every `full`-th one with
/// `SUDOKU_TEST_DEPTH=full` or `ORACLE_FULL=1`. The hardest come first: the
/// puzzles are taken in this order, so the slowest start early and no core
/// is left waiting for one at the end.
const SETS: &[(&str, Strides)] = &[
    (
        "forum_hardest_se11plus_sample1000.txt",
        Strides {
            quick: 250,
            ci: 50,
            full: 5,
        },
    ),
    (
        "norvig_hardest11.txt",
        Strides {
            quick: 1,
            ci: 1,
            full: 1,
        },
    ),
    (
        "norvig_top95.txt",
        Strides {
            quick: 8,
            ci: 1,
            full: 1,
        },
    ),
    (
        "magictour_top1465.txt",
        Strides {
            quick: 32,
            ci: 4,
            full: 1,
        },
    ),
    (
        "sx_easy_500_with_solutions.txt",
        Strides {
            quick: 32,
            ci: 4,
            full: 1,
        },
    ),
    (
        "sx_medium_500_with_solutions.txt",
        Strides {
            quick: 32,
            ci: 4,
            full: 1,
        },
    ),
    (
        "sx_hard_500_with_solutions.txt",
        Strides {
            quick: 16,
            ci: 2,
            full: 1,
        },
    ),
    (
        "sx_diabolical_500_with_solutions.txt",
        Strides {
            quick: 16,
            ci: 2,
            full: 1,
        },
    ),
    (
        "norvig_easy50.txt",
        Strides {
            quick: 16,
            ci: 2,
            full: 1,
        },
    ),
    (
        "se_rated_sample_le200_per_level.txt",
        Strides {
            quick: 320,
            ci: 40,
            full: 10,
        },
    ),
    (
        "sudoku17_49158.txt",
        Strides {
            quick: 3200,
            ci: 400,
            full: 50,
        },
    ),
    (
        "mini4x4_amayaos_20.txt",
        Strides {
            quick: 1,
            ci: 1,
            full: 1,
        },
    ),
    (
        "mini6x6_sukaku6x6explainer_3.txt",
        Strides {
            quick: 1,
            ci: 1,
            full: 1,
        },
    ),
];

/// Default strategies too slow to run on every position (their `find`
/// searches much of the board): sampled like the ones left out for now
/// ([`left_out_for_now`]).
const SLOW: &[&str] = &["nested-forcing-net-contradiction"];

/// Default strategies that cost over 0.2 ms a position (the ALS, death
/// blossom, grouped and forcing chains: together 630 of the 1,360 CPU
/// seconds of a CI run when they ran on every position): on every
/// [`PositionStrides::costly`]-th position.
const COSTLY: &[&str] = &[
    "als-chain",
    "als-xy-wing",
    "als-xz",
    "death-blossom",
    "forcing-chain-contradiction",
    "forcing-chain-verity",
    "forcing-net-contradiction",
    "forcing-net-verity",
    "grouped-aic",
    "grouped-continuous-nice-loop",
    "grouped-discontinuous-nice-loop",
];

/// Strategies slower still (tens of milliseconds a position even after
/// singles, more on an opening board): on an eighth of the positions the
/// others of the sample run on.
const SLOWEST: &[&str] = &["finned-mutant-squirmbag", "finned-mutant-whale"];

/// On which positions of a walk each kind of strategy runs: every
/// `costly`-th for [`COSTLY`], every `sampled`-th for the ones left out for
/// now and [`SLOW`], every `8 * sampled`-th for [`SLOWEST`], every one for
/// the rest. Counted from a different first position in each puzzle, so
/// that a sample sees as many different puzzles as the cheap strategies do:
/// puzzle i from position `i * spread` of its walk. With a spread of 1 a
/// stride longer than the walks still checks one position of every puzzle
/// among the first few hundred (CI's run, as it has been); with a spread of
/// 64, about a walk's length, the puzzles stand end to end and a stride
/// takes its share of all their positions (a quick run).
/// (Every eighth puzzle for the left-out ones, as once, made CI's run 31
/// minutes: they cost four times what the default strategies cost.)
#[derive(Clone, Copy)]
struct PositionStrides {
    costly: usize,
    sampled: usize,
    spread: usize,
}

impl PositionStrides {
    fn at(depth: common::Depth) -> PositionStrides {
        match depth {
            common::Depth::Quick => PositionStrides {
                costly: 8,
                sampled: 768,
                spread: 64,
            },
            common::Depth::Ci => PositionStrides {
                costly: 4,
                sampled: 128,
                spread: 1,
            },
            common::Depth::Full => PositionStrides {
                costly: 1,
                sampled: 1,
                spread: 1,
            },
        }
    }

    /// The strides of a run of a few named strategies
    /// (`SUDOKU_ORACLE_STRATEGY`): as they run alone, the costly ones run on
    /// every position and the slow ones on 8 to 16 times the positions of
    /// an every-strategy run.
    fn of_named(depth: common::Depth) -> PositionStrides {
        let sampled = match depth {
            common::Depth::Quick => 8,
            common::Depth::Ci => 16,
            common::Depth::Full => 1,
        };
        PositionStrides {
            costly: 1,
            sampled,
            spread: 1,
        }
    }

    /// Every how many positions strategy `id` runs.
    fn of(self, id: &str) -> usize {
        if SLOWEST.contains(&id) {
            8 * self.sampled
        } else if left_out_for_now(id) || SLOW.contains(&id) {
            self.sampled
        } else if COSTLY.contains(&id) {
            self.costly
        } else {
            1
        }
    }

    /// A period of every stride: a puzzle's first position is counted from
    /// a different place in it for each puzzle.
    fn period(self) -> usize {
        8 * self.sampled * self.costly
    }
}

/// Sampling strides of one set, per depth.
struct Strides {
    quick: usize,
    ci: usize,
    full: usize,
}

#[derive(Default)]
struct Tally {
    positions: usize,
    steps: BTreeMap<&'static str, usize>,
    /// Positions each strategy ran on.
    runs: BTreeMap<&'static str, usize>,
    time: BTreeMap<&'static str, Duration>,
    effects: usize,
    unsound: Vec<String>,
}

impl Tally {
    fn merge(mut self, other: Tally) -> Tally {
        self.positions += other.positions;
        self.effects += other.effects;
        for (id, n) in other.steps {
            *self.steps.entry(id).or_default() += n;
        }
        for (id, n) in other.runs {
            *self.runs.entry(id).or_default() += n;
        }
        for (id, t) in other.time {
            *self.time.entry(id).or_default() += t;
        }
        self.unsound.extend(other.unsound);
        self
    }
}

/// The strategies a run checks: every registered one, or the ones named in
/// `SUDOKU_ORACLE_STRATEGY` (ids or names, comma-separated: `x-wing,XY-Wing`),
/// so that an author can check a new strategy alone. An unknown name is an
/// error naming the nearest ids.
fn chosen_strategies() -> Result<Option<Vec<&'static StrategyInfo>>, String> {
    let Ok(names) = std::env::var("SUDOKU_ORACLE_STRATEGY") else {
        return Ok(None);
    };
    let mut chosen = Vec::new();
    for name in names.split(',').map(str::trim).filter(|n| !n.is_empty()) {
        match strategies::by_name(name) {
            Some(info) if !chosen.iter().any(|c: &&StrategyInfo| c.id == info.id) => {
                chosen.push(info)
            }
            Some(_) => {}
            None => {
                return Err(format!(
                    "SUDOKU_ORACLE_STRATEGY: no strategy is named {name:?} (nearest: {})",
                    strategies::nearest_ids(name).join(", ")
                ))
            }
        }
    }
    if chosen.is_empty() {
        return Err("SUDOKU_ORACLE_STRATEGY names no strategy".to_string());
    }
    Ok(Some(chosen))
}

/// Checks the strategies due at position `k` of a walk (see [`PositionStrides`]).
fn check_position(
    board: &Board,
    solution: &[u8],
    tally: &mut Tally,
    (strategies, strides, k): (&[&'static StrategyInfo], PositionStrides, usize),
) {
    tally.positions += 1;
    let n = board.size();
    // Solutions are row by row over the board's own n x n cells.
    let sol_at = |c: Candidate| solution[c.cell.row() * n + c.cell.col()];
    for info in strategies {
        if k % strides.of(info.id) != 0 {
            continue;
        }
        *tally.runs.entry(info.id).or_default() += 1;
        let start = Instant::now();
        let found = (info.effects)(board);
        *tally.time.entry(info.id).or_default() += start.elapsed();
        for effects in found {
            *tally.steps.entry(info.id).or_default() += 1;
            let bad_place = effects.placements.iter().find(|p| sol_at(**p) != p.digit);
            let bad_elim = effects.eliminations.iter().find(|e| sol_at(**e) == e.digit);
            tally.effects += effects.placements.len() + effects.eliminations.len();
            if bad_place.is_some() || bad_elim.is_some() {
                // Rebuild the steps to report the culprit in words.
                let why: Vec<String> = (info.find)(board)
                    .into_iter()
                    .filter(|s| {
                        s.placements == effects.placements && s.eliminations == effects.eliminations
                    })
                    .map(|s| s.explanation())
                    .collect();
                tally.unsound.push(format!(
                    "{}: {} on {}: {}",
                    info.id,
                    bad_place
                        .map(|p| format!("wrong placement {p:#}"))
                        .or(bad_elim.map(|e| format!("removes the solution {e}")))
                        .unwrap_or_default(),
                    sudoku_explorer::formats::write(
                        board,
                        sudoku_explorer::formats::Format::Library
                    )
                    .trim_end(),
                    why.join(" | ")
                ));
            }
        }
    }
}

/// Checks every position of a walk, each strategy on the positions its
/// stride gives, counted from `offset`.
fn walk(
    start: &Board,
    solution: &[u8],
    solver: &Solver,
    tally: &mut Tally,
    (strategies, strides, offset): (&[&'static StrategyInfo], PositionStrides, usize),
) {
    let mut board = start.clone();
    let cells: Vec<_> = board.geometry().cells().collect();
    for k in offset.. {
        check_position(&board, solution, tally, (strategies, strides, k));
        if board.empty_cells().is_empty() {
            return;
        }
        match solver.next_step(&board) {
            Some(step) => step.apply(&mut board).expect("a sound step applies"),
            None => {
                // Stuck: place the solution digit of the cell with fewest candidates.
                let (at, &cell) = cells
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| board.value(**c).is_none())
                    .min_by_key(|(_, c)| board.candidates(**c).len())
                    .unwrap();
                board
                    .place(cell, solution[at])
                    .expect("the solution digit is a candidate");
            }
        }
    }
}

#[test]
fn no_strategy_is_ever_unsound() {
    let Some(dir) = common::shared("puzzles", "oracle") else {
        return;
    };
    let solver = Solver::new();
    let depth = common::depth();
    let named = chosen_strategies().unwrap_or_else(|e| panic!("{e}"));
    let strategies: Vec<&'static StrategyInfo> = match &named {
        Some(chosen) => chosen.clone(),
        None => REGISTRY.iter().collect(),
    };
    let strides = match named {
        Some(_) => PositionStrides::of_named(depth),
        None => PositionStrides::at(depth),
    };
    println!(
        "oracle: {depth:?} run (SUDOKU_TEST_DEPTH=quick|ci|full) of {} strategies (SUDOKU_ORACLE_STRATEGY={})",
        strategies.len(),
        named.map_or("every one".to_string(), |n| n.iter().map(|i| i.id).collect::<Vec<_>>().join(","))
    );
    // (its place in the list, set, puzzle, its solution)
    let mut jobs: Vec<(usize, usize, Board, Vec<u8>)> = Vec::new();
    for (set, (file, strides)) in SETS.iter().enumerate() {
        let path = dir.join(file);
        if !path.exists() {
            println!("skipping {file}: not found");
            continue;
        }
        let stride = match depth {
            common::Depth::Quick => strides.quick,
            common::Depth::Ci => strides.ci,
            common::Depth::Full => strides.full,
        };
        for p in common::read_lines(&path).iter().step_by(stride) {
            let board = common::board(p);
            let solution: Vec<u8> = match &p.second {
                Some(s) if s.len() == p.digits.len() => s.bytes().map(|b| b - b'0').collect(),
                // Only puzzles with exactly one solution can be judged.
                _ => match brute::analyse(&board) {
                    brute::Solutions::Unique(s) => s,
                    _ => continue,
                },
            };
            jobs.push((jobs.len(), set, board, solution));
        }
    }
    let puzzles = jobs.len();
    // One tally per puzzle, on every core, taken in order (the hardest sets
    // first), with its set and time.
    let work = |(i, set, board, solution): &(usize, usize, Board, Vec<u8>)| {
        let started = Instant::now();
        let mut t = Tally::default();
        // Puzzle i starts its count where a sample of stride s falls on
        // its position i * spread (modulo s).
        let period = strides.period();
        let offset = (period - (i * strides.spread) % period) % period;
        walk(
            board,
            solution,
            &solver,
            &mut t,
            (&strategies, strides, offset),
        );
        (*set, t, started.elapsed())
    };
    // Per set: puzzles, positions, seconds, the slowest puzzle's seconds.
    let mut per_set = vec![(0usize, 0usize, Duration::ZERO, Duration::ZERO); SETS.len()];
    let mut tally = Tally::default();
    let merge = |_, (set, t, time): (usize, Tally, Duration)| {
        let s: &mut (usize, usize, Duration, Duration) = &mut per_set[set];
        s.0 += 1;
        s.1 += t.positions;
        s.2 += time;
        s.3 = s.3.max(time);
        tally = std::mem::take(&mut tally).merge(t);
        Ok::<(), Infallible>(())
    };
    let Ok(()) = parallel::ordered_map(&jobs, parallel::default_threads(), work, merge);
    println!(
        "oracle: {puzzles} puzzles, {} positions, {} instances, {} placements/eliminations checked, {} unsound",
        tally.positions,
        tally.steps.values().sum::<usize>(),
        tally.effects,
        tally.unsound.len()
    );
    for ((file, _), (n, positions, time, slowest)) in SETS.iter().zip(&per_set) {
        println!(
            "  {file:<40} {n:>5} puzzles {positions:>7} positions {:>8.1} s  slowest {:>6.1} s",
            time.as_secs_f64(),
            slowest.as_secs_f64()
        );
    }
    for (id, runs) in &tally.runs {
        let n = tally.steps.get(id).copied().unwrap_or_default();
        let t = tally.time.get(id).copied().unwrap_or_default();
        println!(
            "  {id:<36} {runs:>7} positions {n:>9} instances checked  {:>8.2} s (CPU)  {:>7.1} µs/position",
            t.as_secs_f64(),
            t.as_secs_f64() * 1e6 / (*runs).max(1) as f64
        );
    }
    for u in tally.unsound.iter().take(20) {
        println!("UNSOUND {u}");
    }
    assert!(
        tally.unsound.is_empty(),
        "{} unsound steps",
        tally.unsound.len()
    );
    // A strategy run alone may never fire on the sample (a rare one): said,
    // not failed. Run all together, some must.
    for info in &strategies {
        if !tally.steps.contains_key(info.id) {
            println!("  {} never fired on these positions", info.id);
        }
    }
    if strategies.len() == REGISTRY.len() {
        assert!(tally.effects > 0);
    }
}
