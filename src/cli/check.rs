//! `check`: the learner's own work checked against the solution (see
//! `sudoku_explorer::coach::check`): mistakes named, nothing else told.

use super::input::{load, report_bad_puzzle, report_problem, stdout};
use super::lang::LangArgs;
use super::CliResult;
use clap::Args;
use std::io::Write;
use std::path::PathBuf;
use sudoku_explorer::coach::why::{judged, read_claims};
use sudoku_explorer::coach::{check, check_against};
use sudoku_explorer::formats::Format;
use sudoku_explorer::grid::Board;
use sudoku_explorer::lang::Coaching;
use sudoku_explorer::lang::{Problem, Takes, Usage};

// The arguments of `check`.
#[derive(Args)]
pub struct CheckArgs {
    /// Your position: givens, the digits you placed and your pencil marks
    /// (a HoDoKu library line tells placed digits by `+`; a candidate grid
    /// counts every digit as given).
    file: PathBuf,
    /// The original puzzle, when FILE cannot tell givens from your own
    /// digits (a grid of digits typed in, a candidate grid): one puzzle for
    /// every position, or one per position in order.
    #[arg(long, value_name = "PUZZLE_FILE")]
    puzzle: Option<PathBuf>,
    /// Moves you claim, such as r3c4<>5 (5 goes from r3c4) or r3c4=5: each
    /// said for what it is on your position (right by a technique, named;
    /// not a candidate; refuted by logic; or not shown yet), once the
    /// position has no mistake.
    #[arg(long, value_name = "MOVE", num_args = 1..)]
    why: Vec<String>,
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
        puzzle,
        why,
        json,
        format,
        words,
    } = args;
    let claims = match read_claims(&why) {
        Ok(claims) => claims,
        Err(value) => {
            return Err(Problem::Usage(Usage::BadValue {
                arg: "--why".to_string(),
                value,
                takes: Takes::Move,
            })
            .into())
        }
    };
    let puzzles = load(&file, format)?;
    let many = puzzles.len() > 1;
    let originals = match &puzzle {
        Some(path) => originals(path, puzzles.len())?,
        None => Vec::new(),
    };
    let cat = words.lang.catalogue();
    let say = |c: &Coaching| words.notation.rewrite(&cat.coaching(c));
    let mut out = stdout();
    let mut ok = true;
    for (k, p) in puzzles.iter().enumerate() {
        let p = match p {
            Ok(p) => p,
            Err(e) => {
                ok = false;
                report_bad_puzzle(&mut out, &file, e, json, words)?;
                continue;
            }
        };
        let original = originals.get(k).or(originals.first());
        let checked = match original {
            Some((_, o)) => check_against(&p.board, o),
            None => check(&p.board),
        };
        let mut found = match checked {
            Ok(found) => found,
            Err(why) => {
                ok = false;
                // The original's solutions are the original's fault: named
                // at its own line in its own file.
                let (file, line) = match (original, &puzzle, &why) {
                    (
                        Some((line, _)),
                        Some(path),
                        Problem::NoSolution | Problem::MoreThanOneSolution { .. },
                    ) => (path, *line),
                    _ => (&file, p.line),
                };
                report_problem(&mut out, file, line, &why, json, words)?;
                continue;
            }
        };
        // Pencil marks a candidate grid showed that the board was read
        // without (a digit in the same row, column or box rules them out).
        found.to_clean += p.uncleaned;
        let mistakes = found.mistakes();
        ok &= mistakes.is_empty();
        // Moves are judged on a position without mistakes only: on one
        // with a wrong digit, a technique could "show" anything.
        let moves: Vec<Coaching> = if claims.is_empty() {
            Vec::new()
        } else if !mistakes.is_empty() {
            vec![Coaching::MovesAfterMistakes]
        } else {
            judged(&p.board, original.map(|(_, o)| o), &claims)
        };
        if json {
            let v = serde_json::json!({
                "line": p.line,
                "mistakes": mistakes.len(),
                "wrong_digits": found.wrong_digits.iter().map(|c| format!("{c:#}")).collect::<Vec<_>>(),
                "deleted_solution_digits": found.deleted_solution.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
                "cells_without_candidates": found.empty_cells.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
                "pencil_marks_to_clean": found.to_clean,
                "said": mistakes.iter().map(say).collect::<Vec<_>>(),
                "moves": moves.iter().map(say).collect::<Vec<_>>(),
            });
            writeln!(out, "{v}")?;
            continue;
        }
        for line in found.said().iter().chain(&moves).map(say) {
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

/// The puzzles of `--puzzle` (each with its line): one for every position,
/// or one per position.
fn originals(path: &std::path::Path, positions: usize) -> Result<Vec<(usize, Board)>, Problem> {
    let file = super::input::name(path);
    let mut boards = Vec::new();
    for p in load(path, None)? {
        let p = p.map_err(|e| Problem::in_file(file.clone(), e.located()))?;
        boards.push((p.line, p.board));
    }
    if boards.len() != 1 && boards.len() != positions {
        return Err(Problem::in_file(
            file,
            Problem::PuzzleCount {
                puzzles: boards.len(),
                positions,
            },
        ));
    }
    Ok(boards)
}
