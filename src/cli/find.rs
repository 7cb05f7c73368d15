//! `find`: every instance of one strategy on each puzzle of a file.

use super::input::{flush_now_and_then, load, report_bad_puzzle, stdout, Threads};
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
    let work = |p: &Result<Puzzle, ParseError>| -> Option<Vec<Step>> {
        let p = p.as_ref().ok()?;
        let refused = info.family == uniqueness::FAMILY
            && !assume_unique
            && !sudoku_explorer::brute::puzzle_has_one_solution(&p.board);
        (!refused).then(|| {
            if after_singles {
                (info.find)(&singles_first.solve(&p.board).end)
            } else {
                (info.find)(&p.board)
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
                eprintln!(
                    "note: line {}: {} assumes the puzzle has exactly one solution, and this one \
                 has none or several: no instances listed (--assume-unique lists them anyway)",
                    p.line, info.id
                );
                Vec::new()
            });
            // Said under the list: the finder's cap, reached; the
            // instances --productive leaves out.
            let capped = match info.listing {
                Listing::UpTo(cap) if steps.len() >= cap => Some(cap),
                _ => None,
            };
            let all = steps.len();
            if productive {
                steps.retain(Step::makes_progress);
            }
            let unproductive = all - steps.len();
            let cat = words.lang.catalogue();
            if json {
                let mut v = serde_json::json!({"line": p.line, "steps": steps});
                if let Some(cap) = capped {
                    v["at_most"] = cap.into();
                }
                if productive {
                    v["unproductive"] = unproductive.into();
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
            }
            Ok(flush_now_and_then(&mut out, &mut flushed)?)
        },
    )?;
    out.flush()?;
    Ok(ok)
}
