//! The `sudoku-explorer` command: solve, show candidates, convert formats,
//! find strategy instances, explain a solve step by step, draw, explore,
//! generate, benchmark. This file parses the arguments and dispatches; each
//! subcommand lives in `src/cli/`.

// Notes go to standard error through `to_stderr!`: `eprintln!` panics
// when standard error is closed (see src/stderr.rs).
#![cfg_attr(not(test), deny(clippy::print_stderr))]

mod cli;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use cli::{
    bench, check, explain, explore, find, generate, hint, rate, render, serve, solve, strategies,
};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "sudoku-explorer",
    version,
    about = "Teach and explore human Sudoku solving strategies",
    long_about = "Teach and explore human Sudoku solving strategies.\n\n\
        Puzzle files may hold one puzzle per line (81 characters), a text grid, comma rows \
        (BASIC `data` lines), a boxed grid, a candidate grid or HoDoKu library lines; the format \
        is detected. FILE may be `-` for standard input."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Solve puzzles exactly: one line per puzzle, the solution or `no solution` / `multiple solutions`.
    Solve(solve::SolveArgs),
    /// Print the candidate grid of each puzzle.
    Candidates(solve::CandidatesArgs),
    /// Convert puzzles to another format.
    Convert(solve::ConvertArgs),
    /// List the strategies: id, name, family, difficulty (easiest first), and why the default solver leaves some out.
    Strategies(strategies::StrategiesArgs),
    /// Find the instances of a strategy on each position of a file: every one, except for chains
    /// and forcing nets, whose searches stop at 20 (40 for chains with ALS nodes, --limit N for another number) and say so when they stop there.
    Find(find::FindArgs),
    /// Solve each puzzle step by step, explaining every step.
    Explain(explain::ExplainArgs),
    /// Check your own work against the solution: wrong digits, deleted candidates that
    /// were the solution's, cells left without a candidate (nothing else is told).
    Check(check::CheckArgs),
    /// A hint for the next step on each position, in four levels: the technique, where to
    /// look, the pattern, the whole step (never more than the level asks).
    Hint(hint::HintArgs),
    /// Rate each puzzle: Sudoku Explainer (SE) rating, HoDoKu score and level, hardest step.
    Rate(rate::RateArgs),
    /// Draw a puzzle as SVG: the start position, or the board at step N of its walkthrough
    /// with that step's highlights.
    Render(render::RenderArgs),
    /// Run a strategy over every position reached while solving the puzzles, and report
    /// how often it fires, what it removes, what it unlocks, and any unsound elimination.
    Explore(explore::ExploreArgs),
    /// Generate random puzzles with exactly one solution, one per line (reproducible from the seed).
    Generate(generate::GenerateArgs),
    /// The live app: play, get hints and check from your own grid, learn and drill each
    /// technique, in a browser (prints the address; loopback only unless --host says).
    Serve(serve::ServeArgs),
    /// Measure puzzles/second: exact uniqueness check and logical solve.
    Bench(bench::BenchArgs),
}

fn main() -> ExitCode {
    let lang = cli::lang::lang_of_args();
    let mut cmd = cli::help::in_lang(Cli::command(), lang);
    let args = cli::help::lang_after_command(std::env::args_os().collect(), &cmd);
    let matches = match cmd.try_get_matches_from_mut(args) {
        Ok(m) => m,
        Err(e) => return cli::usage::report(e),
    };
    if let Some(("help", asked)) = matches.subcommand() {
        return cli::help::print_help_of(&mut cmd, asked);
    }
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => return cli::usage::report(e),
    };
    let result = match cli.command {
        Command::Solve(args) => solve::solve(args),
        Command::Candidates(args) => solve::candidates(args),
        Command::Convert(args) => solve::convert(args),
        Command::Strategies(args) => strategies::strategies(args),
        Command::Find(args) => find::find(args),
        Command::Explain(args) => explain::explain(args),
        Command::Hint(args) => hint::hint_command(args),
        Command::Check(args) => check::check_command(args),
        Command::Rate(args) => rate::rate(args),
        Command::Render(args) => render::render(args),
        Command::Explore(args) => explore::explore(args),
        Command::Generate(args) => generate::generate(args),
        Command::Serve(args) => serve::serve(args),
        Command::Bench(args) => bench::bench(args),
    };
    cli::exit_code(result)
}
