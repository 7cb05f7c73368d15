//! `explore`: one strategy over every position reached while solving a set
//! of puzzles: how often it fires, what it removes, and whether it is sound.

use super::input::{load, name, parse_limit, stdout, Threads};
use super::lang::LangArgs;
use super::CliResult;
use clap::Args;
use std::io::Write;
use std::path::PathBuf;
use sudoku_explorer::explore::{self, ExploreOptions};

// The arguments of `explore`.
#[derive(Args)]
pub struct ExploreArgs {
    /// Strategy id (see `strategies`).
    strategy: String,
    /// Puzzle files (`-` for standard input).
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Use only the first N puzzles.
    #[arg(long, value_parser = parse_limit)]
    limit: Option<usize>,
    #[command(flatten)]
    threads: Threads,
    /// Only the starting positions, not the boards reached mid-solve.
    #[arg(long)]
    no_mid_solve: bool,
    /// Print the report as JSON.
    #[arg(long)]
    json: bool,
    /// No progress on stderr.
    #[arg(long, short)]
    quiet: bool,
    #[command(flatten)]
    words: LangArgs,
}

/// The report, as text or JSON; Ok(false) if an elimination was unsound
/// (or a puzzle could not be read).
pub fn explore(args: ExploreArgs) -> CliResult {
    let ExploreArgs {
        strategy,
        files,
        limit,
        threads,
        no_mid_solve,
        json,
        quiet,
        words,
    } = args;
    let mut ok = true;
    let mut boards = Vec::new();
    for file in &files {
        for p in load(file, None)? {
            match p {
                Ok(p) => boards.push(p.board),
                Err(e) => {
                    ok = false;
                    sudoku_explorer::to_stderr!("{}: {}", name(file), words.say(&e.located()));
                }
            }
        }
    }
    if let Some(n) = limit {
        boards.truncate(n);
    }
    let opts = ExploreOptions {
        mid_solve: !no_mid_solve,
        progress: !quiet,
        lang: words.lang,
        threads: threads.given(),
        ..ExploreOptions::default()
    };
    let strategy = super::strategies::canonical_id(&strategy);
    let report = explore::explore_strategy(&strategy, &boards, &opts)?;
    let mut out = stdout();
    if json {
        writeln!(out, "{}", serde_json::to_string(&report)?)?;
    } else {
        writeln!(out, "{}", report.show(words.lang))?;
    }
    out.flush()?;
    Ok(ok && report.is_sound())
}
