//! Learning-mode generation (`generate --needs`), measured by hand.
//!
//! ```text
//! cargo bench --bench generate -- times [IDS..] [--count N] [--seed S] [--size N]
//!                                 [--symmetric] [--not-minimal] [--steer | --no-steer]
//!                                 [--max-seconds T] [--solver-order] [--fresh]
//!                                 [--part K/N]
//! cargo bench --bench generate -- reach [--size N] [--max-seconds T] [--seed S]
//! cargo bench --bench generate -- census-4x4
//! cargo bench --bench generate -- teaching [IDS..]
//! ```
//!
//! * `times`: per strategy (default: the 63 that the default solver's
//!   walkthroughs use on the shared puzzle sets, the speed target's list),
//!   one puzzle from each of `N` seeds (default 10: `S` to `S + 9`, default
//!   `S` 1), a fresh generator each, one core: the median and the longest
//!   time per puzzle, candidates per puzzle, how many came from steering,
//!   and the seeds that found none within the budget (default 60 s).
//!   Steering is on where the library turns it on (puzzles that need not be
//!   minimal); `--steer` turns it on always, `--no-steer` measures plain
//!   "dig and judge" (near misses are still repaired). `--solver-order`:
//!   "nothing harder" by the solver's order alone, not the curriculum's SE
//!   ratings too (`generate --needs ID --solver-order`). `--fresh`: random
//!   grids only, no walks near banked puzzles (`generate --needs ID
//!   --fresh`). `--part K/N` runs
//!   every Nth strategy from the Kth, to spread the list over N processes.
//! * `reach`: every registered strategy, one puzzle each within the budget
//!   (default 20 s): the time, or the error saying why not.
//! * `census-4x4`: every set of givens of every 4x4 grid: how many have one
//!   solution, how many of those are minimal, and which strategies their
//!   default walkthroughs use (the fact behind `generate::ONLY_ON_4X4`;
//!   about two minutes).
//! * `teaching`: how often real puzzles teach a technique, for the ones
//!   short of the speed target (default) or `IDS`: on each set of
//!   `../shared/puzzles` (top1465, the SE-rated sample, the forum's
//!   hardest, the 17-clue puzzles; a set that is absent is skipped and
//!   named), in how many default walkthroughs it is used, how many of those
//!   use nothing ranked harder (`--solver-order`'s rule) and how many also
//!   keep to the curriculum (the generator's default rule). About two
//!   minutes on two cores.
//!
//! Without an argument (a plain `cargo bench`) it only prints this usage.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};
use sudoku_explorer::generate::{Ceiling, Generator, Options, Source, Steering, Symmetry};
use sudoku_explorer::solver::Solver;
use sudoku_explorer::strategies::REGISTRY;
use sudoku_explorer::{brute, Board};

/// The default solver's strategies that its walkthroughs never use on the
/// shared puzzle sets (`explain --json` on magictour's top1465, the 9,758
/// SE-rated sample, the forum's 1,000 hardest and sx diabolical): wherever
/// one of them would make progress there, a strategy tried before it does.
const NEVER_IN_WALKTHROUGHS: &[&str] = &["multi-colors-2", "forcing-chain-verity"];

/// The strategies the default solver's walkthroughs use on those sets, in
/// its order: 63 (the forum's hardest add forcing-net verity and the nested
/// forcing net). The speed target: for each, median under 5 s and none over
/// 60 s.
fn used_by_walkthroughs() -> Vec<&'static str> {
    Solver::new()
        .strategies()
        .iter()
        .map(|s| s.id)
        .filter(|id| !NEVER_IN_WALKTHROUGHS.contains(id))
        .collect()
}

struct Args {
    command: String,
    /// Whether --max-seconds was given (reach has its own default).
    max_given: bool,
    ids: Vec<String>,
    count: usize,
    /// Only every `parts`th strategy, from the `part`th (1-based): to run
    /// the list on several cores, one process each.
    part: (usize, usize),
    options: Options,
}

fn parse_args() -> Result<Args, String> {
    let mut args = std::env::args().skip(1).filter(|a| a != "--bench");
    let command = args.next().unwrap_or_default();
    let mut parsed = Args {
        command,
        max_given: false,
        ids: Vec::new(),
        count: 10,
        part: (1, 1),
        options: Options::default(),
    };
    let next = |args: &mut dyn Iterator<Item = String>, flag: &str| {
        args.next().ok_or(format!("{flag} needs a value"))
    };
    while let Some(a) = args.next() {
        let o = &mut parsed.options;
        match a.as_str() {
            "--count" => parsed.count = num(&next(&mut args, &a)?)?,
            "--part" => {
                let v = next(&mut args, &a)?;
                let (k, n) = v.split_once('/').ok_or(format!("--part K/N, not {v}"))?;
                parsed.part = (num(k)?, num(n)?);
                if parsed.part.0 == 0 || parsed.part.0 > parsed.part.1 {
                    return Err(format!("--part K/N needs 1 <= K <= N, not {v}"));
                }
            }
            "--seed" => o.seed = num(&next(&mut args, &a)?)?,
            "--size" => o.size = num(&next(&mut args, &a)?)?,
            "--max-seconds" => {
                o.max_time = Duration::from_secs_f64(num(&next(&mut args, &a)?)?);
                parsed.max_given = true;
            }
            "--symmetric" => o.symmetry = Symmetry::Rotational,
            "--not-minimal" => o.minimal = false,
            "--no-steer" => o.steering = Steering::Never,
            "--steer" => o.steering = Steering::Always,
            "--solver-order" => o.ceiling = Ceiling::SolverOrder,
            "--fresh" => o.source = Source::Dig,
            id if !id.starts_with('-') => parsed.ids.push(id.to_string()),
            other => return Err(format!("unknown option {other}")),
        }
    }
    Ok(parsed)
}

fn num<T: std::str::FromStr>(s: &str) -> Result<T, String> {
    s.parse().map_err(|_| format!("not a number: {s}"))
}

fn main() {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    match args.command.as_str() {
        "times" => times(&args),
        "reach" => reach(args),
        "census-4x4" => census_4x4(),
        "teaching" => teaching(&args.ids),
        _ => {
            let doc = include_str!("generate.rs");
            for line in doc.lines().take_while(|l| l.starts_with("//!")) {
                println!("{}", line.trim_start_matches("//!").trim_start());
            }
        }
    }
}

/// CPU time of this thread so far (Linux: /proc/thread-self/schedstat, in
/// ns), so that figures on a busy machine mean one core's work; `None`
/// elsewhere.
fn cpu_time() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns / 1e9)
}

fn median(sorted: &[f64]) -> f64 {
    match sorted.len() {
        0 => f64::NAN,
        n if n % 2 == 1 => sorted[n / 2],
        n => (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0,
    }
}

/// Per strategy: one puzzle from each of `count` seeds (`seed`,
/// `seed + 1`, ...), each from a fresh generator, timed one by one.
fn times(args: &Args) {
    let ids: Vec<&str> = if args.ids.is_empty() {
        used_by_walkthroughs()
    } else {
        args.ids.iter().map(|s| s.as_str()).collect()
    };
    let (part, parts) = args.part;
    let ids: Vec<&str> = ids
        .into_iter()
        .enumerate()
        .filter(|(k, _)| k % parts == part - 1)
        .map(|(_, id)| id)
        .collect();
    let o = &args.options;
    println!(
        "one puzzle per seed, seeds {}..={}, {}x{}, {}{}{}{}budget {:.0} s per puzzle",
        o.seed,
        o.seed + args.count as u64 - 1,
        o.size,
        o.size,
        if o.symmetry == Symmetry::None {
            ""
        } else {
            "symmetric, "
        },
        if o.minimal {
            "minimal, "
        } else {
            "not necessarily minimal, "
        },
        match o.steering {
            Steering::Auto => "",
            Steering::Always => "always steering, ",
            Steering::Never => "no steering, ",
        },
        match (o.ceiling, o.source) {
            (Ceiling::Curriculum, Source::Auto) => "curriculum ceiling, ",
            (Ceiling::SolverOrder, Source::Auto) => "solver order only, ",
            (Ceiling::Curriculum, Source::Dig) => "curriculum ceiling, random grids only, ",
            (Ceiling::SolverOrder, Source::Dig) => "solver order only, random grids only, ",
        },
        o.max_time.as_secs_f64()
    );
    println!("times per puzzle: wall clock, and CPU time of this thread (one core's work)");
    println!(
        "{:<32} {:>7} {:>9} {:>9} {:>9} {:>9} {:>11} {:>8}  seeds that failed",
        "strategy", "puzzles", "median s", "max s", "cpu med", "cpu max", "candidates", "steered",
    );
    let all = Instant::now();
    for id in ids {
        let (mut secs, mut cpu, mut candidates, mut steered, mut failed) =
            (Vec::new(), Vec::new(), 0, 0, Vec::new());
        let mut refused = None;
        for seed in o.seed..o.seed + args.count as u64 {
            let options = Options { seed, ..o.clone() };
            let mut g = match Generator::new(id, &options) {
                Ok(g) => g,
                Err(e) => {
                    refused = Some(e);
                    break;
                }
            };
            let start = Instant::now();
            let cpu_start = cpu_time();
            match g.next_puzzle(&mut |_| ()) {
                Ok(p) => {
                    candidates += p.candidates;
                    steered += usize::from(p.steered);
                }
                Err(e) => {
                    failed.push(seed.to_string());
                    eprintln!("{id}: seed {seed}: {e}");
                }
            }
            secs.push(start.elapsed().as_secs_f64());
            if let (Some(a), Some(b)) = (cpu_start, cpu_time()) {
                cpu.push(b - a);
            }
        }
        if let Some(e) = refused {
            println!("{id:<32} {e}");
            continue;
        }
        secs.sort_by(f64::total_cmp);
        cpu.sort_by(f64::total_cmp);
        let made = args.count - failed.len();
        println!(
            "{:<32} {:>7} {:>9.2} {:>9.2} {:>9.2} {:>9.2} {:>11.0} {:>8}  {}",
            id,
            made,
            median(&secs),
            secs.last().copied().unwrap_or(f64::NAN),
            median(&cpu),
            cpu.last().copied().unwrap_or(f64::NAN),
            candidates as f64 / made.max(1) as f64,
            steered,
            if failed.is_empty() {
                "-".to_string()
            } else {
                failed.join(" ")
            }
        );
    }
    println!("total {:.1} s", all.elapsed().as_secs_f64());
}

/// Every registered strategy: one puzzle within the budget, or why not.
fn reach(mut args: Args) {
    if args.ids.is_empty() {
        args.ids = REGISTRY.iter().map(|s| s.id.to_string()).collect();
    }
    if !args.max_given {
        args.options.max_time = Duration::from_secs(20);
    }
    let o = &args.options;
    println!(
        "{}x{}, seed {}, budget {:.0} s",
        o.size,
        o.size,
        o.seed,
        o.max_time.as_secs_f64()
    );
    for id in &args.ids {
        let start = Instant::now();
        let result = Generator::new(id, o).and_then(|mut g| g.next_puzzle(&mut |_| ()));
        match result {
            Ok(p) => println!(
                "{id:<32} {:>7.2} s {:>8} candidates {}",
                start.elapsed().as_secs_f64(),
                p.candidates,
                p.puzzle.to_line()
            ),
            Err(e) => println!("{id:<32} {e}"),
        }
    }
}

/// Every 4x4 grid (288), every set of givens (65,536 each).
fn census_4x4() {
    let start = Instant::now();
    let grids = all_grids_4x4();
    let solver = Solver::new();
    let (mut unique_count, mut minimal_count) = (0u64, 0u64);
    let mut used: BTreeMap<&str, u64> = BTreeMap::new();
    for grid in &grids {
        // Whether each set of givens (bit i: cell i) has one solution; a
        // subset is numbered lower, so it is known when a set is checked.
        let mut unique = vec![false; 1 << 16];
        for mask in 0..1usize << 16 {
            let digits: Vec<u8> = (0..16)
                .map(|i| if mask >> i & 1 == 1 { grid[i] } else { 0 })
                .collect();
            let board = Board::from_values(4, &digits, true).expect("a grid's digits");
            if brute::count_solutions(&board, 2) != 1 {
                continue;
            }
            unique[mask] = true;
            unique_count += 1;
            let minimal = (0..16).all(|i| mask >> i & 1 == 0 || !unique[mask & !(1 << i)]);
            minimal_count += u64::from(minimal);
            let w = solver.solve(&board);
            assert!(w.status.is_solved(), "{}", board.to_line());
            let mut ids: Vec<&str> = w.steps.iter().map(|s| s.strategy).collect();
            ids.sort();
            ids.dedup();
            for id in ids {
                *used.entry(id).or_default() += 1;
            }
        }
    }
    println!(
        "{} grids, {unique_count} sets of givens with one solution ({minimal_count} minimal), \
         {:.0} s",
        grids.len(),
        start.elapsed().as_secs_f64()
    );
    for (id, n) in used {
        println!("  {id:<16} used by {n}");
    }
}

/// Every solved 4x4 grid, by plain backtracking.
fn all_grids_4x4() -> Vec<[u8; 16]> {
    fn fill(grid: &mut [u8; 16], i: usize, out: &mut Vec<[u8; 16]>) {
        if i == 16 {
            out.push(*grid);
            return;
        }
        let (r, c) = (i / 4, i % 4);
        for d in 1..=4 {
            let clash = (0..i).any(|j| {
                let (r2, c2) = (j / 4, j % 4);
                grid[j] == d && (r2 == r || c2 == c || (r2 / 2 == r / 2 && c2 / 2 == c / 2))
            });
            if !clash {
                grid[i] = d;
                fill(grid, i + 1, out);
            }
        }
        grid[i] = 0;
    }
    let mut out = Vec::new();
    fill(&mut [0; 16], 0, &mut out);
    out
}

/// The techniques [`teaching`] looks at by default: the twelve that were
/// short of the speed target before the curriculum's ceiling rose with the
/// target's own step (`docs/generating.md` gives their counts).
const SHORT_OF_TARGET: &[&str] = &[
    "hidden-quad",
    "unique-rectangle-5",
    "avoidable-rectangle-2",
    "swordfish",
    "jellyfish",
    "sashimi-jellyfish",
    "grouped-continuous-nice-loop",
    "discontinuous-nice-loop",
    "grouped-discontinuous-nice-loop",
    "forcing-net-contradiction",
    "forcing-net-verity",
    "nested-forcing-net-contradiction",
];

/// See the module doc.
fn teaching(ids: &[String]) {
    use rayon::prelude::*;
    use sudoku_explorer::explore::load_puzzles;
    use sudoku_explorer::generate::{keeps_to_the_curriculum, needs_nothing_ranked_harder};
    use sudoku_explorer::strategies::by_id;
    let ids: Vec<&str> = if ids.is_empty() {
        SHORT_OF_TARGET.to_vec()
    } else {
        ids.iter().map(String::as_str).collect()
    };
    let Some(infos) = ids.iter().map(|id| by_id(id)).collect::<Option<Vec<_>>>() else {
        eprintln!("unknown strategy among {ids:?}");
        std::process::exit(2);
    };
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/puzzles");
    let sets = [
        "magictour_top1465.txt",
        "se_rated_sample_le200_per_level.txt",
        "forum_hardest_se11plus_sample1000.txt",
        "sudoku17_49158.txt",
    ];
    let mut totals = vec![[0usize; 3]; ids.len()];
    for set in sets {
        let Ok(boards) = load_puzzles(dir.join(set)) else {
            println!("{set}: absent, skipped");
            continue;
        };
        // Per puzzle, per technique: used, by the solver's order, curriculum.
        let counts: Vec<Vec<[bool; 3]>> = boards
            .par_iter()
            .map(|b| {
                let w = Solver::new().solve(b);
                infos
                    .iter()
                    .map(|info| {
                        let used = w.steps.iter().any(|s| s.strategy == info.id);
                        // `teaches` is the two rules together.
                        let ordered = needs_nothing_ranked_harder(&w, info);
                        [used, ordered, ordered && keeps_to_the_curriculum(&w, info)]
                    })
                    .collect()
            })
            .collect();
        println!("{set}: {} puzzles", boards.len());
        for (k, id) in ids.iter().enumerate() {
            let n: [usize; 3] = std::array::from_fn(|j| counts.iter().filter(|c| c[k][j]).count());
            for j in 0..3 {
                totals[k][j] += n[j];
            }
            println!(
                "  {id:34} used {:6}  solver order {:6}  curriculum {:6}",
                n[0], n[1], n[2]
            );
        }
    }
    println!("all sets:");
    for (id, n) in ids.iter().zip(&totals) {
        println!(
            "  {id:34} used {:6}  solver order {:6}  curriculum {:6}",
            n[0], n[1], n[2]
        );
    }
}
