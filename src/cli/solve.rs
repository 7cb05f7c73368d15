//! `solve` (exact solutions or solution counts), `candidates` (the
//! candidate grid) and `convert` (another format): one puzzle file in, one
//! answer per puzzle out.

use super::input::{each_puzzle, flush_now_and_then, load, name, parse_limit, stdout, Threads};
use super::lang::LangArgs;
use super::CliResult;
use clap::Args;
use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;
use sudoku_explorer::brute::{self, Solutions};
use sudoku_explorer::formats::{self, Format, Puzzle};
use sudoku_explorer::lang::Msg;
use sudoku_explorer::parallel;

// The arguments of `solve`.
#[derive(Args)]
pub struct SolveArgs {
    /// Puzzle files (`-` for standard input).
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Print the number of solutions instead (`at least N` when the limit is reached).
    #[arg(long)]
    count: bool,
    /// Stop counting at this many solutions.
    #[arg(long, default_value_t = 1000, requires = "count", value_parser = parse_limit)]
    limit: usize,
    /// Read the files in this format instead of detecting it.
    #[arg(long)]
    format: Option<Format>,
    #[command(flatten)]
    threads: Threads,
    #[command(flatten)]
    words: LangArgs,
}

// The arguments of `candidates`.
#[derive(Args)]
pub struct CandidatesArgs {
    file: PathBuf,
    #[arg(long)]
    format: Option<Format>,
    #[command(flatten)]
    words: LangArgs,
}

// The arguments of `convert`.
#[derive(Args)]
pub struct ConvertArgs {
    /// line, grid, comma, boxed, candidates or library.
    #[arg(long)]
    to: Format,
    file: PathBuf,
    /// Read the file in this format instead of detecting it.
    #[arg(long)]
    format: Option<Format>,
    #[command(flatten)]
    words: LangArgs,
}

/// One line per puzzle: the solution, `no solution` or `multiple
/// solutions` (with `--count`, the number of solutions), worked out on every
/// core and written in input order.
pub fn solve(args: SolveArgs) -> CliResult {
    let SolveArgs {
        files,
        count,
        limit,
        format,
        threads,
        words,
    } = args;
    let cat = words.lang.catalogue();
    let threads = threads.count();
    let mut ok = true;
    let mut out = stdout();
    let mut flushed = Instant::now();
    for file in &files {
        // An unreadable file is named, and the others are still answered.
        let puzzles = match load(file, format) {
            Ok(puzzles) => puzzles,
            Err(e) => {
                sudoku_explorer::to_stderr!("sudoku-explorer: {}", words.say(&e));
                ok = false;
                continue;
            }
        };
        let answer = |p: &Result<Puzzle, formats::ParseError>| match p {
            Ok(p) if count => {
                let n = brute::count_solutions(&p.board, limit);
                if n >= limit {
                    cat.at_least(n)
                } else {
                    n.to_string()
                }
            }
            Ok(p) => match brute::analyse(&p.board) {
                Solutions::None => cat.msg(Msg::NoSolution).to_string(),
                Solutions::Multiple => cat.msg(Msg::MultipleSolutions).to_string(),
                Solutions::Unique(digits) => digits.iter().map(|d| (b'0' + d) as char).collect(),
            },
            Err(e) => format!("{}: {}", cat.msg(Msg::Error), words.say(&e.located())),
        };
        parallel::ordered_map(&puzzles, threads, answer, |i, line| {
            if let Err(e) = &puzzles[i] {
                ok = false;
                sudoku_explorer::to_stderr!("{}: {}", name(file), words.say(&e.located()));
            }
            writeln!(out, "{line}")?;
            flush_now_and_then(&mut out, &mut flushed)
        })?;
    }
    out.flush()?;
    Ok(ok)
}

/// The candidate grid of each puzzle.
pub fn candidates(args: CandidatesArgs) -> CliResult {
    each_puzzle(&args.file, args.format, args.words, |p, out| {
        write!(out, "{}", formats::write(&p.board, Format::Candidates))
    })
}

/// Each puzzle in the format `--to`.
pub fn convert(args: ConvertArgs) -> CliResult {
    let to = args.to;
    each_puzzle(&args.file, args.format, args.words, |p, out| {
        write!(out, "{}", formats::write(&p.board, to))
    })
}
