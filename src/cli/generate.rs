//! `generate`: random puzzles with one solution, reproducible from a seed;
//! with `--needs ID`, puzzles whose walkthrough needs that strategy and
//! nothing harder (learning mode, see `sudoku_explorer::generate`).

use super::input::{name, stdout};
use super::lang::LangArgs;
use super::output::Output;
use super::CliResult;
use clap::Args;
use serde_json::json;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;
use sudoku_explorer::coach::lesson;
use sudoku_explorer::generate::{
    self, is_minimal, under_the_ceiling, Ceiling, Generator, Options, Progress, Rng, Source,
    Steering, Symmetry,
};
use sudoku_explorer::lang::Problem;
use sudoku_explorer::lang::Rule;
use sudoku_explorer::rating::{self, se_json, se_number, step_ratings};
use sudoku_explorer::render::worksheet::{worksheet_page, SheetPuzzle, Worksheet};
use sudoku_explorer::render::RenderOptions;
use sudoku_explorer::solver::Walkthrough;
use sudoku_explorer::strategies;

// The arguments of `generate`.
#[derive(Args)]
pub struct GenerateArgs {
    /// How many puzzles (default 10; with --needs, 1).
    #[arg(long, value_parser = parse_count, allow_negative_numbers = true)]
    count: Option<usize>,
    /// The seed, 0 to 2^64-1: the same seed and options give the same puzzles.
    #[arg(long, default_value_t = 1, value_parser = parse_seed, allow_hyphen_values = true)]
    seed: u64,
    /// 4, 6 or 9.
    #[arg(long, default_value_t = 9)]
    size: usize,
    /// Remove clues one by one instead of in rotationally symmetric pairs
    /// (random puzzles are symmetric unless this is given; symmetric ones are
    /// minimal under the symmetry: no pair can go, a single given may).
    #[arg(long, conflicts_with = "symmetric")]
    asymmetric: bool,
    /// Givens in 180° rotational symmetry (random puzzles always are; with
    /// --needs only if this is given).
    #[arg(long)]
    symmetric: bool,
    /// Learning mode: puzzles whose walkthrough (as `explain` shows it) uses
    /// strategy ID, no strategy the solver ranks harder and no step rated
    /// above it in the curriculum (SE ratings; naked singles allowed), minimal.
    #[arg(long, value_name = "ID")]
    needs: Option<String>,
    /// With --needs: "harder" by the solver's order (HoDoKu's scores) alone,
    /// not by the curriculum's SE ratings too: faster for X-Wing and
    /// Swordfish, but an X-Wing puzzle may then also need a hidden pair, a
    /// turbot fish or a unique rectangle, which SE rates above it.
    #[arg(long, requires = "needs")]
    solver_order: bool,
    /// With --needs: seconds allowed per puzzle before giving up.
    #[arg(long, default_value_t = 60.0, value_parser = parse_seconds, requires = "needs")]
    max_seconds: f64,
    /// With --needs: also accept puzzles from which a given could still be
    /// removed (faster for rare strategies).
    #[arg(long, requires = "needs")]
    not_minimal: bool,
    /// With --needs: dig (random grids, or for forcing-net verity and the
    /// nested net grids around a planted tridagon) even for the few
    /// techniques whose puzzles come from walks near banked puzzles (see
    /// docs/generating.md; slower for those).
    #[arg(long, requires = "needs")]
    fresh: bool,
    /// With --needs: one JSON object per puzzle (puzzle, strategy, uses,
    /// steps, givens, minimal, candidates, seconds, strategy_se: the
    /// strategy's place in the curriculum, highest_se: the hardest step,
    /// highest_other_se: the hardest step of another strategy but naked
    /// singles, at most strategy_se, or at most the strategy's own hardest
    /// step for one placed no later in the curriculum; with --symmetric also
    /// minimal_under_symmetry; near_banked_line: for a puzzle from a walk
    /// near a banked puzzle, that puzzle's line in
    /// puzzles/rare-technique-bank.txt).
    #[arg(long, requires = "needs")]
    json: bool,
    /// With --needs: also write a printable worksheet (HTML; print it or save it as PDF):
    /// the puzzles easiest first, each where the technique is first needed, then an
    /// answer key. --count 1 to 200.
    #[arg(long, value_name = "FILE.html", requires = "needs")]
    worksheet: Option<PathBuf>,
    #[command(flatten)]
    words: LangArgs,
}

/// Seconds from 0 to 86400.
fn parse_seconds(text: &str) -> Result<f64, sudoku_explorer::lang::BadValue> {
    sudoku_explorer::lang::BadValue::seconds(text, 86400)
}

/// `count` puzzles, one per line.
pub fn generate(args: GenerateArgs) -> CliResult {
    if !matches!(args.size, 4 | 6 | 9) {
        return Err(Problem::UnsupportedSize(args.size).into());
    }
    if let Some(name) = &args.needs {
        return needing(&super::strategies::canonical_id(name), &args);
    }
    let symmetry = if args.asymmetric {
        Symmetry::None
    } else {
        Symmetry::Rotational
    };
    let mut rng = Rng::new(args.seed);
    let mut out = stdout();
    for _ in 0..args.count.unwrap_or(10) {
        if let Some(b) = generate::puzzle(args.size, symmetry, &mut rng) {
            writeln!(out, "{}", b.to_line())?;
        }
    }
    out.flush()?;
    Ok(true)
}

/// Learning mode: `count` puzzles needing strategy `id`, each line written
/// as soon as it is found; progress on stderr once a puzzle takes a while.
fn needing(id: &str, args: &GenerateArgs) -> CliResult {
    let options = Options {
        size: args.size,
        symmetry: if args.symmetric {
            Symmetry::Rotational
        } else {
            Symmetry::None
        },
        minimal: !args.not_minimal,
        seed: args.seed,
        max_time: Duration::from_secs_f64(args.max_seconds),
        steering: Steering::Auto,
        ceiling: if args.solver_order {
            Ceiling::SolverOrder
        } else {
            Ceiling::Curriculum
        },
        source: if args.fresh {
            Source::Dig
        } else {
            Source::Auto
        },
    };
    let count = args.count.unwrap_or(1);
    if args.worksheet.is_some() && !(1..=MOST_ON_A_WORKSHEET).contains(&count) {
        return Err(Problem::WorksheetCount {
            count,
            most: MOST_ON_A_WORKSHEET,
        }
        .into());
    }
    let mut generator = Generator::new(id, &options).map_err(|e| e.problem())?;
    // The worksheet's file is made now, so a place that cannot be written
    // (a read-only folder, /proc, a name too long, /dev/full) is told
    // before any puzzle is made.
    let mut worksheet = match &args.worksheet {
        Some(path) => {
            let mut file = Output::create(path, &[])?;
            file.write_now(WORKSHEET_HEAD.as_bytes())?;
            Some((path, file))
        }
        None => None,
    };
    let mut sheet = Vec::new();
    let mut out = stdout();
    let cat = args.words.lang.catalogue();
    for k in 0..count {
        let mut next_report = Duration::from_secs(3);
        let mut report = |p: &Progress| {
            if p.elapsed >= next_report {
                let said = cat.generate_progress(
                    k + 1,
                    count,
                    p.strategy,
                    p.candidates,
                    p.elapsed.as_secs_f64(),
                );
                sudoku_explorer::to_stderr!("{said}");
                next_report = p.elapsed + Duration::from_secs(5);
            }
        };
        let found = generator
            .next_puzzle(&mut report)
            .map_err(|e| e.problem())?;
        if args.json {
            let mut line = json!({
                "puzzle": found.puzzle.to_line(),
                "strategy": found.strategy,
                "uses": found.uses,
                "steps": found.walkthrough.steps.len(),
                "givens": found.puzzle.givens().len(),
                "minimal": found.minimal,
                "candidates": found.candidates,
                "seconds": (found.elapsed.as_secs_f64() * 1000.0).round() / 1000.0,
                "strategy_se": lesson(found.strategy).map(|l| se_json(se_number(l.tenths))),
                "highest_se": highest_se(&found.walkthrough, |_| true),
                "highest_other_se": highest_se(&found.walkthrough, |id| {
                    under_the_ceiling(id, found.strategy)
                }),
            });
            if let Some(banked) = found.near_banked {
                // The walk's start: its line in the bank file.
                line["near_banked_line"] = banked.into();
            }
            if options.symmetry != Symmetry::None {
                // Dug in symmetric pairs: no pair can go, but a single given
                // may. "minimal" says whether one can; the pairs are said apart.
                let digits: Vec<u8> = found
                    .puzzle
                    .geometry()
                    .cells()
                    .map(|c| found.puzzle.value(c).unwrap_or(0))
                    .collect();
                line["minimal"] = is_minimal(args.size, Symmetry::None, &digits).into();
                line["minimal_under_symmetry"] = found.minimal.into();
            }
            writeln!(out, "{line}")?;
        } else {
            writeln!(out, "{}", found.puzzle.to_line())?;
        }
        out.flush()?;
        if worksheet.is_some() {
            sheet.push(sheet_puzzle(&found.walkthrough, found.strategy));
        }
    }
    if let Some((path, file)) = worksheet.take() {
        write_worksheet(path, file, id, sheet, args.words)?;
    }
    Ok(true)
}

/// How every worksheet page starts: written when the file is made.
const WORKSHEET_HEAD: &str = "<!DOCTYPE html>\n";

/// The most puzzles a worksheet takes.
const MOST_ON_A_WORKSHEET: usize = 200;

/// A generated puzzle as a worksheet shows it: at its first step with `id`.
fn sheet_puzzle(w: &Walkthrough, id: &str) -> SheetPuzzle {
    let i = w
        .steps
        .iter()
        .position(|s| s.strategy == id)
        .unwrap_or_default();
    let board = w.board_before(i);
    // Every instance of the technique there that makes progress, but the
    // one drawn: right answers too.
    let productive = strategies::by_id(id).map_or(1, |s| {
        (s.effects)(&board)
            .iter()
            .filter(|e| !e.placements.is_empty() || !e.eliminations.is_empty())
            .count()
    });
    SheetPuzzle {
        line: w.start.to_line(),
        board,
        step: w.steps[i].clone(),
        se: rating::rating(w).map(|r| r.se),
        others: productive.saturating_sub(1),
    }
}

/// Writes the worksheet of strategy `id`, its puzzles easiest first (by SE
/// rating), whole or not at all.
fn write_worksheet(
    path: &Path,
    file: Output,
    id: &str,
    mut puzzles: Vec<SheetPuzzle>,
    words: LangArgs,
) -> CliResult {
    let info = strategies::by_id(id).ok_or_else(|| Problem::unknown_strategy(id))?;
    puzzles.sort_by(|a, b| {
        let key = |p: &SheetPuzzle| p.se.unwrap_or(f32::MAX);
        key(a).total_cmp(&key(b))
    });
    let cat = words.lang.catalogue();
    let sheet = Worksheet {
        name: cat.strategy_name(info.id).unwrap_or(info.name).to_string(),
        tier: lesson(info.id)
            .map(|l| cat.tier(l.tier).to_string())
            .unwrap_or_default(),
        rule: cat.rule(Rule::of(info.decl)).to_string(),
        puzzles,
    };
    let opts = RenderOptions::default().in_language(words.lang, words.notation);
    let page = worksheet_page(&sheet, &opts);
    // Its head is in the file already.
    let rest = page.strip_prefix(WORKSHEET_HEAD).unwrap_or(&page);
    file.finish(rest.as_bytes())?;
    sudoku_explorer::to_stderr!("{}", cat.wrote(&name(path)));
    Ok(true)
}

/// The highest SE rating of the steps of `w` whose strategy `counts`, as
/// JSON; null if there is none, or one is not rated.
fn highest_se(w: &Walkthrough, counts: impl Fn(&str) -> bool) -> serde_json::Value {
    let rated: Option<Vec<f32>> = w
        .steps
        .iter()
        .zip(step_ratings(w))
        .filter(|(step, _)| counts(step.strategy))
        .map(|(_, se)| se)
        .collect();
    rated
        .and_then(|r| r.into_iter().reduce(f32::max))
        .map_or(serde_json::Value::Null, se_json)
}

/// A seed: a whole number from 0 to 2^64-1 (`--seed -1` is told so, not
/// taken for an unknown option).
fn parse_count(text: &str) -> Result<usize, sudoku_explorer::lang::BadValue> {
    let n = sudoku_explorer::lang::BadValue::whole("count", text, 0, None)?;
    // (Past usize, on a 32-bit system: as many as it can count.)
    Ok(usize::try_from(n).unwrap_or(usize::MAX))
}

fn parse_seed(text: &str) -> Result<u64, sudoku_explorer::lang::BadValue> {
    sudoku_explorer::lang::BadValue::whole("seed", text, 0, Some(u64::MAX))
}
