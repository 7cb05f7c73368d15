//! Puzzle text formats: read puzzles from text and write boards as text.
//!
//! | format | what it looks like | carries |
//! |---|---|---|
//! | [`line`](mod@line) | `8..........36......7..9.2...` (81 characters a puzzle, one per line) | digits |
//! | [`grid`] | 9 lines of 9 characters, blank as space, `.` or `0` | digits |
//! | [`comma`] | `data 6,0,2,0,0,1,0,0,5` (a row per line, BASIC `DATA` style) | digits |
//! | [`boxed`] | `\|.6.\|..5\|...\|` rows between `---+---+---` lines (Simple Sudoku) | digits |
//! | [`candidates`] | `1259 3 48 \| ...`: the candidates of every cell (HoDoKu, SudokuWiki) | digits and candidates |
//! | [`library`] | `:0100:5:+6..3+4..:224 524:364::` (HoDoKu's regression library) | givens, placed digits, candidates |
//!
//! Every format handles 4x4 (2x2 boxes), 6x6 (boxes of 2 rows x 3 columns)
//! and 9x9 boards; the size comes from the text. In every format a line whose
//! first non-blank character is `#` is a comment. Formats that only carry
//! digits read every digit as a given.
//!
//! [`parse_puzzles`] detects the format of a whole text with [`detect`], then
//! reads every puzzle in it; a bad puzzle gives a [`ParseError`] in its place
//! and does not stop the others. Errors name the line and column (1-based,
//! counted in characters) and say what was expected and what was found:
//!
//! ```text
//! line 3, column 7: expected a digit 1-9 or a blank ('.', '0', '_', '-'), found 'x'
//! line 3: r1c3 and r1c7 both hold 5
//! ```
//!
//! ```
//! use sudoku_explorer::formats::{self, Format};
//!
//! // The first 4x4 puzzle of the mini set, in the line format.
//! let board = formats::parse_board("4.....4....3.2..  # solutions=1").unwrap();
//! assert_eq!(
//!     formats::write(&board, Format::Comma),
//!     "data 4,0,0,0\ndata 0,0,4,0\ndata 0,0,0,3\ndata 0,2,0,0\n"
//! );
//! let error = formats::parse_board("4.....4..x.3.2..").unwrap_err();
//! assert_eq!(
//!     error.to_string(),
//!     "line 1, column 10: expected a digit 1-9 or a blank ('.', '0', '_', '-'), found 'x'"
//! );
//! ```
//!
//! [`write()`] prints a board in any format; reading it back gives the same
//! board (the same digits for the digit-only formats, the same candidates
//! too for [`Format::Candidates`] and [`Format::Library`]). The output of
//! several `write` calls, one after another, reads back as that many puzzles.

use crate::grid::Board;
use crate::lang::problem::{Found, Problem, Wanted};
use std::fmt;
use std::path::Path;
use std::str::FromStr;

pub mod boxed;
pub mod candidates;
pub mod comma;
mod detection;
pub mod grid;
pub mod library;
pub mod line;
mod rows;
mod shared;

pub use library::{parse_library, parse_library_line, LibraryEntry};

/// A puzzle text format; names (for [`FromStr`] and [`Display`](fmt::Display))
/// are `line`, `grid`, `comma`, `boxed`, `candidates` and `library`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    Line,
    Grid,
    Comma,
    Boxed,
    Candidates,
    Library,
}

impl Format {
    /// Every format, in the order of the module table.
    pub const ALL: [Format; 6] = [
        Format::Line,
        Format::Grid,
        Format::Comma,
        Format::Boxed,
        Format::Candidates,
        Format::Library,
    ];

    /// The format's name, as accepted by [`FromStr`].
    pub fn name(self) -> &'static str {
        match self {
            Format::Line => "line",
            Format::Grid => "grid",
            Format::Comma => "comma",
            Format::Boxed => "boxed",
            Format::Candidates => "candidates",
            Format::Library => "library",
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Format {
    type Err = crate::lang::BadValue;
    /// A format by name, in any case.
    fn from_str(s: &str) -> Result<Format, crate::lang::BadValue> {
        Format::ALL
            .into_iter()
            .find(|f| f.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| {
                let names: Vec<&str> = Format::ALL.iter().map(|f| f.name()).collect();
                crate::lang::BadValue::one_of("format", s, &names)
            })
    }
}

/// Where a text is wrong and how.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based line number.
    pub line: usize,
    /// 1-based column, counted in characters; 0 when the error is about the
    /// whole line or puzzle (a clash between two cells, too few rows).
    pub column: usize,
    /// What was expected and what was found, in no language.
    pub problem: Problem,
}

impl ParseError {
    pub fn new(line: usize, column: usize, problem: Problem) -> ParseError {
        ParseError {
            line,
            column,
            problem,
        }
    }

    /// The whole error as data: the problem at its line and column.
    pub fn located(&self) -> Problem {
        Problem::at(self.line, self.column, self.problem.clone())
    }

    /// What was expected and what was found, in English.
    pub fn message(&self) -> String {
        self.problem.to_string()
    }
}

impl fmt::Display for ParseError {
    /// `line 3, column 7: ...`, or `line 3: ...` for column 0 (English).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.located().fmt(f)
    }
}

impl std::error::Error for ParseError {}

/// A puzzle read from a text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The 1-based line where the puzzle starts.
    pub line: usize,
    pub board: Board,
    /// For [`Format::Line`], the text after the puzzle on its line (such as
    /// `# solutions=1`, a solution or a rating); for the formats that take
    /// several lines, the `#` comment lines just before the puzzle, joined
    /// by newlines; for [`Format::Library`], the technique code.
    pub comment: Option<String>,
    /// For a candidate grid, how many of the pencil marks it shows a digit
    /// in the same row, column or box already rules out: the board is read
    /// with them cleaned (a digit leaves its peers), and `check` counts
    /// them. 0 for the other formats.
    pub uncleaned: usize,
}

/// Detects the format, then reads every puzzle; a text whose format cannot
/// be told gives one error.
pub fn parse_puzzles(text: &str) -> Vec<Result<Puzzle, ParseError>> {
    let text = &*unix_line_ends(text);
    let mut skipped = Vec::new();
    let mut rest = text;
    // Line numbers in `rest` start after this many lines of `text`.
    let mut lines_before = 0;
    loop {
        let error = match detection::detect(rest) {
            Ok(format) if skipped.is_empty() => return parse_lines_as(text, format),
            Ok(format) => {
                // The lines skipped stay in the count, so every puzzle and
                // error keeps the line number an editor shows.
                let renumbered = "\n".repeat(lines_before) + rest;
                skipped.extend(parse_lines_as(&renumbered, format));
                return skipped;
            }
            Err(error) => error,
        };
        let cannot_tell = matches!(error.problem, Problem::CannotTellFormat(_));
        let line = error.line;
        skipped.push(Err(ParseError {
            line: lines_before + line,
            ..error
        }));
        // A title line ("Puzzle 1:") before the puzzles: the lines after it
        // are read in the format they tell. Prose (a README) is not read
        // line by line: after a few lines that tell nothing, one error.
        if !cannot_tell || skipped.len() > TITLE_LINES_SKIPPED {
            skipped.truncate(1);
            return skipped;
        }
        let start: usize = rest.split_inclusive('\n').take(line).map(str::len).sum();
        rest = &rest[start..];
        lines_before += line;
    }
}

/// How many lines at the top of a file that tell no format (titles such
/// as `Puzzle 1:` or `Grid 01`) are skipped, each named, to find the
/// format in the lines after them.
const TITLE_LINES_SKIPPED: usize = 3;

/// Reads every puzzle of a text in the given format. A text without any
/// puzzle (only comments, `rem` lines or borders) gives one error.
pub fn parse_puzzles_as(text: &str, format: Format) -> Vec<Result<Puzzle, ParseError>> {
    parse_lines_as(&unix_line_ends(text), format)
}

/// [`parse_puzzles_as`] on a text whose lines already end in `\n` alone.
fn parse_lines_as(text: &str, format: Format) -> Vec<Result<Puzzle, ParseError>> {
    let puzzles = match format {
        Format::Line => line::parse(text),
        Format::Grid => grid::parse(text),
        Format::Comma => comma::parse(text),
        Format::Boxed => boxed::parse(text),
        Format::Candidates => candidates::parse(text),
        Format::Library => library::parse(text),
    };
    if puzzles.is_empty() {
        return vec![Err(ParseError::new(
            1,
            0,
            Problem::expected(Wanted::PuzzleInFormat(format.name()), Found::None),
        ))];
    }
    puzzles
}

/// Which format a text is in (see the module docs for the rules). `\r\n`
/// and a lone `\r` end lines too.
pub fn detect(text: &str) -> Result<Format, ParseError> {
    detection::detect(&unix_line_ends(text))
}

/// The text with every line ending as `\n`: Windows' `\r\n` and old
/// Macs' lone `\r` end lines too (line numbers stay those an editor shows).
fn unix_line_ends(text: &str) -> std::borrow::Cow<'_, str> {
    if text.contains('\r') {
        text.replace("\r\n", "\n").replace('\r', "\n").into()
    } else {
        text.into()
    }
}

/// Reads a text that holds exactly one puzzle, in any format.
pub fn parse_board(text: &str) -> Result<Board, ParseError> {
    let mut puzzles = parse_puzzles(text).into_iter();
    let first = puzzles.next();
    if let Some(second) = puzzles.next() {
        let line = match &second {
            Ok(p) => p.line,
            Err(e) => e.line,
        };
        return Err(ParseError::new(
            line,
            0,
            Problem::expected(Wanted::OnePuzzle, Found::SecondPuzzle),
        ));
    }
    match first {
        Some(Ok(puzzle)) => Ok(puzzle.board),
        Some(Err(error)) => Err(error),
        None => Err(ParseError::new(
            1,
            0,
            Problem::expected(Wanted::Puzzle, Found::OnlyEmptyLines),
        )),
    }
}

/// Reads a puzzle file, detecting its format. Bytes that are not UTF-8 are
/// replaced by `U+FFFD` (reported as such if they fall inside a puzzle), so
/// a stray Latin-1 comment does not make the whole file unreadable.
pub fn read_puzzles(
    path: impl AsRef<Path>,
) -> Result<Vec<Result<Puzzle, ParseError>>, std::io::Error> {
    let bytes = std::fs::read(path)?;
    Ok(parse_puzzles(&String::from_utf8_lossy(&bytes)))
}

/// A board as text in `format`, ending with a newline. See each format's
/// module for the exact layout ([`grid`] writes `.` for blanks and ends with
/// an empty line, so that grids written one after another stay apart).
pub fn write(board: &Board, format: Format) -> String {
    match format {
        Format::Line => line::write(board),
        Format::Grid => grid::write(board),
        Format::Comma => comma::write(board),
        Format::Boxed => boxed::write(board),
        Format::Candidates => candidates::write(board),
        Format::Library => library::write(board),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Candidate, Cell, CellMark};

    // The seed puzzles, committed in puzzles/ (copies of /work/shared/seed-puzzles).
    const NUMPRE1: &str = include_str!("../../puzzles/numpre1.txt");
    const REGION_SETS: &str = include_str!("../../puzzles/region-sets-example.txt");
    const WORLDS_HARDEST: &str = include_str!("../../puzzles/worlds-hardest.txt");
    const NIKOLI_P6: &str = include_str!("../../puzzles/nikoli-p6.bas");
    const MINI4X4_020: &str = include_str!("../../puzzles/mini4x4-020.bas");

    fn one(text: &str) -> Board {
        parse_board(text).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn seed_puzzles_load_with_their_format_detected() {
        let seeds = [
            (NUMPRE1, Format::Grid, 9, ".65....87"),
            (REGION_SETS, Format::Grid, 9, "..41...8."),
            (WORLDS_HARDEST, Format::Line, 9, "8........"),
            (NIKOLI_P6, Format::Comma, 9, "6.2..1..5"),
            (MINI4X4_020, Format::Comma, 4, "4..."),
        ];
        for &(text, format, size, first_row) in &seeds {
            assert_eq!(detect(text), Ok(format));
            let puzzles = parse_puzzles(text);
            assert_eq!(puzzles.len(), 1);
            let puzzle = puzzles[0].as_ref().unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(puzzle.line, 1);
            assert_eq!(puzzle.board.size(), size);
            assert!(puzzle.board.to_line().starts_with(first_row));
        }
        // Every committed puzzle file, read from disk.
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles");
        for name in ["numpre1.txt", "nikoli-p6.bas", "worlds-hardest.txt"] {
            let puzzles = read_puzzles(dir.join(name)).expect("readable");
            assert!(puzzles.iter().all(|p| p.is_ok()), "{name}");
        }
        assert!(read_puzzles(dir.join("no-such-file.txt")).is_err());
        // The originals, when the shared directory is there.
        let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/seed-puzzles");
        let Ok(entries) = std::fs::read_dir(&shared) else {
            println!(
                "skipping the shared seed puzzles: {} not found",
                shared.display()
            );
            return;
        };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(entry.path()).expect("readable");
            let (_, format, size, _) = seeds
                .iter()
                .find(|(copy, ..)| *copy == text)
                .unwrap_or_else(|| panic!("{name} differs from its copy in puzzles/"));
            assert_eq!(detect(&text), Ok(*format), "{name}");
            let puzzles = read_puzzles(entry.path()).expect("readable");
            assert_eq!(puzzles.len(), 1, "{name}");
            let board = &puzzles[0]
                .as_ref()
                .unwrap_or_else(|e| panic!("{name}: {e}"))
                .board;
            assert_eq!(board.size(), *size, "{name}");
        }
    }

    #[test]
    fn format_names() {
        for format in Format::ALL {
            assert_eq!(format.to_string().parse::<Format>(), Ok(format));
        }
        assert_eq!("Boxed".parse::<Format>(), Ok(Format::Boxed));
        assert_eq!(
            "ss".parse::<Format>().unwrap_err().to_string(),
            "unknown format 'ss': expected one of line, grid, comma, boxed, candidates, library"
        );
    }

    #[test]
    fn parse_board_wants_exactly_one() {
        assert_eq!(
            parse_board("").unwrap_err().to_string(),
            "line 1: expected a puzzle, found only empty lines and comments"
        );
        let two = format!("{WORLDS_HARDEST}{WORLDS_HARDEST}");
        assert_eq!(
            parse_board(&two).unwrap_err().to_string(),
            "line 2: expected one puzzle, found a second one starting here"
        );
        assert_eq!(one(WORLDS_HARDEST).size(), 9);
    }

    /// Boards of every size, with placed digits and eliminated candidates:
    /// the seed puzzles, a mini from the shared 4x4 and 6x6 sets, and the
    /// same boards after a placement and a few eliminations.
    fn sample_boards() -> Vec<Board> {
        let mut boards = vec![
            one(WORLDS_HARDEST),
            one(NUMPRE1),
            one(MINI4X4_020),
            // First puzzle of the shared mini6x6_sukaku6x6explainer_3.txt.
            one("..3...4.....2..3.5.....1.6.5.45...1."),
            // First puzzle of the shared mini4x4_amayaos_20.txt.
            one("4.....4....3.2.."),
            Board::empty(6).expect("size 6"),
        ];
        for board in boards.clone() {
            let empty: Vec<Cell> = board.empty_cells().iter().collect();
            // Mid-solve: a naked single placed, and a candidate eliminated in
            // every third empty cell that keeps at least two.
            let mut worked = board.clone();
            if let Some(&single) = empty.iter().find(|&&c| board.candidates(c).len() == 1) {
                let digit = board.candidates(single).first().expect("one candidate");
                worked
                    .place(single, digit)
                    .expect("a candidate can be placed");
            }
            for &cell in empty.iter().skip(1).step_by(3) {
                let cands = worked.candidates(cell);
                if cands.len() > 2 {
                    let last = cands.iter().last().expect("not empty");
                    worked.eliminate(Candidate::new(cell, last));
                }
            }
            boards.push(worked);
            // A guess that may be wrong, leaving cells without candidates.
            let mut guessed = board.clone();
            let digit = board.candidates(empty[0]).first().expect("a candidate");
            guessed
                .place(empty[0], digit)
                .expect("a candidate can be placed");
            boards.push(guessed);
        }
        boards
    }

    /// What reading `board` back from `format` should give: the digits as
    /// givens, and for a candidate grid, the very same board (givens, placed
    /// digits and open cells are told apart). `None` when the printed grid is
    /// not a valid position (a cell without candidates).
    fn expected_reading(board: &Board, format: Format) -> Option<Board> {
        match format {
            Format::Library => Some(board.clone()),
            Format::Candidates => {
                let shown: Vec<CellMark> =
                    board.geometry().cells().map(|c| board.mark(c)).collect();
                Board::from_marks(board.size(), &shown).ok()
            }
            _ => Some(Board::from_values(board.size(), &board.values(), true).expect("valid")),
        }
    }

    #[test]
    fn round_trips_in_every_format() {
        for board in sample_boards() {
            for format in Format::ALL {
                let text = write(&board, format);
                // A candidate grid of one digit per cell reads the same as a
                // boxed grid, and is detected as one.
                let one_digit_per_cell = board
                    .geometry()
                    .cells()
                    .all(|c| board.candidates(c).len() < 2);
                if format != Format::Candidates || !one_digit_per_cell {
                    assert_eq!(detect(&text), Ok(format), "{format}:\n{text}");
                }
                let back = parse_puzzles_as(&text, format);
                assert_eq!(back.len(), 1, "{format}:\n{text}");
                match expected_reading(&board, format) {
                    Some(expected) => {
                        let back = back[0]
                            .as_ref()
                            .unwrap_or_else(|e| panic!("{format}: {e}\n{text}"));
                        assert_eq!(back.board, expected, "{format}:\n{text}");
                    }
                    None => assert!(back[0].is_err(), "{text}"),
                }
            }
        }
    }

    #[test]
    fn writes_one_after_another_read_back_apart() {
        let boards = sample_boards();
        for format in Format::ALL {
            let text: String = boards.iter().map(|b| write(b, format)).collect();
            let back = parse_puzzles(&text);
            assert_eq!(back.len(), boards.len(), "{format}:\n{text}");
            for (board, puzzle) in boards.iter().zip(&back) {
                match expected_reading(board, format) {
                    Some(expected) => {
                        let puzzle = puzzle.as_ref().unwrap_or_else(|e| panic!("{format}: {e}"));
                        assert_eq!(puzzle.board, expected, "{format}");
                    }
                    None => assert!(puzzle.is_err()),
                }
            }
        }
    }

    #[test]
    fn a_bad_puzzle_does_not_stop_the_others() {
        // Hand-made: the world's hardest puzzle, a clash, a short line, and again.
        let text = format!("{WORLDS_HARDEST}11..............\n1234\n# note\n{WORLDS_HARDEST}");
        let puzzles = parse_puzzles(&text);
        let shown: Vec<String> = puzzles
            .iter()
            .map(|p| match p {
                Ok(p) => format!("ok {}", p.line),
                Err(e) => e.to_string(),
            })
            .collect();
        assert_eq!(
            shown,
            [
                "ok 1",
                "line 2: r1c1 and r1c2 both hold 1",
                "line 3, column 5: expected 81 cells (or 16 or 36 for a 4x4 or 6x6 puzzle), found 4",
                "ok 5"
            ]
        );
    }
}
