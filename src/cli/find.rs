//! `find`: every instance of one strategy on each puzzle of a file.

use super::input::{load, report_bad_puzzle, stdout};
use super::strategies::strategy_by_id;
use super::CliResult;
use clap::Args;
use std::io::Write;
use std::path::PathBuf;
use sudoku_explorer::formats::Format;
use sudoku_explorer::strategies::uniqueness;

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
    } = args;
    let mut out = stdout();
    let info = strategy_by_id(&strategy)?;
    let mut ok = true;
    for p in load(&file, format)? {
        match p {
            Ok(p) => {
                let steps = if info.family == uniqueness::FAMILY
                    && !assume_unique
                    && !uniqueness::puzzle_has_one_solution(&p.board)
                {
                    eprintln!(
                        "note: line {}: {} assumes the puzzle has exactly one solution, and this \
                         one has none or several: no instances listed (--assume-unique lists \
                         them anyway)",
                        p.line, info.id
                    );
                    Vec::new()
                } else {
                    (info.find)(&p.board)
                };
                if json {
                    let v = serde_json::json!({"line": p.line, "steps": steps});
                    writeln!(out, "{v}")?;
                } else {
                    writeln!(
                        out,
                        "line {}: {} instance(s) of {}",
                        p.line,
                        steps.len(),
                        info.id
                    )?;
                    for (i, s) in steps.iter().enumerate() {
                        writeln!(out, "  {}. {}", i + 1, s.explanation)?;
                    }
                }
            }
            Err(e) => {
                ok = false;
                report_bad_puzzle(&mut out, &file, &e, json)?;
            }
        }
    }
    out.flush()?;
    Ok(ok)
}
