//! `bench`: puzzles per second (exact uniqueness check and logical solve)
//! on named puzzle sets, or with `--profile` where a logical solve spends
//! its time, strategy by strategy.

use super::input::{load_boards, stdout};
use super::CliResult;
use clap::Args;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use sudoku_explorer::brute;
use sudoku_explorer::coach::{hint, Level};
use sudoku_explorer::lang::Problem;
use sudoku_explorer::solver::{Profile, Solver, Status};

// The arguments of `bench`.
#[derive(Args)]
pub struct BenchArgs {
    /// Puzzle files (one per line); default: the named sets in ../shared/puzzles.
    files: Vec<PathBuf>,
    /// Seconds to spend per measurement, 0 to 3600 (at least one pass is always made).
    #[arg(long, default_value_t = 1.0, value_parser = parse_seconds)]
    seconds: f64,
    /// Instead of rates: one logical solve of every puzzle, timing each
    /// strategy (calls, steps, share of the time) and counting steps.
    #[arg(long)]
    profile: bool,
    /// Turn off the solver's memo of where strategies found nothing (per digit, and near changed cells), to measure what it saves.
    #[arg(long)]
    no_memo: bool,
    /// Instead of rates: the time of a hint (`hint`, any level) on every
    /// position of each puzzle's walkthrough: median, 99th percentile, most.
    #[arg(long)]
    hints: bool,
}

/// The named benchmark sets: file name in ../shared/puzzles.
const BENCH_SETS: &[&str] = &[
    "sx_easy_500_with_solutions.txt",
    "sx_medium_500_with_solutions.txt",
    "sx_hard_500_with_solutions.txt",
    "sx_diabolical_500_with_solutions.txt",
    "magictour_top1465.txt",
    "norvig_top95.txt",
    "sudoku17_49158.txt",
];

/// A table of rates per set (or, with `--profile`, a table per set of
/// strategies by time spent).
pub fn bench(args: BenchArgs) -> CliResult {
    let BenchArgs {
        files,
        seconds,
        profile,
        no_memo,
        hints,
    } = args;
    let memo = !no_memo;
    let mut out = stdout();
    let files: Vec<PathBuf> = if files.is_empty() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/puzzles");
        let found: Vec<PathBuf> = BENCH_SETS
            .iter()
            .map(|f| dir.join(f))
            .filter(|p| p.exists())
            .collect();
        if found.is_empty() {
            return Err(Problem::NoPuzzleFiles {
                dir: super::input::name(&dir),
            }
            .into());
        }
        found
    } else {
        files
    };
    if profile {
        return bench_profile(&files, memo, &mut out);
    }
    if hints {
        return bench_hints(&files, &mut out);
    }
    let budget = Duration::from_secs_f64(seconds.max(0.0));
    writeln!(
        out,
        "{:<40} {:>7} {:>14} {:>14} {:>9}",
        "set", "puzzles", "unique-check/s", "logic-solve/s", "solved"
    )?;
    let solver = Solver::new().memo(memo);
    // A file without a puzzle measures nothing: said, and the exit code is 1.
    let mut measured_all = true;
    for file in &files {
        let boards = load_boards(file)?;
        if boards.is_empty() {
            sudoku_explorer::to_stderr!("{}: no puzzle to measure", super::input::name(file));
            measured_all = false;
            continue;
        }
        let brute_rate = rate(budget, boards.len(), || {
            for b in &boards {
                std::hint::black_box(brute::count_solutions(b, 2));
            }
        });
        let mut solved = 0;
        let logic_rate = rate(budget, boards.len(), || {
            solved = boards
                .iter()
                .filter(|b| solver.solve(b).status == Status::Solved)
                .count();
        });
        let set = file
            .file_name()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        writeln!(
            out,
            "{:<40} {:>7} {:>14.0} {:>14.0} {:>8.1}%",
            set,
            boards.len(),
            brute_rate,
            logic_rate,
            100.0 * solved as f64 / boards.len() as f64
        )?;
    }
    out.flush()?;
    Ok(measured_all)
}

/// `bench --hints`: per set, a hint on every position of the default
/// walkthroughs, each timed on its own.
fn bench_hints(files: &[PathBuf], out: &mut impl Write) -> CliResult {
    writeln!(
        out,
        "{:<40} {:>9} {:>10} {:>10} {:>10}",
        "set", "positions", "median ms", "p99 ms", "max ms"
    )?;
    let solver = Solver::new();
    for file in files {
        let mut times: Vec<Duration> = Vec::new();
        for b in load_boards(file)? {
            let w = solver.solve(&b);
            for i in 0..w.steps.len() {
                let position = w.board_before(i);
                let start = Instant::now();
                std::hint::black_box(hint(&position, Level::What).ok());
                times.push(start.elapsed());
            }
        }
        times.sort();
        let at = |q: f64| {
            let i = ((times.len() as f64 * q).ceil() as usize).clamp(1, times.len().max(1)) - 1;
            times.get(i).map_or(0.0, |t| t.as_secs_f64() * 1000.0)
        };
        writeln!(
            out,
            "{:<40} {:>9} {:>10.2} {:>10.2} {:>10.2}",
            super::input::name(file),
            times.len(),
            at(0.5),
            at(0.99),
            at(1.0)
        )?;
    }
    out.flush()?;
    Ok(true)
}

/// `bench --profile`: per set, one logical solve of each puzzle with every
/// strategy call timed; a table of strategies by time spent.
fn bench_profile(files: &[PathBuf], memo: bool, out: &mut impl Write) -> CliResult {
    let solver = Solver::new().memo(memo);
    for file in files {
        let boards = load_boards(file)?;
        let mut profile = Profile::default();
        let mut solved = 0;
        let start = Instant::now();
        for b in &boards {
            let w = solver.solve_profiled(b, &mut profile);
            solved += usize::from(w.status == Status::Solved);
        }
        let wall = start.elapsed();
        let total = profile.total().as_secs_f64().max(1e-12);
        writeln!(
            out,
            "{}: {} puzzles, {} solved by logic, {:.0} puzzles/s (profiled)",
            super::input::name(file),
            boards.len(),
            solved,
            boards.len() as f64 / wall.as_secs_f64()
        )?;
        writeln!(
            out,
            "{:<36} {:>10} {:>8} {:>10} {:>7}",
            "strategy", "calls", "steps", "us/call", "time%"
        )?;
        let mut rows: Vec<_> = profile.entries.iter().filter(|e| e.calls > 0).collect();
        rows.sort_by_key(|e| std::cmp::Reverse(e.time));
        for e in rows {
            writeln!(
                out,
                "{:<36} {:>10} {:>8} {:>10.2} {:>6.1}%",
                e.id,
                e.calls,
                e.steps,
                e.time.as_secs_f64() * 1e6 / e.calls as f64,
                100.0 * e.time.as_secs_f64() / total
            )?;
        }
    }
    out.flush()?;
    Ok(true)
}

/// Runs `pass` (over `n` puzzles) until `budget` is spent; puzzles per second.
fn rate(budget: Duration, n: usize, mut pass: impl FnMut()) -> f64 {
    let start = Instant::now();
    let mut passes = 0usize;
    loop {
        pass();
        passes += 1;
        if start.elapsed() >= budget {
            break;
        }
    }
    (passes * n) as f64 / start.elapsed().as_secs_f64()
}

/// `--seconds`: a finite number from 0 to 3600 (an hour per measurement is
/// more than any set needs; `inf` or `1e300` cannot be a time budget).
fn parse_seconds(text: &str) -> Result<f64, sudoku_explorer::lang::BadValue> {
    sudoku_explorer::lang::BadValue::seconds(text, 3600)
}
