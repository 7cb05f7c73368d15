//! `hint`: a hint for the next step on each position of a file, telling as
//! much as its level asks (see `sudoku_explorer::coach`).

use super::input::{load, report_bad_puzzle, report_problem, stdout, whole_in};
use super::lang::LangArgs;
use super::output::Output;
use super::CliResult;
use clap::Args;
use std::io::Write;
use std::path::PathBuf;
use sudoku_explorer::coach::{hint_knowing, known_techniques, Level};
use sudoku_explorer::formats::Format;
use sudoku_explorer::render::RenderOptions;

// The arguments of `hint`.
#[derive(Args)]
pub struct HintArgs {
    /// A puzzle, or a position of your own: placed digits and pencil marks
    /// as a candidate grid or HoDoKu library lines (the hint works from the
    /// position as given).
    file: PathBuf,
    /// How much to tell: 1 the technique, 2 also its digits and the houses
    /// to look at, 3 also the pattern's cells (drawn with --svg, without
    /// what it removes), 4 the whole step.
    #[arg(long, default_value_t = 1, value_parser = whole_in::<u8>("level", 1, 4))]
    level: u8,
    /// JSON Lines: one object per position, with its level's fields only.
    #[arg(long)]
    json: bool,
    /// Draw the hint of the file's first position as SVG (`-`: standard
    /// output): level 2 shades the houses, level 3 draws the pattern.
    #[arg(long, value_name = "OUT")]
    svg: Option<PathBuf>,
    #[arg(long)]
    format: Option<Format>,
    /// Hint only from the techniques you know (comma-separated): tiers
    /// (basic, tough, diabolical, extreme: each with those before it) or
    /// strategies (ids or names); the singles are always known. Where none
    /// of them makes progress, says which technique the next step needs.
    #[arg(long, value_delimiter = ',', value_name = "TIERS_OR_IDS")]
    known: Option<Vec<String>>,
    #[command(flatten)]
    words: LangArgs,
}

/// One hint per position; positions that cannot be read or have no
/// single solution are named on stderr (exit 1), the others answered.
pub fn hint_command(args: HintArgs) -> CliResult {
    let HintArgs {
        file,
        level,
        json,
        svg,
        format,
        known,
        words,
    } = args;
    let level = Level::from_number(level).unwrap_or(Level::What);
    let known = match &known {
        Some(words) => {
            let words: Vec<&str> = words.iter().map(String::as_str).collect();
            Some(known_techniques(&words)?)
        }
        None => None,
    };
    // Made first: an SVG that would overwrite the position read, or cannot
    // be written, is refused before any hint.
    let mut picture_file = match &svg {
        Some(path) if path.as_os_str() != "-" => Some(Output::create(path, &[&file])?),
        _ => None,
    };
    let puzzles = load(&file, format)?;
    let many = puzzles.len() > 1;
    let mut out = stdout();
    let mut ok = true;
    let mut drawn = svg.is_none();
    for p in &puzzles {
        let p = match p {
            Ok(p) => p,
            Err(e) => {
                ok = false;
                report_bad_puzzle(&mut out, &file, e, json, words)?;
                continue;
            }
        };
        let h = match hint_knowing(&p.board, level, known.as_deref()) {
            Ok(h) => h,
            Err(why) => {
                ok = false;
                report_problem(&mut out, &file, p.line, &why, json, words)?;
                continue;
            }
        };
        // Only the first position is drawn, and only with --svg.
        let text = if !drawn && svg.is_some() {
            h.text_in(words.lang, words.notation)
        } else {
            h.text_without_picture(words.lang, words.notation)
        };
        if json {
            let mut v = h.to_json(words.lang, words.notation);
            v["line"] = p.line.into();
            v["text"] = text.into();
            writeln!(out, "{v}")?;
        } else {
            if many {
                writeln!(out, "{}: {text}", p.line)?;
            } else {
                writeln!(out, "{text}")?;
            }
        }
        if !drawn && svg.is_some() {
            drawn = true;
            let opts = RenderOptions::default()
                .in_language(words.lang, words.notation)
                .with_caption(h.text_in(words.lang, words.notation))
                .with_legend(level >= Level::Where);
            let picture = h.svg(&p.board, &opts);
            match picture_file.take() {
                Some(output) => output.finish(picture.as_bytes())?,
                None => out.write_all(picture.as_bytes())?,
            }
        }
    }
    out.flush()?;
    Ok(ok)
}
