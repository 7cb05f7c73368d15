//! The `sudoku-explorer` command: solve, show candidates, convert formats,
//! find strategy instances, explain a solve step by step, benchmark.

use clap::{Parser, Subcommand};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};
use sudoku_explorer::brute::{self, Solutions};
use sudoku_explorer::explore::{self, ExploreOptions};
use sudoku_explorer::formats::{self, Format, Puzzle};
use sudoku_explorer::generate::{self, Rng, Symmetry};
use sudoku_explorer::render::{self, RenderOptions};
use sudoku_explorer::solver::{Profile, Solver, Status};
use sudoku_explorer::strategies;
use sudoku_explorer::Board;

#[derive(Parser)]
#[command(
    name = "sudoku-explorer",
    version,
    about = "Teach and explore human Sudoku solving strategies",
    long_about = "Teach and explore human Sudoku solving strategies.\n\n\
        Puzzle files may hold one puzzle per line (81 characters), a text grid, comma rows \
        (BASIC `data` lines), a boxed grid, a candidate grid or HoDoKu library lines; the format \
        is detected. FILE may be `-` for standard input."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Solve puzzles exactly: one line per puzzle, the solution or `no solution` / `multiple solutions`.
    Solve {
        /// Puzzle files (`-` for standard input).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Print the number of solutions instead (`at least N` when the limit is reached).
        #[arg(long)]
        count: bool,
        /// Stop counting at this many solutions.
        #[arg(long, default_value_t = 1000, requires = "count")]
        limit: usize,
        /// Read the files in this format instead of detecting it.
        #[arg(long)]
        format: Option<Format>,
    },
    /// Print the candidate grid of each puzzle.
    Candidates {
        file: PathBuf,
        #[arg(long)]
        format: Option<Format>,
    },
    /// Convert puzzles to another format.
    Convert {
        /// line, grid, comma, boxed, candidates or library.
        #[arg(long)]
        to: Format,
        file: PathBuf,
        /// Read the file in this format instead of detecting it.
        #[arg(long)]
        format: Option<Format>,
    },
    /// List the strategies: id, name, family, difficulty (easiest first).
    Strategies {
        /// JSON Lines, one object per strategy.
        #[arg(long)]
        json: bool,
    },
    /// Find every instance of a strategy on each position of a file.
    Find {
        /// Strategy id, e.g. naked-pair (see `strategies`).
        strategy: String,
        file: PathBuf,
        /// JSON Lines: one object per position.
        #[arg(long)]
        json: bool,
        #[arg(long)]
        format: Option<Format>,
    },
    /// Solve each puzzle step by step, explaining every step.
    Explain {
        file: PathBuf,
        /// JSON Lines: one object per puzzle.
        #[arg(long)]
        json: bool,
        /// Only these strategies (comma-separated ids); default: all.
        #[arg(long, value_delimiter = ',')]
        strategies: Option<Vec<String>>,
        #[arg(long)]
        format: Option<Format>,
        /// Also write a self-contained HTML walkthrough per puzzle into this folder
        /// (each step's explanation beside its highlighted board).
        #[arg(long, value_name = "DIR")]
        html: Option<PathBuf>,
    },
    /// Draw a puzzle as SVG: the start position, or the board at step N of its walkthrough
    /// with that step's highlights.
    Render {
        file: PathBuf,
        /// Output SVG file.
        #[arg(short, long)]
        output: PathBuf,
        /// Show step N (1-based) of the walkthrough on the board it applies to.
        #[arg(long, conflicts_with = "strategy")]
        step: Option<usize>,
        /// Show the first instance of this strategy (id) that removes or places something,
        /// on the first board of the walkthrough where there is one.
        #[arg(long)]
        strategy: Option<String>,
        /// Which puzzle of the file (1-based), for files with several.
        /// (default: 1; with --strategy, the first puzzle where the strategy applies).
        #[arg(long)]
        puzzle: Option<usize>,
        /// Digits only, no candidates.
        #[arg(long)]
        no_candidates: bool,
        #[arg(long)]
        format: Option<Format>,
    },
    /// Run a strategy over every position reached while solving the puzzles, and report
    /// how often it fires, what it removes, what it unlocks, and any unsound elimination.
    Explore {
        /// Strategy id (see `strategies`).
        strategy: String,
        /// Puzzle files (`-` for standard input).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Use only the first N puzzles.
        #[arg(long)]
        limit: Option<usize>,
        /// Threads (default: one per core).
        #[arg(long)]
        threads: Option<usize>,
        /// Only the starting positions, not the boards reached mid-solve.
        #[arg(long)]
        no_mid_solve: bool,
        /// Print the report as JSON.
        #[arg(long)]
        json: bool,
        /// No progress on stderr.
        #[arg(long, short)]
        quiet: bool,
    },
    /// Generate random puzzles with exactly one solution, one per line (reproducible from the seed).
    Generate {
        #[arg(long, default_value_t = 10)]
        count: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// 4, 6 or 9.
        #[arg(long, default_value_t = 9)]
        size: usize,
        /// Remove clues one by one instead of in rotationally symmetric pairs.
        #[arg(long)]
        asymmetric: bool,
    },
    /// Measure puzzles/second: exact uniqueness check and logical solve.
    Bench {
        /// Puzzle files (one per line); default: the named sets in ../shared/puzzles.
        files: Vec<PathBuf>,
        /// Seconds to spend per measurement (at least one pass is always made).
        #[arg(long, default_value_t = 1.0)]
        seconds: f64,
        /// Instead of rates: one logical solve of every puzzle, timing each
        /// strategy (calls, steps, share of the time) and counting steps.
        #[arg(long)]
        profile: bool,
        /// Turn off the solver's memo of where strategies found nothing (per digit, and near changed cells), to measure what it saves.
        #[arg(long)]
        no_memo: bool,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Solve {
            files,
            count,
            limit,
            format,
        } => cmd_solve(&files, count, limit, format),
        Command::Candidates { file, format } => cmd_each(&file, format, |p, out| {
            write!(out, "{}", formats::write(&p.board, Format::Candidates))
        }),
        Command::Convert { to, file, format } => cmd_each(&file, format, |p, out| {
            write!(out, "{}", formats::write(&p.board, to))
        }),
        Command::Strategies { json } => cmd_strategies(json),
        Command::Find {
            strategy,
            file,
            json,
            format,
        } => cmd_find(&strategy, &file, json, format),
        Command::Explain {
            file,
            json,
            strategies,
            format,
            html,
        } => cmd_explain(&file, json, strategies, format, html.as_deref()),
        Command::Render {
            file,
            output,
            step,
            strategy,
            puzzle,
            no_candidates,
            format,
        } => {
            let what = match (step, strategy) {
                (Some(n), _) => Show::Step(n),
                (None, Some(id)) => Show::Strategy(id),
                (None, None) => Show::Start,
            };
            cmd_render(&file, &output, what, puzzle, !no_candidates, format)
        }
        Command::Bench {
            files,
            seconds,
            profile,
            no_memo,
        } => cmd_bench(&files, seconds, profile, !no_memo),
        Command::Generate {
            count,
            seed,
            size,
            asymmetric,
        } => cmd_generate(count, seed, size, asymmetric),
        Command::Explore {
            strategy,
            files,
            limit,
            threads,
            no_mid_solve,
            json,
            quiet,
        } => cmd_explore(
            &strategy,
            &files,
            limit,
            threads,
            !no_mid_solve,
            json,
            !quiet,
        ),
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        // The reader went away (e.g. `| head`): stop quietly.
        Err(CliError::Pipe) => ExitCode::SUCCESS,
        Err(CliError::Msg(e)) => {
            eprintln!("sudoku-explorer: {e}");
            ExitCode::from(2)
        }
    }
}

/// Why a command stopped early.
enum CliError {
    /// Standard output was closed by the reader.
    Pipe,
    Msg(String),
}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> Self {
        if e.kind() == io::ErrorKind::BrokenPipe {
            CliError::Pipe
        } else {
            CliError::Msg(e.to_string())
        }
    }
}

impl From<serde_json::Error> for CliError {
    fn from(e: serde_json::Error) -> Self {
        CliError::Msg(e.to_string())
    }
}

impl From<String> for CliError {
    fn from(e: String) -> Self {
        CliError::Msg(e)
    }
}

/// Ok(false): some input was bad, but the command went on with the rest.
type CliResult = Result<bool, CliError>;

/// The puzzles of a file (or stdin for `-`), each parsed or an error.
fn load(
    path: &Path,
    format: Option<Format>,
) -> Result<Vec<Result<Puzzle, formats::ParseError>>, String> {
    let mut text = String::new();
    if path.as_os_str() == "-" {
        io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| format!("standard input: {e}"))?;
    } else {
        let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
        text = String::from_utf8(bytes).map_err(|e| {
            format!(
                "{}: not UTF-8 text (byte {})",
                path.display(),
                e.utf8_error().valid_up_to()
            )
        })?;
    }
    Ok(match format {
        Some(f) => formats::parse_puzzles_as(&text, f),
        None => formats::parse_puzzles(&text),
    })
}

fn name(path: &Path) -> String {
    if path.as_os_str() == "-" {
        "<stdin>".into()
    } else {
        path.display().to_string()
    }
}

/// Runs `each` on every puzzle of a file; parse errors go to stderr. Returns
/// Ok(false) if any puzzle failed to parse.
fn cmd_each(
    file: &Path,
    format: Option<Format>,
    mut each: impl FnMut(&Puzzle, &mut dyn Write) -> io::Result<()>,
) -> CliResult {
    let mut ok = true;
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let puzzles = load(file, format)?;
    let many = puzzles.len() > 1;
    for (i, p) in puzzles.iter().enumerate() {
        match p {
            Ok(p) => {
                if many && i > 0 {
                    writeln!(out)?;
                }
                each(p, &mut out)?;
            }
            Err(e) => {
                ok = false;
                eprintln!("{}: {e}", name(file));
            }
        }
    }
    out.flush()?;
    Ok(ok)
}

fn cmd_solve(files: &[PathBuf], count: bool, limit: usize, format: Option<Format>) -> CliResult {
    let mut ok = true;
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    for file in files {
        for p in load(file, format)? {
            let line = match p {
                Ok(p) if count => {
                    let n = brute::count_solutions(&p.board, limit.max(1));
                    if n >= limit.max(1) {
                        format!("at least {n}")
                    } else {
                        n.to_string()
                    }
                }
                Ok(p) => match brute::analyse(&p.board) {
                    Solutions::None => "no solution".to_string(),
                    Solutions::Multiple => "multiple solutions".to_string(),
                    Solutions::Unique(digits) => {
                        digits.iter().map(|d| (b'0' + d) as char).collect()
                    }
                },
                Err(e) => {
                    ok = false;
                    eprintln!("{}: {e}", name(file));
                    format!("error: {e}")
                }
            };
            writeln!(out, "{line}")?;
        }
    }
    out.flush()?;
    Ok(ok)
}

fn cmd_strategies(json: bool) -> CliResult {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    for s in strategies::REGISTRY {
        if json {
            writeln!(out, "{}", serde_json::to_string(s)?)?;
        } else {
            writeln!(
                out,
                "{:<30} {:<38} {:<14} {:>4}",
                s.id, s.name, s.family, s.difficulty
            )?;
        }
    }
    Ok(true)
}

fn cmd_find(strategy: &str, file: &Path, json: bool, format: Option<Format>) -> CliResult {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let info = strategies::by_id(strategy).ok_or_else(|| {
        format!(
            "unknown strategy '{strategy}'; known: {}",
            strategies::ids().join(", ")
        )
    })?;
    let mut ok = true;
    for p in load(file, format)? {
        match p {
            Ok(p) => {
                let steps = (info.find)(&p.board);
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
                eprintln!("{}: {e}", name(file));
                if json {
                    writeln!(
                        out,
                        "{}",
                        serde_json::json!({"line": e.line, "error": e.to_string()})
                    )?;
                }
            }
        }
    }
    Ok(ok)
}

fn cmd_explain(
    file: &Path,
    json: bool,
    only: Option<Vec<String>>,
    format: Option<Format>,
    html: Option<&Path>,
) -> CliResult {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    if let Some(dir) = html {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let solver = match &only {
        Some(ids) => Solver::with(&ids.iter().map(|s| s.as_str()).collect::<Vec<_>>())?,
        None => Solver::complete(),
    };
    let mut ok = true;
    for p in load(file, format)? {
        let p = match p {
            Ok(p) => p,
            Err(e) => {
                ok = false;
                eprintln!("{}: {e}", name(file));
                if json {
                    writeln!(
                        out,
                        "{}",
                        serde_json::json!({"line": e.line, "error": e.to_string()})
                    )?;
                }
                continue;
            }
        };
        let w = solver.solve(&p.board);
        if let Some(dir) = html {
            let stem = file
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .filter(|s| s != "-")
                .unwrap_or_else(|| "stdin".into());
            let path = dir.join(format!("{stem}-line{}.html", p.line));
            let title = format!("{} (line {})", name(file), p.line);
            std::fs::write(&path, render::walkthrough_html(&w, &title))
                .map_err(|e| format!("{}: {e}", path.display()))?;
            eprintln!("wrote {}", path.display());
        }
        let solution = (w.status == Status::Solved).then(|| w.end.to_line());
        if json {
            let v = serde_json::json!({
                "line": p.line,
                "status": w.status,
                "steps": w.steps,
                "solution": solution,
                "brute_force_steps": w.steps.iter().filter(|s| s.strategy == "brute-force").count(),
                "end": w.end.to_line(),
            });
            writeln!(out, "{v}")?;
        } else {
            writeln!(out, "Puzzle at line {} of {}", p.line, name(file))?;
            writeln!(out, "{}", formats::write(&p.board, Format::Grid))?;
            for (i, s) in w.steps.iter().enumerate() {
                writeln!(out, "{:>3}. [{}] {}", i + 1, s.strategy, s.explanation)?;
            }
            let forced = w
                .steps
                .iter()
                .filter(|s| s.strategy == "brute-force")
                .count();
            let note = if forced > 0 {
                format!(" ({forced} of them brute-force: logic alone got stuck)")
            } else {
                String::new()
            };
            writeln!(
                out,
                "Result: {} after {} steps{note}",
                w.status,
                w.steps.len()
            )?;
            if w.status == Status::Solved {
                writeln!(out, "{}", w.end.to_line())?;
            } else {
                writeln!(out, "{}", formats::write(&w.end, Format::Candidates))?;
            }
            writeln!(out)?;
        }
    }
    Ok(ok)
}

/// What `render` draws.
enum Show {
    Start,
    Step(usize),
    Strategy(String),
}

fn cmd_render(
    file: &Path,
    output: &Path,
    what: Show,
    puzzle: Option<usize>,
    candidates: bool,
    format: Option<Format>,
) -> CliResult {
    let puzzles = load(file, format)?;
    let count = puzzles.len();
    // Which puzzles to look at: the one asked for, or (searching for a
    // strategy) all of them in order.
    let chosen: Vec<Puzzle> = match (puzzle, &what) {
        (None, Show::Strategy(_)) => puzzles.into_iter().filter_map(Result::ok).collect(),
        (k, _) => {
            let k = k.unwrap_or(1);
            match puzzles.into_iter().nth(k.saturating_sub(1)) {
                Some(Ok(p)) if k >= 1 => vec![p],
                Some(Err(e)) => return Err(CliError::Msg(format!("{}: {e}", name(file)))),
                _ => {
                    return Err(CliError::Msg(format!(
                        "{}: there is no puzzle {k} (the file has {count})",
                        name(file)
                    )))
                }
            }
        }
    };
    let Some(p) = chosen.first().cloned() else {
        return Err(CliError::Msg(format!(
            "{}: no puzzle could be read",
            name(file)
        )));
    };
    let opts = RenderOptions {
        show_candidates: candidates,
        ..RenderOptions::default()
    };
    let svg = match what {
        Show::Start => render::board_svg(
            &p.board,
            &opts.with_caption(format!("{} (line {})", name(file), p.line)),
        ),
        Show::Strategy(id) => {
            let info = strategies::by_id(&id).ok_or_else(|| {
                CliError::Msg(format!(
                    "unknown strategy '{id}'; known: {}",
                    strategies::ids().join(", ")
                ))
            })?;
            let solver = Solver::complete();
            let found = chosen.iter().find_map(|p| {
                let w = solver.solve(&p.board);
                (0..=w.steps.len()).find_map(|i| {
                    let board = w.board_before(i);
                    info.first(&board).map(|s| (board, s))
                })
            });
            let Some((board, s)) = found else {
                return Err(CliError::Msg(format!(
                    "{}: no instance of {id} removes or places anything on the boards of the walkthrough(s)",
                    name(file)
                )));
            };
            let opts = opts
                .with_caption(named(info.name, &s.explanation))
                .with_legend(true);
            render::step_svg(&board, &s, &opts)
        }
        Show::Step(n) => {
            let w = Solver::complete().solve(&p.board);
            if n == 0 || n > w.steps.len() {
                return Err(CliError::Msg(format!(
                    "{}: step {n} does not exist; the walkthrough has {} steps (1 to {})",
                    name(file),
                    w.steps.len(),
                    w.steps.len()
                )));
            }
            let s = &w.steps[n - 1];
            let opts = opts
                .with_caption(format!("Step {n}: {}", s.explanation))
                .with_legend(true);
            render::step_svg(&w.board_before(n - 1), s, &opts)
        }
    };
    std::fs::write(output, svg).map_err(|e| format!("{}: {e}", output.display()))?;
    Ok(true)
}

fn cmd_explore(
    strategy: &str,
    files: &[PathBuf],
    limit: Option<usize>,
    threads: Option<usize>,
    mid_solve: bool,
    json: bool,
    progress: bool,
) -> CliResult {
    let mut ok = true;
    let mut boards = Vec::new();
    for file in files {
        for p in load(file, None)? {
            match p {
                Ok(p) => boards.push(p.board),
                Err(e) => {
                    ok = false;
                    eprintln!("{}: {e}", name(file));
                }
            }
        }
    }
    if let Some(n) = limit {
        boards.truncate(n);
    }
    let opts = ExploreOptions {
        mid_solve,
        progress,
        threads,
        ..ExploreOptions::default()
    };
    let report = explore::explore_strategy(strategy, &boards, &opts)?;
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    if json {
        writeln!(out, "{}", serde_json::to_string(&report)?)?;
    } else {
        writeln!(out, "{report}")?;
    }
    out.flush()?;
    Ok(ok && report.is_sound())
}

fn cmd_generate(count: usize, seed: u64, size: usize, asymmetric: bool) -> CliResult {
    if !matches!(size, 4 | 6 | 9) {
        return Err(CliError::Msg(format!(
            "unsupported size {size}: sizes are 4, 6 and 9"
        )));
    }
    let symmetry = if asymmetric {
        Symmetry::None
    } else {
        Symmetry::Rotational
    };
    let mut rng = Rng::new(seed);
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    for _ in 0..count {
        if let Some(b) = generate::puzzle(size, symmetry, &mut rng) {
            writeln!(out, "{}", b.to_line())?;
        }
    }
    out.flush()?;
    Ok(true)
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

/// The named benchmark sets: file name in ../shared/puzzles.
const BENCH_SETS: &[&str] = &[
    "sx_easy_500_with_solutions.txt",
    "sx_medium_500_with_solutions.txt",
    "sx_hard_500_with_solutions.txt",
    "sx_diabolical_500_with_solutions.txt",
    "magictour_top1465.txt",
    "norvig_top95.txt",
    "sudoku17_49158.txt",
];

fn cmd_bench(files: &[PathBuf], seconds: f64, profile: bool, memo: bool) -> CliResult {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let files: Vec<PathBuf> = if files.is_empty() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/puzzles");
        let found: Vec<PathBuf> = BENCH_SETS
            .iter()
            .map(|f| dir.join(f))
            .filter(|p| p.exists())
            .collect();
        if found.is_empty() {
            return Err(CliError::Msg(format!(
                "no puzzle files given and none found in {}",
                dir.display()
            )));
        }
        found
    } else {
        files.to_vec()
    };
    if profile {
        return bench_profile(&files, memo, &mut out);
    }
    let budget = Duration::from_secs_f64(seconds.max(0.0));
    writeln!(
        out,
        "{:<40} {:>7} {:>14} {:>14} {:>9}",
        "set", "puzzles", "unique-check/s", "logic-solve/s", "solved"
    )?;
    let solver = Solver::new().memo(memo);
    for file in &files {
        let boards = load_boards(file)?;
        if boards.is_empty() {
            continue;
        }
        let brute_rate = rate(budget, boards.len(), || {
            for b in &boards {
                std::hint::black_box(brute::count_solutions(b, 2));
            }
        });
        let mut solved = 0;
        let logic_rate = rate(budget, boards.len(), || {
            solved = boards
                .iter()
                .filter(|b| solver.solve(b).status == Status::Solved)
                .count();
        });
        let set = file
            .file_name()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        writeln!(
            out,
            "{:<40} {:>7} {:>14.0} {:>14.0} {:>8.1}%",
            set,
            boards.len(),
            brute_rate,
            logic_rate,
            100.0 * solved as f64 / boards.len() as f64
        )?;
    }
    Ok(true)
}

/// The puzzles of a file that parse (benchmarks skip the others).
fn load_boards(file: &Path) -> Result<Vec<Board>, CliError> {
    Ok(load(file, None)?
        .into_iter()
        .filter_map(Result::ok)
        .map(|p| p.board)
        .collect())
}

/// `bench --profile`: per set, one logical solve of each puzzle with every
/// strategy call timed; a table of strategies by time spent.
fn bench_profile(files: &[PathBuf], memo: bool, out: &mut impl Write) -> CliResult {
    let solver = Solver::new().memo(memo);
    for file in files {
        let boards = load_boards(file)?;
        let mut profile = Profile::default();
        let mut solved = 0;
        let start = Instant::now();
        for b in &boards {
            let w = solver.solve_profiled(b, &mut profile);
            solved += usize::from(w.status == Status::Solved);
        }
        let wall = start.elapsed();
        let total = profile.total().as_secs_f64().max(1e-12);
        writeln!(
            out,
            "{}: {} puzzles, {} solved by logic, {:.0} puzzles/s (profiled)",
            file.display(),
            boards.len(),
            solved,
            boards.len() as f64 / wall.as_secs_f64()
        )?;
        writeln!(
            out,
            "{:<36} {:>10} {:>8} {:>10} {:>7}",
            "strategy", "calls", "steps", "us/call", "time%"
        )?;
        let mut rows: Vec<_> = profile.entries.iter().filter(|e| e.calls > 0).collect();
        rows.sort_by_key(|e| std::cmp::Reverse(e.time));
        for e in rows {
            writeln!(
                out,
                "{:<36} {:>10} {:>8} {:>10.2} {:>6.1}%",
                e.id,
                e.calls,
                e.steps,
                e.time.as_secs_f64() * 1e6 / e.calls as f64,
                100.0 * e.time.as_secs_f64() / total
            )?;
        }
    }
    Ok(true)
}

/// Runs `pass` (over `n` puzzles) until `budget` is spent; puzzles per second.
fn rate(budget: Duration, n: usize, mut pass: impl FnMut()) -> f64 {
    let start = Instant::now();
    let mut passes = 0usize;
    loop {
        pass();
        passes += 1;
        if start.elapsed() >= budget {
            break;
        }
    }
    (passes * n) as f64 / start.elapsed().as_secs_f64()
}
