//! `check`: the learner's own work checked against the solution (see
//! `sudoku_explorer::coach::check`): mistakes named, nothing else told.

use super::input::{load, report_bad_puzzle, report_problem, stdout};
use super::lang::LangArgs;
use super::CliResult;
use clap::Args;
use std::io::Write;
use std::path::PathBuf;
use sudoku_explorer::coach::check;
use sudoku_explorer::formats::Format;
use sudoku_explorer::lang::Coaching;

// The arguments of `check`.
#[derive(Args)]
pub struct CheckArgs {
    /// Your position: givens, the digits you placed and your pencil marks
    /// (a HoDoKu library line tells placed digits by `+`; a candidate grid
    /// counts every digit as given).
    file: PathBuf,
    /// JSON Lines: one object per position.
    #[arg(long)]
    json: bool,
    #[arg(long)]
    format: Option<Format>,
    #[command(flatten)]
    words: LangArgs,
}

/// Each position's mistakes, one per line (or "no mistakes so far");
/// exit 1 when there is a mistake or a position cannot be checked.
pub fn check_command(args: CheckArgs) -> CliResult {
    let CheckArgs {
        file,
        json,
        format,
        words,
    } = args;
    let puzzles = load(&file, format)?;
    let many = puzzles.len() > 1;
    let cat = words.lang.catalogue();
    let say = |c: &Coaching| words.notation.rewrite(&cat.coaching(c));
    let mut out = stdout();
    let mut ok = true;
    for p in &puzzles {
        let p = match p {
            Ok(p) => p,
            Err(e) => {
                ok = false;
                report_bad_puzzle(&mut out, &file, e, json, words)?;
                continue;
            }
        };
        let found = match check(&p.board) {
            Ok(found) => found,
            Err(why) => {
                ok = false;
                report_problem(&mut out, &file, p.line, &why, json, words)?;
                continue;
            }
        };
        let mistakes = found.mistakes();
        ok &= mistakes.is_empty();
        if json {
            let v = serde_json::json!({
                "line": p.line,
                "mistakes": mistakes.len(),
                "wrong_digits": found.wrong_digits.iter().map(|c| format!("{c:#}")).collect::<Vec<_>>(),
                "deleted_solution_digits": found.deleted_solution.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
                "cells_without_candidates": found.empty_cells.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
                "pencil_marks_to_clean": found.to_clean,
                "said": mistakes.iter().map(say).collect::<Vec<_>>(),
            });
            writeln!(out, "{v}")?;
            continue;
        }
        let lines: Vec<String> = if mistakes.is_empty() {
            vec![say(&Coaching::NoMistakes {
                to_clean: found.to_clean,
            })]
        } else {
            mistakes.iter().map(say).collect()
        };
        for line in lines {
            if many {
                writeln!(out, "{}: {line}", p.line)?;
            } else {
                writeln!(out, "{line}")?;
            }
        }
    }
    out.flush()?;
    Ok(ok)
}
