//! Reading puzzle files (or standard input for `-`) and the buffered
//! standard output every subcommand writes to.

use super::{CliError, CliResult};
use std::io::{self, Read, Write};
use std::path::Path;
use sudoku_explorer::formats::{self, Format, Puzzle};
use sudoku_explorer::lang::problem::IoProblem;
use sudoku_explorer::lang::{BadValue, Problem};
use sudoku_explorer::Board;

/// Standard output, locked and buffered; every write fails with
/// [`StdoutClosed`] if it was closed when the command started.
pub fn stdout() -> io::BufWriter<Stdout> {
    io::BufWriter::new(Stdout {
        lock: io::stdout().lock(),
        closed: stdout_was_closed(),
    })
}

/// Standard output, or the error of writing to a closed one.
pub struct Stdout {
    lock: io::StdoutLock<'static>,
    closed: bool,
}

/// The error of a write to a standard output closed at start (`>&-`).
#[derive(Debug)]
pub struct StdoutClosed;

impl std::fmt::Display for StdoutClosed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("standard output is closed")
    }
}

impl std::error::Error for StdoutClosed {}

impl Write for Stdout {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        if self.closed {
            return Err(io::Error::other(StdoutClosed));
        }
        self.lock.write(bytes)
    }

    fn flush(&mut self) -> io::Result<()> {
        if self.closed {
            return Ok(());
        }
        self.lock.flush()
    }
}

/// Whether standard output was closed when the process started. Rust's
/// runtime opens /dev/null in place of a standard descriptor it finds
/// closed (so that writes go nowhere, without an error), read and write; a
/// shell's `>/dev/null` opens it for writing only. (`1<>/dev/null` looks
/// closed too.)
#[cfg(unix)]
fn stdout_was_closed() -> bool {
    // SAFETY: fcntl and fstat on descriptor 1 only read its state; `stat`
    // is a plain C struct that fstat fills (all zeros is a valid value).
    unsafe {
        let flags = libc::fcntl(1, libc::F_GETFL);
        if flags < 0 {
            return true;
        }
        if flags & libc::O_ACCMODE != libc::O_RDWR {
            return false;
        }
        let mut stat: libc::stat = std::mem::zeroed();
        libc::fstat(1, &mut stat) == 0
            && stat.st_mode & libc::S_IFMT == libc::S_IFCHR
            && stat.st_rdev == libc::makedev(1, 3)
    }
}

#[cfg(not(unix))]
fn stdout_was_closed() -> bool {
    false
}

/// The puzzles of a file (or stdin for `-`), each parsed or an error.
pub fn load(
    path: &Path,
    format: Option<Format>,
) -> Result<Vec<Result<Puzzle, formats::ParseError>>, Problem> {
    let mut text = String::new();
    if path.as_os_str() == "-" {
        io::stdin().read_to_string(&mut text).map_err(|e| {
            Problem::Io(IoProblem {
                stdin: true,
                ..IoProblem::new(&e)
            })
        })?;
    } else {
        let bytes = std::fs::read(path)
            .map_err(|e| Problem::in_file(name(path), Problem::Io(IoProblem::new(&e))))?;
        text = decode(&name(path), bytes);
    }
    Ok(match format {
        Some(f) => formats::parse_puzzles_as(&text, f),
        None => formats::parse_puzzles(&text),
    })
}

/// The text of a file: UTF-8, with any byte that is not read as U+FFFD
/// (so the puzzle on that line fails to parse, and the others are still
/// read), each such line named on stderr.
fn decode(file: &str, bytes: Vec<u8>) -> String {
    let bytes = match String::from_utf8(bytes) {
        Ok(text) => return text,
        Err(e) => e.into_bytes(),
    };
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let mut line = 1;
    let mut column = 1;
    let mut rest = &bytes[..];
    let mut reported = 0;
    while !rest.is_empty() {
        match std::str::from_utf8(rest) {
            Ok(_) => break,
            Err(e) => {
                let (good, bad) = rest.split_at(e.valid_up_to());
                let good = std::str::from_utf8(good).unwrap_or_default();
                for c in good.chars() {
                    if c == '\n' {
                        line += 1;
                        column = 1;
                    } else {
                        column += 1;
                    }
                }
                if reported < 10 {
                    let cat = super::lang::lang_of_args().catalogue();
                    sudoku_explorer::to_stderr!("{file}: {}", cat.not_utf8(line, column, bad[0]));
                }
                reported += 1;
                column += 1;
                rest = &bad[e.error_len().unwrap_or(bad.len())..];
            }
        }
    }
    if reported > 10 {
        let cat = super::lang::lang_of_args().catalogue();
        sudoku_explorer::to_stderr!("{file}: {}", cat.more_not_utf8(reported - 10));
    }
    text
}

/// The puzzles of a file that parse (benchmarks skip the others).
pub fn load_boards(file: &Path) -> Result<Vec<Board>, CliError> {
    Ok(load(file, None)?
        .into_iter()
        .filter_map(Result::ok)
        .map(|p| p.board)
        .collect())
}

/// How messages name a file: its path, or `<stdin>` for `-`. Control
/// characters in a name (a terminal's escape codes) are written as escapes
/// (`\u{1b}`), never sent to the terminal as they are.
pub fn name(path: &Path) -> String {
    if path.as_os_str() == "-" {
        return "<stdin>".into();
    }
    let shown = path.display().to_string();
    if shown.chars().any(char::is_control) {
        shown
            .chars()
            .map(|c| {
                if c.is_control() {
                    c.escape_default().to_string()
                } else {
                    c.to_string()
                }
            })
            .collect()
    } else {
        shown
    }
}

/// Reports a puzzle that could not be read: on stderr, and with `json` also
/// as a `{"line", "error"}` object on `out`, in the place of its result.
pub fn report_bad_puzzle(
    out: &mut impl Write,
    file: &Path,
    error: &formats::ParseError,
    json: bool,
    words: super::lang::LangArgs,
) -> io::Result<()> {
    let message = words.say(&error.located());
    sudoku_explorer::to_stderr!("{}: {message}", name(file));
    if json {
        writeln!(
            out,
            "{}",
            serde_json::json!({"line": error.line, "error": error.to_string()})
        )?;
    }
    Ok(())
}

/// Reports a position that has a problem (no single solution, a
/// mistake...): on stderr at its line, and with `json` as a
/// `{"line", "error"}` object on `out`.
pub fn report_problem(
    out: &mut impl Write,
    file: &Path,
    line: usize,
    why: &Problem,
    json: bool,
    words: super::lang::LangArgs,
) -> io::Result<()> {
    let said = words.say(&Problem::at(line, 0, why.clone()));
    sudoku_explorer::to_stderr!("{}: {said}", name(file));
    if json {
        let v = serde_json::json!({"line": line, "error": why.to_string()});
        writeln!(out, "{v}")?;
    }
    Ok(())
}

/// Runs `each` on every puzzle of a file, with an empty line between the
/// outputs of several puzzles; parse errors go to stderr. Returns Ok(false)
/// if any puzzle failed to parse.
pub fn each_puzzle(
    file: &Path,
    format: Option<Format>,
    words: super::lang::LangArgs,
    mut each: impl FnMut(&Puzzle, &mut dyn Write) -> io::Result<()>,
) -> CliResult {
    let mut ok = true;
    let mut out = stdout();
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
                sudoku_explorer::to_stderr!("{}: {}", name(file), words.say(&e.located()));
            }
        }
    }
    out.flush()?;
    Ok(ok)
}

/// `--threads N`, shared by the commands that work on every core.
#[derive(clap::Args)]
pub struct Threads {
    /// Threads, 1 to 256 (default: one per core).
    #[arg(long = "threads", value_name = "N", value_parser = parse_threads)]
    given: Option<usize>,
}

impl Threads {
    /// The number asked for, or one per core.
    pub fn count(&self) -> usize {
        self.given
            .unwrap_or_else(sudoku_explorer::parallel::default_threads)
    }

    /// The number asked for, if any.
    pub fn given(&self) -> Option<usize> {
        self.given
    }
}

/// `--threads`: 1 to 256.
fn parse_threads(text: &str) -> Result<usize, BadValue> {
    BadValue::whole("number of threads", text, 1, Some(256)).map(|n| n as usize)
}

/// Flushes `out` when the last flush is more than a fifth of a second old:
/// answers that take long to work out are seen as they come, while fast
/// ones still go out in large writes.
pub fn flush_now_and_then(out: &mut impl Write, last: &mut std::time::Instant) -> io::Result<()> {
    if last.elapsed() > std::time::Duration::from_millis(200) {
        out.flush()?;
        *last = std::time::Instant::now();
    }
    Ok(())
}

/// `--limit`: a count of at least 1 (a limit of 0 could not be honoured:
/// counting stops at the first solution, and no puzzle is no exploration).
pub fn parse_limit(text: &str) -> Result<usize, BadValue> {
    BadValue::whole("limit", text, 1, None).map(|n| n as usize)
}

/// A whole number from `from` to `to`, as a parser for clap.
pub fn whole_in<T: TryFrom<u64>>(
    what: &'static str,
    from: u64,
    to: u64,
) -> impl Fn(&str) -> Result<T, BadValue> + Clone + Send + Sync + 'static {
    move |text: &str| {
        let n = BadValue::whole(what, text, from, Some(to))?;
        // Every n in from..=to fits the callers' types (u8, u32).
        T::try_from(n).map_err(|_| BadValue {
            what,
            value: text.to_string(),
            takes: sudoku_explorer::lang::Takes::Whole { from, to: Some(to) },
        })
    }
}
