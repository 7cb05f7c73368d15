//! `rate`: each puzzle's difficulty on the Sudoku Explainer scale (SE) and
//! the HoDoKu scale (score and level), as aligned text or JSON Lines; with
//! `--compare`, agreement with the SE ratings written after the puzzles.

use super::input::{flush_now_and_then, load, name, report_bad_puzzle, stdout, Threads};
use super::lang::LangArgs;
use super::{CliError, CliResult};
use clap::{Args, ValueEnum};
use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};
use sudoku_explorer::formats::{Format, ParseError, Puzzle};
use sudoku_explorer::lang::report::Report;
use sudoku_explorer::lang::{Lang, Msg, Problem};
use sudoku_explorer::parallel;
use sudoku_explorer::rating::agreement::{agreement, Agreement, Half};
use sudoku_explorer::rating::{self, Rating};
use sudoku_explorer::solver::{Solver, Status, Walkthrough};

// The arguments of `rate`.
#[derive(Args)]
pub struct RateArgs {
    /// Puzzle files (`-` for standard input).
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// JSON Lines: one object per puzzle.
    #[arg(long)]
    json: bool,
    /// Read the files in this format instead of detecting it.
    #[arg(long)]
    format: Option<Format>,
    /// Compare with the SE rating written after each puzzle (`PUZZLE 7.2`):
    /// Spearman rank correlation, mean absolute error, the share rated
    /// exactly and within 0.5, and all inside bands of the published rating,
    /// for the calibration half (odd lines) and the test half (even lines);
    /// and the time taken.
    #[arg(long)]
    compare: bool,
    /// With --compare: only this half.
    #[arg(long, value_enum, requires = "compare")]
    half: Option<HalfArg>,
    #[command(flatten)]
    threads: Threads,
    #[command(flatten)]
    words: LangArgs,
}

#[derive(Clone, Copy, ValueEnum)]
enum HalfArg {
    Calibration,
    Test,
}

/// One line (or JSON object) per puzzle; with several files, each file's
/// lines follow a `# FILE` line.
pub fn rate(args: RateArgs) -> CliResult {
    if args.compare {
        return compare(&args);
    }
    let mut out = stdout();
    let mut ok = true;
    let many = args.files.len() > 1;
    let cat = args.words.lang.catalogue();
    if !args.json {
        writeln!(
            out,
            "{} {} {}  {} {}",
            pad(cat.msg(Msg::RateLine), 12),
            pad_left(cat.msg(Msg::RateSe), 5),
            pad_left(cat.msg(Msg::RateScore), 6),
            pad(cat.msg(Msg::RateLevel), 8),
            cat.msg(Msg::RateHardest)
        )?;
    }
    let solver = Solver::complete();
    let mut flushed = Instant::now();
    for file in &args.files {
        let puzzles = match load(file, args.format) {
            Ok(p) => p,
            Err(e) => {
                sudoku_explorer::to_stderr!("sudoku-explorer: {}", args.words.say(&e));
                ok = false;
                continue;
            }
        };
        if many && !args.json {
            writeln!(out, "# {}", name(file))?;
        }
        // On every core: the walkthrough and its rating; written here in
        // input order.
        let work = |p: &Result<Puzzle, ParseError>| {
            let p = p.as_ref().ok()?;
            let w = solver.solve_puzzle(&p.board);
            Some(rating::rating(&w).ok_or_else(|| unrated_because(&w)))
        };
        // With several files, each JSON record names its file.
        let tagged = |mut v: serde_json::Value| {
            if many {
                v["file"] = name(file).into();
            }
            v
        };
        let emit = |i: usize, answer: Option<Result<Rating, Problem>>| -> Result<(), CliError> {
            match (&puzzles[i], answer) {
                (Err(e), _) => {
                    ok = false;
                    // On stderr; in the output, as a record (naming its file
                    // when there are several) or as a line of the table.
                    report_bad_puzzle(&mut out, file, e, false, args.words)?;
                    if args.json {
                        let v = serde_json::json!({"line": e.line, "error": e.to_string()});
                        writeln!(out, "{}", tagged(v))?;
                    } else {
                        writeln!(
                            out,
                            "{:<12} {}: {}",
                            e.line,
                            cat.msg(Msg::Error),
                            args.words.say(&e.located())
                        )?;
                    }
                }
                (Ok(p), Some(Ok(r))) if args.json => {
                    writeln!(out, "{}", tagged(rating_json(p.line, &r)))?
                }
                (Ok(p), Some(Ok(r))) => writeln!(
                    out,
                    "{}",
                    rating_text_in(&p.line.to_string(), &r, args.words)
                )?,
                (Ok(p), Some(Err(why))) => {
                    ok = false;
                    let at = args.words.say(&Problem::at(p.line, 0, why.clone()));
                    let why = args.words.say(&why);
                    sudoku_explorer::to_stderr!("{}: {at}", name(file));
                    if args.json {
                        let v = serde_json::json!({"line": p.line, "error": why});
                        writeln!(out, "{}", tagged(v))?;
                    } else {
                        let not_rated = cat.msg(Msg::NotRated);
                        writeln!(out, "{:<12} {not_rated}: {why}", p.line)?;
                    }
                }
                (Ok(_), None) => {}
            }
            flush_now_and_then(&mut out, &mut flushed)?;
            Ok(())
        };
        parallel::ordered_map(&puzzles, args.threads.count(), work, emit)?;
    }
    out.flush()?;
    Ok(ok)
}

/// `{"line", "se", "score", "level", "hardest", "brute_force"}`.
pub fn rating_json(line: usize, r: &Rating) -> serde_json::Value {
    serde_json::json!({
        "line": line,
        "se": rating::se_json(r.se),
        "score": r.score,
        "level": r.level,
        "hardest": r.hardest,
        "brute_force": r.brute_force,
    })
}

/// `line  se  score  level  hardest`, aligned.
/// [`rating_text`] in the chosen language: level and hardest step named
/// by the catalogue (English: the same line).
fn rating_text_in(place: &str, r: &Rating, words: LangArgs) -> String {
    if words.lang == Lang::En {
        return rating_text(place, r);
    }
    let cat = words.lang.catalogue();
    let note = if r.brute_force {
        cat.msg(Msg::RateLowerBound)
    } else {
        ""
    };
    format!(
        "{place:<12} {:>5.1} {:>6}  {} {}{note}",
        r.se,
        r.score,
        pad(&cat.level(r.level), 8),
        hardest_name(r.hardest, words.lang)
    )
}

/// The hardest step's name: a strategy's, or a direct technique's (SE's
/// `direct-hidden-pair`: "direct" and the name of the technique it
/// shortens).
pub(super) fn hardest_name(id: &'static str, lang: sudoku_explorer::lang::Lang) -> String {
    let cat = lang.catalogue();
    match sudoku_explorer::rating::se_walk::shortened(id) {
        Some(base) => format!(
            "{}{}",
            cat.msg(Msg::Direct),
            cat.strategy_name(base).unwrap_or(base)
        ),
        None => cat.strategy_name(id).unwrap_or(id).to_string(),
    }
}

/// `text` padded with spaces to `width` columns, a full-width character
/// counting as two.
pub fn pad(text: &str, width: usize) -> String {
    sudoku_explorer::text::pad_columns(text, width)
}

/// `text` right-aligned in `width` terminal columns.
fn pad_left(text: &str, width: usize) -> String {
    sudoku_explorer::text::pad_columns_left(text, width)
}

/// Columns `text` takes in a terminal (East Asian characters take two).
pub fn text_width(text: &str) -> usize {
    sudoku_explorer::text::columns(text)
}

fn rating_text(place: &str, r: &Rating) -> String {
    let note = if r.brute_force {
        " (logic ran out, a digit was looked up: SE is a lower bound)"
    } else {
        ""
    };
    format!(
        "{place:<12} {:>5.1} {:>6}  {:<8} {}{note}",
        r.se, r.score, r.level, r.hardest
    )
}

/// Why a walkthrough gets no rating.
fn unrated_because(w: &Walkthrough) -> Problem {
    match w.status {
        Status::Contradiction => Problem::NoSolution,
        Status::MultipleSolutions { found } => Problem::MoreThanOneSolution { found },
        _ if w.steps.is_empty() && w.start.empty_cells().is_empty() => Problem::AlreadySolved,
        _ => Problem::NotExactlyOneSolution,
    }
}

/// The agreement report of `--compare`. A line that cannot be read, or
/// whose puzzle has no SE rating after it, is named on stderr and the exit
/// code is 1; the others are still compared.
fn compare(args: &RateArgs) -> CliResult {
    let mut out = stdout();
    let mut ok = true;
    let cat = args.words.lang.catalogue();
    let solver = Solver::complete();
    let mut calibration = Vec::new();
    let mut test = Vec::new();
    let (mut walk_time, mut rate_time) = (Duration::ZERO, Duration::ZERO);
    let (mut rated, mut read, mut unreadable, mut unrated) = (0usize, 0usize, 0usize, 0usize);
    let wanted = |half: Half| {
        !matches!(
            (args.half, half),
            (Some(HalfArg::Calibration), Half::Test) | (Some(HalfArg::Test), Half::Calibration)
        )
    };
    for file in &args.files {
        let mut puzzles = Vec::new();
        for p in load(file, args.format)? {
            match p {
                Ok(p) => puzzles.push(p),
                Err(e) => {
                    ok = false;
                    unreadable += 1;
                    report_bad_puzzle(&mut out, file, &e, false, args.words)?;
                }
            }
        }
        // On every core: each puzzle's walkthrough and rating, and the time
        // each took (summed over the threads: CPU time, not wall time).
        let work = |p: &Puzzle| {
            if published(p).is_err() || !wanted(Half::of_line(p.line)) {
                return None;
            }
            let t = Instant::now();
            let w = solver.solve_puzzle(&p.board);
            let walked = t.elapsed();
            let t = Instant::now();
            let r = rating::rating(&w).ok_or_else(|| unrated_because(&w));
            Some((walked, t.elapsed(), r))
        };
        let emit = |i: usize, answer: Option<(Duration, Duration, Result<Rating, Problem>)>| {
            let p = &puzzles[i];
            let known = match published(p) {
                Ok(known) => known,
                Err(word) => {
                    let skipped = Report::NoPublishedRating {
                        line: p.line,
                        word: word.as_deref(),
                    };
                    sudoku_explorer::to_stderr!("{}: {}", name(file), cat.report(&skipped));
                    ok = false;
                    return Ok::<(), CliError>(());
                }
            };
            let Some((walked, rated_in, r)) = answer else {
                return Ok(());
            };
            read += 1;
            walk_time += walked;
            rate_time += rated_in;
            match r {
                Ok(r) => {
                    rated += 1;
                    match Half::of_line(p.line) {
                        Half::Calibration => calibration.push((known, r.se)),
                        Half::Test => test.push((known, r.se)),
                    }
                }
                Err(why) => {
                    unrated += 1;
                    let at = args.words.say(&Problem::at(p.line, 0, why));
                    sudoku_explorer::to_stderr!("{}: {at}", name(file));
                    ok = false;
                }
            }
            Ok(())
        };
        parallel::ordered_map(&puzzles, args.threads.count(), work, emit)?;
    }
    if rated == 0 {
        // No figure is better than a figure of nothing.
        let nothing = Report::NothingCompared {
            read,
            unreadable,
            unrated,
        };
        sudoku_explorer::to_stderr!("{}", cat.report(&nothing));
        return Ok(false);
    }
    for (calibration, pairs) in [(true, &calibration), (false, &test)] {
        if !pairs.is_empty() {
            write_agreement(&mut out, calibration, &agreement(pairs), args.words)?;
        }
    }
    let time = Report::AgreementTime {
        puzzles: rated,
        walks_s: walk_time.as_secs_f64(),
        ratings_s: rate_time.as_secs_f64(),
    };
    writeln!(out, "{}", cat.report(&time))?;
    out.flush()?;
    Ok(ok)
}

/// The SE rating written after the puzzle: the comment's first word, as
/// Sudoku Explainer prints ratings (one decimal, `7.2`; `SE=7.2` too), in
/// SE's range 1.0 to 12.0. Anything else (`nan`, `-3.0`, `1e39`, a
/// solution's 81 digits, the `2` of "2 clues removed") is no rating, and
/// gives the word that is not (None: no word at all).
fn published(p: &Puzzle) -> Result<f32, Option<String>> {
    let Some(word) = p
        .comment
        .as_deref()
        .and_then(|c| c.split_whitespace().next())
    else {
        return Err(None);
    };
    let text = word.strip_prefix("SE=").unwrap_or(word);
    let shaped = match text.split_once('.') {
        Some((whole, tenth)) => {
            (1..=2).contains(&whole.len())
                && tenth.len() == 1
                && whole
                    .bytes()
                    .chain(tenth.bytes())
                    .all(|b| b.is_ascii_digit())
        }
        None => false,
    };
    match text.parse::<f32>() {
        Ok(se) if shaped && (1.0..=12.0).contains(&se) => Ok(se),
        // Shown as the file has it, control characters escaped.
        _ => Err(Some(word.escape_debug().to_string())),
    }
}

fn write_agreement(
    out: &mut impl Write,
    calibration: bool,
    a: &Agreement,
    words: LangArgs,
) -> std::io::Result<()> {
    let cat = words.lang.catalogue();
    // Undefined (NaN) where fewer than two puzzles, or every rating tied.
    let defined = |r: f64| (!r.is_nan()).then_some(r);
    let line = Report::Agreement {
        calibration,
        band: None,
        puzzles: a.puzzles,
        spearman: defined(a.spearman),
        mae: a.mae,
        exact: a.exact,
        within_half: a.within_half,
    };
    writeln!(out, "{}", cat.report(&line))?;
    for b in &a.bands {
        let line = Report::Agreement {
            calibration,
            band: Some((b.low, b.high)),
            puzzles: b.puzzles,
            spearman: defined(b.spearman),
            mae: b.mae,
            exact: b.exact,
            within_half: b.within_half,
        };
        writeln!(out, "{}", cat.report(&line))?;
    }
    Ok(())
}
