//! `render`: one puzzle drawn as SVG: its start, a step of its walkthrough,
//! or a strategy: the walkthrough's own step with it, else its first
//! productive instance.

use super::input::{load, name, whole_in};
use super::lang::LangArgs;
use super::output::Output;
use super::strategies::strategy_by_id;
use super::CliResult;
use clap::Args;
use std::io::Write;
use std::path::PathBuf;
use sudoku_explorer::formats::{Format, Puzzle};
use sudoku_explorer::lang::{Label, Problem};
use sudoku_explorer::render::{self, RenderOptions};
use sudoku_explorer::solver::{Solver, Status};
use sudoku_explorer::strategies::single_digit::links;
use sudoku_explorer::strategies::singles::scanning::scanned;
use sudoku_explorer::strategies::uniqueness;
use sudoku_explorer::Board;

// The arguments of `render`.
#[derive(Args)]
pub struct RenderArgs {
    file: PathBuf,
    /// Output SVG file (`-`: standard output).
    #[arg(short, long)]
    output: PathBuf,
    /// Show step N (1-based) of the walkthrough on the board it applies to.
    #[arg(long, conflicts_with = "strategy")]
    step: Option<usize>,
    /// Show this strategy (id): the walkthrough's own step with it when the solver uses it,
    /// else its first instance that removes or places something, on the first board of the
    /// walkthrough where there is one.
    #[arg(long)]
    strategy: Option<String>,
    /// Which puzzle of the file (1-based), for files with several.
    /// (default: 1; with --strategy, the first puzzle where the strategy applies).
    #[arg(long)]
    puzzle: Option<usize>,
    /// Digits only, no candidates.
    #[arg(long)]
    no_candidates: bool,
    /// The board through one digit (the start, or with --step N the board before step N):
    /// only its candidates, marked.
    #[arg(long, value_parser = whole_in::<u8>("digit", 1, 9), conflicts_with_all = ["strategy", "no_candidates"])]
    digit: Option<u8>,
    /// With --digit: every row, column or box where the digit has two places, drawn as a
    /// strong link (a conjugate pair).
    #[arg(long, requires = "digit")]
    links: bool,
    #[arg(long)]
    format: Option<Format>,
    /// With --strategy: show uniqueness patterns even on a puzzle that does
    /// not have exactly one solution, as an assumption.
    #[arg(long)]
    assume_unique: bool,
    /// With --step N, a single: explained by scanning, drawn without pencil
    /// marks, with a line from each digit that blocks (as `explain
    /// --scanning`); other steps as usual.
    #[arg(long, requires = "step", conflicts_with = "digit")]
    scanning: bool,
    #[command(flatten)]
    words: LangArgs,
}

/// What `render` draws.
enum Show {
    Start,
    Step(usize),
    Strategy(String),
}

/// Writes the SVG to `--output`.
pub fn render(args: RenderArgs) -> CliResult {
    let RenderArgs {
        file,
        output,
        step,
        strategy,
        puzzle,
        no_candidates,
        digit,
        links,
        format,
        assume_unique,
        scanning,
        words,
    } = args;
    let cat = words.lang.catalogue();
    let what = match (step, strategy) {
        (Some(n), _) => Show::Step(n),
        (None, Some(id)) => Show::Strategy(id),
        (None, None) => Show::Start,
    };
    // Made first: an output that would overwrite the puzzle file, or cannot
    // be written, is refused before any work.
    let output = if output.as_os_str() == "-" {
        None
    } else {
        Some(Output::create(&output, &[&file])?)
    };
    let puzzles = load(&file, format)?;
    let count = puzzles.len();
    // Which puzzles to look at: the one asked for, or (searching for a
    // strategy) all of them in order.
    let chosen: Vec<Puzzle> = match (puzzle, &what) {
        (None, Show::Strategy(_)) => puzzles.into_iter().filter_map(Result::ok).collect(),
        (k, _) => {
            let k = k.unwrap_or(1);
            match puzzles.into_iter().nth(k.saturating_sub(1)) {
                Some(Ok(p)) if k >= 1 => vec![p],
                Some(Err(e)) => return Err(Problem::in_file(name(&file), e.located()).into()),
                _ => {
                    return Err(
                        Problem::in_file(name(&file), Problem::NoPuzzleNumber { k, count }).into(),
                    )
                }
            }
        }
    };
    let Some(p) = chosen.first().cloned() else {
        return Err(Problem::in_file(name(&file), Problem::NoPuzzleRead).into());
    };
    let opts = RenderOptions {
        show_candidates: !no_candidates,
        ..RenderOptions::default()
    }
    .in_language(words.lang, words.notation);
    if let Some(d) = digit {
        let size = p.board.size();
        if usize::from(d) > size {
            let e = Problem::NoSuchDigit { digit: d, size };
            return Err(Problem::in_file(name(&file), e).into());
        }
    }
    let svg = match what {
        Show::Start if digit.is_some() => {
            let d = digit.unwrap_or_default();
            let title = cat.page_title(p.line, &name(&file));
            let caption = format!("{title}: {}", cat.label(&Label::TheDigits(d)));
            let opts = opts.with_caption(caption).with_legend(true);
            digit_svg(&p.board, d, links, &opts)
        }
        Show::Start => render::board_svg(
            &p.board,
            &opts.with_caption(cat.page_title(p.line, &name(&file))),
        ),
        Show::Strategy(id) => {
            let info = strategy_by_id(&id)?;
            let solver = Solver::complete();
            // A uniqueness pattern proves nothing on a puzzle without
            // exactly one solution: such puzzles are passed over.
            let guarded = info.family == uniqueness::FAMILY && !assume_unique;
            let allowed: Vec<&Puzzle> = chosen
                .iter()
                .filter(|p| !guarded || sudoku_explorer::brute::puzzle_has_one_solution(&p.board))
                .collect();
            if allowed.is_empty() {
                return Err(
                    Problem::in_file(name(&file), Problem::AssumesUnique { id: info.id }).into(),
                );
            }
            // The walkthrough's own step with that strategy, where the solver
            // needs it; else the first board where it applies.
            let walkthroughs: Vec<_> = allowed
                .iter()
                .map(|p| solver.solve_puzzle(&p.board))
                .collect();
            let own = walkthroughs.iter().find_map(|w| {
                let i = w.steps.iter().position(|s| s.strategy == info.id)?;
                Some((w.board_before(i), w.steps[i].clone()))
            });
            let found = own.or_else(|| {
                walkthroughs.iter().find_map(|w| {
                    (0..=w.steps.len()).find_map(|i| {
                        let board = w.board_before(i);
                        info.first(&board).map(|s| (board, s))
                    })
                })
            });
            let Some((board, s)) = found else {
                return Err(
                    Problem::in_file(name(&file), Problem::NoInstance { id: info.id }).into(),
                );
            };
            let opts = opts
                .with_caption(named(
                    s.name_in(words.lang),
                    &s.explain_in(words.lang, words.notation),
                ))
                .with_legend(true);
            render::step_svg(&board, &s, &opts)
        }
        Show::Step(n) => {
            let w = Solver::complete().solve_puzzle(&p.board);
            if let Status::MultipleSolutions { found } = w.status {
                let e = Problem::MoreThanOneSolution { found };
                return Err(Problem::in_file(name(&file), Problem::at(p.line, 0, e)).into());
            }
            if n == 0 || n > w.steps.len() {
                let steps = w.steps.len();
                return Err(Problem::in_file(name(&file), Problem::NoStep { n, steps }).into());
            }
            let s = &w.steps[n - 1];
            if let Some(d) = digit {
                let heading = cat.step_heading(n, s.name_in(words.lang));
                let caption = format!("{heading}: {}", cat.label(&Label::TheDigits(d)));
                let opts = opts.with_caption(caption).with_legend(true);
                digit_svg(&w.board_before(n - 1), d, links, &opts)
            } else {
                let board = w.board_before(n - 1);
                let scanned = scanning.then(|| scanned(&board, s)).flatten();
                let s = scanned.as_ref().unwrap_or(s);
                let opts = opts
                    .with_caption(cat.step_heading(n, &s.explain_in(words.lang, words.notation)))
                    .with_legend(true);
                render::step_svg(&board, s, &opts)
            }
        }
    };
    match output {
        Some(output) => output.finish(svg.as_bytes())?,
        None => {
            let mut out = super::input::stdout();
            out.write_all(svg.as_bytes())?;
            out.flush()?;
        }
    }
    Ok(true)
}

/// The board through digit `d` (see [`links::digit_view`]).
fn digit_svg(board: &Board, d: u8, links: bool, opts: &RenderOptions) -> String {
    render::highlights_svg(
        &board.only_digit(d),
        &links::digit_view(board, d, links),
        opts,
    )
}

/// A caption naming the strategy, unless its explanation already starts
/// with the name ("Death Blossom: stem ...").
fn named(name: &str, explanation: &str) -> String {
    let starts = explanation
        .get(..name.len())
        .is_some_and(|head| head.eq_ignore_ascii_case(name));
    if starts {
        explanation.to_string()
    } else {
        format!("{name}: {explanation}")
    }
}
