//! `explain`: solve each puzzle step by step and say why each step holds,
//! as text or JSON Lines, and with `--html DIR` also as one self-contained
//! step-through page per puzzle.

use super::input::{
    flush_now_and_then, load, name, report_bad_puzzle, report_problem, stdout, Threads,
};
use super::lang::LangArgs;
use super::output::write_whole;
use super::{CliError, CliResult};
use clap::{Args, ValueEnum};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;
use sudoku_explorer::coach;
use sudoku_explorer::formats::{self, Format, ParseError, Puzzle};
use sudoku_explorer::lang::problem::IoProblem;
use sudoku_explorer::lang::{Lang, Msg, Problem};
use sudoku_explorer::parallel;
use sudoku_explorer::rating::{self, Rating};
use sudoku_explorer::render::{self, RenderOptions};
use sudoku_explorer::solver::{Solver, Status, Walkthrough, BRUTE_FORCE};

// The arguments of `explain`.
#[derive(Args)]
pub struct ExplainArgs {
    file: PathBuf,
    /// JSON Lines: one object per puzzle.
    #[arg(long)]
    json: bool,
    /// Only these strategies (comma-separated ids); default: all.
    #[arg(long, value_delimiter = ',')]
    strategies: Option<Vec<String>>,
    #[arg(long)]
    format: Option<Format>,
    /// Also write a self-contained step-through page per puzzle into this folder
    /// (one board at a time, its explanation beside it; arrow keys, a step list,
    /// a link per step such as #step-12).
    #[arg(long, value_name = "DIR")]
    html: Option<PathBuf>,
    /// With --html: practice pages instead, where you find each step yourself
    /// (hints in four levels, your answer checked; nothing shown before you ask).
    #[arg(long, requires = "html")]
    practice: bool,
    /// With --practice: every step is an exercise, singles too (by default the
    /// page starts where the first step that is no single is needed).
    #[arg(long, requires = "practice")]
    from_start: bool,
    /// The order techniques are tried in: `solver` (HoDoKu's scores; the
    /// default, and the fastest) or `curriculum` (`strategies --curriculum`:
    /// no step skips a technique taught earlier that would also do; the
    /// default of practice pages, as of hints).
    #[arg(long, value_enum)]
    order: Option<Order>,
    /// Instead of the walkthrough: the position before step N (N = the
    /// number of steps + 1: the end), as a HoDoKu library line (placed
    /// digits marked `+`, pencil marks as the walkthrough left them), ready
    /// for `hint` and `check`; --to names another format.
    #[arg(long, value_name = "N", conflicts_with_all = ["json", "html"])]
    position: Option<usize>,
    /// Explain singles by scanning: the digits on the board that block each
    /// other cell (or, for a naked single, every other digit), no pencil
    /// marks needed; pictures (--html) draw the blocking lines. A single
    /// that needs an earlier step's pencil-mark work keeps its usual words.
    #[arg(long, conflicts_with_all = ["position", "practice"])]
    scanning: bool,
    /// With --position: the format to write it in (default `library`).
    #[arg(long, value_name = "FORMAT", requires = "position")]
    to: Option<Format>,
    #[command(flatten)]
    threads: Threads,
    #[command(flatten)]
    words: LangArgs,
}

/// The order a walkthrough tries techniques in.
#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Order {
    Solver,
    Curriculum,
}

/// A puzzle's page, or why it has none (a practice page needs one solution).
type PageOrWhyNot = Result<String, Problem>;

/// The walkthrough of every puzzle of the file.
pub fn explain(args: ExplainArgs) -> CliResult {
    let ExplainArgs {
        file,
        json,
        strategies: only,
        format,
        html,
        practice,
        from_start,
        order,
        position,
        to,
        scanning,
        threads,
        words,
    } = args;
    let order = order.unwrap_or(if practice {
        Order::Curriculum
    } else {
        Order::Solver
    });
    let html = html.as_deref();
    let mut out = stdout();
    if let Some(dir) = html {
        if dir.exists() && !dir.is_dir() {
            return Err(Problem::in_file(super::input::name(dir), Problem::NotAFolder).into());
        }
        std::fs::create_dir_all(dir).map_err(|e| {
            Problem::in_file(super::input::name(dir), Problem::Io(IoProblem::new(&e)))
        })?;
    }
    let solver = match &only {
        Some(names) => {
            let ids: Vec<String> = names
                .iter()
                .map(|n| super::strategies::canonical_id(n))
                .collect();
            Solver::with(&ids.iter().map(|s| s.as_str()).collect::<Vec<_>>())?
        }
        None => Solver::complete(),
    };
    let solver = match order {
        Order::Curriculum => coach::in_curriculum_order(solver),
        Order::Solver => solver,
    };
    if let Some(n) = position {
        return positions(
            &file,
            format,
            &solver,
            n,
            to.unwrap_or(Format::Library),
            words,
        );
    }
    let mut ok = true;
    // With --html the pages are what was asked for: a reader that closes
    // standard output early (`| head`) stops the text, not the pages.
    let mut text_wanted = true;
    let mut flushed = Instant::now();
    let puzzles = load(&file, format)?;
    let threads = threads.count();
    // On every core: the walkthrough, its text and its page; written here
    // in input order.
    let work = |p: &Result<Puzzle, ParseError>| -> Option<(Vec<u8>, Option<PageOrWhyNot>)> {
        let p = p.as_ref().ok()?;
        let w = solver.solve_puzzle(&p.board);
        // The puzzle's rating, as `rate` gives it: a walkthrough restricted
        // to some strategies, or in another order, is not the one the
        // rating is made of.
        let r = match (&only, order) {
            (None, Order::Solver) => rating::rating(&w),
            _ => rating::rate_board(&p.board),
        };
        let step_se = rating::step_ratings(&w);
        let w = if scanning { w.with_scanning().0 } else { w };
        let mut text = Vec::new();
        let _ = if json {
            write_json(&mut text, p, &w, r.as_ref(), &step_se, words)
        } else {
            let why = match (&only, order) {
                (Some(_), _) => Some(Msg::PuzzlesRating),
                (None, Order::Curriculum) => Some(Msg::PuzzlesRatingInCurriculumOrder),
                (None, Order::Solver) => None,
            };
            let rated = r.as_ref().map(|r| (r, why));
            write_text(&mut text, &file, p, &w, rated, &step_se, words)
        };
        let page = html.map(|_| {
            let opts = RenderOptions::default().in_language(words.lang, words.notation);
            let title = page_title(&file, p, words);
            if practice {
                coach::practice_html(&w, &title, from_start, &opts)
            } else {
                Ok(render::walkthrough_html_with(&w, &title, &opts))
            }
        });
        Some((text, page))
    };
    parallel::ordered_map(
        &puzzles,
        threads,
        work,
        |i, answer| -> Result<(), CliError> {
            let written = match (&puzzles[i], answer) {
                (Ok(p), Some((text, page))) => {
                    if let (Some(dir), Some(page)) = (html, page) {
                        // A page that cannot be made or written is reported;
                        // the others are still written, and the exit code is 1.
                        let written = page
                            .map_err(|e| {
                                let e = Problem::in_file(name(&file), Problem::at(p.line, 0, e));
                                words.lang.catalogue().problem(&e)
                            })
                            .and_then(|page| {
                                write_page(&page_path(dir, &file, p), &file, &page, words)
                            });
                        if let Err(e) = written {
                            sudoku_explorer::to_stderr!("{e}");
                            ok = false;
                        }
                    }
                    if !text_wanted {
                        return Ok(());
                    }
                    out.write_all(&text)
                        .and_then(|()| flush_now_and_then(&mut out, &mut flushed))
                }
                (Err(e), _) => {
                    ok = false;
                    report_bad_puzzle(&mut out, &file, e, json, words)
                }
                (Ok(_), None) => Ok(()),
            };
            if text_wanted {
                text_wanted = keep_writing(written.map_err(Into::into), html.is_some())?;
            }
            Ok(())
        },
    )?;
    if text_wanted {
        keep_writing(out.flush().map_err(Into::into), html.is_some())?;
    }
    Ok(ok)
}

/// `--position N`: the position before step N of each puzzle's walkthrough,
/// written in `to`; a step beyond the walkthrough is named (exit 1).
fn positions(
    file: &Path,
    format: Option<Format>,
    solver: &Solver,
    n: usize,
    to: Format,
    words: LangArgs,
) -> CliResult {
    let mut out = stdout();
    let mut ok = true;
    for p in load(file, format)? {
        let p = match p {
            Ok(p) => p,
            Err(e) => {
                ok = false;
                report_bad_puzzle(&mut out, file, &e, false, words)?;
                continue;
            }
        };
        let w = solver.solve_puzzle(&p.board);
        let steps = w.steps.len();
        let board = match n {
            n if n >= 1 && n <= steps => w.board_before(n - 1),
            n if n == steps + 1 => w.end.clone(),
            _ => {
                ok = false;
                report_problem(
                    &mut out,
                    file,
                    p.line,
                    &Problem::NoStep { n, steps },
                    false,
                    words,
                )?;
                continue;
            }
        };
        out.write_all(formats::write(&board, to).as_bytes())?;
    }
    out.flush()?;
    Ok(ok)
}

/// Whether to go on writing text after a write: a closed pipe ends the run
/// (quietly), unless pages are still to be written; any other error is one.
fn keep_writing(written: Result<(), CliError>, pages: bool) -> Result<bool, CliError> {
    match written {
        Ok(()) => Ok(true),
        Err(CliError::Pipe) if pages => Ok(false),
        Err(e) => Err(e),
    }
}

/// How many steps of a walkthrough are brute force (logic got stuck).
fn brute_force_steps(w: &Walkthrough) -> usize {
    w.steps.iter().filter(|s| s.strategy == BRUTE_FORCE).count()
}

/// `DIR/STEM-lineN.html`: where the page of a puzzle goes.
fn page_path(dir: &Path, file: &Path, p: &Puzzle) -> PathBuf {
    // A stem that is empty, `-` or starts with a dot (`..txt`) would give a
    // hidden or odd name: such pages are named after "puzzle" or stdin.
    let stem = file
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let stem = match stem.as_str() {
        "-" => "stdin".to_string(),
        s if s.is_empty() || s.starts_with('.') => "puzzle".to_string(),
        s => s.to_string(),
    };
    dir.join(format!("{stem}-line{}.html", p.line))
}

/// The title of a puzzle's page.
fn page_title(file: &Path, p: &Puzzle, words: LangArgs) -> String {
    words.lang.catalogue().page_title(p.line, &name(file))
}

/// Writes a page (see [`write_whole`]; never over the puzzle file) and
/// says so on standard error.
fn write_page(path: &Path, file: &Path, page: &str, words: LangArgs) -> Result<(), String> {
    let cat = words.lang.catalogue();
    write_whole(path, page.as_bytes(), &[file]).map_err(|e| words.say(&e))?;
    sudoku_explorer::to_stderr!("{}", cat.wrote(&super::input::name(path)));
    Ok(())
}

/// One JSON object: line, status, steps (each with its SE rating, `se`),
/// solution, brute-force step count, end board, and the puzzle's `rating`
/// (SE, HoDoKu score and level, hardest step; null without one solution).
fn write_json(
    out: &mut impl Write,
    p: &Puzzle,
    w: &Walkthrough,
    r: Option<&Rating>,
    step_se: &[Option<f32>],
    words: LangArgs,
) -> std::io::Result<()> {
    let solution = w.status.is_solved().then(|| w.end.to_line());
    // Each step as the library writes it in these words, with its SE rating.
    let steps: Vec<serde_json::Value> = w
        .steps
        .iter()
        .zip(step_se)
        .map(|(s, se)| {
            let mut step = s.json_in(words.lang, words.notation);
            step["se"] = se.map_or(serde_json::Value::Null, rating::se_json);
            step
        })
        .collect();
    let mut v = serde_json::json!({
        "line": p.line,
        "status": w.status,
        "steps": steps,
        "solution": solution,
        "brute_force_steps": brute_force_steps(w),
        "end": w.end.to_line(),
        "rating": r,
    });
    if let Status::MultipleSolutions { found } = w.status {
        // How many the exact search found before it stopped counting.
        v["solutions_found_at_least"] = found.into();
    }
    writeln!(out, "{v}")
}

/// The puzzle as a grid, the numbered steps (each with its SE rating), the
/// result, the rating and the end board.
fn write_text(
    out: &mut impl Write,
    file: &Path,
    p: &Puzzle,
    w: &Walkthrough,
    // The rating, and why it is the puzzle's rather than the walkthrough's
    // where it is (a walkthrough restricted or in another order).
    rated: Option<(&Rating, Option<Msg>)>,
    step_se: &[Option<f32>],
    words: LangArgs,
) -> std::io::Result<()> {
    let cat = words.lang.catalogue();
    writeln!(out, "{}", cat.puzzle_heading(p.line, &name(file)))?;
    writeln!(out, "{}", formats::write(&p.board, Format::Grid))?;
    for (i, s) in w.steps.iter().enumerate() {
        let text = s.explain_in(words.lang, words.notation);
        // The id heads an English line (what commands take); a Japanese
        // line starts with the Japanese name already.
        let se = step_se.get(i).copied().flatten();
        match (se, words.lang) {
            (Some(se), Lang::En) => {
                writeln!(out, "{:>3}. [{}, SE {se:.1}] {text}", i + 1, s.strategy)?
            }
            (None, Lang::En) => writeln!(out, "{:>3}. [{}] {text}", i + 1, s.strategy)?,
            (Some(se), _) => writeln!(out, "{:>3}. [SE {se:.1}] {text}", i + 1)?,
            (None, _) => writeln!(out, "{:>3}. {text}", i + 1)?,
        }
    }
    let n = w.steps.len();
    writeln!(
        out,
        "{}",
        cat.result_line(n, brute_force_steps(w), &w.status)
    )?;
    if let Some((r, why)) = rated {
        let hardest = super::rate::hardest_name(r.hardest, words.lang);
        let whose = why.map_or("", |m| cat.msg(m));
        // A step above rated higher than the puzzle: said, with why.
        let highest = step_se.iter().flatten().fold(0.0f32, |a, &b| a.max(b));
        let below = if highest > r.se + 0.05 && !r.brute_force {
            cat.msg(Msg::RatingBelowSteps)
        } else {
            ""
        };
        writeln!(
            out,
            "{}{whose}{below}",
            cat.rating_line(r.se, r.brute_force, &hardest, r.score, r.level)
        )?;
    }
    if w.status.is_solved() {
        writeln!(out, "{}", w.end.to_line())?;
    } else {
        writeln!(out, "{}", formats::write(&w.end, Format::Candidates))?;
    }
    writeln!(out)
}
