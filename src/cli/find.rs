//! `find`: every instance of one strategy on each puzzle of a file.

use super::input::{flush_now_and_then, load, report_bad_puzzle, stdout, whole_in, Threads};
use super::lang::LangArgs;
use super::strategies::strategy_by_id;
use super::{CliError, CliResult};
use clap::Args;
use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;
use sudoku_explorer::formats::{Format, ParseError, Puzzle};
use sudoku_explorer::parallel;
use sudoku_explorer::solver::Solver;
use sudoku_explorer::step::Step;
use sudoku_explorer::strategies::{singles, uniqueness, Listing};

// The arguments of `find`.
#[derive(Args)]
pub struct FindArgs {
    /// Strategy id, e.g. naked-pair (see `strategies`).
    strategy: String,
    file: PathBuf,
    /// JSON Lines: one object per position.
    #[arg(long)]
    json: bool,
    #[arg(long)]
    format: Option<Format>,
    /// List uniqueness patterns (unique rectangles, BUG+1, ...) even on a
    /// puzzle that does not have exactly one solution, as an assumption.
    #[arg(long)]
    assume_unique: bool,
    #[command(flatten)]
    threads: Threads,
    /// First place every single (full house, naked and hidden singles) the
    /// puzzle has, one after another, and list the instances on the board
    /// reached: where a solver would look for anything harder.
    #[arg(long)]
    after_singles: bool,
    /// Only the instances that remove or place something (and how many
    /// others remove nothing).
    #[arg(long)]
    productive: bool,
    /// At most N instances per position. A search that stops at a cap
    /// (chains, forcing chains, kraken fish: 20, or 40 for chains with ALS
    /// nodes) looks for N instead, so a larger N shows more; for the
    /// others, the first N, and how many more there are. Chains, nets and
    /// kraken fish are listed shortest first (fewest links).
    #[arg(long, value_name = "N", value_parser = whole_in::<u32>("limit", 1, 10_000))]
    limit: Option<u32>,
    #[command(flatten)]
    words: LangArgs,
}

/// Per puzzle: how many instances, and each one's explanation (or one JSON
/// object with the steps).
pub fn find(args: FindArgs) -> CliResult {
    let FindArgs {
        strategy,
        file,
        json,
        format,
        assume_unique,
        threads,
        after_singles,
        productive,
        limit,
        words,
    } = args;
    let mut out = stdout();
    let info = strategy_by_id(&strategy)?;
    let singles_first = Solver::with(&singles::IDS)?;
    let threads = threads.count();
    let mut ok = true;
    let mut flushed = Instant::now();
    let puzzles = load(&file, format)?;
    // On every core: the instances, or None where a uniqueness pattern may
    // not be used; written here in input order.
    let limit = limit.map(|n| n as usize);
    // A capped search looks for `limit` instances; the others list all.
    let capped_at = match (info.listing, limit) {
        (Listing::UpTo(_), Some(n)) => Some(n),
        (Listing::UpTo(cap), None) => Some(cap),
        _ => None,
    };
    let work = |p: &Result<Puzzle, ParseError>| -> Option<Vec<Step>> {
        let p = p.as_ref().ok()?;
        let refused = info.family == uniqueness::FAMILY
            && !assume_unique
            && !sudoku_explorer::brute::puzzle_has_one_solution(&p.board);
        (!refused).then(|| {
            let board = if after_singles {
                singles_first.solve(&p.board).end
            } else {
                p.board.clone()
            };
            match (capped_at, limit) {
                (Some(n), Some(_)) => (info.find_upto)(&board, n),
                _ => (info.find)(&board),
            }
        })
    };
    parallel::ordered_map(
        &puzzles,
        threads,
        work,
        |i, found| -> Result<(), CliError> {
            let p = match &puzzles[i] {
                Ok(p) => p,
                Err(e) => {
                    ok = false;
                    return Ok(report_bad_puzzle(&mut out, &file, e, json, words)?);
                }
            };
            let mut steps = found.unwrap_or_else(|| {
                use sudoku_explorer::lang::Problem;
                let note = Problem::at(p.line, 0, Problem::AssumesUniqueHere { id: info.id });
                sudoku_explorer::to_stderr!("{}", words.say(&note));
                Vec::new()
            });
            // Said under the list: the search's cap, reached; the
            // instances --productive leaves out; those past --limit.
            let capped = capped_at.filter(|&cap| steps.len() >= cap);
            let all = steps.len();
            if productive {
                steps.retain(Step::makes_progress);
            }
            let unproductive = all - steps.len();
            // A capped search finds the biggest effects first (the step a
            // solver takes); a reader comparing chains wants the shortest
            // first (fewest links; among equals, the bigger effect).
            if capped_at.is_some() {
                steps.sort_by_key(Step::link_count);
            }
            let listed = steps.len();
            if let (None, Some(n)) = (capped_at, limit) {
                steps.truncate(n);
            }
            let left_out = listed - steps.len();
            let cat = words.lang.catalogue();
            if json {
                let mut v = serde_json::json!({"line": p.line, "steps": steps});
                if let Some(cap) = capped {
                    v["at_most"] = cap.into();
                }
                if productive {
                    v["unproductive"] = unproductive.into();
                }
                if left_out > 0 {
                    v["left_out"] = left_out.into();
                }
                if (words.lang, words.notation) != Default::default() {
                    for (j, s) in steps.iter().enumerate() {
                        v["steps"][j]["explanation"] =
                            s.explain_in(words.lang, words.notation).into();
                    }
                }
                writeln!(out, "{v}")?;
            } else {
                writeln!(out, "{}", cat.instances_line(p.line, steps.len(), info.id))?;
                for (i, s) in steps.iter().enumerate() {
                    writeln!(
                        out,
                        "  {}. {}",
                        i + 1,
                        s.explain_in(words.lang, words.notation)
                    )?;
                }
                if unproductive > 0 {
                    writeln!(out, "{}", cat.instances_unproductive(unproductive))?;
                }
                if let Some(cap) = capped {
                    writeln!(out, "{}", cat.instances_capped(cap))?;
                }
                if left_out > 0 {
                    writeln!(out, "{}", cat.instances_left_out(left_out, listed))?;
                }
            }
            Ok(flush_now_and_then(&mut out, &mut flushed)?)
        },
    )?;
    out.flush()?;
    Ok(ok)
}
